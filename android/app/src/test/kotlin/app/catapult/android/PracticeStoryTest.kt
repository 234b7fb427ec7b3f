package app.catapult.android

import android.os.Build
import android.widget.RadioButton
import android.widget.TextView
import app.catapult.android.screens.PracticeScreen
import app.catapult.android.screens.practice.ArcView
import app.catapult.android.screens.practice.PracticePanel
import app.catapult.core.FlickPractice
import app.catapult.core.FlickSensitivity
import app.catapult.core.PracticeReport
import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Assert.assertTrue
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.RobolectricTestRunner
import org.robolectric.annotation.Config
import org.robolectric.annotation.GraphicsMode

/** The practice screen from the home screen: flicks through the real sensors, the core's report and arc, the sensitivity, a saved trace. */
@RunWith(RobolectricTestRunner::class)
@GraphicsMode(GraphicsMode.Mode.NATIVE)
@Config(sdk = [34], qualifiers = Phones.PHONE)
class PracticeStoryTest {
    @Test
    fun `Anna practises from home - a flick and its arc, a put-down told why, gentle sends a light flick further, and the flick saved as a trace`() {
        Phone.launch().use { phone ->
            phone.tap("Practise the flick")
            val practice = { (phone.activity.shown as PracticeScreen).panel }

            // A medium flick: the launch, its words and its arc.
            val medium = phone.practise(practice, "flick-medium-100hz.csv")
            assertTrue("the medium flick launched: ${medium.headline}", medium.launched)
            phone.await<TextView>(medium.headline)
            phone.await<TextView>(medium.advice)
            phone.await<TextView>("Speed ")
            assertEquals("the arc drawn is the core's", medium.arc, phone.only<ArcView>().points)
            phone.screenshot("practice-launch")

            // The phone put down on the table: nothing launches, and the core says why.
            val putDown = phone.practise(practice, "set-down.csv")
            val core = coreReport("set-down.csv", FlickSensitivity.NORMAL)
            assertFalse("a put-down never launches", putDown.launched)
            assertEquals(core.headline, putDown.headline)
            phone.await<TextView>(core.headline)
            phone.await<TextView>(core.advice)
            assertTrue("no numbers without a launch", phone.find<TextView>("Speed ") == null)
            phone.screenshot("practice-no-launch")

            // A light flick at normal, then the same at gentle: further.
            val normal = checkNotNull(phone.practise(practice, "flick-light-100hz.csv").launch)
            phone.tap("Gentle")
            assertTrue("Gentle is the setting now", phone.await<RadioButton>("Gentle").isChecked)
            assertFalse(phone.await<RadioButton>("Normal").isChecked)
            val gentle = phone.practise(practice, "flick-light-100hz.csv")
            val gentleLaunch = checkNotNull(gentle.launch)
            assertTrue("gentle ${gentleLaunch.distanceM} m, normal ${normal.distanceM} m", gentleLaunch.distanceM > normal.distanceM)
            phone.await<TextView>(gentle.headline)
            phone.screenshot("practice-gentle")
            phone.screenshotScrolled("practice-whole")

            // Saved: the share sheet gets the trace, labelled a flick, with the phone's model.
            phone.tap("Save this flick")
            val csv = phone.sharedText("text/csv")
            val header = csv.lines().takeWhile { it.startsWith("#") }
            assertTrue(header.toString(), "# label: flick" in header)
            assertTrue(header.toString(), "# device: ${Build.MODEL}" in header)
            assertTrue(header.toString(), "# sensitivity: gentle" in header)
            val rows = csv.lines().dropWhile { it.startsWith("#") }.filter { it.isNotBlank() }
            assertEquals("timestamp_ns,ax,ay,az,gx,gy,gz,qw,qx,qy,qz", rows.first())
            assertEquals("every reading of the flick is in the file", MotionTrace.named("flick-light-100hz.csv").size, rows.size - 1)
        }
    }

    /** Flicks [trace] through the sensors on the practice screen and returns the report shown. */
    private fun Phone.practise(practice: () -> PracticePanel, trace: String): PracticeReport {
        val before = practice().lastReport
        flick(MotionTrace.named(trace))
        waitFor("the report of $trace") { practice().lastReport.let { it != null && it !== before } }
        return checkNotNull(practice().lastReport)
    }

    /** What the core's own practice says of [trace], fed straight in. */
    private fun coreReport(trace: String, sensitivity: FlickSensitivity): PracticeReport =
        FlickPractice(sensitivity).use { practice ->
            practice.arm()
            practice.pushAndroid(MotionTrace.named(trace).samples())
            practice.disarm()
        }
}
