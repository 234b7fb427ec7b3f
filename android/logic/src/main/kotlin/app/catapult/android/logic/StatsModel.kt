package app.catapult.android.logic

import app.catapult.core.GameStore
import app.catapult.core.PlayerStatistics

/**
 * The statistics screen: every player name's results over their finished games, as the core
 * keeps them, best record first (most wins, then most games, then the name).
 */
class StatsModel(private val store: GameStore) {
    /** Everyone, best first. */
    suspend fun everyone(): List<PlayerStatistics> =
        store.playerStatistics().sortedWith(
            compareByDescending<PlayerStatistics> { it.wins }.thenByDescending { it.games }.thenBy { it.name.lowercase() },
        )

    /** One player's statistics (case does not matter), or `null` if they finished no game. */
    suspend fun of(name: String): PlayerStatistics? = store.playerStatisticsFor(name.trim())

    /** Ways to read a record. */
    companion object {
        /** Share of games won, 0–100 (0 for no games). */
        fun winPercent(stats: PlayerStatistics): Int =
            if (stats.games == 0u) 0 else (stats.wins.toDouble() * 100 / stats.games.toDouble()).let { Math.round(it).toInt() }
    }
}
