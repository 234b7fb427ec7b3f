package app.catapult.android

import android.content.Context
import android.content.SharedPreferences

/**
 * The app's few preferences, in SharedPreferences (private to the app): the left-handed
 * layout, and which game is on screen with who holds the phone (so that a restart picks the
 * game up from the store, at the right person).
 */
class Settings(context: Context) {
    private val prefs: SharedPreferences = context.getSharedPreferences("catapult", Context.MODE_PRIVATE)

    /** Controls on the left, for left-handed players. */
    var leftHanded: Boolean
        get() = prefs.getBoolean(LEFT_HANDED, false)
        set(value) = prefs.edit().putBoolean(LEFT_HANDED, value).apply()

    /** The game on screen (`null`: none). */
    var currentGame: Long?
        get() = if (prefs.contains(CURRENT_GAME)) prefs.getLong(CURRENT_GAME, 0) else null
        set(value) = prefs.edit().apply { if (value == null) remove(CURRENT_GAME) else putLong(CURRENT_GAME, value) }.apply()

    /** The seat holding the phone in the current game (`null`: not known). */
    var phoneHolder: Int?
        get() = if (prefs.contains(HOLDER)) prefs.getInt(HOLDER, 0) else null
        set(value) = prefs.edit().apply { if (value == null) remove(HOLDER) else putInt(HOLDER, value) }.apply()

    /** The names of the last table, to start the next setup with. */
    var lastNames: List<String>
        get() = prefs.getString(NAMES, null)?.split('\n')?.filter { it.isNotBlank() }.orEmpty()
        set(value) = prefs.edit().putString(NAMES, value.joinToString("\n")).apply()

    private companion object {
        const val LEFT_HANDED = "left_handed"
        const val CURRENT_GAME = "current_game"
        const val HOLDER = "phone_holder"
        const val NAMES = "last_names"
    }
}
