package app.catapult.android

import android.content.Intent
import android.graphics.Bitmap
import android.graphics.Canvas
import android.graphics.Rect
import android.hardware.Sensor
import android.hardware.SensorManager
import android.os.Bundle
import android.os.Looper
import android.os.SystemClock
import android.view.MotionEvent
import android.view.View
import android.view.ViewConfiguration
import android.view.ViewGroup
import android.widget.ScrollView
import android.widget.TextView
import app.catapult.android.logic.GameController
import app.catapult.android.logic.GameStage
import app.catapult.android.screens.GameScreen
import app.catapult.android.ui.History
import kotlinx.coroutines.runBlocking
import org.robolectric.Robolectric
import org.robolectric.RuntimeEnvironment
import org.robolectric.Shadows.shadowOf
import org.robolectric.android.controller.ActivityController
import org.robolectric.shadows.SensorBuilder
import java.io.File
import java.time.Duration

/**
 * The real app on a phone of the test's configuration, and a person using it: [launch]es the
 * real [MainActivity] (the real Rust library behind it), finds what is on screen, taps and
 * swipes with touch events sent through the window as a finger would (so a view covered by
 * another is not reached), lets the phone's clock run, and takes [screenshot]s drawn by the
 * native graphics runtime (each one also checked by [ScreenChecks]).
 *
 * The main looper is paused (Robolectric's default): nothing on the UI thread happens until
 * the phone [idle]s or time [advance]s; the core's moves run on their own threads meanwhile.
 */
class Phone private constructor(private var activityController: ActivityController<MainActivity>) : AutoCloseable {
    /** The Activity on screen now (a new one after [recreate] and [restart]). */
    val activity: MainActivity get() = activityController.get()

    /** The game on screen, if the game screen is shown. */
    val game: GameScreen? get() = activity.shown as? GameScreen

    /** The game's controller (throws when no game is on screen). */
    val controller: GameController get() = game?.controller ?: throw AssertionError("no game on screen: ${describe()}")

    /** The stage the game waits on. */
    val stage: GameStage get() = controller.stage.value

    /** Runs what the UI thread has to do now (posted work, finished moves' results). */
    fun idle() = shadowOf(Looper.getMainLooper()).idle()

    /** One frame passes: what changed is laid out and drawn, as the player would see it. */
    fun settle() = advance(FRAME_MS)

    /** Lets [ms] of the phone's time pass: animations run, delayed work comes due. */
    fun advance(ms: Long) = shadowOf(Looper.getMainLooper()).idleFor(Duration.ofMillis(ms))

    /**
     * Waits (in real time: the core's moves run on other threads) until [done], for at most
     * [timeoutMs]; with [clock], the phone's clock runs on meanwhile, a frame at a time.
     */
    fun waitFor(what: String, timeoutMs: Long = 60_000, clock: Boolean = false, done: () -> Boolean) {
        val deadline = System.currentTimeMillis() + timeoutMs
        while (true) {
            idle()
            if (done()) return
            if (System.currentTimeMillis() > deadline) throw AssertionError("waited $timeoutMs ms for $what; the screen shows: ${describe()}")
            if (clock) advance(FRAME_MS) else Thread.sleep(2)
        }
    }

    /** Waits until the game shows a stage of type [T], and returns it. */
    inline fun <reified T : GameStage> awaitStage(timeoutMs: Long = 60_000): T {
        waitFor("the game to show ${T::class.simpleName}", timeoutMs) { (game?.let { stageOrNull() }) is T && !controller.moving.value }
        return stage as T
    }

    /** The stage, or null while no game is shown. */
    fun stageOrNull(): GameStage? = game?.controller?.stage?.value

    /** Lets the clock run until the round's table, if shown, has turned to its view (at most 300 ms). */
    fun tableAtRest() {
        val table = game?.table?.takeIf { it.isShown } ?: return
        waitFor("the table to turn", timeoutMs = 5_000, clock = true) { !table.turning }
    }

    /** Every view on screen now (shown: itself and its parents visible). */
    fun shownViews(): List<View> {
        val found = mutableListOf<View>()
        fun walk(view: View) {
            if (!view.isShown) return
            found += view
            if (view is ViewGroup) for (i in 0 until view.childCount) walk(view.getChildAt(i))
        }
        walk(activity.window.decorView)
        return found
    }

    /** The texts on screen, for failure messages. */
    fun describe(): String = shownViews().filterIsInstance<TextView>().map { it.text.toString() }.filter { it.isNotBlank() }.joinToString(" | ")

    /** The shown view of type [T] whose text is [text] (or, failing that, starts with it). */
    inline fun <reified T : TextView> find(text: String): T? {
        val candidates = shownViews().filterIsInstance<T>()
        return candidates.firstOrNull { it.text.toString() == text } ?: candidates.firstOrNull { it.text.toString().startsWith(text) }
    }

    /** Waits for the view of type [T] reading [text], and returns it. */
    inline fun <reified T : TextView> await(text: String, timeoutMs: Long = 60_000): T {
        waitFor("\"$text\" on screen", timeoutMs) { find<T>(text) != null }
        return find<T>(text)!!
    }

    /** The shown view of type [T] (the first). */
    inline fun <reified T : View> only(): T = shownViews().filterIsInstance<T>().firstOrNull() ?: throw AssertionError("no ${T::class.simpleName} on screen: ${describe()}")

    /** Taps the middle of [view] with a finger (the view must be on screen and enabled). */
    fun tap(view: View) {
        val (x, y) = inSight(view)
        tapAt(x, y)
    }

    /**
     * Holds a finger on the middle of [view] while [meanwhile] happens (the phone's clock
     * stopped but for what [meanwhile] lets pass), then lifts it.
     */
    fun hold(view: View, meanwhile: () -> Unit) {
        val (x, y) = inSight(view)
        val down = SystemClock.uptimeMillis()
        touch(down, MotionEvent.ACTION_DOWN, x, y)
        idle()
        meanwhile()
        touch(down, MotionEvent.ACTION_UP, x, y)
        idle()
    }

    /**
     * [view]'s middle in the window, once it can be touched: shown, enabled, and scrolled into
     * sight as a player would scroll what is below the fold.
     */
    private fun inSight(view: View): Pair<Float, Float> {
        check(view.isShown) { "not on screen: $view" }
        check(view.isEnabled) { "disabled: ${(view as? TextView)?.text ?: view}" }
        view.requestRectangleOnScreen(Rect(0, 0, view.width, view.height), true)
        settle()
        return centre(view)
    }

    /** Taps the button (or any text view) reading [text], once it is there. */
    fun tap(text: String) = tap(await<TextView>(text))

    /**
     * A finger down and up at ([x], [y]), 60 ms apart, in the Activity's window or in the one
     * [window] dispatches to (a dialog has a window of its own).
     */
    fun tapAt(x: Float, y: Float, window: (MotionEvent) -> Boolean = activity::dispatchTouchEvent) {
        val down = SystemClock.uptimeMillis()
        touch(down, MotionEvent.ACTION_DOWN, x, y, window)
        advance(TAP_MS)
        touch(down, MotionEvent.ACTION_UP, x, y, window)
        idle()
    }

    /** A tap on a view that tells a single tap from a double one: it waits the double tap out. */
    fun tapAndWait(x: Float, y: Float) {
        tapAt(x, y)
        advance(ViewConfiguration.getDoubleTapTimeout() + 50L)
    }

    /** A finger drawn from ([x0], [y0]) to ([x1], [y1]) in the window, over [ms]. */
    fun swipe(x0: Float, y0: Float, x1: Float, y1: Float, ms: Long) {
        val down = SystemClock.uptimeMillis()
        touch(down, MotionEvent.ACTION_DOWN, x0, y0)
        val steps = (ms / FRAME_MS).coerceAtLeast(2)
        for (i in 1..steps) {
            advance(ms / steps)
            val f = i.toFloat() / steps
            touch(down, MotionEvent.ACTION_MOVE, x0 + (x1 - x0) * f, y0 + (y1 - y0) * f)
        }
        touch(down, MotionEvent.ACTION_UP, x1, y1)
        idle()
    }

    /** A view's middle, in the window. */
    fun centre(view: View): Pair<Float, Float> {
        val (left, top) = origin(view)
        return left + view.width / 2f to top + view.height / 2f
    }

    /** [view]'s left and top in the window. */
    fun origin(view: View): Pair<Float, Float> {
        val at = IntArray(2)
        view.getLocationInWindow(at)
        return at[0].toFloat() to at[1].toFloat()
    }

    private fun touch(
        downTime: Long,
        action: Int,
        x: Float,
        y: Float,
        window: (MotionEvent) -> Boolean = activity::dispatchTouchEvent,
    ) {
        val event = MotionEvent.obtain(downTime, SystemClock.uptimeMillis(), action, x, y, 0)
        window(event)
        event.recycle()
    }

    /**
     * The screen drawn now by the native graphics runtime, written to
     * `target/screenshots/<configuration>/<name>.png` (once the round's table has turned to
     * its view), then checked by [ScreenChecks] (and, with [golden], against its golden
     * picture: [Golden]).
     */
    fun screenshot(name: String, check: Boolean = true, golden: Boolean = false): Bitmap {
        idle()
        // The picture is the view the player settles on, not the table half-way round.
        tableAtRest()
        val root = activity.window.decorView
        val bitmap = Bitmap.createBitmap(root.width, root.height, Bitmap.Config.ARGB_8888)
        root.draw(Canvas(bitmap))
        write(bitmap, name)
        // Checked after it is written, so that a failure's picture is there to look at.
        if (check) ScreenChecks.check(root, name)
        if (golden) Golden.check(bitmap, configuration(), name)
        return bitmap
    }

    /**
     * The whole of the scrolling screen's content (what the player sees by scrolling), written
     * as `<name>.png` beside the screenshots.
     */
    fun screenshotScrolled(name: String): Bitmap {
        idle()
        val content = only<ScrollView>().getChildAt(0)
        val bitmap = Bitmap.createBitmap(content.width, content.height, Bitmap.Config.ARGB_8888)
        val canvas = Canvas(bitmap)
        canvas.drawColor(activity.getColor(R.color.background))
        content.draw(canvas)
        write(bitmap, name)
        return bitmap
    }

    private fun write(bitmap: Bitmap, name: String) {
        val folder = File(System.getProperty("catapult.screenshots") ?: "target/screenshots", configuration())
        folder.mkdirs()
        File(folder, "$name.png").outputStream().use { bitmap.compress(Bitmap.CompressFormat.PNG, 100, it) }
    }

    /** The configuration's name: its size in dp and orientation. */
    fun configuration(): String {
        val c = activity.resources.configuration
        return "${c.screenWidthDp}x${c.screenHeightDp}dp"
    }

    /** The Activity made again, as after a rotation (its screen comes back from the saved state). */
    fun recreate() {
        activityController = activityController.recreate()
        idle()
    }

    /**
     * The app's process killed in the background and started again: the state Android saved
     * goes to a new Activity; everything in memory (the open history included) is gone.
     */
    fun restart() {
        val saved = Bundle()
        end(saved)
        activityController = start(activityController.intent, saved)
    }

    /** The app closed for good, with its history. */
    override fun close() = end()

    /** The Activity ended (its state saved into [saved], if given) and the history closed. */
    private fun end(saved: Bundle? = null) {
        if (!activity.isDestroyed) {
            activityController.pause()
            if (saved != null) activityController.saveInstanceState(saved)
            activityController.stop().destroy()
        }
        idle()
        runBlocking { History.close() }
    }

    /** Starting the app. */
    companion object {
        /** One frame at 60 Hz, ms. */
        const val FRAME_MS = 16L

        /** How long a finger rests on the glass in a tap, ms. */
        const val TAP_MS = 60L

        /**
         * The app launched from its icon, on a phone with motion sensors; new games are
         * shuffled by [seed] (null: by the core, at random).
         */
        fun launch(seed: Long? = 1L): Phone {
            addMotionSensors()
            val intent = Intent(RuntimeEnvironment.getApplication(), MainActivity::class.java)
            if (seed != null) intent.putExtra(MainActivity.EXTRA_SEED, seed)
            return Phone(start(intent, null))
        }

        private fun start(intent: Intent, saved: Bundle?): ActivityController<MainActivity> {
            val controller = Robolectric.buildActivity(MainActivity::class.java, intent)
            if (saved == null) controller.setup() else controller.setup(saved)
            shadowOf(Looper.getMainLooper()).idle()
            return controller
        }

        /** The three sensors the flick reads, as a phone with a gyroscope has them. */
        private fun addMotionSensors() {
            val manager = RuntimeEnvironment.getApplication().getSystemService(SensorManager::class.java)
            for (type in listOf(Sensor.TYPE_LINEAR_ACCELERATION, Sensor.TYPE_GYROSCOPE, Sensor.TYPE_GAME_ROTATION_VECTOR)) {
                if (manager.getDefaultSensor(type) == null) shadowOf(manager).addSensor(SensorBuilder.newBuilder().setType(type).build())
            }
        }
    }
}
