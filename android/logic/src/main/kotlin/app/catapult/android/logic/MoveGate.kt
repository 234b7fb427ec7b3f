package app.catapult.android.logic

import app.catapult.core.CatapultException
import app.catapult.core.PlayedMove
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.launch

/**
 * How [GameController] runs the session's operations: one move at a time, a refusal as the
 * core's sentence. An in-memory operation ([act]) runs at once; a move ([move]) is launched in
 * [scope], and while it is made [moving] is true and every other operation is dropped, not
 * queued (it would answer a stage the move is about to replace). After an operation succeeds,
 * [show] shows what it did; one the core refuses changes nothing and says why in [problem].
 * Nothing runs once [closed] says so. Called from the UI thread.
 */
internal class MoveGate(
    private val scope: CoroutineScope,
    private val closed: () -> Boolean,
    private val show: () -> Unit,
) {
    private val _problem = MutableStateFlow<String?>(null)
    private val _moving = MutableStateFlow(false)

    /** Why the last operation was refused (the core's sentence), until the next one succeeds. */
    val problem: StateFlow<String?> = _problem.asStateFlow()

    /** Whether a move is being made (and stored); operations meanwhile are dropped. */
    val moving: StateFlow<Boolean> = _moving.asStateFlow()

    /** Runs [operation], an in-memory change, unless a move is being made (see [moving]). */
    fun act(operation: () -> Unit) {
        if (closed() || _moving.value) return
        settle(operation)
    }

    /**
     * Launches the move [operation] unless one is being made already: a second tap (a double
     * tap, a tap on the stage the move replaces) is dropped, not queued.
     */
    fun move(operation: suspend () -> PlayedMove) {
        if (closed() || _moving.value) return
        _moving.value = true
        scope.launch {
            try {
                settle { operation() }
            } finally {
                _moving.value = false
            }
        }
    }

    /** Says why [failure] happened in [problem], for what fails outside an operation (the bots). */
    fun failed(failure: CatapultException) {
        _problem.value = failure.message
    }

    /** Runs [operation] and shows what it did; a refusal changes nothing and says why in [problem]. */
    private inline fun settle(operation: () -> Unit) {
        try {
            operation()
        } catch (e: CatapultException) {
            failed(e)
            return
        }
        _problem.value = null
        show()
    }
}
