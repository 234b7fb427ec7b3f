package app.catapult.android.ui

import android.content.Context
import android.util.Log
import app.catapult.core.CatapultException
import app.catapult.core.GameStore
import app.catapult.core.openGameStore
import kotlinx.coroutines.sync.Mutex
import kotlinx.coroutines.sync.withLock
import java.io.File

/**
 * The game history, opened once per process from `games.sqlite` in the app's private files
 * and kept open until the process ends (the core makes every write durable as it happens).
 */
object History {
    private val lock = Mutex()
    private var store: GameStore? = null
    private var storePath: String? = null

    /** The history file. */
    fun file(context: Context): File = File(context.filesDir, "games.sqlite")

    /**
     * Folds the history's log into its file, if the history is open, so that a backup (which
     * leaves the log out: res/xml/data_extraction_rules.xml) holds every game. Called when
     * the app goes to the background. A failure loses nothing (the log keeps the games, and
     * the next time tries again), so it is only logged.
     */
    suspend fun foldLog() {
        val open = lock.withLock { store } ?: return
        try {
            open.foldLogIntoFile()
        } catch (e: CatapultException) {
            Log.w("Catapult", "the history's log stays unfolded for now: ${e.message}")
        }
    }

    /**
     * The open history of [context]'s app; opens (and, if need be, migrates) it on first use.
     * A history open on another file (another app's files folder: the tests' fresh app) is
     * closed first.
     */
    suspend fun store(context: Context): GameStore = lock.withLock {
        val path = file(context.applicationContext).path
        store?.takeIf { storePath == path } ?: run {
            forget()
            openGameStore(path).also {
                store = it
                storePath = path
            }
        }
    }

    /** Closes the history, as the process's end would (the tests' restart of the app). */
    internal suspend fun close() = lock.withLock { forget() }

    private fun forget() {
        store?.close()
        store = null
        storePath = null
    }
}
