package app.catapult.android.logic

import app.catapult.core.BotSkill
import app.catapult.core.GameStore
import app.catapult.core.HistoryFilter
import app.catapult.core.HistoryStatus
import app.catapult.core.inspectGameFile
import app.catapult.core.openGameStore
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.runBlocking
import kotlin.reflect.KClass
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertNotNull
import kotlin.test.assertTrue
import kotlin.test.fail

/**
 * Anna and Ben play Robo and Dice (bots) on one phone, only through the game screen's
 * controller: every stage of the screen is seen (the hand-over, the tile, the follower, the
 * token choice, the hurl, a catch, flights watched, a seduction, effects, the round's
 * summary, bots thinking, the end), one hurl is launched by a flick of the (recorded) phone,
 * and the game ends in the history, finished, with the screen's scores.
 */
class WholeGameTest {
    private val table = listOf(person("Anna"), bot("Robo", BotSkill.GREEDY), person("Ben"), bot("Dice", BotSkill.RANDOM))

    private val everyStage: Set<KClass<out GameStage>> = setOf(
        GameStage.HandOver::class, GameStage.PlaceTile::class, GameStage.PlaceFollower::class,
        GameStage.ChooseToken::class, GameStage.Hurl::class, GameStage.Catch::class, GameStage.Flight::class,
        GameStage.Seduce::class, GameStage.Effects::class, GameStage.RoundSummary::class,
        GameStage.BotToAct::class, GameStage.GameOver::class,
    )

    @Test
    fun `two friends and two bots play a whole game with The Catapult through the controller`() = runBlocking<Unit> {
        withTempFolder { folder ->
            openGameStore(historyIn(folder)).use { store ->
                // A shuffle in which the people never get to decide a seduction is put aside
                // for the next seed, so that the game below shows every stage.
                for (seed in 1uL..20uL) {
                    val game = play(store, seed, this)
                    val missing = everyStage - game.people.seen.keys
                    if (missing.isEmpty()) {
                        check(store, game)
                        return@use
                    }
                    println("seed $seed: not seen ${missing.map { it.simpleName }}; next seed")
                    store.deleteGame(game.id)
                }
                fail("no seed in 1..20 showed every stage")
            }
        }
    }

    private class Played(val id: Long, val people: PeopleAtThePhone, val over: GameStage.GameOver, val scores: List<UInt>)

    private suspend fun play(store: GameStore, seed: ULong, scope: CoroutineScope): Played {
        val setup = assertNotNull(SetupModel(table).toSetup(seed))
        val source = FakeMotionSource(traceSamples("flick-medium-100hz.csv"))
        return FlickAdapter(source).use { flick ->
            GameController.start(setup, store, scope, Dispatchers.Default).use { controller ->
                val id = assertNotNull(controller.gameId)
                val people = PeopleAtThePhone(controller, flick)
                people.playToTheEnd()
                val over = controller.stage.value as GameStage.GameOver
                Played(id, people, over, controller.view.value.players.map { it.score })
            }
        }
    }

    private suspend fun check(store: GameStore, game: Played) {
        val people = game.people
        println("stages seen: ${people.seen.mapKeys { it.key.simpleName }}")
        println("hand-overs to ${people.handOvers}; round summaries ${people.summaries.size}")

        // The phone went only to people, and the flick launched a hurl.
        assertTrue(people.handOvers.toSet() == setOf(0u, 2u), "Anna and Ben were handed the phone: ${people.handOvers}")
        assertEquals(1, people.flicked, "one hurl was flicked")
        assertTrue(people.swiped > 0, "some hurls were swiped")
        assertEquals(1, people.undone, "one tile was taken back")
        assertTrue(people.aidsRead > 0, "the aids were read at tile turns")
        assertTrue(people.aimsShown > 0, "a knock-out or seduction hurl listed the followers to aim at")

        // Every flight, the last of a round and the bots' too, had a round to draw the table on.
        assertEquals(0, people.flightsWithoutRound, "every flight has a round to draw on")

        // Each round's summary named a chooser and what everyone gained in it.
        for (summary in people.summaries) {
            assertEquals(4, summary.points.size)
            assertTrue(summary.messages.isNotEmpty(), "a round says what it did")
        }

        // The end screen: everyone ranked by score (the core's ranking), the breakdown adding up.
        val ranking = game.over.ranking
        assertEquals(4, ranking.size)
        assertEquals(ranking.map { it.score }.sortedDescending(), ranking.map { it.score })
        assertEquals(1u, ranking.first().place)
        assertTrue(ranking.first().winner)
        for (standing in ranking) {
            val b = standing.breakdown
            assertEquals(standing.score, b.roads + b.cities + b.cloisters + b.fields + b.catapult)
            assertEquals(standing.score, game.over.player(standing).score, "the score strip agrees")
        }

        // The history has it, finished, with the screen's scores; the core's replay agrees.
        val listed = store.listGames(HistoryFilter(HistoryStatus.FINISHED, null), 0u, 10u).single()
        assertEquals(game.id, listed.id)
        assertEquals(game.scores, listed.scores)
        assertEquals(game.scores, inspectGameFile(store.exportGame(game.id)).scores)
    }
}
