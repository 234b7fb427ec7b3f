package app.catapult.android.screens

import android.app.AlertDialog
import android.content.ActivityNotFoundException
import android.content.Intent
import android.net.Uri
import android.os.Bundle
import android.view.View
import android.widget.EditText
import android.widget.Toast
import app.catapult.android.R
import app.catapult.android.logic.HistoryModel
import app.catapult.android.ui.History
import app.catapult.android.ui.Screen
import app.catapult.android.ui.ScreenHost
import app.catapult.android.ui.Ui
import app.catapult.core.CatapultException
import app.catapult.core.GameSummaryRecord
import app.catapult.core.HistoryFilter
import app.catapult.core.HistoryStatus
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.SupervisorJob
import kotlinx.coroutines.cancel
import kotlinx.coroutines.launch
import kotlinx.coroutines.withContext
import java.io.ByteArrayOutputStream
import java.io.FileNotFoundException
import java.io.IOException
import java.text.DateFormat
import java.util.Date

/**
 * Every game played on this phone, the latest first, a page at a time, found by a player's
 * name: continue one, replay it step by step, share it (the core's JSON export) or delete it;
 * import a game file picked with the system's document picker (the core checks it).
 */
class HistoryScreen(private val activity: ScreenHost) : Screen {
    private val scope = CoroutineScope(activity.scope.coroutineContext + SupervisorJob())
    private var model: HistoryModel? = null
    private val list = Ui.column(activity, padding = 0f)
    private val more = Ui.button(activity, activity.getString(R.string.history_more)) { loadMore() }
    private val search = EditText(activity).apply {
        hint = activity.getString(R.string.history_search_hint)
        contentDescription = activity.getString(R.string.history_search_hint)
        isSingleLine = true
        minHeight = Ui.px(activity, Ui.TOUCH_TARGET_DP)
    }
    private val status = Ui.text(activity, "").apply {
        visibility = View.GONE
        accessibilityLiveRegion = View.ACCESSIBILITY_LIVE_REGION_POLITE
    }
    private val dates = DateFormat.getDateTimeInstance(DateFormat.MEDIUM, DateFormat.SHORT)

    override val view: View = Ui.scrolling(
        Ui.column(activity).apply {
            addView(Ui.title(activity, activity.getString(R.string.history_title)))
            addView(Ui.row(activity).apply {
                addView(search, Ui.weighted(2f))
                addView(Ui.button(activity, activity.getString(R.string.history_search)) { refilter() }, Ui.weighted(1f))
            })
            addView(Ui.button(activity, activity.getString(R.string.history_import), activity.getString(R.string.history_import_description)) {
                pickFile()
            }, Ui.wide(activity, top = 8f))
            addView(status, Ui.wide(activity, top = 8f))
            addView(list, Ui.wide(activity, top = 8f))
            addView(more, Ui.wide(activity, top = 8f))
        },
    )

    private val opening = scope.launch {
        model = HistoryModel(History.store(activity))
        refilter()
    }

    private fun refilter() {
        val model = model ?: return
        val name = search.text.toString().trim().ifEmpty { null }
        scope.launch {
            model.refilter(HistoryFilter(null, name))
            render()
        }
    }

    private fun loadMore() {
        val model = model ?: return
        scope.launch {
            model.loadMore()
            render()
        }
    }

    private fun render() {
        val model = model ?: return
        list.removeAllViews()
        val games = model.games.value
        if (games.isEmpty()) list.addView(Ui.text(activity, activity.getString(R.string.history_empty)))
        for (game in games) list.addView(row(game), Ui.wide(activity, top = 12f))
        more.visibility = if (model.hasMore) View.VISIBLE else View.GONE
    }

    private fun row(game: GameSummaryRecord): View = Ui.column(activity, padding = 0f).apply {
        val names = game.seats.joinToString(activity.getString(R.string.names_separator)) { it.name }
        // Each score with its player's name: "5–21" alone leaves the reader guessing whose is whose.
        val scores = game.scores?.let { points ->
            game.seats.zip(points).joinToString(activity.getString(R.string.names_separator)) { (seat, score) ->
                activity.getString(R.string.history_score, seat.name, score.toInt())
            }
        }
        val winners = game.winners.mapNotNull { game.seats.getOrNull(it.toInt())?.name }
        addView(Ui.text(activity, names, sp = 18f))
        addView(Ui.text(
            activity,
            if (scores != null) {
                activity.getString(R.string.history_line_finished, dates.format(Date(game.updatedMs)), activity.texts.names(winners), scores)
            } else {
                activity.getString(R.string.history_line, dates.format(Date(game.updatedMs)), activity.texts.status(game.status), game.actions.toInt())
            },
            sp = 14f,
        ))
        addView(Ui.row(activity).apply {
            if (game.status != HistoryStatus.FINISHED) {
                addView(Ui.button(activity, activity.getString(R.string.history_continue), activity.getString(R.string.history_continue_description, names)) {
                    activity.play(game.id)
                }, Ui.weighted())
            }
            addView(Ui.button(activity, activity.getString(R.string.history_replay), activity.getString(R.string.history_replay_description, names)) {
                activity.replay(game.id)
            }, Ui.weighted())
            addView(Ui.button(activity, activity.getString(R.string.history_share), activity.getString(R.string.history_share_description, names)) {
                share(game, names)
            }, Ui.weighted())
            addView(Ui.button(activity, activity.getString(R.string.history_delete), activity.getString(R.string.history_delete_description, names)) {
                confirmDelete(game, names)
            }, Ui.weighted())
        })
    }

    private fun share(game: GameSummaryRecord, names: String) {
        val model = model ?: return
        scope.launch {
            try {
                activity.share(model.export(game.id), activity.getString(R.string.share_subject, names))
            } catch (e: CatapultException) {
                Toast.makeText(activity, e.message, Toast.LENGTH_LONG).show()
            }
        }
    }

    /** Opens the system's picker for a game file; its answer comes to [onDocument]. */
    private fun pickFile() {
        val open = Intent(Intent.ACTION_OPEN_DOCUMENT).apply {
            addCategory(Intent.CATEGORY_OPENABLE)
            type = "application/json"
            // File managers label a .json file in different ways.
            putExtra(Intent.EXTRA_MIME_TYPES, arrayOf("application/json", "text/plain", "application/octet-stream"))
        }
        try {
            activity.startActivityForResult(open, ScreenHost.REQUEST_DOCUMENT)
        } catch (e: ActivityNotFoundException) {
            tell(activity.getString(R.string.history_import_no_picker))
        }
    }

    /** Imports the game file at [uri] (read off the main thread), lists it, and says how it went. */
    override fun onDocument(uri: Uri) {
        scope.launch {
            opening.join()
            val model = model ?: return@launch
            tell(activity.getString(R.string.history_importing))
            val bytes = try {
                withContext(Dispatchers.IO) { read(uri) }
            } catch (e: IOException) {
                return@launch tell(activity.getString(R.string.history_import_unreadable))
            } catch (e: SecurityException) {
                return@launch tell(activity.getString(R.string.history_import_unreadable))
            }
            if (bytes.size > MAX_FILE_BYTES) return@launch tell(activity.getString(R.string.history_import_too_big))
            val json = String(bytes, Charsets.UTF_8)
            try {
                model.import(json)
                render()
                tell(activity.getString(R.string.history_imported))
            } catch (e: CatapultException) {
                // The core says why, and that nothing was saved.
                tell(activity.texts.sentence(e))
            }
        }
    }

    /**
     * The document at [uri]; a file over [MAX_FILE_BYTES] is not read to its end (what is
     * returned is then longer than that, to be refused).
     */
    private fun read(uri: Uri): ByteArray {
        val input = activity.contentResolver.openInputStream(uri) ?: throw FileNotFoundException(uri.toString())
        return input.use {
            val bytes = ByteArrayOutputStream()
            val buffer = ByteArray(BUFFER_BYTES)
            while (bytes.size() <= MAX_FILE_BYTES) {
                val n = it.read(buffer)
                if (n < 0) break
                bytes.write(buffer, 0, n)
            }
            bytes.toByteArray()
        }
    }

    private fun tell(message: String) {
        status.text = message
        status.visibility = View.VISIBLE
    }

    private fun confirmDelete(game: GameSummaryRecord, names: String) {
        AlertDialog.Builder(activity)
            .setMessage(activity.getString(R.string.history_delete_confirm, names))
            .setPositiveButton(R.string.history_delete) { _, _ ->
                val model = model ?: return@setPositiveButton
                scope.launch {
                    model.delete(game.id)
                    render()
                }
            }
            .setNegativeButton(R.string.cancel, null)
            .show()
    }

    override fun close() = scope.cancel()

    override fun save(state: Bundle) = state.putString(ScreenHost.KEY_SCREEN, ScreenHost.SCREEN_HISTORY)

    private companion object {
        /** The largest game file imported, bytes (a long game's file is a few dozen kB). */
        const val MAX_FILE_BYTES = 1 shl 20

        const val BUFFER_BYTES = 8192
    }
}
