//! Folding the write-ahead log back into the history's file. In WAL mode the latest games live
//! in `<history>-wal` until SQLite checkpoints, so a copy of the file alone (a phone's backup
//! that leaves the log out, say) would miss them, or catch the file half-written by a
//! checkpoint. After [`Store::fold_log_into_file`] the file holds everything and the log is
//! empty, so a copy of the file alone is the whole history.

use super::{Store, StoreError};

/// Why the log could not be folded in.
const BUSY: i64 = 1;

impl Store {
    /// Writes every committed change into the history's file and empties the log
    /// (`PRAGMA wal_checkpoint(TRUNCATE)`). Call it when the app goes to the background. Waits
    /// for another program's reads and writes for up to [`super::BUSY_TIMEOUT_MS`]; if they
    /// still hold the log, fails with [`StoreError::LogInUse`] and nothing is lost (the log
    /// keeps the changes). A history that is not in WAL mode (in memory) has nothing to do.
    pub fn fold_log_into_file(&self) -> Result<(), StoreError> {
        // A history open for reading only can fold nothing (and holds nothing new).
        self.check_writable()?;
        let busy: i64 = self
            .conn
            .query_row("PRAGMA wal_checkpoint(TRUNCATE)", [], |row| row.get(0))?;
        if busy == BUSY {
            return Err(StoreError::LogInUse {
                path: self.path.clone(),
            });
        }
        Ok(())
    }
}
