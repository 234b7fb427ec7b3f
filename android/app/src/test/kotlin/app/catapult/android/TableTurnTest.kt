package app.catapult.android

import android.animation.ValueAnimator
import android.view.View
import app.catapult.android.logic.GameStage
import app.catapult.core.CameraTransform
import app.catapult.core.roundCameraTransform
import org.junit.After
import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Assert.assertTrue
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.RobolectricTestRunner
import org.robolectric.annotation.Config
import org.robolectric.annotation.GraphicsMode

/**
 * The change between the board north up and the round seen from a seat: the table turns there
 * within 300 ms and back to the board as the round ends; with the platform's animations off
 * (the animator duration scale at 0, as "Remove animations" sets it) it is there at once.
 */
@RunWith(RobolectricTestRunner::class)
@GraphicsMode(GraphicsMode.Mode.NATIVE)
@Config(sdk = [34], qualifiers = Phones.MEDIUM)
class TableTurnTest {
    @After
    fun animationsBackOn() = durationScale(1f)

    @Test
    fun `the table turns from the board to the round within 300 ms, and back to the board after the round`() {
        var turnedIn: Long? = null
        var turnedBack: Long? = null
        playFirstRound { phone ->
            val table = phone.game!!.table
            val board = phone.game!!.board
            if (turnedIn == null && table.visibility == View.VISIBLE) {
                waitFor(phone) { !table.turning }
                turnedIn = table.lastTurnMs
                table.drawNow()
                assertEquals("the turn ends where the core's camera puts the round", roundView(phone), table.seen)
            }
            // The round is over (a flight is still drawn on the round it was hurled in, the
            // summary on the table of the round's last hurl).
            val onTheRound = phone.stage is GameStage.Flight || phone.stage is GameStage.RoundSummary
            if (turnedIn != null && turnedBack == null && phone.controller.view.value.round == null && !onTheRound) {
                waitFor(phone) { table.visibility != View.VISIBLE }
                turnedBack = table.lastTurnMs
                assertEquals("the board takes the table's place", View.VISIBLE, board.visibility)
            }
        }
        println("the table turned to the round in $turnedIn ms, and back to the board in $turnedBack ms")
        assertTrue("turned in $turnedIn ms", checkNotNull(turnedIn) in 1..300)
        assertTrue("turned back in $turnedBack ms", checkNotNull(turnedBack) in 1..300)
    }

    @Test
    fun `with the platform's animations off the table is at once where the round's camera puts it`() {
        durationScale(0f)
        assertFalse(ValueAnimator.areAnimatorsEnabled())
        var seen = false
        playFirstRound { phone ->
            val table = phone.game!!.table
            if (!seen && table.visibility == View.VISIBLE) {
                seen = true
                assertFalse(table.turning)
                assertEquals(0L, table.lastTurnMs)
                table.drawNow()
                assertEquals(roundView(phone), table.seen)
            }
        }
        assertTrue(seen)
    }

    /** How the core's camera puts the round on the table view now. */
    private fun roundView(phone: Phone): CameraTransform? {
        val table = phone.game!!.table
        val camera = checkNotNull(phone.controller.view.value.round?.camera) { "the round has no camera" }
        return roundCameraTransform(camera, table.width.toDouble(), table.height.toDouble())
    }

    /** Lets the phone's clock run a frame at a time until [done] (at most 2 s). */
    private fun waitFor(phone: Phone, done: () -> Boolean) = phone.waitFor("the table to turn", timeoutMs = 2_000, clock = true, done = done)

    /**
     * Anna, Ben and a bot play seed 3 (Anna's first tile is a fair tile) until its round is over
     * and the game goes on; [afterMove] looks after each move.
     */
    private fun playFirstRound(afterMove: (Phone) -> Unit) {
        Phone.launch(seed = 3).use { phone ->
            setUpAnnaBenAndABot(phone)
            var summary = false
            val people = PeopleAtTheScreen(phone, onStage = { if (it is GameStage.RoundSummary) summary = true })
            while (!summary || phone.stage is GameStage.RoundSummary) {
                people.step()
                afterMove(phone)
            }
        }
    }

    /** The platform's animator duration scale (hidden API, as the system sets it from its settings). */
    private fun durationScale(scale: Float) {
        ValueAnimator::class.java.getMethod("setDurationScale", Float::class.javaPrimitiveType).invoke(null, scale)
    }
}
