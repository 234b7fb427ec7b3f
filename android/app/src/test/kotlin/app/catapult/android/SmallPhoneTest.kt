package app.catapult.android

import app.catapult.android.logic.GameStage
import app.catapult.core.Token
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.RobolectricTestRunner
import org.robolectric.annotation.Config
import org.robolectric.annotation.GraphicsMode

/** Every game screen fits a small phone (360×640 dp): each one is drawn and checked. */
@RunWith(RobolectricTestRunner::class)
@GraphicsMode(GraphicsMode.Mode.NATIVE)
@Config(sdk = [34], qualifiers = Phones.SMALL)
class SmallPhoneTest {
    @Test
    fun `on a small phone every screen of a turn and a round is in sight, named and big enough to tap`() {
        Phone.launch(seed = 3).use { phone ->
            phone.screenshot("home")
            phone.tap("New game")
            phone.screenshot("setup")
            phone.tap("Add a bot")
            phone.tap("Start the game")
            val shots = mutableSetOf<String>()
            var summaries = 0
            val people = PeopleAtTheScreen(
                phone,
                chooseToken = { tokens -> tokens.first { it.token == Token.KNOCK_OUT } },
                onStage = { stage ->
                    val name = when (stage) {
                        is GameStage.HandOver -> "hand-over"
                        is GameStage.PlaceTile -> "board-legal-spots"
                        is GameStage.PlaceFollower -> "follower-choice"
                        is GameStage.ChooseToken -> "token-choice"
                        is GameStage.Hurl -> "aiming"
                        is GameStage.Effects -> "effects"
                        is GameStage.RoundSummary -> "round-summary".also { summaries++ }
                        else -> null
                    }
                    if (name != null && shots.add(name)) phone.screenshot(name)
                },
            )
            people.playUntil { summaries > 0 && it !is GameStage.RoundSummary }
        }
    }
}
