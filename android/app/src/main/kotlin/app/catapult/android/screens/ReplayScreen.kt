package app.catapult.android.screens

import android.os.Bundle
import android.animation.TimeAnimator
import android.view.View
import android.view.ViewGroup
import android.widget.FrameLayout
import android.widget.LinearLayout
import android.widget.SeekBar
import app.catapult.android.R
import app.catapult.android.board.BoardOrTable
import app.catapult.android.board.BoardView
import app.catapult.android.board.TableView
import app.catapult.android.board.TileArt
import app.catapult.android.logic.FlightPlayback
import app.catapult.android.logic.HistoryModel
import app.catapult.android.ui.History
import app.catapult.android.ui.Screen
import app.catapult.android.ui.ScreenHost
import app.catapult.android.ui.Ui
import app.catapult.core.CatapultException
import app.catapult.core.GameReplay
import app.catapult.core.ReplayStep
import app.catapult.core.RoundView
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Job
import kotlinx.coroutines.SupervisorJob
import kotlinx.coroutines.cancel
import kotlinx.coroutines.launch

/**
 * A stored game step by step: the board after each move (the core's [GameReplay] rebuilds every
 * step), back and forward or any step with the slider; a hurl's flight plays on the table. The
 * replay is closed with the screen.
 */
class ReplayScreen(private val activity: ScreenHost, private val id: Long) : Screen {
    private val scope = CoroutineScope(activity.scope.coroutineContext + SupervisorJob())
    private val art = TileArt(activity)
    private val board = BoardView(activity, art)
    private val table = TableView(activity, art).apply { visibility = View.GONE }
    private val places = BoardOrTable(board, table)
    private val caption = Ui.text(activity, activity.getString(R.string.loading))
    private val slider = SeekBar(activity).apply { contentDescription = activity.getString(R.string.replay_slider) }
    private var replay: GameReplay? = null
    private var moves = 0
    private var index = 0
    private var loading: Job? = null
    private var animator: TimeAnimator? = null

    override val view: View = Ui.column(activity, padding = 8f).apply {
        addView(Ui.title(activity, activity.getString(R.string.replay_title)))
        addView(FrameLayout(activity).apply {
            addView(board, ViewGroup.LayoutParams(-1, -1))
            addView(table, ViewGroup.LayoutParams(-1, -1))
        }, LinearLayout.LayoutParams(-1, 0, 1f))
        addView(caption)
        // As tall as a finger needs (the bar itself is drawn in the middle).
        addView(slider, LinearLayout.LayoutParams(-1, Ui.px(activity, Ui.TOUCH_TARGET_DP)))
        addView(Ui.row(activity).apply {
            addView(Ui.button(activity, activity.getString(R.string.replay_previous)) { go(index - 1) }, Ui.weighted())
            addView(Ui.button(activity, activity.getString(R.string.replay_next)) { go(index + 1) }, Ui.weighted())
        })
    }

    init {
        slider.setOnSeekBarChangeListener(object : SeekBar.OnSeekBarChangeListener {
            override fun onProgressChanged(bar: SeekBar, progress: Int, fromUser: Boolean) {
                if (fromUser) go(progress)
            }

            override fun onStartTrackingTouch(bar: SeekBar) = Unit
            override fun onStopTrackingTouch(bar: SeekBar) = Unit
        })
        scope.launch {
            try {
                val store = History.store(activity)
                val opened = HistoryModel(store).replay(id)
                replay = opened
                moves = opened.moves().toInt()
                slider.max = moves
                go(moves)
            } catch (e: CatapultException) {
                caption.text = e.message
            }
        }
    }

    private fun go(step: Int) {
        val replay = replay ?: return
        val target = step.coerceIn(0, moves)
        index = target
        slider.progress = target
        loading?.cancel()
        loading = scope.launch {
            try {
                val step = replay.step(target.toUInt())
                // A hurl is drawn on the round as it was before it (the last hurl ends the round).
                val round = if (step.flight != null && target > 0) {
                    replay.step((target - 1).toUInt()).view.round ?: step.view.round
                } else {
                    step.view.round
                }
                show(step, round)
            } catch (e: CatapultException) {
                caption.text = e.message
            }
        }
    }

    private fun show(step: ReplayStep, round: RoundView?) {
        animator?.cancel()
        caption.text = activity.getString(R.string.replay_step, step.step.toInt(), moves, activity.texts.move(step.lastMove))
        val flight = step.flight
        if (flight != null && round != null) {
            // Seen from the hurler's seat (a catch's flight through the round's camera).
            places.showRound(step.view, flight.seat, round, flight.camera ?: round.camera)
            val playback = FlightPlayback(flight)
            animator = TimeAnimator().apply {
                setTimeListener { animation, total, _ ->
                    val seconds = total / 1000.0
                    table.showFrame(playback.frameAt(seconds), flight)
                    if (playback.isOver(seconds)) animation.cancel()
                }
                start()
            }
        } else {
            places.showBoard(step.view, null)
        }
    }

    override fun onPause() {
        animator?.cancel()
    }

    override fun close() {
        animator?.cancel()
        scope.cancel()
        replay?.close()
    }

    override fun save(state: Bundle) {
        state.putString(ScreenHost.KEY_SCREEN, ScreenHost.SCREEN_REPLAY)
        state.putLong(ScreenHost.KEY_GAME, id)
    }
}
