package app.catapult.core

import java.nio.file.Files
import java.nio.file.Path
import kotlin.io.path.ExperimentalPathApi
import kotlin.io.path.deleteRecursively
import kotlin.math.cos
import kotlin.math.hypot
import kotlin.math.sin

// What the stories share: the table (seats and setups), the people at it, and where the
// repository and a scratch folder are. Not a test class itself (no `Test` suffix).

/** The repository root, passed by Maven as `-Dcatapult.repo` (for tests/traces). */
val repository: Path = Path.of(System.getProperty("catapult.repo") ?: "../..").toAbsolutePath().normalize()

/** A person at the table: the test makes their moves. */
fun person(name: String) = SeatSetup(name, null)

/** A computer player. */
fun bot(name: String, skill: BotSkill) = SeatSetup(name, skill)

/** A new game with the rules most tables play (The Catapult with its rounds). */
fun newGame(vararg seats: SeatSetup, seed: ULong? = null, rules: RuleChoices = defaultRules()) =
    GameSetup(seats.toList(), rules, seed)

/** Runs [block] with a fresh folder that is deleted afterwards (as the app's private storage). */
@OptIn(ExperimentalPathApi::class)
inline fun <T> withTempFolder(block: (Path) -> T): T {
    val folder = Files.createTempDirectory("catapult-kotlin-")
    try {
        return block(folder)
    } finally {
        folder.deleteRecursively()
    }
}

/** The history file in [folder], as the app would pass it. */
fun historyIn(folder: Path): String = folder.resolve("history.sqlite").toString()

/** The player's scores as the screen shows them. */
val GameView.scores: List<UInt> get() = players.map { it.score }

/**
 * The people at the table, played by a script: each call makes the one move the game waits
 * for, picked from what the view offers, in a way that varies from move to move but is the
 * same every run (so a seed gives the same game).
 *
 * - A placement takes a legal cell and rotation in turn (first cell first, then the next…),
 *   then puts a follower on every third tile that offers a spot.
 * - A token choice goes round the four tokens: knock-out, seduction, target, catch.
 * - A hurl aims near the table's centre (0°, ±5°, ±10°) at 45°, 2.0 to 3.0 m/s.
 * - A catch reaches when the token passes nearest the catcher's hands (every fourth time the
 *   catcher does not try).
 * - A seduction takes the first follower offered, from the supply (or the board); with
 *   nothing to swap with, it is declined.
 */
class ScriptedPeople {
    /** Every event seen, from the people's moves and (if passed to [record]) the bots'. */
    val events = mutableListOf<GameEvent>()
    /** The tokens the people chose, in order. */
    val tokensChosen = mutableListOf<Token>()
    /** The last flight seen, for the catcher. */
    var lastFlight: HurlFlight? = null
        private set
    private var moves = 0
    private var hurls = 0
    private var catches = 0

    /** Keeps [happened] in [events] and remembers the last flight. */
    fun record(happened: List<GameEvent>): List<GameEvent> {
        events += happened
        happened.filterIsInstance<GameEvent.Hurled>().lastOrNull()?.let { lastFlight = it.flight }
        return happened
    }

    /** Makes the move the game waits for from a person; returns its events. */
    fun move(session: GameSession): List<GameEvent> {
        val view = session.view()
        check(!view.turn.botToPlay) { "a bot is to play, not a person" }
        val turn = view.turn
        val n = moves++
        return record(
            when (turn.step) {
                TurnStep.PLACE_TILE -> {
                    val spot = turn.legal[n % turn.legal.size]
                    session.placeTile(spot.cell, spot.rotations[n % spot.rotations.size])
                }
                TurnStep.PLACE_FOLLOWER ->
                    if (turn.followerChoices.isNotEmpty() && n % 3 == 0) {
                        session.placeFollower(turn.followerChoices[n % turn.followerChoices.size].segment)
                    } else {
                        session.skipFollower()
                    }
                TurnStep.CHOOSE_TOKEN -> {
                    val token = Token.entries[tokensChosen.size % Token.entries.size]
                    tokensChosen += token
                    session.chooseToken(token)
                }
                TurnStep.HURL -> {
                    val k = hurls++
                    session.hurl(
                        Launch(
                            aimDegrees = listOf(0.0, -5.0, 10.0, 5.0, -10.0)[k % 5],
                            elevationDegrees = 45.0,
                            speedMPerS = 2.0 + (k % 3) * 0.5,
                        )
                    )
                }
                TurnStep.CATCH -> session.catchToken(catchTime(view))
                TurnStep.SEDUCE -> {
                    val target = view.round?.seductionTargets?.firstOrNull()
                    val me = view.players[turn.player.toInt()]
                    val mine = view.followers.firstOrNull { it.owner == turn.player }
                    when {
                        target == null -> session.declineSeduction()
                        me.supply > 0u -> session.seduce(target, null)
                        mine != null -> session.seduce(target, mine.id)
                        else -> session.declineSeduction()
                    }
                }
                TurnStep.GAME_OVER -> error("the game is over")
            }
        )
    }

    /**
     * When the catcher reaches for the token: the moment the flight passes nearest their
     * hands (a little in from their seat, a hand above the table) while still in the air, or
     * `null` (no attempt) every fourth catch.
     */
    private fun catchTime(view: GameView): Double? {
        if (catches++ % 4 == 3) return null
        val flight = lastFlight ?: return null
        val seat = view.round?.seats?.get(view.turn.player.toInt()) ?: return null
        val handsX = seat.at.x + HANDS_INSET * cos(seat.facing)
        val handsY = seat.at.y + HANDS_INSET * sin(seat.facing)
        return flight.frames
            .filter { it.height > 0.005 }
            .minByOrNull { hypot(hypot(it.token.x - handsX, it.token.y - handsY), it.height - HANDS_HEIGHT) }
            ?.timeS
    }

    private companion object {
        /** Where a catcher's hands wait, m: in from the seat, and above the table (the rules' values). */
        const val HANDS_INSET = 0.1
        const val HANDS_HEIGHT = 0.12
    }

    /**
     * Plays people (by the script) and bots (`playBots`) until [until] holds for the view or
     * the game is over; at most [limit] calls, so a game that stops moving fails instead of
     * hanging.
     */
    suspend fun playUntil(
        session: GameSession,
        limit: Int = 5_000,
        until: (GameView) -> Boolean = { false },
    ): GameView {
        repeat(limit) {
            val view = session.view()
            if (view.turn.step == TurnStep.GAME_OVER || until(view)) return view
            if (view.turn.botToPlay) record(session.playBots()) else move(session)
        }
        error("the game did not get there in $limit calls: ${session.view().turn}")
    }
}
