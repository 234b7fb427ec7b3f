//! `StoreError`: why the game history could not be opened, read or written, and what to do.

use super::limit::Limit;
use super::{GameId, SeatError};
use crate::GameError;
use std::path::{Path, PathBuf};
use thiserror::Error;

/// Why the game history refused or failed an operation. Every message says what the player
/// can do next; a refused operation wrote nothing.
#[derive(Debug, Error)]
pub enum StoreError {
    /// A game file whose game is in the history already (same rules, seed, seats and moves).
    #[error(
        "this game is in the history already, as game {} (the same seed, seats and moves); it was not imported again",
        .id.0
    )]
    AlreadyImported {
        /// The stored game.
        id: GameId,
    },
    /// The file could not be opened at all (missing folder, no permission).
    #[error(
        "could not open the game history at {}: {source}; check that the folder exists and that the app may write there",
        .path.display()
    )]
    CannotOpen {
        /// The database file.
        path: PathBuf,
        /// What SQLite said.
        #[source]
        source: rusqlite::Error,
    },
    /// The path names something that is not a file (a folder, a pipe, a device): refused
    /// before anything reads it or is made beside it.
    #[error(
        "{} is {what}, not a game history file; give the path of a file (a new one is made if it does not exist)",
        .path.display()
    )]
    NotAFile {
        /// The path given.
        path: PathBuf,
        /// What it is instead: "a folder", "a pipe (FIFO)", "a device", "a socket".
        what: &'static str,
    },
    /// The history's lock file (`<path>.lock`, which orders the programs opening one history)
    /// could not be created or locked.
    #[error(
        "could not open the game history: its lock file {} could not be used ({source}); check that the folder exists and that the app may write there",
        .lock.display()
    )]
    CannotLock {
        /// The lock file.
        lock: PathBuf,
        /// What the file system said.
        #[source]
        source: std::io::Error,
    },
    /// The file is not an SQLite database, or it is damaged (its header, or a failed
    /// `PRAGMA quick_check`).
    #[error(
        "{} is not a Catapult game history, or it is damaged; it was left unchanged. Move it elsewhere (or let the app set it aside as a .corrupt file) to start a new history",
        .path.display()
    )]
    NotADatabase {
        /// The database file.
        path: PathBuf,
        /// What SQLite said.
        #[source]
        source: rusqlite::Error,
    },
    /// The file is an SQLite database of some other program.
    #[error(
        "{} is a database of another program; it was left unchanged. Choose another file for the game history",
        .path.display()
    )]
    NotOurs {
        /// The database file.
        path: PathBuf,
    },
    /// The file was written by a newer version of the app.
    #[error(
        "{} was written by a newer version of Catapult (history format {found}, this app knows up to {supported}); it was left unchanged. Update the app to open it",
        .path.display()
    )]
    TooNew {
        /// The database file.
        path: PathBuf,
        /// The schema version found in the file (`PRAGMA user_version`).
        found: i64,
        /// The newest schema version this app knows.
        supported: i64,
    },
    /// A damaged file could not be moved aside.
    #[error(
        "could not move the damaged game history {} aside to {}: {source}; move or delete it by hand",
        .path.display(),
        .target.display()
    )]
    MoveAside {
        /// The damaged file.
        path: PathBuf,
        /// Where it was to go.
        target: PathBuf,
        /// What the file system said.
        #[source]
        source: std::io::Error,
    },
    /// The file is damaged, but another program has it open, so it was not set aside (that
    /// program would go on writing to the moved file).
    #[error(
        "{} is damaged, but another program has it open, so it was not set aside; close Catapult everywhere else and try again",
        .path.display()
    )]
    DamagedInUse {
        /// The damaged file.
        path: PathBuf,
    },
    /// Another program kept reading or writing the history, so its log could not be folded
    /// into the file (see [`Store::fold_log_into_file`](super::Store::fold_log_into_file)).
    #[error(
        "another program is using {}, so its latest games stay in its log for now; nothing is lost, and this is tried again later",
        .path.display()
    )]
    LogInUse {
        /// The history's file.
        path: PathBuf,
    },
    /// No room was left to save this (the phone or disk is full, or the history's file may
    /// grow no more). What was saved before is all there, and the game in memory is as it was.
    #[error(
        "the phone is full (or its storage took no more), so this was not saved: free some space, then try again. Nothing was lost"
    )]
    PhoneFull,
    /// The history's file, its folder or its file system may not be written: its games can be
    /// listed, replayed and exported, but nothing new is saved.
    #[error(
        "the game history is read-only here (its file or folder may not be written), so this was not saved; nothing was lost, and its games can still be looked at. Make it writable to play on"
    )]
    ReadOnly,
    /// SQLite failed to read or write (locked too long, an I/O error).
    #[error(
        "the game history could not be read or written ({0}); nothing of this step was saved. Check free disk space and that the file is writable, then try again"
    )]
    Sqlite(#[source] rusqlite::Error),
    /// No game has this id.
    #[error("there is no saved game {id}; list the saved games to find its number")]
    NoSuchGame {
        /// The id asked for.
        id: GameId,
    },
    /// The game has no seat with this number.
    #[error("saved game {id} has no seat {seat}; seats count from 1 to the number of players")]
    NoSuchSeat {
        /// The game.
        id: GameId,
        /// The seat's number, from 1.
        seat: usize,
    },
    /// The seats do not match the number of players.
    #[error("{seats} seats were given for a game of {players} players; give one seat per player")]
    SeatCount {
        /// Seats given.
        seats: usize,
        /// Players in the config.
        players: usize,
    },
    /// A seat's name or colour cannot be stored.
    #[error("seat {seat} {error}")]
    BadSeat {
        /// The seat's number, from 1.
        seat: usize,
        /// What is wrong with it.
        #[source]
        error: SeatError,
    },
    /// The rules refused the action (or the config); nothing was saved.
    #[error("{0}")]
    Refused(#[from] GameError),
    /// The game in memory and the one stored have a different number of actions.
    #[error(
        "saved game {id} holds {stored} actions but this is action {turn}: another window may be playing it; resume the game to continue from what was saved"
    )]
    OutOfStep {
        /// The game.
        id: GameId,
        /// Actions stored.
        stored: usize,
        /// Index of the action being recorded.
        turn: usize,
    },
    /// A replay did not reach the state hash stored with an action.
    #[error(
        "saved game {id} does not replay to the state saved after action {turn} (saved {stored}, replayed {replayed}); it was probably recorded by another version of the rules. Export it and report the file"
    )]
    HashMismatch {
        /// The game.
        id: GameId,
        /// Index of the first action whose state differs.
        turn: usize,
        /// Hash stored, 16 hex digits.
        stored: String,
        /// Hash of the replay, 16 hex digits.
        replayed: String,
    },
    /// A stored game cannot be read back.
    #[error("saved game {id} is damaged: {what}; export what can be read, or delete the game")]
    Damaged {
        /// The game.
        id: GameId,
        /// What is wrong.
        what: String,
    },
    /// A finished game cannot be abandoned.
    #[error("saved game {id} is finished, so it cannot be abandoned; delete it to remove it")]
    AlreadyFinished {
        /// The game.
        id: GameId,
    },
    /// An exported game document was refused.
    #[error("the game file was not imported and nothing was saved: {reason}")]
    BadDocument {
        /// What is wrong with it.
        reason: String,
    },
}

impl From<rusqlite::Error> for StoreError {
    /// A full disk or a read-only file is told as such ([`Limit`]); anything else as SQLite
    /// said it.
    fn from(error: rusqlite::Error) -> StoreError {
        match Limit::of_sqlite(&error) {
            Some(limit) => limit.refusal(),
            None => StoreError::Sqlite(error),
        }
    }
}

impl StoreError {
    /// [`StoreError::NotADatabase`] for damage the app found itself (in the header, or by
    /// `PRAGMA quick_check`), with the SQLite result `code` it amounts to and what is wrong.
    pub(crate) fn damaged_file(path: &Path, code: std::ffi::c_int, what: &str) -> StoreError {
        StoreError::NotADatabase {
            path: path.to_path_buf(),
            source: rusqlite::Error::SqliteFailure(
                rusqlite::ffi::Error::new(code),
                Some(what.to_owned()),
            ),
        }
    }

    /// Whether SQLite found the file not to be a database, or damaged.
    pub fn is_not_a_database(error: &rusqlite::Error) -> bool {
        matches!(
            error.sqlite_error_code(),
            Some(rusqlite::ErrorCode::NotADatabase | rusqlite::ErrorCode::DatabaseCorrupt)
        )
    }
}
