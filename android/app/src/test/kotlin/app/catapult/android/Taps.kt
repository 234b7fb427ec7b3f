package app.catapult.android

import android.content.Intent
import android.widget.EditText
import app.catapult.android.logic.GameStage
import app.catapult.core.Cell
import app.catapult.core.FollowerSpot
import org.junit.Assert.assertEquals
import org.robolectric.Shadows.shadowOf

// What the stories' players do often: set up the usual table, tap the board where a cell or a
// follower's ring is drawn, look at what was shared.

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
fun Phone.tapCell(cell: Cell) = tapBoard(cell.x.toDouble(), cell.y.toDouble(), "cell $cell")

/** Taps the ring of the follower [spot] on the board. */
fun Phone.tapSpot(spot: FollowerSpot) = tapBoard(spot.at.x, spot.at.y, "the ring of $spot")

/** Taps the board where its point ([x], [y]) is drawn ([what], for a failure's message). */
private fun Phone.tapBoard(x: Double, y: Double, what: String) {
    settle()
    val board = game!!.board
    val (left, top) = origin(board)
    val across = board.camera.screenX(x).toFloat()
    val down = board.camera.screenY(y).toFloat()
    check(across in 0f..board.width.toFloat() && down in 0f..board.height.toFloat()) { "$what is out of sight on the board, at $across, $down" }
    tapAndWait(left + across, top + down)
}

/**
 * What the app shared last: the chooser it started, with ACTION_SEND of MIME [type] inside
 * it, whose text is returned (the file's content).
 */
fun Phone.sharedText(type: String): String {
    // The file is made off the main thread: the share sheet opens a moment after the tap.
    waitFor("the share sheet") { shadowOf(activity).peekNextStartedActivity() != null }
    val chooser = shadowOf(activity).nextStartedActivity ?: throw AssertionError("nothing was shared")
    assertEquals(Intent.ACTION_CHOOSER, chooser.action)
    @Suppress("DEPRECATION")
    val send = chooser.getParcelableExtra<Intent>(Intent.EXTRA_INTENT) ?: throw AssertionError("the chooser has nothing to send")
    assertEquals(Intent.ACTION_SEND, send.action)
    assertEquals(type, send.type)
    return send.getStringExtra(Intent.EXTRA_TEXT) ?: throw AssertionError("nothing in what was shared")
}
