package app.catapult.android

import android.content.Context
import app.catapult.android.logic.Compass
import app.catapult.android.logic.EventMessage
import app.catapult.android.logic.MessageKind
import app.catapult.android.logic.SetupProblem
import app.catapult.core.BotSkill
import app.catapult.core.FeatureKind
import app.catapult.core.HistoryStatus
import app.catapult.core.MoveKind
import app.catapult.core.Token
import app.catapult.core.TurnStep

/**
 * Every sentence the app builds, from string resources: the logic hands over kinds, names and
 * numbers ([EventMessage], [SetupProblem]); this picks the words.
 */
class Texts(private val context: Context) {
    private fun s(id: Int, vararg args: Any): String = context.getString(id, *args)

    /** "Anna", "Anna and Ben", "Anna, Ben and Cleo". */
    fun names(names: List<String>): String = when (names.size) {
        0 -> s(R.string.nobody)
        1 -> names[0]
        else -> s(R.string.names_and, names.dropLast(1).joinToString(s(R.string.names_separator)), names.last())
    }

    /** "3 points". */
    fun points(n: Int): String = context.resources.getQuantityString(R.plurals.points, n, n)

    /** Where on the tile a spot is: "north", "south-east", "centre"… */
    fun compass(where: Compass): String = s(
        when (where) {
            Compass.CENTRE -> R.string.compass_centre
            Compass.NORTH -> R.string.compass_north
            Compass.NORTH_EAST -> R.string.compass_north_east
            Compass.EAST -> R.string.compass_east
            Compass.SOUTH_EAST -> R.string.compass_south_east
            Compass.SOUTH -> R.string.compass_south
            Compass.SOUTH_WEST -> R.string.compass_south_west
            Compass.WEST -> R.string.compass_west
            Compass.NORTH_WEST -> R.string.compass_north_west
        },
    )

    /** What a follower on [kind] is called: knight, thief, farmer, monk. */
    fun follower(kind: FeatureKind): String = s(
        when (kind) {
            FeatureKind.ROAD -> R.string.follower_thief
            FeatureKind.CITY -> R.string.follower_knight
            FeatureKind.FIELD -> R.string.follower_farmer
            FeatureKind.CLOISTER -> R.string.follower_monk
        },
    )

    /** The feature: road, city, field, cloister. */
    fun feature(kind: FeatureKind): String = s(
        when (kind) {
            FeatureKind.ROAD -> R.string.feature_road
            FeatureKind.CITY -> R.string.feature_city
            FeatureKind.FIELD -> R.string.feature_field
            FeatureKind.CLOISTER -> R.string.feature_cloister
        },
    )

    /** The token's name. */
    fun token(token: Token): String = s(
        when (token) {
            Token.KNOCK_OUT -> R.string.token_knock_out
            Token.SEDUCTION -> R.string.token_seduction
            Token.TARGET -> R.string.token_target
            Token.CATCH -> R.string.token_catch
        },
    )

    /** A bot level, or "person". */
    fun player(bot: BotSkill?): String = s(
        when (bot) {
            null -> R.string.seat_person
            BotSkill.RANDOM -> R.string.seat_bot_easy
            BotSkill.GREEDY -> R.string.seat_bot_greedy
        },
    )

    /** What the next person is handed the phone for. */
    fun next(step: TurnStep): String = s(
        when (step) {
            TurnStep.PLACE_TILE -> R.string.next_tile
            TurnStep.PLACE_FOLLOWER -> R.string.next_follower
            TurnStep.CHOOSE_TOKEN -> R.string.next_token
            TurnStep.HURL -> R.string.next_hurl
            TurnStep.CATCH -> R.string.next_catch
            TurnStep.SEDUCE -> R.string.next_seduce
            TurnStep.GAME_OVER -> R.string.next_end
        },
    )

    /** What a move of a replay was; the start of the game for none. */
    fun move(kind: MoveKind?): String = s(
        when (kind) {
            null -> R.string.replay_start
            MoveKind.PLACE_TILE -> R.string.move_place_tile
            MoveKind.PLACE_FOLLOWER -> R.string.move_place_follower
            MoveKind.SKIP -> R.string.move_skip
            MoveKind.CHOOSE_TOKEN -> R.string.move_choose_token
            MoveKind.HURL -> R.string.move_hurl
            MoveKind.CATCH -> R.string.move_catch
            MoveKind.SEDUCE -> R.string.move_seduce
            MoveKind.DECLINE_SEDUCTION -> R.string.move_decline_seduction
        },
    )

    /** A game's status in the history. */
    fun status(status: HistoryStatus): String = s(
        when (status) {
            HistoryStatus.IN_PROGRESS -> R.string.status_in_progress
            HistoryStatus.FINISHED -> R.string.status_finished
            HistoryStatus.ABANDONED -> R.string.status_abandoned
        },
    )

    /** One message after a move. */
    fun message(m: EventMessage): String {
        val who = m.names.firstOrNull().orEmpty()
        val other = m.names.getOrNull(1).orEmpty()
        val n = m.numbers.firstOrNull() ?: 0
        val follower = m.feature?.let(::follower).orEmpty()
        return when (m.kind) {
            MessageKind.TILE_DISCARDED -> s(R.string.msg_tile_discarded)
            MessageKind.SCORED -> s(R.string.msg_scored, names(m.names), feature(m.feature ?: FeatureKind.ROAD), points(n))
            MessageKind.SCORED_AT_END ->
                s(R.string.msg_scored_at_end, names(m.names), feature(m.feature ?: FeatureKind.ROAD), points(n))
            MessageKind.ROUND_STARTED -> s(R.string.msg_round_started, who)
            MessageKind.TOKEN_CHOSEN -> s(R.string.msg_token_chosen, who, m.token?.let(::token).orEmpty())
            MessageKind.KNOCKED_HOME -> s(R.string.msg_knocked_home, who, follower)
            MessageKind.SEDUCTION_MISSED -> s(R.string.msg_seduction_missed, who)
            MessageKind.SEDUCED -> s(R.string.msg_seduced, who, other, follower)
            MessageKind.CAUGHT -> s(R.string.msg_caught, who)
            MessageKind.MISSED_BEYOND_LINE -> s(R.string.msg_missed_beyond, who, other)
            MessageKind.MISSED_SHORT -> s(R.string.msg_missed_short, who)
            MessageKind.TOUCHED -> s(R.string.msg_touched, who, other)
            MessageKind.TARGET_POINTS -> s(R.string.msg_target_points, names(m.names), points(n))
            MessageKind.CATCH_POINTS -> s(R.string.msg_catch_points, names(m.names), points(n))
            MessageKind.HOUSE_RULE_POINTS -> s(R.string.msg_house_rule_points, names(m.names), points(n))
            MessageKind.ROUND_OVER -> s(R.string.msg_round_over)
            MessageKind.GAME_OVER -> s(R.string.msg_game_over, names(m.names), points(n))
        }
    }

    /** Whether [m] is a hit worth a buzz. */
    fun isHit(m: EventMessage): Boolean =
        m.kind == MessageKind.KNOCKED_HOME || m.kind == MessageKind.CAUGHT || m.kind == MessageKind.SEDUCED

    /** What keeps the table from starting. */
    fun problem(p: SetupProblem): String = when (p) {
        is SetupProblem.TooFewSeats -> s(R.string.problem_too_few, p.min)
        is SetupProblem.TooManySeats -> s(R.string.problem_too_many, p.max)
        is SetupProblem.BlankName -> s(R.string.problem_blank_name, p.seat + 1)
        is SetupProblem.DuplicateName -> s(R.string.problem_duplicate_name, p.name)
        SetupProblem.NoPerson -> s(R.string.problem_no_person)
    }
}
