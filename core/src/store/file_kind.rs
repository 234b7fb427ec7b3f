//! What a history path names: a regular file (or nothing yet) is a history; a folder, a pipe,
//! a device or a socket is refused from its metadata alone, before the lock file is made or
//! anything opens it (opening a pipe waits for a writer for ever).

use super::StoreError;
use std::path::Path;

/// Refuses `path` as [`StoreError::NotAFile`] if it names a folder, a pipe, a device or a
/// socket (a link is followed); a missing path is fine (a new history). Only the file's
/// metadata is read, so nothing blocks and nothing changes.
pub fn check_is_file(path: &Path) -> Result<(), StoreError> {
    let Ok(metadata) = std::fs::metadata(path) else {
        return Ok(());
    };
    let kind = metadata.file_type();
    if kind.is_file() {
        return Ok(());
    }
    let what = if kind.is_dir() {
        "a folder"
    } else {
        special_kind(&kind)
    };
    Err(StoreError::NotAFile {
        path: path.to_path_buf(),
        what,
    })
}

/// What a file that is neither a regular file nor a folder is.
#[cfg(unix)]
fn special_kind(kind: &std::fs::FileType) -> &'static str {
    use std::os::unix::fs::FileTypeExt;
    if kind.is_fifo() {
        "a pipe (FIFO)"
    } else if kind.is_socket() {
        "a socket"
    } else if kind.is_block_device() || kind.is_char_device() {
        "a device"
    } else {
        "a special file"
    }
}

/// What a file that is neither a regular file nor a folder is.
#[cfg(not(unix))]
fn special_kind(_kind: &std::fs::FileType) -> &'static str {
    "a special file"
}
