//! `Seat`: who sits at a place at the table.

use crate::bots::BotLevel;
use serde::{Deserialize, Serialize};

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
}
