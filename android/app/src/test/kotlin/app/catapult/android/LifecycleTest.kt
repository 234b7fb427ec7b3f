package app.catapult.android

import app.catapult.android.logic.GameStage
import app.catapult.core.Token
import org.junit.Assert.assertEquals
import org.junit.Assert.assertTrue
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.RobolectricTestRunner
import org.robolectric.RuntimeEnvironment
import org.robolectric.annotation.Config
import org.robolectric.annotation.GraphicsMode

/**
 * The Activity made again (a rotation, a window resized, dark mode switched) and the process
 * killed in the background: the game comes back where it was, from the history in SQLite.
 */
@RunWith(RobolectricTestRunner::class)
@GraphicsMode(GraphicsMode.Mode.NATIVE)
@Config(sdk = [34], qualifiers = Phones.PHONE)
class LifecycleTest {
    @Test
    fun `Anna's tile, placed but its follower not decided, stays through a turn of the phone, and comes back to be placed after the app is killed`() {
        Phone.launch(seed = 1).use { phone ->
            setUpAnnaBenAndABot(phone)
            phone.tap("I'm Anna")
            val place = phone.awaitStage<GameStage.PlaceTile>()
            phone.tapCell(place.legal.first().cell)
            phone.tap("Place")
            val deciding = phone.awaitStage<GameStage.PlaceFollower>()
            val id = phone.controller.gameId

            // Turned on its side: the same game, the same question, the board beside the controls.
            RuntimeEnvironment.setQualifiers("+land")
            phone.recreate()
            val turned = phone.awaitStage<GameStage.PlaceFollower>()
            assertEquals(id, phone.controller.gameId)
            assertEquals(deciding.placed, turned.placed)
            phone.screenshot("follower-choice-landscape")

            // Back upright, then the process is killed and started again.
            RuntimeEnvironment.setQualifiers("+port")
            phone.recreate()
            phone.restart()
            // The history keeps moves, and a tile is a move once its follower is decided: the
            // core gives Anna the same tile back to place.
            val again = answerHandOver(phone, "Anna")
            assertTrue("after the restart Anna places her tile again: $again", again is GameStage.PlaceTile)
            assertEquals(place.tile, (again as GameStage.PlaceTile).tile)
            assertEquals(id, phone.controller.gameId)
            phone.tapCell(deciding.placed)
            phone.tap("Place")
            assertEquals(deciding.placed, phone.awaitStage<GameStage.PlaceFollower>().placed)
            phone.tap("No follower")
            assertEquals("Ben", phone.awaitStage<GameStage.HandOver>().player.name)
        }
    }

    @Test
    fun `a round killed while Ben aims comes back to his hurl, and his swipe then flies`() {
        // Seed 3: Anna's first tile is a fair tile.
        Phone.launch(seed = 3).use { phone ->
            setUpAnnaBenAndABot(phone)
            val people = PeopleAtTheScreen(phone, chooseToken = { tokens -> tokens.first { it.token == Token.TARGET } })
            val bensHurl = people.playUntil { it is GameStage.Hurl && it.player.name == "Ben" }
            val id = phone.controller.gameId

            phone.recreate()
            assertEquals("the same hurl after the Activity is made again", bensHurl, phone.awaitStage<GameStage.Hurl>())

            phone.restart()
            val back = answerHandOver(phone, "Ben")
            assertTrue("Ben aims again after the restart: $back", back is GameStage.Hurl && back.player.name == "Ben")
            assertEquals(id, phone.controller.gameId)
            val hurled = phone.controller.view.value.round?.tokens?.size ?: 0
            people.swipeUp()
            phone.waitFor("Ben's token to fly") { phone.stageOrNull() !is GameStage.Hurl || (phone.stage as GameStage.Hurl).player.name != "Ben" }
            phone.waitFor("Ben's token on the table", clock = true) { (phone.controller.view.value.round?.tokens?.size ?: 0) > hurled }
        }
    }

    /** Waits for the game after a restart; takes the phone as [name] if it asks; returns the stage then. */
    private fun answerHandOver(phone: Phone, name: String): GameStage {
        phone.waitFor("the game to open again") { phone.stageOrNull() != null }
        val stage = phone.stage
        if (stage is GameStage.HandOver) {
            assertEquals(name, stage.player.name)
            phone.tap("I'm $name")
            phone.waitFor("$name's move") { phone.stageOrNull() !is GameStage.HandOver }
        }
        return phone.stage
    }
}
