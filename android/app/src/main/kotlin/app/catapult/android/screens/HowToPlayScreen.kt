package app.catapult.android.screens

import android.os.Bundle
import android.view.View
import app.catapult.android.R
import app.catapult.android.ui.Screen
import app.catapult.android.ui.ScreenHost
import app.catapult.android.ui.Ui
import app.catapult.core.howToFlick
import app.catapult.core.ruleHelp
import app.catapult.core.tokenHelp

/**
 * The rules in short: the app's own explanation of a turn and of the round on one phone, with
 * the core's words on how to flick, then the core's one line per token and per rule option (the
 * same words in every app).
 */
class HowToPlayScreen(activity: ScreenHost) : Screen {
    override val view: View = Ui.scrolling(
        Ui.column(activity).apply {
            addView(Ui.title(activity, activity.getString(R.string.how_title)))
            for (paragraph in activity.resources.getStringArray(R.array.how_to_play)) addView(Ui.text(activity, paragraph))
            addView(Ui.text(activity, howToFlick()))
            for (paragraph in activity.resources.getStringArray(R.array.how_to_play_after_flick)) addView(Ui.text(activity, paragraph))
            addView(Ui.title(activity, activity.getString(R.string.how_tokens)), Ui.wide(activity, top = 16f))
            for (token in tokenHelp()) {
                addView(Ui.text(activity, activity.getString(R.string.token_choice, token.name.replaceFirstChar { it.uppercase() }, token.rule)))
            }
            addView(Ui.title(activity, activity.getString(R.string.how_options)), Ui.wide(activity, top = 16f))
            for (option in ruleHelp()) {
                addView(Ui.text(activity, option.option, sp = 18f))
                for (choice in option.choices) addView(Ui.text(activity, activity.getString(R.string.how_choice, choice.choice, choice.explanation), sp = 15f))
            }
        },
    )

    override fun save(state: Bundle) = state.putString(ScreenHost.KEY_SCREEN, ScreenHost.SCREEN_HOW_TO_PLAY)
}
