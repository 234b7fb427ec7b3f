package app.catapult.android.screens.game

import android.view.View
import app.catapult.android.logic.GameStage

/**
 * The controls of one kind of [GameStage] on the game screen. A panel may take the next stage
 * of its kind in place ([update] returns true), so that picking cells or turning a tile does
 * not rebuild the controls; it stops what it runs in [onPause] and frees it in [close].
 */
interface Panel {
    /** The panel's views. */
    val view: View

    /** Shows [stage] in place if it is of this panel's kind; false to be replaced. */
    fun update(stage: GameStage): Boolean = false

    /** The Activity resumed. */
    fun onResume() {}

    /** The Activity paused: stop sensors and animations. */
    fun onPause() {}

    /** The panel goes. */
    fun close() {}
}
