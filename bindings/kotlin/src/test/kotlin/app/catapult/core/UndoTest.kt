package app.catapult.core

import kotlinx.coroutines.runBlocking
import org.junit.jupiter.api.Test
import kotlin.test.assertEquals
import kotlin.test.assertFalse
import kotlin.test.assertIs
import kotlin.test.assertNotEquals
import kotlin.test.assertTrue

/**
 * Anna puts her tile down, sees it was the wrong spot, and takes it back before deciding on a
 * follower: the board is as before, and she places it somewhere else.
 */
class UndoTest {
    @Test
    fun `a tile taken back leaves the board as it was, and goes elsewhere`() = runBlocking<Unit> {
        GameSession(newGame(person("Anna"), person("Ben"), seed = 21uL)).use { session ->
            session.takeThePhone()
            val before = session.view()
            assertEquals(TurnStep.PLACE_TILE, before.turn.step)
            assertFalse(before.turn.canUndo)
            assertTrue(before.turn.legal.size >= 2, "somewhere else to go")
            val first = before.turn.legal[0]
            val second = before.turn.legal[1]

            val placed = session.placeTile(first.cell, first.rotations.first())
            assertEquals(
                GameEvent.TilePlaced(0u, before.turn.drawnTile!!, first.cell, first.rotations.first()),
                placed.events.single { it is GameEvent.TilePlaced },
            )
            val waiting = session.view()
            assertTrue(waiting.turn.canUndo)
            assertEquals(TurnStep.PLACE_FOLLOWER, waiting.turn.step)
            assertEquals(first.cell, waiting.turn.placedThisTurn)
            assertEquals(before.tiles + PlacedTileView(first.cell, before.turn.drawnTile!!, first.rotations.first()), waiting.tiles)

            assertTrue(assertIs<GameStage.PlaceFollower>(session.stage()).canUndo)
            session.undo()
            val undone = session.view()
            assertEquals(before, undone, "the same view as before the tile went down")
            assertFalse(undone.turn.canUndo)
            val back = assertIs<GameStage.PlaceTile>(session.stage())
            assertEquals(PickedPlacement(first.cell, first.rotations.first()), back.selected, "picked where it was")

            // Placed again elsewhere, with a follower this time.
            session.placeTile(second.cell, second.rotations.last())
            val again = session.view()
            assertEquals(second.cell, again.turn.placedThisTurn)
            assertNotEquals(waiting.tiles, again.tiles)
            val choice = again.turn.followerChoices.first()
            val followed = session.placeFollower(choice.segment)
            assertTrue(followed.events.any { it is GameEvent.FollowerPlaced && it.player == 0u && it.kind == choice.kind })
            val after = session.view()
            assertFalse(after.turn.canUndo, "the follower decision makes the tile final")
            assertEquals(1u, after.turn.player, "Ben's turn")
            assertEquals(second.cell, after.followers.single().cell)
            assertEquals(before.players[0].supply - 1u, after.players[0].supply)
        }
    }
}
