//! Story tests of a history given something that is not a file: a folder, a pipe or a device
//! is refused at once, with a message that says what it is, and nothing is made beside it; and
//! of a file refused as no history of this app's (not a database, newer, another program's),
//! which is left byte for byte with nothing beside it. A full phone and a read-only history
//! have stories of their own (store_full_phone.rs, store_read_only.rs).

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]
#![cfg(unix)]

mod bad_ground;

use bad_ground::{assert_untouched, folder, history_with_games, names};
use catapult_core::store::{Store, StoreError, schema};
use rusqlite::Connection;
use std::path::{Path, PathBuf};
use std::sync::mpsc;
use std::time::Duration;

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

/// Opens the file at `path` both ways (as every command does, and to set a damaged file
/// aside), and returns why it was refused, checking that its folder is as it was.
fn refused_and_left_as_it_was(path: &Path) -> StoreError {
    let dir = path.parent().unwrap();
    let before = folder(dir);
    let error = Store::open(path).unwrap_err();
    assert_untouched(dir, &before);
    if !matches!(error, StoreError::NotADatabase { .. }) {
        // A damaged file is set aside instead (store_damage.rs).
        let again = Store::open_or_move_aside(path).unwrap_err();
        assert_eq!(again.to_string(), error.to_string());
        assert_untouched(dir, &before);
    }
    error
}

#[test]
fn a_file_that_is_no_database_is_refused_and_nothing_is_made_beside_it() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("games.sqlite");
    std::fs::write(&path, "the scores of last summer, typed by hand\n").unwrap();
    let error = refused_and_left_as_it_was(&path);
    assert!(
        matches!(error, StoreError::NotADatabase { .. }),
        "{error:?}"
    );
}

#[test]
fn a_history_of_a_newer_app_is_refused_and_nothing_is_made_beside_it() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("games.sqlite");
    history_with_games(&path);
    let newer = schema::SCHEMA_VERSION + 1;
    Connection::open(&path)
        .unwrap()
        .pragma_update(None, "user_version", newer)
        .unwrap();
    let error = refused_and_left_as_it_was(&path);
    assert!(
        matches!(error, StoreError::TooNew { found, .. } if found == newer),
        "{error:?}"
    );
}

#[test]
fn a_database_of_another_program_is_refused_and_nothing_is_made_beside_it() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("recipes.sqlite");
    Connection::open(&path)
        .unwrap()
        .execute_batch("CREATE TABLE recipes (name TEXT); INSERT INTO recipes VALUES ('bread');")
        .unwrap();
    let error = refused_and_left_as_it_was(&path);
    assert!(matches!(error, StoreError::NotOurs { .. }), "{error:?}");
}

#[test]
fn a_newer_history_refused_by_many_programs_at_once_is_left_with_nothing_beside_it() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("games.sqlite");
    history_with_games(&path);
    Connection::open(&path)
        .unwrap()
        .pragma_update(None, "user_version", schema::SCHEMA_VERSION + 1)
        .unwrap();
    let before = folder(dir.path());
    // Each makes the lock file, or finds another's, and the last one out removes it.
    std::thread::scope(|scope| {
        for _ in 0..8 {
            scope.spawn(|| {
                for _ in 0..20 {
                    let error = Store::open(&path).unwrap_err();
                    assert!(matches!(error, StoreError::TooNew { .. }), "{error:?}");
                }
            });
        }
    });
    assert_untouched(dir.path(), &before);
}
