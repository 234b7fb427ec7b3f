package app.catapult.android.ui

import android.content.Context
import android.content.SharedPreferences

/**
 * The app's few preferences, in SharedPreferences (private to the app): the left-handed
 * layout and the names of the last table. Which game is on screen is in the Activity's saved
 * state; where it is, in the store.
 */
class Settings(context: Context) {
    private val prefs: SharedPreferences = context.getSharedPreferences("catapult", Context.MODE_PRIVATE)

    /** Controls on the left, for left-handed players. */
    var leftHanded: Boolean
        get() = prefs.getBoolean(LEFT_HANDED, false)
        set(value) = prefs.edit().putBoolean(LEFT_HANDED, value).apply()

    /** The names of the last table, to start the next setup with. */
    var lastNames: List<String>
        get() = prefs.getString(NAMES, null)?.split('\n')?.filter { it.isNotBlank() }.orEmpty()
        set(value) = prefs.edit().putString(NAMES, value.joinToString("\n")).apply()

    private companion object {
        const val LEFT_HANDED = "left_handed"
        const val NAMES = "last_names"
    }
}
