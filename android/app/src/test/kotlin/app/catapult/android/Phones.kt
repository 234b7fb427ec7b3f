package app.catapult.android

/** The phones the app is run on (Robolectric qualifiers). */
object Phones {
    /** A common phone held upright: 411×891 dp at xxhdpi (a Pixel 5's shape). */
    const val PHONE = "w411dp-h891dp-port-xxhdpi"

    /** A phone of the web app's test size: 390×844 dp at xxhdpi. */
    const val MEDIUM = "w390dp-h844dp-port-xxhdpi"

    /** A small phone: 360×640 dp at xhdpi. */
    const val SMALL = "w360dp-h640dp-port-xhdpi"

    /** The common phone on its side (a tablet's split screen, or a phone with the lock off). */
    const val LANDSCAPE = "w891dp-h411dp-land-xxhdpi"
}
