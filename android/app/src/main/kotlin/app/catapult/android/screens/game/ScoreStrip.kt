package app.catapult.android.screens.game

import android.graphics.Typeface
import android.view.View
import android.widget.HorizontalScrollView
import android.widget.LinearLayout
import app.catapult.android.MainActivity
import app.catapult.android.R
import app.catapult.android.Ui
import app.catapult.android.board.SeatBadge
import app.catapult.core.GameView

/** Everyone's piece, name, score and followers left; whose turn it is in bold. */
class ScoreStrip(private val activity: MainActivity) {
    private val row = Ui.row(activity)

    /** The strip's views. */
    val view: View = HorizontalScrollView(activity).apply { addView(row) }

    /** Shows the players of [game]. */
    fun show(game: GameView) {
        row.removeAllViews()
        for (player in game.players) {
            row.addView(SeatBadge(activity, player.colour))
            row.addView(
                Ui.text(activity, activity.getString(R.string.score_chip, player.name, player.score.toInt(), player.supply.toInt()), sp = 15f).apply {
                    typeface = if (player.current) Typeface.DEFAULT_BOLD else Typeface.DEFAULT
                    contentDescription = activity.getString(
                        if (player.current) R.string.score_chip_current_description else R.string.score_chip_description,
                        player.name, player.score.toInt(), player.supply.toInt(),
                    )
                    setPadding(Ui.px(activity, 4f), 0, Ui.px(activity, 12f), 0)
                },
                LinearLayout.LayoutParams(LinearLayout.LayoutParams.WRAP_CONTENT, LinearLayout.LayoutParams.WRAP_CONTENT),
            )
        }
    }
}
