package app.catapult.android.logic

import app.catapult.core.BotSkill
import app.catapult.core.HurlFlight
import app.catapult.core.StageKind
import app.catapult.core.openGameStore
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.runBlocking
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertIs
import kotlin.test.assertNotNull

/**
 * The app is killed mid-game and started again: the game comes back from the store where it
 * was (a tile placed but not decided on comes back undecided, a catch with its flight), the
 * core asks for the phone to be handed to whoever is next, and the game plays on to the end.
 */
class ResumeTest {
    private val table = listOf(person("Anna"), bot("Robo", BotSkill.GREEDY), person("Ben"))

    @Test
    fun `a game killed while a catcher waits for the flight resumes with that flight`() = runBlocking<Unit> {
        withTempFolder { folder ->
            val path = historyIn(folder)
            val setup = assertNotNull(SetupModel(table).toSetup(seed = 11uL))
            var id = 0L
            var flight: HurlFlight? = null
            var catcher = 0u
            FlickAdapter(FakeMotionSource(traceSamples("flick-medium-100hz.csv"))).use { flick ->
                openGameStore(path).use { store ->
                    GameController.start(setup, store, this, Dispatchers.Default).use { controller ->
                        id = assertNotNull(controller.gameId)
                        PeopleAtThePhone(controller, flick).playUntil { it is GameStage.Catch }
                        val stage = controller.stage.value as GameStage.Catch
                        flight = stage.flight
                        catcher = stage.player.seat
                    }
                }
                // The process dies here; a new one opens the history and resumes.
                openGameStore(path).use { store ->
                    GameController.resume(store, id, this, Dispatchers.Default).use { controller ->
                        val handOver = assertIs<GameStage.HandOver>(controller.stage.value)
                        assertEquals(catcher, handOver.player.seat)
                        assertEquals(StageKind.CATCH, handOver.next)
                        controller.handOverDone()
                        val catching = assertIs<GameStage.Catch>(controller.stage.value)
                        assertEquals(catcher, catching.player.seat)
                        assertEquals(flight, catching.flight, "the same flight, from the core's replay")
                        PeopleAtThePhone(controller, flick).playToTheEnd()
                        assertIs<GameStage.GameOver>(controller.stage.value)
                    }
                }
            }
        }
    }

    @Test
    fun `a tile placed but not decided on comes back to be placed, once Anna has the phone again`() = runBlocking<Unit> {
        withTempFolder { folder ->
            val path = historyIn(folder)
            val setup = assertNotNull(SetupModel(table).toSetup(seed = 4uL))
            openGameStore(path).use { store ->
                val (id, tile) = GameController.start(setup, store, this, Dispatchers.Default).use { controller ->
                    controller.handOverDone()
                    val place = assertIs<GameStage.PlaceTile>(controller.stage.value)
                    controller.tapCell(place.legal.first().cell)
                    controller.confirmTile()
                    controller.moveMade()
                    assertIs<GameStage.PlaceFollower>(controller.stage.value)
                    controller.gameId!! to place.tile
                }
                GameController.resume(store, id, this, Dispatchers.Default).use { controller ->
                    val handOver = assertIs<GameStage.HandOver>(controller.stage.value, "nobody is known to hold the phone")
                    assertEquals("Anna", handOver.player.name)
                    controller.handOverDone()
                    val place = assertIs<GameStage.PlaceTile>(controller.stage.value)
                    assertEquals(tile, place.tile)
                    assertEquals(null, place.selected)
                }
            }
        }
    }
}
