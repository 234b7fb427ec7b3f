package app.catapult.android.logic

import app.catapult.core.FeatureKind
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.runBlocking
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertFalse
import kotlin.test.assertIs
import kotlin.test.assertNotNull
import kotlin.test.assertTrue
import kotlin.test.fail

/**
 * Inns & Cathedrals' big follower in the follower step: which piece a tap on a spot places,
 * what the supply line says, and a game where Anna puts hers down through the controller.
 */
class BigFollowerTest {
    /** English, as the app's string resources say it. */
    private val words = object : SupplyWords {
        override fun followers(n: Int) = if (n == 1) "1 follower" else "$n followers"
        override fun bigFollower() = "big follower"
        override fun both(followers: String, bigFollower: String) = "$followers + $bigFollower"
    }

    @Test
    fun `without the big follower a tap places a normal one, and there is nothing to choose`() {
        val choice = FollowerChoice(followers = 7u, big = false)
        assertFalse(choice.canChoose)
        assertEquals(FollowerPiece.NORMAL, choice.piece)
        assertEquals(choice, choice.picking(true), "no big follower to pick")
        assertEquals(FollowerPiece.NORMAL, choice.picking(true).piece)
        assertEquals("7 followers", choice.supplyLine(words))
        assertEquals("1 follower", FollowerChoice(1u, false).supplyLine(words))
        assertEquals("0 followers", FollowerChoice(0u, false).supplyLine(words))
    }

    @Test
    fun `with both in the supply the toggle picks the piece`() {
        val choice = FollowerChoice(followers = 6u, big = true)
        assertTrue(choice.canChoose)
        assertEquals(FollowerPiece.NORMAL, choice.piece, "a normal follower unless the big one is picked")
        assertEquals("6 followers + big follower", choice.supplyLine(words))
        val big = choice.picking(true)
        assertEquals(FollowerPiece.BIG, big.piece)
        assertEquals(FollowerPiece.NORMAL, big.picking(false).piece)
        assertEquals("6 followers + big follower", big.supplyLine(words), "picking changes what a tap places, not the supply")
    }

    @Test
    fun `with only the big follower left a tap places it`() {
        val choice = FollowerChoice(followers = 0u, big = true)
        assertFalse(choice.canChoose, "nothing to choose: the toggle is fixed on the big one")
        assertEquals(FollowerPiece.BIG, choice.piece)
        assertEquals(FollowerPiece.BIG, choice.picking(false).piece)
        assertEquals("big follower", choice.supplyLine(words))
    }

    @Test
    fun `the big follower is drawn about a fifth larger`() {
        assertEquals(1f, FollowerPiece.of(false).drawnScale)
        val scale = FollowerPiece.of(true).drawnScale
        assertTrue(scale > 19.28f / 15.98f - 0.05f && scale < 19.28f / 15.98f + 0.05f, "the real pieces' heights: $scale")
    }

    @Test
    fun `Anna picks her big follower, taps a spot, and it stands on the board`() = runBlocking<Unit> {
        val model = SetupModel(listOf(person("Anna"), person("Ben")))
        model.rules.choose("inns_cathedrals", "on")
        model.rules.choose("river", "on")
        val setup = assertNotNull(model.toSetup(seed = 5uL))
        GameController.start(setup, null, this, Dispatchers.Default).use { controller ->
            assertEquals("RI/Spring", controller.view.value.tiles.single().tile)
            controller.handOverDone()
            val place = assertIs<GameStage.PlaceTile>(controller.stage.value)
            controller.tapCell(place.legal.first().cell)
            controller.confirmTile()
            controller.moveMade()

            val deciding = assertIs<GameStage.PlaceFollower>(controller.stage.value)
            val supply = deciding.player.supply
            assertEquals(FollowerChoice(supply, big = true), deciding.choice)
            assertTrue(deciding.choice.canChoose)
            assertEquals(FollowerPiece.NORMAL, deciding.choice.piece)
            val spot = deciding.spots.firstOrNull { it.kind == FeatureKind.FIELD } ?: deciding.spots.first()

            // The toggle: on, off and on again; the stage says which piece a tap places.
            controller.pickBigFollower(true)
            assertEquals(FollowerPiece.BIG, assertIs<GameStage.PlaceFollower>(controller.stage.value).choice.piece)
            controller.pickBigFollower(false)
            assertEquals(FollowerPiece.NORMAL, assertIs<GameStage.PlaceFollower>(controller.stage.value).choice.piece)
            controller.pickBigFollower(true)
            controller.placeFollower(spot)
            controller.moveMade()
            assertEquals(null, controller.problem.value)

            val placed = controller.view.value.followers.single()
            assertTrue(placed.big, "the big follower stands on the board")
            assertEquals(spot.segment, placed.segment)
            assertEquals(supply, controller.view.value.players[0].supply, "no normal follower left the supply")

            // Ben's turn, without a follower; then Anna's next follower step offers normal ones only.
            var next: GameStage.PlaceFollower? = null
            repeat(20) {
                if (next != null) return@repeat
                when (val stage = controller.stage.value) {
                    is GameStage.HandOver -> controller.handOverDone()
                    is GameStage.Effects -> controller.effectsSeen()
                    is GameStage.PlaceTile -> {
                        controller.tapCell(stage.legal.first().cell)
                        controller.confirmTile()
                    }
                    is GameStage.PlaceFollower -> if (stage.player.seat == 0u) next = stage else controller.skipFollower()
                    else -> fail("unexpected stage $stage")
                }
                controller.moveMade()
            }
            val again = next ?: fail("Anna's second follower step never came")
            assertEquals(FollowerChoice(supply, big = false), again.choice, "the big one is on the board; the pick was for one turn")
            assertEquals(FollowerPiece.NORMAL, again.choice.piece)
        }
    }
}
