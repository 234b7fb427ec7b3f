//! The lock file `<history>.lock` that orders the programs using one history. An open store
//! holds it shared (from before its checks until it is dropped); setting a damaged file aside
//! takes it exclusive, so no program is checking or using a file while it is moved. A lock is
//! released when its holder drops it or dies.
//!
//! The lock file is removed when a history was refused or could only be read, so nothing is
//! left beside such a file: by the last program to let go of it (the one that gets it
//! exclusive), and every holder checks, once it has the lock, that the name still leads to the
//! file it locked, and takes the lock again if not. Without that check, a program waiting on a
//! removed lock file would hold "the" lock while another held the new one.

use super::{StoreError, suffixed};
use std::fs::{File, OpenOptions, TryLockError};
use std::io::ErrorKind;
use std::path::{Path, PathBuf};

/// A held lock on a history's lock file; released when dropped.
#[derive(Debug)]
pub struct HistoryLock {
    file: File,
    path: PathBuf,
    /// Whether it is held exclusive.
    exclusive: bool,
    /// Whether to remove the lock file when dropped (if no other program holds it).
    tidy: bool,
}

impl HistoryLock {
    /// Waits for the lock shared with other programs using `history`. A lock file that exists
    /// but may not be written (a history of another user) is locked read-only.
    pub fn shared(history: &Path) -> Result<HistoryLock, StoreError> {
        HistoryLock::shared_at(suffixed(history, ".lock"))
    }

    /// [`HistoryLock::shared`] for the lock file at `path`.
    fn shared_at(path: PathBuf) -> Result<HistoryLock, StoreError> {
        loop {
            let file = lock_file(&path)?;
            file.lock_shared()
                .map_err(|source| cannot_lock(&path, source))?;
            if still_named(&path, &file) {
                return Ok(HistoryLock {
                    file,
                    path,
                    exclusive: false,
                    tidy: false,
                });
            }
        }
    }

    /// The lock held by no other program, to set `history` aside; `None` while another
    /// program holds it (it has the history open, or is setting it aside).
    pub fn try_exclusive(history: &Path) -> Result<Option<HistoryLock>, StoreError> {
        let path = suffixed(history, ".lock");
        loop {
            let file = lock_file(&path)?;
            match file.try_lock() {
                Ok(()) if still_named(&path, &file) => {
                    return Ok(Some(HistoryLock {
                        file,
                        path,
                        exclusive: true,
                        tidy: false,
                    }));
                }
                Ok(()) => {}
                Err(TryLockError::WouldBlock) => return Ok(None),
                Err(TryLockError::Error(source)) => return Err(cannot_lock(&path, source)),
            }
        }
    }

    /// Runs `work` while no other program holds the lock, and returns what it returned;
    /// `None`, without running it, while another program holds it. A shared lock is held again
    /// afterwards (waiting, if another program took it exclusive in between).
    pub fn alone<T>(&mut self, work: impl FnOnce() -> T) -> Result<Option<T>, StoreError> {
        if self.exclusive {
            return Ok(Some(work()));
        }
        // Going from shared to exclusive lets go of the shared lock first (flock), also when
        // the exclusive one is refused: the shared one is taken again in both cases.
        let done = match self.file.try_lock() {
            Ok(()) => Ok(Some(work())),
            Err(TryLockError::WouldBlock) => Ok(None),
            Err(TryLockError::Error(source)) => Err(cannot_lock(&self.path, source)),
        };
        self.file
            .lock_shared()
            .map_err(|source| cannot_lock(&self.path, source))?;
        if !still_named(&self.path, &self.file) {
            // The file locked was removed in between: lock the one now under the name. The old
            // lock must not tidy that one away when it is dropped here.
            let tidy = std::mem::replace(&mut self.tidy, false);
            let mut fresh = HistoryLock::shared_at(self.path.clone())?;
            fresh.tidy = tidy;
            *self = fresh;
        }
        done
    }

    /// Asks for the lock file to be removed when the lock is dropped, if no other program holds
    /// it then: for a history that was refused or could only be read, which is to be left with
    /// nothing beside it.
    pub fn tidy_when_dropped(&mut self, tidy: bool) {
        self.tidy = tidy;
    }
}

impl Drop for HistoryLock {
    fn drop(&mut self) {
        // Windows refuses to open a file whose removal is pending: never removed there.
        if !(cfg!(unix) && self.tidy) {
            return;
        }
        // Exclusive: no other program holds it or has it open to wait on; one that opens it
        // later finds the name gone or another file under it, and locks that one.
        if (self.exclusive || self.file.try_lock().is_ok()) && still_named(&self.path, &self.file) {
            let _ = std::fs::remove_file(&self.path);
        }
    }
}

/// Opens `path`, creating it empty if it is missing. A lock file that may not be written is
/// opened read-only (a lock needs no writing).
fn lock_file(path: &Path) -> Result<File, StoreError> {
    OpenOptions::new()
        .read(true)
        .write(true)
        .create(true)
        .truncate(false)
        .open(path)
        .or_else(|error| match error.kind() {
            // Another user's lock file, or one in a read-only folder: the lock file as it is,
            // or the reason none can be made.
            ErrorKind::PermissionDenied | ErrorKind::ReadOnlyFilesystem => {
                File::open(path).map_err(|_| error)
            }
            _ => Err(error),
        })
        .map_err(|source| cannot_lock(path, source))
}

/// Whether `path` still names `file` (the lock file was not removed or replaced while this
/// program waited for its lock).
#[cfg(unix)]
fn still_named(path: &Path, file: &File) -> bool {
    use std::os::unix::fs::MetadataExt;
    match (std::fs::metadata(path), file.metadata()) {
        (Ok(named), Ok(held)) => named.dev() == held.dev() && named.ino() == held.ino(),
        _ => false,
    }
}

/// Elsewhere a lock file is never removed while open (Windows refuses to), so the name always
/// leads to the file locked.
#[cfg(not(unix))]
fn still_named(_path: &Path, _file: &File) -> bool {
    true
}

fn cannot_lock(lock: &Path, source: std::io::Error) -> StoreError {
    StoreError::CannotLock {
        lock: lock.to_path_buf(),
        source,
    }
}
