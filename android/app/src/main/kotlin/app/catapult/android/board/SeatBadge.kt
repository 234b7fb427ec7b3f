package app.catapult.android.board

import android.content.Context
import android.graphics.Canvas
import android.view.View
import app.catapult.core.SeatColour

/** A seat's piece (colour, pattern, letter) as a small view: in lists and on the score strip. */
class SeatBadge(context: Context, colour: SeatColour, private val sideDp: Float = SIDE_DP) : View(context) {
    private val painter = PiecePainter()

    /** The seat shown. */
    var colour: SeatColour = colour
        set(value) {
            field = value
            contentDescription = value.name
            invalidate()
        }

    init {
        contentDescription = colour.name
        importantForAccessibility = IMPORTANT_FOR_ACCESSIBILITY_NO
    }

    override fun onMeasure(widthMeasureSpec: Int, heightMeasureSpec: Int) {
        val side = (sideDp * resources.displayMetrics.density).toInt()
        setMeasuredDimension(resolveSize(side, widthMeasureSpec), resolveSize(side, heightMeasureSpec))
    }

    override fun onDraw(canvas: Canvas) {
        val r = minOf(width, height) / 2f * 0.85f
        painter.draw(canvas, colour, width / 2f, height / 2f, r)
    }

    /** The badge's size. */
    companion object {
        /** Its width and height, dp. */
        const val SIDE_DP = 36f

        /** A smaller one, where space is short (the score strip), dp. */
        const val SMALL_SIDE_DP = 24f
    }
}
