package app.catapult.android

import android.hardware.Sensor
import android.hardware.SensorManager
import android.os.SystemClock
import android.widget.Button
import app.catapult.core.AndroidMotion
import org.robolectric.RuntimeEnvironment
import org.robolectric.Shadows.shadowOf
import org.robolectric.shadows.SensorEventBuilder
import java.io.File

/**
 * A recorded flick from `tests/traces` (the format of core/src/flick/trace.rs: the header
 * `timestamp_ns,ax,ay,az,gx,gy,gz,qw,qx,qy,qz`, one reading a line in Android's units),
 * delivered as the phone's sensors would: for each reading, the attitude
 * (`TYPE_GAME_ROTATION_VECTOR`), the turn rate (`TYPE_GYROSCOPE`) and the acceleration
 * (`TYPE_LINEAR_ACCELERATION`), to whatever listens through the real [SensorManager].
 */
class MotionTrace(private val rows: List<DoubleArray>, private val timestamps: List<Long>) {
    /** Readings in the trace. */
    val size: Int get() = rows.size

    /**
     * The readings as the core gets them from [play] (the sensors' floats), to ask the core
     * itself what it makes of the trace.
     */
    fun samples(): List<AndroidMotion> = rows.mapIndexed { i, row ->
        val v = row.map { it.toFloat().toDouble() }
        AndroidMotion(timestamps[i], v[0], v[1], v[2], v[3], v[4], v[5], v[6], v[7], v[8], v[9])
    }

    /** Sends every reading to the listeners registered now; returns how many were heard. */
    fun play(): Int {
        val manager = RuntimeEnvironment.getApplication().getSystemService(SensorManager::class.java)
        val sensors = shadowOf(manager)
        check(sensors.listeners.isNotEmpty()) { "nobody listens to the sensors" }
        val attitude = manager.getDefaultSensor(Sensor.TYPE_GAME_ROTATION_VECTOR)
        val rotation = manager.getDefaultSensor(Sensor.TYPE_GYROSCOPE)
        val acceleration = manager.getDefaultSensor(Sensor.TYPE_LINEAR_ACCELERATION)
        for ((i, v) in rows.withIndex()) {
            val t = timestamps[i]
            // A rotation vector is x, y, z, w (the quaternion's vector part first).
            sensors.sendSensorEventToListeners(event(attitude, t, v[6 + 1], v[6 + 2], v[6 + 3], v[6]))
            sensors.sendSensorEventToListeners(event(rotation, t, v[3], v[4], v[5]))
            sensors.sendSensorEventToListeners(event(acceleration, t, v[0], v[1], v[2]))
        }
        return rows.size
    }

    private fun event(sensor: Sensor, timestampNs: Long, vararg values: Double) =
        SensorEventBuilder.newBuilder(sensor, values.map { it.toFloat() }.toFloatArray())
            .setTimestamp(timestampNs)
            .build()

    /** Reading traces. */
    companion object {
        /** The trace [name] from the repository's tests/traces. */
        fun named(name: String): MotionTrace {
            val repository = File(System.getProperty("catapult.repo") ?: "../..")
            val lines = File(repository, "tests/traces/$name").readLines().map { it.trim() }.filter { it.isNotEmpty() && !it.startsWith("#") }
            check(lines.first().replace(" ", "") == "timestamp_ns,ax,ay,az,gx,gy,gz,qw,qx,qy,qz") { "not a trace: ${lines.first()}" }
            val fields = lines.drop(1).map { line -> line.split(',').map { it.trim() } }
            // The phone's sensor clock is far on from the recording's: the detector only
            // looks at differences. The phone's clock runs only as the test lets it, so a trace
            // starts after the last one ended (a sensor's clock never goes back).
            val start = maxOf(SystemClock.elapsedRealtimeNanos(), lastEnd + GAP_NS)
            val timestamps = fields.map { start + it[0].toLong() }
            lastEnd = timestamps.lastOrNull() ?: start
            return MotionTrace(fields.map { f -> f.drop(1).map { it.toDouble() }.toDoubleArray() }, timestamps)
        }

        /** When the last trace read ends, ns on the sensors' clock. */
        private var lastEnd = 0L

        /** The pause between two traces, ns. */
        private const val GAP_NS = 1_000_000_000L
    }
}

/**
 * Hurls by flicking the phone: holds "Hold and flick" down (the app starts its sensors), the
 * [trace] plays through the sensors, and the finger lets go.
 */
fun Phone.flick(trace: MotionTrace) = hold(await<Button>("Hold and flick")) {
    trace.play()
    advance(300)
}
