package app.catapult.android.ui

import android.app.Activity
import app.catapult.android.logic.GameController
import kotlinx.coroutines.CoroutineScope

/**
 * What a screen is shown by: the app's one Activity (`MainActivity` implements it), as the
 * screens and panels see it — a Context for their views, the coroutines, preferences and
 * sentences, the way to the other screens ([Navigator]) and to show a screen. Screens take a
 * ScreenHost, not the Activity, so their packages never import the one that imports them.
 */
abstract class ScreenHost : Activity(), Navigator {
    /**
     * Coroutines of the screens: on the main thread, cancelled when the Activity ends for good
     * (not when it is only made again for a new configuration).
     */
    abstract val scope: CoroutineScope

    /** The app's preferences. */
    abstract val settings: Settings

    /** The app's sentences. */
    abstract val texts: Texts

    /** The shuffle new games use, when the launch asked for one; otherwise null (the core shuffles anew). */
    abstract val fixedSeed: ULong?

    /** Shows [next] in place of the current screen. */
    abstract fun show(next: Screen)

    /** Shows [game] (a game just started or opened). */
    abstract fun showGame(game: GameController)

    /** Keys of the saved instance state, and the screens' names there. */
    companion object {
        /** Which screen is shown (one of the SCREEN_ names). */
        const val KEY_SCREEN = "screen"

        /** The game on screen (played or replayed). */
        const val KEY_GAME = "game"

        /** startActivityForResult's code for a document picked by the player (a game file to import). */
        const val REQUEST_DOCUMENT = 1

        const val SCREEN_GAME = "game"
        const val SCREEN_REPLAY = "replay"
        const val SCREEN_SETUP = "setup"
        const val SCREEN_HISTORY = "history"
        const val SCREEN_STATISTICS = "statistics"
        const val SCREEN_HOW_TO_PLAY = "how_to_play"
        const val SCREEN_PRACTICE = "practice"
    }
}
