package app.catapult.android.ui

import android.content.Context
import app.catapult.android.R
import app.catapult.android.logic.Compass
import app.catapult.android.logic.EventMessages
import app.catapult.android.logic.MessageWords
import app.catapult.android.logic.SetupProblem
import app.catapult.android.logic.SupplyWords
import app.catapult.core.BotSkill
import app.catapult.core.CatapultException
import app.catapult.core.EventMessage
import app.catapult.core.FeatureKind
import app.catapult.core.HistoryStatus
import app.catapult.core.MoveKind
import app.catapult.core.StageKind
import app.catapult.core.Token

/**
 * Every sentence the app builds, from string resources: the core and the logic hand over kinds,
 * names and numbers ([EventMessage], [SetupProblem]); this picks the words.
 */
class Texts(private val context: Context) : MessageWords, SupplyWords {
    private fun s(id: Int, vararg args: Any): String = context.getString(id, *args)

    /** "Anna", "Anna and Ben", "Anna, Ben and Cleo". */
    override fun names(names: List<String>): String = when (names.size) {
        0 -> s(R.string.nobody)
        1 -> names[0]
        else -> s(R.string.names_and, names.dropLast(1).joinToString(s(R.string.names_separator)), names.last())
    }

    /** "3 points". */
    override fun points(n: Int): String = context.resources.getQuantityString(R.plurals.points, n, n)

    /** "6 followers" in the supply. */
    override fun followers(n: Int): String = context.resources.getQuantityString(R.plurals.supply_followers, n, n)

    /** "big follower". */
    override fun bigFollower(): String = s(R.string.supply_big_follower)

    /** "6 followers + big follower". */
    override fun both(followers: String, bigFollower: String): String = s(R.string.supply_both, followers, bigFollower)

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
    override fun follower(kind: FeatureKind): String = s(
        when (kind) {
            FeatureKind.ROAD -> R.string.follower_thief
            FeatureKind.CITY -> R.string.follower_knight
            FeatureKind.FIELD -> R.string.follower_farmer
            FeatureKind.CLOISTER -> R.string.follower_monk
        },
    )

    /** The feature: road, city, field, cloister. */
    override fun feature(kind: FeatureKind): String = s(
        when (kind) {
            FeatureKind.ROAD -> R.string.feature_road
            FeatureKind.CITY -> R.string.feature_city
            FeatureKind.FIELD -> R.string.feature_field
            FeatureKind.CLOISTER -> R.string.feature_cloister
        },
    )

    /** The token's name. */
    override fun token(token: Token): String = s(
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
            BotSkill.RANDOM -> R.string.seat_bot_random
            BotSkill.BEGINNER -> R.string.seat_bot_beginner
            BotSkill.GREEDY -> R.string.seat_bot_intermediate
            BotSkill.STRONG -> R.string.seat_bot_strong
            BotSkill.EXPERT -> R.string.seat_bot_expert
        },
    )

    /** What the next person is handed the phone for (the core's hand-over says). */
    fun next(stage: StageKind): String = s(
        when (stage) {
            StageKind.PLACE_TILE -> R.string.next_tile
            StageKind.PLACE_FOLLOWER -> R.string.next_follower
            StageKind.CHOOSE_TOKEN -> R.string.next_token
            StageKind.HURL -> R.string.next_hurl
            StageKind.CATCH -> R.string.next_catch
            StageKind.SEDUCE -> R.string.next_seduce
            StageKind.ROUND_SUMMARY -> R.string.next_summary
            StageKind.BOT_TO_ACT, StageKind.HAND_OVER -> R.string.next_play
            StageKind.GAME_OVER -> R.string.next_end
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

    /**
     * A message of the core, in the string resource `msg_<kind id>` ([EventMessages]); the
     * core's English for a kind with no string yet.
     */
    fun message(m: EventMessage): String {
        val id = context.resources.getIdentifier(EventMessages.resourceName(m), "string", context.packageName)
        return if (id == 0) m.english else s(id, *EventMessages.arguments(m, this).toTypedArray())
    }

    /**
     * A refusal of the core as a sentence on its own: the core's messages start in lowercase,
     * to be read inside sentences too.
     */
    fun sentence(refusal: CatapultException): String =
        refusal.message.orEmpty().replaceFirstChar { it.uppercase() }.let { if (it.endsWith('.')) it else "$it." }

    /** What keeps the table from starting. */
    fun problem(p: SetupProblem): String = when (p) {
        is SetupProblem.TooFewSeats -> s(R.string.problem_too_few, p.min)
        is SetupProblem.TooManySeats -> s(R.string.problem_too_many, p.max)
        is SetupProblem.BlankName -> s(R.string.problem_blank_name, p.seat + 1)
        is SetupProblem.NameTooLong -> s(R.string.problem_long_name, p.seat + 1, p.longest)
        is SetupProblem.DuplicateName -> s(R.string.problem_duplicate_name, p.name)
        SetupProblem.NoPerson -> s(R.string.problem_no_person)
    }
}
