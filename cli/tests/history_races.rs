//! Programs racing for one history file: many `catapult` processes opening a new or a damaged
//! history at the same moment. Each story is run several times, because a race shows only
//! now and then.

// Test helpers may unwrap: a failure is the test failing.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use std::path::Path;
use std::process::{Output, Stdio};

mod common;
use common::{TempDir, catapult_command, text};

/// Starts `programs` runs of `catapult history --db DB` together and waits for them all.
fn histories_at_once(db: &Path, programs: usize) -> Vec<Output> {
    let running: Vec<_> = (0..programs)
        .map(|_| {
            catapult_command()
                .arg("history")
                .arg("--db")
                .arg(db)
                .stdin(Stdio::null())
                .stdout(Stdio::piped())
                .stderr(Stdio::piped())
                .spawn()
                .unwrap()
        })
        .collect();
    running
        .into_iter()
        .map(|program| program.wait_with_output().unwrap())
        .collect()
}

/// The names of the files in `dir`.
fn file_names(dir: &Path) -> Vec<String> {
    std::fs::read_dir(dir)
        .unwrap()
        .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
        .collect()
}

#[test]
fn eight_programs_opening_the_same_damaged_history_keep_its_bytes_in_exactly_one_corrupt_file() {
    for run in 0..10u32 {
        let dir = TempDir::new(&format!("race-damaged-{run}"));
        let db = dir.file("games.sqlite");
        let damaged: Vec<u8> = (0..8192u32).map(|i| (i * 7 + run) as u8).collect();
        std::fs::write(&db, &damaged).unwrap();

        let outputs = histories_at_once(&db, 8);

        for output in &outputs {
            assert!(
                output.status.success(),
                "run {run}: {}",
                text(&output.stderr)
            );
        }
        let notices = outputs
            .iter()
            .filter(|output| text(&output.stderr).contains("was moved to"))
            .count();
        assert_eq!(notices, 1, "run {run}: one program sets the file aside");
        let copies: Vec<String> = file_names(&dir.0)
            .into_iter()
            .filter(|name| name.starts_with("games.sqlite.corrupt-"))
            .filter(|name| !name.ends_with("-wal") && !name.ends_with("-shm"))
            .collect();
        assert_eq!(copies.len(), 1, "run {run}: {copies:?}");
        assert_eq!(std::fs::read(dir.file(&copies[0])).unwrap(), damaged);
    }
}

#[test]
fn a_new_history_opened_by_sixteen_programs_at_once_is_never_refused() {
    for run in 0..8 {
        let dir = TempDir::new(&format!("race-new-{run}"));
        let db = dir.file("games.sqlite");

        let outputs = histories_at_once(&db, 16);

        for output in &outputs {
            assert!(
                output.status.success(),
                "run {run}: {}",
                text(&output.stderr)
            );
            assert!(
                text(&output.stdout).contains("No saved games yet"),
                "run {run}: {}",
                text(&output.stdout)
            );
        }
        assert!(
            !file_names(&dir.0)
                .iter()
                .any(|name| name.contains("corrupt")),
            "run {run}: a new history is never set aside"
        );
    }
}
