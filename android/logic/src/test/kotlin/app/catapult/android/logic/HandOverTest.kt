package app.catapult.android.logic

import app.catapult.core.StageKind
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.runBlocking
import kotlin.test.Test
import kotlin.test.assertContains
import kotlin.test.assertEquals
import kotlin.test.assertIs
import kotlin.test.assertTrue

/**
 * The phone goes round as the core says: to the next person before they act, never to bots,
 * and not at all when only one person plays. The controller shows the core's hand-over and
 * passes "I'm Anna" on; it keeps no rule of its own.
 */
class HandOverTest {
    @Test
    fun `two people alternate, each turn starting with a hand-over but not the follower`() = runBlocking<Unit> {
        // The base game, so that Anna's first tile starts no catapult round.
        val model = SetupModel(listOf(person("Anna"), person("Ben")))
        model.rules.choose("catapult", "off")
        val setup = model.toSetup(seed = 3uL)!!
        GameController.start(setup, null, this, Dispatchers.Default).use { controller ->
            val first = assertIs<GameStage.HandOver>(controller.stage.value)
            assertEquals("Anna", first.player.name)
            assertEquals(StageKind.PLACE_TILE, first.next)
            controller.handOverDone()
            val place = assertIs<GameStage.PlaceTile>(controller.stage.value)
            controller.tapCell(place.legal.first().cell)
            controller.confirmTile()
            controller.moveMade()
            assertIs<GameStage.PlaceFollower>(controller.stage.value, "Anna keeps the phone for her follower")
            controller.skipFollower()
            controller.moveMade()
            while (controller.stage.value is GameStage.Effects) controller.effectsSeen()
            val next = assertIs<GameStage.HandOver>(controller.stage.value)
            assertEquals("Ben", next.player.name)
            controller.handOverDone()
            assertIs<GameStage.PlaceTile>(controller.stage.value)
        }
    }

    @Test
    fun `a tap before the phone is passed on is refused, in the core's words`() = runBlocking<Unit> {
        val setup = SetupModel(listOf(person("Anna"), person("Ben"))).toSetup(seed = 3uL)!!
        GameController.start(setup, null, this, Dispatchers.Default).use { controller ->
            val handOver = assertIs<GameStage.HandOver>(controller.stage.value)
            controller.nextSpot()
            assertContains(controller.problem.value.orEmpty(), "pass the phone to Anna first")
            assertEquals(handOver, controller.stage.value, "nothing changed")
            controller.handOverDone()
            assertEquals(null, controller.problem.value, "the next operation clears it")
            assertIs<GameStage.PlaceTile>(controller.stage.value)
        }
    }

    @Test
    fun `one person against a bot is never asked to pass the phone`() = runBlocking<Unit> {
        val setup = SetupModel(listOf(person("Anna"), bot("Robo"))).toSetup(seed = 5uL)!!
        FlickAdapter(FakeMotionSource(traceSamples("flick-medium-100hz.csv"))).use { flick ->
            GameController.start(setup, null, this, Dispatchers.Default).use { controller ->
                assertIs<GameStage.PlaceTile>(controller.stage.value, "Anna plays at once")
                val people = PeopleAtThePhone(controller, flick)
                people.playToTheEnd()
                assertEquals(emptyList(), people.handOvers)
                assertTrue((people.seen[GameStage.BotToAct::class] ?: 0) > 10, "Robo played")
                assertTrue(people.summaries.isNotEmpty(), "Anna read the rounds' summaries")
            }
        }
    }
}
