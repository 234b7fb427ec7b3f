package app.catapult.android

import android.graphics.Bitmap
import android.graphics.BitmapFactory
import android.graphics.Color
import java.io.File
import kotlin.math.abs

/**
 * A few screens kept as pictures (`android/app/src/test/golden/<configuration>/<name>.png`):
 * a screenshot must look like its golden picture. Robolectric's native runtime brings its own
 * fonts, so pictures come out the same on every machine; the small tolerance is for
 * anti-aliasing only (for scale: the home screen and the hand-over differ in 2 % of their
 * pixels, so a changed line of text is well over it). Maven's `-Dcatapult.updateGoldens=true`
 * writes them anew; look at every one before committing it.
 */
object Golden {
    /** A pixel differs when a channel is off by more than this (of 255). */
    private const val CHANNEL_TOLERANCE = 32

    /** At most this share of the pixels may differ. */
    private const val PIXEL_SHARE = 0.001

    /** Fails unless [shot] looks like the golden picture [configuration]/[name]. */
    fun check(shot: Bitmap, configuration: String, name: String) {
        val repository = File(System.getProperty("catapult.repo") ?: "../..")
        val file = File(repository, "android/app/src/test/golden/$configuration/$name.png")
        if (System.getProperty("catapult.updateGoldens") == "true") {
            file.parentFile.mkdirs()
            file.outputStream().use { shot.compress(Bitmap.CompressFormat.PNG, 100, it) }
            return
        }
        if (!file.isFile) throw AssertionError("no golden picture $file: run scripts/update-golden-pictures, look at it, commit it")
        val golden = BitmapFactory.decodeFile(file.path) ?: throw AssertionError("$file is not a picture")
        if (golden.width != shot.width || golden.height != shot.height) {
            throw AssertionError("$name is ${shot.width}×${shot.height}, its golden picture ${golden.width}×${golden.height}")
        }
        val w = shot.width
        val a = IntArray(w * shot.height).also { shot.getPixels(it, 0, w, 0, 0, w, shot.height) }
        val b = IntArray(w * shot.height).also { golden.getPixels(it, 0, w, 0, 0, w, shot.height) }
        val differing = a.indices.count { i -> differs(a[i], b[i]) }
        val share = differing.toDouble() / a.size
        if (share > PIXEL_SHARE) {
            throw AssertionError("$name differs from its golden picture in ${"%.2f".format(share * 100)} % of its pixels (at most ${"%.1f".format(PIXEL_SHARE * 100)} %): $file")
        }
    }

    private fun differs(p: Int, q: Int): Boolean =
        abs(Color.red(p) - Color.red(q)) > CHANNEL_TOLERANCE ||
            abs(Color.green(p) - Color.green(q)) > CHANNEL_TOLERANCE ||
            abs(Color.blue(p) - Color.blue(q)) > CHANNEL_TOLERANCE
}
