package app.catapult.android.logic

import app.catapult.core.FlickSensitivity
import app.catapult.core.PracticeReport
import app.catapult.core.TraceLabel
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertFalse
import kotlin.test.assertNotNull
import kotlin.test.assertNull
import kotlin.test.assertTrue

/**
 * The practice screen's logic: recorded motion played through a fake sensor source into the
 * core's practice gives its report, the sensitivity changes how far a light flick goes, a
 * phone put down launches nothing and says why, and the last attempt saves as a labelled trace.
 */
class PracticeAdapterTest {
    private fun attempt(adapter: PracticeAdapter): PracticeReport {
        adapter.press()
        assertTrue(adapter.isArmed)
        val report = assertNotNull(adapter.release())
        assertFalse(adapter.isArmed)
        return report
    }

    private fun practise(trace: String, sensitivity: FlickSensitivity): PracticeReport =
        PracticeAdapter(FakeMotionSource(traceSamples(trace)), sensitivity).use(::attempt)

    @Test
    fun `a medium flick launches, is confirmed while held, and shows its numbers and arc`() {
        var confirmed = 0
        val source = FakeMotionSource(traceSamples("flick-medium-100hz.csv"))
        PracticeAdapter(source, FlickSensitivity.NORMAL, onConfirmed = { confirmed++ }).use { adapter ->
            assertNull(adapter.lastReport)
            val report = attempt(adapter)
            assertTrue(report.launched, report.headline)
            assertEquals(1, confirmed, "the flick is confirmed once, before the release")
            val launch = assertNotNull(report.launch)
            assertTrue(launch.speedMPerS > 1.0 && launch.distanceM > 0.0, "$launch")
            assertTrue(report.arc.size >= 2 && report.arc.last().distanceM > 0.0)
            assertEquals(report, adapter.lastReport)
        }
        assertFalse(source.running, "the sensors are released")
    }

    @Test
    fun `the gentle setting throws a light flick further than normal, and firm less far`() {
        val distance = { s: FlickSensitivity ->
            assertNotNull(practise("flick-light-100hz.csv", s).launch).distanceM
        }
        val (gentle, normal, firm) = listOf(FlickSensitivity.GENTLE, FlickSensitivity.NORMAL, FlickSensitivity.FIRM).map(distance)
        assertTrue(gentle > normal && normal > firm, "gentle $gentle, normal $normal, firm $firm")
    }

    @Test
    fun `a phone put down launches nothing, and the core says why and what to do`() {
        val report = practise("set-down.csv", FlickSensitivity.NORMAL)
        assertFalse(report.launched)
        assertNull(report.launch)
        assertTrue(report.arc.isEmpty())
        assertNotNull(report.reason)
        assertTrue(report.headline.isNotBlank() && report.advice.isNotBlank(), "$report")
    }

    @Test
    fun `the sensitivity changes between attempts, and the last one saves as a labelled trace`() {
        PracticeAdapter(FakeMotionSource(traceSamples("flick-light-100hz.csv")), FlickSensitivity.NORMAL).use { adapter ->
            assertTrue(adapter.trace("Pixel 7", TraceLabel.FLICK).isFailure, "nothing to save before a flick")
            adapter.sensitivity = FlickSensitivity.GENTLE
            assertEquals(FlickSensitivity.GENTLE, adapter.sensitivity)
            attempt(adapter)
            val csv = adapter.trace("Pixel 7", TraceLabel.FLICK).getOrThrow()
            val header = csv.lines().takeWhile { it.startsWith("#") }
            assertTrue("# label: flick" in header && "# device: Pixel 7" in header && "# sensitivity: gentle" in header, "$header")
            assertEquals(traceSamples("flick-light-100hz.csv").size, csv.lines().count { it.isNotBlank() && !it.startsWith("#") } - 1)
        }
    }

    @Test
    fun `the screen offers the core's three sensitivities and every label, a flick and a put-down first`() {
        assertEquals(listOf("gentle", "normal", "firm"), PracticeAdapter.sensitivities.map { it.id })
        assertEquals(listOf(TraceLabel.FLICK, TraceLabel.PUT_DOWN), PracticeAdapter.labels.take(2).map { it.label })
        assertEquals(TraceLabel.entries.toSet(), PracticeAdapter.labels.map { it.label }.toSet())
        assertEquals("Putting it down", PracticeAdapter.labels[1].words)
    }
}
