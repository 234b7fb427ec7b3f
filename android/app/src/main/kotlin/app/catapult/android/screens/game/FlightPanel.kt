package app.catapult.android.screens.game

import android.animation.TimeAnimator
import android.view.View
import app.catapult.android.Haptics
import app.catapult.android.MainActivity
import app.catapult.android.R
import app.catapult.android.Ui
import app.catapult.android.board.TableView
import app.catapult.android.logic.FlightPlayback
import app.catapult.android.logic.GameController
import app.catapult.android.logic.GameStage

/**
 * A token flies: the core's frames played in real time on the table. The catcher (if a
 * person here catches) taps the table to grab it: the time since the animation started is the
 * catch time after the release. A buzz when the token first hits something. When the flight
 * ends: nobody to catch goes on by itself; a catcher who did not tap is asked to confirm.
 */
class FlightPanel(
    private val activity: MainActivity,
    private val stage: GameStage.Flight,
    private val controller: GameController,
    private val table: TableView,
) : Panel {
    private val playback = FlightPlayback(stage.flight)
    private var animator: TimeAnimator? = null
    private var buzzed = false
    private var done = false
    private var seconds = 0.0
    private val goOn = Runnable { finish(caught = false) }

    override val view: View = Ui.column(activity, padding = 8f).apply {
        val catcher = stage.catcher
        addView(
            Ui.text(
                activity,
                if (catcher != null) activity.getString(R.string.flight_catch, catcher.name) else activity.getString(R.string.flight_watch, stage.hurler.name),
                sp = 18f,
            ),
        )
        addView(Controls.row(
            activity,
            Ui.button(activity, activity.getString(R.string.flight_replay)) { start() },
            Ui.button(activity, activity.getString(if (catcher != null) R.string.flight_no_catch else R.string.flight_go_on)) { finish(caught = false) },
        ))
    }

    init {
        table.onTap = {
            if (stage.catcher != null && !done) {
                Haptics.hit(table)
                done = true
                animator?.cancel()
                controller.catchAt(seconds)
            }
        }
        if (stage.catcher != null) table.contentDescription = activity.getString(R.string.flight_catch_description)
    }

    override fun onResume() = start()

    override fun onPause() {
        animator?.cancel()
        animator = null
        table.removeCallbacks(goOn)
    }

    override fun close() {
        onPause()
        done = true
        table.onTap = null
        table.showFrame(null, null)
    }

    private fun start() {
        table.removeCallbacks(goOn)
        animator?.cancel()
        buzzed = false
        seconds = 0.0
        animator = TimeAnimator().apply {
            setTimeListener { animation, total, _ ->
                seconds = total / 1000.0
                table.showFrame(playback.frameAt(seconds), stage.flight)
                val hit = playback.firstHit
                if (!buzzed && hit != null && seconds >= hit) {
                    buzzed = true
                    Haptics.hit(table)
                }
                if (playback.isOver(seconds)) {
                    animation.cancel()
                    if (stage.catcher == null) {
                        table.removeCallbacks(goOn)
                        table.postDelayed(goOn, AFTER_LANDING_MS)
                    }
                }
            }
            start()
        }
    }

    private fun finish(caught: Boolean) {
        if (done) return
        done = true
        animator?.cancel()
        if (stage.catcher == null) controller.flightSeen() else controller.catchAt(if (caught) seconds else null)
    }

    private companion object {
        /** How long the landed token stays on screen before the game goes on, ms. */
        const val AFTER_LANDING_MS = 900L
    }
}
