package app.catapult.android.screens

import android.os.Bundle
import android.view.View
import app.catapult.android.R
import app.catapult.android.screens.practice.PracticePanel
import app.catapult.android.sensors.AndroidMotionSource
import app.catapult.android.ui.Screen
import app.catapult.android.ui.ScreenHost
import app.catapult.core.FlickSensitivity

/**
 * "Practise the flick", from the home screen: the [PracticePanel] on its own, at the normal
 * setting to start with (a seat's own setting is chosen at the setup, or when the game offers
 * practice before the first hurl).
 */
class PracticeScreen(activity: ScreenHost) : Screen {
    /** The practice on show (the tests read its last report). */
    internal val panel = PracticePanel(
        activity,
        AndroidMotionSource(activity),
        FlickSensitivity.NORMAL,
        activity.getString(R.string.practice_title),
    )

    override val view: View = panel.view

    override fun onPause() = panel.onPause()

    override fun close() = panel.close()

    override fun save(state: Bundle) = state.putString(ScreenHost.KEY_SCREEN, ScreenHost.SCREEN_PRACTICE)
}
