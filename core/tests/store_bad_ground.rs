//! Story tests of a history given something that is not a file: a folder, a pipe or a device
//! is refused at once, with a message that says what it is, and nothing is made beside it.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]
#![cfg(unix)]

use catapult_core::store::{Store, StoreError};
use std::path::{Path, PathBuf};
use std::sync::mpsc;
use std::time::Duration;

/// The names in `folder`, sorted.
fn names(folder: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(folder)
        .unwrap()
        .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

/// Opens the history at `path` on another thread and waits at most 10 s for the answer: a
/// history that hangs on a pipe fails the test instead of hanging it.
fn open_within_ten_seconds(path: PathBuf) -> Result<(), StoreError> {
    let (sender, answer) = mpsc::channel();
    std::thread::spawn(move || {
        let _ = sender.send(Store::open(&path).map(drop));
        // Both ways of opening refuse it the same; open_or_move_aside never moves it.
        let _ = sender.send(Store::open_or_move_aside(&path).map(drop));
    });
    let first = answer
        .recv_timeout(Duration::from_secs(10))
        .expect("opening the history hung");
    let second = answer
        .recv_timeout(Duration::from_secs(10))
        .expect("opening the history to set it aside hung");
    assert_eq!(
        first.as_ref().err().map(ToString::to_string),
        second.as_ref().err().map(ToString::to_string)
    );
    first
}

fn refused_as(result: Result<(), StoreError>, what: &str) -> String {
    match result {
        Err(error @ StoreError::NotAFile { what: found, .. }) => {
            assert_eq!(found, what);
            error.to_string()
        }
        other => panic!("expected {what} to be refused as no file, got {other:?}"),
    }
}

#[test]
fn a_folder_given_as_the_history_is_refused_and_nothing_is_made_beside_it() {
    let dir = tempfile::tempdir().unwrap();
    let folder = dir.path().join("games.sqlite");
    std::fs::create_dir(&folder).unwrap();
    let before = names(dir.path());
    let message = refused_as(open_within_ten_seconds(folder.clone()), "a folder");
    assert!(
        message.contains("is a folder, not a game history file; give the path of a file"),
        "{message}"
    );
    assert_eq!(names(dir.path()), before, "nothing beside it");
    assert!(names(&folder).is_empty(), "nothing inside it");
}

#[test]
fn a_pipe_given_as_the_history_is_refused_at_once_not_waited_on() {
    let dir = tempfile::tempdir().unwrap();
    let pipe = dir.path().join("games.sqlite");
    let made = std::process::Command::new("mkfifo")
        .arg(&pipe)
        .status()
        .unwrap();
    assert!(made.success(), "mkfifo {}", pipe.display());
    let before = names(dir.path());
    let message = refused_as(open_within_ten_seconds(pipe), "a pipe (FIFO)");
    assert!(
        message.contains("is a pipe (FIFO), not a game history file"),
        "{message}"
    );
    assert_eq!(names(dir.path()), before, "nothing beside it");
}

#[test]
fn a_device_given_as_the_history_is_refused_and_no_lock_file_is_made_for_it() {
    let device = PathBuf::from("/dev/null");
    let lock = Path::new("/dev/null.lock");
    // A lock file some earlier program left there is not this test's to judge.
    let there_before = lock.exists();
    let message = refused_as(open_within_ten_seconds(device), "a device");
    assert!(message.starts_with("/dev/null is a device"), "{message}");
    assert_eq!(
        lock.exists(),
        there_before,
        "no lock file made beside /dev/null"
    );
}
