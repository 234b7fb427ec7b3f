package app.catapult.core

import kotlinx.coroutines.runBlocking
import org.junit.jupiter.api.Test
import java.io.File
import kotlin.test.assertEquals
import kotlin.test.assertNotNull
import kotlin.test.assertTrue

/**
 * The phone backs the app up while it is in the background, and the backup leaves SQLite's
 * log out (Android's backup rules do). The app folds the log into the history's file when it
 * goes to the background, so a new phone restored from the file alone has every move.
 */
class BackupTest {
    @Test
    fun `a history restored from its file alone, after the app folded the log, resumes the game`() = runBlocking {
        withTempFolder { folder ->
            val path = historyIn(folder)
            val people = ScriptedPeople()
            val (id, before) = openGameStore(path).use { store ->
                val played = startGame(newGame(person("Anna"), person("Ben"), seed = 5uL), store).use { session ->
                    assertNotNull(session.gameId()) to people.playUntil(session) { it.tiles.size >= 8 && it.turn.step != TurnStep.PLACE_FOLLOWER }
                }
                val log = File("$path-wal")
                assertTrue(log.length() > 0, "the moves wait in the log")
                store.foldLogIntoFile()
                assertEquals(0L, log.length(), "the log is empty")

                // The backup: the file alone, into the new phone's folder.
                val restored = folder.resolve("restored").toFile().apply { mkdirs() }
                File(path).copyTo(File(restored, "games.sqlite"))
                played
            }

            openGameStore(folder.resolve("restored/games.sqlite").toString()).use { store ->
                resumeGame(store, id).use { session -> assertEquals(before, session.view()) }
            }
        }
    }
}
