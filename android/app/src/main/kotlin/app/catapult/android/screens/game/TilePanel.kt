package app.catapult.android.screens.game

import android.view.View
import android.widget.Button
import android.widget.LinearLayout
import app.catapult.android.R
import app.catapult.android.board.BoardView
import app.catapult.android.board.TileArt
import app.catapult.android.board.TilePreview
import app.catapult.android.logic.Compass
import app.catapult.android.logic.FollowerPiece
import app.catapult.android.logic.GameController
import app.catapult.android.logic.GameStage
import app.catapult.android.ui.ScreenHost
import app.catapult.android.ui.Ui
import app.catapult.core.FollowerSpot

/**
 * Placing a tile and its follower: the drawn tile turned as it will go down, "turn", "next
 * spot" (for those who cannot tap a cell: TalkBack reads the board's summary), "place", and
 * the follower spots as buttons besides the board's rings, "skip" and "undo"; with Inns &
 * Cathedrals a "big follower" switch picks the piece a spot takes (the stage's
 * [app.catapult.android.logic.FollowerChoice] says which). "Who holds what" tints the board on
 * demand.
 */
class TilePanel(
    private val activity: ScreenHost,
    private val controller: GameController,
    private val board: BoardView,
    art: TileArt,
) : Panel {
    private val title = Ui.text(activity, "", sp = 18f)
    private val hint = Ui.text(activity, "", sp = 14f)
    private val preview = TilePreview(activity, art)
    private val body = Ui.column(activity, padding = 0f)
    private val ownership: Button = Ui.button(activity, activity.getString(R.string.tile_ownership)) {
        board.showOwnership = !board.showOwnership
        updateOwnership()
    }

    override val view: View = Ui.column(activity, padding = 8f).apply {
        addView(Ui.row(activity).apply {
            val side = Ui.px(activity, 72f)
            addView(preview, LinearLayout.LayoutParams(side, side))
            addView(Ui.column(activity, padding = 4f).apply {
                addView(title)
                addView(hint)
            }, Ui.weighted())
        })
        addView(body, Ui.wide(activity))
        addView(Controls.row(activity, Ui.button(activity, activity.getString(R.string.tile_fit)) { board.fit() }, ownership))
    }

    init {
        updateOwnership()
    }

    override fun update(stage: GameStage): Boolean {
        when (stage) {
            is GameStage.PlaceTile -> place(stage)
            is GameStage.PlaceFollower -> follower(stage)
            else -> return false
        }
        return true
    }

    // The stage's buttons are made once and only updated, so that TalkBack keeps its focus on
    // "Next spot" (or any other) from one update to the next.
    private val turn = Ui.button(activity, activity.getString(R.string.tile_turn), activity.getString(R.string.tile_turn_description)) {
        controller.rotate()
    }
    private val next = Ui.button(activity, activity.getString(R.string.tile_next_spot)) { controller.nextSpot() }
    private val place = Ui.button(activity, activity.getString(R.string.tile_place)) { controller.confirmTile() }
    private val placeControls = Controls.row(activity, next, turn, place)
    private val spots = Ui.row(activity)
    private var shownSpots: List<FollowerSpot>? = null
    private var shownPiece: FollowerPiece? = null
    private var showingPiece = false
    private val bigFollower = Ui.switch(activity, activity.getString(R.string.follower_big)).apply {
        setOnCheckedChangeListener { _, on -> if (!showingPiece) controller.pickBigFollower(on) }
    }
    private val undo = Ui.button(activity, activity.getString(R.string.follower_undo), activity.getString(R.string.follower_undo_description)) {
        controller.undo()
    }
    private val skip = Ui.button(activity, activity.getString(R.string.follower_skip)) { controller.skipFollower() }
    private val followerControls = Controls.row(activity, undo, skip)

    private fun place(stage: GameStage.PlaceTile) {
        title.text = activity.getString(R.string.tile_title, stage.player.name, stage.tilesLeft.toInt())
        val fits = stage.fittingPlaces.toInt()
        hint.text = activity.getString(if (stage.selected == null) R.string.tile_hint_pick else R.string.tile_hint_turn) +
            " " + activity.resources.getQuantityString(R.plurals.tile_fits, fits, fits)
        preview.visibility = View.VISIBLE
        preview.show(stage.tile, stage.selected?.rotation ?: 0u)
        showOnly(placeControls)
        turn.isEnabled = stage.canRotate
        next.contentDescription = activity.getString(R.string.tile_next_spot_description, stage.legal.size)
        place.isEnabled = stage.canConfirm
        place.contentDescription = stage.selected?.let { (cell, rotation) ->
            activity.getString(R.string.tile_place_description, cell.x, cell.y, rotation.toInt() * 90)
        } ?: activity.getString(R.string.tile_place_disabled_description)
    }

    private fun follower(stage: GameStage.PlaceFollower) {
        val choice = stage.choice
        title.text = activity.getString(R.string.follower_title, stage.player.name, choice.supplyLine(activity.texts))
        hint.text = activity.getString(if (stage.spots.isEmpty()) R.string.follower_hint_none else R.string.follower_hint)
        preview.visibility = View.GONE
        if (stage.spots != shownSpots || choice.piece != shownPiece) {
            shownSpots = stage.spots
            shownPiece = choice.piece
            showSpots(stage)
        }
        showingPiece = true
        bigFollower.isChecked = choice.piece == FollowerPiece.BIG
        showingPiece = false
        bigFollower.isEnabled = choice.canChoose
        bigFollower.contentDescription = activity.getString(
            if (choice.piece == FollowerPiece.BIG) R.string.follower_big_on_description else R.string.follower_big_off_description,
        )
        showOnly(bigFollower, spots, followerControls)
        bigFollower.visibility = if (choice.big && stage.spots.isNotEmpty()) View.VISIBLE else View.GONE
        spots.visibility = if (stage.spots.isEmpty()) View.GONE else View.VISIBLE
        undo.isEnabled = stage.canUndo
    }

    /** One button a spot, named by where it is on the tile, from its centre, and by the piece it takes. */
    private fun showSpots(stage: GameStage.PlaceFollower) {
        spots.removeAllViews()
        for (spot in stage.spots) {
            val kind = activity.texts.follower(spot.kind)
            val who = if (stage.choice.piece == FollowerPiece.BIG) activity.getString(R.string.follower_big_kind, kind) else kind
            val where = activity.texts.compass(Compass.of(spot.at.x - stage.placed.x, spot.at.y - stage.placed.y))
            spots.addView(
                Ui.button(
                    activity,
                    activity.getString(R.string.follower_spot, who, where),
                    activity.getString(R.string.follower_spot_description, who, activity.texts.feature(spot.kind), where),
                ) {
                    controller.placeFollower(spot)
                },
                Ui.weighted(),
            )
        }
    }

    /** [rows] in the panel's body, the same views as before where they were already there. */
    private fun showOnly(vararg rows: View) {
        val shown = (0 until body.childCount).map(body::getChildAt)
        if (shown == rows.toList()) return
        body.removeAllViews()
        for (row in rows) body.addView(row)
    }

    private fun updateOwnership() {
        ownership.contentDescription = activity.getString(
            if (board.showOwnership) R.string.tile_ownership_on_description else R.string.tile_ownership_off_description,
        )
    }
}
