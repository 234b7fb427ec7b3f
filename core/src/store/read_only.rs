//! Opening a history that can be read but not written (a full disk, a file or folder the app
//! may not write), creating nothing beside it.
//!
//! A history in WAL mode is read through its shared-memory index `-shm`, which SQLite creates
//! (and grows to 32 KiB) even to read; with no room or no right to write, it cannot. See "WAL
//! mode: Read-Only Databases" in <https://www.sqlite.org/wal.html>. So:
//! - with no log, or an empty one, the file alone is the whole history: it is opened
//!   `immutable` (no index, no locks, nothing made);
//! - with a log that holds commits, and its index beside it, SQLite reads both read-only;
//! - a log that holds commits without its index cannot be read without writing one: refused.

use super::limit::Limit;
use super::schema::SCHEMA_VERSION;
use super::side_files::{has_index, log_len};
use super::{StoreError, migrations};
use rusqlite::{Connection, OpenFlags};
use std::path::Path;

/// Opens the history at `path` for reading only, because of `limit`, and runs the checks at
/// open. A history that is missing, or must first be brought up to date (which writes), is
/// refused with `limit`'s words.
pub fn open(path: &Path, limit: Limit) -> Result<Connection, StoreError> {
    if !path.exists() {
        return Err(limit.refusal());
    }
    let reading = OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_NO_MUTEX;
    let opened = match log_len(path) {
        None | Some(0) => {
            Connection::open_with_flags(immutable_uri(path), reading | OpenFlags::SQLITE_OPEN_URI)
        }
        Some(_) if has_index(path) => Connection::open_with_flags(path, reading),
        Some(_) => {
            return Err(cannot_open(
                path,
                "its log (-wal) holds the latest games, and reading it needs an index (-shm) that cannot be made here",
            ));
        }
    };
    let mut conn = opened.map_err(|source| StoreError::CannotOpen {
        path: path.to_path_buf(),
        source,
    })?;
    if migrations::check_reading(&mut conn, path)? != SCHEMA_VERSION {
        // Bringing it up to date (or setting up a new one) writes.
        return Err(match limit {
            Limit::NoRoom => limit.refusal(),
            Limit::NoWriting => cannot_open(
                path,
                "it must first be brought up to date for this version of Catapult, which writes to it, and it is read-only here",
            ),
        });
    }
    Ok(conn)
}

/// [`StoreError::CannotOpen`] for a reason the app found itself.
fn cannot_open(path: &Path, why: &str) -> StoreError {
    StoreError::CannotOpen {
        path: path.to_path_buf(),
        source: rusqlite::Error::SqliteFailure(
            rusqlite::ffi::Error::new(rusqlite::ffi::SQLITE_CANTOPEN),
            Some(why.to_owned()),
        ),
    }
}

/// The URI that opens `path` as an immutable database: SQLite reads the file alone, takes no
/// lock and makes no `-wal` or `-shm` (<https://www.sqlite.org/uri.html>).
fn immutable_uri(path: &Path) -> String {
    let bytes = path_bytes(path);
    // An absolute path gets an empty authority, so `//x` is not read as a host.
    let mut uri = String::from(if bytes.first() == Some(&b'/') {
        "file://"
    } else {
        "file:"
    });
    for &byte in bytes.iter() {
        if byte.is_ascii_alphanumeric() || b"/-._~".contains(&byte) {
            uri.push(char::from(byte));
        } else {
            uri.push_str(&format!("%{byte:02X}"));
        }
    }
    uri.push_str("?immutable=1");
    uri
}

/// The path's bytes as SQLite's file names take them.
#[cfg(unix)]
fn path_bytes(path: &Path) -> std::borrow::Cow<'_, [u8]> {
    use std::os::unix::ffi::OsStrExt;
    std::borrow::Cow::Borrowed(path.as_os_str().as_bytes())
}

/// The path's bytes as SQLite's file names take them: UTF-8, with `/` between the parts and a
/// drive letter after a `/` (`/C:/Users/…`).
#[cfg(not(unix))]
fn path_bytes(path: &Path) -> std::borrow::Cow<'_, [u8]> {
    let text = path.to_string_lossy().replace('\\', "/");
    let text = if text.as_bytes().get(1) == Some(&b':') {
        format!("/{text}")
    } else {
        text
    };
    std::borrow::Cow::Owned(text.into_bytes())
}

#[cfg(all(test, unix))]
mod tests {
    use super::*;

    #[test]
    fn a_path_with_signs_uris_use_is_escaped() {
        assert_eq!(
            immutable_uri(Path::new("/tmp/my games?#%.sqlite")),
            "file:///tmp/my%20games%3F%23%25.sqlite?immutable=1"
        );
        assert_eq!(
            immutable_uri(Path::new("games.sqlite")),
            "file:games.sqlite?immutable=1"
        );
        assert_eq!(
            immutable_uri(Path::new("//srv/games.sqlite")),
            "file:////srv/games.sqlite?immutable=1"
        );
    }
}
