package app.catapult.android.logic

import app.catapult.core.AndroidMotion

/**
 * Joins the three Android sensors into [AndroidMotion] readings: each linear-acceleration
 * event becomes one reading with the latest gyroscope rate and attitude quaternion, once both
 * have been seen (the accelerometer sets the pace, as the detector expects). Feed it from the
 * sensor callbacks on one thread; [reset] before a new attempt.
 */
class MotionCombiner(private val sink: MotionSink) {
    private var rotation: DoubleArray? = null
    private var attitude: DoubleArray? = null

    /** A `TYPE_GYROSCOPE` event: rad/s about x, y, z. */
    fun onRotation(x: Double, y: Double, z: Double) {
        rotation = doubleArrayOf(x, y, z)
    }

    /**
     * A `TYPE_GAME_ROTATION_VECTOR` event, already turned into a quaternion (w, x, y, z) by
     * `SensorManager.getQuaternionFromVector`.
     */
    fun onAttitude(w: Double, x: Double, y: Double, z: Double) {
        attitude = doubleArrayOf(w, x, y, z)
    }

    /** A `TYPE_LINEAR_ACCELERATION` event at [timestampNs]: m/s² along x, y, z. */
    fun onAcceleration(timestampNs: Long, x: Double, y: Double, z: Double) {
        val r = rotation ?: return
        val q = attitude ?: return
        sink.onMotion(AndroidMotion(timestampNs, x, y, z, r[0], r[1], r[2], q[0], q[1], q[2], q[3]))
    }

    /** Forgets the readings so far. */
    fun reset() {
        rotation = null
        attitude = null
    }
}
