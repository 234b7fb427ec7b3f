//! Opening a connection: checks that the file is ours, not newer and not damaged (one read
//! transaction), WAL, then the migrations in one `BEGIN IMMEDIATE` transaction.

use super::error::StoreError;
use super::schema::{APPLICATION_ID, MIGRATIONS, SCHEMA_VERSION};
use super::side_files::log_is_empty;
use super::stats;
use rusqlite::config::DbConfig;
use rusqlite::{Connection, TransactionBehavior};
use std::path::Path;
use std::time::Duration;

/// How long a write waits for another connection's lock before failing, in milliseconds.
pub const BUSY_TIMEOUT_MS: u64 = 5_000;

/// Readies a freshly opened connection. Until the checks pass nothing is written and closing
/// merges no `-wal` into the file, so a damaged, foreign or newer file and its `-wal` are left
/// byte for byte as they were.
pub fn prepare(conn: &mut Connection, path: &Path) -> Result<(), StoreError> {
    let classify = classifier(path);
    set_up(conn, path)?;
    // The last connection to close checkpoints: it would copy a refused file's -wal into it.
    conn.set_db_config(DbConfig::SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, true)
        .map_err(classify)?;
    if let Err(error) = check_at_open(conn, path) {
        if log_is_empty(path) {
            // Nothing to merge: closing may checkpoint, which removes the `-wal` and `-shm`
            // that opening made, rather than leave them next to a refused file.
            let _ = conn.set_db_config(DbConfig::SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, false);
        }
        return Err(reclassified(error, path));
    }
    conn.set_db_config(DbConfig::SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, false)
        .map_err(classify)?;
    switch_to_wal(conn).map_err(classify)?;
    conn.pragma_update(None, "synchronous", "NORMAL")
        .map_err(classify)?;
    migrate(conn, path)
}

/// Readies a connection that may only read (`store::read_only`): the same checks as
/// [`prepare`], nothing written. Returns the schema version, which may be older than the
/// app's: bringing it up to date is left to a connection that may write.
#[cfg(not(target_family = "wasm"))]
pub fn check_reading(conn: &mut Connection, path: &Path) -> Result<i64, StoreError> {
    set_up(conn, path)?;
    check_at_open(conn, path).map_err(|error| reclassified(error, path))
}

/// What every connection has: the busy timeout and foreign keys.
fn set_up(conn: &Connection, path: &Path) -> Result<(), StoreError> {
    let classify = classifier(path);
    conn.busy_timeout(Duration::from_millis(BUSY_TIMEOUT_MS))
        .map_err(classify)?;
    conn.pragma_update(None, "foreign_keys", true)
        .map_err(classify)
}

/// Turns SQLite's error into the store's: a file that is not a database (or is damaged) is
/// [`StoreError::NotADatabase`], naming `path`.
fn classifier(path: &Path) -> impl Fn(rusqlite::Error) -> StoreError + Copy + '_ {
    move |error| {
        if StoreError::is_not_a_database(&error) {
            StoreError::NotADatabase {
                path: path.to_path_buf(),
                source: error,
            }
        } else {
            StoreError::from(error)
        }
    }
}

/// [`classifier`] for an error already turned into the store's (by `?`).
fn reclassified(error: StoreError, path: &Path) -> StoreError {
    match error {
        StoreError::Sqlite(error) => classifier(path)(error),
        other => other,
    }
}

/// The checks at open, in one read transaction so that another program's migration is seen
/// whole or not at all: reading the header (a file that is not a database fails here), the
/// version and owner ([`check`]), then `PRAGMA quick_check` (every page and record readable,
/// NOT NULL and CHECK constraints hold). Returns the schema version.
fn check_at_open(conn: &mut Connection, path: &Path) -> Result<i64, StoreError> {
    let tx = conn.transaction_with_behavior(TransactionBehavior::Deferred)?;
    let version = check(&tx, path)?;
    // One problem is enough to refuse the file, and stops the check early.
    let verdict: String = tx.query_row("PRAGMA quick_check(1)", [], |row| row.get(0))?;
    if verdict != "ok" {
        return Err(StoreError::damaged_file(
            path,
            rusqlite::ffi::SQLITE_CORRUPT,
            &verdict,
        ));
    }
    tx.commit()?;
    Ok(version)
}

/// Sets the file to WAL (it stays set in the file; it cannot change inside a transaction).
/// When programs open a new file at once, SQLite refuses all but one switch with SQLITE_BUSY
/// at once, without waiting (each holds a read lock and wants to write: waiting could
/// deadlock), so the switch is tried again, up to [`BUSY_TIMEOUT_MS`]; by then the file is
/// usually in WAL already and the switch has nothing to do.
#[cfg(not(target_family = "wasm"))]
fn switch_to_wal(conn: &Connection) -> rusqlite::Result<()> {
    use std::time::Instant;
    /// The pause between tries.
    const PAUSE: Duration = Duration::from_millis(5);
    let started = Instant::now();
    loop {
        match set_wal(conn) {
            Err(error)
                if error.sqlite_error_code() == Some(rusqlite::ErrorCode::DatabaseBusy)
                    && started.elapsed() < Duration::from_millis(BUSY_TIMEOUT_MS) =>
            {
                std::thread::sleep(PAUSE);
            }
            other => return other,
        }
    }
}

/// In a browser one worker holds the file alone (the OPFS pool VFS), and there is no clock
/// or sleep to wait with: one try.
#[cfg(target_family = "wasm")]
fn switch_to_wal(conn: &Connection) -> rusqlite::Result<()> {
    set_wal(conn)
}

fn set_wal(conn: &Connection) -> rusqlite::Result<()> {
    conn.query_row("PRAGMA journal_mode = WAL", [], |row| {
        row.get::<_, String>(0)
    })
    .map(drop)
}

/// Refuses a file of another program or of a newer app; returns its schema version.
fn check(conn: &Connection, path: &Path) -> Result<i64, StoreError> {
    let version: i64 = conn.query_row("PRAGMA user_version", [], |row| row.get(0))?;
    let application: i32 = conn.query_row("PRAGMA application_id", [], |row| row.get(0))?;
    let tables: i64 = conn.query_row("SELECT COUNT(*) FROM sqlite_schema", [], |row| row.get(0))?;
    let foreign = if application == 0 {
        // A file with tables but no id was made by someone else.
        version == 0 && tables > 0
    } else {
        application != APPLICATION_ID
    };
    if foreign || version < 0 {
        return Err(StoreError::NotOurs {
            path: path.to_path_buf(),
        });
    }
    if version > SCHEMA_VERSION {
        return Err(StoreError::TooNew {
            path: path.to_path_buf(),
            found: version,
            supported: SCHEMA_VERSION,
        });
    }
    Ok(version)
}

/// Runs the missing migrations, all in one transaction: either every one applies or none.
fn migrate(conn: &mut Connection, path: &Path) -> Result<(), StoreError> {
    let tx = conn.transaction_with_behavior(TransactionBehavior::Immediate)?;
    // Checked again under the lock: another process may have migrated meanwhile.
    let version = check(&tx, path)?;
    if version == SCHEMA_VERSION {
        return Ok(());
    }
    for migration in MIGRATIONS.iter().skip(version as usize) {
        tx.execute_batch(migration)?;
    }
    if version < 2 {
        // Version 2 added seat_stats: the games finished before it get theirs by replay.
        stats::backfill(&tx)?;
    }
    tx.pragma_update(None, "application_id", APPLICATION_ID)?;
    tx.pragma_update(None, "user_version", SCHEMA_VERSION)?;
    tx.commit()?;
    Ok(())
}
