//! A reader that goes away (`catapult history | head -c1`) ends a printing command quietly:
//! success, nothing on stderr, no panic.

// Test helpers may unwrap: a failure is the test failing.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use std::io::Read;
use std::path::Path;
use std::process::{Output, Stdio};

mod common;
use common::{TempDir, catapult_command, text};

/// Runs `catapult args` with its stdout a pipe whose reader closed before it started, so its
/// first write fails with a broken pipe (a reader that took one byte and left may or may not
/// leave room for the rest in the pipe's buffer; this one never does).
fn with_reader_gone(args: &[&str], db: &Path) -> Output {
    let (reader, writer) = std::io::pipe().unwrap();
    drop(reader);
    catapult_command()
        .args(args)
        .env("CATAPULT_DB", db)
        .stdin(Stdio::null())
        .stdout(writer)
        .stderr(Stdio::piped())
        .output()
        .unwrap()
}

#[test]
fn every_printing_command_ends_quietly_when_its_reader_has_gone() {
    let dir = TempDir::new("closed-pipe");
    let db = dir.file("games.sqlite");
    let db_arg = db.to_str().unwrap();
    let export = dir.file("game.json");
    let scenario = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../tests/scenarios/city-four-tiles-completed.json"
    );
    let trace = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../tests/traces/flick-hard-100hz.csv"
    );
    let png = dir.file("board.png");
    // The same game again is refused, so it is imported into a second history.
    let other = dir.file("other.sqlite");
    let commands: Vec<Vec<&str>> = vec![
        vec!["demo", "--players", "2", "--seed", "3"],
        vec!["history"],
        vec!["stats"],
        vec!["export", "1"],
        vec!["export", "1", "--out", export.to_str().unwrap()],
        vec![
            "import",
            export.to_str().unwrap(),
            "--db",
            other.to_str().unwrap(),
        ],
        vec!["render", "1", "--png", png.to_str().unwrap()],
        vec!["score", scenario],
        vec!["hurl"],
        vec!["flick", trace],
    ];
    for args in commands {
        let output = with_reader_gone(&args, &db);
        let stderr = text(&output.stderr);
        assert!(!stderr.contains("panicked"), "{args:?}: {stderr}");
        assert!(output.status.success(), "{args:?}: {stderr}");
        assert_eq!(stderr, "", "{args:?}");
    }
    // Each did its work all the same: the game was saved, written out and imported.
    for history in [db_arg, other.to_str().unwrap()] {
        let mut listing = catapult_command()
            .args(["history", "--db", history])
            .stdout(Stdio::piped())
            .spawn()
            .unwrap();
        let mut shown = String::new();
        listing
            .stdout
            .take()
            .unwrap()
            .read_to_string(&mut shown)
            .unwrap();
        assert!(listing.wait().unwrap().success());
        // One game: its line and its rules.
        assert_eq!(shown.lines().count(), 2, "{shown}");
        assert!(shown.contains("rules: "), "{shown}");
    }
    assert!(png.exists());
}
