//! Story tests of a history the player may only read (issue 41): a file or a folder that may
//! not be written. Its games can be listed, resumed, replayed and exported; a move is refused
//! as read-only and the game stays as it was; nothing is made beside the file (no `-wal`,
//! `-shm` or `.lock`), and every file stays byte for byte. Run as root, each story reads as
//! `nobody` (bad_ground/player.rs), so it proves the same wherever it runs.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]
#![cfg(unix)]

mod bad_ground;

use bad_ground::player::{Player, set_mode};
use bad_ground::{
    READ_ONLY, assert_untouched, folder, history_with_games, look, refused_move, refused_saying,
};
use catapult_core::store::{GameStatus, Store, StoreError, schema};
use rusqlite::Connection;
use rusqlite::config::DbConfig;
use std::path::{Path, PathBuf};
use tempfile::TempDir;

/// A history with games in a folder of its own, the folder with `folder_mode` and the file
/// with `file_mode`. The folder the tests make their folders in is opened to all, so the player
/// can reach it when the tests run as root.
fn history_in_folder(folder_mode: u32, file_mode: u32) -> (TempDir, PathBuf, PathBuf) {
    let dir = tempfile::tempdir().unwrap();
    set_mode(dir.path(), 0o755);
    let folder = dir.path().join("history");
    std::fs::create_dir(&folder).unwrap();
    let path = folder.join("games.sqlite");
    history_with_games(&path);
    set_mode(&path, file_mode);
    set_mode(&folder, folder_mode);
    (dir, folder, path)
}

fn refused_as_read_only<T: std::fmt::Debug>(result: Result<T, StoreError>) {
    let error = refused_saying(result, READ_ONLY);
    assert!(matches!(error, StoreError::ReadOnly), "{error:?}");
}

/// The player opens the history at `path` both ways, looks at everything and tries a move,
/// which is refused; the game stays as it was, and nothing in `folder_path` changes.
fn only_read(player: &Player, folder_path: &Path, path: &Path, seen: &bad_ground::Seen) {
    let unfinished = seen.games[0].id;
    let before = player.as_owner(|| folder(folder_path));
    let mut store = Store::open(path).unwrap();
    assert_eq!(&look(&store, unfinished), seen);
    let mut saved = store.resume(unfinished).unwrap();
    let (_, error) = refused_move(&mut store, &mut saved, READ_ONLY);
    assert!(matches!(error, StoreError::ReadOnly), "{error:?}");
    refused_as_read_only(store.abandon_game(unfinished));
    drop(store);
    let (store, moved) = Store::open_or_move_aside(path).unwrap();
    assert!(moved.is_none());
    assert_eq!(&look(&store, unfinished), seen);
    drop(store);
    assert_untouched(folder_path, &before);
}

/// What the player sees of the history at `path`, looked at by its owner before.
fn seen_by_owner(path: &Path) -> bad_ground::Seen {
    let store = Store::open(path).unwrap();
    let unfinished = store.list_games(&Default::default(), 0, 1).unwrap()[0].id;
    let seen = look(&store, unfinished);
    drop(store);
    let _ = std::fs::remove_file(bad_ground::beside(path, ".lock"));
    seen
}

/// A history with games, made read-only for the player with these permissions, looked at and
/// played by the player with nothing changed ([`only_read`]).
fn only_read_with(folder_mode: u32, file_mode: u32) {
    let (_dir, folder, path) = history_in_folder(0o777, 0o644);
    let seen = seen_by_owner(&path);
    set_mode(&path, file_mode);
    set_mode(&folder, folder_mode);
    Player::runs(|player| only_read(player, &folder, &path, &seen));
    set_mode(&folder, 0o755);
}

#[test]
fn a_history_file_the_player_may_only_read_is_shown_whole_with_nothing_made_beside_it() {
    only_read_with(0o777, 0o444);
}

#[test]
fn a_history_in_a_folder_the_player_may_not_write_is_shown_whole() {
    // The file itself may be written, but no log or lock file can be made beside it.
    only_read_with(0o555, 0o666);
}

#[test]
fn a_read_only_history_whose_latest_change_is_only_in_its_log_shows_that_change() {
    let (_dir, folder, path) = history_in_folder(0o777, 0o644);
    let unfinished = seen_by_owner(&path).games[0].id;
    // The app was killed right after the player abandoned the game: it is in the log only.
    let conn = Connection::open(&path).unwrap();
    conn.set_db_config(DbConfig::SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, true)
        .unwrap();
    conn.execute(
        "UPDATE games SET status = 'abandoned' WHERE id = ?1",
        [unfinished.0],
    )
    .unwrap();
    drop(conn);
    let seen = seen_by_owner_leaving_the_log(&path);
    assert_eq!(seen.games[0].status, GameStatus::Abandoned);
    for file in bad_ground::names(&folder) {
        set_mode(&folder.join(file), 0o444);
    }
    set_mode(&folder, 0o555);
    Player::runs(|_player| {
        let before = folder_bytes(&folder);
        let store = Store::open(&path).unwrap();
        assert_eq!(look(&store, unfinished), seen, "the log is read");
        drop(store);
        assert_eq!(
            folder_bytes(&folder),
            before,
            "nothing made, nothing written"
        );
    });
    set_mode(&folder, 0o755);
}

/// What a player sees of the history at `path` whose log holds a change: read without
/// folding the log in, through a copy of the three files.
fn seen_by_owner_leaving_the_log(path: &Path) -> bad_ground::Seen {
    let copy = tempfile::tempdir().unwrap();
    let copied = copy.path().join("games.sqlite");
    for suffix in ["", "-wal", "-shm"] {
        std::fs::copy(
            bad_ground::beside(path, suffix),
            bad_ground::beside(&copied, suffix),
        )
        .unwrap();
    }
    assert!(bad_ground::beside(path, "-wal").exists(), "a live log");
    seen_by_owner(&copied)
}

/// The files of `folder` and their bytes, but the index `-shm`, whose bytes SQLite may update
/// when it reads (it holds no data).
fn folder_bytes(folder_path: &Path) -> Vec<(String, Vec<u8>)> {
    folder(folder_path)
        .into_iter()
        .map(|(name, bytes)| {
            if name.ends_with("-shm") {
                (name, Vec::new())
            } else {
                (name, bytes)
            }
        })
        .collect()
}

#[test]
fn once_the_history_may_be_written_again_the_refused_move_is_saved() {
    let (_dir, _folder, path) = history_in_folder(0o777, 0o644);
    let unfinished = seen_by_owner(&path).games[0].id;
    set_mode(&path, 0o444);
    let (played, hash) = Player::runs(|player| {
        let mut store = Store::open(&path).unwrap();
        let mut saved = store.resume(unfinished).unwrap();
        let (action, _) = refused_move(&mut store, &mut saved, READ_ONLY);
        player.as_owner(|| set_mode(&path, 0o666));
        // The same store and game in memory: the history is opened for writing.
        saved.play(&mut store, action).unwrap();
        (saved.game().actions().to_vec(), saved.game().state_hash())
    });
    let resumed = Store::open(&path).unwrap().resume(unfinished).unwrap();
    assert_eq!(resumed.game().actions(), played);
    assert_eq!(resumed.game().state_hash(), hash);
}

#[test]
fn a_newer_history_the_player_may_only_read_is_refused_as_newer_and_left_as_it_was() {
    let (_dir, history, path) = history_in_folder(0o777, 0o644);
    let newer = schema::SCHEMA_VERSION + 1;
    Connection::open(&path)
        .unwrap()
        .pragma_update(None, "user_version", newer)
        .unwrap();
    let _ = std::fs::remove_file(bad_ground::beside(&path, ".lock"));
    set_mode(&path, 0o444);
    Player::runs(|player| {
        let before = player.as_owner(|| folder(&history));
        let error = Store::open(&path).unwrap_err();
        assert!(
            matches!(error, StoreError::TooNew { found, .. } if found == newer),
            "{error:?}"
        );
        assert_untouched(&history, &before);
    });
}

#[test]
fn a_damaged_history_in_a_folder_the_player_may_not_write_is_refused_not_moved() {
    let (_dir, history, path) = history_in_folder(0o777, 0o644);
    let mut bytes = std::fs::read(&path).unwrap();
    bytes[..16].copy_from_slice(b"scribbled header");
    std::fs::write(&path, &bytes).unwrap();
    set_mode(&history, 0o555);
    Player::runs(|player| {
        let before = player.as_owner(|| folder(&history));
        let error = Store::open_or_move_aside(&path).unwrap_err();
        assert!(
            matches!(error, StoreError::NotADatabase { .. }),
            "{error:?}"
        );
        assert_untouched(&history, &before);
    });
    set_mode(&history, 0o755);
}
