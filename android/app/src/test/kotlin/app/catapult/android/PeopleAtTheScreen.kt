package app.catapult.android

import android.graphics.Rect
import android.view.View
import android.widget.Button
import app.catapult.android.logic.GameStage
import app.catapult.android.screens.game.SwipePad
import app.catapult.core.TokenHelp
import kotlin.math.hypot

/**
 * The people at the table, answering whatever the game screen asks, only by tapping and
 * swiping the real views, the same way every run:
 * - a hand-over is taken with the "I'm …" button;
 * - a tile goes on a highlighted cell tapped on the board (varying which), then Place;
 * - every third tile gets a follower by a tap on its ring, the others "No follower" (or as
 *   [wantsFollower] says, asked with the count of stages answered);
 * - tokens are chosen as [chooseToken] says; practice offered before a first hurl is declined
 *   ("Hurl now", unless [answerOffer] is false); hurls are swipes up the pad, varying left and
 *   right (or what [hurl] does);
 * - a catch is tapped on the table when the token passes nearest the catcher's hands;
 * - a seduction takes the first offer; flights are watched to the end; what happened is read.
 *
 * [onStage] hears every stage first (the stories take their screenshots there), [midCatch]
 * a catch half-way to the moment it is tapped.
 */
class PeopleAtTheScreen(
    private val phone: Phone,
    private val chooseToken: (List<TokenHelp>) -> TokenHelp = { it.first() },
    private val hurl: (PeopleAtTheScreen, GameStage.Hurl) -> Unit = { people, _ -> people.swipeUp() },
    private val onStage: (GameStage) -> Unit = {},
    private val midCatch: (GameStage.Catch) -> Unit = {},
    private val answerOffer: Boolean = true,
    private val wantsFollower: (Int) -> Boolean = { it % 3 == 0 },
) {
    /** The kinds of stage answered, with how often. */
    val seen = mutableMapOf<String, Int>()

    /** Catches tapped. */
    var catchesTapped = 0
        private set

    private var moves = 0
    private var swipes = 0

    /** Answers the stage on screen and waits for what follows; false once the game is over. */
    fun step(): Boolean {
        phone.waitFor("a stage to answer", clock = true) { phone.stageOrNull() != null && !phone.controller.moving.value }
        val stage = phone.stage
        seen.merge(stage::class.simpleName!!, 1, Int::plus)
        // Every screen of the game is checked as it shows, not only those pictured.
        phone.settle()
        ScreenChecks.check(phone.activity.window.decorView, stage::class.simpleName!!)
        onStage(stage)
        val n = moves++
        when (stage) {
            is GameStage.HandOver -> phone.tap("I'm ${stage.player.name}")
            is GameStage.PlaceTile -> {
                if (stage.selected == null) phone.tapCell(stage.legal[n % stage.legal.size].cell)
                phone.tap(phone.await<Button>("Place"))
            }
            is GameStage.PlaceFollower ->
                if (stage.spots.isNotEmpty() && wantsFollower(n)) phone.tapSpot(stage.spots[n % stage.spots.size]) else phone.tap("No follower")
            is GameStage.ChooseToken -> {
                val token = chooseToken(stage.tokens)
                phone.tap(token.name.replaceFirstChar { it.uppercase() } + ":")
            }
            is GameStage.Hurl -> {
                if (answerOffer) hurlNowIfOffered()
                hurl(this, stage)
            }
            is GameStage.Catch -> catchAtTheHands(stage)
            is GameStage.Flight -> watchToTheEnd(stage)
            is GameStage.Seduce -> phone.tap(phone.find<Button>("Send") ?: phone.await<Button>("Leave it"))
            is GameStage.Effects -> phone.tap("OK")
            is GameStage.RoundSummary -> phone.tap("Go on")
            is GameStage.BotToAct -> phone.waitFor("the bots to play", timeoutMs = 120_000) {
                val now = phone.stageOrNull()
                now !is GameStage.BotToAct || now.failed
            }
            is GameStage.GameOver -> return false
        }
        phone.waitFor("the move to be made") { phone.stageOrNull() != stage || phone.controller.problem.value != null }
        phone.controller.problem.value?.let { throw AssertionError("the move was refused: $it (at $stage)") }
        return true
    }

    /** Answers stages until the one on screen is [wanted] (not answered), and returns it. */
    fun playUntil(limit: Int = 5_000, wanted: (GameStage) -> Boolean): GameStage {
        repeat(limit) {
            phone.waitFor("a stage", clock = true) { phone.stageOrNull() != null && !phone.controller.moving.value }
            if (wanted(phone.stage)) return phone.stage
            if (!step()) throw AssertionError("the game ended first")
        }
        throw AssertionError("not reached in $limit stages: ${phone.stage}")
    }

    /** Plays until the game is over (at most [limit] stages). */
    fun playToTheEnd(limit: Int = 5_000) {
        repeat(limit) { if (!step()) return }
        throw AssertionError("the game did not end in $limit stages: ${phone.stage}")
    }

    /**
     * A swipe up the pad, 120 dp long in 0.15 s, leaning a little left or right from swipe to
     * swipe (or [leanDp] to the right): toward the board, a medium hurl.
     */
    fun swipeUp(leanDp: Float? = null) {
        hurlNowIfOffered()
        val pad = phone.only<SwipePad>()
        pad.requestRectangleOnScreen(Rect(0, 0, pad.width, pad.height), true)
        phone.idle()
        val (x, y) = phone.centre(pad)
        val density = pad.resources.displayMetrics.density
        val lean = (leanDp ?: listOf(0f, -12f, 12f, -24f, 24f)[swipes++ % 5]) * density
        phone.swipe(x, y + pad.height * 0.35f, x + lean, y - pad.height * 0.35f, 150)
    }

    /** Before a first hurl the game offers practice: "Hurl now" declines it. */
    fun hurlNowIfOffered() {
        phone.find<Button>("Hurl now")?.let(phone::tap)
    }

    /** Taps the table when the flying token passes nearest the catcher's hands. */
    private fun catchAtTheHands(stage: GameStage.Catch) {
        val hands = stage.zone.hands
        val best = stage.flight.frames
            .filter { it.height > 0.005 }
            .minByOrNull { hypot(hypot(it.token.x - hands.x, it.token.y - hands.y), it.height - stage.zone.handsHeight) }
            ?.timeS ?: 0.0
        // The flight's clock starts as the panel shows; the finger lands at the best moment.
        val half = (best * 500).toLong()
        phone.advance(half)
        midCatch(stage)
        phone.advance((best * 1000).toLong() - half)
        val table = phone.game!!.table
        check(table.visibility == View.VISIBLE) { "the table is not shown for the catch" }
        phone.tap(table)
        catchesTapped++
    }

    /** Watches a flight until the game goes on by itself. */
    private fun watchToTheEnd(stage: GameStage.Flight) {
        phone.waitFor("the flight to end", clock = true) { phone.stageOrNull() != stage }
    }
}
