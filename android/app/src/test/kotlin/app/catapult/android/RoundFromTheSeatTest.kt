package app.catapult.android

import android.widget.EditText
import app.catapult.android.logic.GameStage
import app.catapult.core.Token
import org.junit.Assert.assertEquals
import org.junit.Assert.assertTrue
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.ParameterizedRobolectricTestRunner
import org.robolectric.RuntimeEnvironment
import org.robolectric.annotation.Config
import org.robolectric.annotation.GraphicsMode

/**
 * The round seen from where each player stands, on a 360 dp and a 390 dp wide phone, with 2, 3
 * and 6 people: for every stage of a round, the acting seat's catapult is in the bottom quarter
 * of the table; while aiming, the frame holds every follower a knock-out could hit (or the fair
 * tile; in a catch, the catcher's hands); a swipe straight up the pad flies at the board's centre
 * and straight up the screen; the summary is seen from the last hurler's seat, where their
 * token rested in the frame; and the acting player's chip and the aids button are whole on
 * every stage. Every person hurls once, so each side of the table is seen from.
 */
@RunWith(ParameterizedRobolectricTestRunner::class)
@GraphicsMode(GraphicsMode.Mode.NATIVE)
@Config(sdk = [34])
class RoundFromTheSeatTest(private val token: Token, private val seats: Int, private val width: Int) {
    /**
     * [seats] people play seed 10 (its sixth tile is the first fair tile, so a few followers
     * stand on the board by then; each tile gets one where it can) until the round of [token]
     * is over, on a phone [width] dp wide, looked at throughout.
     */
    @Test
    fun `each seat's round is seen from where it stands`() {
        RuntimeEnvironment.setQualifiers(PHONES.getValue(width))
        Phone.launch(seed = 10).use { phone ->
            setUpPeople(phone, NAMES.take(seats))
            val looks = RoundLooks(phone)
            var summary = false
            val people = PeopleAtTheScreen(
                phone,
                chooseToken = { tokens -> tokens.first { it.token == token } },
                hurl = { people, stage ->
                    // The first hurl pictured as the player aims: the flick button and the pad in sight.
                    people.hurlNowIfOffered()
                    if (looks.hurls == 0) phone.screenshot("round-$token-$seats-seats")
                    looks.aiming(stage)
                    people.swipeUp(leanDp = 0f)
                },
                onStage = { stage ->
                    looks.chipInSight(stage)
                    looks.look(stage)
                    if (stage is GameStage.RoundSummary) summary = true
                },
                wantsFollower = { true },
            )
            people.playUntil { summary && it !is GameStage.RoundSummary }
            println("${phone.configuration()}, $seats seats, $token:\n  " + looks.report.joinToString("\n  "))
            assertEquals("every person hurled, seen from their seat", seats, looks.hurls)
            assertEquals("the summary was seen over the table, from the last hurler's seat", 1, looks.summaries)
            if (token == Token.KNOCK_OUT) assertTrue("the straight swipes were measured: ${looks.report}", looks.report.count { "straight swipe" in it } == seats)
        }
    }

    /** The cases: each token's round, how many seats, how wide the phone is (dp). */
    companion object {
        /** Six people, some with long names (the chips must still fit). */
        private val NAMES = listOf("Anna", "Benedikt", "Carla", "Dmitri", "Esmeralda", "Femi")

        private val PHONES = mapOf(360 to Phones.SMALL, 390 to Phones.MEDIUM)

        /** Knock-out with 2, 3 and 6 seats on both phones; target and catch once each. */
        @JvmStatic
        @ParameterizedRobolectricTestRunner.Parameters(name = "{0} with {1} seats at {2} dp")
        fun cases(): List<Array<Any>> =
            listOf(360, 390).flatMap { width -> listOf(2, 3, 6).map { seats -> arrayOf<Any>(Token.KNOCK_OUT, seats, width) } } +
                listOf(arrayOf<Any>(Token.TARGET, 6, 360), arrayOf<Any>(Token.CATCH, 3, 390))
    }
}

/** New game of [names], all people, the default rules (The Catapult's rounds on); started. */
fun setUpPeople(phone: Phone, names: List<String>) {
    phone.tap("New game")
    repeat(names.size - 2) { phone.tap("Add a person") }
    val fields = phone.shownViews().filterIsInstance<EditText>()
    names.forEachIndexed { seat, name -> fields[seat].setText(name) }
    phone.tap("Start the game")
    phone.awaitStage<GameStage.HandOver>()
}
