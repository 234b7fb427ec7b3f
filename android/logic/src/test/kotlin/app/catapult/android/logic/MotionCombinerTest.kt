package app.catapult.android.logic

import app.catapult.core.AndroidMotion
import kotlin.test.Test
import kotlin.test.assertEquals

/** Three sensors make one reading per accelerometer event, once all three have spoken. */
class MotionCombinerTest {
    @Test
    fun `readings wait for the gyroscope and the attitude, then follow the accelerometer`() {
        val out = mutableListOf<AndroidMotion>()
        val combiner = MotionCombiner { out += it }
        combiner.onAcceleration(1, 1.0, 2.0, 3.0)
        combiner.onRotation(0.1, 0.2, 0.3)
        combiner.onAcceleration(2, 1.0, 2.0, 3.0)
        assertEquals(emptyList(), out, "no attitude yet")
        combiner.onAttitude(1.0, 0.0, 0.0, 0.0)
        combiner.onAcceleration(3, 4.0, 5.0, 6.0)
        combiner.onRotation(0.4, 0.5, 0.6)
        combiner.onAcceleration(4, 7.0, 8.0, 9.0)
        assertEquals(
            listOf(
                AndroidMotion(3, 4.0, 5.0, 6.0, 0.1, 0.2, 0.3, 1.0, 0.0, 0.0, 0.0),
                AndroidMotion(4, 7.0, 8.0, 9.0, 0.4, 0.5, 0.6, 1.0, 0.0, 0.0, 0.0),
            ),
            out,
        )
        combiner.reset()
        combiner.onAcceleration(5, 0.0, 0.0, 0.0)
        assertEquals(2, out.size, "a reset forgets the other sensors")
    }
}
