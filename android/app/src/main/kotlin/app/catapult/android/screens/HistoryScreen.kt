package app.catapult.android.screens

import android.os.Bundle
import android.app.AlertDialog
import android.view.View
import android.widget.EditText
import android.widget.Toast
import app.catapult.android.History
import app.catapult.android.MainActivity
import app.catapult.android.R
import app.catapult.android.Screen
import app.catapult.android.Ui
import app.catapult.android.logic.HistoryModel
import app.catapult.core.CatapultException
import app.catapult.core.GameSummaryRecord
import app.catapult.core.HistoryFilter
import app.catapult.core.HistoryStatus
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.SupervisorJob
import kotlinx.coroutines.cancel
import kotlinx.coroutines.launch
import java.text.DateFormat
import java.util.Date

/**
 * Every game played on this phone, the latest first, a page at a time, found by a player's
 * name: continue one, replay it step by step, share it (the core's JSON export) or delete it.
 */
class HistoryScreen(private val activity: MainActivity) : Screen {
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
    private val dates = DateFormat.getDateTimeInstance(DateFormat.MEDIUM, DateFormat.SHORT)

    override val view: View = Ui.scrolling(
        Ui.column(activity).apply {
            addView(Ui.title(activity, activity.getString(R.string.history_title)))
            addView(Ui.row(activity).apply {
                addView(search, Ui.weighted(2f))
                addView(Ui.button(activity, activity.getString(R.string.history_search)) { refilter() }, Ui.weighted(1f))
            })
            addView(list, Ui.wide(activity, top = 8f))
            addView(more, Ui.wide(activity, top = 8f))
        },
    )

    init {
        scope.launch {
            model = HistoryModel(History.store(activity))
            refilter()
        }
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

    override fun save(state: Bundle) = state.putString(MainActivity.KEY_SCREEN, MainActivity.SCREEN_HISTORY)
}
