//! The lock file `<history>.lock` that orders the programs using one history. An open store
//! holds it shared (from before its checks until it is dropped); setting a damaged file aside
//! takes it exclusive, so no program is checking or using a file while it is moved. It is an
//! empty file that is never deleted: deleting it while another program holds or waits for it
//! would let two programs each hold "the" lock. A lock is released when its holder drops it or
//! dies.

use super::{StoreError, suffixed};
use std::fs::{File, OpenOptions, TryLockError};
use std::path::{Path, PathBuf};

/// A held lock on a history's lock file; released when dropped.
#[derive(Debug)]
pub struct HistoryLock {
    _file: File,
}

impl HistoryLock {
    /// Waits for the lock shared with other programs using `history`.
    pub fn shared(history: &Path) -> Result<HistoryLock, StoreError> {
        let (file, path) = lock_file(history)?;
        file.lock_shared()
            .map_err(|source| cannot_lock(path, source))?;
        Ok(HistoryLock { _file: file })
    }

    /// The lock held by no other program, to set `history` aside; `None` while another
    /// program holds it (it has the history open, or is setting it aside).
    pub fn try_exclusive(history: &Path) -> Result<Option<HistoryLock>, StoreError> {
        let (file, path) = lock_file(history)?;
        match file.try_lock() {
            Ok(()) => Ok(Some(HistoryLock { _file: file })),
            Err(TryLockError::WouldBlock) => Ok(None),
            Err(TryLockError::Error(source)) => Err(cannot_lock(path, source)),
        }
    }
}

/// Opens (or creates, empty) `<history>.lock`.
fn lock_file(history: &Path) -> Result<(File, PathBuf), StoreError> {
    let path = suffixed(history, ".lock");
    match OpenOptions::new()
        .read(true)
        .write(true)
        .create(true)
        .truncate(false)
        .open(&path)
    {
        Ok(file) => Ok((file, path)),
        Err(source) => Err(cannot_lock(path, source)),
    }
}

fn cannot_lock(lock: PathBuf, source: std::io::Error) -> StoreError {
    StoreError::CannotLock { lock, source }
}
