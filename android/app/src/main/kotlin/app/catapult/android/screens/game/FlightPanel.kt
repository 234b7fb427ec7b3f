package app.catapult.android.screens.game

import android.animation.TimeAnimator
import android.view.View
import app.catapult.android.R
import app.catapult.android.board.TableView
import app.catapult.android.logic.FlightPlayback
import app.catapult.android.logic.GameController
import app.catapult.android.logic.GameStage
import app.catapult.android.ui.Haptics
import app.catapult.android.ui.ScreenHost
import app.catapult.android.ui.Ui
import app.catapult.core.HurlFlight
import app.catapult.core.PlayerView

/**
 * A token flies: the core's frames played in real time on the table. The catcher (the core's
 * catch stage: a person here catches) taps the table to grab it: the time since the animation
 * started is the catch time after the release. A buzz when the token first hits something.
 * When the flight ends: a flight only watched goes on by itself; a catcher who did not tap is
 * asked to confirm.
 */
class FlightPanel private constructor(
    private val activity: ScreenHost,
    private val flight: HurlFlight,
    private val catcher: PlayerView?,
    title: String,
    private val controller: GameController,
    private val table: TableView,
) : Panel {
    private val playback = FlightPlayback(flight)
    private var animator: TimeAnimator? = null
    private var buzzed = false
    private var done = false
    private var seconds = 0.0
    private val goOn = Runnable { finish(caught = false) }

    override val view: View = Ui.column(activity, padding = 8f).apply {
        addView(Ui.text(activity, title, sp = 18f))
        addView(Controls.row(
            activity,
            Ui.button(activity, activity.getString(R.string.flight_replay)) { start() },
            Ui.button(activity, activity.getString(if (catcher != null) R.string.flight_no_catch else R.string.flight_go_on)) { finish(caught = false) },
        ))
    }

    init {
        table.onTap = {
            if (catcher != null && !done) {
                Haptics.hit(table)
                done = true
                animator?.cancel()
                controller.catchAt(seconds)
            }
        }
        if (catcher != null) table.contentDescription = activity.getString(R.string.flight_catch_description)
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
                table.showFrame(playback.frameAt(seconds), flight)
                val hit = playback.firstHit
                if (!buzzed && hit != null && seconds >= hit) {
                    buzzed = true
                    Haptics.hit(table)
                }
                if (playback.isOver(seconds)) {
                    animation.cancel()
                    if (catcher == null) {
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
        if (catcher == null) controller.flightSeen() else controller.catchAt(if (caught) seconds else null)
    }

    /** The two ways a flight is shown. */
    companion object {
        /** How long the landed token stays on screen before the game goes on, ms. */
        private const val AFTER_LANDING_MS = 900L

        /** The core's catch: [GameStage.Catch.player] taps to catch the flight. */
        fun catching(activity: ScreenHost, stage: GameStage.Catch, controller: GameController, table: TableView) =
            FlightPanel(activity, stage.flight, stage.player, activity.getString(R.string.flight_catch, stage.player.name), controller, table)

        /** A flight nobody here catches, watched with what its move said. */
        fun watching(activity: ScreenHost, stage: GameStage.Flight, controller: GameController, table: TableView) =
            FlightPanel(
                activity, stage.flight, null,
                stage.message?.let(activity.texts::message) ?: activity.getString(R.string.flight_watch, stage.hurler.name),
                controller, table,
            )
    }
}
