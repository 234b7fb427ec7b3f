package app.catapult.android.ui

import android.net.Uri
import android.os.Bundle
import android.view.View

/**
 * One screen of the app: a view tree made in code, shown by the [ScreenHost] (the app's one
 * Activity, which swaps screens). Screens hear the Activity's lifecycle: [onPause] must release
 * anything running (sensors, animations); [close] when the screen goes for good.
 */
interface Screen {
    /** The screen's views. */
    val view: View

    /** The Activity resumed (or the screen was just shown). */
    fun onResume() {}

    /** The Activity paused: stop sensors and animations. */
    fun onPause() {}

    /** The document the player picked in the picker the screen opened ([ScreenHost.REQUEST_DOCUMENT]). */
    fun onDocument(uri: Uri) {}

    /** The back button: true if the screen handled it (else the app goes home). */
    fun onBack(): Boolean = false

    /** What to remember across a restart of the Activity (the game on screen). */
    fun save(state: Bundle) {}

    /** The screen goes for good: free what it holds (the game session, detectors). */
    fun close() {}
}

/** Where screens send the player. */
interface Navigator {
    /** The home screen. */
    fun home()

    /** A new table. */
    fun setup()

    /** Game [id] from the store (the core asks for the phone to be handed to whoever is next). */
    fun play(id: Long)

    /** The game history. */
    fun history()

    /** Game [id] step by step. */
    fun replay(id: Long)

    /** Everyone's statistics. */
    fun statistics()

    /** The rules in short. */
    fun howToPlay()

    /** Practice flicks, with the sensitivity settings. */
    fun practice()

    /** Shares [text] (an exported game, a motion trace) of MIME [type] with another app. */
    fun share(text: String, subject: String, type: String = "application/json")
}
