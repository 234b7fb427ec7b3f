package app.catapult.android.screens

import android.content.res.Configuration
import android.os.Bundle
import android.view.View
import android.view.ViewGroup
import android.widget.FrameLayout
import android.widget.LinearLayout
import app.catapult.android.R
import app.catapult.android.board.BoardOrTable
import app.catapult.android.board.BoardView
import app.catapult.android.board.TableView
import app.catapult.android.board.TileArt
import app.catapult.android.logic.GameController
import app.catapult.android.logic.GameStage
import app.catapult.android.screens.game.AimPanel
import app.catapult.android.screens.game.BotsPanel
import app.catapult.android.screens.game.EffectsPanel
import app.catapult.android.screens.game.EndPanel
import app.catapult.android.screens.game.FlightPanel
import app.catapult.android.screens.game.HandOverPanel
import app.catapult.android.screens.game.Panel
import app.catapult.android.screens.game.ScoreStrip
import app.catapult.android.screens.game.SeducePanel
import app.catapult.android.screens.game.SummaryPanel
import app.catapult.android.screens.game.TilePanel
import app.catapult.android.screens.game.TokenPanel
import app.catapult.android.screens.practice.PracticePanel
import app.catapult.android.sensors.AndroidMotionSource
import app.catapult.android.ui.Screen
import app.catapult.android.ui.ScreenHost
import app.catapult.android.ui.Ui
import app.catapult.core.Cell
import app.catapult.core.FollowerSpot
import app.catapult.core.HurlFlight
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.SupervisorJob
import kotlinx.coroutines.cancel
import kotlinx.coroutines.delay
import kotlinx.coroutines.flow.collectLatest
import kotlinx.coroutines.launch

/**
 * The game: the score strip, the board (or, during a catapult round, the table) and the
 * controls of the current [GameStage] — each stage's panel — with the hand-over and the end
 * covering the screen. The screen only draws what [GameController] publishes and passes taps
 * on; in landscape the controls stand beside the board, on the left for left-handed players.
 */
class GameScreen(private val activity: ScreenHost, internal val controller: GameController) : Screen {
    private val scope = CoroutineScope(activity.scope.coroutineContext + SupervisorJob())
    private val art = TileArt(activity)
    internal val board = BoardView(activity, art)
    internal val table = TableView(activity, art)
    private val places = BoardOrTable(board, table)
    internal val strip = ScoreStrip(activity, art)
    private val controls = FrameLayout(activity)
    private val cover = FrameLayout(activity)
    private val problem = Ui.text(activity, "", sp = 15f).apply {
        setTextColor(activity.getColor(R.color.problem))
        visibility = View.GONE
    }
    private val motion = AndroidMotionSource(activity)
    private var panel: Panel? = null

    /** The last flight watched: where it ended is still drawn under the round's summary. */
    private var lastFlight: HurlFlight? = null

    /** Practice over the game, before a seat's first hurl (when the player chose it). */
    private val practiceCover = FrameLayout(activity).apply { visibility = View.GONE }
    private var practice: PracticePanel? = null

    /**
     * Seats that answered the core's offer of practice on this screen: the core offers it
     * until the seat's first hurl, and the player is asked once.
     */
    private val offerAnswered = mutableSetOf<UInt>()
    private var resumed = false

    private val content = layout()

    override val view: View = FrameLayout(activity).apply {
        addView(content, ViewGroup.LayoutParams(ViewGroup.LayoutParams.MATCH_PARENT, ViewGroup.LayoutParams.MATCH_PARENT))
        addView(cover, ViewGroup.LayoutParams(ViewGroup.LayoutParams.MATCH_PARENT, ViewGroup.LayoutParams.MATCH_PARENT))
        addView(practiceCover, ViewGroup.LayoutParams(ViewGroup.LayoutParams.MATCH_PARENT, ViewGroup.LayoutParams.MATCH_PARENT))
    }

    init {
        board.listener = object : BoardView.Listener {
            override fun onCell(cell: Cell) = controller.tapCell(cell)
            override fun onSpot(spot: FollowerSpot) = controller.placeFollower(spot)
        }
        scope.launch { controller.view.collect { strip.show(it) } }
        scope.launch { controller.stage.collect { render(it) } }
        scope.launch { controller.problem.collect { showProblem(it) } }
        scope.launch { controller.moving.collectLatest { showMoving(it) } }
    }

    /** Board and controls, side by side in landscape (mirrored for the left hand), stacked in portrait. */
    private fun layout(): View {
        val landscape = activity.resources.configuration.orientation == Configuration.ORIENTATION_LANDSCAPE
        val body = FrameLayout(activity).apply {
            addView(board, ViewGroup.LayoutParams(ViewGroup.LayoutParams.MATCH_PARENT, ViewGroup.LayoutParams.MATCH_PARENT))
            addView(table, ViewGroup.LayoutParams(ViewGroup.LayoutParams.MATCH_PARENT, ViewGroup.LayoutParams.MATCH_PARENT))
        }
        val side = Ui.column(activity, padding = 0f).apply {
            addView(problem, Ui.wide(activity))
            addView(Ui.scrolling(controls), LinearLayout.LayoutParams(ViewGroup.LayoutParams.MATCH_PARENT, 0, 1f))
        }
        return Ui.column(activity, padding = 0f).apply {
            addView(strip.view, Ui.wide(activity))
            if (landscape) {
                addView(Ui.row(activity).apply {
                    val parts = listOf(body to 0.6f, side to 0.4f)
                    val ordered = if (activity.settings.leftHanded) parts.reversed() else parts
                    for ((part, weight) in ordered) addView(part, LinearLayout.LayoutParams(0, ViewGroup.LayoutParams.MATCH_PARENT, weight))
                }, LinearLayout.LayoutParams(ViewGroup.LayoutParams.MATCH_PARENT, 0, 1f))
            } else {
                addView(body, LinearLayout.LayoutParams(ViewGroup.LayoutParams.MATCH_PARENT, 0, 0.58f))
                addView(side, LinearLayout.LayoutParams(ViewGroup.LayoutParams.MATCH_PARENT, 0, 0.42f))
            }
        }
    }

    private fun render(stage: GameStage) {
        val game = controller.view.value
        strip.showActor(stage.actor)

        lastFlight = when (stage) {
            is GameStage.Flight -> stage.flight
            is GameStage.Effects, is GameStage.RoundSummary -> lastFlight
            else -> null
        }
        // A flight is drawn on the round it was hurled in (the last hurl ends the round); the
        // summary on the table the last hurl was made on (none after a resume).
        val round = when (stage) {
            is GameStage.Flight -> stage.round
            is GameStage.RoundSummary -> stage.table
            is GameStage.PlaceTile, is GameStage.PlaceFollower -> null
            else -> game.round
        }
        if (round != null) {
            val hurler = when (stage) {
                is GameStage.Flight -> stage.hurler.seat
                is GameStage.Catch -> stage.hurler.seat
                else -> round.hurler
            }
            // The core's camera: a flight's own (it ends on where the token rested), else the
            // round's (the summary's is the last flight's end, so the table stays where it was).
            val camera = (stage as? GameStage.Flight)?.flight?.camera ?: round.camera
            val rested = lastFlight?.takeIf { stage is GameStage.RoundSummary && it.seat == camera?.seat }
            places.showRound(game, hurler, round, camera, rested)
        } else {
            places.showBoard(game, stage)
        }

        if (panel?.update(stage) == true) return
        panel?.let {
            it.onPause()
            it.close()
        }
        val next = panelFor(stage)
        panel = next
        // A summary with its table is read under it; without (after a resume) it covers the screen.
        val fullScreen = stage is GameStage.HandOver || (stage is GameStage.RoundSummary && stage.table == null) ||
            stage is GameStage.GameOver
        controls.removeAllViews()
        cover.removeAllViews()
        (if (fullScreen) cover else controls).addView(next.view)
        cover.visibility = if (fullScreen) View.VISIBLE else View.GONE
        // Under the hand-over (and the summaries) TalkBack must not read out the board either:
        // the cover hides it from the eyes, this from the ears.
        content.importantForAccessibility =
            if (fullScreen || practice != null) View.IMPORTANT_FOR_ACCESSIBILITY_NO_HIDE_DESCENDANTS else View.IMPORTANT_FOR_ACCESSIBILITY_AUTO
        next.update(stage)
        if (resumed) next.onResume()
        next.view.sendAccessibilityEvent(android.view.accessibility.AccessibilityEvent.TYPE_VIEW_FOCUSED)
    }

    private fun panelFor(stage: GameStage): Panel = when (stage) {
        is GameStage.HandOver -> HandOverPanel(activity, stage) { controller.handOverDone() }
        is GameStage.PlaceTile, is GameStage.PlaceFollower -> TilePanel(activity, controller, board, art)
        is GameStage.ChooseToken -> TokenPanel(activity, stage, controller)
        is GameStage.Hurl -> AimPanel(activity, stage, controller, motion, offer = stage.offerPractice && stage.player.seat !in offerAnswered) { practise ->
            offerAnswered += stage.player.seat
            if (practise) openPractice(stage)
        }
        is GameStage.Catch -> FlightPanel.catching(activity, stage, controller, table)
        is GameStage.Flight -> FlightPanel.watching(activity, stage, controller, table)
        is GameStage.Seduce -> SeducePanel(activity, stage, controller)
        is GameStage.Effects -> EffectsPanel(activity, stage) { controller.effectsSeen() }
        is GameStage.RoundSummary -> SummaryPanel(activity, stage) { controller.closeSummary() }
        is GameStage.BotToAct -> BotsPanel(activity, stage, retry = if (stage.failed) ({ controller.retryBots() }) else null)
        is GameStage.GameOver -> EndPanel(activity, stage)
    }

    /**
     * Practice over the game for [stage]'s hurler, at their sensitivity; a change of setting is
     * the seat's (the core saves it, and the hurl stage then says it). Back to the hurl after.
     */
    private fun openPractice(stage: GameStage.Hurl) {
        closePractice()
        val seat = stage.player.seat
        val next = PracticePanel(
            activity, motion, stage.sensitivity,
            activity.getString(R.string.practice_title_player, stage.player.name),
            onSensitivity = { controller.setFlickSensitivity(seat, it) },
            done = activity.getString(R.string.practice_back) to ::closePractice,
        )
        practice = next
        practiceCover.addView(next.view)
        practiceCover.visibility = View.VISIBLE
        // The game waits under the practice, out of sight and out of TalkBack's reach.
        content.visibility = View.INVISIBLE
        content.importantForAccessibility = View.IMPORTANT_FOR_ACCESSIBILITY_NO_HIDE_DESCENDANTS
        panel?.onPause()
    }

    private fun closePractice() {
        val open = practice ?: return
        practice = null
        open.close()
        practiceCover.removeAllViews()
        practiceCover.visibility = View.GONE
        content.visibility = View.VISIBLE
        content.importantForAccessibility = View.IMPORTANT_FOR_ACCESSIBILITY_AUTO
    }

    private fun showProblem(message: String?) {
        problem.text = message.orEmpty()
        problem.visibility = if (message == null) View.GONE else View.VISIBLE
        if (message != null) problem.announceForAccessibility(message)
    }

    /**
     * Dims the controls while a move is being made (their taps are ignored meanwhile), only if
     * it takes long enough to notice, so that a quick move does not flicker.
     */
    private suspend fun showMoving(moving: Boolean) {
        if (moving) delay(DIM_AFTER_MS)
        controls.alpha = if (moving) DIMMED else 1f
    }

    override fun onResume() {
        resumed = true
        panel?.onResume()
    }

    override fun onPause() {
        resumed = false
        panel?.onPause()
        practice?.onPause()
    }

    override fun onBack(): Boolean {
        if (practice == null) return false
        closePractice()
        return true
    }

    override fun save(state: Bundle) {
        state.putString(ScreenHost.KEY_SCREEN, ScreenHost.SCREEN_GAME)
        controller.gameId?.let { state.putLong(ScreenHost.KEY_GAME, it) }
    }

    override fun close() = detach().close()

    /**
     * Lets go of this screen's views, sensors and coroutines, but not of the game: returns its
     * controller, for the next Activity to show (a configuration change).
     */
    fun detach(): GameController {
        closePractice()
        panel?.close()
        panel = null
        scope.cancel()
        return controller
    }

    /** How the controls dim while a move is made. */
    private companion object {
        /** How long a move may take before the controls are dimmed, ms. */
        private const val DIM_AFTER_MS = 300L

        /** The controls' opacity while a slow move is made. */
        private const val DIMMED = 0.5f
    }
}
