package app.catapult.core

import kotlinx.coroutines.runBlocking
import org.junit.jupiter.api.Test
import kotlin.test.assertEquals
import kotlin.test.assertFalse
import kotlin.test.assertIs
import kotlin.test.assertTrue
import kotlin.test.fail

/**
 * Anna and Ben play with Inns & Cathedrals and The River: the board starts with the spring,
 * Anna puts her big follower on her first tile, and from then on the follower step offers her
 * normal followers only.
 */
class ExpansionsTest {
    @Test
    fun `the river starts at the spring, and the big follower goes down once`() = runBlocking<Unit> {
        val rules = defaultRules().copy(innsCathedrals = true, river = true)
        assertEquals(rules, chooseRule(chooseRule(defaultRules(), "inns_cathedrals", "on"), "river", "on"), "the menu's switches")
        GameSession(newGame(person("Anna"), person("Ben"), seed = 22uL, rules = rules)).use { session ->
            val start = session.view()
            assertEquals("RI/Spring", start.tiles.single().tile, "the spring starts the board")
            val supply = start.players[0].supply

            session.takeThePhone()
            val place = assertIs<GameStage.PlaceTile>(session.stage())
            assertTrue(place.tile.startsWith("RI/"), "the river comes first: ${place.tile}")
            val at = place.legal.first()
            session.placeTile(at.cell, at.rotations.first())

            val deciding = assertIs<GameStage.PlaceFollower>(session.stage())
            assertEquals(0u, deciding.seat)
            assertTrue(deciding.bigFollower, "Anna has her big follower")
            assertEquals(supply, deciding.supply, "and her normal followers")
            assertTrue(deciding.spots.isNotEmpty(), "a spot on ${place.tile}")
            // A field: nothing finishes it before the end, so the big follower stays.
            val spot = deciding.spots.firstOrNull { it.kind == FeatureKind.FIELD } ?: deciding.spots.first()
            val played = session.placeBigFollower(spot.segment)
            assertTrue(
                played.events.any { it is GameEvent.FollowerPlaced && it.player == 0u && it.big && it.kind == spot.kind },
                "the big follower was placed: ${played.events}",
            )

            val view = session.view()
            val big = view.followers.single()
            assertTrue(big.big, "the view draws it big")
            assertEquals(0u, big.owner)
            assertEquals(spot.segment, big.segment)
            assertEquals(supply, view.players[0].supply, "the normal followers are all still in the supply")

            // Ben plays his turn without a follower; then Anna's next follower step.
            var next: GameStage.PlaceFollower? = null
            repeat(12) {
                if (next != null) return@repeat
                when (val stage = session.stage()) {
                    is GameStage.HandOver -> session.handOverDone()
                    is GameStage.PlaceTile -> stage.legal.first().let { session.placeTile(it.cell, it.rotations.first()) }
                    is GameStage.PlaceFollower -> if (stage.seat == 0u) next = stage else session.skipFollower()
                    else -> fail("unexpected stage $stage")
                }
            }
            val again = next ?: fail("Anna's second follower step never came")
            assertFalse(again.bigFollower, "the big follower is on the board, not in the supply")
            assertEquals(supply, again.supply)
            if (again.spots.isNotEmpty()) {
                assertFailsWithIllegalMove { session.placeBigFollower(again.spots.first().segment) }
            }
        }
    }

    private suspend fun assertFailsWithIllegalMove(block: suspend () -> Unit) {
        try {
            block()
        } catch (e: CatapultException.IllegalMove) {
            return
        }
        fail("a second big follower was accepted")
    }
}
