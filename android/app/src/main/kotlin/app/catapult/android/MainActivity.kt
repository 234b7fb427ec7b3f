package app.catapult.android

import android.content.Intent
import android.os.Bundle
import android.view.ViewGroup
import android.widget.FrameLayout
import android.widget.Toast
import app.catapult.android.screens.GameScreen
import app.catapult.android.screens.HistoryScreen
import app.catapult.android.screens.HomeScreen
import app.catapult.android.screens.HowToPlayScreen
import app.catapult.android.screens.LoadingScreen
import app.catapult.android.screens.PracticeScreen
import app.catapult.android.screens.ReplayScreen
import app.catapult.android.screens.SetupScreen
import app.catapult.android.screens.StatsScreen
import app.catapult.android.logic.GameController
import app.catapult.android.ui.History
import app.catapult.android.ui.Screen
import app.catapult.android.ui.ScreenHost
import app.catapult.android.ui.Settings
import app.catapult.android.ui.Texts
import app.catapult.core.CatapultException
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.MainScope
import kotlinx.coroutines.cancel
import kotlinx.coroutines.launch

/**
 * The app's one Activity: it swaps [Screen]s (views made in code, drawn with the framework —
 * no AndroidX) and hands them its lifecycle. Nothing of a game lives only here: the game on
 * screen is saved move by move in the store, so after a rotation or the process's death the
 * Activity reopens the store and resumes the game ([KEY_GAME] in the saved state); the core
 * asks for the phone to be handed to whoever is next. Across a configuration change (a
 * rotation, a resized window, dark mode) the game on screen is kept as it is, half-made move
 * and all ([Retained]). The screens see it as their [ScreenHost].
 */
class MainActivity : ScreenHost() {
    override lateinit var scope: CoroutineScope
        private set

    override lateinit var settings: Settings
        private set

    override lateinit var texts: Texts
        private set

    private var screen: Screen? = null

    /** The screen on show (the app's tests read the game on it). */
    internal val shown: Screen? get() = screen

    /**
     * The shuffle new games use, when the launch asked for one ([EXTRA_SEED]: `adb shell am
     * start -n app.catapult.android/.MainActivity --el seed 7`), to play a reported game again;
     * otherwise the core shuffles anew.
     */
    override val fixedSeed: ULong? get() = intent?.takeIf { it.hasExtra(EXTRA_SEED) }?.getLongExtra(EXTRA_SEED, 0)?.toULong()

    /** The window's content: the screen on show, padded clear of the system bars. */
    private lateinit var frame: FrameLayout

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        @Suppress("DEPRECATION")
        val retained = lastNonConfigurationInstance as? Retained
        scope = retained?.scope ?: MainScope()
        settings = Settings(this)
        texts = Texts(this)
        frame = FrameLayout(this)
        EdgeToEdge.padForSystemBars(frame)
        setContentView(frame)
        // After setContentView: the window's insets controller lives on its decor view, which
        // does not exist before (Android 11+ throws then).
        EdgeToEdge.enable(this)
        retained?.game?.let(::showGame) ?: restore(savedInstanceState)
        scope.launch {
            val moved = runCatching { History.store(this@MainActivity).movedAside() }.getOrNull()
            if (moved != null) Toast.makeText(this@MainActivity, getString(R.string.history_moved_aside, moved), Toast.LENGTH_LONG).show()
        }
    }

    /** Shows again the screen [state] was saved from (after a rotation or the process's death), else home. */
    private fun restore(state: Bundle?) {
        val game = state?.takeIf { it.containsKey(KEY_GAME) }?.getLong(KEY_GAME)
        when (state?.getString(KEY_SCREEN)) {
            SCREEN_GAME -> if (game != null) {
                play(game)
            } else {
                home()
            }
            SCREEN_REPLAY -> if (game != null) replay(game) else home()
            SCREEN_SETUP -> show(SetupScreen(this, state))
            SCREEN_HISTORY -> history()
            SCREEN_STATISTICS -> statistics()
            SCREEN_HOW_TO_PLAY -> howToPlay()
            SCREEN_PRACTICE -> practice()
            else -> home()
        }
    }

    /** Shows [next] in place of the current screen. */
    override fun show(next: Screen) {
        screen?.let {
            it.onPause()
            it.close()
        }
        screen = next
        frame.removeAllViews()
        frame.addView(next.view, ViewGroup.LayoutParams(ViewGroup.LayoutParams.MATCH_PARENT, ViewGroup.LayoutParams.MATCH_PARENT))
        next.onResume()
    }

    override fun onResume() {
        super.onResume()
        screen?.onResume()
    }

    override fun onPause() {
        screen?.onPause()
        super.onPause()
    }

    override fun onStop() {
        // The last chance before a backup may copy the history: see History.foldLog.
        scope.launch { History.foldLog() }
        super.onStop()
    }

    override fun onSaveInstanceState(outState: Bundle) {
        super.onSaveInstanceState(outState)
        screen?.save(outState)
    }

    /** What a configuration change keeps: the coroutines, and the game on screen as it is. */
    private class Retained(val scope: CoroutineScope, val game: GameController?)

    @Deprecated("The framework's way to keep objects across a configuration change (no AndroidX here)")
    override fun onRetainNonConfigurationInstance(): Any {
        val game = (screen as? GameScreen)?.let {
            screen = null
            it.detach()
        }
        return Retained(scope, game)
    }

    override fun onDestroy() {
        screen?.close()
        screen = null
        if (!isChangingConfigurations) scope.cancel()
        super.onDestroy()
    }

    override fun onActivityResult(requestCode: Int, resultCode: Int, data: Intent?) {
        super.onActivityResult(requestCode, resultCode, data)
        val uri = data?.data
        if (requestCode == REQUEST_DOCUMENT && resultCode == RESULT_OK && uri != null) screen?.onDocument(uri)
    }

    @Deprecated("The framework's back handling; OnBackInvokedDispatcher needs API 33")
    override fun onBackPressed() {
        if (screen?.onBack() == true) return
        if (screen is HomeScreen) {
            @Suppress("DEPRECATION")
            super.onBackPressed()
        } else {
            home()
        }
    }

    override fun home() = show(HomeScreen(this))

    override fun setup() = show(SetupScreen(this, null))

    override fun play(id: Long) {
        show(LoadingScreen(this, id))
        scope.launch {
            try {
                val store = History.store(this@MainActivity)
                showGame(GameController.resume(store, id, scope, Dispatchers.Default))
            } catch (e: CatapultException) {
                Toast.makeText(this@MainActivity, e.message, Toast.LENGTH_LONG).show()
                home()
            }
        }
    }

    /**
     * Shows [game], unless this Activity was made again meanwhile (the game was still opening
     * when the phone turned): then it is closed, as the new Activity opens the saved game itself.
     */
    override fun showGame(game: GameController) {
        if (isDestroyed) game.close() else show(GameScreen(this, game))
    }

    override fun history() = show(HistoryScreen(this))

    override fun replay(id: Long) = show(ReplayScreen(this, id))

    override fun statistics() = show(StatsScreen(this))

    override fun howToPlay() = show(HowToPlayScreen(this))

    override fun practice() = show(PracticeScreen(this))

    override fun share(text: String, subject: String, type: String) {
        val send = Intent(Intent.ACTION_SEND).apply {
            this.type = type
            putExtra(Intent.EXTRA_SUBJECT, subject)
            putExtra(Intent.EXTRA_TEXT, text)
        }
        startActivity(Intent.createChooser(send, subject))
    }

    /** The launch extra; the saved state's keys are [ScreenHost]'s. */
    companion object {
        /** A launch extra (a Long): the shuffle of the games set up, see [fixedSeed]. */
        const val EXTRA_SEED = "seed"
    }
}
