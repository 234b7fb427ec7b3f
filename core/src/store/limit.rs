//! What can stop a history being written while it can still be read: no room left on the
//! phone or disk, or a file or folder the app may not write. Both come from SQLite's result
//! codes or from the file system's errors, and both become the player's words of
//! [`StoreError::PhoneFull`] and [`StoreError::ReadOnly`].

use super::StoreError;
use rusqlite::ErrorCode;
use rusqlite::ffi::{SQLITE_IOERR_SHMSIZE, SQLITE_IOERR_WRITE, SQLITE_READONLY_DBMOVED};

/// Why a history can be read but not written.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Limit {
    /// No room: the disk is full, the user is over their quota, or the file may grow no more.
    NoRoom,
    /// The file, its folder or its file system may not be written.
    NoWriting,
}

impl Limit {
    /// The limit an SQLite error stems from, if any. SQLite says `SQLITE_FULL` for a disk
    /// that is full; it reports a file that may grow no more (`EFBIG`) or a user over quota
    /// (`EDQUOT`) as a failed write, and a shared-memory index `-shm` that could not be grown
    /// to its size as `SQLITE_IOERR_SHMSIZE`: all of these are "no room" to the player. (A
    /// failing card, `EIO`, is reported as a failed write too; the words hedge for it, and what
    /// they promise holds: nothing was saved, nothing was lost.)
    pub fn of_sqlite(error: &rusqlite::Error) -> Option<Limit> {
        let rusqlite::Error::SqliteFailure(failure, _) = error else {
            return None;
        };
        match failure.code {
            ErrorCode::DiskFull => Some(Limit::NoRoom),
            // A file moved or deleted while open is no question of permission.
            ErrorCode::ReadOnly if failure.extended_code != SQLITE_READONLY_DBMOVED => {
                Some(Limit::NoWriting)
            }
            ErrorCode::SystemIoFailure
                if matches!(
                    failure.extended_code,
                    SQLITE_IOERR_SHMSIZE | SQLITE_IOERR_WRITE
                ) =>
            {
                Some(Limit::NoRoom)
            }
            _ => None,
        }
    }

    /// The limit a file-system error stems from, if any.
    #[cfg(not(target_family = "wasm"))]
    pub fn of_io(error: &std::io::Error) -> Option<Limit> {
        use std::io::ErrorKind;
        match error.kind() {
            ErrorKind::StorageFull | ErrorKind::QuotaExceeded | ErrorKind::FileTooLarge => {
                Some(Limit::NoRoom)
            }
            ErrorKind::PermissionDenied | ErrorKind::ReadOnlyFilesystem => Some(Limit::NoWriting),
            _ => None,
        }
    }

    /// The limit a store error stands for, if any.
    #[cfg(not(target_family = "wasm"))]
    pub fn of_store(error: &StoreError) -> Option<Limit> {
        match error {
            StoreError::PhoneFull => Some(Limit::NoRoom),
            StoreError::ReadOnly => Some(Limit::NoWriting),
            StoreError::CannotLock { source, .. } => Limit::of_io(source),
            _ => None,
        }
    }

    /// The limit on writing the file at `path`, found by opening it for writing (which
    /// changes nothing); `None` for a file that may be written, or none at all (a new history).
    #[cfg(not(target_family = "wasm"))]
    pub fn of_file(path: &std::path::Path) -> Option<Limit> {
        let opened = std::fs::OpenOptions::new().write(true).open(path);
        opened.err().and_then(|error| Limit::of_io(&error))
    }

    /// What the player is told when a write meets this limit.
    pub fn refusal(self) -> StoreError {
        match self {
            Limit::NoRoom => StoreError::PhoneFull,
            Limit::NoWriting => StoreError::ReadOnly,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rusqlite::ffi::{SQLITE_FULL, SQLITE_IOERR_READ, SQLITE_READONLY_DIRECTORY};
    use std::io::ErrorKind;

    fn sqlite(code: std::ffi::c_int) -> rusqlite::Error {
        rusqlite::Error::SqliteFailure(rusqlite::ffi::Error::new(code), None)
    }

    #[test]
    fn a_full_disk_a_file_that_may_grow_no_more_and_a_read_only_folder_are_told_apart() {
        assert_eq!(Limit::of_sqlite(&sqlite(SQLITE_FULL)), Some(Limit::NoRoom));
        assert_eq!(
            Limit::of_sqlite(&sqlite(SQLITE_IOERR_SHMSIZE)),
            Some(Limit::NoRoom)
        );
        assert_eq!(
            Limit::of_sqlite(&sqlite(SQLITE_IOERR_WRITE)),
            Some(Limit::NoRoom)
        );
        assert_eq!(
            Limit::of_sqlite(&sqlite(SQLITE_READONLY_DIRECTORY)),
            Some(Limit::NoWriting)
        );
        // A failed read is no limit on writing: it is reported as it is.
        assert_eq!(Limit::of_sqlite(&sqlite(SQLITE_IOERR_READ)), None);
        let full = std::io::Error::from(ErrorKind::StorageFull);
        assert_eq!(Limit::of_io(&full), Some(Limit::NoRoom));
        let denied = std::io::Error::from(ErrorKind::PermissionDenied);
        assert_eq!(Limit::of_io(&denied), Some(Limit::NoWriting));
        assert_eq!(Limit::of_io(&std::io::Error::other("?")), None);
    }

    #[test]
    fn an_sqlite_error_of_no_room_reaches_the_player_as_the_phone_is_full() {
        let error = StoreError::from(sqlite(SQLITE_FULL));
        assert!(matches!(error, StoreError::PhoneFull), "{error:?}");
        assert!(
            error.to_string().starts_with("the phone is full"),
            "{error}"
        );
        let error = StoreError::from(sqlite(SQLITE_READONLY_DIRECTORY));
        assert!(matches!(error, StoreError::ReadOnly), "{error:?}");
    }
}
