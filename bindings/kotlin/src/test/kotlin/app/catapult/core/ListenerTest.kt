package app.catapult.core

import kotlinx.coroutines.runBlocking
import org.junit.jupiter.api.Test
import java.util.concurrent.CopyOnWriteArrayList
import kotlin.test.assertEquals
import kotlin.test.assertTrue

/**
 * The game screen listens to the session: it hears the player's own moves and every bot move,
 * and once the screen is gone (subscription cancelled or closed) it hears nothing more.
 */
class ListenerTest {
    /** What the screen heard: one list of events per change, and on which threads. */
    private class Screen : GameListener {
        val changes = CopyOnWriteArrayList<List<GameEvent>>()
        val threads = CopyOnWriteArrayList<String>()
        override fun onChange(events: List<GameEvent>) {
            changes += events
            threads += Thread.currentThread().name
        }
        val events get() = changes.flatten()
    }

    @Test
    fun `the screen hears every move until it stops listening`() = runBlocking {
        GameSession(newGame(person("Anna"), bot("Robo", BotSkill.GREEDY), seed = 9uL)).use { session ->
            val screen = Screen()
            session.subscribe(screen).use { subscription ->
                // Anna's own moves, as they are returned.
                val spot = session.view().turn.legal.first()
                val placed = session.placeTile(spot.cell, spot.rotations.first()).events
                assertEquals(listOf(placed), screen.changes)
                session.undo()
                assertEquals(emptyList(), screen.changes.last(), "a take-back is a change with no events")
                session.placeTile(spot.cell, spot.rotations.first())
                val skipped = session.skipFollower().events
                assertEquals(placed + placed + skipped, screen.events)

                // The bot's turn, heard move by move from the library's thread.
                val heardBefore = screen.changes.size
                val bots = session.playBots().flatMap { it.events }
                assertTrue(bots.any { it is GameEvent.TilePlaced && it.player == 1u }, "Robo placed a tile")
                assertTrue(screen.changes.size > heardBefore + 1, "each bot move is its own change")
                assertEquals(bots, screen.changes.drop(heardBefore).flatten())
                println("listener threads: ${screen.threads.toSet()}")

                subscription.cancel()
                subscription.cancel() // harmless twice
                val heard = screen.changes.size
                ScriptedPeople().playUntil(session) { it.tiles.size >= 8 }
                assertEquals(heard, screen.changes.size, "nothing heard after cancel")
            }

            // A second screen, closed instead of cancelled (Kotlin `use`).
            val other = Screen()
            session.subscribe(other).use {
                ScriptedPeople().playUntil(session) { it.tiles.size >= 10 }
                assertTrue(other.changes.isNotEmpty())
            }
            val heard = other.changes.size
            ScriptedPeople().playUntil(session) { it.tiles.size >= 12 }
            assertEquals(heard, other.changes.size, "nothing heard after close")
        }
    }

    /**
     * A screen that throws from its callback (on Android, e.g. touching a view from the bot's
     * thread) must not make the move look failed: the move is made either way, and the bots
     * play on.
     */
    @Test
    fun `a screen that throws does not make the move fail`() = runBlocking {
        GameSession(newGame(person("Anna"), bot("Robo", BotSkill.GREEDY), seed = 9uL)).use { session ->
            session.subscribe(object : GameListener {
                override fun onChange(events: List<GameEvent>) = throw IllegalStateException("the screen is gone")
            }).use {
                val spot = session.view().turn.legal.first()
                session.placeTile(spot.cell, spot.rotations.first())
                session.skipFollower()
                session.playBots()
                assertEquals(0u, session.view().turn.player, "Robo played his whole turn")
            }
        }
    }
}
