package app.catapult.android.board

import android.content.Context
import android.graphics.Canvas
import android.graphics.Matrix
import android.graphics.Paint
import android.view.MotionEvent
import android.view.View
import app.catapult.android.R
import app.catapult.android.logic.BoardCamera
import app.catapult.android.logic.FollowerPiece
import app.catapult.core.FlightFrame
import app.catapult.core.GameView
import app.catapult.core.HurlFlight
import app.catapult.core.RoundView
import kotlin.math.cos
import kotlin.math.sin

/**
 * The table during a catapult round, seen from above, in metres as the core lays it out: the
 * board (tiles and followers at the core's tile size), each seat's catapult with its aim, the
 * tokens resting from earlier hurls and, while a token flies, the [FlightFrame] to show (the
 * token higher is drawn larger, over its shadow; falling followers tip over; struck followers
 * slide; pushed tokens move). A tap anywhere is reported with [onTap] (the catch).
 */
class TableView(context: Context, private val art: TileArt) : View(context) {
    /** Called on a touch down (the catcher's grab). */
    var onTap: (() -> Unit)? = null

    private var game: GameView? = null
    private var round: RoundView? = null
    private var frame: FlightFrame? = null
    private var flying: HurlFlight? = null
    private var highlight: UInt? = null

    private val camera = BoardCamera(minScale = 1.0, maxScale = 100_000.0)
    private val pieces = PiecePainter()
    private val matrix = Matrix()
    private val table = Paint(Paint.ANTI_ALIAS_FLAG).apply { color = context.getColor(R.color.table) }
    private val line = Paint(Paint.ANTI_ALIAS_FLAG).apply {
        style = Paint.Style.STROKE
        color = context.getColor(R.color.table_line)
    }
    private val shadow = Paint(Paint.ANTI_ALIAS_FLAG).apply { color = context.getColor(R.color.token_shadow) }
    private val token = Paint(Paint.ANTI_ALIAS_FLAG).apply { color = context.getColor(R.color.token) }
    private val fallen = Paint(Paint.ANTI_ALIAS_FLAG).apply { color = context.getColor(R.color.fallen) }
    private val background = context.getColor(R.color.board_background)
    private val density = resources.displayMetrics.density

    init {
        isFocusable = true
    }

    /**
     * Shows [round] (by default [game]'s) with the tiles and followers of [game]; [hurler] is
     * marked. A flight passes the round it was hurled in: the last hurl ends the round, so the
     * view after it has none.
     */
    fun show(game: GameView, hurler: UInt?, round: RoundView? = game.round) {
        this.game = game
        this.round = round
        this.highlight = hurler
        contentDescription = context.getString(R.string.table_description, round?.tokens?.size ?: 0)
        invalidate()
    }

    /** Shows [frame] of [flight] (`null`: no flight). */
    fun showFrame(frame: FlightFrame?, flight: HurlFlight?) {
        this.frame = frame
        this.flying = flight
        invalidate()
    }

    override fun onTouchEvent(event: MotionEvent): Boolean {
        if (event.actionMasked == MotionEvent.ACTION_DOWN) {
            onTap?.invoke()
            performClick()
        }
        return true
    }

    override fun performClick(): Boolean = super.performClick()

    override fun onDraw(canvas: Canvas) {
        canvas.drawColor(background)
        val game = game ?: return
        val round = round ?: return
        if (width == 0 || height == 0) return
        camera.resize(width.toDouble(), height.toDouble())
        val w = round.tableWidth / 2
        val d = round.tableDepth / 2
        camera.fit(-w, -d, w, d, margin = 12.0 * density)
        val scale = camera.scale.toFloat()
        val x = { mx: Double -> camera.screenX(mx).toFloat() }
        val y = { my: Double -> camera.screenY(my).toFloat() }

        canvas.drawRect(x(-w), y(d), x(w), y(-d), table)

        // The board, in tile units moved to where the core puts it on the table.
        val tile = round.tileSize.toFloat()
        matrix.setValues(floatArrayOf(scale * tile, 0f, x(round.boardOrigin.x), 0f, -scale * tile, y(round.boardOrigin.y), 0f, 0f, 1f))
        canvas.save()
        canvas.concat(matrix)
        for (placed in game.tiles) art.draw(canvas, placed.tile, placed.cell.x.toFloat(), placed.cell.y.toFloat(), placed.rotation)
        canvas.restore()

        val falling = frame?.falling.orEmpty().associateBy { it.id }
        // Followers struck into a slide are drawn where the flight has them, not on their spot.
        val sliding = frame?.sliding.orEmpty().associate { it.id to it.at }
        val pieceRadius = (0.008 * scale).toFloat().coerceAtLeast(3f * density)
        for (follower in game.followers) {
            val seat = game.players.getOrNull(follower.owner.toInt())?.colour ?: continue
            val slid = sliding[follower.id]
            val mx = slid?.x ?: (round.boardOrigin.x + round.tileSize * follower.at.x)
            val my = slid?.y ?: (round.boardOrigin.y + round.tileSize * follower.at.y)
            val fall = falling[follower.id]
            if (fall == null) {
                pieces.draw(canvas, seat, x(mx), y(my), pieceRadius * FollowerPiece.of(follower.big).drawnScale, follower.lying)
            } else {
                drawFallen(canvas, x, y, fall.pivot.x, fall.pivot.y, fall.direction.x, fall.direction.y, fall.tilt, pieceRadius)
            }
        }
        // Followers knocked over that this view no longer has (the view is after the hurl).
        for (fall in falling.values) {
            if (game.followers.none { it.id == fall.id }) {
                drawFallen(canvas, x, y, fall.pivot.x, fall.pivot.y, fall.direction.x, fall.direction.y, fall.tilt, pieceRadius)
            }
        }

        drawSeats(canvas, game, round, x, y)

        val pushed = frame?.pushed.orEmpty().associate { it.id to it.at }
        val tokenRadius = (0.0125 * scale).toFloat().coerceAtLeast(4f * density)
        for (resting in round.tokens) {
            // The flying token is drawn in the air, not where the view says it comes to rest.
            if (flying?.seat == resting.owner) continue
            val at = pushed[resting.owner] ?: resting.at
            val seat = game.players.getOrNull(resting.owner.toInt())?.colour ?: continue
            canvas.drawCircle(x(at.x), y(at.y), tokenRadius, token)
            pieces.draw(canvas, seat, x(at.x), y(at.y), tokenRadius * 0.6f)
        }
        val now = frame
        if (now != null && flying != null) {
            val sx = x(now.token.x)
            val sy = y(now.token.y)
            canvas.drawCircle(sx, sy, tokenRadius, shadow)
            val lift = (now.height * scale * 0.6).toFloat()
            canvas.drawCircle(sx, sy - lift, tokenRadius * (1f + now.height.toFloat() * 3f), token)
        }
    }

    private fun drawSeats(canvas: Canvas, game: GameView, round: RoundView, x: (Double) -> Float, y: (Double) -> Float) {
        round.seats.forEachIndexed { index, seat ->
            val colour = game.players.getOrNull(index)?.colour ?: return@forEachIndexed
            val r = 14f * density * if (highlight?.toInt() == index) 1.3f else 1f
            line.strokeWidth = 3f * density
            line.color = pieces.colour(colour)
            val reach = 0.12
            canvas.drawLine(
                x(seat.at.x), y(seat.at.y),
                x(seat.at.x + reach * cos(seat.facing)), y(seat.at.y + reach * sin(seat.facing)),
                line,
            )
            pieces.draw(canvas, colour, x(seat.at.x), y(seat.at.y), r)
        }
        line.color = context.getColor(R.color.table_line)
    }

    private fun drawFallen(
        canvas: Canvas, x: (Double) -> Float, y: (Double) -> Float,
        px: Double, py: Double, dx: Double, dy: Double, tilt: Double, r: Float,
    ) {
        val lean = sin(tilt) * 0.012
        canvas.drawCircle(x(px + dx * lean), y(py + dy * lean), r, fallen)
    }
}
