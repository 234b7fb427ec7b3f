package app.catapult.android.screens.game

import android.view.View
import android.widget.ProgressBar
import app.catapult.android.R
import app.catapult.android.logic.GameStage
import app.catapult.android.ui.ScreenHost
import app.catapult.android.ui.Ui

/** A bot is playing: who, and a spinner (the core plays until a person is to act). */
class BotsPanel(activity: ScreenHost, stage: GameStage.BotToAct, retry: (() -> Unit)?) : Panel {
    override val view: View = Ui.column(activity).apply {
        addView(Ui.text(activity, activity.getString(R.string.bots_thinking, stage.player.name)))
        if (retry == null) {
            addView(ProgressBar(activity).apply { contentDescription = activity.getString(R.string.bots_thinking, stage.player.name) })
        } else {
            addView(Ui.button(activity, activity.getString(R.string.bots_retry)) { retry() })
        }
    }
}
