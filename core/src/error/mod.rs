//! Any error of the game: [`GameError`] wraps the error of each operation, and
//! [`GameError::kind`] sorts them for callers that map errors without reading them. Every
//! message says what is wrong and what to do next; a refused operation changes nothing.

use crate::rules::{ConfigError, MoveError, ReplayError};
pub use scenario::ScenarioError;
use thiserror::Error;

// Here rather than in `scenario`, which plays games and so needs `GameError`: the error
// types sit below everything that reports them.
mod scenario;

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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::PlacementError;

    fn kind(error: impl Into<GameError>) -> GameErrorKind {
        error.into().kind()
    }

    #[test]
    fn each_error_is_sorted_by_what_went_wrong() {
        let bad_throw = MoveError::BadThrow {
            reason: "the launch speed must be above 0; got 0".into(),
        };
        assert_eq!(kind(MoveError::FarmersOff), GameErrorKind::IllegalMove);
        assert_eq!(kind(bad_throw.clone()), GameErrorKind::BadValue);
        let players = ConfigError::PlayerCount { players: 7 };
        assert_eq!(kind(players.clone()), GameErrorKind::Configuration);
        let tile = ScenarioError::UnknownTile { name: "Z".into() };
        assert_eq!(kind(tile), GameErrorKind::Scenario);
        assert_eq!(
            kind(ReplayError::NotAHurl { number: 3 }),
            GameErrorKind::Replay
        );
        // A replay stopped by a refused move or config is that refusal.
        assert_eq!(
            kind(ReplayError::from(MoveError::GameOver)),
            GameErrorKind::IllegalMove
        );
        assert_eq!(kind(ReplayError::from(bad_throw)), GameErrorKind::BadValue);
        assert_eq!(
            kind(ReplayError::from(players)),
            GameErrorKind::Configuration
        );
    }

    #[test]
    fn wrapping_keeps_the_message_a_player_reads() {
        let taken = MoveError::from(PlacementError::CellTaken { x: 1, y: -2 });
        let error = GameError::from(ReplayError::from(taken));
        assert_eq!(
            error.to_string(),
            "(1, -2) is already taken by a tile; pick an empty spot"
        );
    }
}
