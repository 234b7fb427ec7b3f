//! Where a scenario failed: the move (and hurl) that did, and the error.

use crate::error::GameError;
use std::fmt;

/// Why a scenario could not be played, and at which move and hurl.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ScenarioFailure {
    /// The 0-based index of the move that failed, if a move did.
    pub move_index: Option<usize>,
    /// The 0-based index of the failing hurl in that move's round, if a hurl failed.
    pub hurl_index: Option<usize>,
    /// What went wrong.
    pub error: GameError,
}

impl ScenarioFailure {
    /// An error that belongs to no move.
    pub(super) fn whole_file(error: impl Into<GameError>) -> ScenarioFailure {
        ScenarioFailure {
            move_index: None,
            hurl_index: None,
            error: error.into(),
        }
    }

    /// An error of move `index`.
    pub(super) fn at_move(index: usize, error: impl Into<GameError>) -> ScenarioFailure {
        ScenarioFailure {
            move_index: Some(index),
            hurl_index: None,
            error: error.into(),
        }
    }

    /// An error of hurl `hurl` in the round of move `index`.
    pub(super) fn at_hurl(
        index: usize,
        hurl: usize,
        error: impl Into<GameError>,
    ) -> ScenarioFailure {
        ScenarioFailure {
            move_index: Some(index),
            hurl_index: Some(hurl),
            error: error.into(),
        }
    }
}

impl fmt::Display for ScenarioFailure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(index) = self.move_index {
            write!(f, "move {index}: ")?;
        }
        if let Some(index) = self.hurl_index {
            write!(f, "hurl {index}: ")?;
        }
        write!(f, "{}", self.error)
    }
}

impl std::error::Error for ScenarioFailure {}
