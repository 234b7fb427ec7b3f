package app.catapult.android.screens

import android.os.Bundle
import android.view.View
import app.catapult.android.R
import app.catapult.android.logic.StatsModel
import app.catapult.android.ui.History
import app.catapult.android.ui.Screen
import app.catapult.android.ui.ScreenHost
import app.catapult.android.ui.Ui
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.SupervisorJob
import kotlinx.coroutines.cancel
import kotlinx.coroutines.launch

/** Each player name's record over their finished games, best first, as the core keeps it. */
class StatsScreen(private val activity: ScreenHost) : Screen {
    private val scope = CoroutineScope(activity.scope.coroutineContext + SupervisorJob())
    private val list = Ui.column(activity, padding = 0f)

    override val view: View = Ui.scrolling(
        Ui.column(activity).apply {
            addView(Ui.title(activity, activity.getString(R.string.stats_title)))
            addView(list)
        },
    )

    init {
        scope.launch {
            val everyone = StatsModel(History.store(activity)).everyone()
            if (everyone.isEmpty()) list.addView(Ui.text(activity, activity.getString(R.string.stats_empty)))
            for (s in everyone) {
                list.addView(Ui.text(activity, s.name, sp = 19f), Ui.wide(activity, top = 12f))
                list.addView(Ui.text(
                    activity,
                    activity.resources.getQuantityString(
                        R.plurals.stats_record,
                        s.games.toInt(),
                        s.games.toInt(), s.wins.toInt(), StatsModel.winPercent(s), s.averageScore, s.bestScore.toInt(),
                    ),
                    sp = 15f,
                ))
                list.addView(Ui.text(
                    activity,
                    activity.getString(R.string.stats_sources, s.roads.toInt(), s.cities.toInt(), s.cloisters.toInt(), s.fields.toInt(), s.catapult.toInt()),
                    sp = 14f,
                ))
                list.addView(Ui.text(
                    activity,
                    activity.getString(R.string.stats_catapult, s.roundsWon.toInt(), s.knockOuts.toInt(), s.catches.toInt()),
                    sp = 14f,
                ))
            }
        }
    }

    override fun close() = scope.cancel()

    override fun save(state: Bundle) = state.putString(ScreenHost.KEY_SCREEN, ScreenHost.SCREEN_STATISTICS)
}
