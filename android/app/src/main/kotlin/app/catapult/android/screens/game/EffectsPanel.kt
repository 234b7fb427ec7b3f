package app.catapult.android.screens.game

import android.view.View
import app.catapult.android.R
import app.catapult.android.logic.EventMessages
import app.catapult.android.logic.GameStage
import app.catapult.android.ui.Haptics
import app.catapult.android.ui.ScreenHost
import app.catapult.android.ui.Ui

/**
 * What just happened, one line each (scores, knock-outs, catches), and OK. Buzzes once on a
 * hit: when the panel first shows, not again each time the app comes back to it.
 */
class EffectsPanel(private val activity: ScreenHost, private val stage: GameStage.Effects, onSeen: () -> Unit) : Panel {
    override val view: View = Ui.column(activity).apply {
        addView(Ui.text(activity, activity.getString(R.string.effects_title), sp = 19f))
        for (message in stage.messages) addView(Ui.text(activity, activity.getString(R.string.effects_bullet, activity.texts.message(message))))
        addView(Ui.button(activity, activity.getString(R.string.effects_ok)) { onSeen() }, Ui.wide(activity, top = 8f))
    }

    private val hitNews = Haptics.HitNews(stage.messages.any(EventMessages::isHit))

    override fun onResume() = hitNews.tell(view)
}
