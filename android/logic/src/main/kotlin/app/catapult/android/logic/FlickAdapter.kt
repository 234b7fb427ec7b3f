package app.catapult.android.logic

import app.catapult.core.AndroidMotion
import app.catapult.core.CatapultException
import app.catapult.core.FlickDetector
import app.catapult.core.FlickResult
import app.catapult.core.SwipeInput
import app.catapult.core.swipeLaunch

/** How an aiming attempt ended. */
sealed interface FlickOutcome {
    /** A flick (or swipe) was measured: hurl with [result]`.launch`. */
    data class Launched(val result: FlickResult) : FlickOutcome

    /** No launch; [reason] is the core's sentence saying why and what to do. */
    data class NoFlick(val reason: String) : FlickOutcome
}

/**
 * The aim button's logic, between a [MotionSource] and the core's [FlickDetector]: [press]
 * arms the detector and starts the source, readings go to the detector in batches of
 * [batchSize], and [release] stops the source and returns the launch, or why there is none.
 * [swipe] is the touch fallback. [onDetected] is called (on the source's thread) as soon as a
 * flick is recognised, e.g. to buzz "release now".
 *
 * Safe to call from the UI thread while the source delivers on another: calls to the detector
 * are serialised. Owns the detector: [close] it when the round screen goes.
 */
class FlickAdapter(
    private val source: MotionSource,
    private val detector: FlickDetector = FlickDetector(),
    private val batchSize: Int = 8,
    private val onDetected: (FlickResult) -> Unit = {},
) : AutoCloseable {
    private val lock = Any()
    private val pending = ArrayList<AndroidMotion>(batchSize)
    private var armed = false

    init {
        require(batchSize >= 1) { "a batch holds at least one reading" }
    }

    /** Whether the button is held (the detector listens). */
    val isArmed: Boolean get() = synchronized(lock) { armed }

    /** The launch button went down. */
    fun press() {
        synchronized(lock) {
            if (armed) return
            pending.clear()
            detector.arm()
            armed = true
        }
        source.start { sample -> take(sample) }
    }

    /** The launch button came up: the flick of this attempt, or why there was none. */
    fun release(): FlickOutcome {
        source.stop()
        synchronized(lock) {
            if (!armed) return FlickOutcome.NoFlick("")
            flush()
            armed = false
            return try {
                FlickOutcome.Launched(detector.disarm())
            } catch (e: CatapultException) {
                FlickOutcome.NoFlick(e.message.orEmpty())
            }
        }
    }

    /** Stops listening without a launch (the screen paused, the player backed out). */
    fun cancel() {
        source.stop()
        synchronized(lock) {
            if (!armed) return
            armed = false
            pending.clear()
            runCatching { detector.disarm() }
        }
    }

    /** The swipe fallback: the launch a swipe on the screen asks for, or why there is none. */
    fun swipe(input: SwipeInput): FlickOutcome = try {
        FlickOutcome.Launched(swipeLaunch(input))
    } catch (e: CatapultException) {
        FlickOutcome.NoFlick(e.message.orEmpty())
    }

    /** Makes the player's hardest flick so far (its [FlickResult.strengthMPerS]) full power. */
    fun calibrate(hardestMPerS: Double) = synchronized(lock) { detector.calibrate(hardestMPerS) }

    private fun take(sample: AndroidMotion) {
        val detected = synchronized(lock) {
            if (!armed) return
            pending += sample
            if (pending.size >= batchSize) flush() else null
        }
        detected?.let(onDetected)
    }

    /** Pushes the readings waiting (under [lock]); the flick if it completed in them. */
    private fun flush(): FlickResult? {
        if (pending.isEmpty()) return null
        val batch = pending.toList()
        pending.clear()
        return detector.pushAndroid(batch)
    }

    override fun close() {
        cancel()
        detector.close()
    }
}
