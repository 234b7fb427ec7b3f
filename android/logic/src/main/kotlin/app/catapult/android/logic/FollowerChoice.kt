package app.catapult.android.logic

/** A piece that can go on a follower spot. */
enum class FollowerPiece {
    /** One of the normal followers (`GameSession.placeFollower`). */
    NORMAL,

    /** The big follower of Inns & Cathedrals, which counts as two (`GameSession.placeBigFollower`). */
    BIG,
    ;

    /**
     * How much larger than a normal follower the board draws this piece: the real big follower
     * is 19.28 mm tall and 18.5 mm wide, a normal one 15.98 × 16 mm, about 1.2 times.
     */
    val drawnScale: Float get() = if (this == BIG) BIG_SCALE else 1f

    /** Drawing sizes. */
    companion object {
        /** The big follower's size against a normal follower's. */
        const val BIG_SCALE = 1.2f

        /** The piece a follower of the core's view is (`FollowerView.big`). */
        fun of(big: Boolean): FollowerPiece = if (big) BIG else NORMAL
    }
}

/** The words of the supply line, from the app's string resources. */
interface SupplyWords {
    /** [n] normal followers: "6 followers", "1 follower", "0 followers". */
    fun followers(n: Int): String

    /** The big follower: "big follower". */
    fun bigFollower(): String

    /** Both in the supply: "6 followers + big follower". */
    fun both(followers: String, bigFollower: String): String
}

/**
 * What a player may put on a spot in the follower step, and which piece a tap on a spot puts
 * there. The core's stage says what is in the supply: [followers] normal ones and, with Inns &
 * Cathedrals, whether the big follower is there too ([big]); it offers the same spots for
 * either. The player picks the big one with a toggle ([bigPicked], see [picking]); when no normal
 * follower is left, a tap places the big one without asking. No rule is decided here: a spot the
 * core refuses is refused by the core.
 */
data class FollowerChoice(val followers: UInt, val big: Boolean, val bigPicked: Boolean = false) {
    /** Whether the player chooses between a normal follower and the big one (the toggle shows and works). */
    val canChoose: Boolean get() = big && followers > 0u

    /** The piece a tap on a spot places. */
    val piece: FollowerPiece
        get() = if (big && (bigPicked || followers == 0u)) FollowerPiece.BIG else FollowerPiece.NORMAL

    /** The choice with the big follower picked or not; unchanged when there is nothing to choose. */
    fun picking(bigFollower: Boolean): FollowerChoice = if (canChoose) copy(bigPicked = bigFollower) else this

    /** What the supply holds, in [words]: "6 followers + big follower", "big follower", "3 followers". */
    fun supplyLine(words: SupplyWords): String {
        val normal = followers.toInt()
        return when {
            big && normal > 0 -> words.both(words.followers(normal), words.bigFollower())
            big -> words.bigFollower()
            else -> words.followers(normal)
        }
    }
}
