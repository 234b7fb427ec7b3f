package app.catapult.android.screens.game

import android.view.Gravity
import android.view.View
import app.catapult.android.R
import app.catapult.android.board.SeatBadge
import app.catapult.android.logic.GameStage
import app.catapult.android.ui.ScreenHost
import app.catapult.android.ui.Ui

/** Between two people: "Pass the phone to Anna", what she does next, and her button. */
class HandOverPanel(activity: ScreenHost, stage: GameStage.HandOver, onTaken: () -> Unit) : Panel {
    override val view: View = Ui.column(activity, padding = 32f).apply {
        gravity = Gravity.CENTER
        setBackgroundColor(activity.getColor(R.color.hand_over_background))
        isClickable = true
        addView(SeatBadge(activity, stage.player.colour))
        addView(Ui.title(activity, activity.getString(R.string.hand_over_title, stage.player.name)).apply { gravity = Gravity.CENTER })
        addView(Ui.text(activity, activity.texts.next(stage.next)).apply { gravity = Gravity.CENTER })
        addView(
            Ui.button(activity, activity.getString(R.string.hand_over_button, stage.player.name)) { onTaken() },
            Ui.wide(activity, top = 24f),
        )
    }
}
