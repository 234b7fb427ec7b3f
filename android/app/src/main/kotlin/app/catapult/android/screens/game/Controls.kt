package app.catapult.android.screens.game

import android.view.View
import android.widget.LinearLayout
import app.catapult.android.ui.ScreenHost
import app.catapult.android.ui.Ui

/**
 * A row of buttons for the thumb: the main action last, so it sits under the right thumb —
 * or, in the left-handed layout, first, under the left one.
 */
object Controls {
    /** [buttons] in a row, in order for the player's hand. */
    fun row(activity: ScreenHost, vararg buttons: View): LinearLayout = Ui.row(activity).apply {
        val ordered = if (activity.settings.leftHanded) buttons.reversed() else buttons.toList()
        for (button in ordered) addView(button, Ui.weighted())
    }
}
