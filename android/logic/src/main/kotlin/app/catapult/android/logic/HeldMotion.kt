package app.catapult.android.logic

import app.catapult.core.AndroidMotion

/**
 * What a held launch button feeds: the round's `FlickDetector` or the practice screen's
 * `FlickPractice`. [arm] when the button goes down; [push] each batch of readings, which
 * returns what was recognised in it (`null`: nothing yet).
 */
interface MotionListener<T : Any> {
    /** The button went down: a new attempt. */
    fun arm()

    /** Readings while the button is held; what completed in them, if anything. */
    fun push(batch: List<AndroidMotion>): T?
}

/**
 * A launch button held down, between a [MotionSource] and a [MotionListener]: [press] arms the
 * listener and starts the source, readings go to the listener in batches of [batchSize], and
 * [finish] stops the source and asks the listener for the attempt's end. [onDetected] hears
 * (on the source's thread) what a batch recognised, e.g. to buzz or to fly at once.
 *
 * Safe to call from the UI thread while the source delivers on another: every call to the
 * listener is made under one lock. The flick's adapter ([FlickAdapter]) and the practice's
 * ([PracticeAdapter]) are both this, so the sensors are read one way only.
 */
class HeldMotion<T : Any>(
    private val source: MotionSource,
    private val listener: MotionListener<T>,
    private val batchSize: Int = 8,
    private val onDetected: (T) -> Unit = {},
) {
    private val lock = Any()
    private val pending = ArrayList<AndroidMotion>(batchSize)
    private var armed = false

    init {
        require(batchSize >= 1) { "a batch holds at least one reading" }
    }

    /** Whether the button is held (the listener listens). */
    val isArmed: Boolean get() = synchronized(lock) { armed }

    /** The button went down. */
    fun press() {
        synchronized(lock) {
            if (armed) return
            pending.clear()
            listener.arm()
            armed = true
        }
        source.start { sample -> take(sample) }
    }

    /**
     * The button came up: the source stops, the readings still waiting are pushed, and [end]
     * (called under the lock) gives the attempt's result; `null` when the button was not held.
     */
    fun <R> finish(end: () -> R): R? {
        source.stop()
        synchronized(lock) {
            if (!armed) return null
            flush()
            armed = false
            return end()
        }
    }

    /** Stops listening without a result ([drop] ends the listener's attempt, under the lock). */
    fun cancel(drop: () -> Unit) {
        source.stop()
        synchronized(lock) {
            if (!armed) return
            armed = false
            pending.clear()
            drop()
        }
    }

    /** Runs [block] under the lock that serialises every call to the listener. */
    fun <R> locked(block: () -> R): R = synchronized(lock, block)

    private fun take(sample: AndroidMotion) {
        val detected = synchronized(lock) {
            if (!armed) return
            pending += sample
            if (pending.size >= batchSize) flush() else null
        }
        detected?.let(onDetected)
    }

    /** Pushes the readings waiting (under [lock]); what completed in them, if anything. */
    private fun flush(): T? {
        if (pending.isEmpty()) return null
        val batch = pending.toList()
        pending.clear()
        return listener.push(batch)
    }
}
