package app.catapult.android.board

import android.content.Context
import android.graphics.Canvas
import android.graphics.Matrix
import android.graphics.Paint
import android.graphics.PointF
import app.catapult.android.R
import app.catapult.android.logic.FollowerPiece
import app.catapult.core.CameraTransform
import app.catapult.core.FlightFrame
import app.catapult.core.GameView
import app.catapult.core.HurlFlight
import app.catapult.core.RoundCamera
import app.catapult.core.RoundView
import app.catapult.core.Spot
import app.catapult.core.Token
import kotlin.math.cos
import kotlin.math.sin

/**
 * What [TableView] shows: [round] with the tiles and followers of [game], seen through the
 * core's [camera] (whose seat's catapult is drawn at its mark), [highlight]'s catapult drawn
 * larger, and while a token flies, [frame] of [flying]; else, if given, [rested]'s last frame
 * (where the round's last flight ended, under the round's summary).
 */
internal data class TableContent(
    val game: GameView,
    val round: RoundView,
    val camera: RoundCamera?,
    val highlight: UInt?,
    val frame: FlightFrame? = null,
    val flying: HurlFlight? = null,
    val rested: HurlFlight? = null,
) {
    /** The flight frame to draw: the one playing, else where [rested] came to rest. */
    val shownFrame: FlightFrame? get() = frame ?: rested?.frames?.lastOrNull()

    /** The flight [shownFrame] is of. */
    val shownFlight: HurlFlight? get() = if (frame != null) flying else rested
}

/**
 * Draws a round's table through a [CameraTransform]: the table top and the tiles in the
 * transform's matrix, and the pieces, catapults and tokens at their mapped points, upright and
 * sized in screen pixels (so letters read the right way round however the table is turned).
 * Where it drew the round's pieces goes into a [DrawnTable].
 */
internal class TablePainter(private val context: Context, private val art: TileArt) {
    private val pieces = PiecePainter()
    private val tableMatrix = Matrix()
    private val boardMatrix = Matrix()
    private val point = FloatArray(2)
    private val table = Paint(Paint.ANTI_ALIAS_FLAG).apply { color = context.getColor(R.color.table) }
    private val line = Paint(Paint.ANTI_ALIAS_FLAG).apply { style = Paint.Style.STROKE }
    private val outline = Paint(Paint.ANTI_ALIAS_FLAG).apply {
        style = Paint.Style.STROKE
        color = context.getColor(R.color.board_picked)
    }
    private val shadow = Paint(Paint.ANTI_ALIAS_FLAG).apply { color = context.getColor(R.color.token_shadow) }
    private val token = Paint(Paint.ANTI_ALIAS_FLAG).apply { color = context.getColor(R.color.token) }
    private val fallen = Paint(Paint.ANTI_ALIAS_FLAG).apply { color = context.getColor(R.color.fallen) }
    private val density = context.resources.displayMetrics.density

    /** Draws [content] on [canvas] (a view [height] px tall) placed by [seen]; records it in [drawn]. */
    fun draw(canvas: Canvas, content: TableContent, seen: CameraTransform, height: Int, drawn: DrawnTable) {
        val scale = seen.scale.toFloat()
        // The core's transform as a matrix: x' = x0 + s(cos t·x − sin t·y), y' = y0 − s(sin t·x + cos t·y).
        val c = cos(seen.turn).toFloat()
        val s = sin(seen.turn).toFloat()
        tableMatrix.setValues(floatArrayOf(scale * c, -scale * s, seen.x.toFloat(), -scale * s, -scale * c, seen.y.toFloat(), 0f, 0f, 1f))
        drawBoard(canvas, content, scale, drawn)
        drawFollowers(canvas, content, scale, drawn)
        drawSeats(canvas, content, height, drawn)
        drawHands(canvas, content, scale, drawn)
        drawTokens(canvas, content, scale, drawn)
    }

    /** Table point ([x], [y]) (m) on the screen: [use]d as screen x and y. */
    private inline fun <T> at(x: Double, y: Double, use: (Float, Float) -> T): T {
        point[0] = x.toFloat()
        point[1] = y.toFloat()
        tableMatrix.mapPoints(point)
        return use(point[0], point[1])
    }

    /** The table top, and the board on it in tile units moved to where the core puts it. */
    private fun drawBoard(canvas: Canvas, content: TableContent, scale: Float, drawn: DrawnTable) {
        val (game, round) = content
        val w = (round.tableWidth / 2).toFloat()
        val d = (round.tableDepth / 2).toFloat()
        canvas.save()
        canvas.concat(tableMatrix)
        canvas.drawRect(-w, -d, w, d, table)
        canvas.restore()

        val tile = round.tileSize.toFloat()
        boardMatrix.set(tableMatrix)
        boardMatrix.preTranslate(round.boardOrigin.x.toFloat(), round.boardOrigin.y.toFloat())
        boardMatrix.preScale(tile, tile)
        canvas.save()
        canvas.concat(boardMatrix)
        for (placed in game.tiles) art.draw(canvas, placed.tile, placed.cell.x.toFloat(), placed.cell.y.toFloat(), placed.rotation)
        val fair = round.fair
        val corners = floatArrayOf(
            fair.x - 0.5f, fair.y - 0.5f, fair.x + 0.5f, fair.y - 0.5f,
            fair.x + 0.5f, fair.y + 0.5f, fair.x - 0.5f, fair.y + 0.5f,
        )
        // Target hurling aims at the fair tile: it is outlined.
        if (round.token == Token.TARGET) {
            outline.strokeWidth = 3f * density / (scale * tile)
            canvas.drawRect(corners[0], corners[1], corners[4], corners[5], outline)
        }
        canvas.restore()
        boardMatrix.mapPoints(corners)
        for (i in 0 until 4) drawn.fairTile += PointF(corners[2 * i], corners[2 * i + 1])
        if (game.tiles.isNotEmpty()) {
            val middle = floatArrayOf(
                (game.tiles.minOf { it.cell.x } + game.tiles.maxOf { it.cell.x }) / 2f,
                (game.tiles.minOf { it.cell.y } + game.tiles.maxOf { it.cell.y }) / 2f,
            )
            boardMatrix.mapPoints(middle)
            drawn.boardCentre = PointF(middle[0], middle[1])
        }
    }

    private fun drawFollowers(canvas: Canvas, content: TableContent, scale: Float, drawn: DrawnTable) {
        val (game, round) = content
        val falling = content.shownFrame?.falling.orEmpty().associateBy { it.id }
        // Followers struck into a slide are drawn where the flight has them, not on their spot.
        val sliding = content.shownFrame?.sliding.orEmpty().associate { it.id to it.at }
        val radius = (0.008f * scale).coerceAtLeast(3f * density)
        for (follower in game.followers) {
            val seat = game.players.getOrNull(follower.owner.toInt())?.colour ?: continue
            val slid = sliding[follower.id]
            val mx = slid?.x ?: (round.boardOrigin.x + round.tileSize * follower.at.x)
            val my = slid?.y ?: (round.boardOrigin.y + round.tileSize * follower.at.y)
            val fall = falling[follower.id]
            if (fall == null) {
                at(mx, my) { x, y ->
                    pieces.draw(canvas, seat, x, y, radius * FollowerPiece.of(follower.big).drawnScale, follower.lying)
                    drawn.followers[follower.id] = PointF(x, y)
                }
            } else {
                drawFallen(canvas, fall.pivot, fall.direction, fall.tilt, radius)
            }
        }
        // Followers knocked over that this view no longer has (the view is after the hurl).
        for (fall in falling.values) {
            if (game.followers.none { it.id == fall.id }) drawFallen(canvas, fall.pivot, fall.direction, fall.tilt, radius)
        }
    }

    /** Each seat's catapult and its aim straight ahead; the acting seat's at its camera's mark. */
    private fun drawSeats(canvas: Canvas, content: TableContent, height: Int, drawn: DrawnTable) {
        val camera = content.camera
        content.round.seats.forEachIndexed { index, seat ->
            val colour = content.game.players.getOrNull(index)?.colour ?: return@forEachIndexed
            val acting = camera != null && camera.seat.toInt() == index
            val mark = if (acting) camera.seatMark else seat.at
            line.strokeWidth = 3f * density
            line.color = pieces.colour(colour)
            val reach = 0.12
            val (x0, y0) = at(mark.x, mark.y) { x, y -> x to y }
            var r = 14f * density * if (content.highlight?.toInt() == index) 1.3f else 1f
            // The acting seat's marker is whole however little room the frame leaves below it.
            if (acting) r = r.coerceAtMost(maxOf(height - y0, MIN_MARK_DP * density))
            at(mark.x + reach * cos(seat.facing), mark.y + reach * sin(seat.facing)) { x, y -> canvas.drawLine(x0, y0, x, y, line) }
            pieces.draw(canvas, colour, x0, y0, r)
            drawn.seats[index] = PointF(x0, y0)
        }
    }

    /** During a catch: where the catcher's hands wait, as far as they reach, in the catcher's colour. */
    private fun drawHands(canvas: Canvas, content: TableContent, scale: Float, drawn: DrawnTable) {
        val zone = content.round.catchZone ?: return
        val colour = content.game.players.getOrNull(zone.catcher.toInt())?.colour ?: return
        line.strokeWidth = 3f * density
        line.color = pieces.colour(colour)
        at(zone.hands.x, zone.hands.y) { x, y ->
            canvas.drawCircle(x, y, (zone.reach * scale).toFloat().coerceAtLeast(12f * density), line)
            drawn.hands = PointF(x, y)
        }
    }

    private fun drawTokens(canvas: Canvas, content: TableContent, scale: Float, drawn: DrawnTable) {
        val frame = content.shownFrame
        val flying = content.shownFlight
        val pushed = frame?.pushed.orEmpty().associate { it.id to it.at }
        val radius = (0.0125f * scale).coerceAtLeast(4f * density)
        for (resting in content.round.tokens) {
            // The flying token is drawn in the air, not where the view says it comes to rest.
            if (flying?.seat == resting.owner) continue
            val spot = pushed[resting.owner] ?: resting.at
            val seat = content.game.players.getOrNull(resting.owner.toInt())?.colour ?: continue
            at(spot.x, spot.y) { x, y ->
                canvas.drawCircle(x, y, radius, token)
                pieces.draw(canvas, seat, x, y, radius * 0.6f)
            }
        }
        if (frame == null || flying == null) return
        at(frame.token.x, frame.token.y) { x, y ->
            canvas.drawCircle(x, y, radius, shadow)
            // Higher is drawn higher up the screen and larger, whichever way the table is turned.
            val lift = (frame.height * scale * 0.6).toFloat()
            canvas.drawCircle(x, y - lift, radius * (1f + frame.height.toFloat() * 3f), token)
            drawn.token = PointF(x, y)
        }
    }

    private fun drawFallen(canvas: Canvas, pivot: Spot, direction: Spot, tilt: Double, r: Float) {
        val lean = sin(tilt) * 0.012
        at(pivot.x + direction.x * lean, pivot.y + direction.y * lean) { x, y -> canvas.drawCircle(x, y, r, fallen) }
    }

    private companion object {
        /** The smallest the acting seat's marker is drawn, radius in dp. */
        const val MIN_MARK_DP = 10f
    }
}
