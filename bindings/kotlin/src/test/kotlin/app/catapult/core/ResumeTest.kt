package app.catapult.core

import kotlinx.coroutines.runBlocking
import org.junit.jupiter.api.Test
import kotlin.test.assertEquals
import kotlin.test.assertFailsWith
import kotlin.test.assertFalse
import kotlin.test.assertIs
import kotlin.test.assertNotEquals
import kotlin.test.assertNotNull
import kotlin.test.assertTrue

/**
 * The phone rings (or the app is killed) in the middle of a game: every move made so far is in
 * the history, and the game picks up where it was.
 */
class ResumeTest {
    private val table = arrayOf(
        person("Anna"),
        bot("Robo", BotSkill.GREEDY),
        person("Ben"),
        bot("Dice", BotSkill.RANDOM),
    )

    /** A person is to act, and no tile waits for its follower decision. */
    private fun GameView.personToAct(tiles: Int) =
        this.tiles.size >= tiles && !turn.botToPlay && turn.step != TurnStep.PLACE_FOLLOWER

    @Test
    fun `a game put away mid-play resumes exactly where it was`() = runBlocking {
        withTempFolder { folder ->
            val path = historyIn(folder)
            val people = ScriptedPeople()
            val (id, before) = openGameStore(path).use { store ->
                startGame(newGame(*table, seed = 7uL), store).use { session ->
                    val id = assertNotNull(session.gameId())
                    id to people.playUntil(session) { it.personToAct(tiles = 15) }
                }
            }
            assertTrue(before.tiles.size >= 15)
            assertEquals(id, before.gameId)

            // The next day: the history is opened again and the game resumed.
            openGameStore(path).use { store ->
                val listed = store.listGames(HistoryFilter(HistoryStatus.IN_PROGRESS, null), 0u, 10u).single()
                assertEquals(id, listed.id)
                assertEquals(null, listed.scores, "no final scores before the end")
                assertTrue(listed.winners.isEmpty())

                resumeGame(store, id).use { session ->
                    assertEquals(id, session.gameId())
                    assertEquals(7uL, session.seed())
                    val resumed = session.view()
                    assertEquals(before.tiles, resumed.tiles)
                    assertEquals(before.scores, resumed.scores)
                    assertEquals(before.turn, resumed.turn)
                    assertEquals(before, resumed, "the whole picture is the same")

                    // And play goes on: five more tiles, the earlier ones where they were.
                    val later = people.playUntil(session) { it.tiles.size >= before.tiles.size + 5 }
                    assertEquals(before.tiles, later.tiles.take(before.tiles.size))
                    assertTrue(later.turn.tilesLeft < before.turn.tilesLeft)
                }
            }
        }
    }

    /**
     * A tile placed but not followed up (no follower placed or skipped yet) waits in the
     * session, where undo can take it back; it is not stored. An app killed at that moment
     * resumes at the start of that turn: the same tile to place, the board without it.
     */
    @Test
    fun `a tile placed but not followed up is not stored, so the turn starts over`() = runBlocking {
        withTempFolder { folder ->
            openGameStore(historyIn(folder)).use { store ->
                val people = ScriptedPeople()
                val (id, atTurnStart, placed) =
                    startGame(newGame(*table, seed = 11uL), store).use { session ->
                        val start = people.playUntil(session) {
                            it.tiles.size >= 6 && !it.turn.botToPlay && it.turn.step == TurnStep.PLACE_TILE
                        }
                        session.takeThePhone()
                        val spot = start.turn.legal.first()
                        val move = session.placeTile(spot.cell, spot.rotations.first())
                        val placed = move.events.filterIsInstance<GameEvent.TilePlaced>().single()
                        val waiting = session.view()
                        assertEquals(TurnStep.PLACE_FOLLOWER, waiting.turn.step)
                        assertTrue(waiting.turn.canUndo)
                        assertEquals(start.tiles.size + 1, waiting.tiles.size)
                        Triple(assertNotNull(session.gameId()), start, placed)
                        // The app is killed here: the session goes without a follower decision.
                    }

                resumeGame(store, id).use { session ->
                    val resumed = session.view()
                    assertEquals(atTurnStart, resumed, "back at the start of the turn")
                    assertEquals(TurnStep.PLACE_TILE, resumed.turn.step)
                    assertEquals(placed.tile, resumed.turn.drawnTile, "the same tile to place")
                    assertTrue(resumed.tiles.none { it.cell == placed.cell }, "the board without it")
                    assertFalse(resumed.turn.canUndo)
                    val who = session.view().players[resumed.turn.player.toInt()].name
                    val handOver = assertIs<GameStage.HandOver>(session.stage(), "the phone goes to $who again")
                    assertEquals(StageKind.PLACE_TILE, handOver.next)
                    session.handOverDone()
                    assertFailsWith<CatapultException.IllegalMove> { session.undo() }

                    // The player places it again, and this time it is kept.
                    val again = session.placeTile(placed.cell, placed.rotation)
                    assertEquals(placed, again.events.filterIsInstance<GameEvent.TilePlaced>().single())
                    session.skipFollower()
                    val after = session.view()
                    assertNotEquals(TurnStep.PLACE_FOLLOWER, after.turn.step)
                    assertEquals(atTurnStart.tiles.size + 1, after.tiles.size)
                }
                resumeGame(store, id).use { session ->
                    assertTrue(session.view().tiles.any { it.cell == placed.cell }, "stored after the skip")
                }
            }
        }
    }
}
