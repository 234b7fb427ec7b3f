package app.catapult.android.logic

import app.catapult.core.BotSkill
import app.catapult.core.FlickSensitivity
import app.catapult.core.GameSetup
import app.catapult.core.SeatColour
import app.catapult.core.SeatSetup
import app.catapult.core.seatColours
import app.catapult.core.seatLimits

/**
 * One seat being set up: a [name] and, for a computer player, its [bot] level; a person's
 * flick [sensitivity] (normal unless chosen).
 */
data class SeatDraft(
    val name: String,
    val bot: BotSkill? = null,
    val sensitivity: FlickSensitivity = FlickSensitivity.NORMAL,
)

/** What keeps the table from starting, as data for the app's strings. */
sealed interface SetupProblem {
    /** Fewer than [min] seats. */
    data class TooFewSeats(val min: Int) : SetupProblem

    /** More than [max] seats. */
    data class TooManySeats(val max: Int) : SetupProblem

    /** Seat [seat] (from 0) has no name. */
    data class BlankName(val seat: Int) : SetupProblem

    /** The name of seat [seat] (from 0) is longer than [longest] characters. */
    data class NameTooLong(val seat: Int, val longest: Int) : SetupProblem

    /** Two seats share [name] (statistics are kept per name). */
    data class DuplicateName(val name: String) : SetupProblem

    /** Only bots: somebody has to hold the phone. */
    data object NoPerson : SetupProblem
}

/**
 * The setup screen: 2–6 seats (the core's [seatLimits]) in playing order (a seat's colour follows its place at the table,
 * as the core assigns it: reorder seats to swap colours), people or bots with a level, and the
 * rule options with the core's one-line explanations ([rules]; The Catapult with its rounds is
 * on by default, as [app.catapult.core.defaultRules] says). [problems] says what to fix;
 * [toSetup] makes the core's [GameSetup].
 */
class SetupModel(initial: List<SeatDraft>) {
    private val _seats = initial.toMutableList()

    /** The seats, in playing order. */
    val seats: List<SeatDraft> get() = _seats.toList()

    /** The rule options and what is chosen. */
    val rules = RuleOptions()

    /** The six seat colours, in seat order (seat 0 first). */
    val colours: List<SeatColour> = seatColours()

    /** The colour of the seat at [index]. */
    fun colourOf(index: Int): SeatColour = colours[index]

    /** Whether another seat may be added. */
    val canAdd: Boolean get() = _seats.size < maxSeats

    /** Whether a seat may be removed. */
    val canRemove: Boolean get() = _seats.size > minSeats

    /** Adds a seat at the end (ignored at [maxSeats]). */
    fun addSeat(seat: SeatDraft) {
        if (canAdd) _seats += seat
    }

    /** Removes the seat at [index] (ignored at [minSeats]). */
    fun removeSeat(index: Int) {
        if (canRemove && index in _seats.indices) _seats.removeAt(index)
    }

    /** Names the seat at [index]. */
    fun rename(index: Int, name: String) {
        _seats[index] = _seats[index].copy(name = name)
    }

    /** Makes the seat at [index] a person (`null`) or a bot of level [bot]. */
    fun setBot(index: Int, bot: BotSkill?) {
        _seats[index] = _seats[index].copy(bot = bot)
    }

    /** Sets how hard the person at [index] must flick. */
    fun setSensitivity(index: Int, sensitivity: FlickSensitivity) {
        _seats[index] = _seats[index].copy(sensitivity = sensitivity)
    }

    /** Moves the seat at [index] one place earlier (it then plays earlier and takes that colour). */
    fun moveUp(index: Int) {
        if (index in 1 until _seats.size) {
            _seats[index] = _seats[index - 1].also { _seats[index - 1] = _seats[index] }
        }
    }

    /** What to fix before the game can start; empty when it can. */
    fun problems(): List<SetupProblem> = buildList {
        if (_seats.size < minSeats) add(SetupProblem.TooFewSeats(minSeats))
        if (_seats.size > maxSeats) add(SetupProblem.TooManySeats(maxSeats))
        _seats.forEachIndexed { index, seat ->
            val name = seat.name.trim()
            if (name.isEmpty()) add(SetupProblem.BlankName(index))
            if (name.codePointCount(0, name.length) > longestName) add(SetupProblem.NameTooLong(index, longestName))
        }
        _seats.map { it.name.trim() }
            .filter { it.isNotEmpty() }
            .groupBy { it.lowercase() }
            .values
            .filter { it.size > 1 }
            .forEach { add(SetupProblem.DuplicateName(it.first())) }
        if (_seats.isNotEmpty() && _seats.all { it.bot != null }) add(SetupProblem.NoPerson)
    }

    /** The core's setup (names trimmed), or `null` while there are [problems]. */
    fun toSetup(seed: ULong? = null): GameSetup? {
        if (problems().isNotEmpty()) return null
        return GameSetup(
            _seats.map { SeatSetup(it.name.trim(), it.bot, if (it.bot == null) it.sensitivity else null) },
            rules.choices(),
            seed,
        )
    }

    /** The table's limits, the core's. */
    companion object {
        private val limits = seatLimits()

        /** Fewest seats. */
        val minSeats: Int = limits.minSeats.toInt()

        /** Most seats. */
        val maxSeats: Int = limits.maxSeats.toInt()

        /** The longest name, in characters (the name field stops there). */
        val longestName: Int = limits.longestName.toInt()
    }
}
