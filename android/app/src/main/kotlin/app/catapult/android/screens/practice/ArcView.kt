package app.catapult.android.screens.practice

import android.content.Context
import android.graphics.Canvas
import android.graphics.DashPathEffect
import android.graphics.Paint
import android.graphics.Path
import android.view.View
import app.catapult.android.R
import app.catapult.core.ArcPoint
import kotlin.math.max

/**
 * A practice flick seen from the side: the table, the catapult at the left, the token's arc
 * from the core's [ArcPoint]s (release to landing, in metres) and where it lands, with the
 * attempt before it faint behind, to compare. Metres are drawn to one scale both ways, at
 * least [SPAN_M] across, so a longer throw looks longer.
 */
class ArcView(context: Context) : View(context) {
    private var arc: List<ArcPoint> = emptyList()
    private var before: List<ArcPoint> = emptyList()
    private val density = resources.displayMetrics.density
    private val table = Paint(Paint.ANTI_ALIAS_FLAG).apply { color = context.getColor(R.color.table) }
    private val catapult = Paint(Paint.ANTI_ALIAS_FLAG).apply { color = context.getColor(R.color.table_line) }
    private val path = Paint(Paint.ANTI_ALIAS_FLAG).apply {
        style = Paint.Style.STROKE
        strokeWidth = 3f * density
        strokeCap = Paint.Cap.ROUND
        color = context.getColor(R.color.primary)
    }
    private val faint = Paint(path).apply {
        strokeWidth = 2f * density
        pathEffect = DashPathEffect(floatArrayOf(6f * density, 5f * density), 0f)
        color = context.getColor(R.color.swipe_hint)
        alpha = 140
    }
    private val token = Paint(Paint.ANTI_ALIAS_FLAG).apply { color = context.getColor(R.color.token) }
    private val label = Paint(Paint.ANTI_ALIAS_FLAG).apply {
        color = context.getColor(R.color.text)
        textSize = 13f * density
    }

    /** The points drawn now (the test reads how far the token went). */
    val points: List<ArcPoint> get() = arc

    /** Shows [points]; the arc shown until now stays, faint, behind it. */
    fun show(points: List<ArcPoint>) {
        if (arc.isNotEmpty()) before = arc
        arc = points
        contentDescription = points.lastOrNull()?.let { end ->
            context.getString(R.string.practice_arc_description, end.distanceM, points.maxOf { it.heightM })
        } ?: context.getString(R.string.practice_arc_none)
        invalidate()
    }

    override fun onDraw(canvas: Canvas) {
        val pad = 12f * density
        val ground = height - 22f * density
        val across = max(SPAN_M, (arc + before).maxOfOrNull { it.distanceM } ?: 0.0) * 1.08
        val high = max(HIGH_M, (arc + before).maxOfOrNull { it.heightM } ?: 0.0) * 1.15
        val scale = minOf((width - 2 * pad) / across, (ground - pad) / high).toFloat()
        val x = { m: Double -> pad + m.toFloat() * scale }
        val y = { m: Double -> ground - m.toFloat() * scale }
        canvas.drawRect(0f, ground, width.toFloat(), ground + 4f * density, table)
        // The catapult: a small wedge at the release.
        val c = Path().apply {
            moveTo(x(0.0) - 6f * density, ground)
            lineTo(x(0.0) + 6f * density, ground)
            lineTo(x(0.0), ground - 10f * density)
            close()
        }
        canvas.drawPath(c, catapult)
        drawArc(canvas, before, faint, x, y)
        drawArc(canvas, arc, path, x, y)
        val end = arc.lastOrNull() ?: return
        canvas.drawCircle(x(end.distanceM), y(end.heightM), 6f * density, token)
        val text = context.getString(R.string.practice_arc_landing, end.distanceM)
        val at = (x(end.distanceM) - label.measureText(text) / 2).coerceIn(0f, width - label.measureText(text))
        canvas.drawText(text, at, ground + 18f * density, label)
    }

    private fun drawArc(canvas: Canvas, points: List<ArcPoint>, paint: Paint, x: (Double) -> Float, y: (Double) -> Float) {
        if (points.size < 2) return
        val line = Path()
        points.forEachIndexed { i, p -> if (i == 0) line.moveTo(x(p.distanceM), y(p.heightM)) else line.lineTo(x(p.distanceM), y(p.heightM)) }
        canvas.drawPath(line, paint)
    }

    private companion object {
        /** The least distance shown across, m (a light flick still looks short). */
        const val SPAN_M = 2.5

        /** The least height shown, m. */
        const val HIGH_M = 0.4
    }
}
