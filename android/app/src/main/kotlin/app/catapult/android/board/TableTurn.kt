package app.catapult.android.board

import android.animation.Animator
import android.animation.AnimatorListenerAdapter
import android.animation.TimeInterpolator
import android.animation.ValueAnimator
import android.os.SystemClock
import android.view.View
import app.catapult.android.logic.CameraTurn
import app.catapult.core.CameraTransform

/**
 * Drives [view]'s table from the view it showed to its next one over [CameraTurn.DURATION_MS]
 * (the interpolation is [CameraTurn]'s). With the platform's animations off (developer options,
 * or the accessibility setting "Remove animations": the animator duration scale is 0) the
 * table jumps straight there.
 */
internal class TableTurn(private val view: View) {
    private var from: CameraTransform? = null
    private var fraction = 1.0
    private var animator: ValueAnimator? = null

    /** The view drawn last, `null` before the first frame. */
    var shown: CameraTransform? = null
        private set

    /** Whether the table is turning now. */
    val turning: Boolean get() = animator?.isRunning == true

    /** How long the last turn took, ms on the phone's clock (0: it jumped). */
    var lastTurnMs: Long? = null
        private set

    /**
     * Starts a turn from [start] to whatever [at] is next asked for, then calls [then]; without
     * a [start] (nothing was drawn yet) or with animations off, the next frame is the end.
     */
    fun begin(start: CameraTransform?, then: (() -> Unit)? = null) {
        stop()
        if (start == null || !ValueAnimator.areAnimatorsEnabled()) {
            from = null
            fraction = 1.0
            lastTurnMs = 0
            view.invalidate()
            then?.invoke()
            return
        }
        from = start
        fraction = 0.0
        val began = SystemClock.uptimeMillis()
        animator = ValueAnimator.ofFloat(0f, 1f).apply {
            duration = CameraTurn.DURATION_MS
            interpolator = TimeInterpolator { CameraTurn.eased(it.toDouble()).toFloat() }
            addUpdateListener {
                fraction = (it.animatedValue as Float).toDouble()
                view.invalidate()
            }
            addListener(object : AnimatorListenerAdapter() {
                override fun onAnimationEnd(animation: Animator) {
                    lastTurnMs = SystemClock.uptimeMillis() - began
                    fraction = 1.0
                    from = null
                    view.invalidate()
                    then?.invoke()
                }
            })
            start()
        }
    }

    /** Ends a turn where it is, without its [begin]'s `then` (another turn takes over). */
    fun stop() {
        animator?.run {
            removeAllListeners()
            removeAllUpdateListeners()
            cancel()
        }
        animator = null
    }

    /** The view to draw now on a [width] × [height] view, on its way to [target]. */
    fun at(target: CameraTransform, width: Double, height: Double): CameraTransform {
        val start = from
        val now = if (start == null) target else CameraTurn.between(start, target, width, height, fraction)
        shown = now
        return now
    }
}
