package app.catapult.android.logic

import app.catapult.core.GameView
import app.catapult.core.Launch
import app.catapult.core.SwipeInput
import kotlinx.coroutines.TimeoutCancellationException
import kotlinx.coroutines.flow.first
import kotlinx.coroutines.withTimeout
import kotlin.math.hypot
import kotlin.reflect.KClass
import kotlin.test.assertEquals
import kotlin.test.assertNotEquals
import kotlin.test.assertTrue

/**
 * The people at the table, tapping the game screen: each [step] answers the stage the
 * controller shows, only through the controller's calls, the way a player would, varying from
 * move to move but the same every run:
 *
 * - a hand-over is accepted (and checked: it names a person other than who had the phone);
 * - a tile goes on a legal cell in turn (tapped; every other time turned once), and the
 *   first placement is taken back once and put down again;
 * - every third tile gets a follower; tokens are chosen in turn;
 * - the first hurl is a flick (the recorded trace through [FlickAdapter]), every third a swipe,
 *   the others typed-in launches near the table's centre;
 * - a catch is tapped when the token passes nearest the catcher's hands (every fourth time not);
 * - a seduction takes the first target, from the supply if possible; flights are watched,
 *   effects and round summaries read.
 */
class PeopleAtThePhone(private val controller: GameController, private val flick: FlickAdapter) {
    /** The kinds of stage seen, with how often. */
    val seen = mutableMapOf<KClass<out GameStage>, Int>()

    /** Flights watched with no catapult round to draw the table on (should be none). */
    var flightsWithoutRound = 0
        private set

    /** Hurls launched by a flick of the (recorded) phone, and by a swipe. */
    var flicked = 0
        private set
    var swiped = 0
        private set

    /** Hurls at followers for which the aids listed where the others' followers stand. */
    var aimsShown = 0
        private set

    /** Tile turns at which the aids were read. */
    var aidsRead = 0
        private set

    /** Tiles taken back. */
    var undone = 0
        private set

    /** Hand-overs, by the seat they named. */
    val handOvers = mutableListOf<UInt>()

    /** The round summaries read. */
    val summaries = mutableListOf<GameStage.RoundSummary>()

    private var holder: UInt? = null
    private var moves = 0
    private var hurls = 0
    private var catches = 0
    private var tokens = 0

    /** Answers the current stage (and waits for the move it made, if any); false once the game is over. */
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
                checkAids(controller.view.value)
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
                        assertEquals(stage.placed, back.selected?.cell, "the tile comes back where it was")
                    }
                    stage.spots.isNotEmpty() && n % 3 == 0 -> controller.placeFollower(stage.spots[n % stage.spots.size])
                    else -> controller.skipFollower()
                }
            }
            is GameStage.ChooseToken -> {
                acting(stage.player.seat)
                assertEquals(4, stage.tokens.size)
                controller.chooseToken(stage.tokens[tokens++ % stage.tokens.size])
            }
            is GameStage.Hurl -> {
                acting(stage.player.seat)
                val view = controller.view.value
                val aims = PlayerAids.aims(view)
                val reachable = view.round?.aims?.filter { it.inReach }.orEmpty()
                assertEquals(reachable.size, aims.size, "one line for each follower in reach")
                aims.zip(reachable).forEach { (line, aim) -> assertTrue(line.endsWith("'s ${aim.words}"), line) }
                if (aims.isNotEmpty()) aimsShown++
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
            is GameStage.Catch -> {
                acting(stage.player.seat)
                assertTrue(stage.flight.frames.isNotEmpty(), "a flight to catch has frames to animate")
                controller.catchAt(catchTime(stage))
            }
            is GameStage.Flight -> {
                assertTrue(stage.flight.frames.isNotEmpty(), "a flight has frames to animate")
                if (stage.round == null) flightsWithoutRound++
                controller.flightSeen()
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
            is GameStage.RoundSummary -> {
                summaries += stage
                controller.closeSummary()
            }
            is GameStage.BotToAct -> {
                assertTrue(stage.player.bot, "only bots think")
                try {
                    withTimeout(BOTS_TIMEOUT_MS) {
                        controller.stage.first { it !is GameStage.BotToAct || it.failed }
                    }
                } catch (e: TimeoutCancellationException) {
                    throw AssertionError("the bots did not finish in $BOTS_TIMEOUT_MS ms: ${controller.problem.value}", e)
                }
                val now = controller.stage.value
                if (now is GameStage.BotToAct && now.failed) {
                    throw AssertionError("the bots failed: ${controller.problem.value}")
                }
            }
            is GameStage.GameOver -> return false
        }
        controller.moveMade()
        controller.problem.value?.let { throw AssertionError("the move was refused: $it (stage $stage)") }
        return true
    }

    /** The aids at a tile turn add up: a row per player, and the tiles to come are the pile. */
    private fun checkAids(view: GameView) {
        val rows = PlayerAids.projections(view)
        assertEquals(view.players.map { it.name }, rows.map { it.name })
        rows.zip(view.players).forEach { (row, player) ->
            assertEquals(player.score + player.projected.total, row.total, "${row.name}'s score if the game ended now")
        }
        assertEquals(view.turn.tilesLeft, PlayerAids.tilesToCome(view).sumOf { it.count }, "the tiles to come are the pile")
        aidsRead++
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

    /** A person acts: they must hold the phone, once it has been handed round (never, for one person). */
    private fun acting(seat: UInt) {
        holder?.let { assertEquals(it, seat, "the person acting holds the phone") }
    }

    /**
     * When the catcher taps: the moment the token passes nearest their hands (where the core's
     * catch zone says they wait) while in the air; every fourth time, no try.
     */
    private fun catchTime(stage: GameStage.Catch): Double? {
        if (catches++ % 4 == 3) return null
        val hands = stage.zone.hands
        return stage.flight.frames
            .filter { it.height > 0.005 }
            .minByOrNull { hypot(hypot(it.token.x - hands.x, it.token.y - hands.y), it.height - stage.zone.handsHeight) }
            ?.timeS
    }
}
