package app.catapult.android.logic

import app.catapult.core.CatapultException
import app.catapult.core.Cell
import app.catapult.core.FollowerChoice
import app.catapult.core.GameEvent
import app.catapult.core.GameListener
import app.catapult.core.GameSession
import app.catapult.core.GameSetup
import app.catapult.core.GameStore
import app.catapult.core.GameView
import app.catapult.core.HurlFlight
import app.catapult.core.Launch
import app.catapult.core.PlayerView
import app.catapult.core.RoundView
import app.catapult.core.Subscription
import app.catapult.core.TokenHelp
import app.catapult.core.TurnStep
import app.catapult.core.resumeGame
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
import java.util.concurrent.ConcurrentLinkedQueue

/**
 * One game on this phone: owns the core's [GameSession], publishes what to show ([stage],
 * with the whole picture in [view]) and turns taps into the core's moves. Bots play by
 * themselves (`playBots` on [botDispatcher]) whenever one is to move; the phone is handed on
 * ([GameStage.HandOver], see [HandOverRule]) before a person acts after someone else did;
 * flights and what moves did are shown ([GameStage.Flight], [GameStage.Effects]) before the
 * game goes on.
 *
 * Call it from one thread (the UI thread); the flows are updated there too, since coroutines
 * run in [scope]. Every move is in the store as soon as it is made (a tile placement with its
 * follower decision), so after a restart [resume] picks the game up where it was.
 * [close] it when the game screen goes: it closes the session, and every call after that does
 * nothing.
 */
class GameController private constructor(
    private val session: GameSession,
    scope: CoroutineScope,
    private val botDispatcher: CoroutineDispatcher,
    holder: UInt?,
    private var hurls: Int,
    private var catchFlight: HurlFlight?,
) : AutoCloseable {
    private val job = SupervisorJob(scope.coroutineContext[Job])
    private val scope = CoroutineScope(scope.coroutineContext + job)
    private val tokens: List<TokenHelp> = tokenHelp()
    private val shows = ArrayDeque<GameStage>()
    private var botJob: Job? = null
    private var botsFailed = false
    private var selection: Selection? = null
    private var lastPlacement: Selection? = null
    private var winners: List<UInt>? = null
    @Volatile
    private var closed = false

    /**
     * The round as it was before the latest move (kept by the listener, on the core's thread),
     * and, for each hurl the listener heard of and [absorb] has not shown yet, the round it was
     * hurled in: the core ends a round in the same move as its last hurl, so the view after the
     * move has no round left to draw that flight on.
     */
    @Volatile
    private var roundSeen: RoundView? = session.view().round
    private val hurlRounds = ConcurrentLinkedQueue<Pair<HurlFlight, RoundView?>>()

    /** The person holding the phone (the last person to act), `null` if not known. */
    var phoneHolder: UInt? = holder
        private set

    private val _view = MutableStateFlow(session.view())
    private val _stage = MutableStateFlow<GameStage>(GameStage.BotsThinking(_view.value.players.first()))
    private val _problem = MutableStateFlow<String?>(null)

    /** Everything the board shows now (tiles, followers, features, players, the round). */
    val view: StateFlow<GameView> = _view.asStateFlow()

    /** What the screen shows now. */
    val stage: StateFlow<GameStage> = _stage.asStateFlow()

    /** Why the last move was refused (the core's sentence), until [clearProblem]. */
    val problem: StateFlow<String?> = _problem.asStateFlow()

    /** The game's id in the history (`null` for a game kept only in memory). */
    val gameId: Long? = session.gameId()

    /**
     * While bots play, the board follows each of their moves: the core calls this listener
     * (on its own thread) after every change, and the view is read again in [scope].
     */
    private val subscription: Subscription = session.subscribe(
        object : GameListener {
            override fun onChange(events: List<GameEvent>) {
                if (closed) return
                val before = roundSeen
                for (event in events) if (event is GameEvent.Hurled) hurlRounds += event.flight to before
                roundSeen = try {
                    session.view().round
                } catch (e: CatapultException) {
                    before
                }
                this@GameController.scope.launch {
                    if (_stage.value is GameStage.BotsThinking) _view.value = session.view()
                }
            }
        },
    )

    init {
        refresh()
    }

    // --- Hand-over, flights and effects -------------------------------------------------

    /** The person named in [GameStage.HandOver] has the phone now. */
    fun handOverDone() {
        if (closed) return
        val stage = _stage.value as? GameStage.HandOver ?: return
        phoneHolder = stage.player.seat
        refresh()
    }

    /** The messages of [GameStage.Effects] were read. */
    fun effectsSeen() {
        if (closed) return
        if (_stage.value !is GameStage.Effects) return
        shows.removeFirstOrNull()
        refresh()
    }

    /** The animation of a [GameStage.Flight] nobody here catches has ended (or was skipped). */
    fun flightSeen() {
        if (closed) return
        val stage = _stage.value as? GameStage.Flight ?: return
        if (stage.catcher != null) return
        shows.removeFirstOrNull()
        refresh()
    }

    /** Forgets [problem]. */
    fun clearProblem() {
        if (closed) return
        _problem.value = null
    }

    // --- The tile ---------------------------------------------------------------------------

    /**
     * A tap on [cell] while placing a tile: picks a legal cell (keeping the rotation if it
     * fits there), or turns the tile when the picked cell is tapped again. Other cells are
     * ignored.
     */
    fun tapCell(cell: Cell) {
        if (closed) return
        val stage = _stage.value as? GameStage.PlaceTile ?: return
        if (stage.selected == cell) return rotate()
        val spot = stage.legal.firstOrNull { it.cell == cell } ?: return
        val rotation = stage.rotation.takeIf { it in spot.rotations } ?: spot.rotations.first()
        selection = Selection(cell, rotation)
        refresh()
    }

    /** Picks the next legal cell in the core's order (a "next spot" button, for TalkBack too). */
    fun nextSpot() {
        if (closed) return
        val stage = _stage.value as? GameStage.PlaceTile ?: return
        if (stage.legal.isEmpty()) return
        val at = stage.legal.indexOfFirst { it.cell == stage.selected }
        tapCell(stage.legal[(at + 1) % stage.legal.size].cell)
    }

    /** Turns the tile on the picked cell to the next rotation that fits there. */
    fun rotate() {
        if (closed) return
        val stage = _stage.value as? GameStage.PlaceTile ?: return
        val cell = stage.selected ?: return
        val fitting = stage.fittingRotations
        if (fitting.isEmpty()) return
        val next = fitting.firstOrNull { it > stage.rotation } ?: fitting.first()
        selection = Selection(cell, next)
        refresh()
    }

    /** Puts the tile down where it is shown. */
    fun confirmTile() {
        if (closed) return
        val stage = _stage.value as? GameStage.PlaceTile ?: return
        val cell = stage.selected ?: return
        val placement = Selection(cell, stage.rotation)
        move { session.placeTile(cell, stage.rotation) }
        if (_stage.value !is GameStage.PlaceTile) lastPlacement = placement
    }

    /** Takes the tile placed this turn back (before the follower decision). */
    fun undo() {
        if (closed) return
        val stage = _stage.value as? GameStage.PlaceFollower ?: return
        if (!stage.canUndo) return
        try {
            session.undo()
        } catch (e: CatapultException) {
            _problem.value = e.message
            return
        }
        selection = lastPlacement
        refresh()
    }

    // --- The follower -----------------------------------------------------------------------

    /** Puts a follower on [choice] (one of [GameStage.PlaceFollower.choices]). */
    fun placeFollower(choice: FollowerChoice) {
        if (closed) return
        if (_stage.value !is GameStage.PlaceFollower) return
        move { session.placeFollower(choice.segment) }
    }

    /** Places no follower this turn. */
    fun skipFollower() {
        if (closed) return
        if (_stage.value !is GameStage.PlaceFollower) return
        move { session.skipFollower() }
    }

    // --- The catapult round ---------------------------------------------------------------

    /** Chooses the round's token ([GameStage.ChooseToken]). */
    fun chooseToken(token: TokenHelp) {
        if (closed) return
        if (_stage.value !is GameStage.ChooseToken) return
        move { session.chooseToken(token.token) }
    }

    /** Hurls with [launch] (from a flick, a swipe, or typed in) during [GameStage.Aim]. */
    fun hurl(launch: Launch) {
        if (closed) return
        if (_stage.value !is GameStage.Aim) return
        move { session.hurl(launch) }
    }

    /**
     * The catcher's tap, [secondsAfterRelease] after the flight's start (`null`: they did not
     * try), during a [GameStage.Flight] with a catcher.
     */
    fun catchAt(secondsAfterRelease: Double?) {
        if (closed) return
        val stage = _stage.value as? GameStage.Flight ?: return
        if (stage.catcher == null) return
        move { session.catchToken(secondsAfterRelease) }
    }

    /** Sends [target] home, putting the hurler's follower [fromBoard] there (`null`: one from the supply). */
    fun seduce(target: UInt, fromBoard: UInt?) {
        if (closed) return
        if (_stage.value !is GameStage.Seduce) return
        move { session.seduce(target, fromBoard) }
    }

    /** Leaves the seduced follower where it is. */
    fun declineSeduction() {
        if (closed) return
        if (_stage.value !is GameStage.Seduce) return
        move { session.declineSeduction() }
    }

    /** After bots failed (see [problem]), tries again. */
    fun retryBots() {
        if (closed) return
        if (!botsFailed) return
        botsFailed = false
        _problem.value = null
        refresh()
    }

    // --- Inside --------------------------------------------------------------------------------

    private data class Selection(val cell: Cell, val rotation: UInt)

    /** Makes a move; a refused one leaves everything as it was and says why in [problem]. */
    private fun move(block: () -> List<GameEvent>) {
        val before = session.view().round
        val events = try {
            block()
        } catch (e: CatapultException) {
            _problem.value = e.message
            return
        } finally {
            // A person's move is seen here, before and after: what the listener kept is not needed.
            hurlRounds.clear()
        }
        _problem.value = null
        selection = null
        absorb(events, session.view(), before)
        refresh()
    }

    /**
     * Queues what [events] show before the game goes on: each flight, and the messages between
     * them. The last flight waits for its catcher instead when a person catches it next. Each
     * flight is drawn on the round it was hurled in: [before] (a person's move, read before it),
     * else the round the listener saw before the bot's hurl, else the round after the move.
     */
    private fun absorb(events: List<GameEvent>, after: GameView, before: RoundView? = null) {
        val personCatches = after.turn.step == TurnStep.CATCH && !after.turn.botToPlay
        val lastHurl = events.indexOfLast { it is GameEvent.Hurled }
        val batch = mutableListOf<GameEvent>()
        val flush = {
            val messages = EventMessages.from(batch, after)
            if (messages.isNotEmpty()) shows += GameStage.Effects(messages)
            batch.clear()
        }
        events.forEachIndexed { index, event ->
            when (event) {
                is GameEvent.Hurled -> {
                    hurls += 1
                    flush()
                    if (index == lastHurl && personCatches) {
                        catchFlight = event.flight
                    } else {
                        val round = before ?: roundOfHurl(event.flight) ?: after.round
                        shows += GameStage.Flight(event.flight, after.players[event.flight.seat.toInt()], null, round)
                    }
                }
                is GameEvent.GameOver -> {
                    winners = event.winners
                    batch += event
                }
                else -> batch += event
            }
        }
        flush()
    }

    /** The round the listener saw [flight] hurled in (bots' hurls), forgetting earlier ones. */
    private fun roundOfHurl(flight: HurlFlight): RoundView? {
        while (true) {
            val (heard, round) = hurlRounds.poll() ?: return null
            if (heard == flight) return round
        }
    }

    /** Reads the view and publishes the stage; starts the bots when they are to move. */
    private fun refresh() {
        val view = session.view()
        _view.value = view
        val stage = shows.firstOrNull() ?: stageFor(view)
        _stage.value = stage
        if (stage is GameStage.BotsThinking && botJob == null && !botsFailed) playBots()
    }

    private fun stageFor(view: GameView): GameStage {
        val turn = view.turn
        val player = view.players[turn.player.toInt()]
        if (turn.step == TurnStep.GAME_OVER) return GameStage.GameOver(ranking(view))
        if (turn.botToPlay) return GameStage.BotsThinking(player, failed = botsFailed)
        if (HandOverRule.needed(phoneHolder, turn.player, actorIsBot = false)) {
            return GameStage.HandOver(player, turn.step)
        }
        return when (turn.step) {
            TurnStep.PLACE_TILE -> {
                val chosen = selection?.takeIf { s -> turn.legal.any { it.cell == s.cell } }
                val fitting = turn.legal.firstOrNull { it.cell == chosen?.cell }?.rotations.orEmpty()
                GameStage.PlaceTile(
                    player = player,
                    tile = turn.drawnTile.orEmpty(),
                    tilesLeft = turn.tilesLeft,
                    legal = turn.legal,
                    selected = chosen?.cell,
                    rotation = chosen?.rotation ?: 0u,
                    fittingRotations = fitting,
                )
            }
            TurnStep.PLACE_FOLLOWER ->
                GameStage.PlaceFollower(player, turn.placedThisTurn, turn.followerChoices, turn.canUndo)
            TurnStep.CHOOSE_TOKEN -> GameStage.ChooseToken(player, tokens)
            TurnStep.HURL -> {
                val round = checkNotNull(view.round) { "a hurl outside a catapult round" }
                val token = tokens.first { it.token == round.token }
                GameStage.Aim(player, token, round.hurls)
            }
            TurnStep.CATCH -> {
                val flight = catchFlight ?: return fetchCatchFlight(player)
                val hurler = view.players[flight.seat.toInt()]
                GameStage.Flight(flight, hurler, catcher = player, round = view.round)
            }
            TurnStep.SEDUCE -> {
                val targets = view.round?.seductionTargets.orEmpty()
                GameStage.Seduce(
                    player = player,
                    targets = view.followers.filter { it.id in targets },
                    ownOnBoard = view.followers.filter { it.owner == player.seat },
                    canUseSupply = player.supply > 0u,
                )
            }
            TurnStep.GAME_OVER -> GameStage.GameOver(ranking(view))
        }
    }

    /** Everyone by score, ties sharing a place; the winners are the core's (or the top score). */
    private fun ranking(view: GameView): List<Standing> {
        val top = view.players.maxOf { it.score }
        val won = winners ?: view.players.filter { it.score == top }.map { it.seat }
        val sorted = view.players.sortedWith(compareByDescending<PlayerView> { it.score }.thenBy { it.seat })
        return sorted.map { player ->
            Standing(1 + sorted.count { it.score > player.score }, player, player.seat in won)
        }
    }

    /** The flight to catch is not known (only after an unusual restart): asks the core for it. */
    private fun fetchCatchFlight(catcher: PlayerView): GameStage {
        scope.launch {
            try {
                catchFlight = session.hurlFlight(hurls.toUInt())
                refresh()
            } catch (e: CatapultException) {
                _problem.value = e.message
            }
        }
        return GameStage.HandOver(catcher, TurnStep.CATCH)
    }

    private fun playBots() {
        botJob = scope.launch {
            val events = try {
                withContext(botDispatcher) { session.playBots() }
            } catch (e: CatapultException) {
                _problem.value = e.message
                botsFailed = true
                emptyList()
            } finally {
                botJob = null
            }
            absorb(events, session.view())
            refresh()
        }
    }

    /** Stops the bots and closes the session. */
    override fun close() {
        if (closed) return
        closed = true
        job.cancel()
        subscription.close()
        session.close()
    }

    /** Starting and resuming games. */
    companion object {
        /**
         * A new game from [setup], stored move by move in [store] (`null`: kept in memory).
         * Bots run on [botDispatcher]; the flows are updated in [scope]. Throws
         * [CatapultException.BadInput] for a setup the core refuses (the message says why).
         */
        fun start(
            setup: GameSetup,
            store: GameStore?,
            scope: CoroutineScope,
            botDispatcher: CoroutineDispatcher,
        ): GameController = GameController(GameSession(setup, store), scope, botDispatcher, null, 0, null)

        /**
         * The stored game [id], replayed by the core from [store]: after a restart, or from the
         * history. [holder] is who had the phone, if the app remembered it (else the next
         * person is handed the phone).
         */
        suspend fun resume(
            store: GameStore,
            id: Long,
            scope: CoroutineScope,
            botDispatcher: CoroutineDispatcher,
            holder: UInt? = null,
        ): GameController {
            val session = resumeGame(store, id)
            try {
                val view = session.view()
                val hurls = view.hurlsPlayed.toInt()
                val turn = view.turn
                val flight = if (turn.step == TurnStep.CATCH && !turn.botToPlay && hurls > 0) {
                    session.hurlFlight(hurls.toUInt())
                } else {
                    null
                }
                return GameController(session, scope, botDispatcher, holder, hurls, flight)
            } catch (e: Throwable) {
                session.close()
                throw e
            }
        }
    }
}
