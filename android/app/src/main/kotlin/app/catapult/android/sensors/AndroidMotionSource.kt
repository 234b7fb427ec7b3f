package app.catapult.android.sensors

import android.content.Context
import android.hardware.Sensor
import android.hardware.SensorEvent
import android.hardware.SensorEventListener
import android.hardware.SensorManager
import android.os.Handler
import android.os.HandlerThread
import app.catapult.android.logic.MotionCombiner
import app.catapult.android.logic.MotionSink
import app.catapult.android.logic.MotionSource

/**
 * The phone's motion while the aim button is held: `TYPE_LINEAR_ACCELERATION`,
 * `TYPE_GYROSCOPE` and `TYPE_GAME_ROTATION_VECTOR` (turned into a quaternion with
 * [SensorManager.getQuaternionFromVector]) joined by the logic's [MotionCombiner]. The
 * listeners are registered in [start] only, on a thread of their own, and unregistered in
 * [stop] (the screen also calls it from onPause): no sensor runs while nobody aims.
 */
class AndroidMotionSource(context: Context) : MotionSource {
    private val manager = context.getSystemService(SensorManager::class.java)
    private val acceleration: Sensor? = manager?.getDefaultSensor(Sensor.TYPE_LINEAR_ACCELERATION)
    private val rotation: Sensor? = manager?.getDefaultSensor(Sensor.TYPE_GYROSCOPE)
    private val attitude: Sensor? = manager?.getDefaultSensor(Sensor.TYPE_GAME_ROTATION_VECTOR)
    private var thread: HandlerThread? = null
    private var listener: SensorEventListener? = null

    /** Whether the phone has all three sensors (if not, the screen offers the swipe only). */
    val isAvailable: Boolean get() = acceleration != null && rotation != null && attitude != null

    override fun start(sink: MotionSink) {
        val manager = manager ?: return
        if (!isAvailable || listener != null) return
        val combiner = MotionCombiner(sink)
        val quaternion = FloatArray(4)
        val callbacks = object : SensorEventListener {
            override fun onSensorChanged(event: SensorEvent) {
                val v = event.values
                when (event.sensor.type) {
                    Sensor.TYPE_LINEAR_ACCELERATION ->
                        combiner.onAcceleration(event.timestamp, v[0].toDouble(), v[1].toDouble(), v[2].toDouble())
                    Sensor.TYPE_GYROSCOPE -> combiner.onRotation(v[0].toDouble(), v[1].toDouble(), v[2].toDouble())
                    Sensor.TYPE_GAME_ROTATION_VECTOR -> {
                        SensorManager.getQuaternionFromVector(quaternion, v)
                        combiner.onAttitude(
                            quaternion[0].toDouble(), quaternion[1].toDouble(),
                            quaternion[2].toDouble(), quaternion[3].toDouble(),
                        )
                    }
                }
            }

            override fun onAccuracyChanged(sensor: Sensor, accuracy: Int) = Unit
        }
        val worker = HandlerThread("catapult-sensors").apply { start() }
        val handler = Handler(worker.looper)
        thread = worker
        listener = callbacks
        for (sensor in listOfNotNull(attitude, rotation, acceleration)) {
            manager.registerListener(callbacks, sensor, SAMPLING_PERIOD_US, handler)
        }
    }

    override fun stop() {
        listener?.let { manager?.unregisterListener(it) }
        listener = null
        thread?.quitSafely()
        thread = null
    }

    private companion object {
        /** 5 ms: 200 Hz, the most apps get without the high-sampling-rate permission. */
        const val SAMPLING_PERIOD_US = 5_000
    }
}
