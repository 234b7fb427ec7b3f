package app.catapult.android.logic

import app.catapult.core.EventMessage
import app.catapult.core.FeatureKind
import app.catapult.core.MessageKind
import app.catapult.core.Token

/**
 * The words a message is built from, in the app's language: the app's string resources give
 * them ([EventMessages.arguments] asks for what a message names).
 */
interface MessageWords {
    /** "Anna", "Anna and Ben", "Anna, Ben and Cleo". */
    fun names(names: List<String>): String

    /** "1 point", "3 points". */
    fun points(n: Int): String

    /** What a follower on [kind] is called: knight, thief, farmer, monk. */
    fun follower(kind: FeatureKind): String

    /** The feature: road, city, field, cloister. */
    fun feature(kind: FeatureKind): String

    /** The token's name. */
    fun token(token: Token): String
}

/**
 * The core's [EventMessage]s in the app's words. Each message kind has the string resource
 * `msg_<kind id>` ([resourceName]: `msg_knocked_home`), and every such string is formatted
 * with the same [arguments], in this order, using those it needs:
 *
 * | | argument |
 * |---|---|
 * | `%1$s` | the first seat's name |
 * | `%2$s` | the second seat's name |
 * | `%3$s` | every seat named ("Anna and Ben") |
 * | `%4$s` | the first number as points ("3 points") |
 * | `%5$d` | the first number |
 * | `%6$d` | the second number (a scored feature's size) |
 * | `%7$s` | the feature as a follower ("knight") |
 * | `%8$s` | the feature ("city") |
 * | `%9$s` | the token ("catch token") |
 * | `%10$s` | the tile's id |
 *
 * What each kind names is documented with the core's `MessageKind`. So a new kind of message
 * needs only the core and a `msg_` string; until it has one, the core's English is shown.
 */
object EventMessages {
    /** The string resource of [message]: `msg_` and the core's stable kind id. */
    fun resourceName(message: EventMessage): String = "msg_${message.kindId}"

    /** The format arguments of every `msg_` string (see the table above), in [words]. */
    fun arguments(message: EventMessage, words: MessageWords): List<Any> {
        val number = { index: Int -> message.numbers.getOrNull(index)?.toInt() ?: 0 }
        return listOf(
            message.names.getOrNull(0).orEmpty(),
            message.names.getOrNull(1).orEmpty(),
            words.names(message.names),
            words.points(number(0)),
            number(0),
            number(1),
            message.feature?.let(words::follower).orEmpty(),
            message.feature?.let(words::feature).orEmpty(),
            message.token?.let(words::token).orEmpty(),
            message.tile.orEmpty(),
        )
    }

    /** Whether [message] is a hit worth a buzz: a follower sent home, a catch. */
    fun isHit(message: EventMessage): Boolean = message.kind in HITS

    private val HITS = setOf(MessageKind.KNOCKED_HOME, MessageKind.SEDUCED, MessageKind.CAUGHT)
}
