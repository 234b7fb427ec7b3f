package app.catapult.android.board

import android.content.Context
import android.graphics.Canvas
import android.view.MotionEvent
import android.view.View
import app.catapult.android.R
import app.catapult.android.logic.BoardCamera
import app.catapult.android.logic.onTable
import app.catapult.core.CameraTransform
import app.catapult.core.FlightFrame
import app.catapult.core.GameView
import app.catapult.core.HurlFlight
import app.catapult.core.RoundCamera
import app.catapult.core.RoundView
import app.catapult.core.Spot
import app.catapult.core.roundCameraTransform

/**
 * The table during a catapult round, seen from above, in metres as the core lays it out, through
 * the core's [RoundCamera]: the acting seat's catapult at the bottom (at the camera's seat mark),
 * what it aims at ahead, the frame the core chose (the board and the opponents' followers, the
 * fair tile, the catcher's hands, where a flight ended). Drawn on it ([TablePainter]): the board,
 * each seat's catapult with its aim, the tokens resting from earlier hurls, the catcher's hands
 * during a catch and, while a token flies, the [FlightFrame] to show (the token higher is drawn
 * larger, over its shadow; falling followers tip over; struck followers slide; pushed tokens
 * move). A change of camera turns the table ([TableTurn]). A tap anywhere is reported with
 * [onTap] (the catch).
 */
class TableView(context: Context, art: TileArt) : View(context) {
    /** Called on a touch down (the catcher's grab). */
    var onTap: (() -> Unit)? = null

    private var content: TableContent? = null

    /** While the table turns back to the board: the board's view, north up. */
    private var northUp: CameraTransform? = null

    private val painter = TablePainter(context, art)
    private val turn = TableTurn(this)
    private var transformOf: Triple<RoundCamera, Int, Int>? = null
    private var transform: CameraTransform? = null
    private val background = context.getColor(R.color.board_background)
    private val density = resources.displayMetrics.density

    /** Where this frame put the round's pieces (the tests look there). */
    internal val drawn = DrawnTable()

    /** Whether the table is turning from one view to the next. */
    internal val turning: Boolean get() = turn.turning

    /** How long its last turn took, ms (0: it jumped, animations off). */
    internal val lastTurnMs: Long? get() = turn.lastTurnMs

    /** How the last frame placed the table on the screen (`null` before the first). */
    internal val seen: CameraTransform? get() = turn.shown

    init {
        isFocusable = true
    }

    /**
     * Shows [round] with the tiles and followers of [game], [hurler] marked, seen through the
     * core's [camera] (the round's, or a flight's). A flight passes the round it was hurled in:
     * the last hurl ends the round, so the view after it has none; the round's summary passes
     * the table the last hurl was made on, and that flight as [rested] to draw where it ended.
     * A new camera turns the table from what it showed; with [from] (the table takes the
     * board's place) it turns from the board north up as that showed it.
     */
    fun show(game: GameView, hurler: UInt?, round: RoundView, camera: RoundCamera?, from: BoardView? = null, rested: HurlFlight? = null) {
        when {
            from != null -> turn.begin(northUpOf(from, round))
            camera != content?.camera || northUp != null -> turn.begin(turn.shown)
        }
        content = TableContent(game, round, camera, hurler, content?.frame, content?.flying, rested)
        northUp = null
        contentDescription = context.getString(R.string.table_description, round.tokens.size)
        invalidate()
    }

    /** Turns back to the board north up as [board] shows it, then [done] (the board takes over). */
    fun leaveTo(board: BoardView, done: () -> Unit) {
        if (northUp != null) return
        val target = content?.let { northUpOf(board, it.round) } ?: return done()
        northUp = target
        turn.begin(turn.shown) {
            northUp = null
            done()
        }
    }

    /** Shows [frame] of [flight] (`null`: no flight). */
    fun showFrame(frame: FlightFrame?, flight: HurlFlight?) {
        content = content?.copy(frame = frame, flying = flight)
        invalidate()
    }

    /** [board]'s view of the board, north up, on the table of [round]; `null` if it was never laid out. */
    private fun northUpOf(board: BoardView, round: RoundView): CameraTransform? =
        if (board.width > 0 && board.height > 0) board.camera.onTable(round.boardOrigin, round.tileSize) else null

    override fun onTouchEvent(event: MotionEvent): Boolean {
        if (event.actionMasked == MotionEvent.ACTION_DOWN) {
            onTap?.invoke()
            performClick()
        }
        return true
    }

    override fun performClick(): Boolean = super.performClick()

    override fun onDetachedFromWindow() {
        turn.stop()
        super.onDetachedFromWindow()
    }

    override fun onDraw(canvas: Canvas) {
        canvas.drawColor(background)
        drawn.clear()
        val content = content ?: return
        if (width == 0 || height == 0) return
        val seen = turn.at(target(content), width.toDouble(), height.toDouble())
        painter.draw(canvas, content, seen, height, drawn)
    }

    /** Where the camera wants the table now: the core's transform, or north up on the way back. */
    private fun target(content: TableContent): CameraTransform {
        northUp?.let { return it }
        val camera = content.camera ?: return wholeTable(content.round)
        val key = Triple(camera, width, height)
        if (key != transformOf) {
            transformOf = key
            transform = roundCameraTransform(camera, width.toDouble(), height.toDouble())
        }
        return transform ?: wholeTable(content.round)
    }

    /** The whole table north up, for a round the core gave no camera. */
    private fun wholeTable(round: RoundView): CameraTransform {
        val fit = BoardCamera(width.toDouble(), height.toDouble(), minScale = 1.0, maxScale = 100_000.0)
        fit.fit(-round.tableWidth / 2, -round.tableDepth / 2, round.tableWidth / 2, round.tableDepth / 2, margin = 12.0 * density)
        return fit.onTable(Spot(0.0, 0.0), 1.0)
    }
}
