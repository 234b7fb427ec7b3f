package app.catapult.core

import kotlinx.coroutines.runBlocking
import org.junit.jupiter.api.Test
import kotlin.test.assertContains
import kotlin.test.assertEquals
import kotlin.test.assertIs
import kotlin.test.assertNotNull
import kotlin.test.assertTrue
import kotlin.test.fail

/**
 * Four friends play a whole game of Carcassonne with The Catapult on one phone: Anna and Ben
 * are people, Robo (greedy) and Dice (random) are bots. The phone goes only to Anna and Ben,
 * each round's summary is read before play goes on, and the game is kept in the phone's game
 * history as it is played. At the end, the end screen ranks everyone, the history's own replay
 * of the exported game agrees with the screen, the game is listed as finished, and everyone has
 * one finished game in their statistics.
 */
class WholeGameTest {
    private val seats = listOf(
        person("Anna"),
        bot("Robo", BotSkill.GREEDY),
        person("Ben"),
        bot("Dice", BotSkill.RANDOM),
    )
    private val people = setOf(0u, 2u)

    @Test
    fun `four friends play a whole game with The Catapult, kept in the history`() = runBlocking {
        withTempFolder { folder ->
            openGameStore(historyIn(folder)).use { store ->
                assertEquals(null, store.movedAside(), "a new history has nothing to move aside")

                // The people choose the tokens in turn (knock-out, seduction, target, catch);
                // a shuffle in which they start fewer than four rounds is put aside for the next
                // seed, so the game below has every token chosen by a person at least once.
                var played: Played? = null
                for (seed in 1uL..20uL) {
                    val game = play(store, seed)
                    if (game.tokensByPeople.containsAll(Token.entries)) {
                        played = game
                        break
                    }
                    println("seed $seed: the people chose only ${game.tokensByPeople}; next seed")
                    store.deleteGame(game.id)
                }
                val game = played ?: fail("no seed in 1..20 gave the people a round of each token")
                println("seed ${game.seed}: ${game.view.tiles.size} tiles, scores ${game.view.scores}")
                checkTheGame(game)
                checkTheHistory(store, game)
            }
        }
    }

    /** A finished game: its id, seed, last view, the end screen and what the table saw. */
    private class Played(
        val id: Long,
        val seed: ULong,
        val view: GameView,
        val over: GameStage.GameOver,
        val table: ScriptedPeople,
        val tokensByPeople: Set<Token>,
    ) {
        val events: List<GameEvent> = table.events
    }

    private suspend fun play(store: GameStore, seed: ULong): Played =
        startGame(newGame(*seats.toTypedArray(), seed = seed), store).use { session ->
            val id = assertNotNull(session.gameId(), "a game kept in the history has an id")
            assertEquals(seed, session.seed())
            val table = ScriptedPeople()
            val view = table.playUntil(session)
            assertEquals(TurnStep.GAME_OVER, view.turn.step, "the game ended")
            val over = assertIs<GameStage.GameOver>(session.stage())
            val byPeople = table.events.filterIsInstance<GameEvent.TokenChosen>()
                .filter { it.player in people }
                .map { it.token }
                .toSet()
            Played(id, seed, view, over, table, byPeople)
        }

    private fun checkTheGame(game: Played) {
        val events = game.events
        val view = game.view

        // The end screen: no tile left, nothing to do, and the scores of the GameOver event.
        assertEquals(0u, view.turn.tilesLeft)
        assertTrue(view.turn.legal.isEmpty() && view.turn.followerChoices.isEmpty())
        assertEquals(null, view.round, "no round is under way at the end")
        val over = events.filterIsInstance<GameEvent.GameOver>().single()
        assertEquals(view.scores, over.scores)
        val best = view.scores.max()
        assertEquals(view.scores.indices.filter { view.scores[it] == best }.map { it.toUInt() }, over.winners)
        assertEquals(seats.map { it.name }, view.players.map { it.name })
        assertEquals(listOf(false, true, false, true), view.players.map { it.bot })
        for (player in view.players) {
            val b = player.breakdown
            assertEquals(
                player.score,
                b.roads + b.cities + b.cloisters + b.fields + b.catapult,
                "${player.name}'s points add up by source",
            )
        }

        // The end screen: everyone by score, the leaders winning, as the core ranks them.
        val ranking = game.over.ranking
        assertEquals(view.scores.sortedDescending(), ranking.map { it.score })
        assertEquals(1u, ranking.first().place)
        assertEquals(over.winners.toSet(), ranking.filter { it.winner }.map { it.seat }.toSet())
        for (standing in ranking) assertEquals(view.players[standing.seat.toInt()].breakdown, standing.breakdown)

        // The phone went only to the people, and each move said what it did in the core's words.
        assertEquals(people, game.table.handOvers.toSet(), "Anna and Ben were handed the phone")
        assertTrue(game.table.played.all { move -> move.messages.all { it.english.isNotBlank() } })
        val lastWords = game.table.played.flatMap { it.messages }.last()
        assertEquals(MessageKind.GAME_OVER, lastWords.kind)
        assertEquals(over.winners.map { view.players[it.toInt()].name }, lastWords.names)

        // Every token flew, with frames to animate.
        val flights = events.filterIsInstance<GameEvent.Hurled>().map { it.flight }
        assertTrue(flights.isNotEmpty(), "there were hurls")
        for (flight in flights) {
            assertTrue(flight.frames.isNotEmpty(), "a flight has frames")
            assertTrue(flight.durationS > 0.0 && flight.apexHeight > 0.0)
            assertTrue(flight.frames.zipWithNext().all { (a, b) -> a.timeS < b.timeS }, "frames go forward")
        }
        assertEquals(Token.entries.toSet(), flights.map { it.token }.toSet(), "every token kind flew")

        // Every token was chosen by a person at least once; 12 fair tiles, one round each
        // (fewer if a fair tile was discarded).
        val rounds = events.filterIsInstance<GameEvent.RoundStarted>()
        val chosen = events.filterIsInstance<GameEvent.TokenChosen>()
        assertEquals(rounds.size, chosen.size, "every round had its token chosen")
        assertEquals(rounds.size, events.count { it is GameEvent.RoundOver })
        assertTrue(rounds.size in 1..12, "${rounds.size} rounds")
        assertEquals(rounds.size, game.table.summaries.size, "each round's summary was read")
        assertEquals(rounds.map { it.chooser }, chosen.map { it.player }, "the fair tile's player chooses")
        for (token in Token.entries) {
            assertTrue(chosen.any { it.token == token && it.player in people }, "a person chose $token")
        }

        // Every catch round judged its catches and gave 5 points for each.
        val judged = events.filterIsInstance<GameEvent.CatchJudged>()
        assertTrue(judged.isNotEmpty(), "a catch round judges catches")
        assertTrue(judged.all { it.catcher == (it.hurler + 1u) % 4u }, "the next seat catches")
        val points = events.filterIsInstance<GameEvent.CatapultPoints>()
        assertEquals(judged.size, points.count { it.reason == CatapultPointsReason.CATCH })
        assertTrue(points.all { it.points == 5u })
        val catapultPoints = points.flatMap { p -> p.players.map { it to p.points } }
        for (player in view.players) {
            assertEquals(
                catapultPoints.filter { it.first == player.seat }.sumOf { it.second },
                player.breakdown.catapult,
                "${player.name}'s catapult points are the events' CatapultPoints",
            )
        }
        for (player in view.players) {
            assertEquals(
                game.table.summaries.sumOf { it.points[player.seat.toInt()] },
                player.breakdown.catapult,
                "${player.name}'s catapult points are the rounds' summaries added up",
            )
        }
        println(
            "rounds ${rounds.size}: chosen ${chosen.map { "${it.player}:${it.token}" }}; " +
                "hurls ${flights.size}, knocked home ${events.count { it is GameEvent.KnockedHome }}, " +
                "seduced ${events.count { it is GameEvent.Seduced }}, " +
                "seductions missed ${events.count { it is GameEvent.SeductionMissed }}, " +
                "catches ${judged.groupingBy { it.result }.eachCount()}, " +
                "target wins ${points.count { it.reason == CatapultPointsReason.TARGET }}"
        )
    }

    /** A seat's catapult record: rounds in which it scored, opponents knocked home, catches. */
    private data class Tally(val roundsWon: UInt, val knockOuts: UInt, val catches: UInt)

    /** Each seat's [Tally], counted from the events as the end screen would. */
    private fun tally(events: List<GameEvent>): Map<UInt, Tally> {
        val roundsWon = mutableMapOf<UInt, UInt>()
        val knockOuts = mutableMapOf<UInt, UInt>()
        val catches = mutableMapOf<UInt, UInt>()
        val scoredThisRound = mutableSetOf<UInt>()
        var hurl: HurlFlight? = null
        fun endRound() {
            scoredThisRound.forEach { roundsWon.merge(it, 1u, UInt::plus) }
            scoredThisRound.clear()
            hurl = null
        }
        for (event in events) {
            when (event) {
                is GameEvent.Hurled -> hurl = event.flight
                is GameEvent.KnockedHome -> hurl?.let {
                    if (it.token == Token.KNOCK_OUT && event.owner != it.seat) knockOuts.merge(it.seat, 1u, UInt::plus)
                }
                is GameEvent.CatchJudged ->
                    if (event.result == CatchResult.CAUGHT) catches.merge(event.catcher, 1u, UInt::plus)
                is GameEvent.CatapultPoints ->
                    if (event.points > 0u && event.reason != CatapultPointsReason.HOUSE_RULE) scoredThisRound += event.players
                is GameEvent.RoundOver, is GameEvent.GameOver -> endRound()
                else -> {}
            }
        }
        return seats.indices.map { it.toUInt() }.associateWith {
            Tally(roundsWon[it] ?: 0u, knockOuts[it] ?: 0u, catches[it] ?: 0u)
        }
    }

    private suspend fun checkTheHistory(store: GameStore, game: Played) {
        val view = game.view

        // The game file, replayed by the library, gives the screen's scores.
        val file = store.exportGame(game.id)
        val replay = inspectGameFile(file)
        assertTrue(replay.finished, "the replayed game is finished")
        assertEquals(view.scores, replay.scores, "the replay's scores are the screen's")
        assertEquals(seats.map { it.name }, replay.names)
        assertEquals(16, replay.stateHash.length)

        // The history lists it as finished, with those scores.
        val finished = store.listGames(HistoryFilter(HistoryStatus.FINISHED, null), 0u, 10u)
        val listed = finished.single()
        assertEquals(game.id, listed.id)
        assertEquals(HistoryStatus.FINISHED, listed.status)
        assertEquals(view.scores, listed.scores)
        assertEquals(replay.actions, listed.actions)
        assertEquals(seats.map { it.name }, listed.seats.map { it.name })
        assertEquals(seats.map { it.bot }, listed.seats.map { it.bot })
        assertEquals(view.players.map { it.colour.name }, listed.seats.map { it.colour })
        assertEquals(view.scores.indices.filter { view.scores[it] == view.scores.max() }.map { it.toUInt() }, listed.winners)
        assertTrue(listed.updatedMs >= listed.createdMs)
        assertEquals(listOf(listed), store.listGames(HistoryFilter(null, " anna "), 0u, 10u), "found by a player's name")
        assertEquals(emptyList(), store.listGames(HistoryFilter(HistoryStatus.IN_PROGRESS, null), 0u, 10u))
        assertEquals(emptyList(), store.listGames(HistoryFilter(null, null), 1u, 10u), "a page past the end is empty")

        // Everyone at the table has one finished game in their statistics, with the counts the
        // events show.
        val tally = tally(game.events)
        println("rounds won, knock-outs, catches: $tally")
        val statistics = store.playerStatistics()
        assertEquals(seats.map { it.name }.toSet(), statistics.map { it.name }.toSet())
        for (stats in statistics) {
            val player = view.players.single { it.name == stats.name }
            assertEquals(1u, stats.games, "${stats.name} played one game")
            assertEquals(player.score, stats.bestScore)
            assertEquals(player.score.toDouble(), stats.averageScore)
            assertEquals(if (player.seat in listed.winners) 1u else 0u, stats.wins)
            val b = player.breakdown
            assertEquals(
                listOf(b.roads, b.cities, b.cloisters, b.fields, b.catapult),
                listOf(stats.roads, stats.cities, stats.cloisters, stats.fields, stats.catapult),
                "${stats.name}'s points by source",
            )
            val counted = tally.getValue(player.seat)
            assertEquals(counted, Tally(stats.roundsWon, stats.knockOuts, stats.catches), "${stats.name}'s round counts")
        }
        assertEquals(statistics.single { it.name == "Ben" }, store.playerStatisticsFor("BEN"))
        assertEquals(null, store.playerStatisticsFor("Nobody"))
        assertContains(file, "\"Anna\"")
    }
}
