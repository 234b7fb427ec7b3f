package app.catapult.android

import app.catapult.android.logic.GameStage
import app.catapult.core.Token
import org.junit.Assert.assertEquals
import org.junit.Assert.assertTrue
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.RobolectricTestRunner
import org.robolectric.annotation.Config
import org.robolectric.annotation.GraphicsMode

/** A catapult round on the real screens: the token, the flick and the swipe, the flight, the catch, the summary. */
@RunWith(RobolectricTestRunner::class)
@GraphicsMode(GraphicsMode.Mode.NATIVE)
@Config(sdk = [34], qualifiers = Phones.PHONE)
class CatapultRoundTest {
    @Test
    fun `Anna draws a fair tile, picks the catch token and flicks the phone, Ben swipes, the catches are tapped and the summary read`() {
        // Seed 3: Anna's first tile is a fair tile.
        Phone.launch(seed = 3).use { phone ->
            setUpAnnaBenAndABot(phone)
            val shots = mutableSetOf<String>()
            var flicks = 0
            var summary: GameStage.RoundSummary? = null
            val people = PeopleAtTheScreen(
                phone,
                chooseToken = { tokens -> tokens.first { it.token == Token.CATCH } },
                hurl = { people, stage ->
                    // Anna's hurl is a flick of the phone, recorded; the others swipe.
                    if (stage.player.name == "Anna") {
                        phone.flick(MotionTrace.named("flick-medium-100hz.csv"))
                        flicks++
                    } else {
                        people.swipeUp()
                    }
                },
                onStage = { stage ->
                    val name = when (stage) {
                        is GameStage.ChooseToken -> "token-choice"
                        is GameStage.Hurl -> "aiming"
                        is GameStage.RoundSummary -> "round-summary".also { summary = stage }
                        else -> null
                    }
                    if (name != null && shots.add(name)) phone.screenshot(name)
                },
                // Mid-flight: the token on its way to the catcher's hands.
                midCatch = { if (shots.add("catch")) phone.screenshot("catch") },
            )
            // Anna places her fair tile; the round follows, and ends with its summary.
            while (summary == null) people.step()
            people.step()

            assertEquals("Anna's hurl was her flick", 1, flicks)
            assertTrue("a catch was tapped", people.catchesTapped > 0)
            val round = checkNotNull(summary)
            assertEquals(Token.CATCH, round.token?.token)
            assertEquals("Anna", round.chooser.name)
            assertTrue("the summary says what the round did", round.messages.isNotEmpty())
            assertTrue("the game goes on after the round: ${phone.stage}", phone.stage !is GameStage.RoundSummary)
        }
    }
}
