//! `Seat`: who sits at a place at the table, and what a stored seat may hold.

use crate::bots::BotLevel;
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
        }
    }

    /// A seat played by a bot of `level`.
    pub fn bot(name: &str, colour: &str, level: BotLevel) -> Seat {
        Seat {
            name: name.to_owned(),
            colour: colour.to_owned(),
            bot: Some(level),
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
}
