package app.catapult.core

import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.async
import kotlinx.coroutines.delay
import kotlinx.coroutines.runBlocking
import org.junit.jupiter.api.Test
import kotlin.test.assertEquals
import kotlin.test.assertNull
import kotlin.test.assertTrue

/**
 * The setup screen offers the core's bot ladder, weakest first, with the players' names for the
 * levels; a new bot seat starts strong; and an expert thinking gives way when the player leaves.
 */
class BotLadderTest {
    @Test
    fun `the setup offers five levels weakest first, and a new bot is strong`() {
        assertEquals(
            listOf(BotSkill.RANDOM, BotSkill.BEGINNER, BotSkill.GREEDY, BotSkill.STRONG, BotSkill.EXPERT),
            botSkills(),
        )
        assertEquals(
            listOf("Random", "Beginner", "Intermediate", "Strong", "Expert"),
            botSkills().map { botSkillLabel(it) },
        )
        assertEquals(BotSkill.STRONG, defaultBotSkill())
    }

    @Test
    fun `an expert thinking gives way when Anna leaves the game, and moves once she is back`() = runBlocking {
        GameSession(newGame(bot("Ada", BotSkill.EXPERT), bot("Bea", BotSkill.EXPERT), seed = 5uL)).use { session ->
            // Anna closes the game screen again and again while the expert thinks.
            val leaving = async(Dispatchers.Default) {
                repeat(5_000) {
                    session.leave()
                    delay(1)
                }
            }
            val step = session.botStep()
            leaving.cancel()
            assertNull(step, "the bot moved although Anna had left")
            assertTrue(session.botToPlay())
            val back = session.botStep()
            assertTrue(back?.byBot == true)
        }
    }
}
