//! `Seat`: who sits at a place at the table, and what a stored seat may hold.

use crate::bots::BotLevel;
use crate::flick::FlickSensitivity;
use crate::rules::{NameError, check_name, escaped_start};
use crate::scene::seat_colour_names;
use serde::{Deserialize, Serialize};
use thiserror::Error;

/// A place at the table, as stored with a game.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Seat {
    /// The player's name (for a bot, the name it is shown with).
    pub name: String,
    /// The colour of the seat's followers, as the front end names it (e.g. `red`).
    pub colour: String,
    /// The bot playing this seat, or `None` for a person.
    #[serde(default)]
    pub bot: Option<BotLevel>,
    /// How hard this player must flick. Left out when normal, so games saved before it
    /// existed, their exports and their hashes stay byte for byte the same.
    #[serde(default, skip_serializing_if = "FlickSensitivity::is_normal")]
    pub flick_sensitivity: FlickSensitivity,
}

/// Why a seat cannot be stored. Each message completes "seat 2 …".
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum SeatError {
    /// The name breaks a rule of [`check_name`].
    #[error(transparent)]
    Name(#[from] NameError),
    /// The colour is none of the seat colours.
    #[error(
        "has the colour {shown}, which is not a seat colour; use one of {}",
        colour_list()
    )]
    Colour {
        /// The colour given, shown safely.
        shown: String,
    },
}

impl Seat {
    /// A seat played by a person.
    pub fn person(name: &str, colour: &str) -> Seat {
        Seat {
            name: name.to_owned(),
            colour: colour.to_owned(),
            bot: None,
            flick_sensitivity: FlickSensitivity::Normal,
        }
    }

    /// A seat played by a bot of `level`.
    pub fn bot(name: &str, colour: &str, level: BotLevel) -> Seat {
        Seat {
            name: name.to_owned(),
            colour: colour.to_owned(),
            bot: Some(level),
            flick_sensitivity: FlickSensitivity::Normal,
        }
    }

    /// The same seat with `sensitivity` for its flicks.
    pub fn with_flick_sensitivity(self, sensitivity: FlickSensitivity) -> Seat {
        Seat {
            flick_sensitivity: sensitivity,
            ..self
        }
    }

    /// Checks the seat as it is to be stored, by a new game or an import alike: a name that
    /// [`check_name`] accepts and one of the seat colours
    /// ([`crate::scene::seat_colour_names`]).
    pub fn check(&self) -> Result<(), SeatError> {
        check_name(&self.name)?;
        if !seat_colour_names().any(|name| name == self.colour) {
            return Err(SeatError::Colour {
                shown: format!("\"{}\"", escaped_start(&self.colour, 16)),
            });
        }
        Ok(())
    }
}

/// "blue, red, green, yellow, black or pink".
fn colour_list() -> String {
    let names: Vec<&str> = seat_colour_names().collect();
    match names.split_last() {
        Some((last, rest)) => format!("{} or {last}", rest.join(", ")),
        None => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_seat_needs_a_fair_name_and_one_of_the_six_colours() {
        assert_eq!(Seat::person("Anna", "pink").check(), Ok(()));
        assert!(matches!(
            Seat::person("An\nna", "blue").check(),
            Err(SeatError::Name(NameError::Hidden { code: 0x0a, .. }))
        ));
        let grey = Seat::person("Anna", "grey")
            .check()
            .expect_err("no grey seat");
        assert_eq!(
            grey.to_string(),
            "has the colour \"grey\", which is not a seat colour; use one of blue, red, green, \
             yellow, black or pink"
        );
    }

    #[test]
    fn a_normal_seat_is_written_as_before_and_a_firm_one_says_so() {
        let anna = Seat::person("Anna", "pink");
        let written = serde_json::to_string(&anna).unwrap();
        assert_eq!(written, r#"{"name":"Anna","colour":"pink","bot":null}"#);
        assert_eq!(serde_json::from_str::<Seat>(&written).unwrap(), anna);
        let firm = anna.with_flick_sensitivity(FlickSensitivity::Firm);
        let written = serde_json::to_string(&firm).unwrap();
        assert!(
            written.ends_with(r#","flick_sensitivity":"firm"}"#),
            "{written}"
        );
        assert_eq!(serde_json::from_str::<Seat>(&written).unwrap(), firm);
    }
}
