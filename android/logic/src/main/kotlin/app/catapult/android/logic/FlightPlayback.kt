package app.catapult.android.logic

import app.catapult.core.FlightFrame
import app.catapult.core.HurlFlight

/**
 * Plays a [HurlFlight] in time: the frame to draw [seconds] after the release, whether the
 * flight is over, and when something is first hit (for a buzz). The frames are the core's
 * (60 Hz, from the release until everything rests); this only picks among them.
 */
class FlightPlayback(val flight: HurlFlight) {
    private val times = flight.frames.map { it.timeS }

    /** How long the animation lasts, s. */
    val duration: Double = maxOf(flight.durationS, times.lastOrNull() ?: 0.0)

    /** The last frame at or before [seconds] (the first before it starts); `null` if there are none. */
    fun frameAt(seconds: Double): FlightFrame? {
        if (flight.frames.isEmpty()) return null
        val index = times.binarySearch(seconds).let { if (it >= 0) it else -it - 2 }
        return flight.frames[index.coerceIn(0, flight.frames.lastIndex)]
    }

    /** Whether the animation has ended at [seconds]. */
    fun isOver(seconds: Double): Boolean = seconds >= duration

    /**
     * When the first follower starts to fall or slide (the token hit something), s after the
     * release, or `null` if nothing was moved.
     */
    val firstHit: Double? = flight.frames.firstOrNull { it.falling.isNotEmpty() || it.sliding.isNotEmpty() }?.timeS

    /** Whether the token is still in the air at [seconds] (a catch makes sense then). */
    fun inAir(seconds: Double): Boolean = (frameAt(seconds)?.height ?: 0.0) > IN_AIR && !isOver(seconds)

    private companion object {
        /** Height above which the token counts as flying, m (it rests on the table at 0). */
        const val IN_AIR = 0.005
    }
}
