package app.catapult.android.screens.game

import android.annotation.SuppressLint
import android.content.Context
import android.content.res.ColorStateList
import android.graphics.Typeface
import android.graphics.drawable.GradientDrawable
import android.graphics.drawable.StateListDrawable
import android.util.TypedValue
import android.view.MotionEvent
import android.widget.Button
import app.catapult.android.R
import app.catapult.android.ui.Ui

/**
 * The flick's button, the same in a round and on the practice screen: pressing it runs
 * [press] (the sensors start), lifting the finger runs [release], and a touch the system takes
 * away (a scroll, a notification) runs [cancel]. The controls scroll, so a press keeps the
 * flick from being taken for a scroll. It stands out from the screen's other buttons in the
 * app's colour, and lights up in the accent colour while held: the phone is listening then.
 */
@SuppressLint("ClickableViewAccessibility")
fun holdButton(
    context: Context,
    label: CharSequence,
    description: CharSequence,
    press: () -> Unit,
    release: () -> Unit,
    cancel: () -> Unit,
): Button = Ui.button(context, label, description) {}.apply {
    // Turned off (no motion sensors) it must not look ready: the framework's muted grey then.
    background = StateListDrawable().apply {
        addState(intArrayOf(-android.R.attr.state_enabled), rounded(context, R.color.hold_disabled))
        addState(intArrayOf(android.R.attr.state_pressed), rounded(context, R.color.accent))
        addState(intArrayOf(), rounded(context, R.color.primary))
    }
    // The screen's background colour reads on both: light on the day's dark blue and orange,
    // dark on the night's light ones; the screen's text colour on the muted grey.
    setTextColor(
        ColorStateList(
            arrayOf(intArrayOf(-android.R.attr.state_enabled), intArrayOf()),
            intArrayOf(context.getColor(R.color.text), context.getColor(R.color.background)),
        ),
    )
    setTextSize(TypedValue.COMPLEX_UNIT_SP, 19f)
    typeface = Typeface.DEFAULT_BOLD
    setOnTouchListener { button, event ->
        when (event.actionMasked) {
            MotionEvent.ACTION_DOWN -> {
                button.parent?.requestDisallowInterceptTouchEvent(true)
                button.isPressed = true
                press()
            }
            MotionEvent.ACTION_UP -> {
                button.isPressed = false
                release()
            }
            MotionEvent.ACTION_CANCEL -> {
                button.isPressed = false
                cancel()
            }
        }
        true
    }
}

/** A rounded rectangle filled with the colour [colour]. */
private fun rounded(context: Context, colour: Int): GradientDrawable = GradientDrawable().apply {
    cornerRadius = Ui.px(context, 12f).toFloat()
    setColor(context.getColor(colour))
}
