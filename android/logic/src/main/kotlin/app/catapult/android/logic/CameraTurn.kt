package app.catapult.android.logic

import app.catapult.core.CameraTransform
import app.catapult.core.Spot
import kotlin.math.PI
import kotlin.math.cos
import kotlin.math.exp
import kotlin.math.ln
import kotlin.math.sin

/**
 * The table turning from one way of seeing it to the next: from the board north up (placing
 * tiles) to the round's camera (the acting seat at the bottom), from one seat's camera to the
 * next, and back. Both ends are the core's [CameraTransform]s (the round's comes from
 * `roundCameraTransform`); this only goes between them, so the player sees the table turn and
 * zoom rather than jump, and never works out a camera of its own.
 */
object CameraTurn {
    /** How long a turn takes, ms: short enough not to hold up play (at most 300 ms). */
    const val DURATION_MS = 250L

    /**
     * How far along a turn is at [fraction] of its time: slow out of one view, slow into the
     * next (smoothstep), 0 and 1 at the ends.
     */
    fun eased(fraction: Double): Double {
        val t = fraction.coerceIn(0.0, 1.0)
        return t * t * (3 - 2 * t)
    }

    /**
     * The view [fraction] (0..1, already eased) of the way from [from] to [to] on a [width] ×
     * [height] screen: the table point in the middle of the screen moves in a straight line,
     * the zoom changes by the same factor each step and the table turns the shorter way round,
     * so nothing swings out of sight on the way. The ends are [from] and [to] exactly.
     */
    fun between(from: CameraTransform, to: CameraTransform, width: Double, height: Double, fraction: Double): CameraTransform {
        if (fraction <= 0.0) return from
        if (fraction >= 1.0) return to
        val a = from.toTable(width / 2, height / 2)
        val b = to.toTable(width / 2, height / 2)
        val middle = Spot(a.x + (b.x - a.x) * fraction, a.y + (b.y - a.y) * fraction)
        val scale = exp(ln(from.scale) + (ln(to.scale) - ln(from.scale)) * fraction)
        val turn = from.turn + shorter(to.turn - from.turn) * fraction
        return placing(middle, width / 2, height / 2, scale, turn)
    }

    /** [angle] (radians) as the same turn within −π..π. */
    internal fun shorter(angle: Double): Double {
        val wrapped = angle.mod(2 * PI)
        return if (wrapped > PI) wrapped - 2 * PI else wrapped
    }

    /** The transform that draws table point [at] at screen point ([sx], [sy]). */
    private fun placing(at: Spot, sx: Double, sy: Double, scale: Double, turn: Double): CameraTransform {
        val c = cos(turn)
        val s = sin(turn)
        return CameraTransform(scale, turn, sx - scale * (c * at.x - s * at.y), sy + scale * (s * at.x + c * at.y))
    }
}

/** Table point ([x], [y]) (m, y north) on the screen (px, y down), as the core's transform places it. */
fun CameraTransform.toScreen(x: Double, y: Double): Spot {
    val c = cos(turn)
    val s = sin(turn)
    return Spot(this.x + scale * (c * x - s * y), this.y - scale * (s * x + c * y))
}

/** The table point (m) under screen point ([px], [py]). */
fun CameraTransform.toTable(px: Double, py: Double): Spot {
    val c = cos(turn)
    val s = sin(turn)
    val u = (px - x) / scale
    val v = (y - py) / scale
    return Spot(c * u + s * v, -s * u + c * v)
}

/**
 * What this camera shows, north up, as a transform of the table, for a board whose cell
 * (0, 0) is centred on [origin] (m) with cells [unit] m wide (a round's `boardOrigin` and
 * `tileSize`; a camera fitted in metres has (0, 0) and 1): where the table turns from and back
 * to, the board as the player last saw it.
 */
fun BoardCamera.onTable(origin: Spot, unit: Double): CameraTransform {
    val scale = scale / unit
    return CameraTransform(
        scale, 0.0,
        width / 2 - (origin.x + centreX * unit) * scale,
        height / 2 + (origin.y + centreY * unit) * scale,
    )
}
