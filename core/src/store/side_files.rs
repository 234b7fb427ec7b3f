//! The files SQLite keeps beside a history: the write-ahead log `<history>-wal` (the latest
//! commits, until they are folded into the file) and its shared-memory index `<history>-shm`
//! (no data: rebuilt from the log when missing). An attempt to open a history for writing on a
//! full disk makes both and cannot grow the index; [`SideFiles`] removes what such an attempt
//! made, so a history that could only be read is left as it was found.

use super::suffixed;
use std::path::Path;

#[cfg(not(target_family = "wasm"))]
/// Which of a history's files existed before an attempt to open it for writing.
#[derive(Debug, Clone, Copy)]
pub struct SideFiles {
    file: bool,
    log: bool,
    index: bool,
}

#[cfg(not(target_family = "wasm"))]
impl SideFiles {
    /// Looks at what is there now.
    pub fn look(history: &Path) -> SideFiles {
        SideFiles {
            file: history.exists(),
            log: suffixed(history, "-wal").exists(),
            index: has_index(history),
        }
    }

    /// Removes what the attempt made since [`SideFiles::look`]: the `-shm`, and the `-wal` and
    /// the history itself if they are empty (holding no game). Only while no other program
    /// has the history open (the lock file's exclusive lock): another program's open history
    /// may be using them. A file that cannot be removed is left.
    pub fn remove_made_since(self, history: &Path) {
        if !self.index {
            let _ = std::fs::remove_file(suffixed(history, "-shm"));
        }
        if !self.log && log_is_empty(history) {
            let _ = std::fs::remove_file(suffixed(history, "-wal"));
        }
        if !self.file && std::fs::metadata(history).is_ok_and(|made| made.len() == 0) {
            let _ = std::fs::remove_file(history);
        }
    }
}

#[cfg(not(target_family = "wasm"))]
/// How many bytes the history's `-wal` holds; `None` if it has none (or that cannot be known:
/// a browser's file system is not `std::fs`).
pub fn log_len(history: &Path) -> Option<u64> {
    std::fs::metadata(suffixed(history, "-wal"))
        .ok()
        .map(|log| log.len())
}

/// Whether the history's `-wal` is missing or holds no byte. `false` where that cannot be
/// known (a browser's file system is not `std::fs`).
pub fn log_is_empty(history: &Path) -> bool {
    match std::fs::metadata(suffixed(history, "-wal")) {
        Ok(log) => log.len() == 0,
        Err(error) => error.kind() == std::io::ErrorKind::NotFound,
    }
}

#[cfg(not(target_family = "wasm"))]
/// Whether the history has a `-shm`.
pub fn has_index(history: &Path) -> bool {
    suffixed(history, "-shm").exists()
}
