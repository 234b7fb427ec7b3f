//! What a player does to flick, in the words every app shows (its how-to-play text and the
//! flick's help), so no app writes its own.

/// How to flick the phone, and how to raise or flatten the arc, for players: three short
/// sentences. It says what the detector does: a flick starts from a steady hand (`Unsteady`
/// otherwise), is one quick stroke (a shake or a swing toward the player launches nothing), and
/// its elevation comes from the stroke's slope, whatever the phone's pitch: 45° for a level
/// stroke, up to 60° for one about 17° upward, down to 30° for one about 17° downward
/// (`ELEVATION_RANGE`, `FlickSettings::elevation_gain`; tools/flick-lab/tests/flick.rs checks it).
pub const HOW_TO_FLICK: &str = "Hold the phone still for a moment, press and hold the launch \
button, then flick the phone toward the board in one quick move and let go. Flick level for a \
middle arc, a little upward for a high lob, or a little downward for a flat, fast shot. How far \
you tilt the phone does not matter, but a shake or a swing toward you throws nothing.";

#[cfg(test)]
mod tests {
    use super::HOW_TO_FLICK;

    #[test]
    fn the_text_is_three_short_sentences_on_holding_still_the_flick_and_the_arc() {
        assert_eq!(HOW_TO_FLICK.matches(". ").count() + 1, 3, "{HOW_TO_FLICK}");
        assert!(HOW_TO_FLICK.ends_with('.') && !HOW_TO_FLICK.contains("  "));
        for words in ["still", "toward the board", "upward", "downward", "let go"] {
            assert!(HOW_TO_FLICK.contains(words), "{words}: {HOW_TO_FLICK}");
        }
    }
}
