package app.catapult.android.logic

import app.catapult.core.AndroidMotion
import app.catapult.core.CatapultException
import app.catapult.core.FlickPractice
import app.catapult.core.FlickSensitivity
import app.catapult.core.PracticeReport
import app.catapult.core.SensitivityChoice
import app.catapult.core.TraceLabel
import app.catapult.core.TraceLabelChoice
import app.catapult.core.traceLabels
import app.catapult.core.flickSensitivities

/**
 * The practice screen's logic, over the core's [FlickPractice]: the same held button as the
 * round's flick ([HeldMotion] on the same [MotionSource]): [press] arms, [release] gives the
 * core's [PracticeReport] (a launch with its numbers and arc, or why there was none, in the
 * core's words). [onConfirmed] is called on the source's thread as soon as the core confirms a
 * flick, so the screen can show the report without waiting for the finger. The [sensitivity]
 * can be changed between attempts, and the last attempt's motion saved as a trace ([trace]).
 *
 * Call it from the UI thread; calls to the core are serialised. [close] it with the screen.
 */
class PracticeAdapter(
    source: MotionSource,
    sensitivity: FlickSensitivity,
    batchSize: Int = 8,
    onConfirmed: () -> Unit = {},
) : AutoCloseable {
    private val practice = FlickPractice(sensitivity)
    private val held = HeldMotion(
        source,
        object : MotionListener<Unit> {
            override fun arm() = practice.arm()

            override fun push(batch: List<AndroidMotion>): Unit? = if (practice.pushAndroid(batch)) Unit else null
        },
        batchSize,
        { onConfirmed() },
    )

    /** The last attempt's report (`null` before the first). */
    var lastReport: PracticeReport? = null
        private set

    /** Whether the button is held. */
    val isArmed: Boolean get() = held.isArmed

    /** The sensitivity the next attempt is read with. */
    var sensitivity: FlickSensitivity
        get() = held.locked { practice.sensitivity() }
        set(value) = held.locked { practice.setSensitivity(value) }

    /** The button went down: a new attempt, recorded from here. */
    fun press() = held.press()

    /** The button came up (or the flick was confirmed): this attempt's report; `null` if not held. */
    fun release(): PracticeReport? = held.finish { practice.disarm() }?.also { lastReport = it }

    /** Stops listening without a report (the screen paused, the finger was taken away). */
    fun cancel() = held.cancel { runCatching { practice.disarm() } }

    /**
     * The last attempt's motion as a trace file, labelled [label] by the player, with the
     * phone's [deviceModel] (nothing personal); a failure is the core's sentence ("flick once
     * first, then save").
     */
    fun trace(deviceModel: String, label: TraceLabel): Result<String> = held.locked {
        try {
            Result.success(practice.recordingCsv(deviceModel, label))
        } catch (e: CatapultException) {
            Result.failure(e)
        }
    }

    override fun close() {
        cancel()
        held.locked { practice.close() }
    }

    /** What the screen offers. */
    companion object {
        /** The core's sensitivities, gentlest first, with their names and explanations. */
        val sensitivities: List<SensitivityChoice> by lazy { flickSensitivities() }

        /** The core's labels for a saved trace, in the order the screen offers them, with their words. */
        val labels: List<TraceLabelChoice> by lazy { traceLabels() }
    }
}
