package app.catapult.android.screens.game

import android.graphics.Typeface
import android.view.View
import android.widget.GridLayout
import android.widget.LinearLayout
import app.catapult.android.R
import app.catapult.android.board.SeatBadge
import app.catapult.android.board.TileArt
import app.catapult.android.board.TilePreview
import app.catapult.android.logic.FollowerChoice
import app.catapult.android.logic.PlayerAids
import app.catapult.android.ui.ScreenHost
import app.catapult.android.ui.Ui
import app.catapult.core.GameView
import app.catapult.core.PlayerView

/**
 * Everyone's piece, name, score (with what the game would add if it ended now) and followers
 * left (the big follower too, with Inns & Cathedrals), the player the game waits on in bold
 * (the hurler or catcher during a round, else whose turn it is); the tiles left, a button that
 * opens the aids under the strip: each player's score if the game ended now, feature by
 * feature, and the tiles still to come. Every chip is always in sight (rows of three beside
 * the button, which keeps its width), so the acting player's never needs scrolling to.
 */
class ScoreStrip(private val activity: ScreenHost, private val art: TileArt) {
    /** The players' chips, up to [PER_ROW] a row, so that all are in sight. */
    private val chips = GridLayout(activity)
    private val aids = Ui.column(activity, padding = 8f).apply { visibility = View.GONE }
    private var open = false
    private var shown: GameView? = null
    private var acting: PlayerView? = null
    private val chipOf = mutableMapOf<UInt, View>()
    private val toggle = Ui.button(activity, "") {
        open = !open
        shown?.let(::show)
    }.apply {
        // Narrow, so that the chips keep the width (it is still 48 dp to a finger).
        minWidth = Ui.px(activity, Ui.TOUCH_TARGET_DP)
        minimumWidth = minWidth
        setPadding(Ui.px(activity, 6f), paddingTop, Ui.px(activity, 6f), paddingBottom)
    }

    /** The strip's views. */
    val view: View = Ui.column(activity, padding = 0f).apply {
        addView(Ui.row(activity).apply {
            addView(chips, Ui.weighted())
            addView(toggle)
        }, Ui.wide(activity))
        addView(aids, Ui.wide(activity))
    }

    /** The player aids button ("tiles left"). */
    internal val aidsButton: View get() = toggle

    /** [seat]'s chip, if shown. */
    internal fun chip(seat: UInt): View? = chipOf[seat]

    /** [actor] is who the stage waits on (`null`: whose turn it is): their chip in bold. */
    fun showActor(actor: PlayerView?) {
        if (actor?.seat == acting?.seat) return
        acting = actor
        shown?.let(::show)
    }

    /** Shows the players of [game]. */
    fun show(game: GameView) {
        shown = game
        chips.removeAllViews()
        chipOf.clear()
        chips.columnCount = game.players.size.coerceIn(1, PER_ROW)
        for ((index, player) in PlayerAids.projections(game).zip(game.players).withIndex()) {
            val (projection, view) = player
            val now = acting?.let { it.seat == view.seat } ?: view.current
            val chip = Ui.row(activity)
            chip.addView(SeatBadge(activity, view.colour, SeatBadge.SMALL_SIDE_DP))
            val supply = activity.getString(
                if (view.bigFollowerInSupply) R.string.score_chip_supply_with_big else R.string.score_chip_supply,
                view.supply.toInt(),
            )
            val supplyWords = FollowerChoice(view.supply, view.bigFollowerInSupply).supplyLine(activity.texts)
            val words = if (projection.more > 0u) {
                activity.getString(R.string.score_chip_projected, view.name, view.score.toInt(), supply, projection.more.toInt())
            } else {
                activity.getString(R.string.score_chip, view.name, view.score.toInt(), supply)
            }
            chip.addView(
                Ui.text(activity, words, sp = 14f).apply {
                    typeface = if (now) Typeface.DEFAULT_BOLD else Typeface.DEFAULT
                    contentDescription = activity.getString(
                        if (now) R.string.score_chip_current_description else R.string.score_chip_description,
                        view.name, view.score.toInt(), supplyWords,
                    )
                    setPadding(Ui.px(activity, 4f), 0, Ui.px(activity, 4f), 0)
                },
                LinearLayout.LayoutParams(LinearLayout.LayoutParams.WRAP_CONTENT, LinearLayout.LayoutParams.WRAP_CONTENT),
            )
            // Each column an equal share of the width.
            val cell = GridLayout.LayoutParams(
                GridLayout.spec(index / PER_ROW),
                GridLayout.spec(index % PER_ROW, 1f),
            ).apply { width = 0 }
            chips.addView(chip, cell)
            chipOf[view.seat] = chip
        }
        val left = game.turn.tilesLeft.toInt()
        toggle.text = activity.getString(if (open) R.string.aids_hide else R.string.aids_show, left)
        toggle.contentDescription = activity.getString(R.string.aids_description, left)
        aids.visibility = if (open) View.VISIBLE else View.GONE
        if (open) fillAids(game)
    }

    private fun fillAids(game: GameView) {
        aids.removeAllViews()
        aids.addView(Ui.text(activity, activity.getString(R.string.aids_if_it_ended_now), sp = 15f).apply { typeface = Typeface.DEFAULT_BOLD })
        for (row in PlayerAids.projections(game)) {
            aids.addView(
                Ui.text(
                    activity,
                    activity.getString(
                        R.string.aids_projection_row, row.name, row.now.toInt(), row.roads.toInt(), row.cities.toInt(),
                        row.cloisters.toInt(), row.fields.toInt(), row.total.toInt(),
                    ),
                    sp = 14f,
                ),
            )
        }
        val toCome = PlayerAids.tilesToCome(game)
        aids.addView(Ui.text(activity, activity.getString(R.string.aids_to_come, game.turn.tilesLeft.toInt()), sp = 15f).apply { typeface = Typeface.DEFAULT_BOLD })
        val grid = GridLayout(activity).apply { columnCount = 6 }
        for (left in toCome) {
            grid.addView(
                Ui.column(activity, padding = 2f).apply {
                    addView(TilePreview(activity, art).apply { show(left.tile, 0u) }, LinearLayout.LayoutParams(Ui.px(activity, 40f), Ui.px(activity, 40f)))
                    addView(Ui.text(activity, activity.getString(R.string.aids_count, left.count.toInt()), sp = 13f))
                    contentDescription = activity.getString(R.string.aids_count_description, left.count.toInt(), left.words)
                },
            )
        }
        aids.addView(grid)
    }

    private companion object {
        /** Chips a row: three fit a small phone's width with their two lines each. */
        const val PER_ROW = 3
    }
}
