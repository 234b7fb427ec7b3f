//! Setting a damaged history aside: it becomes `<path>.corrupt-<unix ms>` (`-2`, `-3`, … added
//! if that name is taken), with its `-wal`, `-shm` and `-journal`. Each name is claimed first by
//! creating it (create-new, which fails if the name exists), so no file is ever replaced.
//! The caller holds the history's exclusive lock.

use super::{StoreError, suffixed};
use std::fs::OpenOptions;
use std::io::ErrorKind;
use std::path::{Path, PathBuf};

/// The files SQLite keeps next to a database; they belong to it and move with it.
const SIDE_FILES: [&str; 3] = ["-wal", "-shm", "-journal"];

/// Names tried before giving up (only a folder full of `.corrupt` files of this very
/// millisecond runs out).
const NAMES_TRIED: u32 = 1_000;

/// Moves the file at `path` and its side files to a new `.corrupt` name, stamped `now_ms`
/// (milliseconds since the Unix epoch); returns that name.
pub fn move_aside(path: &Path, now_ms: i64) -> Result<PathBuf, StoreError> {
    let sides: Vec<&str> = SIDE_FILES
        .into_iter()
        .filter(|side| suffixed(path, side).exists())
        .collect();
    let target = claim_name(path, now_ms, &sides)?;
    // The side files go first: a damaged file's `-wal` left behind would be read into the new
    // history started at `path`.
    for side in &sides {
        let moved = suffixed(&target, side);
        match std::fs::rename(suffixed(path, side), &moved) {
            Ok(()) => {}
            // Gone meanwhile (SQLite deletes an empty `-journal`): nothing to keep.
            Err(error) if error.kind() == ErrorKind::NotFound => {
                let _ = std::fs::remove_file(&moved);
            }
            Err(source) => return Err(failed(path, &target, source)),
        }
    }
    std::fs::rename(path, &target).map_err(|source| failed(path, &target, source))?;
    Ok(target)
}

/// Claims `<path>.corrupt-<now_ms>[-n]` and its side-file names by creating them empty.
fn claim_name(path: &Path, now_ms: i64, sides: &[&str]) -> Result<PathBuf, StoreError> {
    let stamp = format!(".corrupt-{now_ms}");
    for attempt in 1..=NAMES_TRIED {
        let target = match attempt {
            1 => suffixed(path, &stamp),
            n => suffixed(path, &format!("{stamp}-{n}")),
        };
        let names: Vec<PathBuf> = std::iter::once(target.clone())
            .chain(sides.iter().map(|side| suffixed(&target, side)))
            .collect();
        let mut claimed = Vec::new();
        let outcome = names.iter().try_for_each(|name| {
            OpenOptions::new().write(true).create_new(true).open(name)?;
            claimed.push(name);
            Ok::<(), std::io::Error>(())
        });
        match outcome {
            Ok(()) => return Ok(target),
            Err(error) => {
                for name in claimed {
                    let _ = std::fs::remove_file(name);
                }
                if error.kind() != ErrorKind::AlreadyExists {
                    return Err(failed(path, &target, error));
                }
            }
        }
    }
    let error = std::io::Error::new(
        ErrorKind::AlreadyExists,
        format!("{NAMES_TRIED} names of this millisecond are taken"),
    );
    Err(failed(path, &suffixed(path, &stamp), error))
}

fn failed(path: &Path, target: &Path, source: std::io::Error) -> StoreError {
    StoreError::MoveAside {
        path: path.to_path_buf(),
        target: target.to_path_buf(),
        source,
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;

    #[test]
    fn a_taken_name_is_never_replaced_and_the_next_free_one_is_used() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("games.sqlite");
        std::fs::write(&path, b"damaged").unwrap();
        std::fs::write(suffixed(&path, "-wal"), b"its log").unwrap();
        // Someone's earlier copy, and a lone side file of the second name.
        let earlier = suffixed(&path, ".corrupt-7");
        std::fs::write(&earlier, b"an earlier copy").unwrap();
        std::fs::write(suffixed(&path, ".corrupt-7-2-wal"), b"a stray log").unwrap();

        let target = move_aside(&path, 7).unwrap();

        assert_eq!(target, suffixed(&path, ".corrupt-7-3"));
        assert_eq!(std::fs::read(&target).unwrap(), b"damaged");
        assert_eq!(
            std::fs::read(suffixed(&target, "-wal")).unwrap(),
            b"its log"
        );
        assert_eq!(std::fs::read(&earlier).unwrap(), b"an earlier copy");
        assert_eq!(
            std::fs::read(suffixed(&path, ".corrupt-7-2-wal")).unwrap(),
            b"a stray log"
        );
        assert!(!suffixed(&path, ".corrupt-7-2").exists());
        assert!(!path.exists());
        assert!(!suffixed(&path, "-wal").exists());
    }
}
