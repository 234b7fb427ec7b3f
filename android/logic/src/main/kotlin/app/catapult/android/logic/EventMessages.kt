package app.catapult.android.logic

import app.catapult.core.CatapultPointsReason
import app.catapult.core.CatchResult
import app.catapult.core.FeatureKind
import app.catapult.core.GameEvent
import app.catapult.core.GameView
import app.catapult.core.Token

/**
 * What a player reads after a move, as data: the app picks the string resource for [kind] and
 * fills in [names] and [numbers] (in the order each kind documents), so every word is
 * translatable. [feature] and [token] say which word to use for a follower or a token.
 */
data class EventMessage(
    val kind: MessageKind,
    val names: List<String> = emptyList(),
    val numbers: List<Int> = emptyList(),
    val feature: FeatureKind? = null,
    val token: Token? = null,
)

/** The kinds of [EventMessage], each with what its [EventMessage.names] and numbers hold. */
enum class MessageKind {
    /** A drawn tile fits nowhere and is put aside. names: [the tile's id]. */
    TILE_DISCARDED,

    /** A feature scored during the game. names: the holders; numbers: [points each, size]; feature. */
    SCORED,

    /** A feature scored at the end. As [SCORED]. */
    SCORED_AT_END,

    /** A catapult round starts. names: [the chooser]. */
    ROUND_STARTED,

    /** The round's token was chosen. names: [the chooser]; token. */
    TOKEN_CHOSEN,

    /** A follower was knocked home. names: [its owner]; feature (knight, thief…). */
    KNOCKED_HOME,

    /** A seduction token landed off the tiles. names: [the hurler]. */
    SEDUCTION_MISSED,

    /** A follower was seduced. names: [the hurler, the owner of the follower sent home]; feature. */
    SEDUCED,

    /** A: caught. names: [catcher, hurler]. */
    CAUGHT,

    /** B: missed, beyond the line. names: [catcher, hurler]. */
    MISSED_BEYOND_LINE,

    /** C: missed, short of the line. names: [catcher, hurler]. */
    MISSED_SHORT,

    /** D: touched, not caught. names: [catcher, hurler]. */
    TOUCHED,

    /** The token nearest the fair scores. names: the scorers; numbers: [points each]. */
    TARGET_POINTS,

    /** Points for a catch. names: the scorers; numbers: [points each]. */
    CATCH_POINTS,

    /** The house rule's points for a follower on a fair tile. names: the scorers; numbers: [points]. */
    HOUSE_RULE_POINTS,

    /** The round is over; the tokens go back. */
    ROUND_OVER,

    /** The game is over. names: the winners; numbers: [their score]. */
    GAME_OVER,
}

/**
 * Turns the core's [GameEvent]s into short messages for players, naming seats from the
 * [GameView]. Only what a player would not see on the board becomes a message: tiles drawn
 * and placed, followers placed and returned, and the flight itself (it is animated) are left out.
 */
object EventMessages {
    /** The messages for [events], in order. */
    fun from(events: List<GameEvent>, view: GameView): List<EventMessage> {
        val name = { seat: UInt -> view.players.getOrNull(seat.toInt())?.name ?: "?" }
        return events.mapNotNull { event -> message(event, name) }
    }

    private fun message(event: GameEvent, name: (UInt) -> String): EventMessage? = when (event) {
        is GameEvent.TileDiscarded -> EventMessage(MessageKind.TILE_DISCARDED, listOf(event.tile))
        is GameEvent.Scored -> if (event.winners.isEmpty() || event.points == 0u) {
            null
        } else {
            EventMessage(
                if (event.atEnd) MessageKind.SCORED_AT_END else MessageKind.SCORED,
                event.winners.map(name),
                listOf(event.points.toInt(), event.size.toInt()),
                feature = event.kind,
            )
        }
        is GameEvent.RoundStarted -> EventMessage(MessageKind.ROUND_STARTED, listOf(name(event.chooser)))
        is GameEvent.TokenChosen ->
            EventMessage(MessageKind.TOKEN_CHOSEN, listOf(name(event.player)), token = event.token)
        is GameEvent.KnockedHome ->
            EventMessage(MessageKind.KNOCKED_HOME, listOf(name(event.owner)), feature = event.kind)
        is GameEvent.SeductionMissed -> EventMessage(MessageKind.SEDUCTION_MISSED, listOf(name(event.player)))
        is GameEvent.Seduced ->
            EventMessage(MessageKind.SEDUCED, listOf(name(event.player), name(event.owner)), feature = event.kind)
        is GameEvent.CatchJudged -> EventMessage(
            when (event.result) {
                CatchResult.CAUGHT -> MessageKind.CAUGHT
                CatchResult.MISSED_BEYOND_LINE -> MessageKind.MISSED_BEYOND_LINE
                CatchResult.MISSED_SHORT -> MessageKind.MISSED_SHORT
                CatchResult.TOUCHED -> MessageKind.TOUCHED
            },
            listOf(name(event.catcher), name(event.hurler)),
        )
        is GameEvent.CatapultPoints -> EventMessage(
            when (event.reason) {
                CatapultPointsReason.TARGET -> MessageKind.TARGET_POINTS
                CatapultPointsReason.CATCH -> MessageKind.CATCH_POINTS
                CatapultPointsReason.HOUSE_RULE -> MessageKind.HOUSE_RULE_POINTS
            },
            event.players.map(name),
            listOf(event.points.toInt()),
        )
        GameEvent.RoundOver -> EventMessage(MessageKind.ROUND_OVER)
        is GameEvent.GameOver -> EventMessage(
            MessageKind.GAME_OVER,
            event.winners.map(name),
            listOf(event.winners.firstOrNull()?.let { event.scores.getOrNull(it.toInt())?.toInt() } ?: 0),
        )
        is GameEvent.TileDrawn, is GameEvent.TilePlaced, is GameEvent.FollowerPlaced,
        is GameEvent.FollowersReturned, is GameEvent.Hurled -> null
    }
}
