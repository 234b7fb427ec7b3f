package app.catapult.android

import android.app.Activity
import android.content.res.Configuration
import android.graphics.Color
import android.os.Build
import android.view.View
import android.view.WindowInsets
import android.view.WindowInsetsController

/**
 * The app draws behind the status and navigation bars (edge to edge) and keeps its own views
 * clear of them by padding. Android 15 forces this on apps that target API 35; doing it on
 * every Android 11+ now means raising targetSdk changes nothing. Before Android 11 the window
 * keeps its usual frame, and the insets that reach the app are 0.
 */
object EdgeToEdge {
    /** Lets [activity] draw behind the system bars, with bar icons that read on its background. */
    fun enable(activity: Activity) {
        if (Build.VERSION.SDK_INT < Build.VERSION_CODES.R) return
        val window = activity.window
        window.setDecorFitsSystemWindows(false)
        // The bars show the window's background through them (the theme's statusBarColor is
        // for Android 8-10, which keep the usual frame), so dark icons read in the light theme.
        @Suppress("DEPRECATION")
        window.statusBarColor = Color.TRANSPARENT
        @Suppress("DEPRECATION")
        window.navigationBarColor = Color.TRANSPARENT
        val night = activity.resources.configuration.uiMode and Configuration.UI_MODE_NIGHT_MASK == Configuration.UI_MODE_NIGHT_YES
        val darkIcons = WindowInsetsController.APPEARANCE_LIGHT_STATUS_BARS or WindowInsetsController.APPEARANCE_LIGHT_NAVIGATION_BARS
        window.insetsController?.setSystemBarsAppearance(if (night) 0 else darkIcons, darkIcons)
    }

    /**
     * Pads [root] by the system bars, the display cutout and the keyboard, whenever they change
     * (the keyboard too: with the window edge to edge, adjustResize no longer shrinks it).
     */
    fun padForSystemBars(root: View) {
        root.setOnApplyWindowInsetsListener { view, insets ->
            if (Build.VERSION.SDK_INT >= Build.VERSION_CODES.R) {
                val types = WindowInsets.Type.systemBars() or WindowInsets.Type.displayCutout() or WindowInsets.Type.ime()
                val bars = insets.getInsets(types)
                view.setPadding(bars.left, bars.top, bars.right, bars.bottom)
                WindowInsets.CONSUMED
            } else {
                @Suppress("DEPRECATION")
                view.setPadding(insets.systemWindowInsetLeft, insets.systemWindowInsetTop, insets.systemWindowInsetRight, insets.systemWindowInsetBottom)
                @Suppress("DEPRECATION")
                insets.consumeSystemWindowInsets()
            }
        }
        root.requestApplyInsets()
    }
}
