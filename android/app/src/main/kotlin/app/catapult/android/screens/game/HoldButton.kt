package app.catapult.android.screens.game

import android.annotation.SuppressLint
import android.content.Context
import android.view.MotionEvent
import android.widget.Button
import app.catapult.android.Ui

/**
 * The flick's button, the same in a round and on the practice screen: pressing it runs
 * [press] (the sensors start), lifting the finger runs [release], and a touch the system takes
 * away (a scroll, a notification) runs [cancel]. The controls scroll, so a press keeps the
 * flick from being taken for a scroll.
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
