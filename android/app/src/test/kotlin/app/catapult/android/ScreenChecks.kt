package app.catapult.android

import android.graphics.Rect
import android.view.View
import android.view.ViewGroup
import android.widget.CompoundButton
import android.widget.EditText
import android.widget.HorizontalScrollView
import android.widget.ScrollView
import android.widget.SeekBar
import android.widget.Spinner
import android.widget.TextView

/**
 * What a player would see wrong on a laid-out screen, found in the real view tree (this
 * replaces guessing sizes from the source text):
 * - something to tap (a click listener, a button, a switch, a field, a slider) without a
 *   name for TalkBack (text or content description), or smaller than 48 dp either way;
 * - a text with no room: 0 px wide or tall, cut short (its lines taller than the view, or
 *   ellipsized), or still holding a format placeholder (`%1$s`);
 * - a view off the screen, or cut by a parent that cannot scroll to it.
 */
object ScreenChecks {
    /** The smallest touch target, dp (Android's accessibility guideline). */
    private const val TOUCH_TARGET_DP = 48f

    private val placeholder = Regex("%(\\d+\\$)?[sdf]")

    /** Fails with every problem of the screen [root] shows, named [screen]. */
    fun check(root: View, screen: String) {
        val problems = problems(root)
        if (problems.isNotEmpty()) throw AssertionError("$screen: ${problems.size} problem(s):\n" + problems.joinToString("\n") { "  - $it" })
    }

    /** The problems of the screen [root] shows, in words. */
    fun problems(root: View): List<String> {
        val found = mutableListOf<String>()
        val density = root.resources.displayMetrics.density
        val window = Rect(0, 0, root.width, root.height)
        fun walk(view: View) {
            if (!view.isShown) return
            val name = name(view)
            if (isTarget(view)) {
                if (name.isBlank()) found += "${kind(view)} with neither text nor a content description"
                val w = view.width / density
                val h = view.height / density
                if (w < TOUCH_TARGET_DP - 0.5f || h < TOUCH_TARGET_DP - 0.5f) found += "${kind(view)} \"$name\" is ${w.toInt()}×${h.toInt()} dp, under 48 dp"
            }
            if (view is TextView && view.text.isNotEmpty()) textProblem(view)?.let { found += "${kind(view)} \"${view.text}\": $it" }
            if (view.width > 0 && view.height > 0 && !scrollsInto(view)) {
                val rect = windowRect(view)
                if (!window.contains(rect)) found += "${kind(view)} \"$name\" is off the screen: $rect in $window"
                else clippedBy(view, rect)?.let { found += "${kind(view)} \"$name\" is cut by its parent: $it" }
            }
            if (view is ViewGroup) for (i in 0 until view.childCount) walk(view.getChildAt(i))
        }
        walk(root)
        return found
    }

    /** Whether a finger is meant to act on [view]. */
    private fun isTarget(view: View): Boolean = view.isEnabled && (
        view.hasOnClickListeners() || view is CompoundButton || view is EditText || view is Spinner || view is SeekBar ||
            (view is TextView && view.isClickable)
        )

    /** What TalkBack reads for [view]. */
    private fun name(view: View): String = view.contentDescription?.toString() ?: (view as? TextView)?.text?.toString().orEmpty()

    private fun kind(view: View): String = view.javaClass.simpleName

    private fun textProblem(view: TextView): String? {
        if (placeholder.containsMatchIn(view.text)) return "an unfilled placeholder"
        if (view.width == 0 || view.height == 0) return "no room (${view.width}×${view.height} px)"
        val layout = view.layout ?: return null
        for (line in 0 until layout.lineCount) {
            if (layout.getEllipsisCount(line) > 0) return "cut short with an ellipsis"
        }
        val room = view.height - view.compoundPaddingTop - view.compoundPaddingBottom
        if (view.maxLines == Int.MAX_VALUE && layout.height > room + 1) return "${layout.lineCount} lines need ${layout.height} px, the view has $room"
        // A line may run into the padding (text measures differ by a pixel or two); past the
        // view's edge it is cut.
        val across = view.width - view.compoundPaddingLeft
        val widest = (0 until layout.lineCount).maxOfOrNull { line ->
            // The ink of the line: a line's width may count the space it broke at.
            val text = view.text.subSequence(layout.getLineStart(line), layout.getLineEnd(line)).toString().trimEnd()
            view.paint.measureText(text)
        } ?: 0f
        if (widest > across + 1) return "a line needs ${widest.toInt()} px across, the view has $across"
        return null
    }

    /** Whether a scrolling parent can bring [view] into sight. */
    private fun scrollsInto(view: View): Boolean {
        var parent = view.parent
        while (parent is View) {
            if (parent is ScrollView || parent is HorizontalScrollView) return true
            parent = parent.parent
        }
        return false
    }

    private fun windowRect(view: View): Rect {
        val at = IntArray(2)
        view.getLocationInWindow(at)
        return Rect(at[0], at[1], at[0] + view.width, at[1] + view.height)
    }

    /** The parent that cuts [rect] (of [view]) short, if one does. */
    private fun clippedBy(view: View, rect: Rect): String? {
        var parent = view.parent
        while (parent is ViewGroup) {
            val bounds = windowRect(parent)
            if (!bounds.contains(rect)) return "${kind(parent)} at $bounds, the view at $rect"
            parent = parent.parent
        }
        return null
    }
}
