package app.catapult.android.logic

import app.catapult.core.CatapultException
import app.catapult.core.CatapultMode
import app.catapult.core.RuleChoiceHelp
import app.catapult.core.RuleChoices
import app.catapult.core.chooseRule
import app.catapult.core.chosenRule
import app.catapult.core.defaultRules
import app.catapult.core.ruleHelp

/**
 * One rule option as the setup screen shows it: its stable [id] (`catapult`), its [title] and
 * [choices] with the core's one-line explanations; [selected] is the chosen choice's id (`null`:
 * a switch that is off). An option with a single choice is a switch ([isSwitch]).
 */
data class RuleOptionRow(val id: String, val title: String, val choices: List<RuleChoiceHelp>, val selected: String?) {
    /** On or off rather than one of several. */
    val isSwitch: Boolean get() = choices.size == 1
}

/**
 * The rule options from the core's [ruleHelp], starting from [defaultRules], and the
 * [RuleChoices] they make. Options and choices are named by the core's stable ids
 * (`chooseRule`, `chosenRule`), so the core may add or reorder them.
 */
class RuleOptions {
    private val help = ruleHelp()
    private var rules: RuleChoices = defaultRules()

    /** The options, in the core's order, with what is chosen. */
    val rows: List<RuleOptionRow>
        get() = help.map { option -> RuleOptionRow(option.id, option.option, option.choices, chosenRule(rules, option.id)) }

    /**
     * Chooses [choice] of option [option] (ids; for a switch, `null` turns it off). An id the
     * core does not know throws `CatapultException.BadInput`.
     */
    fun choose(option: String, choice: String?) {
        rules = chooseRule(rules, option, choice)
    }

    /** What is chosen, option id to choice id (for saving the screen's state). */
    fun selection(): Map<String, String?> = rows.associate { it.id to it.selected }

    /** Chooses again what [selection] returned; ids the core no longer knows are left as they are. */
    fun restore(selection: Map<String, String?>) {
        for ((option, choice) in selection) {
            try {
                choose(option, choice)
            } catch (e: CatapultException.BadInput) {
                // A choice saved by an older version that the core no longer offers.
            }
        }
    }

    /** Whether The Catapult's rounds are played (what the catapult screens are for). */
    val catapultRounds: Boolean get() = rules.catapult == CatapultMode.ROUNDS

    /** The rule choices for the core. */
    fun choices(): RuleChoices = rules
}
