package app.catapult.android

import android.app.Activity
import android.app.AlertDialog
import android.content.Intent
import android.net.Uri
import android.view.View
import android.widget.EditText
import android.widget.TextView
import app.catapult.android.board.BoardView
import app.catapult.android.board.TableView
import app.catapult.android.logic.GameStage
import app.catapult.android.screens.HistoryScreen
import app.catapult.android.screens.ReplayScreen
import app.catapult.android.screens.StatsScreen
import app.catapult.core.HistoryFilter
import app.catapult.core.HistoryStatus
import app.catapult.core.openGameStore
import kotlinx.coroutines.runBlocking
import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Assert.assertNotEquals
import org.junit.Assert.assertTrue
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.RobolectricTestRunner
import org.robolectric.Shadows.shadowOf
import org.robolectric.annotation.Config
import org.robolectric.annotation.GraphicsMode
import org.robolectric.shadows.ShadowAlertDialog
import java.io.ByteArrayInputStream
import java.io.File
import java.nio.file.Files

/** The history: a game listed, continued, replayed, shared, deleted and imported back; the statistics. */
@RunWith(RobolectricTestRunner::class)
@GraphicsMode(GraphicsMode.Mode.NATIVE)
@Config(sdk = [34], qualifiers = Phones.PHONE)
class HistoryStoryTest {
    @Test
    fun `Anna and Ben stop after a turn, find their game in the history and continue it where they left it`() {
        Phone.launch(seed = 2).use { phone ->
            phone.tap("New game")
            val names = phone.shownViews().filterIsInstance<EditText>()
            names[0].setText("Anna")
            names[1].setText("Ben")
            phone.tap("Start the game")
            phone.awaitStage<GameStage.HandOver>()
            phone.tap("I'm Anna")
            val place = phone.awaitStage<GameStage.PlaceTile>()
            phone.tapCell(place.legal.first().cell)
            phone.tap("Place")
            phone.awaitStage<GameStage.PlaceFollower>()
            phone.tap("No follower")
            assertEquals("Ben", phone.awaitStage<GameStage.HandOver>().player.name)

            // They leave the game for home, then open the history.
            phone.back()
            phone.tap("History")
            phone.await<TextView>("Anna, Ben")
            phone.awaitContaining("not finished")
            phone.screenshot("history-unfinished")

            // Continue: the game is back where it was, the phone going to Ben.
            phone.tap("Continue")
            val handOver = phone.awaitStage<GameStage.HandOver>()
            assertEquals("Ben", handOver.player.name)
            assertEquals("Anna's tile is on the board", 2, phone.controller.view.value.tiles.size)
        }
    }

    @Test
    fun `Anna's finished game against Robo is replayed step by step, shared, deleted, imported back once, and counted in the statistics`() {
        Phone.launch(seed = 3).use { phone ->
            // Anna against a bot (Robo), to the end, on the screens; then home.
            phone.tap("New game")
            phone.shownViews().filterIsInstance<EditText>()[0].setText("Anna")
            phone.tap("Add a bot")
            phone.tap(phone.shownViews().first { it.contentDescription == "Remove seat 2" })
            phone.tap("Start the game")
            PeopleAtTheScreen(phone).playToTheEnd()
            phone.tap("Home")

            // The history lists it, finished, with the winner and the scores.
            phone.tap("History")
            phone.await<TextView>("Anna, Robo")
            phone.awaitContaining(" won ")
            assertTrue("a finished game cannot be continued", phone.find<TextView>("Continue") == null)
            phone.screenshot("history-finished")

            // Replay: it opens at the end; Back steps through it until the board changes (its
            // tiles and followers, as TalkBack reads them), Next steps forward again.
            phone.tap("Replay")
            val caption = phone.await<TextView>("Step ")
            phone.waitFor("the replay at its last step") { Regex("Step (\\d+) of \\1:").containsMatchIn(caption.text) }
            val last = stepOf(caption)
            val atEnd = phone.boardDescription()
            var back = 0
            while (phone.boardDescription() == atEnd && back < MAX_STEPS_BACK) {
                phone.tap("Back")
                back++
                phone.waitFor("step ${last - back}") { stepOf(caption) == last - back }
            }
            assertNotEquals("the board $back steps back", atEnd, phone.boardDescription())
            phone.tap("Next")
            phone.waitFor("a step forward") { stepOf(caption) == last - back + 1 }
            assertTrue(phone.activity.shown is ReplayScreen)
            phone.screenshot("replay")

            // Share: a chooser with the core's export as the text.
            phone.back()
            phone.tap("History")
            phone.tap("Share")
            val json = phone.sharedText("application/json")
            assertTrue(json.trimStart().startsWith("{"))
            assertTrue(json.contains("\"Anna\"") && json.contains("\"Robo\""))
            assertImportsElsewhere(json)

            // Delete it, confirmed in the dialog: the history is empty.
            phone.tap("Delete")
            val dialog = ShadowAlertDialog.getLatestAlertDialog() as AlertDialog
            phone.tapInDialog(dialog, dialog.getButton(AlertDialog.BUTTON_POSITIVE))
            assertFalse("the dialog is closed", dialog.isShowing)
            phone.await<TextView>("No games yet.")

            // Import it back from the file, picked in the document picker.
            phone.tap("Import a game")
            answerPicker(phone, json.toByteArray())
            phone.await<TextView>("Game imported.")
            phone.await<TextView>("Anna, Robo")
            phone.screenshot("history")

            // The same file again: refused with the core's reason; still one game.
            phone.tap("Import a game")
            answerPicker(phone, json.toByteArray())
            val refusal = phone.awaitContaining("in the history already")
            assertTrue(refusal.text.toString(), refusal.text.startsWith("This game is in the history already"))
            assertEquals(1, phone.shownViews().filterIsInstance<TextView>().count { it.text.toString() == "Anna, Robo" })
            phone.screenshot("history-refused")

            // A file far too big for a game is refused before it is read to its end.
            phone.tap("Import a game")
            answerPicker(phone, ByteArray(3 shl 20) { ' '.code.toByte() })
            phone.awaitContaining("That file is too big")

            // Statistics, from home: Anna and Robo, one game each.
            phone.back()
            phone.tap("Statistics")
            phone.await<TextView>("Anna")
            phone.await<TextView>("Robo")
            assertTrue(phone.activity.shown is StatsScreen)
            assertEquals(2, phone.shownViews().filterIsInstance<TextView>().count { it.text.startsWith("1 game,") })
            phone.screenshot("statistics")
        }
    }

    /** The file goes into another phone's history (a fresh one), the game finished there too. */
    private fun assertImportsElsewhere(json: String) = runBlocking {
        val folder = Files.createTempDirectory("catapult-elsewhere-").toFile()
        try {
            openGameStore(File(folder, "games.sqlite").path).use { other ->
                val id = other.importGame(json)
                val game = other.listGames(HistoryFilter(null, null), 0u, 10u).single()
                assertEquals(id, game.id)
                assertEquals(HistoryStatus.FINISHED, game.status)
                assertEquals(listOf("Anna", "Robo"), game.seats.map { it.name })
            }
        } finally {
            folder.deleteRecursively()
        }
    }

    /** The document picker the app opened, answered with a file holding [content]. */
    private fun answerPicker(phone: Phone, content: ByteArray) {
        val activity = shadowOf(phone.activity)
        val started = activity.nextStartedActivityForResult ?: throw AssertionError("no document picker was opened")
        val intent = started.intent
        assertEquals(Intent.ACTION_OPEN_DOCUMENT, intent.action)
        assertTrue(intent.hasCategory(Intent.CATEGORY_OPENABLE))
        assertEquals("application/json", intent.type)
        assertEquals(listOf("application/json", "text/plain", "application/octet-stream"), intent.getStringArrayExtra(Intent.EXTRA_MIME_TYPES)!!.toList())
        val uri = Uri.parse("content://com.android.externalstorage.documents/document/primary%3ADownload%2Fgame-${files++}.json")
        shadowOf(phone.activity.contentResolver).registerInputStream(uri, ByteArrayInputStream(content))
        activity.receiveResult(intent, Activity.RESULT_OK, Intent().setData(uri))
        phone.idle()
        assertTrue(phone.activity.shown is HistoryScreen)
    }

    private var files = 0

    /** The step the replay's [caption] names. */
    private fun stepOf(caption: TextView): Int = Regex("Step (\\d+) of").find(caption.text)!!.groupValues[1].toInt()

    /** What TalkBack reads of the replay's board, once a hurl's flight (if one is shown) is over. */
    private fun Phone.boardDescription(): String {
        advance(FLIGHT_MS)
        return shownViews().first { it is BoardView || it is TableView }.contentDescription.toString()
    }

    private companion object {
        /** How far back the replay may go for the board to change (a placed tile is a step or two back). */
        const val MAX_STEPS_BACK = 10

        /** Long enough for a replayed hurl's flight, ms. */
        const val FLIGHT_MS = 3_000L
    }
}

/** The back button. */
@Suppress("DEPRECATION")
fun Phone.back() {
    activity.onBackPressed()
    idle()
}

/** Waits for a shown text view holding [text] anywhere in it, and returns it. */
fun Phone.awaitContaining(text: String): TextView {
    waitFor("\"$text\" in a text on screen") { shownViews().filterIsInstance<TextView>().any { it.text.contains(text) } }
    return shownViews().filterIsInstance<TextView>().first { it.text.contains(text) }
}

/** A finger on [view] in [dialog]'s window (a dialog has a window of its own). */
fun Phone.tapInDialog(dialog: AlertDialog, view: View) {
    check(view.isShown && view.isEnabled) { "not tappable: $view" }
    val (x, y) = centre(view)
    tapAt(x, y, dialog::dispatchTouchEvent)
}
