//! Why the session refused an operation. A refusal changes nothing.

use super::stage::StageKind;
use crate::rules::{ConfigError, MoveError, ReplayError};
use crate::store::StoreError;
use crate::{GameError, GameErrorKind};
use thiserror::Error;

/// Why an operation of the session was refused; the message says what to do next.
#[derive(Debug, Error)]
pub enum SessionError {
    /// The operation belongs to another stage than the one the game is at.
    #[error("it is not time to {operation}: the game is waiting for {}", .waiting.waiting_for())]
    WrongStage {
        /// What the operation tried to do.
        operation: &'static str,
        /// What the game waits for.
        waiting: StageKind,
    },
    /// A person's move while a bot is to act.
    #[error("it is {name}'s turn, and {name} is a bot: let the bots play")]
    BotsTurn {
        /// The bot's name.
        name: String,
    },
    /// The phone has not been handed to the person to act yet.
    #[error("pass the phone to {name} first")]
    NotHandedOver {
        /// Who is to act.
        name: String,
    },
    /// `undo` with nothing to take back.
    #[error(
        "there is nothing to take back: only a tile placed this turn can be, before its follower is decided"
    )]
    NothingToUndo,
    /// A value out of range (a NaN, a rotation of 5, a catch a minute late).
    #[error("{0}")]
    BadInput(String),
    /// The rules refused the move.
    #[error(transparent)]
    Rules(#[from] GameError),
    /// The history could not store or read the game; nothing was lost.
    #[error(transparent)]
    Store(#[from] StoreError),
    /// A bot's move was planned on a game that has moved on since: plan again.
    #[error("the game moved on while the bot was thinking; let the bots play again")]
    Stale,
    /// The history's lock was poisoned by an earlier fault.
    #[error("the game history was left half-changed by an earlier fault; resume the game")]
    Poisoned,
}

/// The families of [`SessionError`], for frontends that map errors to their own types.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SessionErrorKind {
    /// Out of turn, out of stage, or against the rules: nothing changed.
    IllegalMove,
    /// A value from the frontend is out of range.
    BadInput,
    /// A saved game or hurl that does not exist.
    NotFound,
    /// The history could not be read or written.
    Storage,
    /// A fault in the library.
    Internal,
}

impl SessionError {
    /// Which family this error belongs to.
    pub fn kind(&self) -> SessionErrorKind {
        match self {
            SessionError::WrongStage { .. }
            | SessionError::BotsTurn { .. }
            | SessionError::NotHandedOver { .. }
            | SessionError::NothingToUndo
            | SessionError::Stale => SessionErrorKind::IllegalMove,
            SessionError::BadInput(_) => SessionErrorKind::BadInput,
            SessionError::Rules(error) => match error.kind() {
                GameErrorKind::IllegalMove => SessionErrorKind::IllegalMove,
                GameErrorKind::Replay => SessionErrorKind::NotFound,
                GameErrorKind::BadValue
                | GameErrorKind::Configuration
                | GameErrorKind::Scenario => SessionErrorKind::BadInput,
            },
            SessionError::Store(error) => match error {
                StoreError::Refused(_) | StoreError::AlreadyFinished { .. } => {
                    SessionErrorKind::IllegalMove
                }
                StoreError::NoSuchGame { .. } | StoreError::NoSuchSeat { .. } => {
                    SessionErrorKind::NotFound
                }
                StoreError::SeatCount { .. }
                | StoreError::BadSeat { .. }
                | StoreError::BadDocument { .. }
                | StoreError::AlreadyImported { .. } => SessionErrorKind::BadInput,
                _ => SessionErrorKind::Storage,
            },
            SessionError::Poisoned => SessionErrorKind::Internal,
        }
    }
}

/// The rules' narrower errors, through [`GameError`] (`?` converts only once).
macro_rules! through_game_error {
    ($($error:ty),*) => {$(
        impl From<$error> for SessionError {
            fn from(error: $error) -> SessionError {
                SessionError::Rules(GameError::from(error))
            }
        }
    )*};
}

through_game_error!(MoveError, ConfigError, ReplayError);
