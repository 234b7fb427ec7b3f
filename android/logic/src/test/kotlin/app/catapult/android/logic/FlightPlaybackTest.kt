package app.catapult.android.logic

import app.catapult.core.FallingFollower
import app.catapult.core.FlightFrame
import app.catapult.core.HurlFlight
import app.catapult.core.SlidFollower
import app.catapult.core.Spot
import app.catapult.core.Token
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertFalse
import kotlin.test.assertTrue

/** The flight's frames in time: which one to draw, when it is over, when something is hit. */
class FlightPlaybackTest {
    private fun frame(t: Double, height: Double, falling: Boolean = false, sliding: Boolean = false) = FlightFrame(
        t, Spot(t, 0.0), height,
        if (falling) listOf(FallingFollower(3u, Spot(0.0, 0.0), 0.4, Spot(1.0, 0.0))) else emptyList(),
        emptyList(),
        if (sliding) listOf(SlidFollower(4u, Spot(0.02, 0.0))) else emptyList(),
    )

    private val flight = HurlFlight(
        0u, Token.KNOCK_OUT,
        listOf(frame(0.0, 0.1), frame(1 / 60.0, 0.2), frame(2 / 60.0, 0.05, falling = true), frame(3 / 60.0, 0.0, falling = true)),
        listOf(3u), listOf(3u), Spot(0.05, 0.0), false, true, 0.2, 0.1, camera = null,
    )

    @Test
    fun `the frame shown is the last one reached`() {
        val playback = FlightPlayback(flight)
        assertEquals(0.0, playback.frameAt(-1.0)!!.timeS)
        assertEquals(0.0, playback.frameAt(0.01)!!.timeS)
        assertEquals(1 / 60.0, playback.frameAt(1 / 60.0)!!.timeS)
        assertEquals(3 / 60.0, playback.frameAt(5.0)!!.timeS)
    }

    @Test
    fun `the flight ends after its duration and the first hit is when a follower starts to fall`() {
        val playback = FlightPlayback(flight)
        assertEquals(0.1, playback.duration)
        assertFalse(playback.isOver(0.05))
        assertTrue(playback.isOver(0.1))
        assertEquals(2 / 60.0, playback.firstHit)
        assertTrue(playback.inAir(0.02))
        assertFalse(playback.inAir(0.06), "landed")
    }

    @Test
    fun `a follower struck into a slide is a hit too, so the phone buzzes then`() {
        val slid = flight.copy(
            frames = listOf(frame(0.0, 0.1), frame(1 / 60.0, 0.01, sliding = true), frame(2 / 60.0, 0.0, sliding = true)),
            toppled = emptyList(),
        )
        assertEquals(1 / 60.0, FlightPlayback(slid).firstHit)
    }
}
