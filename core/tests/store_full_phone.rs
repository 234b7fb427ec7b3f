//! Story tests of a history on a full phone (issue 41): the games can still be listed,
//! resumed, replayed and exported; a move that cannot be saved is refused with "the phone is
//! full" and the game stays as it was; once space is freed the same move is saved, and
//! nothing was lost. Nothing is made beside a history that could only be read.
//!
//! The phone is filled with the file-size limit (`RLIMIT_FSIZE`): with `n` bytes "left", no
//! file may grow past `n` bytes, so SQLite cannot grow the 32 KiB index (`-shm`) it makes to
//! open a history, nor append to the log (`-wal`): the failures a full disk gives. It needs no
//! mount and no privilege, so it runs everywhere, as root or not. The limit holds for the
//! whole process, so each story runs in a process of its own: this test program started
//! again for that one test, with `SIGXFSZ` ignored (else the limit kills it instead of
//! failing the write).

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]
#![cfg(unix)]

mod bad_ground;

use bad_ground::{
    PHONE_FULL, assert_untouched, base_game, folder, look, new_history, play, refused_move,
    refused_saying, table,
};
use catapult_core::rules::Action;
use catapult_core::store::{SavedGame, Store, StoreError};
use rustix::process::{Resource, Rlimit, getrlimit, setrlimit};
use std::process::Command;

/// Set in the process a story runs in.
const STORY_PROCESS: &str = "CATAPULT_FULL_PHONE_STORY";

/// Runs `story`, the test `name`, in a process of its own (see the top of the file): started
/// here, the test runs this program again for that one test and checks that it ran and passed.
fn in_its_own_process(name: &str, story: fn()) {
    if std::env::var_os(STORY_PROCESS).is_some() {
        story();
        return;
    }
    let program = std::env::current_exe().unwrap();
    let output = Command::new("sh")
        .args(["-c", "trap '' XFSZ; exec \"$0\" \"$@\""])
        .arg(&program)
        .args([name, "--exact", "--nocapture", "--test-threads=1"])
        .env(STORY_PROCESS, "1")
        .output()
        .unwrap();
    let told = format!(
        "{}{}",
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    );
    assert!(
        output.status.success(),
        "the story failed in its process ({}):\n{told}",
        output.status
    );
    assert!(
        told.contains(&format!("test {name} ... ok")),
        "the story did not run in its process:\n{told}"
    );
}

/// No room left. A full disk still lets a file be made longer without a block of data (SQLite
/// sets its `-shm` to 3 bytes so, before it grows it); a limit of 0 would not, so "no room" is
/// a limit of 3 bytes: not one block of data fits.
const NO_ROOM: u64 = 3;

/// Leaves `left` bytes of room: no file may grow past that.
fn fill_the_phone(left: u64) {
    let limit = getrlimit(Resource::Fsize);
    setrlimit(
        Resource::Fsize,
        Rlimit {
            current: Some(left),
            maximum: limit.maximum,
        },
    )
    .unwrap();
}

/// Frees the space again.
fn free_some_space() {
    let limit = getrlimit(Resource::Fsize);
    setrlimit(
        Resource::Fsize,
        Rlimit {
            current: limit.maximum,
            maximum: limit.maximum,
        },
    )
    .unwrap();
}

fn refused_as_full<T: std::fmt::Debug>(result: Result<T, StoreError>) {
    let error = refused_saying(result, PHONE_FULL);
    assert!(matches!(error, StoreError::PhoneFull), "{error:?}");
}

/// Tries the next move, which the full phone refuses; the game stays as it was.
fn move_refused_as_full(store: &mut Store, saved: &mut SavedGame) -> Action {
    let (action, error) = refused_move(store, saved, PHONE_FULL);
    assert!(matches!(error, StoreError::PhoneFull), "{error:?}");
    action
}

#[test]
fn a_phone_that_filled_up_while_the_app_was_closed_still_shows_every_game() {
    in_its_own_process(
        "a_phone_that_filled_up_while_the_app_was_closed_still_shows_every_game",
        || {
            // No room, and 8 KiB: too little for the index SQLite needs to open.
            for left in [NO_ROOM, 8 << 10] {
                let (dir, path, unfinished) = new_history();
                let seen = look(&Store::open(&path).unwrap(), unfinished);
                std::fs::remove_file(bad_ground::beside(&path, ".lock")).unwrap();
                let before = folder(dir.path());

                fill_the_phone(left);
                let mut store = Store::open(&path).unwrap();
                assert_eq!(look(&store, unfinished), seen, "{left} bytes left");
                let mut saved = store.resume(unfinished).unwrap();
                let game = saved.game().clone();
                let action = move_refused_as_full(&mut store, &mut saved);
                refused_as_full(store.start_game(&base_game(), 9, &table()));
                refused_as_full(store.abandon_game(unfinished));
                drop(store);
                // Opened for setting a damaged file aside, it is opened the same.
                let (store, moved) = Store::open_or_move_aside(&path).unwrap();
                assert!(moved.is_none());
                assert_eq!(look(&store, unfinished), seen);
                drop(store);
                assert_untouched(dir.path(), &before);

                free_some_space();
                let mut store = Store::open(&path).unwrap();
                let mut saved = store.resume(unfinished).unwrap();
                saved.play(&mut store, action).unwrap();
                drop(store);
                let resumed = Store::open(&path).unwrap().resume(unfinished).unwrap();
                assert_eq!(resumed.game().actions().len(), game.actions().len() + 1);
                assert_eq!(
                    &resumed.game().actions()[..game.actions().len()],
                    game.actions()
                );
            }
        },
    );
}

#[test]
fn the_phone_fills_up_mid_game_and_the_refused_move_is_saved_once_space_is_freed() {
    in_its_own_process(
        "the_phone_fills_up_mid_game_and_the_refused_move_is_saved_once_space_is_freed",
        || {
            let (_dir, path, unfinished) = new_history();
            // The app is open, the game under way: its log and index are there.
            let mut store = Store::open(&path).unwrap();
            let mut saved = store.resume(unfinished).unwrap();
            play(&mut store, &mut saved, 3);
            let seen = look(&store, unfinished);

            fill_the_phone(NO_ROOM);
            let action = move_refused_as_full(&mut store, &mut saved);
            assert_eq!(look(&store, unfinished), seen, "still shown as it was");

            free_some_space();
            saved.play(&mut store, action).unwrap();
            play(&mut store, &mut saved, usize::MAX);
            assert!(saved.game().is_over());
            drop(store);
            let resumed = Store::open(&path).unwrap().resume(unfinished).unwrap();
            assert_eq!(resumed.game().actions(), saved.game().actions());
            assert_eq!(resumed.game().state_hash(), saved.game().state_hash());
        },
    );
}

#[test]
fn a_history_opened_on_a_full_phone_takes_the_move_once_space_is_freed() {
    in_its_own_process(
        "a_history_opened_on_a_full_phone_takes_the_move_once_space_is_freed",
        || {
            let (_dir, path, unfinished) = new_history();

            fill_the_phone(NO_ROOM);
            let mut store = Store::open(&path).unwrap();
            let mut saved = store.resume(unfinished).unwrap();
            let played = saved.game().actions().len();
            let action = move_refused_as_full(&mut store, &mut saved);
            refused_as_full(store.fold_log_into_file());

            free_some_space();
            // The same store, the same game in memory: the history is opened for writing.
            saved.play(&mut store, action).unwrap();
            play(&mut store, &mut saved, 5);
            let started = store.start_game(&base_game(), 9, &table()).unwrap();
            store.fold_log_into_file().unwrap();
            drop(store);
            let store = Store::open(&path).unwrap();
            let resumed = store.resume(unfinished).unwrap();
            assert_eq!(resumed.game().actions(), saved.game().actions());
            assert_eq!(resumed.game().actions().len(), played + 6);
            assert!(store.resume(started.id()).is_ok());
        },
    );
}

#[test]
fn a_new_history_on_a_full_phone_is_refused_and_nothing_is_made() {
    in_its_own_process(
        "a_new_history_on_a_full_phone_is_refused_and_nothing_is_made",
        || {
            let dir = tempfile::tempdir().unwrap();
            let path = dir.path().join("games.sqlite");
            fill_the_phone(NO_ROOM);
            refused_as_full(Store::open(&path));
            assert!(bad_ground::names(dir.path()).is_empty(), "nothing made");
            free_some_space();
            let mut store = Store::open(&path).unwrap();
            store.start_game(&base_game(), 1, &table()).unwrap();
        },
    );
}
