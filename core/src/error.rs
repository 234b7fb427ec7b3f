//! The one error type of the game: every illegal action or bad input says what is wrong and
//! what to do next, and changes nothing.

use crate::rules::MoveError;
use thiserror::Error;

/// Why an action, a configuration or a scenario was refused.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum GameError {
    /// An illegal move.
    #[error(transparent)]
    Move(#[from] MoveError),
    /// A tile name that the catalogue does not know.
    #[error("unknown tile '{name}'; use a letter A-X or a Catapult tile id such as CA/RFR")]
    UnknownTile {
        /// The name as given.
        name: String,
    },
    /// More tiles of one type than the pile holds.
    #[error("no '{name}' tile left: the game holds only {count} of them")]
    NoTileLeft {
        /// The tile's name.
        name: String,
        /// How many the game holds (less the start tile for D).
        count: u8,
    },
    /// The scenario asks for a tile other than the one on top of the pile.
    #[error("the drawn tile is {drawn}, not {asked}")]
    NotTheDrawnTile {
        /// The tile on top of the pile.
        drawn: String,
        /// The tile the move named.
        asked: String,
    },
    /// Carcassonne is for 2 to 6 players.
    #[error("{players} players cannot play: choose 2 to 6")]
    PlayerCount {
        /// The number asked for.
        players: usize,
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
