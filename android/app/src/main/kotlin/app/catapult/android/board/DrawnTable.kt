package app.catapult.android.board

import android.graphics.PointF

/**
 * Where [TableView]'s last frame drew what a round is about, in the view's pixels, as it drew
 * them: what the tests that look at the round measure (not worked out again).
 */
internal class DrawnTable {
    /** Each seat's catapult marker, by seat index (the acting seat's at its camera's mark). */
    val seats = mutableMapOf<Int, PointF>()

    /** Each follower on the board, by id. */
    val followers = mutableMapOf<UInt, PointF>()

    /** The round's fair tile's four corners. */
    val fairTile = mutableListOf<PointF>()

    /** The middle of the tiles laid. */
    var boardCentre: PointF? = null

    /** The catcher's hands, during a catch. */
    var hands: PointF? = null

    /** The flying token's shadow (where it is over the table), or where the last flight left it. */
    var token: PointF? = null

    fun clear() {
        seats.clear()
        followers.clear()
        fairTile.clear()
        boardCentre = null
        hands = null
        token = null
    }
}
