package app.catapult.android.logic

import app.catapult.core.GameView
import app.catapult.core.TilesLeft

/**
 * What the player aids show, read from the core's view: each player's score now and what the
 * game would give them if it ended now, the tiles still to come by type, and, for a knock-out or
 * seduction hurl, where the other players' followers stand.
 */
object PlayerAids {
    /** One player's row: [now] points and what each kind of feature would add at the end. */
    data class Projection(
        val seat: UInt,
        val name: String,
        val now: UInt,
        val roads: UInt,
        val cities: UInt,
        val cloisters: UInt,
        val fields: UInt,
    ) {
        /** What the game would add if it ended now. */
        val more: UInt get() = roads + cities + cloisters + fields

        /** The score if the game ended now. */
        val total: UInt get() = now + more
    }

    /** Every player's row, in seat order. */
    fun projections(view: GameView): List<Projection> = view.players.map { player ->
        val projected = player.projected
        Projection(player.seat, player.name, player.score, projected.roads, projected.cities, projected.cloisters, projected.fields)
    }

    /** The tile types still to come, with how many of each, in the catalogue's order. */
    fun tilesToCome(view: GameView): List<TilesLeft> = view.turn.tilesLeftByType.filter { it.count > 0u }

    /**
     * Where the other players' followers stand as the hurler aims, nearest first, in the core's
     * words after the owner's name ("Ben's knight on (1, 0): 12° to the left (aim 12), 48 cm
     * away"); empty when the round's token aims at no follower.
     */
    fun aims(view: GameView): List<String> {
        val round = view.round ?: return emptyList()
        return round.aims.filter { it.inReach }.map { aim ->
            val owner = view.players.firstOrNull { it.seat == aim.owner }?.name ?: "Seat ${aim.owner.toInt() + 1}"
            "$owner's ${aim.words}"
        }
    }
}
