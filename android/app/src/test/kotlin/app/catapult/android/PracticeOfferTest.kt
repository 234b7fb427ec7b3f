package app.catapult.android

import android.widget.Button
import android.widget.EditText
import android.widget.Spinner
import android.widget.TextView
import app.catapult.android.logic.GameStage
import app.catapult.android.logic.HistoryModel
import app.catapult.android.ui.History
import app.catapult.core.FlickSensitivity
import app.catapult.core.Token
import kotlinx.coroutines.runBlocking
import org.junit.Assert.assertEquals
import org.junit.Assert.assertTrue
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.RobolectricTestRunner
import org.robolectric.annotation.Config
import org.robolectric.annotation.GraphicsMode

/** Practice before a first hurl: offered by the game, the sensitivity chosen there kept with the seat. */
@RunWith(RobolectricTestRunner::class)
@GraphicsMode(GraphicsMode.Mode.NATIVE)
@Config(sdk = [34], qualifiers = Phones.PHONE)
class PracticeOfferTest {
    @Test
    fun `Anna chose firm at the setup and hurls at once, before Ben's first hurl the game offers practice, he picks gentle and his seat keeps it`() {
        // Seed 3: Anna's first tile is a fair tile.
        Phone.launch(seed = 3).use { phone ->
            phone.tap("New game")
            val names = phone.shownViews().filterIsInstance<EditText>()
            names[0].setText("Anna")
            names[1].setText("Ben")
            // Anna's flick setting: the setup's drop-down for her seat, "Flick: Firm".
            val annas = phone.shownViews().filterIsInstance<Spinner>().single { it.contentDescription == "How hard seat 1 flicks" }
            annas.setSelection(2)
            phone.settle()
            assertEquals("Flick: Firm", annas.selectedItem)
            phone.screenshot("setup-sensitivity")
            phone.tap("Add a bot")
            phone.tap("Start the game")
            phone.awaitStage<GameStage.HandOver>()

            val offers = mutableListOf<String>()
            var bensStage: GameStage.Hurl? = null
            val people = PeopleAtTheScreen(
                phone,
                chooseToken = { tokens -> tokens.first { it.token == Token.CATCH } },
                answerOffer = false,
                hurl = { people, stage ->
                    val offered = phone.find<Button>("Practise first") != null
                    if (offered) offers += stage.player.name
                    assertEquals("practice is offered exactly when the core says", stage.offerPractice, offered)
                    when {
                        stage.player.name == "Anna" && offered -> {
                            assertEquals("Anna's seat flicks firm, as set up", FlickSensitivity.FIRM, stage.sensitivity)
                            phone.await<TextView>("Flick setting: Firm")
                            phone.screenshot("practice-offer")
                            phone.tap("Hurl now")
                            phone.flick(MotionTrace.named("flick-medium-100hz.csv"))
                        }
                        stage.player.name == "Ben" && offered -> {
                            assertEquals(FlickSensitivity.NORMAL, stage.sensitivity)
                            phone.tap("Practise first")
                            phone.await<TextView>("Ben practises")
                            phone.tap("Gentle")
                            phone.waitFor("the core to keep Ben's setting") {
                                (phone.stageOrNull() as? GameStage.Hurl)?.sensitivity == FlickSensitivity.GENTLE
                            }
                            phone.flick(MotionTrace.named("flick-light-100hz.csv"))
                            phone.await<TextView>("Speed ")
                            phone.screenshot("practice-in-game")
                            phone.tap("Done: back to the hurl")
                            val back = phone.awaitStage<GameStage.Hurl>()
                            bensStage = back
                            assertEquals("the hurl stage says Ben's new setting", FlickSensitivity.GENTLE, back.sensitivity)
                            assertTrue("the core offers practice until his first hurl", back.offerPractice)
                            assertTrue("but he is not asked again", phone.find<Button>("Practise first") == null)
                            people.swipeUp()
                        }
                        else -> people.swipeUp()
                    }
                },
            )
            people.playUntil { it is GameStage.RoundSummary }

            assertEquals("practice was offered to each before their first hurl", listOf("Anna", "Ben"), offers)
            assertEquals("Ben", bensStage?.player?.name)
            // The seat keeps it: the core's record of the game in the history.
            val record = runBlocking { HistoryModel.lastInProgress(History.store(phone.activity)) }
            val seats = checkNotNull(record).seats
            assertEquals(listOf(FlickSensitivity.FIRM, FlickSensitivity.GENTLE), seats.take(2).map { it.flickSensitivity })
            assertEquals("a bot's seat stays normal", FlickSensitivity.NORMAL, seats[2].flickSensitivity)
        }
    }
}
