package app.catapult.android

import android.widget.EditText
import app.catapult.android.logic.GameStage
import app.catapult.core.Cell
import app.catapult.core.FollowerSpot

// What the stories' players do often: set up the usual table, tap the board where a cell or a
// follower's ring is drawn.

/** New game: Anna, Ben and a bot, the default rules (The Catapult's rounds on); started. */
fun setUpAnnaBenAndABot(phone: Phone) {
    phone.tap("New game")
    val names = phone.shownViews().filterIsInstance<EditText>()
    names[0].setText("Anna")
    names[1].setText("Ben")
    phone.tap("Add a bot")
    phone.tap("Start the game")
    phone.awaitStage<GameStage.HandOver>()
}

/** Taps [cell] on the board, where it is drawn. */
fun Phone.tapCell(cell: Cell) {
    settle()
    val board = game!!.board
    val (left, top) = origin(board)
    val x = board.camera.screenX(cell.x.toDouble()).toFloat()
    val y = board.camera.screenY(cell.y.toDouble()).toFloat()
    check(x in 0f..board.width.toFloat() && y in 0f..board.height.toFloat()) { "cell $cell is out of sight on the board, at $x, $y" }
    tapAndWait(left + x, top + y)
}

/** Taps the ring of the follower [spot] on the board. */
fun Phone.tapSpot(spot: FollowerSpot) {
    settle()
    val board = game!!.board
    val (left, top) = origin(board)
    val x = board.camera.screenX(spot.at.x).toFloat()
    val y = board.camera.screenY(spot.at.y).toFloat()
    check(x in 0f..board.width.toFloat() && y in 0f..board.height.toFloat()) { "the ring of $spot is out of sight on the board, at $x, $y" }
    tapAndWait(left + x, top + y)
}
