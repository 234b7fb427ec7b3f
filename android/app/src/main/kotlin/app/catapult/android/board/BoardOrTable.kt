package app.catapult.android.board

import android.view.View
import app.catapult.android.logic.GameStage
import app.catapult.core.GameView
import app.catapult.core.HurlFlight
import app.catapult.core.RoundCamera
import app.catapult.core.RoundView

/**
 * The board and a round's table in one place, one shown at a time: the table takes the
 * board's place turning from the board north up to the round's camera, and turns back north up
 * before it gives the place back, so the player sees where they went.
 */
class BoardOrTable(private val board: BoardView, private val table: TableView) {
    /** Shows [round] on the table through [camera], [rested]'s end drawn (see [TableView.show]). */
    fun showRound(game: GameView, hurler: UInt?, round: RoundView, camera: RoundCamera?, rested: HurlFlight? = null) {
        val entering = table.visibility != View.VISIBLE
        board.visibility = View.GONE
        table.visibility = View.VISIBLE
        table.show(game, hurler, round, camera, from = if (entering) board else null, rested = rested)
    }

    /** Shows [game] on the board at [stage] (see [BoardView.show]), once the table has turned back. */
    fun showBoard(game: GameView, stage: GameStage?) {
        board.show(game, stage)
        if (table.visibility == View.VISIBLE) table.leaveTo(board, ::boardOnly) else boardOnly()
    }

    private fun boardOnly() {
        table.visibility = View.GONE
        board.visibility = View.VISIBLE
    }
}
