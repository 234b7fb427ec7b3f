package app.catapult.core

import kotlinx.coroutines.runBlocking
import org.junit.jupiter.api.Assumptions.assumeTrue
import org.junit.jupiter.api.Test
import java.lang.management.ManagementFactory
import kotlin.test.assertEquals
import kotlin.test.assertTrue

/**
 * How long the screen waits for `session.view()` on a mid-game board (the call a redraw
 * makes): 10 000 calls after a 10 000-call warm-up, best of 5 rounds, in µs per call, as wall
 * time and as this thread's CPU time (the machine may be shared). Only with -Dbench=true, and
 * meaningful with the release library (-Dffi.lib=…/target/release/libcatapult_ffi.so). The
 * target is 50 µs a call; nothing is asserted on time.
 *
 * For comparison it also times a call that carries almost nothing (`seed()`: the cost of any
 * round trip) and the Kotlin side of the view alone (reading the view from its bytes, as the
 * bindings do: what is left of `view()` is mostly the library building it).
 */
class ViewRoundTripBenchTest {
    private val threads = ManagementFactory.getThreadMXBean()

    private inline fun bench(label: String, n: Int = 10_000, call: () -> Unit) {
        repeat(n) { call() } // warm-up
        var bestWall = Double.MAX_VALUE
        var bestCpu = Double.MAX_VALUE
        repeat(5) {
            val cpu0 = threads.currentThreadCpuTime
            val wall0 = System.nanoTime()
            repeat(n) { call() }
            bestWall = minOf(bestWall, (System.nanoTime() - wall0) / 1e3 / n)
            bestCpu = minOf(bestCpu, (threads.currentThreadCpuTime - cpu0) / 1e3 / n)
        }
        println("BENCH %-44s wall %7.2f µs/call, cpu %7.2f µs/call (best of 5 × %d)".format(label, bestWall, bestCpu, n))
    }

    @Test
    fun `view() round trip on a mid-game board`() = runBlocking {
        assumeTrue(System.getProperty("bench") == "true", "run with -Dbench=true")
        val seats = arrayOf(
            person("Anna"),
            bot("Robo", BotSkill.GREEDY),
            bot("Dice", BotSkill.RANDOM),
            bot("Ada", BotSkill.GREEDY),
        )
        GameSession(newGame(*seats, seed = 42uL)).use { session ->
            val board = ScriptedPeople().playUntil(session) { it.tiles.size >= 40 && !it.turn.botToPlay }
            assertTrue(board.tiles.size >= 40)
            println(
                "BENCH board: ${board.tiles.size} tiles, ${board.followers.size} followers, " +
                    "${board.features.size} held features, ${board.turn.legal.size} legal cells, " +
                    "step ${board.turn.step}, ${FfiConverterTypeGameView.allocationSize(board)} bytes on the wire"
            )
            var sink = 0L
            bench("view() [target ≤ 50 µs]") { sink += session.view().tiles.size }
            bench("seed() (a round trip carrying nothing)") { sink += session.seed().toLong() }
            val bytes = java.nio.ByteBuffer.allocate(FfiConverterTypeGameView.allocationSize(board).toInt())
            FfiConverterTypeGameView.write(board, bytes)
            bench("reading the view's bytes in Kotlin") {
                bytes.rewind()
                sink += FfiConverterTypeGameView.read(bytes).tiles.size
            }
            bytes.rewind()
            assertEquals(board, FfiConverterTypeGameView.read(bytes), "the bytes read back")
            assertTrue(sink != 0L)
        }
    }
}
