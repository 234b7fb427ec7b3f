package app.catapult.android

import android.widget.TextView
import app.catapult.android.logic.GameStage
import app.catapult.core.Token
import org.junit.Assert.assertEquals
import org.junit.Assert.assertTrue
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.RobolectricTestRunner
import org.robolectric.annotation.Config
import org.robolectric.annotation.GraphicsMode

/** A whole game tapped through on the real screens, to the end screen's scores. */
@RunWith(RobolectricTestRunner::class)
@GraphicsMode(GraphicsMode.Mode.NATIVE)
@Config(sdk = [34], qualifiers = Phones.PHONE)
class WholeGameOnScreenTest {
    @Test
    fun `Anna, Ben and a bot play a whole game with The Catapult, every token in turn, catches and seductions tapped, and the end screen shows the core's scores`() {
        Phone.launch(seed = 1).use { phone ->
            setUpAnnaBenAndABot(phone)
            val shots = mutableSetOf<String>()
            var rounds = 0
            val people = PeopleAtTheScreen(phone, chooseToken = { tokens -> tokens[rounds++ % tokens.size] }, hurl = { people, stage ->
                // A seduction is aimed straight at the board in the table's middle; the rest swiped.
                if (stage.token.token == Token.SEDUCTION) phone.tap("Hurl straight") else people.swipeUp()
            }, onStage = { stage ->
                when (stage) {
                    is GameStage.Flight -> if (shots.add("flight")) {
                        // Part-way through the flight the token is in the air.
                        phone.advance(400)
                        phone.screenshot("flight")
                    }
                    is GameStage.Effects -> if (shots.add("effects")) phone.screenshot("effects")
                    is GameStage.Seduce -> if (shots.add("seduce")) phone.screenshot("seduce")
                    else -> Unit
                }
            })
            people.playToTheEnd()
            println("stages answered on screen: ${people.seen}")

            val end = phone.stage as GameStage.GameOver
            phone.screenshot("end")
            val lines = phone.shownViews().filterIsInstance<TextView>().map { it.text.toString() }
            for (standing in end.ranking) {
                val name = end.player(standing).name
                val line = "${standing.place}. $name, ${standing.score} points"
                assertTrue("the end screen says \"$line\": $lines", line in lines)
            }
            assertEquals("everyone is ranked", 3, end.ranking.size)
            for (kind in listOf("HandOver", "PlaceTile", "PlaceFollower", "ChooseToken", "Hurl", "Flight", "Catch", "Seduce", "Effects", "RoundSummary", "BotToAct")) {
                assertTrue("the game showed $kind: ${people.seen}", (people.seen[kind] ?: 0) > 0)
            }
        }
    }
}
