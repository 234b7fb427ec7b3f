//! `GameStatus`: whether a stored game can still be played.

use std::fmt;

/// Where a stored game stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum GameStatus {
    /// Still being played; it can be resumed.
    InProgress,
    /// Played to the end and scored; its results are stored.
    Finished,
    /// Given up before the end.
    Abandoned,
}

impl GameStatus {
    /// The text stored in `games.status`.
    pub const fn as_str(self) -> &'static str {
        match self {
            GameStatus::InProgress => "in_progress",
            GameStatus::Finished => "finished",
            GameStatus::Abandoned => "abandoned",
        }
    }

    /// Reads the text stored in `games.status`.
    pub fn parse(text: &str) -> Option<GameStatus> {
        [
            GameStatus::InProgress,
            GameStatus::Finished,
            GameStatus::Abandoned,
        ]
        .into_iter()
        .find(|status| status.as_str() == text)
    }
}

impl fmt::Display for GameStatus {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}
