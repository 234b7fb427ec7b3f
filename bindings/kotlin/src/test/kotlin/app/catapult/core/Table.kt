package app.catapult.core

import java.nio.file.Files
import java.nio.file.Path
import kotlin.io.path.ExperimentalPathApi
import kotlin.io.path.deleteRecursively
import kotlin.math.hypot

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

/** The person the session asks for takes the phone (when it asks: with two or more people). */
fun GameSession.takeThePhone() {
    if (stage() is GameStage.HandOver) handOverDone()
}

/** The player's scores as the screen shows them. */
val GameView.scores: List<UInt> get() = players.map { it.score }

/**
 * The people at the table, played by a script: each call answers the stage the session shows
 * with the one move it waits for, picked from what the stage offers, in a way that varies from
 * move to move but is the same every run (so a seed gives the same game).
 *
 * - A hand-over is taken (the phone goes to the person the session names); a round's summary
 *   is read and closed.
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
    /** Every move seen, the people's and (from [playUntil]) the bots'. */
    val played = mutableListOf<PlayedMove>()
    /** Their events, in order. */
    val events get() = played.flatMap { it.events }
    /** The tokens the people chose, in order. */
    val tokensChosen = mutableListOf<Token>()
    /** The seats the phone was handed to, in order. */
    val handOvers = mutableListOf<UInt>()
    /** The round summaries the people read. */
    val summaries = mutableListOf<GameStage.RoundSummary>()
    private var moves = 0
    private var hurls = 0
    private var catches = 0

    /** Keeps [moves] in [played]. */
    fun record(moves: List<PlayedMove>): List<PlayedMove> {
        played += moves
        return moves
    }

    /**
     * Answers the stage the session shows a person; returns the move, if it was one. Moves are
     * `suspend` (stored off the caller's thread); a hand-over or a summary is answered at once.
     */
    suspend fun move(session: GameSession): PlayedMove? {
        val n = moves
        val move = when (val stage = session.stage()) {
            is GameStage.HandOver -> {
                handOvers += stage.seat
                session.handOverDone()
                return null
            }
            is GameStage.RoundSummary -> {
                summaries += stage
                session.closeSummary()
                return null
            }
            is GameStage.PlaceTile -> {
                val spot = stage.legal[n % stage.legal.size]
                session.placeTile(spot.cell, spot.rotations[n % spot.rotations.size])
            }
            is GameStage.PlaceFollower ->
                if (stage.spots.isNotEmpty() && n % 3 == 0) {
                    session.placeFollower(stage.spots[n % stage.spots.size].segment)
                } else {
                    session.skipFollower()
                }
            is GameStage.ChooseToken -> {
                val token = Token.entries[tokensChosen.size % Token.entries.size]
                tokensChosen += token
                session.chooseToken(token)
            }
            is GameStage.Hurl -> {
                val k = hurls++
                session.hurl(
                    Launch(
                        aimDegrees = listOf(0.0, -5.0, 10.0, 5.0, -10.0)[k % 5],
                        elevationDegrees = 45.0,
                        speedMPerS = 2.0 + (k % 3) * 0.5,
                    )
                )
            }
            is GameStage.Catch -> session.catchToken(catchTime(stage))
            is GameStage.Seduce -> {
                val target = stage.targets.firstOrNull()
                val mine = stage.ownOnBoard.firstOrNull()
                when {
                    target == null -> session.declineSeduction()
                    stage.canUseSupply -> session.seduce(target, null)
                    mine != null -> session.seduce(target, mine)
                    else -> session.declineSeduction()
                }
            }
            is GameStage.BotToAct, is GameStage.GameOver -> error("no person is to act: $stage")
        }
        moves++
        played += move
        return move
    }

    /**
     * When the catcher reaches for the token: the moment the flight passes nearest their
     * hands (where the catch zone says they wait) while still in the air, or `null` (no
     * attempt) every fourth catch.
     */
    private fun catchTime(stage: GameStage.Catch): Double? {
        if (catches++ % 4 == 3) return null
        val hands = stage.zone.hands
        return stage.flight.frames
            .filter { it.height > 0.005 }
            .minByOrNull { hypot(hypot(it.token.x - hands.x, it.token.y - hands.y), it.height - stage.zone.handsHeight) }
            ?.timeS
    }

    /**
     * Plays people (by the script) and bots (`playBots`) until [until] holds for the view or
     * the game is over; at most [limit] calls, so a game that stops moving fails instead of
     * hanging. A hand-over or a round's summary is answered before [until] is asked, so the
     * game stops at a move.
     */
    suspend fun playUntil(
        session: GameSession,
        limit: Int = 5_000,
        until: (GameView) -> Boolean = { false },
    ): GameView {
        repeat(limit) {
            val stage = session.stage()
            if (stage is GameStage.HandOver || stage is GameStage.RoundSummary) {
                move(session)
                return@repeat
            }
            val view = session.view()
            if (stage is GameStage.GameOver || until(view)) return view
            if (stage is GameStage.BotToAct) record(session.playBots()) else move(session)
        }
        error("the game did not get there in $limit calls: ${session.stage()}")
    }
}
