//! Why a recorded game could not be replayed, or an action in it looked up.

use super::{ConfigError, MoveError};
use thiserror::Error;

/// A replay of a config, a seed and actions that failed, or an action asked for that the
/// actions do not hold.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum ReplayError {
    /// The recorded config is refused.
    #[error(transparent)]
    Config(#[from] ConfigError),
    /// A recorded action is illegal where it stands.
    #[error(transparent)]
    Move(#[from] MoveError),
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
}
