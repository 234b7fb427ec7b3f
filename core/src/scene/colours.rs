//! Player colours that colour-blind players can tell apart, each with a second cue.
//!
//! The six colours are from Okabe and Ito's palette (distinct under the common colour-vision
//! deficiencies); each seat also has a letter and a pattern, so no one has to rely on hue.

use serde::Serialize;

/// A second cue drawn inside a follower or a score chip, besides the colour.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum SeatPattern {
    /// Filled plainly.
    Solid,
    /// Diagonal stripes.
    Stripes,
    /// A grid of dots.
    Dots,
    /// A diagonal cross.
    Cross,
    /// A ring inside the outline.
    Ring,
    /// A chequer.
    Checks,
}

/// A seat's colour and its second cue.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PlayerColour {
    /// The colour's name for players ("blue").
    pub name: &'static str,
    /// sRGB, 0–255 each.
    pub rgb: [u8; 3],
    /// A capital letter drawn on the piece (the colour's initial).
    pub letter: char,
    /// The pattern drawn inside the piece.
    pub pattern: SeatPattern,
    /// A colour that reads well on top of `rgb` (black or white), for the letter.
    pub ink: [u8; 3],
}

const BLACK: [u8; 3] = [0, 0, 0];
const WHITE: [u8; 3] = [255, 255, 255];

/// A palette entry: name, colour, letter, pattern, ink.
type Swatch = (&'static str, [u8; 3], char, SeatPattern, [u8; 3]);

/// The six seats' colours, in seat order.
const PALETTE: [Swatch; 6] = [
    ("blue", [0, 114, 178], 'B', SeatPattern::Solid, WHITE),
    ("red", [213, 94, 0], 'R', SeatPattern::Stripes, WHITE),
    ("green", [0, 158, 115], 'G', SeatPattern::Dots, BLACK),
    ("yellow", [240, 228, 66], 'Y', SeatPattern::Cross, BLACK),
    ("black", [40, 40, 40], 'K', SeatPattern::Ring, WHITE),
    ("pink", [204, 121, 167], 'P', SeatPattern::Checks, BLACK),
];

/// The colour of `seat` (0–5); seats beyond the sixth wrap round.
pub fn player_colour(seat: usize) -> PlayerColour {
    let (name, rgb, letter, pattern, ink) = PALETTE[seat % PALETTE.len()];
    PlayerColour {
        name,
        rgb,
        letter,
        pattern,
        ink,
    }
}

/// The seat colours' names, in seat order ("blue", "red", …): the only colours a stored seat
/// may have.
pub fn seat_colour_names() -> impl Iterator<Item = &'static str> {
    PALETTE.iter().map(|swatch| swatch.0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_seat_colour_names_are_the_palettes_in_seat_order() {
        let names: Vec<&str> = seat_colour_names().collect();
        assert_eq!(names, ["blue", "red", "green", "yellow", "black", "pink"]);
        for (seat, name) in names.iter().enumerate() {
            assert_eq!(player_colour(seat).name, *name);
        }
    }

    #[test]
    fn six_players_never_share_a_letter_or_a_pattern() {
        let colours: Vec<PlayerColour> = (0..6).map(player_colour).collect();
        for (i, a) in colours.iter().enumerate() {
            for b in &colours[i + 1..] {
                assert_ne!(a.letter, b.letter);
                assert_ne!(a.pattern, b.pattern);
                assert_ne!(a.rgb, b.rgb);
            }
        }
    }

    #[test]
    fn the_letter_reads_on_its_colour() {
        // WCAG relative luminance; the ink must differ from the colour by a contrast of 3.
        fn luminance(rgb: [u8; 3]) -> f64 {
            let channel = |c: u8| {
                let c = f64::from(c) / 255.0;
                if c <= 0.040_45 {
                    c / 12.92
                } else {
                    ((c + 0.055) / 1.055).powf(2.4)
                }
            };
            0.2126 * channel(rgb[0]) + 0.7152 * channel(rgb[1]) + 0.0722 * channel(rgb[2])
        }
        for seat in 0..6 {
            let colour = player_colour(seat);
            let (a, b) = (luminance(colour.rgb), luminance(colour.ink));
            let contrast = (a.max(b) + 0.05) / (a.min(b) + 0.05);
            assert!(contrast >= 3.0, "{}: contrast {contrast:.2}", colour.name);
        }
    }
}
