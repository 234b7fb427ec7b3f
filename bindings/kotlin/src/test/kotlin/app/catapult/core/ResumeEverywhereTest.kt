package app.catapult.core

import kotlinx.coroutines.runBlocking
import org.junit.jupiter.api.Test
import java.nio.file.Path
import kotlin.io.path.readText
import kotlin.test.assertEquals
import kotlin.test.assertIs
import kotlin.test.assertNotNull
import kotlin.test.assertTrue

/**
 * Three bots play the game of seed 2 that the Rust session and the terminal are checked
 * against (tests/golden/resume/three-bots-seed-2.json, written by the CLI's resume test). The
 * phone puts it away mid-turn, mid-round or at a catch, resumes it from the history and lets
 * the bots finish: it ends exactly as the game played straight through, in every frontend —
 * the bots decide by the core's one rule, whoever asks them.
 */
class ResumeEverywhereTest {
    /** The golden game: its seed, the bots' levels, where it is stopped, how it ends. */
    private class Golden(
        val seed: ULong,
        val levels: List<BotSkill>,
        val stops: List<Pair<String, Int>>,
        val actions: UInt,
        val stateHash: String,
    )

    /** The golden file, read with a few patterns (its writer, cli/tests/resume.rs, is fixed). */
    private val golden: Golden = run {
        val dir = assertNotNull(System.getProperty("golden.dir"), "Maven passes -Dgolden.dir")
        val json = Path.of(dir, "resume", "three-bots-seed-2.json").readText()
        fun field(name: String, value: String) =
            assertNotNull(Regex("\"$name\"\\s*:\\s*$value").find(json), "the golden file has $name").groupValues[1]
        val stops = Regex("\\{[^{}]*\"after_actions\"\\s*:\\s*(\\d+)[^{}]*\"name\"\\s*:\\s*\"([^\"]*)\"[^{}]*}")
            .findAll(json)
            .map { it.groupValues[2] to it.groupValues[1].toInt() }
            .toList()
        Golden(
            seed = field("seed", "(\\d+)").toULong(),
            levels = Regex("\"(\\w+)\"").findAll(field("levels", "\\[([^\\]]*)\\]"))
                .map { BotSkill.valueOf(it.groupValues[1].uppercase()) }
                .toList(),
            stops = stops,
            actions = field("actions", "(\\d+)").toUInt(),
            stateHash = field("state_hash", "\"([0-9a-f]{16})\""),
        )
    }

    private fun setup() = GameSetup(
        golden.levels.mapIndexed { seat, level -> bot("Bot ${seat + 1} ($level)", level) },
        defaultRules(),
        golden.seed,
    )

    /** How the game in [store]'s game [id] ended, by the core's replay of its file. */
    private suspend fun ending(store: GameStore, id: Long): GameFileSummary {
        val file = inspectGameFile(store.exportGame(id))
        assertTrue(file.finished, "the game is over")
        return file
    }

    @Test
    fun `played straight through, the bots end the golden game`() = runBlocking {
        withTempFolder { folder ->
            openGameStore(historyIn(folder)).use { store ->
                val id = startGame(setup(), store).use { session ->
                    session.playBots()
                    assertIs<GameStage.GameOver>(session.stage(), "bots alone play to the end, no summary to close")
                    assertNotNull(session.gameId())
                }
                val file = ending(store, id)
                assertEquals(golden.actions, file.actions)
                assertEquals(golden.stateHash, file.stateHash)
            }
        }
    }

    @Test
    fun `put away mid-turn, mid-round or at a catch and resumed, it ends the same`() = runBlocking {
        assertEquals(listOf("mid-turn", "mid-round", "at a catch"), golden.stops.map { it.first })
        for ((name, after) in golden.stops) {
            withTempFolder { folder ->
                openGameStore(historyIn(folder)).use { store ->
                    val id = startGame(setup(), store).use { session ->
                        repeat(after) { assertNotNull(session.botStep(), "$name: a bot moves") }
                        assertNotNull(session.gameId())
                        // The phone puts the game away here.
                    }
                    assertEquals(after.toUInt(), inspectGameFile(store.exportGame(id)).actions, "$name: stored so far")
                    resumeGame(store, id).use { session ->
                        session.playBots()
                        assertIs<GameStage.GameOver>(session.stage(), name)
                    }
                    val file = ending(store, id)
                    assertEquals(golden.actions, file.actions, "$name: moves, stopped after $after")
                    assertEquals(golden.stateHash, file.stateHash, "$name: the state at the end, stopped after $after")
                }
            }
        }
    }
}
