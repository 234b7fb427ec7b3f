package app.catapult.android.board

import android.graphics.Canvas
import android.graphics.Color
import android.graphics.Paint
import android.graphics.Path
import android.graphics.RectF
import app.catapult.core.SeatColour
import app.catapult.core.SeatPattern

/**
 * Draws a seat's pieces in screen pixels: a disc in the seat's colour with its second cue, the
 * pattern, and its letter in the ink colour the core picked for contrast — so that colours
 * never are the only cue.
 */
class PiecePainter {
    private val fill = Paint(Paint.ANTI_ALIAS_FLAG).apply { style = Paint.Style.FILL }
    private val ink = Paint(Paint.ANTI_ALIAS_FLAG).apply { style = Paint.Style.STROKE }
    private val letter = Paint(Paint.ANTI_ALIAS_FLAG).apply { textAlign = Paint.Align.CENTER; isFakeBoldText = true }
    private val clip = Path()
    private val oval = RectF()

    /** The seat colour as an Android colour int. */
    fun colour(seat: SeatColour): Int = Color.rgb(seat.red.toInt(), seat.green.toInt(), seat.blue.toInt())

    /** A piece of [seat] centred on ([x], [y]), radius [r] px; [lying] draws it flat (a farmer). */
    fun draw(canvas: Canvas, seat: SeatColour, x: Float, y: Float, r: Float, lying: Boolean = false) {
        val inkColour = 0xFF000000.toInt() or seat.ink.toInt()
        oval.set(x - r * (if (lying) 1.35f else 1f), y - r * (if (lying) 0.7f else 1f), x + r * (if (lying) 1.35f else 1f), y + r * (if (lying) 0.7f else 1f))
        fill.color = colour(seat)
        canvas.drawOval(oval, fill)
        ink.color = inkColour
        ink.strokeWidth = r * 0.12f
        canvas.save()
        clip.reset()
        clip.addOval(oval, Path.Direction.CW)
        canvas.clipPath(clip)
        pattern(canvas, seat.pattern, r)
        canvas.restore()
        canvas.drawOval(oval, ink)
        letter.color = inkColour
        letter.textSize = r * 1.1f
        canvas.drawText(seat.letter, x, y + r * 0.38f, letter)
    }

    private fun pattern(canvas: Canvas, pattern: SeatPattern, r: Float) {
        val o = oval
        ink.alpha = 110
        when (pattern) {
            SeatPattern.SOLID -> Unit
            SeatPattern.STRIPES -> {
                var d = -2 * r
                while (d < 2 * r) {
                    canvas.drawLine(o.left + d, o.bottom, o.left + d + 2 * r, o.top, ink)
                    d += r * 0.45f
                }
            }
            SeatPattern.DOTS -> {
                fill.color = ink.color
                fill.alpha = 110
                var yy = o.top + r * 0.25f
                while (yy < o.bottom) {
                    var xx = o.left + r * 0.25f
                    while (xx < o.right) {
                        canvas.drawCircle(xx, yy, r * 0.09f, fill)
                        xx += r * 0.5f
                    }
                    yy += r * 0.5f
                }
                fill.alpha = 255
            }
            SeatPattern.CROSS -> {
                canvas.drawLine(o.left, o.top, o.right, o.bottom, ink)
                canvas.drawLine(o.left, o.bottom, o.right, o.top, ink)
            }
            SeatPattern.RING -> canvas.drawOval(o.left + r * 0.25f, o.top + r * 0.25f, o.right - r * 0.25f, o.bottom - r * 0.25f, ink)
            SeatPattern.CHECKS -> {
                fill.color = ink.color
                fill.alpha = 90
                val step = r * 0.5f
                var row = 0
                var yy = o.top
                while (yy < o.bottom) {
                    var xx = o.left + if (row % 2 == 0) 0f else step
                    while (xx < o.right) {
                        canvas.drawRect(xx, yy, xx + step, yy + step, fill)
                        xx += 2 * step
                    }
                    yy += step
                    row++
                }
                fill.alpha = 255
            }
        }
        ink.alpha = 255
    }
}
