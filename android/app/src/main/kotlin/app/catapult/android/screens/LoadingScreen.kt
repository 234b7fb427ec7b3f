package app.catapult.android.screens

import android.os.Bundle
import android.view.Gravity
import android.view.View
import android.widget.LinearLayout
import android.widget.ProgressBar
import app.catapult.android.R
import app.catapult.android.ui.Screen
import app.catapult.android.ui.ScreenHost
import app.catapult.android.ui.Ui

/**
 * "Opening the game…" while the store replays game [gameId]. It saves the game as the screen
 * to come back to, so that a rotation or the process's death while loading opens the game
 * again instead of going home.
 */
class LoadingScreen(activity: ScreenHost, private val gameId: Long) : Screen {
    override val view: View = Ui.column(activity).apply {
        gravity = Gravity.CENTER
        addView(ProgressBar(activity).apply { contentDescription = activity.getString(R.string.loading) })
        addView(Ui.text(activity, activity.getString(R.string.loading)), LinearLayout.LayoutParams(-2, -2))
    }

    override fun save(state: Bundle) {
        state.putString(ScreenHost.KEY_SCREEN, ScreenHost.SCREEN_GAME)
        state.putLong(ScreenHost.KEY_GAME, gameId)
    }
}
