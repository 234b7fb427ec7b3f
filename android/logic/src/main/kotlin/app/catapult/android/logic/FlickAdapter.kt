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
 * [batchSize] (a [HeldMotion]), and [release] stops the source and returns the launch, or why
 * there is none.
 * [swipe] is the touch fallback. [onDetected] is called (on the source's thread) as soon as a
 * flick is recognised, e.g. to buzz "release now".
 *
 * Safe to call from the UI thread while the source delivers on another: calls to the detector
 * are serialised. Owns the detector: [close] it when the round screen goes.
 */
class FlickAdapter(
    source: MotionSource,
    private val detector: FlickDetector = FlickDetector(),
    batchSize: Int = 8,
    onDetected: (FlickResult) -> Unit = {},
) : AutoCloseable {
    private val held = HeldMotion(
        source,
        object : MotionListener<FlickResult> {
            override fun arm() = detector.arm()

            override fun push(batch: List<AndroidMotion>): FlickResult? = detector.pushAndroid(batch)
        },
        batchSize,
        onDetected,
    )

    /** Whether the button is held (the detector listens). */
    val isArmed: Boolean get() = held.isArmed

    /** The launch button went down. */
    fun press() = held.press()

    /** The launch button came up: the flick of this attempt, or why there was none. */
    fun release(): FlickOutcome = held.finish {
        try {
            FlickOutcome.Launched(detector.disarm())
        } catch (e: CatapultException) {
            FlickOutcome.NoFlick(e.message.orEmpty())
        }
    } ?: FlickOutcome.NoFlick("")

    /** Stops listening without a launch (the screen paused, the player backed out). */
    fun cancel() = held.cancel { runCatching { detector.disarm() } }

    /** The swipe fallback: the launch a swipe on the screen asks for, or why there is none. */
    fun swipe(input: SwipeInput): FlickOutcome = try {
        FlickOutcome.Launched(swipeLaunch(input))
    } catch (e: CatapultException) {
        FlickOutcome.NoFlick(e.message.orEmpty())
    }

    /** Makes the player's hardest flick so far (its [FlickResult.strengthMPerS]) full power. */
    fun calibrate(hardestMPerS: Double) = held.locked { detector.calibrate(hardestMPerS) }

    override fun close() {
        cancel()
        detector.close()
    }
}
