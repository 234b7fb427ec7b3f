package app.catapult.android.logic

import app.catapult.core.CatapultMode
import app.catapult.core.FarmerScoring
import app.catapult.core.RuleChoiceHelp
import app.catapult.core.RuleChoices
import app.catapult.core.defaultRules
import app.catapult.core.ruleHelp

/**
 * One rule option as the setup screen shows it: its [title] and [choices] with the core's
 * one-line explanations; [selected] is the chosen one (`null`: a switch that is off). An option
 * with a single choice is a switch ([isSwitch]).
 */
data class RuleOptionRow(val title: String, val choices: List<RuleChoiceHelp>, val selected: Int?) {
    /** On or off rather than one of several. */
    val isSwitch: Boolean get() = choices.size == 1
}

/**
 * The rule options from the core's [ruleHelp], starting from [defaultRules], and the
 * [RuleChoices] they make. The core lists the options in a fixed order, each choice in the
 * order of its enum: The Catapult ([CatapultMode]), Farmers ([FarmerScoring], then "no
 * farmers"), Small cities (a switch). Should that order change, construction fails loudly
 * (and so do the tests) rather than mixing options up.
 */
class RuleOptions {
    private val help = ruleHelp()
    private val selected: MutableList<Int?>

    init {
        check(
            help.size == 3 &&
                help[CATAPULT].choices.size == CatapultMode.entries.size &&
                help[FARMERS].choices.size == FarmerScoring.entries.size + 1 &&
                help[SMALL_CITIES].choices.size == 1,
        ) { "the core's rule options changed: ${help.map { it.option to it.choices.size }}" }
        val rules = defaultRules()
        selected = mutableListOf(
            rules.catapult.ordinal,
            if (rules.farmersOff) FarmerScoring.entries.size else rules.farmerScoring.ordinal,
            if (rules.tinyCityTwoPoints) 0 else null,
        )
    }

    /** The options, in the core's order, with what is chosen. */
    val rows: List<RuleOptionRow>
        get() = help.mapIndexed { index, option -> RuleOptionRow(option.option, option.choices, selected[index]) }

    /** Chooses [choice] of option [option]; for a switch, `null` turns it off. */
    fun choose(option: Int, choice: Int?) {
        val choices = help[option].choices
        require(choice == null && choices.size == 1 || choice in choices.indices) {
            "option $option has no choice $choice"
        }
        selected[option] = choice
    }

    /** What is chosen, one entry per option (for saving the screen's state). */
    fun selection(): List<Int?> = selected.toList()

    /** Chooses again what [selection] returned; entries that do not fit are left as they are. */
    fun restore(selection: List<Int?>) {
        selection.take(help.size).forEachIndexed { option, choice ->
            runCatching { choose(option, choice) }
        }
    }

    /** Whether The Catapult's rounds are played (what the catapult screens are for). */
    val catapultRounds: Boolean get() = choices().catapult == CatapultMode.ROUNDS

    /** The rule choices for the core. */
    fun choices(): RuleChoices {
        val farmers = selected[FARMERS] ?: 0
        return RuleChoices(
            tinyCityTwoPoints = selected[SMALL_CITIES] != null,
            farmerScoring = FarmerScoring.entries.getOrElse(farmers) { FarmerScoring.FINAL },
            farmersOff = farmers == FarmerScoring.entries.size,
            catapult = CatapultMode.entries[selected[CATAPULT] ?: 0],
        )
    }

    private companion object {
        const val CATAPULT = 0
        const val FARMERS = 1
        const val SMALL_CITIES = 2
    }
}
