//! Opening a connection: checks that the file is ours and not newer, WAL, then the migrations
//! in one `BEGIN IMMEDIATE` transaction.

use super::error::StoreError;
use super::schema::{APPLICATION_ID, MIGRATIONS, SCHEMA_VERSION};
use super::stats;
use rusqlite::{Connection, TransactionBehavior};
use std::path::Path;
use std::time::Duration;

/// How long a write waits for another connection's lock before failing, in milliseconds.
pub const BUSY_TIMEOUT_MS: u64 = 5_000;

/// Readies a freshly opened connection. Until the checks pass nothing is written, so a damaged,
/// foreign or newer file is left byte for byte as it was.
pub fn prepare(conn: &mut Connection, path: &Path) -> Result<(), StoreError> {
    let classify = |error: rusqlite::Error| {
        if StoreError::is_not_a_database(&error) {
            StoreError::NotADatabase {
                path: path.to_path_buf(),
                source: error,
            }
        } else {
            StoreError::Sqlite(error)
        }
    };
    conn.busy_timeout(Duration::from_millis(BUSY_TIMEOUT_MS))
        .map_err(classify)?;
    conn.pragma_update(None, "foreign_keys", true)
        .map_err(classify)?;
    // Reading the header is what finds a file that is not a database.
    check(conn, path).map_err(|error| match error {
        StoreError::Sqlite(error) => classify(error),
        other => other,
    })?;
    // WAL cannot change inside a transaction; it stays set in the file.
    let _mode: String = conn
        .query_row("PRAGMA journal_mode = WAL", [], |row| row.get(0))
        .map_err(classify)?;
    conn.pragma_update(None, "synchronous", "NORMAL")
        .map_err(classify)?;
    migrate(conn, path)
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
