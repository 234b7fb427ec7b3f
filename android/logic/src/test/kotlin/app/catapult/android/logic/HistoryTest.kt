package app.catapult.android.logic

import app.catapult.core.BotSkill
import app.catapult.core.CatapultException
import app.catapult.core.GameReplay
import app.catapult.core.GameStore
import app.catapult.core.HistoryFilter
import app.catapult.core.HistoryStatus
import app.catapult.core.MoveKind
import app.catapult.core.ReplayStep
import app.catapult.core.TurnStep
import app.catapult.core.inspectGameFile
import app.catapult.core.openGameStore
import app.catapult.core.replayGameFile
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.runBlocking
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertFailsWith
import kotlin.test.assertIs
import kotlin.test.assertNotNull
import kotlin.test.assertNull
import kotlin.test.assertTrue

/**
 * The history and statistics screens: games listed a page at a time, continued, replayed step
 * by step (each step rebuilt by the core), exported for sharing, imported and deleted;
 * statistics per player name.
 */
class HistoryTest {
    private val table = listOf(person("Anna"), bot("Robo", BotSkill.GREEDY))

    private suspend fun playWhole(store: GameStore, seed: ULong, scope: CoroutineScope): Long {
        val setup = assertNotNull(SetupModel(table).toSetup(seed))
        return FlickAdapter(FakeMotionSource(traceSamples("flick-medium-100hz.csv"))).use { flick ->
            GameController.start(setup, store, scope, Dispatchers.Default).use { controller ->
                PeopleAtThePhone(controller, flick).playToTheEnd()
                controller.gameId!!
            }
        }
    }

    /** The first step that is a hurl, trying each step from the start. */
    private suspend fun firstHurl(replay: GameReplay): ReplayStep? {
        for (step in 1u..replay.moves()) {
            val shown = replay.step(step)
            if (shown.lastMove == MoveKind.HURL) return shown
        }
        return null
    }

    @Test
    fun `games are listed, continued, replayed, exported and deleted`() = runBlocking<Unit> {
        withTempFolder { folder ->
            openGameStore(historyIn(folder)).use { store ->
                val finished = playWhole(store, 21uL, this)
                val unfinished = GameController.start(SetupModel(table).toSetup(22uL)!!, store, this, Dispatchers.Default)
                    .use { it.gameId!! }

                // Listed a page at a time, the latest first; continue finds the unfinished one.
                val history = HistoryModel(store, pageSize = 1u)
                assertEquals(1, history.loadMore())
                assertTrue(history.hasMore)
                assertEquals(1, history.loadMore())
                assertEquals(0, history.loadMore())
                assertEquals(listOf(unfinished, finished), history.games.value.map { it.id })
                assertEquals(unfinished, history.lastInProgress()?.id)
                history.refilter(HistoryFilter(HistoryStatus.FINISHED, null))
                assertEquals(listOf(finished), history.games.value.map { it.id })

                // Continued from the history.
                history.resume(unfinished, this, Dispatchers.Default).use { controller ->
                    val place = assertIs<GameStage.PlaceTile>(controller.stage.value, "Anna, the only person, plays on")
                    assertEquals("Anna", place.player.name)
                }

                // Replayed step by step by the core: the start, the first hurl (with its flight),
                // the end; no step past it. The exported file replays the same.
                val json = history.export(finished)
                assertTrue(json.contains("\"Anna\""))
                val moves = inspectGameFile(json).actions
                history.replay(finished).use { replay ->
                    assertEquals(moves, replay.moves())
                    val start = replay.step(0u)
                    assertEquals(0u, start.step)
                    assertEquals(1, start.view.tiles.size, "only the start tile")
                    assertNull(start.lastMove)
                    assertNull(start.flight)
                    val hurled = assertNotNull(firstHurl(replay), "the game had a hurl")
                    assertTrue(assertNotNull(hurled.flight).frames.isNotEmpty())
                    val end = replay.step(replay.moves())
                    assertEquals(TurnStep.GAME_OVER, end.view.turn.step)
                    assertEquals(store.listGames(HistoryFilter(HistoryStatus.FINISHED, null), 0u, 1u).single().scores,
                        end.view.players.map { it.score })
                    assertFailsWith<CatapultException.NotFound> { replay.step(replay.moves() + 1u) }
                    replayGameFile(json).use { file ->
                        assertEquals(moves, file.moves())
                        assertEquals(hurled, file.step(hurled.step))
                    }
                }
                assertEquals(2, store.listGames(HistoryFilter(null, null), 0u, 10u).size, "the replay stores nothing here")

                // Statistics: Anna and Robo have one finished game each.
                val stats = StatsModel(store)
                assertEquals(setOf("Anna", "Robo"), stats.everyone().map { it.name }.toSet())
                val anna = assertNotNull(stats.of(" anna "))
                assertEquals(1u, anna.games)
                assertEquals(anna.wins.toInt() * 100, StatsModel.winPercent(anna))
                assertNull(stats.of("Nobody"))

                // Deleted.
                history.delete(finished)
                assertEquals(emptyList(), history.games.value)
                assertEquals(listOf(unfinished), store.listGames(HistoryFilter(null, null), 0u, 10u).map { it.id })
            }
        }
    }

    @Test
    fun `a shared game is imported on another phone once, a bad file is refused, and a deleted game comes back`() = runBlocking<Unit> {
        withTempFolder { mine ->
            withTempFolder { theirs ->
                openGameStore(historyIn(mine)).use { store ->
                    val finished = playWhole(store, 23uL, this)
                    val json = HistoryModel(store).export(finished)
                    val scores = store.listGames(HistoryFilter(null, null), 0u, 1u).single().scores

                    // Another phone imports the file: the game is listed at once, finished,
                    // with the same seats and scores, and counts in its statistics.
                    openGameStore(historyIn(theirs)).use { other ->
                        val history = HistoryModel(other)
                        history.loadMore()
                        assertEquals(emptyList(), history.games.value)
                        val id = history.import(json)
                        val game = history.games.value.single()
                        assertEquals(id, game.id)
                        assertEquals(HistoryStatus.FINISHED, game.status)
                        assertEquals(listOf("Anna", "Robo"), game.seats.map { it.name })
                        assertEquals(scores, game.scores)
                        assertEquals(1u, assertNotNull(StatsModel(other).of("Anna")).games)

                        // The same file again, or a file cut short: refused with the reason,
                        // nothing saved.
                        val again = assertFailsWith<CatapultException.BadInput> { history.import(json) }
                        assertTrue(again.message.orEmpty().contains("in the history already"), again.message)
                        val cut = assertFailsWith<CatapultException.BadInput> { history.import(json.take(json.length / 2)) }
                        assertTrue(cut.message.orEmpty().isNotBlank())
                        assertEquals(listOf(id), history.games.value.map { it.id })
                        assertEquals(1, other.listGames(HistoryFilter(null, null), 0u, 10u).size)
                    }

                    // Deleted here, it can come back from the file.
                    val history = HistoryModel(store)
                    history.delete(finished)
                    val back = history.import(json)
                    assertEquals(listOf(back), history.games.value.map { it.id })
                    assertEquals(json, history.export(back), "the same game as before")
                }
            }
        }
    }
}
