package app.catapult.android.screens.game

import android.view.View
import app.catapult.android.R
import app.catapult.android.logic.GameController
import app.catapult.android.logic.GameStage
import app.catapult.android.ui.ScreenHost
import app.catapult.android.ui.Ui
import app.catapult.core.FollowerView

/**
 * The seduction landed: send one of the nearest opponent followers home and put one of the
 * hurler's in its place (from the supply, or moved from the board), or leave things be.
 */
class SeducePanel(private val activity: ScreenHost, stage: GameStage.Seduce, controller: GameController) : Panel {
    private val names: Map<UInt, String> = controller.view.value.players.associate { it.seat to it.name }

    override val view: View = Ui.column(activity, padding = 8f).apply {
        addView(Ui.text(activity, activity.getString(R.string.seduce_title, stage.player.name), sp = 18f))
        for (target in stage.targets) {
            val whose = describe(target)
            if (stage.canUseSupply) {
                addView(Ui.button(activity, activity.getString(R.string.seduce_from_supply, whose)) {
                    controller.seduce(target.id, null)
                }, Ui.wide(activity, top = 4f))
            }
            for (own in stage.ownOnBoard) {
                val mine = activity.getString(R.string.seduce_own, activity.texts.follower(own.kind), own.cell.x, own.cell.y)
                addView(Ui.button(activity, activity.getString(R.string.seduce_from_board, whose, mine)) {
                    controller.seduce(target.id, own.id)
                }, Ui.wide(activity, top = 4f))
            }
        }
        addView(Ui.button(activity, activity.getString(R.string.seduce_decline)) { controller.declineSeduction() }, Ui.wide(activity, top = 8f))
    }

    private fun describe(target: FollowerView): String =
        activity.getString(
            R.string.seduce_target,
            names[target.owner] ?: activity.getString(R.string.seduce_owner_unknown),
            activity.texts.follower(target.kind),
            target.cell.x,
            target.cell.y,
        )
}
