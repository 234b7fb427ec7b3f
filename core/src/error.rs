//! The one error type of the game: every illegal action or bad input says what is wrong and
//! what to do next, and changes nothing.

use crate::rules::{ConfigError, MoveError};
use thiserror::Error;

/// Why an action, a configuration or a scenario was refused.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum GameError {
    /// An illegal move.
    #[error(transparent)]
    Move(#[from] MoveError),
    /// A game that cannot be set up.
    #[error(transparent)]
    Config(#[from] ConfigError),
    /// A tile name that the catalogue does not know.
    #[error("unknown tile '{name}'; use a letter A-X or a Catapult tile id such as CA/RFR")]
    UnknownTile {
        /// The name as given.
        name: String,
    },
    /// The scenario asks for a tile other than the one on top of the pile.
    #[error("the drawn tile is {drawn}, not {asked}")]
    NotTheDrawnTile {
        /// The tile on top of the pile.
        drawn: String,
        /// The tile the move named.
        asked: String,
    },
    /// An action number past the end of the game.
    #[error("the game has {count} actions, so there is no action {number}")]
    NoSuchAction {
        /// The action asked for, counted from 1.
        number: usize,
        /// How many actions the game has.
        count: usize,
    },
    /// An action asked for as a hurl is something else.
    #[error("action {number} is not a hurl; choose one of the game's hurls")]
    NotAHurl {
        /// The action asked for, counted from 1.
        number: usize,
    },
    /// A scenario or saved game that cannot be read.
    #[error("bad scenario: {reason}")]
    BadScenario {
        /// What is wrong, in a sentence.
        reason: String,
    },
}
