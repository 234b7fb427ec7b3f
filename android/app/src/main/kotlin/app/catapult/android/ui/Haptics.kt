package app.catapult.android.ui

import android.os.Build
import android.view.HapticFeedbackConstants
import android.view.View

/** Short buzzes through the view system (no vibrate permission needed). */
object Haptics {
    /** Something was hit: a follower knocked over, a token caught. */
    fun hit(view: View) {
        view.performHapticFeedback(
            if (Build.VERSION.SDK_INT >= 30) HapticFeedbackConstants.CONFIRM else HapticFeedbackConstants.LONG_PRESS,
        )
    }

    /** A flick was recognised: release now. */
    fun tick(view: View) {
        view.performHapticFeedback(HapticFeedbackConstants.KEYBOARD_TAP)
    }

    /** An attempt failed (no flick, a refused move). */
    fun miss(view: View) {
        view.performHapticFeedback(
            if (Build.VERSION.SDK_INT >= 30) HapticFeedbackConstants.REJECT else HapticFeedbackConstants.VIRTUAL_KEY,
        )
    }

    /**
     * A buzz for news of hits (what a hurl did, a round's summary) that comes once, when the
     * panel first shows: not again each time the app comes back to it.
     */
    class HitNews(private val hits: Boolean) {
        private var told = false

        /** Buzzes on [view] if there are hits and they were not told yet. */
        fun tell(view: View) {
            if (told || !hits) return
            told = true
            hit(view)
        }
    }
}
