package app.catapult.android.logic

import app.catapult.core.GameView
import app.catapult.core.HurlFlight
import app.catapult.core.Launch
import app.catapult.core.SwipeInput
import kotlinx.coroutines.TimeoutCancellationException
import kotlinx.coroutines.flow.first
import kotlinx.coroutines.withTimeout
import kotlin.math.cos
import kotlin.math.hypot
import kotlin.math.sin
import kotlin.reflect.KClass
import kotlin.test.assertEquals
import kotlin.test.assertNotEquals
import kotlin.test.assertTrue

/**
 * The people at the table, tapping the game screen: each [step] answers the stage the
 * controller shows, only through the controller's calls, the way a player would, varying from
 * move to move but the same every run:
 *
 * - a hand-over is accepted (and checked: it names someone other than who had the phone);
 * - a tile goes on a legal cell in turn (tapped; every other time turned once), and the
 *   first placement is taken back once and put down again;
 * - every third tile gets a follower; tokens are chosen in turn;
 * - the first hurl is a flick (the recorded trace through [FlickAdapter]), every third a swipe,
 *   the others typed-in launches near the table's centre;
 * - a catch is tapped when the token passes nearest the catcher's hands (every fourth time not);
 * - a seduction takes the first target, from the supply if possible; effects are read.
 */
class PeopleAtThePhone(private val controller: GameController, private val flick: FlickAdapter) {
    /** The kinds of stage seen, with how often. */
    val seen = mutableMapOf<KClass<out GameStage>, Int>()

    /** Flights shown with a catcher, and without. */
    var catchFlights = 0
        private set
    var watchedFlights = 0
        private set

    /** Flights shown with no catapult round to draw the table on (should be none). */
    var flightsWithoutRound = 0
        private set

    /** Hurls launched by a flick of the (recorded) phone, and by a swipe. */
    var flicked = 0
        private set
    var swiped = 0
        private set

    /** Tiles taken back. */
    var undone = 0
        private set

    /** Hand-overs, by the seat they named. */
    val handOvers = mutableListOf<UInt>()

    private var holder: UInt? = null
    private var moves = 0
    private var hurls = 0
    private var catches = 0
    private var tokens = 0

    /** The game was picked up with [seat] holding the phone (after a restart). */
    fun holdsThePhone(seat: UInt) {
        holder = seat
    }

    /** Answers the current stage; false once the game is over. */
    suspend fun step(): Boolean {
        val stage = controller.stage.value
        seen.merge(stage::class, 1, Int::plus)
        val n = moves++
        when (stage) {
            is GameStage.HandOver -> {
                assertNotEquals(holder, stage.player.seat, "a hand-over names someone else")
                assertTrue(!stage.player.bot, "bots are never handed the phone")
                handOvers += stage.player.seat
                holder = stage.player.seat
                controller.handOverDone()
            }
            is GameStage.PlaceTile -> {
                acting(stage.player.seat)
                if (stage.selected == null) {
                    controller.tapCell(stage.legal[n % stage.legal.size].cell)
                    val picked = controller.stage.value as GameStage.PlaceTile
                    if (n % 2 == 0 && picked.canRotate) controller.rotate()
                }
                controller.confirmTile()
            }
            is GameStage.PlaceFollower -> {
                acting(stage.player.seat)
                when {
                    undone == 0 && stage.canUndo -> {
                        undone++
                        controller.undo()
                        val back = controller.stage.value as GameStage.PlaceTile
                        assertEquals(stage.placed, back.selected, "the tile comes back where it was")
                    }
                    stage.choices.isNotEmpty() && n % 3 == 0 -> controller.placeFollower(stage.choices[n % stage.choices.size])
                    else -> controller.skipFollower()
                }
            }
            is GameStage.ChooseToken -> {
                acting(stage.player.seat)
                assertEquals(4, stage.tokens.size)
                controller.chooseToken(stage.tokens[tokens++ % stage.tokens.size])
            }
            is GameStage.Aim -> {
                acting(stage.hurler.seat)
                val k = hurls++
                when {
                    k == 0 -> {
                        flick.press()
                        val outcome = flick.release() as FlickOutcome.Launched
                        flicked++
                        controller.hurl(outcome.result.launch)
                    }
                    k % 3 == 2 -> {
                        val up = flick.swipe(SwipeInput(540.0, 1600.0, 540.0 - 40.0 * (k % 5 - 2), 900.0, 0.3, 1920.0))
                        swiped++
                        controller.hurl((up as FlickOutcome.Launched).result.launch)
                    }
                    else -> controller.hurl(
                        Launch(listOf(0.0, -5.0, 10.0, 5.0, -10.0)[k % 5], 45.0, 2.0 + (k % 3) * 0.5),
                    )
                }
            }
            is GameStage.Flight -> {
                assertTrue(stage.flight.frames.isNotEmpty(), "a flight has frames to animate")
                if (stage.round == null) flightsWithoutRound++
                val catcher = stage.catcher
                if (catcher == null) {
                    watchedFlights++
                    controller.flightSeen()
                } else {
                    acting(catcher.seat)
                    catchFlights++
                    controller.catchAt(catchTime(controller.view.value, stage.flight))
                }
            }
            is GameStage.Seduce -> {
                acting(stage.player.seat)
                val target = stage.targets.firstOrNull()
                when {
                    target == null -> controller.declineSeduction()
                    stage.canUseSupply -> controller.seduce(target.id, null)
                    stage.ownOnBoard.isNotEmpty() -> controller.seduce(target.id, stage.ownOnBoard.first().id)
                    else -> controller.declineSeduction()
                }
            }
            is GameStage.Effects -> {
                assertTrue(stage.messages.isNotEmpty())
                controller.effectsSeen()
            }
            is GameStage.BotsThinking -> {
                assertTrue(stage.player.bot, "only bots think")
                try {
                    withTimeout(BOTS_TIMEOUT_MS) {
                        controller.stage.first { it !is GameStage.BotsThinking || it.failed }
                    }
                } catch (e: TimeoutCancellationException) {
                    throw AssertionError("the bots did not finish in $BOTS_TIMEOUT_MS ms: ${controller.problem.value}", e)
                }
                val now = controller.stage.value
                if (now is GameStage.BotsThinking && now.failed) {
                    throw AssertionError("the bots failed: ${controller.problem.value}")
                }
            }
            is GameStage.GameOver -> return false
        }
        controller.problem.value?.let { throw AssertionError("the move was refused: $it (stage $stage)") }
        return true
    }

    /** Plays until the game is over (at most [limit] steps). */
    suspend fun playToTheEnd(limit: Int = 20_000) {
        repeat(limit) { if (!step()) return }
        throw AssertionError("the game did not end in $limit steps: ${controller.stage.value}")
    }

    /** Plays until [until] holds for the stage (at most [limit] steps). */
    suspend fun playUntil(limit: Int = 20_000, until: (GameStage) -> Boolean) {
        repeat(limit) { if (until(controller.stage.value) || !step()) return }
        throw AssertionError("not reached in $limit steps: ${controller.stage.value}")
    }

    private companion object {
        /** How long the bots may think before a test gives up on them, ms. */
        const val BOTS_TIMEOUT_MS = 60_000L
    }

    /** A person acts: they must be the one holding the phone. */
    private fun acting(seat: UInt) {
        assertEquals(holder, seat, "the person acting holds the phone")
    }

    /**
     * When the catcher taps: the moment the token passes nearest their hands (a little in from
     * their seat, a hand above the table) while in the air; every fourth time, no try.
     */
    private fun catchTime(view: GameView, flight: HurlFlight): Double? {
        if (catches++ % 4 == 3) return null
        val seat = view.round?.seats?.get(view.turn.player.toInt()) ?: return null
        val handsX = seat.at.x + 0.1 * cos(seat.facing)
        val handsY = seat.at.y + 0.1 * sin(seat.facing)
        return flight.frames
            .filter { it.height > 0.005 }
            .minByOrNull { hypot(hypot(it.token.x - handsX, it.token.y - handsY), it.height - 0.12) }
            ?.timeS
    }
}
