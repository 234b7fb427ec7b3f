package app.catapult.android.logic

import app.catapult.core.Cell
import app.catapult.core.FollowerSpot
import app.catapult.core.Spot
import kotlin.math.floor
import kotlin.math.hypot
import kotlin.math.min

/**
 * Where the board is on the screen: pan, pinch-zoom about a focus point, fit to bounds, and
 * conversions between screen pixels (x right, y **down**) and board units (tiles, x east,
 * y **north**; cell (x, y) is centred on (x, y)). The same camera, fitted to metres, draws the
 * table of a catapult round.
 *
 * [centreX], [centreY] are the board point shown in the middle of the view; [scale] is pixels
 * per board unit, kept within [minScale]..[maxScale].
 */
class BoardCamera(
    width: Double = 1.0,
    height: Double = 1.0,
    val minScale: Double = 16.0,
    val maxScale: Double = 600.0,
) {
    /** The view's width, px. */
    var width: Double = width
        private set

    /** The view's height, px. */
    var height: Double = height
        private set

    /** The board point at the middle of the view, east. */
    var centreX: Double = 0.0
        private set

    /** The board point at the middle of the view, north. */
    var centreY: Double = 0.0
        private set

    /** Pixels per board unit. */
    var scale: Double = 96.0
        private set

    /** The view changed size; the middle of the view stays on the same board point. */
    fun resize(width: Double, height: Double) {
        require(width > 0 && height > 0) { "a view has a size" }
        this.width = width
        this.height = height
    }

    /** Screen x of board point ([x], [y]). */
    fun screenX(x: Double): Double = width / 2 + (x - centreX) * scale

    /** Screen y of board point (x, [y]): y grows down on the screen, north on the board. */
    fun screenY(y: Double): Double = height / 2 - (y - centreY) * scale

    /** The board point under screen point ([px], [py]). */
    fun boardAt(px: Double, py: Double): Spot =
        Spot(centreX + (px - width / 2) / scale, centreY - (py - height / 2) / scale)

    /** The cell under screen point ([px], [py]) (cells are 1 × 1 about their centre). */
    fun cellAt(px: Double, py: Double): Cell {
        val at = boardAt(px, py)
        return Cell(floor(at.x + 0.5).toInt(), floor(at.y + 0.5).toInt())
    }

    /** Moves the board with the finger: by ([dx], [dy]) px on the screen. */
    fun pan(dx: Double, dy: Double) {
        centreX -= dx / scale
        centreY += dy / scale
    }

    /**
     * Zooms by [factor] (> 1 is closer) about screen point ([focusX], [focusY]), which stays
     * over the same board point (within the scale limits).
     */
    fun zoom(factor: Double, focusX: Double, focusY: Double) {
        require(factor > 0 && factor.isFinite()) { "a zoom factor is positive" }
        val before = boardAt(focusX, focusY)
        scale = (scale * factor).coerceIn(minScale, maxScale)
        val after = boardAt(focusX, focusY)
        centreX += before.x - after.x
        centreY += before.y - after.y
    }

    /**
     * Shows the board rectangle from ([minX], [minY]) to ([maxX], [maxY]) (board units, edges
     * included) as large as it fits, with [margin] px all round.
     */
    fun fit(minX: Double, minY: Double, maxX: Double, maxY: Double, margin: Double = 0.0) {
        val w = (maxX - minX).coerceAtLeast(1e-9)
        val h = (maxY - minY).coerceAtLeast(1e-9)
        val room = { size: Double -> (size - 2 * margin).coerceAtLeast(1.0) }
        scale = min(room(width) / w, room(height) / h).coerceIn(minScale, maxScale)
        centreX = (minX + maxX) / 2
        centreY = (minY + maxY) / 2
    }

    /** Shows the cells from [min] to [max] (the view's bounds), whole tiles, with [margin] px. */
    fun fitCells(min: Cell, max: Cell, margin: Double = 0.0) =
        fit(min.x - 0.5, min.y - 0.5, max.x + 0.5, max.y + 0.5, margin)

    /**
     * The follower spot nearest screen point ([px], [py]), if one is within [radiusPx] of it.
     */
    fun nearestSpot(spots: List<FollowerSpot>, px: Double, py: Double, radiusPx: Double): FollowerSpot? =
        spots
            .map { it to hypot(screenX(it.at.x) - px, screenY(it.at.y) - py) }
            .filter { (_, distance) -> distance <= radiusPx }
            .minByOrNull { (_, distance) -> distance }
            ?.first
}
