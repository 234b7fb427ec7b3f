//! Any error of the game: [`GameError`] wraps the error of each operation, and
//! [`GameError::kind`] sorts them for callers that map errors without reading them. Every
//! message says what is wrong and what to do next; a refused operation changes nothing.

use crate::rules::{ConfigError, MoveError, ReplayError};
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
    /// A recorded game that cannot be replayed as asked.
    #[error(transparent)]
    Replay(#[from] ReplayError),
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
    /// A scenario or saved game that cannot be read.
    #[error("bad scenario: {reason}")]
    BadScenario {
        /// What is wrong, in a sentence.
        reason: String,
    },
}

/// What sort of error a [`GameError`] is, whichever operation reported it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum GameErrorKind {
    /// A move the rules refuse at this point of the game.
    IllegalMove,
    /// A value given with a move is out of range (a throw the physics cannot make); the same
    /// move with another value may be played.
    BadValue,
    /// A game that cannot be set up as configured.
    Configuration,
    /// A scenario that cannot be read or played as written.
    Scenario,
    /// An action or a hurl that a recorded game does not have.
    Replay,
}

impl GameError {
    /// What sort of error this is.
    pub fn kind(&self) -> GameErrorKind {
        match self {
            GameError::Move(error) => move_kind(error),
            GameError::Config(_) => GameErrorKind::Configuration,
            GameError::UnknownTile { .. }
            | GameError::NotTheDrawnTile { .. }
            | GameError::BadScenario { .. } => GameErrorKind::Scenario,
            // A replay that stops at an illegal move or a bad config is that error.
            GameError::Replay(ReplayError::Move(error)) => move_kind(error),
            GameError::Replay(ReplayError::Config(_)) => GameErrorKind::Configuration,
            GameError::Replay(_) => GameErrorKind::Replay,
        }
    }
}

/// The kind of an illegal move: a throw out of range is a bad value rather than against the
/// rules, since the same move with other numbers may be played.
fn move_kind(error: &MoveError) -> GameErrorKind {
    match error {
        MoveError::BadThrow { .. } => GameErrorKind::BadValue,
        _ => GameErrorKind::IllegalMove,
    }
}
