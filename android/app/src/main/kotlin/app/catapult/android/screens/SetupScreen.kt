package app.catapult.android.screens

import android.os.Bundle
import android.text.Editable
import android.text.InputFilter
import android.text.InputType
import android.text.TextWatcher
import android.view.View
import android.widget.Button
import android.widget.EditText
import android.widget.LinearLayout
import android.widget.RadioGroup
import android.widget.TextView
import app.catapult.android.R
import app.catapult.android.board.SeatBadge
import app.catapult.android.logic.GameController
import app.catapult.android.logic.PracticeAdapter
import app.catapult.android.logic.SeatDraft
import app.catapult.android.logic.SetupModel
import app.catapult.android.ui.History
import app.catapult.android.ui.Screen
import app.catapult.android.ui.ScreenHost
import app.catapult.android.ui.Ui
import app.catapult.core.BotSkill
import app.catapult.core.CatapultException
import app.catapult.core.FlickSensitivity
import app.catapult.core.botSkills
import app.catapult.core.defaultBotSkill
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.launch

/**
 * A new table: 2–6 seats (name, colour by place, person or bot with its level, a person's
 * flick sensitivity; move a seat up to play earlier and take that colour), the rule options with the core's one-line
 * explanations (The Catapult's rounds on by default), what to fix, and Start. What was typed
 * and chosen survives a rotation ([save], [saved]).
 */
class SetupScreen(private val activity: ScreenHost, saved: Bundle?) : Screen {
    private val model = SetupModel(saved?.let(::savedSeats) ?: initialSeats()).apply {
        saved?.let(::savedRules)?.let(rules::restore)
    }
    private val seatList = Ui.column(activity, padding = 0f)
    private val problems = Ui.text(activity, "").apply { setTextColor(activity.getColor(R.color.problem)) }
    private val kinds = listOf<BotSkill?>(null) + botSkills()
    private val addPerson: Button = Ui.button(activity, activity.getString(R.string.setup_add_person)) { add(bot = null) }
    private val addBot: Button = Ui.button(activity, activity.getString(R.string.setup_add_bot)) { add(bot = defaultBotSkill()) }
    private val startButton: Button = Ui.button(activity, activity.getString(R.string.setup_start)) { start() }

    /** A game is being started (a second tap on Start must not start a second game). */
    private var starting = false

    override val view: View = Ui.scrolling(
        Ui.column(activity).apply {
            addView(Ui.title(activity, activity.getString(R.string.setup_title)))
            addView(Ui.text(activity, activity.getString(R.string.setup_seats_hint)))
            addView(seatList, Ui.wide(activity, top = 8f))
            addView(
                Ui.row(activity).apply {
                    addView(addPerson, Ui.weighted())
                    addView(addBot, Ui.weighted())
                },
                Ui.wide(activity, top = 8f),
            )
            addView(Ui.title(activity, activity.getString(R.string.setup_rules)), Ui.wide(activity, top = 16f))
            addView(rules())
            addView(problems, Ui.wide(activity, top = 8f))
            addView(startButton, Ui.wide(activity, top = 8f))
        },
    )

    init {
        renderSeats()
    }

    /** The people of the last table (or "Player 1", "Player 2"). */
    private fun initialSeats(): List<SeatDraft> {
        val seats = activity.settings.lastNames.take(SetupModel.maxSeats).map { SeatDraft(it) }.toMutableList()
        while (seats.size < SetupModel.minSeats) seats += SeatDraft(activity.getString(R.string.setup_default_name, seats.size + 1))
        return seats
    }

    override fun save(state: Bundle) {
        state.putString(ScreenHost.KEY_SCREEN, ScreenHost.SCREEN_SETUP)
        state.putStringArrayList(KEY_NAMES, ArrayList(model.seats.map { it.name }))
        state.putIntArray(KEY_BOTS, model.seats.map { it.bot?.ordinal ?: -1 }.toIntArray())
        state.putIntArray(KEY_SENSITIVITIES, model.seats.map { it.sensitivity.ordinal }.toIntArray())
        val rules = model.rules.selection()
        state.putStringArrayList(KEY_RULE_OPTIONS, ArrayList(rules.keys))
        state.putStringArrayList(KEY_RULE_CHOICES, ArrayList(rules.values.map { it.orEmpty() }))
    }

    /** The rule choices [save] kept, by the core's ids ("" for a switch that is off). */
    private fun savedRules(state: Bundle): Map<String, String?>? {
        val options = state.getStringArrayList(KEY_RULE_OPTIONS) ?: return null
        val choices = state.getStringArrayList(KEY_RULE_CHOICES) ?: return null
        return options.zip(choices.map { it.ifEmpty { null } }).toMap()
    }

    private fun savedSeats(state: Bundle): List<SeatDraft>? {
        val names = state.getStringArrayList(KEY_NAMES) ?: return null
        val bots = state.getIntArray(KEY_BOTS) ?: return null
        val sensitivities = state.getIntArray(KEY_SENSITIVITIES) ?: IntArray(0)
        return names.mapIndexed { i, name ->
            SeatDraft(
                name,
                BotSkill.entries.getOrNull(bots.getOrElse(i) { -1 }),
                FlickSensitivity.entries.getOrNull(sensitivities.getOrElse(i) { -1 }) ?: FlickSensitivity.NORMAL,
            )
        }
    }

    private fun add(bot: BotSkill?) {
        val n = model.seats.size + 1
        val name = if (bot == null) {
            activity.getString(R.string.setup_default_name, n)
        } else {
            val names = activity.resources.getStringArray(R.array.bot_names)
            names.firstOrNull { candidate -> model.seats.none { it.name.equals(candidate, ignoreCase = true) } } ?: names[0]
        }
        model.addSeat(SeatDraft(name, bot))
        renderSeats()
    }

    private fun renderSeats() {
        seatList.removeAllViews()
        model.seats.forEachIndexed { index, seat -> seatList.addView(seatRow(index, seat), Ui.wide(activity, top = 4f)) }
        addPerson.isEnabled = model.canAdd
        addBot.isEnabled = model.canAdd
        showProblems()
    }

    /**
     * A seat on two or three lines: its colour, the name and the buttons that move or remove
     * it; under the name, person or bot, and a person's flick sensitivity (one line each, so
     * that none is squeezed on a narrow phone).
     */
    private fun seatRow(index: Int, seat: SeatDraft): View = Ui.column(activity, padding = 0f).apply {
        addView(Ui.row(activity).apply {
            addView(SeatBadge(activity, model.colourOf(index)))
            addView(nameField(index, seat), Ui.weighted())
            if (index > 0) {
                addView(Ui.button(activity, activity.getString(R.string.setup_move_up_symbol), activity.getString(R.string.setup_move_up, index + 1)) {
                    model.moveUp(index)
                    renderSeats()
                })
            }
            if (model.canRemove) {
                addView(Ui.button(activity, activity.getString(R.string.setup_remove_symbol), activity.getString(R.string.setup_remove, index + 1)) {
                    model.removeSeat(index)
                    renderSeats()
                })
            }
        })
        val sensitivity = sensitivityChoice(index, seat)
        addView(kindChoice(index, seat, sensitivity), Ui.wide(activity).apply { marginStart = Ui.px(activity, SeatBadge.SIDE_DP) })
        addView(sensitivity, Ui.wide(activity).apply { marginStart = Ui.px(activity, SeatBadge.SIDE_DP) })
    }

    private fun nameField(index: Int, seat: SeatDraft): EditText = EditText(activity).apply {
        setText(seat.name)
        minHeight = Ui.px(activity, Ui.TOUCH_TARGET_DP)
        minimumHeight = minHeight
        inputType = InputType.TYPE_CLASS_TEXT or InputType.TYPE_TEXT_FLAG_CAP_WORDS
        filters = arrayOf(InputFilter.LengthFilter(SetupModel.longestName))
        hint = activity.getString(R.string.setup_name_hint)
        contentDescription = activity.getString(R.string.setup_name_description, index + 1, model.colourOf(index).name)
        addTextChangedListener(object : TextWatcher {
            override fun beforeTextChanged(s: CharSequence?, start: Int, count: Int, after: Int) = Unit
            override fun onTextChanged(s: CharSequence?, start: Int, before: Int, count: Int) = Unit
            override fun afterTextChanged(s: Editable?) {
                model.rename(index, s?.toString().orEmpty())
                showProblems()
            }
        })
    }

    private fun kindChoice(index: Int, seat: SeatDraft, sensitivity: View): View {
        // A local copy: the listener reads it without a synthetic accessor to a private field.
        val kinds = kinds
        return Ui.choice(activity, kinds.map { activity.texts.player(it) }, kinds.indexOf(seat.bot), activity.getString(R.string.setup_kind_description, index + 1)) {
            model.setBot(index, kinds[it])
            sensitivity.visibility = if (kinds[it] == null) View.VISIBLE else View.GONE
            showProblems()
        }
    }

    /** How hard a person flicks: the core's settings, by name ("Flick: Gentle"). */
    private fun sensitivityChoice(index: Int, seat: SeatDraft): View {
        val choices = PracticeAdapter.sensitivities
        return Ui.choice(
            activity,
            choices.map { activity.getString(R.string.setup_sensitivity, it.label) },
            choices.indexOfFirst { it.sensitivity == seat.sensitivity }.coerceAtLeast(0),
            activity.getString(R.string.setup_sensitivity_description, index + 1),
        ) { model.setSensitivity(index, choices[it].sensitivity) }.apply {
            visibility = if (seat.bot == null) View.VISIBLE else View.GONE
        }
    }

    /** Each rule option: radio buttons (or a switch), each choice with its one line. */
    private fun rules(): View = Ui.column(activity, padding = 0f).apply {
        for (row in model.rules.rows) {
            addView(TextView(activity).apply {
                text = row.title
                textSize = 18f
                setPadding(0, Ui.px(activity, 8f), 0, 0)
            })
            if (row.isSwitch) {
                val only = row.choices.single()
                addView(Ui.switch(activity, only.choice).apply {
                    isChecked = row.selected != null
                    setOnCheckedChangeListener { _, on -> model.rules.choose(row.id, if (on) only.id else null) }
                })
                addView(explanation(only.explanation))
            } else {
                val group = RadioGroup(activity)
                for (help in row.choices) {
                    group.addView(Ui.radio(activity, help.choice).apply {
                        id = View.generateViewId()
                        isChecked = row.selected == help.id
                        setOnClickListener { model.rules.choose(row.id, help.id) }
                    })
                    group.addView(explanation(help.explanation))
                }
                addView(group)
            }
        }
    }

    private fun explanation(text: String): TextView = Ui.text(activity, text, sp = 14f).apply {
        setPadding(Ui.px(activity, 32f), 0, 0, Ui.px(activity, 4f))
    }

    private fun showProblems() {
        val found = model.problems()
        problems.text = found.joinToString("\n") { activity.texts.problem(it) }
        problems.visibility = if (found.isEmpty()) View.GONE else View.VISIBLE
    }

    private fun start() {
        if (starting) return
        val setup = model.toSetup(activity.fixedSeed) ?: return showProblems()
        starting = true
        startButton.isEnabled = false
        activity.scope.launch {
            try {
                val store = History.store(activity)
                val controller = GameController.start(setup, store, activity.scope, Dispatchers.Default)
                activity.settings.lastNames = setup.seats.filter { it.bot == null }.map { it.name }
                activity.showGame(controller)
            } catch (e: CatapultException) {
                problems.text = e.message
                problems.visibility = View.VISIBLE
                starting = false
                startButton.isEnabled = true
            }
        }
    }

    private companion object {
        const val KEY_NAMES = "setup_names"
        const val KEY_BOTS = "setup_bots"
        const val KEY_SENSITIVITIES = "setup_sensitivities"
        const val KEY_RULE_OPTIONS = "setup_rule_options"
        const val KEY_RULE_CHOICES = "setup_rule_choices"
    }
}
