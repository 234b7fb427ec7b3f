package app.catapult.android.screens

import android.view.Gravity
import android.view.View
import android.widget.LinearLayout
import android.widget.ProgressBar
import app.catapult.android.MainActivity
import app.catapult.android.R
import app.catapult.android.Screen
import app.catapult.android.Ui

/** "Opening the game…" while the store replays a game. */
class LoadingScreen(activity: MainActivity) : Screen {
    override val view: View = Ui.column(activity).apply {
        gravity = Gravity.CENTER
        addView(ProgressBar(activity).apply { contentDescription = activity.getString(R.string.loading) })
        addView(Ui.text(activity, activity.getString(R.string.loading)), LinearLayout.LayoutParams(-2, -2))
    }
}
