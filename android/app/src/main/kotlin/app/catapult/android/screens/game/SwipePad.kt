package app.catapult.android.screens.game

import android.content.Context
import android.graphics.Canvas
import android.graphics.Paint
import android.os.SystemClock
import android.view.MotionEvent
import android.view.View
import app.catapult.android.R
import app.catapult.core.SwipeInput

/**
 * The swipe fallback: a pad to swipe up on, toward the board. The swipe goes to the core as
 * it happened (in dp, the platform's points; the screen's height for scale), and the core
 * turns it into a launch.
 */
class SwipePad(context: Context, private val onSwipe: (SwipeInput) -> Unit) : View(context) {
    private var startX = 0f
    private var startY = 0f
    private var startMs = 0L
    private val density = resources.displayMetrics.density
    private val hint = Paint(Paint.ANTI_ALIAS_FLAG).apply {
        color = context.getColor(R.color.swipe_hint)
        textAlign = Paint.Align.CENTER
        textSize = 16f * density
    }
    private val frame = Paint(Paint.ANTI_ALIAS_FLAG).apply {
        style = Paint.Style.STROKE
        strokeWidth = 2f * density
        color = context.getColor(R.color.swipe_hint)
    }

    init {
        contentDescription = context.getString(R.string.aim_swipe_description)
    }

    override fun onTouchEvent(event: MotionEvent): Boolean {
        when (event.actionMasked) {
            MotionEvent.ACTION_DOWN -> {
                // The controls scroll: keep the swipe from being taken for a scroll.
                parent?.requestDisallowInterceptTouchEvent(true)
                startX = event.x
                startY = event.y
                startMs = SystemClock.uptimeMillis()
            }
            MotionEvent.ACTION_UP -> {
                val seconds = (SystemClock.uptimeMillis() - startMs).coerceAtLeast(1) / 1000.0
                val screen = resources.displayMetrics.heightPixels / density
                onSwipe(
                    SwipeInput(
                        (startX / density).toDouble(), (startY / density).toDouble(),
                        (event.x / density).toDouble(), (event.y / density).toDouble(),
                        seconds, screen.toDouble(),
                    ),
                )
                performClick()
            }
        }
        return true
    }

    override fun performClick(): Boolean = super.performClick()

    override fun onDraw(canvas: Canvas) {
        val inset = frame.strokeWidth
        canvas.drawRoundRect(inset, inset, width - inset, height - inset, 12f * density, 12f * density, frame)
        canvas.drawText(context.getString(R.string.aim_swipe), width / 2f, height / 2f, hint)
    }
}
