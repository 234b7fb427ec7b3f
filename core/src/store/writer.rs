//! The connection every write goes through. A history opened for reading only (a full disk, a
//! read-only file or folder) is opened for writing again first: the player may have freed
//! some space meanwhile, and then the move is saved as if nothing had happened.

use super::limit::Limit;
use super::{Store, StoreError};
use rusqlite::Connection;

impl Store {
    /// The connection to write with. A history open for reading only is opened for writing
    /// again first; while it still cannot be written, the write is refused with
    /// [`StoreError::PhoneFull`] or [`StoreError::ReadOnly`], and nothing changes.
    pub(super) fn writer(&mut self) -> Result<&mut Connection, StoreError> {
        if let Some(limit) = self.read_only {
            self.reopen_for_writing(limit)?;
        }
        Ok(&mut self.conn)
    }

    /// Refuses a write on a history open for reading only, without trying to open it again
    /// (for a caller that cannot change the store).
    pub(super) fn check_writable(&self) -> Result<(), StoreError> {
        self.read_only.map_or(Ok(()), |limit| Err(limit.refusal()))
    }

    /// Opens the history for writing as [`Store::open`] does (checks, migrations), in place
    /// of the connection that only reads. The lock is taken first if there was none (no lock
    /// file could be made then).
    #[cfg(not(target_family = "wasm"))]
    fn reopen_for_writing(&mut self, limit: Limit) -> Result<(), StoreError> {
        if self.lock.is_none() {
            let mut lock =
                super::lock::HistoryLock::shared(&self.path).map_err(|_| limit.refusal())?;
            lock.tidy_when_dropped(true);
            self.lock = Some(lock);
        }
        let fresh = Store::open_checked(&self.path, self.clock, self.lock.as_mut(), None)?;
        if let Some(still) = fresh.read_only {
            return Err(still.refusal());
        }
        self.conn = fresh.conn;
        self.read_only = None;
        if let Some(lock) = &mut self.lock {
            lock.tidy_when_dropped(false);
        }
        Ok(())
    }

    /// In a browser a history is never opened for reading only.
    #[cfg(target_family = "wasm")]
    fn reopen_for_writing(&mut self, limit: Limit) -> Result<(), StoreError> {
        Err(limit.refusal())
    }
}
