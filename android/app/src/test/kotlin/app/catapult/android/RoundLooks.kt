package app.catapult.android

import android.graphics.Bitmap
import android.graphics.Canvas
import android.graphics.PointF
import android.graphics.Rect
import app.catapult.android.board.DrawnTable
import app.catapult.android.board.TableView
import app.catapult.android.logic.GameStage
import app.catapult.core.CameraTransform
import app.catapult.core.HurlFlight
import app.catapult.core.RoundView
import app.catapult.core.Token
import kotlin.math.PI
import kotlin.math.abs
import kotlin.math.atan2
import kotlin.math.cos
import kotlin.math.hypot
import kotlin.math.sin

/**
 * Looks at a catapult round on the screen as the player whose turn it is would: where the table
 * drew their catapult, whether the frame holds what they aim at, which way a swipe straight up
 * sent the token, whether the summary is seen from the last hurler's seat with where their token
 * rested, and whether their chip in the score strip is whole. What is measured is where the
 * views drew it (`TableView.drawn`, `TableView.seen`, the laid-out chips), once the table has
 * turned; every measurement is kept in [report].
 */
class RoundLooks(private val phone: Phone) {
    /** What was measured, a line each. */
    val report = mutableListOf<String>()

    /** The largest angle seen between a straight swipe's launch and the direction to the board's centre, degrees. */
    var worstAim = 0.0
        private set

    /** The largest angle seen between a straight swipe's launch, as drawn, and straight up the screen, degrees. */
    var worstUp = 0.0
        private set

    /** Hurls aimed at, measured. */
    var hurls = 0
        private set

    /** Round summaries seen over their table, measured. */
    var summaries = 0
        private set

    /** The last flight shown, and whether it was watched to its end (not cut short by a catch). */
    private var lastFlight: Pair<HurlFlight, Boolean>? = null

    /** A straight swipe made, waiting for its flight: the hurler, the table as drawn for the aim, the round. */
    private var swiped: Triple<UInt, CameraTransform, RoundView>? = null

    private val table get() = phone.game!!.table

    /** The table drawn now, once it has turned to this stage's view. */
    private fun drawn(): DrawnTable {
        phone.tableAtRest()
        check(table.isShown) { "the table is not shown" }
        return table.drawNow()
    }

    /**
     * [seat]'s catapult is drawn in the bottom quarter of the table, and every point of [frame]
     * (named) inside it; [stage] names the case.
     */
    private fun seatAtTheBottom(stage: String, seat: UInt, frame: (DrawnTable) -> Map<String, PointF> = { emptyMap() }) {
        val drawn = drawn()
        val h = table.height.toFloat()
        val w = table.width.toFloat()
        val mark = drawn.seats[seat.toInt()] ?: throw AssertionError("$stage: seat $seat's catapult is not drawn")
        val fraction = mark.y / h
        report += "$stage, seat ${seat.toInt() + 1}: catapult at ${"%.2f".format(fraction)} of the table's height"
        check(mark.x in 0f..w && fraction in 0.75f..1f) { "$stage: seat $seat's catapult at (${mark.x}, ${mark.y}) is not in the bottom quarter of $w × $h" }
        for ((what, at) in frame(drawn)) {
            check(at.x in 0f..w && at.y in 0f..h) { "$stage: $what at (${at.x}, ${at.y}) is out of the frame $w × $h" }
        }
    }

    /** Before [stage]'s hurl: the hurler at the bottom, what the token is aimed at in the frame. */
    fun aiming(stage: GameStage.Hurl) {
        val round = checkNotNull(phone.controller.view.value.round) { "no round to aim in" }
        val what = "${stage.token.token} hurl, ${round.seats.size} seats"
        seatAtTheBottom(what, stage.player.seat) { drawn ->
            when (stage.token.token) {
                Token.KNOCK_OUT, Token.SEDUCTION -> round.aims.associate { aim ->
                    "follower ${aim.follower}" to (drawn.followers[aim.follower] ?: throw AssertionError("$what: follower ${aim.follower} is not drawn"))
                }
                Token.TARGET -> drawn.fairTile.withIndex().associate { (i, corner) -> "the fair tile's corner $i" to corner }
                Token.CATCH -> emptyMap()
            }
        }
        if (stage.token.token == Token.KNOCK_OUT) report += "$what: ${round.aims.size} followers to aim at, all in the frame"
        hurls++
        swiped = Triple(stage.player.seat, checkNotNull(table.seen), round)
    }

    /** The stages that show the round from a seat: that seat at the bottom, a catch's hands in the frame. */
    fun look(stage: GameStage) {
        when (stage) {
            is GameStage.ChooseToken -> seatAtTheBottom("token choice", stage.player.seat)
            is GameStage.Catch -> {
                seatAtTheBottom("catch", stage.hurler.seat) { drawn ->
                    mapOf("the catcher's hands" to (drawn.hands ?: throw AssertionError("the catcher's hands are not drawn")))
                }
                launched(stage.flight)
                lastFlight = stage.flight to false
            }
            is GameStage.Flight -> {
                seatAtTheBottom("flight of ${stage.flight.token}", stage.hurler.seat)
                launched(stage.flight)
                lastFlight = stage.flight to true
            }
            is GameStage.Seduce -> seatAtTheBottom("seduction choice", stage.player.seat)
            is GameStage.RoundSummary -> summary(stage)
            else -> Unit
        }
    }

    /**
     * The round's summary is read over the table its last hurl was made on ([stage]'s table):
     * the last hurler's catapult in the bottom quarter, where their token came to rest in the
     * frame; after a flight watched to its end, the token is still drawn there and the table
     * has not moved from where the flight left it.
     */
    private fun summary(stage: GameStage.RoundSummary) {
        val round = checkNotNull(stage.table) { "the summary has no table to be read over" }
        val (flight, watched) = checkNotNull(lastFlight) { "the round ended with no flight shown" }
        val before = table.seen
        var rest: PointF? = null
        // A token that fell off is framed at the table's edge, as the core frames it.
        val x = flight.rest.x.coerceIn(-round.tableWidth / 2, round.tableWidth / 2)
        val y = flight.rest.y.coerceIn(-round.tableDepth / 2, round.tableDepth / 2)
        seatAtTheBottom("summary", flight.seat) { _ ->
            mapOf("the last flight's rest" to onScreen(checkNotNull(table.seen), x, y).also { rest = it })
        }
        val at = checkNotNull(rest)
        val w = table.width.toFloat()
        val h = table.height.toFloat()
        report += "summary: seat ${flight.seat.toInt() + 1}'s token rested at (${"%.2f".format(at.x / w)}, ${"%.2f".format(at.y / h)}) of the table's width and height"
        if (watched) {
            check(before == table.seen) { "the summary moved the table from where the flight left it: $before to ${table.seen}" }
            if (!flight.offTable) {
                val token = checkNotNull(table.drawn.token) { "the last flight's token is not drawn under the summary" }
                val off = hypot(token.x - at.x, token.y - at.y)
                report += "summary: the token drawn ${"%.1f".format(off)} px from its rest, the table where the flight left it"
                check(off <= 2f) { "the token is drawn at (${token.x}, ${token.y}), ${"%.1f".format(off)} px from its rest (${at.x}, ${at.y})" }
            }
        }
        summaries++
    }

    /** Table point ([x], [y]) (m) on the screen through [seen] (y down). */
    private fun onScreen(seen: CameraTransform, x: Double, y: Double): PointF {
        val c = cos(seen.turn)
        val s = sin(seen.turn)
        return PointF((seen.x + seen.scale * (c * x - s * y)).toFloat(), (seen.y - seen.scale * (s * x + c * y)).toFloat())
    }

    /**
     * A knock-out or seduction swiped straight up flew (the core's [flight]): its launch, read from
     * its first frames, points at the board's centre, and goes straight up the table as drawn.
     */
    private fun launched(flight: HurlFlight) {
        val (seat, seen, round) = swiped?.takeIf { it.first == flight.seat } ?: return
        swiped = null
        if (flight.token != Token.KNOCK_OUT && flight.token != Token.SEDUCTION) return
        val start = flight.frames.first().token
        val early = flight.frames.last { it.timeS <= 0.1 }.token
        val launch = atan2(early.y - start.y, early.x - start.x)
        val tiles = phone.controller.view.value.tiles
        val centreX = round.boardOrigin.x + round.tileSize * (tiles.minOf { it.cell.x } + tiles.maxOf { it.cell.x }) / 2.0
        val centreY = round.boardOrigin.y + round.tileSize * (tiles.minOf { it.cell.y } + tiles.maxOf { it.cell.y }) / 2.0
        val from = round.seats[seat.toInt()].at
        val aim = degrees(launch - atan2(centreY - from.y, centreX - from.x))
        // On the screen as the aim was drawn (y down): straight up is −90°.
        val c = cos(seen.turn)
        val s = sin(seen.turn)
        val dx = cos(launch)
        val dy = sin(launch)
        val up = degrees(atan2(-(s * dx + c * dy), c * dx - s * dy) + PI / 2)
        worstAim = maxOf(worstAim, abs(aim))
        worstUp = maxOf(worstUp, abs(up))
        report += "seat ${seat.toInt() + 1}'s straight swipe: ${"%.1f".format(aim)}° from the board's centre, ${"%.1f".format(up)}° from straight up the screen"
        check(abs(aim) <= 5.0) { "seat $seat's straight swipe flew ${"%.1f".format(aim)}° off the board's centre" }
        check(abs(up) <= 5.0) { "seat $seat's straight swipe flew ${"%.1f".format(up)}° off straight up the screen" }
    }

    /** The acting player's chip is whole on the screen, and the aids button too. */
    fun chipInSight(stage: GameStage) {
        val actor = stage.actor ?: return
        val strip = phone.game!!.strip
        val window = Rect(0, 0, phone.activity.window.decorView.width, phone.activity.window.decorView.height)
        val chip = checkNotNull(strip.chip(actor.seat)) { "no chip for ${actor.name}" }
        whole(chip, window, "${actor.name}'s chip (${stage::class.simpleName})")
        whole(strip.aidsButton, window, "the player aids button")
    }

    private fun whole(view: android.view.View, window: Rect, what: String) {
        val seen = Rect()
        val shown = view.getGlobalVisibleRect(seen)
        check(shown && seen.width() == view.width && seen.height() == view.height && window.contains(seen)) {
            "$what is cut: ${seen.toShortString()} of ${view.width}×${view.height} in ${window.toShortString()}"
        }
    }

    private fun degrees(radians: Double): Double {
        val d = Math.toDegrees(radians) % 360.0
        return if (d > 180) d - 360 else if (d < -180) d + 360 else d
    }
}

/** Draws the table as it is now (off screen, as the screen would) and says where things went. */
internal fun TableView.drawNow(): DrawnTable {
    draw(Canvas(Bitmap.createBitmap(width, height, Bitmap.Config.ARGB_8888)))
    return drawn
}
