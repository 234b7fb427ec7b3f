package app.catapult.android.logic

import app.catapult.core.Cell
import app.catapult.core.FeatureKind
import app.catapult.core.FollowerSpot
import app.catapult.core.Spot
import org.junit.jupiter.params.ParameterizedTest
import org.junit.jupiter.params.provider.CsvSource
import kotlin.math.abs
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertNull
import kotlin.test.assertTrue

/** The board under the fingers: a tap finds the cell drawn there, whatever the pan and zoom. */
class BoardCameraTest {
    private fun camera() = BoardCamera(1080.0, 1920.0)

    @ParameterizedTest(name = "zoom {0} about ({1}, {2}), pan ({3}, {4})")
    @CsvSource(
        "1.0, 540, 960, 0, 0",
        "2.5, 100, 1800, 37, -410",
        "0.3, 1000, 20, -900, 300",
        "7.0, 540, 960, 12.5, 3.25",
    )
    fun `a tap on a cell's drawn square finds that cell at any zoom and pan`(
        factor: Double, focusX: Double, focusY: Double, dx: Double, dy: Double,
    ) {
        val camera = camera()
        camera.zoom(factor, focusX, focusY)
        camera.pan(dx, dy)
        for (x in -6..6) for (y in -6..6) {
            // Anywhere within the cell's square, on screen, short of its edges.
            for ((ox, oy) in listOf(0.0 to 0.0, 0.45 to 0.45, -0.45 to 0.3, 0.2 to -0.45)) {
                val px = camera.screenX(x + ox)
                val py = camera.screenY(y + oy)
                assertEquals(Cell(x, y), camera.cellAt(px, py), "cell ($x, $y) at offset ($ox, $oy)")
            }
        }
    }

    @Test
    fun `north is up on the screen and east is right`() {
        val camera = camera()
        assertTrue(camera.screenY(1.0) < camera.screenY(0.0), "y north goes up the screen")
        assertTrue(camera.screenX(1.0) > camera.screenX(0.0))
        assertEquals(Cell(0, 0), camera.cellAt(540.0, 960.0), "the start tile is in the middle")
        assertEquals(Cell(0, 1), camera.cellAt(540.0, 960.0 - camera.scale))
    }

    @Test
    fun `zooming keeps the board point under the fingers in place`() {
        val camera = camera()
        val before = camera.boardAt(200.0, 300.0)
        camera.zoom(1.7, 200.0, 300.0)
        val after = camera.boardAt(200.0, 300.0)
        assertTrue(abs(before.x - after.x) < 1e-9 && abs(before.y - after.y) < 1e-9, "$before $after")
        assertEquals(96.0 * 1.7, camera.scale, 1e-9)
    }

    @Test
    fun `zoom stays within its limits`() {
        val camera = camera()
        camera.zoom(1000.0, 0.0, 0.0)
        assertEquals(camera.maxScale, camera.scale)
        camera.zoom(1e-6, 0.0, 0.0)
        assertEquals(camera.minScale, camera.scale)
    }

    @Test
    fun `panning moves the board with the finger`() {
        val camera = camera()
        val x = camera.screenX(2.0)
        val y = camera.screenY(-1.0)
        camera.pan(30.0, -40.0)
        assertEquals(x + 30.0, camera.screenX(2.0), 1e-9)
        assertEquals(y - 40.0, camera.screenY(-1.0), 1e-9)
    }

    @Test
    fun `fitting shows every cell of the bounds inside the view`() {
        val camera = camera()
        camera.fitCells(Cell(-3, -1), Cell(5, 2), margin = 24.0)
        for (corner in listOf(-3.5 to -1.5, 5.5 to 2.5)) {
            val px = camera.screenX(corner.first)
            val py = camera.screenY(corner.second)
            assertTrue(px in 23.9..1056.1 && py in 23.9..1896.1, "corner $corner at ($px, $py)")
        }
        assertEquals(1032.0 / 9, camera.scale, 1e-9, "the width decides: 9 cells across 1032 px")
    }

    @Test
    fun `the follower spot nearest the tap is chosen, within the radius only`() {
        val camera = camera()
        val knight = FollowerSpot(0u, FeatureKind.CITY, Spot(0.0, 0.3), "city:N")
        val thief = FollowerSpot(1u, FeatureKind.ROAD, Spot(0.0, -0.1), "road:S")
        val spots = listOf(knight, thief)
        val nearKnight = camera.screenY(0.25)
        assertEquals(knight, camera.nearestSpot(spots, camera.screenX(0.0), nearKnight, 20.0))
        assertEquals(thief, camera.nearestSpot(spots, camera.screenX(0.05), camera.screenY(-0.12), 20.0))
        assertNull(camera.nearestSpot(spots, camera.screenX(0.4), camera.screenY(-0.4), 20.0))
    }
}
