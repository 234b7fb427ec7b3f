//! Terminal colours: ANSI escapes when stdout is a terminal and `NO_COLOR` is unset.

use catapult_core::rules::escape_hidden;
use std::io::IsTerminal;

/// A seat's colour from the core's palette (the same as in pictures and the apps) as an ANSI
/// 24-bit colour; the seat number is the second cue, so the board reads without colour too.
fn seat_rgb(seat: usize) -> String {
    let [r, g, b] = catapult_core::scene::player_colour(seat).rgb;
    format!("{r};{g};{b}")
}

/// Whether and how to colour text.
#[derive(Debug, Clone, Copy)]
pub struct Style {
    colour: bool,
}

impl Style {
    /// Colours on a terminal unless `NO_COLOR` is set.
    pub fn detect() -> Style {
        Style {
            colour: std::io::stdout().is_terminal() && std::env::var_os("NO_COLOR").is_none(),
        }
    }

    /// Plain text, for pipes and tests.
    #[cfg(test)]
    pub fn plain() -> Style {
        Style { colour: false }
    }

    fn paint(self, code: &str, text: &str) -> String {
        if self.colour {
            format!("\x1b[{code}m{text}\x1b[0m")
        } else {
            text.to_string()
        }
    }

    /// Text in a seat's colour, bold. The text (a player's name, as stored) is shown with its
    /// control characters escaped, so a name saved before names were checked cannot drive the
    /// terminal.
    pub fn player(self, seat: usize, text: &str) -> String {
        self.paint(&format!("1;38;2;{}", seat_rgb(seat)), &escape_hidden(text))
    }

    /// Each seat's name in its colour, in seat order.
    pub fn players(self, names: &[String]) -> Vec<String> {
        names
            .iter()
            .enumerate()
            .map(|(seat, name)| self.player(seat, name))
            .collect()
    }

    /// A follower: the seat's colour as background, so it stands out on the tile.
    pub fn follower(self, seat: usize, text: &str) -> String {
        self.paint(&format!("1;30;48;2;{}", seat_rgb(seat)), text)
    }

    /// Green field.
    pub fn field(self, text: &str) -> String {
        self.paint("32", text)
    }

    /// Blue river.
    pub fn river(self, text: &str) -> String {
        self.paint("34", text)
    }

    /// Pale road.
    pub fn road(self, text: &str) -> String {
        self.paint("37", text)
    }

    /// Brown city.
    pub fn city(self, text: &str) -> String {
        self.paint("38;5;130", text)
    }

    /// Red cloister.
    pub fn cloister(self, text: &str) -> String {
        self.paint("1;31", text)
    }

    /// Magenta fair.
    pub fn fair(self, text: &str) -> String {
        self.paint("1;35", text)
    }

    /// Dim text for hints.
    pub fn dim(self, text: &str) -> String {
        self.paint("2", text)
    }

    /// Bold text for headings.
    pub fn bold(self, text: &str) -> String {
        self.paint("1", text)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_stored_name_with_an_escape_sequence_cannot_colour_the_terminal() {
        let shown = Style::plain().player(0, "Anna\u{1b}[31m\nEve");
        assert_eq!(shown, "Anna\\u{1b}[31m\\u{a}Eve");
    }
}
