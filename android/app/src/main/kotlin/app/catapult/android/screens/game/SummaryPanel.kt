package app.catapult.android.screens.game

import android.view.View
import app.catapult.android.R
import app.catapult.android.board.SeatBadge
import app.catapult.android.logic.EventMessages
import app.catapult.android.logic.GameStage
import app.catapult.android.ui.Haptics
import app.catapult.android.ui.ScreenHost
import app.catapult.android.ui.Ui

/**
 * A catapult round is over (the core's summary): who chose which token, what each seat gained
 * and got back home, everything the round did, and Go on. Buzzes once if someone was hit. With
 * the round's table ([GameStage.RoundSummary.table]) it is read under it, with the other
 * controls; without (after a resume) it covers the screen.
 */
class SummaryPanel(private val activity: ScreenHost, private val stage: GameStage.RoundSummary, onClosed: () -> Unit) : Panel {
    /** Whether the summary is read under the round's table, not over the whole screen. */
    private val underTable = stage.table != null

    private val lines = Ui.column(activity, padding = if (underTable) 16f else 24f).apply {
        val title = activity.getString(R.string.summary_title)
        if (underTable) {
            addView(Ui.text(activity, title, sp = 19f))
        } else {
            setBackgroundColor(activity.getColor(R.color.hand_over_background))
            addView(Ui.title(activity, title))
        }
        stage.token?.let { addView(Ui.text(activity, activity.getString(R.string.summary_token, stage.chooser.name, activity.texts.token(it.token)))) }
        for (player in stage.players) {
            val seat = player.seat.toInt()
            val points = activity.texts.points(stage.points.getOrElse(seat) { 0u }.toInt())
            val sentHome = stage.sentHome.getOrElse(seat) { 0u }.toInt()
            addView(Ui.row(activity).apply {
                addView(SeatBadge(activity, player.colour))
                addView(Ui.text(activity, activity.getString(R.string.summary_line, player.name, points, sentHome)))
            }, Ui.wide(activity, top = 8f))
        }
        for (message in stage.messages) {
            addView(Ui.text(activity, activity.getString(R.string.effects_bullet, activity.texts.message(message)), sp = 14f))
        }
        addView(Ui.button(activity, activity.getString(R.string.summary_go_on)) { onClosed() }, Ui.wide(activity, top = 16f))
    }

    // Under the table the controls' own scroller holds it.
    override val view: View = if (underTable) lines else Ui.scrolling(lines)

    private val hitNews = Haptics.HitNews(stage.messages.any(EventMessages::isHit))

    override fun onResume() = hitNews.tell(view)
}
