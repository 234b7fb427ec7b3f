package app.catapult.android.logic

import app.catapult.core.AndroidMotion

/**
 * Where the phone's motion comes from while a player aims: on Android, the sensors
 * (linear acceleration, gyroscope, game rotation vector); in tests, a recorded trace.
 * [start] begins delivering readings to the sink, oldest first, on any one thread; [stop] ends
 * it (and releases the sensors) — after it returns, no more readings arrive.
 */
interface MotionSource {
    /** Starts delivering readings to [sink]. */
    fun start(sink: MotionSink)

    /** Stops delivering; harmless when not started. */
    fun stop()
}

/** Receives one motion reading at a time from a [MotionSource]. */
fun interface MotionSink {
    /** One reading, in Android's units and device frame. */
    fun onMotion(sample: AndroidMotion)
}
