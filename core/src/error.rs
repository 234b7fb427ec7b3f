//! Any error of the game: [`GameError`] wraps the error of each operation, and
//! [`GameError::kind`] sorts them for callers that map errors without reading them. Every
//! message says what is wrong and what to do next; a refused operation changes nothing.

use crate::rules::{ConfigError, MoveError, ReplayError};
use crate::scenario::ScenarioError;
use thiserror::Error;

/// Why a move, a configuration, a replay or a scenario was refused.
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
    /// A scenario that cannot be read or played as written.
    #[error(transparent)]
    Scenario(#[from] ScenarioError),
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
            GameError::Scenario(_) => GameErrorKind::Scenario,
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
