package app.catapult.android

import android.widget.Button
import android.widget.EditText
import app.catapult.android.logic.GameStage
import org.junit.Assert.assertEquals
import org.junit.Assert.assertTrue
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.RobolectricTestRunner
import org.robolectric.annotation.Config
import org.robolectric.annotation.GraphicsMode

/** Setting up a table and the first turns, tapped on the real screens. */
@RunWith(RobolectricTestRunner::class)
@GraphicsMode(GraphicsMode.Mode.NATIVE)
@Config(sdk = [34], qualifiers = Phones.PHONE)
class FirstTurnsTest {
    @Test
    fun `Anna and Ben set up a game with a bot, tap their tiles onto the board, take one back and pass the phone`() {
        Phone.launch(seed = 1).use { phone ->
            phone.screenshot("home", golden = true)
            phone.tap("New game")
            val names = phone.shownViews().filterIsInstance<EditText>()
            assertEquals("two seats to start with", 2, names.size)
            names[0].setText("Anna")
            names[1].setText("Ben")
            phone.tap("Add a bot")
            phone.screenshotScrolled("setup-whole")
            phone.screenshot("setup", golden = true)
            phone.tap("Start the game")

            val handOver = phone.awaitStage<GameStage.HandOver>()
            assertEquals("Anna", handOver.player.name)
            phone.screenshot("hand-over", golden = true)
            phone.tap("I'm Anna")

            // Anna taps a highlighted cell, then Place.
            val place = phone.awaitStage<GameStage.PlaceTile>()
            phone.screenshot("board-legal-spots", golden = true)
            val cell = place.legal.first().cell
            phone.tapCell(cell)
            assertEquals("the tapped cell is picked", cell, (phone.stage as GameStage.PlaceTile).selected?.cell)
            phone.tap("Place")
            val follower = phone.awaitStage<GameStage.PlaceFollower>()
            phone.screenshot("follower-choice", golden = true)

            // She takes the tile back: it comes back picked where it was; she places it again.
            phone.tap("Undo tile")
            val back = phone.awaitStage<GameStage.PlaceTile>()
            assertEquals(cell, back.selected?.cell)
            phone.tap("Place")
            val again = phone.awaitStage<GameStage.PlaceFollower>()
            assertTrue("her tile has somewhere for a follower", again.spots.isNotEmpty())

            // She taps a ring on her tile: her follower stands there.
            val spot = again.spots.first()
            phone.tapSpot(spot)
            phone.waitFor("Anna's follower on the board") {
                phone.controller.view.value.followers.any { it.owner == follower.player.seat }
            }

            // Ben is next: the phone goes to him, and he uses the buttons.
            val toBen = phone.awaitStage<GameStage.HandOver>()
            assertEquals("Ben", toBen.player.name)
            phone.tap("I'm Ben")
            phone.awaitStage<GameStage.PlaceTile>()
            phone.tap("Next spot")
            phone.tap(phone.await<Button>("Turn"))
            phone.tap("Place")
            phone.awaitStage<GameStage.PlaceFollower>()
            phone.tap("No follower")

            // The bot plays, then the phone comes back to Anna.
            val toAnna = phone.awaitStage<GameStage.HandOver>()
            assertEquals("Anna", toAnna.player.name)
            assertEquals("three tiles were placed after the start tile", 4, phone.controller.view.value.tiles.size)
        }
    }
}
