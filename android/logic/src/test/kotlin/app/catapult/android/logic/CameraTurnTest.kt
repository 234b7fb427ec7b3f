package app.catapult.android.logic

import app.catapult.core.CameraSubject
import app.catapult.core.CameraTransform
import app.catapult.core.RoundCamera
import app.catapult.core.Spot
import app.catapult.core.roundCameraTransform
import kotlin.math.PI
import kotlin.math.abs
import kotlin.math.hypot
import kotlin.math.ln
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertTrue

/** The table turning between the board north up and a seat's view: ends exact, the short way, nothing flung away. */
class CameraTurnTest {
    private val w = 1080.0
    private val h = 1100.0

    /** From the east edge, facing west: the core's camera for a seat on the table's right. */
    private val east = RoundCamera(
        seat = 1u, up = PI, turn = PI / 2 - PI, centre = Spot(0.0, 0.0), widthM = 0.4, heightM = 0.4,
        anchor = Spot(0.2, 0.0), seatMark = Spot(0.18, 0.0), subject = CameraSubject.OPPONENTS, mustShow = emptyList(),
    )

    private fun close(a: Spot, b: Spot, within: Double = 1e-6) = assertTrue(hypot(a.x - b.x, a.y - b.y) < within, "$a is not $b")

    @Test
    fun `the core's transform and toScreen agree, the seat at the bottom, ahead up, its right to the right`() {
        val t = checkNotNull(roundCameraTransform(east, w, h))
        close(Spot(w / 2, h), t.toScreen(east.anchor.x, east.anchor.y))
        val ahead = t.toScreen(0.0, 0.0)
        assertEquals(w / 2, ahead.x, 1e-6)
        assertTrue(ahead.y < h, "the table's middle is above the seat: $ahead")
        // Facing west, the seat's right hand is north.
        assertTrue(t.toScreen(0.2, 0.1).x > w / 2)
        close(Spot(0.13, -0.07), t.toTable(t.toScreen(0.13, -0.07).x, t.toScreen(0.13, -0.07).y))
    }

    @Test
    fun `a turn starts and ends exactly on its two views`() {
        val from = CameraTransform(900.0, 0.0, 540.0, 550.0)
        val to = checkNotNull(roundCameraTransform(east, w, h))
        assertEquals(from, CameraTurn.between(from, to, w, h, 0.0))
        assertEquals(to, CameraTurn.between(from, to, w, h, 1.0))
        assertEquals(0.0, CameraTurn.eased(0.0))
        assertEquals(1.0, CameraTurn.eased(1.0))
        assertTrue(CameraTurn.DURATION_MS <= 300, "the issue allows 300 ms")
    }

    @Test
    fun `half-way the middle of the screen is half-way, the zoom the geometric mean, the turn the shorter way round`() {
        // 350° to 10°: through 0°, not back through 180°.
        val from = CameraTransform(500.0, 350 * PI / 180, 100.0, 900.0)
        val to = CameraTransform(2000.0, 10 * PI / 180, 700.0, 300.0)
        val half = CameraTurn.between(from, to, w, h, 0.5)
        assertEquals(0.0, CameraTurn.shorter(half.turn), 1e-9)
        assertEquals(1000.0, half.scale, 1e-6)
        val a = from.toTable(w / 2, h / 2)
        val b = to.toTable(w / 2, h / 2)
        close(Spot((a.x + b.x) / 2, (a.y + b.y) / 2), half.toTable(w / 2, h / 2))
    }

    @Test
    fun `every step of a turn keeps zooming one way and turning one way`() {
        val from = CameraTransform(800.0, 0.0, 540.0, 550.0)
        val to = checkNotNull(roundCameraTransform(east, w, h))
        val steps = (0..20).map { CameraTurn.between(from, to, w, h, CameraTurn.eased(it / 20.0)) }
        val zooms = steps.map { ln(it.scale) }
        val turns = steps.map { it.turn }
        assertTrue(zooms.zipWithNext().all { (p, q) -> (q - p) * (zooms.last() - zooms.first()) >= -1e-12 }, "$zooms")
        assertTrue(turns.zipWithNext().all { (p, q) -> (q - p) * (turns.last() - turns.first()) >= -1e-12 }, "$turns")
        assertEquals(-PI / 2, turns.last(), 1e-9)
    }

    @Test
    fun `the board north up, as a table transform, draws every point where the board's own camera does`() {
        val board = BoardCamera(w, h)
        board.zoom(1.7, 300.0, 800.0)
        board.pan(-120.0, 45.0)
        val origin = Spot(-0.09, 0.045)
        val tile = 0.045
        val t = board.onTable(origin, tile)
        for ((cx, cy) in listOf(0.0 to 0.0, 2.0 to -1.0, -3.5 to 4.25)) {
            val seen = t.toScreen(origin.x + cx * tile, origin.y + cy * tile)
            assertEquals(board.screenX(cx), seen.x, 1e-6)
            assertEquals(board.screenY(cy), seen.y, 1e-6)
        }
    }

    @Test
    fun `angles come back within a half turn either way`() {
        for ((angle, wanted) in listOf(0.0 to 0.0, 3 * PI to PI, -3 * PI / 2 to PI / 2, 7.0 to 7.0 - 2 * PI, -0.5 to -0.5)) {
            assertTrue(abs(CameraTurn.shorter(angle) - wanted) < 1e-9, "$angle → ${CameraTurn.shorter(angle)}, not $wanted")
        }
    }
}
