//! Why a game file (an exported game) is refused, by import and by every reader alike.

use super::{EXPORT_FORMAT, EXPORT_FORMAT_VERSION, LARGEST_GAME_FILE, RULES_VERSION};
use crate::physics::MODEL_VERSION;
use crate::rules::{ConfigError, escaped_start};
use thiserror::Error;

/// Why a game file was refused. Each message is a reason that follows "the game file was not
/// imported: " (or "… cannot be shown: "); text taken from the file is shown with its control
/// and invisible characters escaped.
#[derive(Debug, Error)]
pub enum GameFileError {
    /// More than [`LARGEST_GAME_FILE`] bytes: refused before it is parsed.
    #[error(
        "it is larger than {} MiB, far more than any game Catapult writes; it is not a game file from Catapult",
        LARGEST_GAME_FILE >> 20
    )]
    TooLarge,
    /// The file could not be read.
    #[error("it cannot be read ({0}); check the path and that the file may be read")]
    Unreadable(#[source] std::io::Error),
    /// The bytes are not UTF-8 text.
    #[error("it is not text; give a file written by Catapult's export")]
    NotText,
    /// Not JSON, or JSON with a key given twice in one object.
    #[error("it is not JSON Catapult can read ({reason}); export the game again")]
    NotJson {
        /// What the parser said, shown safely.
        reason: String,
    },
    /// `format` is missing or is not [`EXPORT_FORMAT`].
    #[error("it is not an exported Catapult game (\"format\" is not \"{EXPORT_FORMAT}\")")]
    NotAGameFile,
    /// Written by a newer app.
    #[error(
        "it was exported by a newer version of Catapult (format {version}, this app reads {EXPORT_FORMAT_VERSION}); update the app"
    )]
    Newer {
        /// The file's `format_version`.
        version: u64,
    },
    /// `format_version` is missing, or not a version any app wrote.
    #[error(
        "its \"format_version\" is missing or unknown (this app reads {EXPORT_FORMAT_VERSION})"
    )]
    UnknownVersion,
    /// A field is missing, unknown or of the wrong kind.
    #[error("{reason}")]
    Fields {
        /// What the reader said, shown safely.
        reason: String,
    },
    /// The rules refuse the config (no game could start).
    #[error("its config is refused: {0}")]
    Config(#[source] ConfigError),
    /// The seats do not fit the game, or one has a name or colour no game may have.
    #[error("{reason}")]
    Seats {
        /// Which seat and why.
        reason: String,
    },
    /// An action the rules refuse.
    #[error("action {turn} ({verb}) is illegal: {reason}")]
    IllegalAction {
        /// Its index, from 0.
        turn: usize,
        /// What it does, in words.
        verb: &'static str,
        /// Why the rules refuse it.
        reason: String,
    },
    /// A game that ends before anyone played: no real game does.
    #[error("it holds a finished game without a single action, which no game can be")]
    NothingPlayed,
    /// Actions without the state hash they lead to.
    #[error("it has actions but no \"state_hash\" to check them against; export the game again")]
    MissingHash,
    /// The state hash the file states is not the one its actions (or, with none, the new
    /// game) lead to.
    #[error(
        "the actions lead to state {reached} but the file says {stated}; it was recorded with rules {rules_version} and physics {physics_version} (this app: rules {RULES_VERSION}, physics {MODEL_VERSION})"
    )]
    HashMismatch {
        /// The state hash reached by the replay, 16 hex digits.
        reached: String,
        /// The file's `state_hash`, shown safely.
        stated: String,
        /// The file's `rules_version`.
        rules_version: u32,
        /// The file's `physics_version`.
        physics_version: u32,
    },
}

/// Text from a file for a message: escaped, and cut at 200 characters.
pub(super) fn shown(text: &str) -> String {
    escaped_start(text, 200)
}
