package app.catapult.android.board

import android.content.Context
import android.graphics.Canvas
import android.graphics.Matrix
import android.graphics.Paint
import android.view.GestureDetector
import android.view.MotionEvent
import android.view.ScaleGestureDetector
import android.view.View
import app.catapult.android.R
import app.catapult.android.logic.BoardCamera
import app.catapult.android.logic.FollowerPiece
import app.catapult.android.logic.GameStage
import app.catapult.core.Cell
import app.catapult.core.FollowerSpot
import app.catapult.core.GameView

/**
 * The board: placed tiles (the core's artwork, cached as paths), followers as discs with the
 * seat's letter and pattern (the big follower larger), the drawn tile's legal cells and the picked one, the follower
 * spots to choose from, and on demand who holds what. One finger pans, two pinch-zoom
 * (about the fingers), a double tap fits the board; a tap picks a cell or a follower spot.
 * All geometry is [BoardCamera]'s; what to highlight comes from the [GameStage].
 */
class BoardView(context: Context, private val art: TileArt) : View(context) {
    /** Where taps go. */
    interface Listener {
        /** A tap on [cell]. */
        fun onCell(cell: Cell)

        /** A tap on the follower spot [spot]. */
        fun onSpot(spot: FollowerSpot)
    }

    /** The camera (kept by the screen across stages). */
    val camera = BoardCamera()

    /** Taps go here. */
    var listener: Listener? = null

    private var game: GameView? = null
    private var stage: GameStage? = null
    private var fitted = false

    /** Tints each held feature in its holder's colour. */
    var showOwnership: Boolean = false
        set(value) {
            field = value
            invalidate()
        }

    private val pieces = PiecePainter()
    private val matrix = Matrix()
    private val legal = Paint(Paint.ANTI_ALIAS_FLAG).apply { color = context.getColor(R.color.board_legal) }
    private val picked = Paint(Paint.ANTI_ALIAS_FLAG).apply {
        style = Paint.Style.STROKE
        color = context.getColor(R.color.board_picked)
    }
    private val spot = Paint(Paint.ANTI_ALIAS_FLAG).apply {
        style = Paint.Style.STROKE
        color = context.getColor(R.color.board_picked)
    }
    private val background = context.getColor(R.color.board_background)
    private val density = resources.displayMetrics.density

    private val scaler = ScaleGestureDetector(
        context,
        object : ScaleGestureDetector.SimpleOnScaleGestureListener() {
            override fun onScale(detector: ScaleGestureDetector): Boolean {
                camera.zoom(detector.scaleFactor.toDouble(), detector.focusX.toDouble(), detector.focusY.toDouble())
                invalidate()
                return true
            }
        },
    )

    private val gestures = GestureDetector(
        context,
        object : GestureDetector.SimpleOnGestureListener() {
            override fun onDown(e: MotionEvent): Boolean = true

            override fun onScroll(e1: MotionEvent?, e2: MotionEvent, distanceX: Float, distanceY: Float): Boolean {
                if (scaler.isInProgress) return false
                camera.pan(-distanceX.toDouble(), -distanceY.toDouble())
                invalidate()
                return true
            }

            override fun onSingleTapConfirmed(e: MotionEvent): Boolean {
                tap(e.x.toDouble(), e.y.toDouble())
                return true
            }

            override fun onDoubleTap(e: MotionEvent): Boolean {
                fit()
                return true
            }
        },
    )

    init {
        isFocusable = true
        contentDescription = context.getString(R.string.board_description_empty)
    }

    /** Shows [game] at [stage] (`null`: nothing to pick); the first time, fits the board to the view. */
    fun show(game: GameView, stage: GameStage?) {
        this.game = game
        this.stage = stage
        contentDescription = describe(game, stage)
        // The board grows: a new turn whose tile fits somewhere out of sight, or a follower
        // step with a ring out of sight, shows the board whole, so that every highlighted cell
        // and ring can be tapped (the player's pan and zoom stand until then).
        if (width > 0 && (!fitted || somethingToTapOutOfSight(stage))) fit()
        invalidate()
    }

    private fun somethingToTapOutOfSight(stage: GameStage?): Boolean = when (stage) {
        is GameStage.PlaceTile -> stage.selected == null && stage.legal.any { !inSight(it.cell.x.toDouble(), it.cell.y.toDouble()) }
        is GameStage.PlaceFollower -> stage.spots.any { !inSight(it.at.x, it.at.y) }
        else -> false
    }

    /** Whether the board point ([x], [y]) is inside the view. */
    private fun inSight(x: Double, y: Double): Boolean =
        camera.screenX(x) in 0.0..width.toDouble() && camera.screenY(y) in 0.0..height.toDouble()

    /** Fits the whole board (and the legal cells) into the view. */
    fun fit() {
        val game = game ?: return
        if (width == 0 || height == 0) return
        camera.resize(width.toDouble(), height.toDouble())
        camera.fitCells(game.boundsMin, game.boundsMax, margin = 16.0 * density)
        fitted = true
        invalidate()
    }

    override fun onSizeChanged(w: Int, h: Int, oldw: Int, oldh: Int) {
        if (w > 0 && h > 0) {
            camera.resize(w.toDouble(), h.toDouble())
            if (!fitted) fit()
        }
    }

    override fun onTouchEvent(event: MotionEvent): Boolean {
        scaler.onTouchEvent(event)
        gestures.onTouchEvent(event)
        if (event.action == MotionEvent.ACTION_UP) performClick()
        return true
    }

    override fun performClick(): Boolean = super.performClick()

    private fun tap(x: Double, y: Double) {
        when (val stage = stage) {
            is GameStage.PlaceFollower -> camera.nearestSpot(stage.spots, x, y, 28.0 * density)?.let { listener?.onSpot(it) }
            is GameStage.PlaceTile -> listener?.onCell(camera.cellAt(x, y))
            else -> Unit
        }
    }

    override fun onDraw(canvas: Canvas) {
        canvas.drawColor(background)
        val game = game ?: return
        val scale = camera.scale.toFloat()
        matrix.setValues(
            floatArrayOf(
                scale, 0f, camera.screenX(0.0).toFloat(),
                0f, -scale, camera.screenY(0.0).toFloat(),
                0f, 0f, 1f,
            ),
        )
        val tints = if (showOwnership) ownershipTints(game) else emptyMap()

        canvas.save()
        canvas.concat(matrix)
        for (tile in game.tiles) {
            art.draw(canvas, tile.tile, tile.cell.x.toFloat(), tile.cell.y.toFloat(), tile.rotation, tints[tile.cell].orEmpty())
        }
        val stage = stage
        if (stage is GameStage.PlaceTile) {
            for (place in stage.legal) {
                canvas.drawRect(place.cell.x - 0.46f, place.cell.y - 0.46f, place.cell.x + 0.46f, place.cell.y + 0.46f, legal)
            }
            stage.selected?.let { (cell, rotation) ->
                art.draw(canvas, stage.tile, cell.x.toFloat(), cell.y.toFloat(), rotation, alpha = 225)
                picked.strokeWidth = 3f * density / scale
                canvas.drawRect(cell.x - 0.5f, cell.y - 0.5f, cell.x + 0.5f, cell.y + 0.5f, picked)
            }
        }
        canvas.restore()

        val radius = (0.11f * scale).coerceIn(6f * density, 22f * density)
        for (follower in game.followers) {
            val seat = game.players.getOrNull(follower.owner.toInt())?.colour ?: continue
            val r = radius * FollowerPiece.of(follower.big).drawnScale
            pieces.draw(canvas, seat, camera.screenX(follower.at.x).toFloat(), camera.screenY(follower.at.y).toFloat(), r, follower.lying)
        }
        if (stage is GameStage.PlaceFollower) {
            // The rings are as large as the piece a tap puts there.
            spot.strokeWidth = 3f * density
            val ring = radius * 1.2f * stage.choice.piece.drawnScale
            for (choice in stage.spots) {
                canvas.drawCircle(camera.screenX(choice.at.x).toFloat(), camera.screenY(choice.at.y).toFloat(), ring, spot)
            }
        }
    }

    /** For each cell, the colour of each held segment: the holder's (the first, on a tie). */
    private fun ownershipTints(game: GameView): Map<Cell, Map<UInt, Int>> {
        val tints = mutableMapOf<Cell, MutableMap<UInt, Int>>()
        for (feature in game.features) {
            val holder = feature.holders.firstOrNull() ?: continue
            val colour = game.players.getOrNull(holder.toInt())?.colour ?: continue
            for (part in feature.parts) tints.getOrPut(part.cell) { mutableMapOf() }[part.segment] = pieces.colour(colour)
        }
        return tints
    }

    private fun describe(game: GameView, stage: GameStage?): String = when (stage) {
        is GameStage.PlaceTile -> context.getString(R.string.board_description_place, game.tiles.size, stage.legal.size)
        is GameStage.PlaceFollower -> context.getString(R.string.board_description_follower, game.tiles.size, stage.spots.size)
        else -> context.getString(R.string.board_description, game.tiles.size, game.followers.size)
    }
}
