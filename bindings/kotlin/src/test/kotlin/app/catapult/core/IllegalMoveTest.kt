package app.catapult.core

import kotlinx.coroutines.runBlocking
import org.junit.jupiter.api.Test
import kotlin.test.assertContains
import kotlin.test.assertEquals
import kotlin.test.assertFailsWith
import kotlin.test.assertIs
import kotlin.test.assertTrue

/**
 * A player taps the wrong thing: the library says no, in a sentence they can read, and the
 * game is exactly as it was.
 */
class IllegalMoveTest {
    /** Anna and Ben at one phone, Anna holding it. */
    private fun twoFriends(seed: ULong = 3uL) =
        GameSession(newGame(person("Anna"), person("Ben"), seed = seed)).apply { takeThePhone() }

    /** Runs [move], expects it refused with [E], checks the game did not change, returns the message. */
    private inline fun <reified E : CatapultException> refused(session: GameSession, move: () -> Unit): String {
        val before = session.view()
        val error = assertFailsWith<E> { move() }
        val message = assertReadable(error)
        assertEquals(before, session.view(), "a refused move changes nothing ($message)")
        return message
    }

    private fun assertReadable(error: CatapultException): String {
        val message = error.message.orEmpty()
        assertTrue(message.length > 10, "a sentence, not a code: '$message'")
        assertTrue(message.none { it == '{' || it == '}' }, "no debug dump: '$message'")
        println("${error::class.simpleName}: $message")
        return message
    }

    @Test
    fun `a move before the phone is passed on is refused`() = runBlocking<Unit> {
        // The base game, so that Anna's tile starts no catapult round.
        val baseGame = chooseRule(defaultRules(), "catapult", "off")
        GameSession(newGame(person("Anna"), person("Ben"), seed = 3uL, rules = baseGame)).use { session ->
            val handOver = assertIs<GameStage.HandOver>(session.stage())
            assertEquals(0u, handOver.seat)
            assertEquals(StageKind.PLACE_TILE, handOver.next)
            val spot = session.view().turn.legal.first()
            val early = refused<CatapultException.IllegalMove>(session) { session.placeTile(spot.cell, spot.rotations.first()) }
            assertContains(early, "pass the phone to Anna first")
            refused<CatapultException.IllegalMove>(session) { session.closeSummary() }

            // Anna has it now; after her turn, Ben must be handed it before he can play.
            session.handOverDone()
            session.placeTile(spot.cell, spot.rotations.first())
            session.skipFollower()
            assertEquals(1u, assertIs<GameStage.HandOver>(session.stage()).seat)
            session.handOverDone()
            refused<CatapultException.IllegalMove>(session) { session.handOverDone() }
        }
    }

    @Test
    fun `a tile on a taken cell, away from the board or turned wrong is refused`() = runBlocking<Unit> {
        twoFriends().use { session ->
            val turn = session.view().turn
            assertEquals(TurnStep.PLACE_TILE, turn.step)

            val taken = refused<CatapultException.IllegalMove>(session) { session.placeTile(Cell(0, 0), 0u) }
            assertContains(taken, "already taken")
            val away = refused<CatapultException.IllegalMove>(session) { session.placeTile(Cell(40, -40), 0u) }
            assertContains(away, "does not touch")

            // A rotation the legal list leaves out, at a legal cell (the edges do not match).
            val spot = turn.legal.first { it.rotations.size < 4 }
            val wrong = (0u..3u).first { it !in spot.rotations }
            val mismatch = refused<CatapultException.IllegalMove>(session) { session.placeTile(spot.cell, wrong) }
            assertContains(mismatch, "does not match")

            // A quarter turn count that is no rotation at all is a bad value, not a bad move.
            val turns = refused<CatapultException.BadInput>(session) { session.placeTile(spot.cell, 4u) }
            assertContains(turns, "0 to 3")
        }
    }

    @Test
    fun `a follower on a segment the tile does not have is refused`() = runBlocking<Unit> {
        twoFriends().use { session ->
            val spot = session.view().turn.legal.first()
            session.placeTile(spot.cell, spot.rotations.first())
            val waiting = session.view()
            assertEquals(TurnStep.PLACE_FOLLOWER, waiting.turn.step)
            val offered = waiting.turn.followerChoices.map { it.segment }.toSet()
            val missing = (0u..20u).first { it !in offered }

            refused<CatapultException.IllegalMove>(session) { session.placeFollower(missing) }
            refused<CatapultException.BadInput>(session) { session.placeFollower(1_000u) }
            // Still waiting for the decision, with the tile still takeable back.
            assertTrue(session.view().turn.canUndo)
            session.skipFollower()
        }
    }

    @Test
    fun `catapult moves outside a round are refused`() = runBlocking<Unit> {
        twoFriends().use { session ->
            assertEquals(null, session.view().round)
            val hurl = refused<CatapultException.IllegalMove>(session) { session.hurl(Launch(0.0, 45.0, 2.0)) }
            assertContains(hurl, "not time to hurl")
            refused<CatapultException.IllegalMove>(session) { session.chooseToken(Token.TARGET) }
            refused<CatapultException.IllegalMove>(session) { session.catchToken(0.5) }
            refused<CatapultException.IllegalMove>(session) { session.catchToken(null) }
            refused<CatapultException.IllegalMove>(session) { session.declineSeduction() }
            refused<CatapultException.IllegalMove>(session) { session.seduce(0u, null) }
        }
    }

    @Test
    fun `undo with nothing to take back is refused`() = runBlocking<Unit> {
        twoFriends().use { session ->
            val message = refused<CatapultException.IllegalMove>(session) { session.undo() }
            assertContains(message, "not time to take the tile back")

            // Nor once the follower decision is made: the tile is played for good.
            val spot = session.view().turn.legal.first()
            session.placeTile(spot.cell, spot.rotations.first())
            session.skipFollower()
            refused<CatapultException.IllegalMove>(session) { session.undo() }
        }
    }

    @Test
    fun `a table of one, of seven or with a nameless seat cannot start`() = runBlocking {
        withTempFolder { folder ->
            openGameStore(historyIn(folder)).use { store ->
                suspend fun refusedSetup(vararg seats: SeatSetup): String =
                    assertReadable(assertFailsWith<CatapultException.BadInput> { startGame(newGame(*seats), store) })

                assertContains(refusedSetup(person("Solo")), "2 to 6 seats")
                assertContains(refusedSetup(*Array(7) { person("P$it") }), "2 to 6 seats")
                assertContains(refusedSetup(person("Anna"), person("")), "seat 2 has no name")
                assertContains(refusedSetup(person("Anna"), person("   ")), "seat 2 has no name")
                assertContains(refusedSetup(person("Anna"), person("x".repeat(25))), "too long")
                assertEquals(emptyList(), store.listGames(HistoryFilter(null, null), 0u, 10u), "nothing was stored")
                // A game kept only in memory checks its setup the same way.
                assertContains(
                    assertReadable(assertFailsWith<CatapultException.BadInput> { GameSession(newGame(person("Solo"))) }),
                    "2 to 6 seats",
                )
            }
        }
    }

    @Test
    fun `a launch with a missing or impossible value is refused`() = runBlocking {
        twoFriends(seed = 5uL).use { session ->
            val people = ScriptedPeople()
            val atHurl = people.playUntil(session) { it.turn.step == TurnStep.HURL }
            assertEquals(TurnStep.HURL, atHurl.turn.step, "a round came")

            val nan = refused<CatapultException.BadInput>(session) { session.hurl(Launch(Double.NaN, 45.0, 2.0)) }
            assertContains(nan, "missing value")
            refused<CatapultException.BadInput>(session) { session.hurl(Launch(0.0, 45.0, Double.POSITIVE_INFINITY)) }
            refused<CatapultException.BadInput>(session) { session.hurl(Launch(0.0, 45.0, 0.0)) }
            refused<CatapultException.BadInput>(session) { session.hurl(Launch(0.0, 45.0, 50.0)) }
            refused<CatapultException.BadInput>(session) { session.hurl(Launch(0.0, 95.0, 2.0)) }
            refused<CatapultException.BadInput>(session) { session.catchToken(Double.NaN) }
            refused<CatapultException.BadInput>(session) { session.catchToken(-1.0) }

            // A proper launch flies.
            val flew = session.hurl(Launch(0.0, 45.0, 2.0)).events.filterIsInstance<GameEvent.Hurled>().single()
            assertTrue(flew.flight.frames.isNotEmpty())
        }
    }

    @Test
    fun `asking the history for what it does not have`() = runBlocking {
        assertReadable(assertFailsWith<CatapultException.BadInput> { openGameStore("  ") })
        assertReadable(assertFailsWith<CatapultException.BadInput> { inspectGameFile("{\"not\": \"a game\"}") })
        withTempFolder { folder ->
            openGameStore(historyIn(folder)).use { store ->
                assertReadable(assertFailsWith<CatapultException.NotFound> { resumeGame(store, 999L) })
                assertReadable(assertFailsWith<CatapultException.NotFound> { store.exportGame(999L) })
                assertReadable(assertFailsWith<CatapultException.NotFound> { store.deleteGame(999L) })
                assertReadable(assertFailsWith<CatapultException.BadInput> { store.listGames(HistoryFilter(null, null), 0u, 0u) })
                assertReadable(assertFailsWith<CatapultException.BadInput> { store.importGame("[]") })
            }
        }
        assertReadable(assertFailsWith<CatapultException.BadInput> { tileArtwork("ZZ/Q") })
        Unit
    }
}
