package app.catapult.android

import android.content.Context
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

    /** The history file. */
    fun file(context: Context): File = File(context.filesDir, "games.sqlite")

    /** The open history; opens (and, if need be, migrates) it on first use. */
    suspend fun store(context: Context): GameStore = lock.withLock {
        store ?: openGameStore(file(context.applicationContext).path).also { store = it }
    }
}
