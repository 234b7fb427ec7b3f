package app.catapult.android.logic

import app.catapult.core.GameReplay
import app.catapult.core.GameStore
import app.catapult.core.GameSummaryRecord
import app.catapult.core.HistoryFilter
import app.catapult.core.HistoryStatus
import app.catapult.core.replaySavedGame
import kotlinx.coroutines.CoroutineDispatcher
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow

/**
 * The history screen: the stored games, most recently played first, a page at a time
 * ([loadMore]); resume, replay, delete and export (for sharing) one of them, or import a game
 * file ([import]). All calls go to the
 * core's [GameStore] (they suspend; the work runs on the library's own threads).
 */
class HistoryModel(
    private val store: GameStore,
    private val pageSize: UInt = 20u,
    filter: HistoryFilter = HistoryFilter(null, null),
) {
    private val _games = MutableStateFlow<List<GameSummaryRecord>>(emptyList())
    private var nextPage = 0u
    private var exhausted = false

    /** The filter in use (status, player name); [refilter] changes it. */
    var filter: HistoryFilter = filter
        private set

    /** The games loaded so far. */
    val games: StateFlow<List<GameSummaryRecord>> = _games.asStateFlow()

    /** Whether [loadMore] may find more. */
    val hasMore: Boolean get() = !exhausted

    /** Loads the next page; returns how many games it added. */
    suspend fun loadMore(): Int {
        if (exhausted) return 0
        val page = store.listGames(filter, nextPage, pageSize)
        nextPage += 1u
        if (page.size.toUInt() < pageSize) exhausted = true
        _games.value = _games.value + page.filter { game -> _games.value.none { it.id == game.id } }
        return page.size
    }

    /** Starts over with [filter] and loads its first page. */
    suspend fun refilter(filter: HistoryFilter) {
        this.filter = filter
        reload()
    }

    /** Forgets the pages loaded and loads the first again. */
    suspend fun reload() {
        _games.value = emptyList()
        nextPage = 0u
        exhausted = false
        loadMore()
    }

    /** Deletes game [id] with everything stored about it. */
    suspend fun delete(id: Long) {
        store.deleteGame(id)
        _games.value = _games.value.filterNot { it.id == id }
    }

    /** Game [id] as a JSON document, to share or keep (the core's export format). */
    suspend fun export(id: Long): String = store.exportGame(id)

    /**
     * Stores the game file [json] (the core's export format: shared from another phone, or a
     * game deleted here) as a new game, lists the first page again with it, and returns its id.
     * The core checks the whole file first (every move replayed) and refuses, saving nothing, a
     * bad file or a game that is in the history already: [app.catapult.core.CatapultException.BadInput],
     * whose message says why.
     */
    suspend fun import(json: String): Long {
        val id = store.importGame(json)
        reload()
        return id
    }

    /** Resumes game [id] (see [GameController.resume]). */
    suspend fun resume(id: Long, scope: CoroutineScope, botDispatcher: CoroutineDispatcher): GameController =
        GameController.resume(store, id, scope, botDispatcher)

    /**
     * A step-by-step replay of game [id]: the core rebuilds the game after any number of its
     * moves (`moves()`, `step(n)`, with a hurl's flight). It stores nothing; [GameReplay.close]
     * it (`use {}`) when done.
     */
    suspend fun replay(id: Long): GameReplay = replaySavedGame(store, id)

    /** The most recently played game still in progress, for "continue", if any. */
    suspend fun lastInProgress(): GameSummaryRecord? = lastInProgress(store)

    /** Looks-ups that need no model. */
    companion object {
        /** The most recently played game of [store] still in progress, if any. */
        suspend fun lastInProgress(store: GameStore): GameSummaryRecord? =
            store.listGames(HistoryFilter(HistoryStatus.IN_PROGRESS, null), 0u, 1u).firstOrNull()
    }
}
