package app.catapult.android.screens.game

import android.view.View
import app.catapult.android.R
import app.catapult.android.logic.GameController
import app.catapult.android.logic.GameStage
import app.catapult.android.ui.ScreenHost
import app.catapult.android.ui.Ui

/** A catapult round begins: the fair tile's player picks the token, each with its one-line rule. */
class TokenPanel(activity: ScreenHost, stage: GameStage.ChooseToken, controller: GameController) : Panel {
    override val view: View = Ui.column(activity, padding = 8f).apply {
        addView(Ui.text(activity, activity.getString(R.string.token_title, stage.player.name), sp = 18f))
        for (token in stage.tokens) {
            val label = activity.getString(R.string.token_choice, token.name.replaceFirstChar { it.uppercase() }, token.rule)
            addView(Ui.button(activity, label) { controller.chooseToken(token) }, Ui.wide(activity, top = 4f))
        }
    }
}
