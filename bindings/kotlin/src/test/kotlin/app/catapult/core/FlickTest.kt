package app.catapult.core

import org.junit.jupiter.api.Test
import java.nio.file.Path
import kotlin.io.path.listDirectoryEntries
import kotlin.io.path.name
import kotlin.io.path.readText
import kotlin.math.abs
import kotlin.test.assertContains
import kotlin.test.assertEquals
import kotlin.test.assertFailsWith
import kotlin.test.assertNotNull
import kotlin.test.assertTrue

/**
 * Anna holds the launch button and flicks the phone toward the board. The app passes the
 * phone's motion samples to the library as Android reports them, a batch at a time, and gets
 * the launch back; a tap or walking around with the phone launches nothing. The recorded
 * traces in tests/traces stand in for the phone.
 */
class FlickTest {
    private val traces: Path = repository.resolve("tests/traces")

    private fun trace(name: String): String = traces.resolve(name).readText()

    /**
     * The samples of a trace CSV (`timestamp_ns,ax,ay,az,gx,gy,gz,qw,qx,qy,qz`: Android's
     * linear acceleration in m/s², gyroscope in rad/s and game rotation quaternion; `#` lines
     * are comments), as the app would build them from `SensorEvent`s.
     */
    private fun samples(csv: String): List<AndroidMotion> {
        val rows = csv.lineSequence().map { it.trim() }.filter { it.isNotEmpty() && !it.startsWith("#") }.toList()
        assertEquals("timestamp_ns,ax,ay,az,gx,gy,gz,qw,qx,qy,qz", rows.first().replace(" ", ""))
        return rows.drop(1).map { row ->
            val f = row.split(',').map { it.trim() }
            assertEquals(11, f.size, row)
            val v = f.drop(1).map { it.toDouble() }
            AndroidMotion(
                timestampNs = f[0].toLong(),
                accelerationX = v[0], accelerationY = v[1], accelerationZ = v[2],
                rotationX = v[3], rotationY = v[4], rotationZ = v[5],
                quaternionW = v[6], quaternionX = v[7], quaternionY = v[8], quaternionZ = v[9],
            )
        }
    }

    private fun assertSameLaunch(expected: FlickResult, actual: FlickResult) {
        val close = { a: Double, b: Double -> abs(a - b) <= 1e-9 }
        assertTrue(close(expected.launch.speedMPerS, actual.launch.speedMPerS), "$expected\n$actual")
        assertTrue(close(expected.launch.aimDegrees, actual.launch.aimDegrees), "$expected\n$actual")
        assertTrue(close(expected.launch.elevationDegrees, actual.launch.elevationDegrees), "$expected\n$actual")
        assertTrue(close(expected.strengthMPerS, actual.strengthMPerS), "$expected\n$actual")
        assertTrue(close(expected.durationS, actual.durationS), "$expected\n$actual")
    }

    @Test
    fun `a medium flick recorded at 100 Hz launches, the same as the library's replay of the file`() {
        val names = traces.listDirectoryEntries("*.csv").map { it.name }
        println("traces: ${names.sorted()}")
        val name = listOf("flick-medium-100hz.csv", "flick-medium-200hz.csv").first { it in names }
        val csv = trace(name)
        val motion = samples(csv)
        assertTrue(motion.size > 50, "${motion.size} samples")

        FlickDetector().use { detector ->
            assertEquals(FlickPhase.IDLE, detector.state())
            detector.arm()
            assertEquals(FlickPhase.ARMED, detector.state())
            // Batches of ten, as the sensor callbacks would deliver them.
            val launches = motion.chunked(10).mapNotNull { batch -> detector.pushAndroid(batch) }
            val flick = launches.single()
            assertEquals(FlickPhase.DONE, detector.state())
            assertEquals(flick, detector.disarm(), "releasing the button gives the same flick")
            assertEquals(FlickPhase.IDLE, detector.state())
            assertEquals(0u, detector.skippedSamples())

            // A plausible medium flick straight ahead: the catapult's range, aimed at the board.
            println("flick from $name: $flick")
            assertTrue(flick.launch.speedMPerS > 1.0 && flick.launch.speedMPerS <= 5.0, "$flick")
            assertTrue(abs(flick.launch.aimDegrees) < 15.0, "$flick")
            assertTrue(flick.launch.elevationDegrees in 30.0..60.0, "$flick")
            assertTrue(flick.durationS > 0.0 && flick.peakAcceleration > 0.0)

            assertSameLaunch(flickFromTrace(csv), flick)
        }
    }

    @Test
    fun `a tap and a walk launch nothing, and releasing the button says why`() {
        for (name in listOf("tap.csv", "walking.csv")) {
            FlickDetector().use { detector ->
                detector.arm()
                val launches = samples(trace(name)).chunked(10).mapNotNull { detector.pushAndroid(it) }
                assertEquals(emptyList(), launches, "$name launched")
                val why = assertFailsWith<CatapultException.BadInput> { detector.disarm() }.message.orEmpty()
                println("$name: $why")
                assertContains(why, "hold the launch button")
                val replay = assertFailsWith<CatapultException.BadInput> { flickFromTrace(trace(name)) }
                assertEquals(why, replay.message, "the library's replay of $name says the same")
            }
        }
        FlickDetector().use { detector ->
            val why = assertFailsWith<CatapultException.BadInput> { detector.disarm() }.message.orEmpty()
            assertContains(why, "the launch button was not held")
        }
    }

    @Test
    fun `a quick swipe up the screen launches toward the board`() {
        val swipe = swipeLaunch(
            SwipeInput(startX = 540.0, startY = 1800.0, endX = 540.0, endY = 600.0, durationS = 0.15, screenHeight = 2000.0)
        )
        println("swipe: $swipe")
        assertTrue(abs(swipe.launch.aimDegrees) < 1e-9, "straight up is straight ahead")
        assertTrue(swipe.launch.speedMPerS > 1.0 && swipe.launch.speedMPerS <= 10.0)
        assertTrue(swipe.launch.elevationDegrees in 30.0..60.0)

        val left = swipeLaunch(SwipeInput(540.0, 1800.0, 240.0, 900.0, 0.15, 2000.0))
        assertTrue(left.launch.aimDegrees > 0.0, "up and to the left aims counter-clockwise: $left")

        val down = assertFailsWith<CatapultException.BadInput> {
            swipeLaunch(SwipeInput(540.0, 600.0, 540.0, 1800.0, 0.15, 2000.0))
        }
        assertContains(down.message.orEmpty(), "swipe up")
        assertNotNull(assertFailsWith<CatapultException.BadInput> {
            swipeLaunch(SwipeInput(540.0, 1800.0, 540.0, 600.0, Double.NaN, 2000.0))
        }.message)
    }
}
