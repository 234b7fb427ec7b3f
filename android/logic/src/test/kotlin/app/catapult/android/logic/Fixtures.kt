package app.catapult.android.logic

import app.catapult.core.AndroidMotion
import app.catapult.core.BotSkill
import kotlinx.coroutines.flow.first
import java.nio.file.Files
import java.nio.file.Path
import kotlin.io.path.ExperimentalPathApi
import kotlin.io.path.deleteRecursively
import kotlin.io.path.readText

// What the tests share: where the repository is, a scratch folder as the app's private files,
// the recorded motion traces, and the table's seats. Not a test class (no `Test` suffix).

/** The repository root, passed by Maven as `-Dcatapult.repo` (for tests/traces). */
val repository: Path = Path.of(System.getProperty("catapult.repo") ?: "../..").toAbsolutePath().normalize()

/** Runs [block] with a fresh folder that is deleted afterwards (the app's private files). */
@OptIn(ExperimentalPathApi::class)
inline fun <T> withTempFolder(block: (Path) -> T): T {
    val folder = Files.createTempDirectory("catapult-android-")
    try {
        return block(folder)
    } finally {
        folder.deleteRecursively()
    }
}

/** The history file in [folder], as the app opens it (`File(filesDir, "games.sqlite")`). */
fun historyIn(folder: Path): String = folder.resolve("games.sqlite").toString()

/** A person's seat. */
fun person(name: String) = SeatDraft(name)

/** A bot's seat. */
fun bot(name: String, skill: BotSkill = BotSkill.GREEDY) = SeatDraft(name, skill)

/**
 * Waits until the move the controller is making, if any, is made and shown (or refused): a move
 * runs off the caller's thread, the way a player sees it land a moment after the tap.
 */
suspend fun GameController.moveMade() {
    moving.first { !it }
}

/** A recorded motion trace from tests/traces, as text. */
fun traceText(name: String): String = repository.resolve("tests/traces").resolve(name).readText()

/**
 * The readings of a trace CSV, as the sensors would deliver them: the format of
 * core/src/flick/trace.rs (`#` comment lines, the header
 * `timestamp_ns,ax,ay,az,gx,gy,gz,qw,qx,qy,qz`, then one reading a line in Android's units).
 */
fun traceSamples(name: String): List<AndroidMotion> {
    val rows = traceText(name).lineSequence().map { it.trim() }.filter { it.isNotEmpty() && !it.startsWith("#") }.toList()
    check(rows.first().replace(" ", "") == "timestamp_ns,ax,ay,az,gx,gy,gz,qw,qx,qy,qz") { "not a trace: ${rows.first()}" }
    return rows.drop(1).map { row ->
        val f = row.split(',').map { it.trim() }
        check(f.size == 11) { "a trace row has 11 fields: $row" }
        val v = f.drop(1).map { it.toDouble() }
        AndroidMotion(f[0].toLong(), v[0], v[1], v[2], v[3], v[4], v[5], v[6], v[7], v[8], v[9])
    }
}

/**
 * The phone's sensors played back from a recording: [start] delivers every reading to the sink
 * at once, in order, as the sensor thread would while the button is held. Each replay happens
 * a minute after the one before, as on a phone, whose clock only goes forward (the detector
 * ignores movement for a moment after a flick, by the sensors' clock).
 */
class FakeMotionSource(private val samples: List<AndroidMotion>) : MotionSource {
    /** How often the source was started and stopped (the sensors are released each time). */
    var starts = 0
        private set
    var stops = 0
        private set

    /** Whether it is delivering now. */
    var running = false
        private set

    override fun start(sink: MotionSink) {
        val later = starts * 60_000_000_000L
        starts += 1
        running = true
        for (sample in samples) {
            if (!running) break
            sink.onMotion(sample.copy(timestampNs = sample.timestampNs + later))
        }
    }

    override fun stop() {
        if (running) stops += 1
        running = false
    }
}
