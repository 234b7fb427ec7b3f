package app.catapult.android.logic

import app.catapult.core.TurnStep
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.runBlocking
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertFalse
import kotlin.test.assertIs
import kotlin.test.assertTrue

/** The phone goes round only when another person is to act: never to bots, never twice running. */
class HandOverTest {
    @Test
    fun `the rule is someone else, and a person`() {
        assertTrue(HandOverRule.needed(null, 0u, actorIsBot = false), "at the start, the first person gets the phone")
        assertTrue(HandOverRule.needed(0u, 2u, actorIsBot = false))
        assertFalse(HandOverRule.needed(2u, 2u, actorIsBot = false), "the same person keeps it")
        assertFalse(HandOverRule.needed(0u, 1u, actorIsBot = true), "bots need no phone")
    }

    @Test
    fun `two people alternate, each turn starting with a hand-over but not the follower`() = runBlocking<Unit> {
        // The base game, so that Anna's first tile starts no catapult round.
        val model = SetupModel(listOf(person("Anna"), person("Ben")))
        model.rules.choose(0, 3)
        val setup = model.toSetup(seed = 3uL)!!
        GameController.start(setup, null, this, Dispatchers.Default).use { controller ->
            val first = assertIs<GameStage.HandOver>(controller.stage.value)
            assertEquals("Anna", first.player.name)
            assertEquals(TurnStep.PLACE_TILE, first.next)
            controller.handOverDone()
            val place = assertIs<GameStage.PlaceTile>(controller.stage.value)
            controller.tapCell(place.legal.first().cell)
            controller.confirmTile()
            assertIs<GameStage.PlaceFollower>(controller.stage.value, "Anna keeps the phone for her follower")
            controller.skipFollower()
            while (controller.stage.value is GameStage.Effects) controller.effectsSeen()
            val next = assertIs<GameStage.HandOver>(controller.stage.value)
            assertEquals("Ben", next.player.name)
            assertEquals(0u, controller.phoneHolder, "Anna still has it until Ben takes it")
            controller.handOverDone()
            assertEquals(1u, controller.phoneHolder)
            assertIs<GameStage.PlaceTile>(controller.stage.value)
        }
    }

    @Test
    fun `one person against a bot is handed the phone once, for the whole game`() = runBlocking<Unit> {
        val setup = SetupModel(listOf(person("Anna"), bot("Robo"))).toSetup(seed = 5uL)!!
        FlickAdapter(FakeMotionSource(traceSamples("flick-medium-100hz.csv"))).use { flick ->
            GameController.start(setup, null, this, Dispatchers.Default).use { controller ->
                val people = PeopleAtThePhone(controller, flick)
                people.playToTheEnd()
                assertEquals(listOf(0u), people.handOvers)
                assertTrue((people.seen[GameStage.BotsThinking::class] ?: 0) > 10, "Robo played")
            }
        }
    }
}
