//! The lock file `<history>.lock` that orders the programs opening one history. Opening takes it
//! shared for the checks and migrations; setting a damaged file aside takes it exclusive, so no
//! program is half-way through opening a file while it is moved. It is an empty file that is
//! never deleted: deleting it while another program waits on it would let two programs each
//! hold "the" lock. A lock is released when its holder drops it or dies.

use super::{StoreError, suffixed};
use std::fs::{File, OpenOptions};
use std::path::Path;

/// A held lock on a history's lock file; released when dropped.
#[derive(Debug)]
pub struct HistoryLock {
    _file: File,
}

impl HistoryLock {
    /// Waits for the lock shared with other programs opening `history`.
    pub fn shared(history: &Path) -> Result<HistoryLock, StoreError> {
        HistoryLock::take(history, File::lock_shared)
    }

    /// Waits for the lock held by no other program: to set `history` aside.
    pub fn exclusive(history: &Path) -> Result<HistoryLock, StoreError> {
        HistoryLock::take(history, File::lock)
    }

    fn take(
        history: &Path,
        lock: fn(&File) -> std::io::Result<()>,
    ) -> Result<HistoryLock, StoreError> {
        let path = suffixed(history, ".lock");
        let fail = |source| StoreError::CannotLock {
            lock: path.clone(),
            source,
        };
        let file = OpenOptions::new()
            .read(true)
            .write(true)
            .create(true)
            .truncate(false)
            .open(&path)
            .map_err(fail)?;
        lock(&file).map_err(fail)?;
        Ok(HistoryLock { _file: file })
    }
}
