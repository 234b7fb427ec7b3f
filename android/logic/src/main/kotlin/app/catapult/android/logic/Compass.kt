package app.catapult.android.logic

import kotlin.math.atan2
import kotlin.math.hypot
import kotlin.math.roundToInt

/**
 * Where on a tile a spot lies, as a compass word: the centre, or one of eight directions from
 * it (north up, as the board is drawn). Follower buttons name it, so that two spots of the
 * same kind (two fields, two roads) can be told apart.
 */
enum class Compass {
    CENTRE, NORTH, NORTH_EAST, EAST, SOUTH_EAST, SOUTH, SOUTH_WEST, WEST, NORTH_WEST;

    companion object {
        /** Nearer the centre than this (tile units) is the centre. */
        const val CENTRE_RADIUS = 0.15

        /** The direction of ([dx], [dy]) from the tile's centre, in tile units, y north. */
        fun of(dx: Double, dy: Double): Compass {
            if (hypot(dx, dy) < CENTRE_RADIUS) return CENTRE
            // Clockwise from north, in eighths of a turn.
            val eighth = (Math.toDegrees(atan2(dx, dy)) / 45.0).roundToInt().mod(8)
            return entries[1 + eighth]
        }
    }
}
