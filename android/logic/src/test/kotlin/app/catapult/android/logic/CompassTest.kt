package app.catapult.android.logic

import kotlin.test.Test
import kotlin.test.assertEquals

class CompassTest {
    @Test
    fun `spots are named by their direction from the tile's centre`() {
        assertEquals(Compass.CENTRE, Compass.of(0.05, -0.05))
        assertEquals(Compass.NORTH, Compass.of(0.0, 0.4))
        assertEquals(Compass.EAST, Compass.of(0.4, 0.02))
        assertEquals(Compass.SOUTH, Compass.of(0.0, -0.4))
        assertEquals(Compass.WEST, Compass.of(-0.4, 0.0))
        assertEquals(Compass.NORTH_EAST, Compass.of(0.3, 0.3))
        assertEquals(Compass.SOUTH_WEST, Compass.of(-0.3, -0.3))
        assertEquals(Compass.NORTH_WEST, Compass.of(-0.3, 0.3))
        assertEquals(Compass.SOUTH_EAST, Compass.of(0.3, -0.3))
    }
}
