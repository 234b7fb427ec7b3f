package app.catapult.android.screens.game

import android.graphics.Typeface
import android.view.View
import app.catapult.android.R
import app.catapult.android.board.SeatBadge
import app.catapult.android.logic.GameStage
import app.catapult.android.ui.ScreenHost
import app.catapult.android.ui.Ui

/** The end: everyone by final score, with where the points came from; home or a new game. */
class EndPanel(activity: ScreenHost, stage: GameStage.GameOver) : Panel {
    override val view: View = Ui.scrolling(
        Ui.column(activity, padding = 24f).apply {
            setBackgroundColor(activity.getColor(R.color.hand_over_background))
            val winners = stage.ranking.filter { it.winner }.map { stage.player(it).name }
            addView(Ui.title(activity, activity.getString(R.string.end_title, activity.texts.names(winners))))
            for (standing in stage.ranking) {
                val p = stage.player(standing)
                val b = standing.breakdown
                addView(Ui.row(activity).apply {
                    addView(SeatBadge(activity, p.colour))
                    val points = activity.texts.points(standing.score.toInt())
                    addView(Ui.text(activity, activity.getString(R.string.end_place, standing.place.toInt(), p.name, points), sp = 19f).apply {
                        if (standing.winner) typeface = Typeface.DEFAULT_BOLD
                    })
                }, Ui.wide(activity, top = 12f))
                addView(Ui.text(
                    activity,
                    activity.getString(
                        R.string.end_breakdown,
                        b.roads.toInt(), b.cities.toInt(), b.cloisters.toInt(), b.fields.toInt(), b.catapult.toInt(), b.atEnd.toInt(),
                    ),
                    sp = 14f,
                ))
            }
            addView(Controls.row(
                activity,
                Ui.button(activity, activity.getString(R.string.end_home)) { activity.home() },
                Ui.button(activity, activity.getString(R.string.end_again)) { activity.setup() },
            ), Ui.wide(activity, top = 24f))
        },
    )
}
