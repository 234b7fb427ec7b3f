package app.catapult.android.screens.practice

import android.graphics.Typeface
import android.os.Build
import android.view.View
import android.widget.Button
import android.widget.LinearLayout
import android.widget.RadioGroup
import app.catapult.android.R
import app.catapult.android.logic.PracticeAdapter
import app.catapult.android.screens.game.holdButton
import app.catapult.android.sensors.AndroidMotionSource
import app.catapult.android.ui.Haptics
import app.catapult.android.ui.ScreenHost
import app.catapult.android.ui.Ui
import app.catapult.core.CatapultException
import app.catapult.core.FlickSensitivity
import app.catapult.core.PracticeLaunch
import app.catapult.core.PracticeReport
import app.catapult.core.TraceLabelChoice
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.SupervisorJob
import kotlinx.coroutines.cancel
import kotlinx.coroutines.launch
import kotlinx.coroutines.withContext
import kotlin.math.abs

/**
 * Practice flicks, from the home screen ([app.catapult.android.screens.PracticeScreen]) or
 * before a player's first hurl (over the game screen): the flick's button on the same sensors
 * as a round's ([holdButton], [AndroidMotionSource]), then the core's report — its headline
 * and advice, the launch's numbers and the arc from the side ([ArcView]) — or why nothing
 * launched, in the core's words. The sensitivity chooser lists the core's settings with their
 * explanations; a change goes to the next attempt and to [onSensitivity] (in a game, the
 * seat's). "Save this flick" shares the last attempt as a trace file (the phone's model only),
 * labelled by the player. [done], when given, is the button back to the game.
 */
class PracticePanel(
    private val activity: ScreenHost,
    motion: AndroidMotionSource,
    sensitivity: FlickSensitivity,
    title: String,
    private val onSensitivity: (FlickSensitivity) -> Unit = {},
    done: Pair<String, () -> Unit>? = null,
) : AutoCloseable {
    private val scope = CoroutineScope(activity.scope.coroutineContext + SupervisorJob())
    private val confirmed: Runnable = Runnable { adapter.release()?.let(::show) }
    private val adapter: PracticeAdapter = PracticeAdapter(motion, sensitivity, onConfirmed = { view.post(confirmed) })
    private val ready = activity.getString(if (motion.isAvailable) R.string.practice_ready else R.string.practice_no_sensors)
    private var label: TraceLabelChoice = PracticeAdapter.labels.first()

    private val status = Ui.text(activity, ready, sp = 15f).apply {
        accessibilityLiveRegion = View.ACCESSIBILITY_LIVE_REGION_POLITE
    }
    private val headline = Ui.text(activity, "", sp = 20f).apply {
        typeface = Typeface.DEFAULT_BOLD
        accessibilityLiveRegion = View.ACCESSIBILITY_LIVE_REGION_POLITE
    }
    private val advice = Ui.text(activity, "", sp = 15f)
    private val numbers = Ui.text(activity, "", sp = 14f)
    private val arc = ArcView(activity)
    private val report = Ui.column(activity, padding = 0f).apply {
        visibility = View.GONE
        addView(headline)
        addView(advice)
        addView(arc, LinearLayout.LayoutParams(LinearLayout.LayoutParams.MATCH_PARENT, Ui.px(activity, ARC_DP)))
        addView(numbers)
    }
    private val saving = Ui.column(activity, padding = 0f).apply { visibility = View.GONE }

    private val hold: Button = holdButton(
        activity,
        activity.getString(R.string.aim_hold),
        activity.getString(R.string.practice_hold_description),
        press = {
            status.text = activity.getString(R.string.aim_flick_now)
            adapter.press()
        },
        release = { adapter.release()?.let(::show) },
        cancel = {
            adapter.cancel()
            status.text = ready
        },
    ).apply { isEnabled = motion.isAvailable }

    /** The panel's views, scrolling. */
    val view: View = Ui.scrolling(
        Ui.column(activity).apply {
            setBackgroundColor(activity.getColor(R.color.background))
            addView(Ui.title(activity, title))
            // In a game, the way back stays in sight above the fold.
            done?.let { (text, back) -> addView(Ui.button(activity, text) { back() }, Ui.wide(activity)) }
            addView(Ui.text(activity, activity.getString(R.string.practice_intro), sp = 15f), Ui.wide(activity, top = 4f))
            addView(hold, LinearLayout.LayoutParams(LinearLayout.LayoutParams.MATCH_PARENT, Ui.px(activity, HOLD_DP)).apply {
                topMargin = Ui.px(activity, 8f)
            })
            addView(status, Ui.wide(activity, top = 4f))
            addView(report, Ui.wide(activity, top = 4f))
            addView(Ui.text(activity, activity.getString(R.string.practice_sensitivity), sp = 18f), Ui.wide(activity, top = 12f))
            addView(sensitivities(sensitivity))
            addView(saving.apply { save() }, Ui.wide(activity, top = 12f))
        },
    )

    /** The last attempt's report (the tests read it). */
    val lastReport: PracticeReport? get() = adapter.lastReport

    /** The core's three settings, each with its one line; the one in use is checked. */
    private fun sensitivities(chosen: FlickSensitivity): RadioGroup = RadioGroup(activity).apply {
        for (choice in PracticeAdapter.sensitivities) {
            addView(Ui.radio(activity, choice.label).apply {
                id = View.generateViewId()
                isChecked = choice.sensitivity == chosen
                contentDescription = activity.getString(R.string.practice_sensitivity_description, choice.label, choice.explanation)
                setOnClickListener {
                    if (adapter.sensitivity == choice.sensitivity) return@setOnClickListener
                    adapter.sensitivity = choice.sensitivity
                    onSensitivity(choice.sensitivity)
                }
            })
            addView(Ui.text(activity, choice.explanation, sp = 14f).apply {
                setPadding(Ui.px(activity, 32f), 0, 0, Ui.px(activity, 4f))
                importantForAccessibility = View.IMPORTANT_FOR_ACCESSIBILITY_NO
            })
        }
    }

    /** "Save this flick": what the motion was, and the button that shares it. */
    private fun LinearLayout.save() {
        addView(Ui.text(activity, activity.getString(R.string.practice_save_title), sp = 18f))
        addView(Ui.text(activity, activity.getString(R.string.practice_save_hint), sp = 14f))
        addView(Ui.row(activity).apply {
            val labels = PracticeAdapter.labels
            addView(Ui.choice(activity, labels.map { it.words }, 0, activity.getString(R.string.practice_save_label_description)) {
                label = labels[it]
            }, Ui.weighted())
            addView(Ui.button(activity, activity.getString(R.string.practice_save)) { share() }, Ui.weighted())
        })
    }

    private fun show(result: PracticeReport) {
        if (result.launched) Haptics.tick(view) else Haptics.miss(view)
        status.text = ready
        headline.text = result.headline
        advice.text = result.advice
        val launch = result.launch
        numbers.text = launch?.let(::numbersOf).orEmpty()
        numbers.visibility = if (launch == null) View.GONE else View.VISIBLE
        arc.visibility = if (result.arc.isEmpty()) View.GONE else View.VISIBLE
        if (result.arc.isNotEmpty()) arc.show(result.arc)
        report.visibility = View.VISIBLE
        saving.visibility = View.VISIBLE
    }

    private fun numbersOf(launch: PracticeLaunch): String {
        val aim = launch.aimDegrees
        val side = when {
            abs(aim) < HALF_DEGREE -> activity.getString(R.string.practice_aim_straight)
            aim > 0 -> activity.getString(R.string.practice_aim_left, aim)
            else -> activity.getString(R.string.practice_aim_right, -aim)
        }
        return activity.getString(
            R.string.practice_numbers,
            launch.speedMPerS, side, launch.elevationDegrees, launch.handSpeedMPerS, launch.distanceM,
        )
    }

    /** Shares the last attempt as a trace file (made off the UI thread); a refusal is the core's sentence. */
    private fun share() {
        val label = label
        scope.launch {
            withContext(Dispatchers.Default) { adapter.trace(Build.MODEL.orEmpty(), label.label) }
                .onSuccess {
                    activity.share(it, activity.getString(R.string.practice_share_subject, label.words), TRACE_TYPE)
                }
                .onFailure { e -> status.text = (e as? CatapultException)?.let(activity.texts::sentence) ?: e.message.orEmpty() }
        }
    }

    /** The Activity paused, or the panel is going: no sensor runs, no flick is shown later. */
    fun onPause() {
        view.removeCallbacks(confirmed)
        adapter.cancel()
        hold.isPressed = false
        status.text = ready
    }

    override fun close() {
        onPause()
        scope.cancel()
        adapter.close()
    }

    private companion object {
        /** The flick button's height, dp (as big as the round's). */
        const val HOLD_DP = 96f

        /** The side view's height, dp. */
        const val ARC_DP = 96f

        /** An aim closer than this to straight ahead reads "straight", degrees. */
        const val HALF_DEGREE = 0.5

        /** A trace file's type: the CSV of tests/traces. */
        const val TRACE_TYPE = "text/csv"
    }
}
