//! Story tests of a damaged, newer or foreign history file: a damaged one is set aside with its
//! bytes and never written into; a newer or foreign one is refused and stays byte for byte,
//! with its `-wal`.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use catapult_core::bots::{BotLevel, seat_seed};
use catapult_core::rules::{CatapultRules, GameConfig};
use catapult_core::store::{GameFilter, Seat, Store, StoreError, schema};
use rand_chacha::ChaCha8Rng;
use rand_core::{Rng, SeedableRng};
use rusqlite::Connection;
use rusqlite::config::DbConfig;
use std::path::{Path, PathBuf};

fn base_game() -> GameConfig {
    let mut config = GameConfig::new(2);
    config.rules.catapult = CatapultRules::Off;
    config
}

fn table() -> [Seat; 2] {
    [
        Seat::bot("Anna", "red", BotLevel::Random),
        Seat::bot("Ben", "blue", BotLevel::Random),
    ]
}

/// A history at `path` with `games` base games of two random bots played to the end by the
/// app, every action stored; closed, so that all of it is in the file itself.
fn history_with_games(path: &Path, games: u64) {
    let mut store = Store::open(path).unwrap();
    for seed in 1..=games {
        let mut saved = store.start_game(&base_game(), seed, &table()).unwrap();
        let mut bots: Vec<_> = (0..2)
            .map(|seat| BotLevel::Random.bot(seat_seed(seed, seat)))
            .collect();
        while let Some(action) = bots[saved.game().current_player()].choose(saved.game()) {
            saved.play(&mut store, action).unwrap();
        }
        assert!(saved.game().is_over());
    }
}

/// Runs `sql` on the file as another program would, and leaves what it wrote in a live
/// `-wal` (as after a crash): the log is not copied into the file on close.
fn leave_a_live_wal(path: &Path, sql: &str) {
    let conn = Connection::open(path).unwrap();
    conn.set_db_config(DbConfig::SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, true)
        .unwrap();
    conn.execute_batch(sql).unwrap();
    drop(conn);
    assert!(side(path, "-wal").exists());
}

/// `path` with `suffix` added to its name.
fn side(path: &Path, suffix: &str) -> PathBuf {
    PathBuf::from(format!("{}{suffix}", path.display()))
}

/// The file and its `-wal`, byte for byte (`None` for a missing one).
fn file_and_wal(path: &Path) -> (Option<Vec<u8>>, Option<Vec<u8>>) {
    (
        std::fs::read(path).ok(),
        std::fs::read(side(path, "-wal")).ok(),
    )
}

/// What SQLite's full `PRAGMA integrity_check` finds wrong with `bytes` (read from a copy,
/// so the file under test is not touched); empty for a sound file.
fn integrity_problems(bytes: &[u8]) -> Vec<String> {
    let dir = tempfile::tempdir().unwrap();
    let copy = dir.path().join("copy.sqlite");
    std::fs::write(&copy, bytes).unwrap();
    let conn = Connection::open(&copy).unwrap();
    let problems = conn
        .prepare("PRAGMA integrity_check")
        .and_then(|mut statement| {
            statement
                .query_map([], |row| row.get::<_, String>(0))?
                .collect::<Result<Vec<_>, _>>()
        });
    match problems {
        Ok(lines) if lines == ["ok"] => Vec::new(),
        Ok(lines) => lines,
        Err(error) => vec![error.to_string()],
    }
}

/// Damage that `PRAGMA quick_check` does not look for: an index out of step with its table,
/// rows out of key order.
fn unseen_by_quick_check(problem: &str) -> bool {
    [
        "missing from index",
        "PRIMARY KEY order",
        "wrong # of entries in index",
    ]
    .iter()
    .any(|kind| problem.contains(kind))
}

/// `bytes` with three runs of 64 random bytes (from `seed`) written over it, past the header.
fn scribbled(bytes: &[u8], seed: u64) -> Vec<u8> {
    const RUN: usize = 64;
    const HEADER: usize = 100;
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut damaged = bytes.to_vec();
    for _ in 0..3 {
        let room = (bytes.len() - HEADER - RUN) as u64;
        let at = HEADER + (rng.next_u64() % room) as usize;
        rng.fill_bytes(&mut damaged[at..at + RUN]);
    }
    damaged
}

#[test]
fn a_history_with_scribbled_pages_is_set_aside_not_written_into() {
    let dir = tempfile::tempdir().unwrap();
    let original = dir.path().join("original.sqlite");
    history_with_games(&original, 4);
    let pristine = std::fs::read(&original).unwrap();
    let mut set_aside = 0;
    for seed in 0..12 {
        let path = dir.path().join(format!("scribbled-{seed}.sqlite"));
        let damaged = scribbled(&pristine, seed);
        std::fs::write(&path, &damaged).unwrap();
        let problems = integrity_problems(&damaged);

        let (mut store, moved) = Store::open_or_move_aside(&path).unwrap();

        let Some(moved) = moved else {
            assert!(
                problems
                    .iter()
                    .all(|problem| unseen_by_quick_check(problem)),
                "scribble {seed} is damaged but was used: {problems:?}"
            );
            continue;
        };
        assert!(!problems.is_empty(), "scribble {seed} was sound");
        set_aside += 1;
        assert_eq!(std::fs::read(&moved).unwrap(), damaged, "scribble {seed}");
        assert!(
            store
                .list_games(&GameFilter::default(), 0, 10)
                .unwrap()
                .is_empty()
        );
        // A new game goes into the new history, not into the damaged copy.
        store.start_game(&base_game(), 9, &table()).unwrap();
        drop(store);
        assert_eq!(std::fs::read(&moved).unwrap(), damaged, "scribble {seed}");
        assert!(!side(&moved, "-wal").exists(), "scribble {seed}");
    }
    assert!(
        set_aside >= 8,
        "only {set_aside} of 12 scribbles did damage"
    );
}

#[test]
fn a_damaged_header_with_a_live_wal_is_moved_aside_before_any_merge() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("history.sqlite");
    history_with_games(&path, 1);
    // The log holds a newer copy of page 1, which SQLite would read instead of the damaged one.
    leave_a_live_wal(&path, "UPDATE games SET updated_ms = updated_ms + 1");
    let mut bytes = std::fs::read(&path).unwrap();
    bytes[..16].copy_from_slice(b"scribbled header");
    std::fs::write(&path, &bytes).unwrap();
    let (file, wal) = file_and_wal(&path);

    let (store, moved) = Store::open_or_move_aside(&path).unwrap();

    let moved = moved.expect("the damaged file was set aside");
    assert_eq!(file_and_wal(&moved), (file, wal));
    assert!(
        store
            .list_games(&GameFilter::default(), 0, 10)
            .unwrap()
            .is_empty()
    );
}

/// Opens the history at `path` both ways and returns why it was refused, checking that the
/// file and its `-wal` stayed byte for byte and nothing was set aside.
fn refused_untouched(path: &Path) -> StoreError {
    let before = file_and_wal(path);
    assert!(before.1.is_some(), "the test needs a live -wal");
    let error = Store::open(path).unwrap_err();
    assert_eq!(file_and_wal(path), before);
    let again = Store::open_or_move_aside(path).unwrap_err();
    assert_eq!(again.to_string(), error.to_string());
    assert_eq!(file_and_wal(path), before);
    let folder = std::fs::read_dir(path.parent().unwrap()).unwrap();
    assert!(
        folder
            .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
            .all(|name| !name.contains("corrupt")),
        "nothing is set aside"
    );
    error
}

#[test]
fn a_newer_history_and_its_wal_stay_byte_for_byte() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("history.sqlite");
    history_with_games(&path, 1);
    let newer = schema::SCHEMA_VERSION + 1;
    // The newer app's upgrade is still in the log only.
    leave_a_live_wal(
        &path,
        &format!("CREATE TABLE from_the_future (x); PRAGMA user_version = {newer};"),
    );

    let error = refused_untouched(&path);

    assert!(
        matches!(error, StoreError::TooNew { found, .. } if found == newer),
        "{error:?}"
    );
}

#[test]
fn a_database_of_another_program_and_its_wal_stay_byte_for_byte() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("recipes.sqlite");
    leave_a_live_wal(
        &path,
        "PRAGMA journal_mode = WAL; CREATE TABLE recipes (name TEXT);
         INSERT INTO recipes VALUES ('bread');",
    );

    let error = refused_untouched(&path);

    assert!(matches!(error, StoreError::NotOurs { .. }), "{error:?}");
}

#[test]
fn a_damaged_history_that_another_program_has_open_is_not_moved_from_under_it() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("history.sqlite");
    history_with_games(&path, 1);
    // Another program plays on; meanwhile the file is damaged under it.
    let in_use = Store::open(&path).unwrap();
    let mut bytes = std::fs::read(&path).unwrap();
    bytes[..16].copy_from_slice(b"scribbled header");
    std::fs::write(&path, &bytes).unwrap();

    let error = Store::open_or_move_aside(&path).unwrap_err();

    assert!(
        matches!(error, StoreError::DamagedInUse { .. }),
        "{error:?}"
    );
    assert!(
        error.to_string().contains("close Catapult everywhere else"),
        "{error}"
    );
    assert_eq!(std::fs::read(&path).unwrap(), bytes);
    // Once the other program has closed it, it is set aside.
    drop(in_use);
    let (_store, moved) = Store::open_or_move_aside(&path).unwrap();
    assert_eq!(std::fs::read(moved.unwrap()).unwrap(), bytes);
}
