package app.catapult.android.screens

import android.view.View
import android.widget.Button
import app.catapult.android.R
import app.catapult.android.logic.HistoryModel
import app.catapult.android.ui.History
import app.catapult.android.ui.Screen
import app.catapult.android.ui.ScreenHost
import app.catapult.android.ui.Ui
import kotlinx.coroutines.Job
import kotlinx.coroutines.launch

/**
 * Home: continue the last game (if one is unfinished), a new game, the history, statistics,
 * how to play, practice flicks, and the left-handed layout.
 */
class HomeScreen(private val activity: ScreenHost) : Screen {
    private var lookup: Job? = null
    private val continueButton: Button = Ui.button(activity, activity.getString(R.string.home_continue)) {}.apply {
        visibility = View.GONE
    }

    override val view: View = Ui.scrolling(
        Ui.column(activity, padding = 24f).apply {
            addView(Ui.title(activity, activity.getString(R.string.app_name)))
            addView(Ui.text(activity, activity.getString(R.string.home_tagline)))
            addView(continueButton, Ui.wide(activity, top = 16f))
            addView(Ui.button(activity, activity.getString(R.string.home_new_game)) { activity.setup() }, Ui.wide(activity, top = 8f))
            addView(Ui.button(activity, activity.getString(R.string.home_history)) { activity.history() }, Ui.wide(activity, top = 8f))
            addView(Ui.button(activity, activity.getString(R.string.home_statistics)) { activity.statistics() }, Ui.wide(activity, top = 8f))
            addView(Ui.button(activity, activity.getString(R.string.home_how_to_play)) { activity.howToPlay() }, Ui.wide(activity, top = 8f))
            addView(Ui.button(activity, activity.getString(R.string.home_practice)) { activity.practice() }, Ui.wide(activity, top = 8f))
            addView(
                Ui.switch(activity, activity.getString(R.string.home_left_handed)).apply {
                    isChecked = activity.settings.leftHanded
                    setOnCheckedChangeListener { _, checked -> activity.settings.leftHanded = checked }
                },
                Ui.wide(activity, top = 24f),
            )
        },
    )

    override fun onResume() {
        lookup?.cancel()
        lookup = activity.scope.launch {
            val last = runCatching { HistoryModel.lastInProgress(History.store(activity)) }.getOrNull() ?: return@launch
            continueButton.text = activity.getString(R.string.home_continue_with, last.seats.joinToString(activity.getString(R.string.names_separator)) { it.name })
            continueButton.contentDescription = continueButton.text
            continueButton.setOnClickListener { activity.play(last.id) }
            continueButton.visibility = View.VISIBLE
        }
    }

    override fun close() {
        lookup?.cancel()
    }
}
