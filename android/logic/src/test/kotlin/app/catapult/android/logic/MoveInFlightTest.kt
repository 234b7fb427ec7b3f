package app.catapult.android.logic

import app.catapult.core.openGameStore
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.runBlocking
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertFalse
import kotlin.test.assertIs
import kotlin.test.assertNotNull
import kotlin.test.assertTrue

/**
 * A move is stored off the UI thread, so the screen stays live while it is: Anna taps "no
 * follower", and before the history has it she taps again, taps the board and "undo". Those
 * taps answer a stage the move is about to replace, so the controller drops them (they are not
 * refused, nor queued); what the screen shows next is her move, as stored.
 */
class MoveInFlightTest {
    @Test
    fun `a tap while a move is being stored is ignored, and the move's result is shown`() = runBlocking<Unit> {
        withTempFolder { folder ->
            // The base game, so that Anna's tile starts no catapult round.
            val model = SetupModel(listOf(person("Anna"), person("Ben")))
            model.rules.choose("catapult", "off")
            val setup = assertNotNull(model.toSetup(seed = 3uL))
            openGameStore(historyIn(folder)).use { store ->
                GameController.start(setup, store, this, Dispatchers.Default).use { controller ->
                    controller.handOverDone()
                    val place = assertIs<GameStage.PlaceTile>(controller.stage.value)
                    val (first, second) = place.legal
                    controller.tapCell(first.cell)
                    controller.confirmTile()
                    controller.moveMade()
                    val deciding = assertIs<GameStage.PlaceFollower>(controller.stage.value)
                    assertTrue(deciding.canUndo && deciding.spots.isNotEmpty(), "a tile to take back, with room for a follower")

                    // The controller's scope is this test's thread: the move waits for it, so
                    // every tap below comes while the move is under way.
                    controller.skipFollower()
                    assertTrue(controller.moving.value, "Anna's decision is being made and stored")
                    controller.skipFollower()
                    controller.tapCell(second.cell)
                    controller.undo()
                    controller.placeFollower(deciding.spots.first())
                    assertEquals(deciding, controller.stage.value, "the taps changed nothing on the screen")
                    assertEquals(null, controller.problem.value, "and none was refused")

                    controller.moveMade()
                    assertFalse(controller.moving.value)
                    assertEquals(null, controller.problem.value, "the second \"no follower\" was not taken as Ben's move")
                    while (controller.stage.value is GameStage.Effects) controller.effectsSeen()
                    assertEquals("Ben", assertIs<GameStage.HandOver>(controller.stage.value).player.name)
                    val shown = controller.view.value
                    assertEquals(place.tile, shown.tiles.single { it.cell == first.cell }.tile, "Anna's tile where she put it")
                    assertTrue(shown.tiles.none { it.cell == second.cell })
                    assertTrue(shown.followers.isEmpty(), "no follower: her first tap counted, not her later ones")

                    // The history has the move the screen shows.
                    GameController.resume(store, assertNotNull(controller.gameId), this, Dispatchers.Default).use { resumed ->
                        assertEquals(shown.tiles, resumed.view.value.tiles)
                        assertEquals(shown.followers, resumed.view.value.followers)
                    }
                }
            }
        }
    }
}
