package app.catapult.android.logic

import app.catapult.core.BotSkill
import app.catapult.core.EventMessage
import app.catapult.core.FeatureKind
import app.catapult.core.GameSession
import app.catapult.core.GameSetup
import app.catapult.core.MessageKind
import app.catapult.core.SeatSetup
import app.catapult.core.Token
import app.catapult.core.defaultRules
import kotlinx.coroutines.runBlocking
import javax.xml.parsers.DocumentBuilderFactory
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertFalse
import kotlin.test.assertTrue

/**
 * What players read after a move: the core's messages in the app's strings, one `msg_<id>`
 * string per kind of message, each filled with the same arguments (EventMessages).
 */
class EventMessagesTest {
    /** The app's strings (res/values/strings.xml), by name, as Android reads them. */
    private val strings: Map<String, String> by lazy {
        val file = repository.resolve("android/app/src/main/res/values/strings.xml").toFile()
        val document = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(file)
        val nodes = document.getElementsByTagName("string")
        (0 until nodes.length).associate { index ->
            val node = nodes.item(index)
            node.attributes.getNamedItem("name").nodeValue to node.textContent.replace("\\'", "'").replace("\\\"", "\"")
        }
    }

    /** The English words the app's resources give. */
    private object English : MessageWords {
        override fun names(names: List<String>) =
            if (names.size < 2) names.firstOrNull() ?: "nobody" else names.dropLast(1).joinToString(", ") + " and " + names.last()

        override fun points(n: Int) = if (n == 1) "1 point" else "$n points"

        override fun follower(kind: FeatureKind) = when (kind) {
            FeatureKind.ROAD -> "thief"
            FeatureKind.CITY -> "knight"
            FeatureKind.FIELD -> "farmer"
            FeatureKind.CLOISTER -> "monk"
        }

        override fun feature(kind: FeatureKind) = kind.name.lowercase()

        override fun token(token: Token) = token.name.lowercase().replace('_', '-') + " token"
    }

    /** [message] as the app shows it. */
    private fun read(message: EventMessage): String {
        val format = strings[EventMessages.resourceName(message)] ?: return message.english
        return String.format(format, *EventMessages.arguments(message, English).toTypedArray())
    }

    private fun message(kind: MessageKind, names: List<String>, numbers: List<UInt> = emptyList(), feature: FeatureKind? = null) =
        EventMessage(kind, kind.name.lowercase(), names.indices.map { it.toUInt() }, names, numbers, feature, null, null, "")

    @Test
    fun `every kind of message the core has has its string, filled from the same arguments`() {
        for (kind in MessageKind.entries) {
            val name = "msg_${kind.name.lowercase()}"
            val format = strings[name]
            assertTrue(format != null, "strings.xml has $name")
            val said = read(message(kind, listOf("Anna", "Ben"), listOf(8u, 3u), FeatureKind.CITY))
            assertFalse('%' in said, "$name leaves nothing unfilled: $said")
        }
    }

    @Test
    fun `Ben reads that his knight went home, and who shared a city`() {
        assertEquals("Knock-out! Ben's knight goes home.", read(message(MessageKind.KNOCKED_HOME, listOf("Ben"), feature = FeatureKind.CITY)))
        assertEquals(
            "Anna and Robo: the city scores 8 points.",
            read(message(MessageKind.SCORED, listOf("Anna", "Robo"), listOf(8u, 3u), FeatureKind.CITY)),
        )
        assertEquals("Game over! Ben wins with 12 points.", read(message(MessageKind.GAME_OVER, listOf("Ben"), listOf(12u))))
    }

    @Test
    fun `a whole game of bots reads in the app's words, each kind by its stable id`() = runBlocking {
        val bots = listOf(SeatSetup("Robo", BotSkill.GREEDY), SeatSetup("Dice", BotSkill.RANDOM), SeatSetup("Bolt", BotSkill.GREEDY))
        val messages = GameSession(GameSetup(bots, defaultRules(), 2uL)).use { session ->
            session.playBots().flatMap { it.messages }
        }
        assertTrue(messages.map { it.kind }.toSet().size >= 8, "many kinds: ${messages.map { it.kind }.toSet()}")
        for (message in messages) {
            assertEquals(message.kind.name.lowercase(), message.kindId, "the resource follows the kind")
            val said = read(message)
            assertFalse('%' in said || said.isBlank(), "${message.kindId}: $said")
            assertTrue(message.names.firstOrNull()?.let { it in said } ?: true, "${message.kindId} names who: $said")
        }
        assertTrue(messages.any { EventMessages.isHit(it) }, "someone was hit")
    }
}
