package app.catapult.android.screens.game

import android.view.View
import android.widget.Button
import android.widget.LinearLayout
import app.catapult.android.R
import app.catapult.android.logic.FlickAdapter
import app.catapult.android.logic.FlickOutcome
import app.catapult.android.logic.GameController
import app.catapult.android.logic.GameStage
import app.catapult.android.logic.PracticeAdapter
import app.catapult.android.sensors.AndroidMotionSource
import app.catapult.android.ui.Haptics
import app.catapult.android.ui.ScreenHost
import app.catapult.android.ui.Ui
import app.catapult.core.FlickDetector
import app.catapult.core.FlickResult
import app.catapult.core.SwipeInput
import app.catapult.core.howToFlick

/**
 * Aiming: hold the phone still, press and hold the big button (the sensors start), flick toward
 * the board (the core's [howToFlick] says how, and how to raise or flatten the arc). The token flies as soon as the core's detector recognises the flick
 * (as FLICK.md asks), or when the button is let go if the flick only completes then; letting
 * go stops the sensors. Or swipe up on the pad; or, with TalkBack, a straight hurl. A failed
 * attempt says why, in the core's words, and can be tried again. The hurl itself (its physics,
 * the history's write) is made off the UI thread; meanwhile further flicks and swipes are
 * dropped. The flick is read with the hurler's sensitivity (the stage's, from the core).
 *
 * With [offer] (the core offers practice before a seat's first hurl, and the player has not
 * answered yet), the panel first asks: "Practise first" or "Hurl now"; [answer] hears which
 * (true: practise).
 */
class AimPanel(
    private val activity: ScreenHost,
    private val stage: GameStage.Hurl,
    private val controller: GameController,
    motion: AndroidMotionSource,
    offer: Boolean,
    private val answer: (practise: Boolean) -> Unit,
) : Panel {
    private var closed = false
    private val sensorsAvailable = motion.isAvailable
    private val flick: FlickAdapter = FlickAdapter(motion, FlickDetector.withSensitivity(stage.sensitivity), onDetected = { detected(it) })

    /**
     * Whether a launch may still go: no hurl is under way and the stage is still this one (a
     * hurl that flew moves the game on; a refused one leaves the stage, to try again).
     */
    private val canHurl: Boolean get() = !closed && !controller.moving.value && controller.stage.value == stage

    /** Flicks recognised on the sensor thread, waiting to be launched on the UI thread. */
    private val pending = mutableListOf<Runnable>()
    private val ready = activity.getString(if (sensorsAvailable) R.string.aim_ready else R.string.aim_no_sensors)
    private val status = Ui.text(activity, ready, sp = 15f)

    private val hold: Button = holdButton(
        activity,
        activity.getString(R.string.aim_hold),
        activity.getString(R.string.aim_hold_description),
        press = {
            status.text = activity.getString(R.string.aim_flick_now)
            flick.press()
        },
        release = { if (canHurl) launch(flick.release()) else flick.cancel() },
        cancel = {
            flick.cancel()
            status.text = ready
        },
    ).apply { isEnabled = sensorsAvailable }

    /** The hurl's controls (hidden while practice is offered). */
    private val aiming = Ui.column(activity, padding = 0f).apply {
        addView(status)
        // The two ways to hurl side by side, in sight without scrolling; how to flick below.
        addView(Ui.row(activity).apply {
            val tall = Ui.px(activity, PAD_DP)
            addView(hold, LinearLayout.LayoutParams(0, tall, 1f))
            addView(SwipePad(activity) { launch(flick.swipe(it)) }, LinearLayout.LayoutParams(0, tall, 1f).apply {
                marginStart = Ui.px(activity, 8f)
            })
        }, Ui.wide(activity, top = 4f))
        addView(Ui.button(activity, activity.getString(R.string.aim_straight), activity.getString(R.string.aim_straight_description)) {
            launch(flick.swipe(STRAIGHT))
        }, Ui.wide(activity, top = 4f))
        if (sensorsAvailable) addView(Ui.text(activity, howToFlick(), sp = 14f), Ui.wide(activity, top = 4f))
    }

    /** Before the first hurl: practise first, or hurl now. */
    private val offering = Ui.column(activity, padding = 0f).apply {
        val setting = PracticeAdapter.sensitivities.firstOrNull { it.sensitivity == stage.sensitivity }?.label.orEmpty()
        addView(Ui.text(activity, activity.getString(R.string.aim_offer, stage.player.name), sp = 15f))
        addView(Ui.text(activity, activity.getString(R.string.aim_offer_setting, setting), sp = 14f))
        addView(Ui.row(activity).apply {
            addView(Ui.button(activity, activity.getString(R.string.aim_offer_practise)) { choose(practise = true) }, Ui.weighted())
            addView(Ui.button(activity, activity.getString(R.string.aim_offer_hurl)) { choose(practise = false) }, Ui.weighted())
        }, Ui.wide(activity, top = 4f))
    }

    override val view: View = Ui.column(activity, padding = 8f).apply {
        addView(Ui.text(activity, activity.getString(R.string.aim_title, stage.player.name, stage.token.name), sp = 18f))
        addView(Ui.text(activity, stage.token.rule, sp = 14f))
        // Knock-out and seduction: where the others' followers stand, nearest first.
        if (stage.aims.isNotEmpty()) {
            addView(Ui.text(activity, activity.getString(R.string.aim_followers), sp = 14f))
            for (line in stage.aims.take(SHOWN_AIMS)) addView(Ui.text(activity, line, sp = 13f))
        }
        addView(offering, Ui.wide(activity, top = 4f))
        addView(aiming, Ui.wide(activity))
        offering.visibility = if (offer) View.VISIBLE else View.GONE
        aiming.visibility = if (offer) View.GONE else View.VISIBLE
    }

    private fun choose(practise: Boolean) {
        offering.visibility = View.GONE
        aiming.visibility = View.VISIBLE
        answer(practise)
    }

    /** A flick was recognised while the button is held (called on the sensor thread): it flies. */
    private fun detected(result: FlickResult) {
        val run = object : Runnable {
            override fun run() {
                synchronized(pending) { pending.remove(this) }
                if (!canHurl) return
                Haptics.tick(view)
                flick.cancel()
                launch(FlickOutcome.Launched(result))
            }
        }
        synchronized(pending) {
            if (closed) return
            pending += run
        }
        view.post(run)
    }

    private fun launch(outcome: FlickOutcome) {
        if (!canHurl) return
        when (outcome) {
            is FlickOutcome.Launched -> {
                status.text = activity.getString(R.string.aim_release)
                controller.hurl(outcome.result.launch)
            }
            is FlickOutcome.NoFlick -> {
                status.text = activity.getString(R.string.aim_no_flick, outcome.reason)
                Haptics.miss(view)
            }
        }
    }

    override fun onPause() {
        flick.cancel()
        hold.isPressed = false
        // A flick recognised just before the pause is not launched behind the player's back.
        val waiting = synchronized(pending) { pending.toList().also { pending.clear() } }
        for (run in waiting) view.removeCallbacks(run)
    }

    override fun close() {
        synchronized(pending) { closed = true }
        onPause()
        flick.close()
    }

    private companion object {
        /** A steady swipe straight up half the screen: a medium hurl straight at the table's centre. */
        val STRAIGHT = SwipeInput(180.0, 560.0, 180.0, 260.0, 0.3, 640.0)
    }
}

/** The height of the flick button and the swipe pad, dp. */
private const val PAD_DP = 96f

/** How many followers the aim panel lists, nearest first (the panel must leave room to aim). */
private const val SHOWN_AIMS = 4
