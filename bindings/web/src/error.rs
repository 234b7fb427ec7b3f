//! The one error the web app sees: a family (`kind`) to branch on and a message that says
//! what to do next.

use catapult_core::session::{SessionError, SessionErrorKind};
use catapult_core::store::StoreError;
use thiserror::Error;

/// Why a call from the page was refused; nothing changed.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("{message}")]
pub struct WebError {
    /// `illegal_move`, `bad_input`, `not_found`, `storage` or `internal`.
    pub kind: &'static str,
    /// For the player, friendly and short.
    pub message: String,
}

impl WebError {
    /// A value from the page that makes no sense (a rotation of 5, a file that is no game).
    pub fn bad_input(message: impl Into<String>) -> WebError {
        WebError {
            kind: "bad_input",
            message: message.into(),
        }
    }
}

impl From<SessionError> for WebError {
    fn from(error: SessionError) -> WebError {
        let kind = match error.kind() {
            SessionErrorKind::IllegalMove => "illegal_move",
            SessionErrorKind::BadInput => "bad_input",
            SessionErrorKind::NotFound => "not_found",
            SessionErrorKind::Storage => "storage",
            SessionErrorKind::Internal => "internal",
        };
        WebError {
            kind,
            message: error.to_string(),
        }
    }
}

impl From<StoreError> for WebError {
    fn from(error: StoreError) -> WebError {
        SessionError::from(error).into()
    }
}

impl From<serde_json::Error> for WebError {
    fn from(error: serde_json::Error) -> WebError {
        WebError::bad_input(format!("the page sent data the game cannot read: {error}"))
    }
}
