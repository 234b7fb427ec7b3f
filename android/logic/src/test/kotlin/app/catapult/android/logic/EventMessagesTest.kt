package app.catapult.android.logic

import app.catapult.core.CatapultPointsReason
import app.catapult.core.CatchResult
import app.catapult.core.Cell
import app.catapult.core.FeatureKind
import app.catapult.core.GameEvent
import app.catapult.core.GameSession
import app.catapult.core.GameView
import app.catapult.core.Token
import kotlin.test.Test
import kotlin.test.assertEquals

/** What players read after a move: names from the view, numbers from the events. */
class EventMessagesTest {
    private val view: GameView by lazy {
        val setup = SetupModel(listOf(person("Anna"), person("Ben"), bot("Robo"))).toSetup(seed = 1uL)!!
        GameSession(setup, null).use { it.view() }
    }

    @Test
    fun `a knight knocked home names its owner`() {
        val messages = EventMessages.from(listOf(GameEvent.KnockedHome(4u, 1u, FeatureKind.CITY, Cell(1, 0))), view)
        assertEquals(listOf(EventMessage(MessageKind.KNOCKED_HOME, listOf("Ben"), feature = FeatureKind.CITY)), messages)
    }

    @Test
    fun `a scored city names its holders and the points`() {
        val scored = GameEvent.Scored(FeatureKind.CITY, 8u, listOf(0u, 2u), 3u, false)
        assertEquals(
            listOf(EventMessage(MessageKind.SCORED, listOf("Anna", "Robo"), listOf(8, 3), FeatureKind.CITY)),
            EventMessages.from(listOf(scored), view),
        )
        val atEnd = scored.copy(atEnd = true, kind = FeatureKind.FIELD)
        assertEquals(MessageKind.SCORED_AT_END, EventMessages.from(listOf(atEnd), view).single().kind)
    }

    @Test
    fun `the catapult's events become messages, in order`() {
        val events = listOf(
            GameEvent.RoundStarted(2u),
            GameEvent.TokenChosen(2u, Token.CATCH),
            GameEvent.CatchJudged(0u, 1u, CatchResult.MISSED_SHORT),
            GameEvent.CatapultPoints(listOf(1u), 5u, CatapultPointsReason.CATCH),
            GameEvent.Seduced(0u, 3u, 1u, FeatureKind.ROAD, Cell(0, 1), null),
            GameEvent.SeductionMissed(1u),
            GameEvent.RoundOver,
            GameEvent.GameOver(listOf(10u, 12u, 12u), listOf(1u, 2u)),
        )
        assertEquals(
            listOf(
                EventMessage(MessageKind.ROUND_STARTED, listOf("Robo")),
                EventMessage(MessageKind.TOKEN_CHOSEN, listOf("Robo"), token = Token.CATCH),
                EventMessage(MessageKind.MISSED_SHORT, listOf("Ben", "Anna")),
                EventMessage(MessageKind.CATCH_POINTS, listOf("Ben"), listOf(5)),
                EventMessage(MessageKind.SEDUCED, listOf("Anna", "Ben"), feature = FeatureKind.ROAD),
                EventMessage(MessageKind.SEDUCTION_MISSED, listOf("Ben")),
                EventMessage(MessageKind.ROUND_OVER),
                EventMessage(MessageKind.GAME_OVER, listOf("Ben", "Robo"), listOf(12)),
            ),
            EventMessages.from(events, view),
        )
    }

    @Test
    fun `what the board shows anyway is not repeated`() {
        val events = listOf(
            GameEvent.TileDrawn(0u, "BA/RCr"),
            GameEvent.TilePlaced(0u, "BA/RCr", Cell(1, 0), 1u),
            GameEvent.FollowerPlaced(0u, FeatureKind.ROAD),
            GameEvent.FollowersReturned(0u, 1u),
            GameEvent.Scored(FeatureKind.ROAD, 0u, emptyList(), 2u, false),
        )
        assertEquals(emptyList(), EventMessages.from(events, view))
    }
}
