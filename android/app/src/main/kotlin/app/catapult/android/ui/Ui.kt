package app.catapult.android.ui

import android.content.Context
import android.graphics.Typeface
import android.util.TypedValue
import android.view.Gravity
import android.view.View
import android.view.ViewGroup
import android.widget.AdapterView
import android.widget.ArrayAdapter
import android.widget.Button
import android.widget.LinearLayout
import android.widget.RadioButton
import android.widget.ScrollView
import android.widget.Spinner
import android.widget.Switch
import android.widget.TextView
import app.catapult.android.R

/**
 * Small builders for the screens' framework views (no layouts, no AndroidX): every screen is
 * made in code from these, with sizes in dp and text from string resources.
 */
object Ui {
    /** The smallest thing a finger should have to hit, dp (Android's accessibility guideline). */
    const val TOUCH_TARGET_DP = 48f

    /** [dp] density-independent pixels in pixels. */
    fun px(context: Context, dp: Float): Int =
        TypedValue.applyDimension(TypedValue.COMPLEX_UNIT_DIP, dp, context.resources.displayMetrics).toInt()

    /** A vertical column with [padding] dp all round. */
    fun column(context: Context, padding: Float = 16f): LinearLayout = LinearLayout(context).apply {
        orientation = LinearLayout.VERTICAL
        val p = px(context, padding)
        setPadding(p, p, p, p)
    }

    /** A horizontal row, children centred vertically. */
    fun row(context: Context): LinearLayout = LinearLayout(context).apply {
        orientation = LinearLayout.HORIZONTAL
        gravity = Gravity.CENTER_VERTICAL
    }

    /** [content] in a vertical scroll view. */
    fun scrolling(content: View): ScrollView = ScrollView(content.context).apply {
        isFillViewport = true
        addView(content)
    }

    /** A screen title. */
    fun title(context: Context, text: CharSequence): TextView = TextView(context).apply {
        this.text = text
        setTextSize(TypedValue.COMPLEX_UNIT_SP, 26f)
        setTextColor(context.getColor(R.color.text))
        typeface = Typeface.DEFAULT_BOLD
        setPadding(0, 0, 0, px(context, 12f))
        isFocusable = true
        accessibilityHeading()
    }

    /** A paragraph of text, [sp] large. */
    fun text(context: Context, text: CharSequence, sp: Float = 17f): TextView = TextView(context).apply {
        this.text = text
        setTextSize(TypedValue.COMPLEX_UNIT_SP, sp)
        setTextColor(context.getColor(R.color.text))
        setPadding(0, px(context, 4f), 0, px(context, 4f))
    }

    /**
     * A button reading [label]; TalkBack reads [description] when given (for buttons whose
     * label alone does not say what they do).
     */
    fun button(
        context: Context,
        label: CharSequence,
        description: CharSequence? = null,
        onClick: () -> Unit,
    ): Button = Button(context).apply {
        text = label
        isAllCaps = false
        minHeight = px(context, TOUCH_TARGET_DP)
        if (description != null) contentDescription = description
        setOnClickListener { onClick() }
    }

    /** An on/off switch reading [label], as tall as a finger needs (48 dp). */
    fun switch(context: Context, label: CharSequence): Switch = Switch(context).apply {
        text = label
        minHeight = px(context, TOUCH_TARGET_DP)
    }

    /** A choice among others reading [label], as tall as a finger needs (48 dp). */
    fun radio(context: Context, label: CharSequence): RadioButton = RadioButton(context).apply {
        text = label
        minHeight = px(context, TOUCH_TARGET_DP)
    }

    /**
     * A drop-down choice among [items] with [selected] picked, as tall as a finger needs;
     * TalkBack reads [description]; [onPick] hears the index picked (also the first one, as
     * the framework reports it once laid out).
     */
    fun choice(
        context: Context,
        items: List<String>,
        selected: Int,
        description: CharSequence,
        onPick: (Int) -> Unit,
    ): Spinner = Spinner(context).apply {
        adapter = ArrayAdapter(context, android.R.layout.simple_spinner_item, items).apply {
            setDropDownViewResource(android.R.layout.simple_spinner_dropdown_item)
        }
        minimumHeight = px(context, TOUCH_TARGET_DP)
        setSelection(selected)
        contentDescription = description
        onItemSelectedListener = object : AdapterView.OnItemSelectedListener {
            override fun onItemSelected(parent: AdapterView<*>?, view: View?, position: Int, id: Long) = onPick(position)

            override fun onNothingSelected(parent: AdapterView<*>?) = Unit
        }
    }

    /** Layout parameters: full width, wrapped height, with [top] dp above. */
    fun wide(context: Context, top: Float = 0f): LinearLayout.LayoutParams =
        LinearLayout.LayoutParams(ViewGroup.LayoutParams.MATCH_PARENT, ViewGroup.LayoutParams.WRAP_CONTENT).apply {
            topMargin = px(context, top)
        }

    /**
     * Layout parameters for a child of a horizontal row: it takes a share of the row's width
     * by [weight], and is as tall as its content (a 0 height would hide it).
     */
    fun weighted(weight: Float = 1f): LinearLayout.LayoutParams =
        LinearLayout.LayoutParams(0, ViewGroup.LayoutParams.WRAP_CONTENT, weight)

    private fun TextView.accessibilityHeading() {
        if (android.os.Build.VERSION.SDK_INT >= 28) isAccessibilityHeading = true
    }
}
