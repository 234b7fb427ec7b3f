package app.catapult.android.logic

/**
 * When the phone changes hands: before a person acts, if the person who last had it (the
 * [holder], `null` when nobody is known to hold it, as at the start or after a restart) is
 * someone else. Bots need no phone, so they never take it and never trigger a hand-over.
 */
object HandOverRule {
    /** Whether seat [actor] (a bot if [actorIsBot]) must be handed the phone first. */
    fun needed(holder: UInt?, actor: UInt, actorIsBot: Boolean): Boolean = !actorIsBot && holder != actor
}
