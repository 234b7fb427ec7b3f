//! The one error the apps see: a flat enum whose message a player can read.

use catapult_core::rules::{ConfigError, MoveError, ReplayError};
use catapult_core::session::{SessionError, SessionErrorKind};
use catapult_core::store::StoreError;
use catapult_core::{GameError, GameErrorKind};

/// Why a call failed. Kotlin sees `CatapultException.IllegalMove` and so on, Swift
/// `CatapultError.IllegalMove`; the message (Kotlin `message`, Swift `localizedDescription`)
/// says what happened and what to do next.
#[derive(Debug, thiserror::Error, uniffi::Error)]
#[uniffi(flat_error)]
pub enum CatapultError {
    /// The move breaks a rule or comes at the wrong moment; nothing changed.
    #[error("{message}")]
    IllegalMove {
        /// What is wrong, in a sentence.
        message: String,
    },
    /// A value from the app is out of range (a NaN, a negative size, an unknown tile name).
    #[error("{message}")]
    BadInput {
        /// What is wrong, in a sentence.
        message: String,
    },
    /// A saved game, file or hurl that does not exist.
    #[error("{message}")]
    NotFound {
        /// What is missing, in a sentence.
        message: String,
    },
    /// The game history could not be read or written; no stored game was lost.
    #[error("{message}")]
    Storage {
        /// What went wrong, in a sentence.
        message: String,
    },
    /// The call was cancelled before it finished.
    #[error("cancelled")]
    Cancelled,
    /// A fault inside the library (a bug); the game is unchanged.
    #[error("{message}")]
    Internal {
        /// What went wrong.
        message: String,
    },
}

impl CatapultError {
    /// A bad value from the app.
    pub fn bad_input(message: impl Into<String>) -> CatapultError {
        CatapultError::BadInput {
            message: message.into(),
        }
    }
}

impl From<GameError> for CatapultError {
    fn from(error: GameError) -> CatapultError {
        let message = error.to_string();
        match error.kind() {
            GameErrorKind::IllegalMove => CatapultError::IllegalMove { message },
            GameErrorKind::BadValue | GameErrorKind::Configuration | GameErrorKind::Scenario => {
                CatapultError::BadInput { message }
            }
            GameErrorKind::Replay => CatapultError::NotFound { message },
        }
    }
}

/// The core's narrower errors map as the [`GameError`] they become, so `?` works on each.
macro_rules! through_game_error {
    ($($narrow:ty),+) => {$(
        impl From<$narrow> for CatapultError {
            fn from(error: $narrow) -> CatapultError {
                GameError::from(error).into()
            }
        }
    )+};
}

through_game_error!(MoveError, ConfigError, ReplayError);

impl From<StoreError> for CatapultError {
    fn from(error: StoreError) -> CatapultError {
        match error {
            StoreError::Refused(game) => game.into(),
            StoreError::NoSuchGame { .. } | StoreError::NoSuchSeat { .. } => {
                CatapultError::NotFound {
                    message: error.to_string(),
                }
            }
            StoreError::SeatCount { .. }
            | StoreError::BadSeat { .. }
            | StoreError::BadDocument { .. }
            | StoreError::AlreadyImported { .. } => CatapultError::BadInput {
                message: error.to_string(),
            },
            StoreError::AlreadyFinished { .. } => CatapultError::IllegalMove {
                message: error.to_string(),
            },
            other => CatapultError::Storage {
                message: other.to_string(),
            },
        }
    }
}

impl From<SessionError> for CatapultError {
    fn from(error: SessionError) -> CatapultError {
        match error {
            SessionError::Rules(game) => game.into(),
            SessionError::Store(store) => store.into(),
            other => {
                let message = other.to_string();
                match other.kind() {
                    SessionErrorKind::IllegalMove => CatapultError::IllegalMove { message },
                    SessionErrorKind::BadInput => CatapultError::BadInput { message },
                    SessionErrorKind::NotFound => CatapultError::NotFound { message },
                    SessionErrorKind::Storage => CatapultError::Storage { message },
                    SessionErrorKind::Internal => CatapultError::Internal { message },
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_kind_picks_the_error_the_apps_see() {
        let bad_throw = MoveError::BadThrow {
            reason: "the launch speed must be above 0; got 0".into(),
        };
        assert!(matches!(
            CatapultError::from(MoveError::GameOver),
            CatapultError::IllegalMove { .. }
        ));
        assert!(matches!(
            CatapultError::from(bad_throw),
            CatapultError::BadInput { .. }
        ));
        assert!(matches!(
            CatapultError::from(ConfigError::PlayerCount { players: 1 }),
            CatapultError::BadInput { .. }
        ));
        assert!(matches!(
            CatapultError::from(ReplayError::NotAHurl { number: 2 }),
            CatapultError::NotFound { .. }
        ));
        // A recorded move refused on replay is still an illegal move, not a missing one.
        assert!(matches!(
            CatapultError::from(ReplayError::from(MoveError::GameOver)),
            CatapultError::IllegalMove { .. }
        ));
    }
}
