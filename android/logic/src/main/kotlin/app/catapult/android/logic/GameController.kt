package app.catapult.android.logic

import app.catapult.core.CatapultException
import app.catapult.core.Cell
import app.catapult.core.FlickSensitivity
import app.catapult.core.FollowerSpot
import app.catapult.core.GameEvent
import app.catapult.core.GameListener
import app.catapult.core.GameSession
import app.catapult.core.GameSetup
import app.catapult.core.GameStore
import app.catapult.core.GameView
import app.catapult.core.Launch
import app.catapult.core.TokenHelp
import app.catapult.core.resumeGame
import app.catapult.core.startGame
import app.catapult.core.tokenHelp
import kotlinx.coroutines.CoroutineDispatcher
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Job
import kotlinx.coroutines.SupervisorJob
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.launch
import kotlinx.coroutines.withContext
import app.catapult.core.GameStage as CoreStage

/**
 * One game on this phone: owns the core's [GameSession], shows its stage as the screen's
 * [GameStage] (the whole picture in [view]) and passes taps on as the session's operations; the
 * core decides what comes next, who gets the phone and who won. Before the game goes on, it
 * shows what moves did (the core's `takeShows()`: flights, messages). When a bot is to act and
 * nothing is left to show, the bots play (`playBots` on [botDispatcher]).
 *
 * Call it from the UI thread; the flows are updated in [scope]. A move (placing a tile or a
 * follower, a token, a hurl, a catch, a seduction) is a `suspend` call, launched in [scope]: its
 * rules, a hurl's physics and the history's write run on the library's threads, never on the
 * UI thread. While it is made [moving] is true and every other tap is ignored, not queued (it
 * would answer a stage the move is about to replace); then the move's result is shown (the
 * [MoveGate]). The in-memory operations (picking a cell, turning the tile, undo, the hand-over,
 * the summary) are quick and synchronous. Every move is stored as it is made, so after a
 * restart [resume] picks the game up. [close] it when the screen goes.
 */
class GameController private constructor(
    private val session: GameSession,
    scope: CoroutineScope,
    private val botDispatcher: CoroutineDispatcher,
) : AutoCloseable {
    private val job = SupervisorJob(scope.coroutineContext[Job])
    private val scope = CoroutineScope(scope.coroutineContext + job)
    private val tokens: List<TokenHelp> = tokenHelp()
    private val shows = ArrayDeque<GameStage>()
    private var botJob: Job? = null
    private var botsFailed = false
    private var bigPicked = false
    @Volatile private var closed = false

    private val gate = MoveGate(this.scope, { closed }, { show() })
    private val _view = MutableStateFlow(session.view())
    private val _stage = MutableStateFlow(GameStage.of(session.stage(), _view.value, tokens))

    /** Everything the board shows now (tiles, followers, features, players, the round). */
    val view: StateFlow<GameView> = _view.asStateFlow()

    /** What the screen shows now. */
    val stage: StateFlow<GameStage> = _stage.asStateFlow()

    /** Why the last operation was refused (the core's sentence), until the next one succeeds. */
    val problem: StateFlow<String?> = gate.problem

    /** Whether a move is being made (and stored); taps meanwhile are ignored. */
    val moving: StateFlow<Boolean> = gate.moving

    /** The game's id in the history (`null` for a game kept only in memory). */
    val gameId: Long? = session.gameId()

    /** While bots play, the board follows each of their moves (the core calls this on its thread). */
    private val subscription = session.subscribe(object : GameListener {
        override fun onChange(events: List<GameEvent>) {
            this@GameController.scope.launch { if (!closed && _stage.value is GameStage.BotToAct) _view.value = session.view() }
        }
    })

    init {
        show()
    }

    /** The person named in [GameStage.HandOver] has the phone now. */
    fun handOverDone() = gate.act { session.handOverDone() }

    /** A tap on [cell] while placing a tile: picks it, or turns the tile when it is picked already. */
    fun tapCell(cell: Cell) = gate.act { session.selectCell(cell) }

    /** Picks the next cell where the tile fits (a "next spot" button, for TalkBack too). */
    fun nextSpot() = gate.act { session.nextSpot() }

    /** Turns the tile on the picked cell to the next rotation that fits there. */
    fun rotate() = gate.act { session.rotateTile() }

    /** Puts the tile down as picked. */
    fun confirmTile() = gate.move { session.confirmTile() }

    /** Takes the tile placed this turn back (before the follower decision). */
    fun undo() = gate.act { session.undo() }

    /**
     * Puts a follower on [spot] (one of [GameStage.PlaceFollower.spots]): the piece the stage's
     * [FollowerChoice] says, a normal follower or the big one.
     */
    fun placeFollower(spot: FollowerSpot) {
        val piece = (_stage.value as? GameStage.PlaceFollower)?.choice?.piece ?: FollowerPiece.NORMAL
        when (piece) {
            FollowerPiece.NORMAL -> gate.move { session.placeFollower(spot.segment) }
            FollowerPiece.BIG -> gate.move { session.placeBigFollower(spot.segment) }
        }
    }

    /**
     * In the follower step, picks the big follower ([big] true) or a normal one for the next tap
     * on a spot (when the supply holds both: [FollowerChoice.canChoose]).
     */
    fun pickBigFollower(big: Boolean) = gate.act { bigPicked = big }

    /** Places no follower this turn. */
    fun skipFollower() = gate.move { session.skipFollower() }

    /** Chooses the round's token. */
    fun chooseToken(token: TokenHelp) = gate.move { session.chooseToken(token.token) }

    /** Hurls with [launch] (from a flick, a swipe, or typed in). */
    fun hurl(launch: Launch) = gate.move { session.hurl(launch) }

    /**
     * Sets person [seat]'s flick sensitivity (from the practice screen): the core saves it with
     * the seat (a write to the history, made off the UI thread), and the hurl stage then says it.
     */
    fun setFlickSensitivity(seat: UInt, sensitivity: FlickSensitivity) {
        scope.launch {
            try {
                withContext(botDispatcher) { session.setFlickSensitivity(seat, sensitivity) }
            } catch (e: CatapultException) {
                gate.failed(e)
            }
            if (!closed) show()
        }
    }

    /** The catcher's tap, [secondsAfterRelease] after the flight's start (`null`: they did not try). */
    fun catchAt(secondsAfterRelease: Double?) = gate.move { session.catchToken(secondsAfterRelease) }

    /** Sends [target] home, putting the hurler's follower [fromBoard] there (`null`: one from the supply). */
    fun seduce(target: UInt, fromBoard: UInt?) = gate.move { session.seduce(target, fromBoard) }

    /** Leaves the seduced follower where it is. */
    fun declineSeduction() = gate.move { session.declineSeduction() }

    /** The round's summary was read. */
    fun closeSummary() = gate.act { session.closeSummary() }

    /** The messages of [GameStage.Effects] were read. */
    fun effectsSeen() = seen<GameStage.Effects>()

    /** The animation of a [GameStage.Flight] has ended (or was skipped). */
    fun flightSeen() = seen<GameStage.Flight>()

    /** After bots failed (see [problem]), tries again. */
    fun retryBots() {
        if (botsFailed) gate.act { botsFailed = false }
    }

    private inline fun <reified S : GameStage> seen() {
        if (_stage.value is S) gate.act { shows.removeFirstOrNull() }
    }

    /**
     * Queues what the moves since the last call showed (the core's `takeShows()`), then
     * publishes the view and what is to show first, else the core's stage; starts the bots
     * when they are to act.
     */
    private fun show() {
        val view = session.view()
        val core = session.stage()
        shows += session.takeShows().map { GameStage.of(it, view) }
        _view.value = view
        // The big follower is picked for one follower step only.
        if (core !is CoreStage.PlaceFollower) bigPicked = false
        val stage = shows.firstOrNull() ?: GameStage.of(core, view, tokens, botsFailed, bigPicked)
        _stage.value = stage
        if (stage is GameStage.BotToAct && !stage.failed && botJob == null) playBots()
    }

    private fun playBots() {
        botJob = scope.launch {
            try {
                withContext(botDispatcher) { session.playBots() }
            } catch (e: CatapultException) {
                gate.failed(e)
                botsFailed = true
            } finally {
                botJob = null
            }
            show()
        }
    }

    /** Stops the bots (a bot thinking gives way at once: [GameSession.leave]) and closes the session. */
    override fun close() {
        if (closed) return
        closed = true
        session.leave()
        job.cancel()
        subscription.close()
        session.close()
    }

    /** Starting and resuming games. */
    companion object {
        /**
         * A new game from [setup], stored in [store] (`null`: in memory); a refused setup throws
         * `BadInput`. Storing the new game writes to the history, so this suspends.
         */
        suspend fun start(setup: GameSetup, store: GameStore?, scope: CoroutineScope, botDispatcher: CoroutineDispatcher) =
            around(if (store != null) startGame(setup, store) else GameSession(setup), scope, botDispatcher)

        /** The stored game [id], replayed by the core from [store]: after a restart, or from the history. */
        suspend fun resume(store: GameStore, id: Long, scope: CoroutineScope, botDispatcher: CoroutineDispatcher) =
            around(resumeGame(store, id), scope, botDispatcher)

        private fun around(session: GameSession, scope: CoroutineScope, botDispatcher: CoroutineDispatcher) =
            runCatching { GameController(session, scope, botDispatcher) }.onFailure { session.close() }.getOrThrow()
    }
}
