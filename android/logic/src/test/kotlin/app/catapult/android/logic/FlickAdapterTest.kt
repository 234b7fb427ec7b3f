package app.catapult.android.logic

import app.catapult.core.FlickResult
import app.catapult.core.SwipeInput
import app.catapult.core.flickFromTrace
import kotlin.math.abs
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertFalse
import kotlin.test.assertIs
import kotlin.test.assertTrue

/**
 * The aim button: a recorded flick, played through a fake sensor source into the adapter,
 * launches exactly what the core's own replay of the recording launches; holding the phone
 * still or backing out launches nothing; a swipe is the fallback.
 */
class FlickAdapterTest {
    private val medium = "flick-medium-100hz.csv"

    private fun assertSameLaunch(expected: FlickResult, actual: FlickResult) {
        val close = { a: Double, b: Double -> abs(a - b) <= 1e-9 }
        assertTrue(close(expected.launch.speedMPerS, actual.launch.speedMPerS), "$expected\n$actual")
        assertTrue(close(expected.launch.aimDegrees, actual.launch.aimDegrees), "$expected\n$actual")
        assertTrue(close(expected.launch.elevationDegrees, actual.launch.elevationDegrees), "$expected\n$actual")
    }

    @Test
    fun `a recorded medium flick launches what the core's replay of the trace launches`() {
        val source = FakeMotionSource(traceSamples(medium))
        val detected = mutableListOf<FlickResult>()
        FlickAdapter(source, onDetected = { detected += it }).use { adapter ->
            adapter.press()
            assertTrue(adapter.isArmed)
            val outcome = assertIs<FlickOutcome.Launched>(adapter.release())
            assertFalse(adapter.isArmed)
            assertSameLaunch(flickFromTrace(traceText(medium)), outcome.result)
            assertEquals(1, detected.size, "the flick is announced once, before the release")
            assertSameLaunch(outcome.result, detected.single())
            assertTrue(outcome.result.launch.speedMPerS > 1.0 && abs(outcome.result.launch.aimDegrees) < 15.0)
        }
        assertEquals(1, source.starts)
        assertFalse(source.running, "the sensors are released on release")
    }

    @Test
    fun `the batch size does not change the launch`() {
        val launches = listOf(1, 5, 64).map { size ->
            FlickAdapter(FakeMotionSource(traceSamples(medium)), batchSize = size).use { adapter ->
                adapter.press()
                assertIs<FlickOutcome.Launched>(adapter.release()).result
            }
        }
        launches.drop(1).forEach { assertSameLaunch(launches.first(), it) }
    }

    @Test
    fun `holding the phone still launches nothing, and the core says why`() {
        FlickAdapter(FakeMotionSource(traceSamples("still.csv"))).use { adapter ->
            adapter.press()
            val outcome = assertIs<FlickOutcome.NoFlick>(adapter.release())
            assertTrue(outcome.reason.isNotBlank(), "a reason to show")
        }
    }

    @Test
    fun `a second attempt after a miss works, and a cancelled one releases the sensors`() {
        val source = FakeMotionSource(traceSamples(medium))
        FlickAdapter(source).use { adapter ->
            adapter.press()
            adapter.cancel()
            assertFalse(adapter.isArmed)
            assertFalse(source.running)
            adapter.press()
            val second = adapter.release()
            assertIs<FlickOutcome.Launched>(second, "$second")
            assertEquals(2, source.starts)
        }
    }

    @Test
    fun `a quick swipe up the screen launches, a swipe down does not`() {
        FlickAdapter(FakeMotionSource(emptyList())).use { adapter ->
            val up = adapter.swipe(SwipeInput(500.0, 1500.0, 520.0, 700.0, 0.25, 2000.0))
            val launch = assertIs<FlickOutcome.Launched>(up).result.launch
            assertTrue(launch.speedMPerS > 0.0)
            val down = adapter.swipe(SwipeInput(500.0, 700.0, 500.0, 1500.0, 0.25, 2000.0))
            assertTrue(assertIs<FlickOutcome.NoFlick>(down).reason.isNotBlank())
        }
    }
}
