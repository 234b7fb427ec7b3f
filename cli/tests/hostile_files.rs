//! Hostile game files at the command line: what `import` refuses, `render` refuses too, with
//! the same reason; the history is left as it was; names stored before they were checked are
//! shown escaped.

// Test helpers may unwrap: a failure is the test failing.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use serde_json::{Value, json};
use std::path::Path;
use std::process::Output;

mod common;
use common::{TempDir, catapult_command, text};

fn catapult(args: &[&str], db: &Path) -> Output {
    catapult_command()
        .args(args)
        .arg("--db")
        .arg(db)
        .env("CATAPULT_DB", db.with_extension("unused"))
        .output()
        .unwrap()
}

/// `catapult render FILE --png PNG`.
fn render(file: &Path, png: &Path, db: &Path) -> Output {
    catapult(
        &[
            "render",
            file.to_str().unwrap(),
            "--png",
            png.to_str().unwrap(),
        ],
        db,
    )
}

/// A history holding one finished bot game, and that game's export.
fn history_with_a_game(dir: &TempDir) -> (std::path::PathBuf, String) {
    let db = dir.file("games.sqlite");
    let demo = catapult(&["demo", "--players", "2", "--seed", "8"], &db);
    assert!(demo.status.success(), "{}", text(&demo.stderr));
    let export = catapult(&["export", "1"], &db);
    assert!(export.status.success(), "{}", text(&export.stderr));
    (db, text(&export.stdout))
}

/// The export with `edit` made to it.
fn edited(export: &str, edit: impl FnOnce(&mut Value)) -> String {
    let mut document: Value = serde_json::from_str(export).unwrap();
    edit(&mut document);
    document.to_string()
}

/// The message `catapult import` gives for `file`, having stored nothing; and the message
/// `catapult render` gives for it, having drawn nothing.
fn refusals(db: &Path, dir: &TempDir, file: &Path) -> (String, String) {
    let before = text(&catapult(&["history"], db).stdout);
    let import = catapult(&["import", file.to_str().unwrap()], db);
    assert!(!import.status.success(), "imported {}", file.display());
    assert!(import.stdout.is_empty(), "{}", text(&import.stdout));
    assert_eq!(text(&catapult(&["history"], db).stdout), before);

    let png = dir.file("refused.png");
    let render = render(file, &png, db);
    assert!(!render.status.success(), "drew {}", file.display());
    assert!(!png.exists(), "a picture was written");
    (text(&import.stderr), text(&render.stderr))
}

#[test]
fn a_forged_file_is_refused_by_import_and_render_alike_and_the_history_is_unchanged() {
    let dir = TempDir::new("hostile-files");
    let (db, export) = history_with_a_game(&dir);
    let unplayed = |d: &mut Value| {
        d["actions"] = json!([]);
        d.as_object_mut().unwrap().remove("state_hash");
    };
    let cases: Vec<(&str, String, &str)> = vec![
        (
            "empty-pile",
            edited(&export, |d| {
                unplayed(d);
                d["config"]["stacked_pile"] = json!([]);
            }),
            "the stacked pile holds no tile",
        ),
        (
            "unplayed-with-a-made-up-hash",
            edited(&export, |d| {
                unplayed(d);
                d["state_hash"] = "0000000000000000".into();
            }),
            "but the file says 0000000000000000",
        ),
        (
            "no-hash",
            edited(&export, |d| {
                d.as_object_mut().unwrap().remove("state_hash");
            }),
            "has actions but no \"state_hash\"",
        ),
        (
            "seed-twice",
            export.replacen("\"seed\": 8,", "\"seed\": 8, \"seed\": 9,", 1),
            "the key \"seed\" is given twice",
        ),
        (
            "name-twice",
            export.replacen("\"name\": ", "\"name\": \"Eve\", \"name\": ", 1),
            "the key \"name\" is given twice",
        ),
        (
            "escape-in-a-name",
            edited(&export, |d| d["seats"][0]["name"] = "Eve\u{1b}[2J".into()),
            "seat 1 has a name with an invisible or control character (U+001B",
        ),
        (
            "newline-in-a-name",
            edited(&export, |d| {
                d["seats"][1]["name"] = "Eve\n    7  2024-01-01 00:00  finished  Eve 999".into()
            }),
            "seat 2 has a name with an invisible or control character (U+000A",
        ),
        (
            "right-to-left-name",
            edited(&export, |d| {
                d["seats"][0]["name"] = "Eve\u{202e}gnp.exe".into()
            }),
            "(U+202E",
        ),
        (
            "long-name",
            edited(&export, |d| d["seats"][0]["name"] = "E".repeat(25).into()),
            "seat 1 has a name too long (25 characters",
        ),
        (
            "grey-seat",
            edited(&export, |d| d["seats"][1]["colour"] = "grey".into()),
            "seat 2 has the colour \"grey\", which is not a seat colour",
        ),
        (
            "huge",
            format!("{export}{}", " ".repeat(1 << 20)),
            "larger than 1 MiB",
        ),
    ];
    assert_eq!(
        cases.iter().filter(|(_, json, _)| *json == export).count(),
        0,
        "every case changes the file"
    );
    for (name, json, reason) in cases {
        let file = dir.file(&format!("{name}.json"));
        std::fs::write(&file, json).unwrap();
        let (import, render) = refusals(&db, &dir, &file);
        assert!(
            import.starts_with("catapult: the game file was not imported and nothing was saved: "),
            "{name}: {import}"
        );
        assert!(import.contains(reason), "{name}: {import}");
        assert!(
            render.starts_with(&format!("catapult: {} cannot be drawn: ", file.display())),
            "{name}: {render}"
        );
        assert!(render.contains(reason), "{name}: {render}");
        for message in [&import, &render] {
            assert!(
                !message.trim_end().contains(['\u{1b}', '\n', '\u{202e}']),
                "{name}: the message is safe to print: {message:?}"
            );
            assert!(!message.contains("panicked"), "{name}: {message}");
        }
    }

    // The file as exported still imports (into a new history: into its own it is the same
    // game again, and refused), and draws.
    let file = dir.file("game.json");
    std::fs::write(&file, &export).unwrap();
    let again = catapult(&["import", file.to_str().unwrap()], &db);
    assert!(!again.status.success());
    assert!(text(&again.stderr).contains("in the history already, as game 1"));
    let fresh = dir.file("fresh.sqlite");
    let import = catapult(&["import", file.to_str().unwrap()], &fresh);
    assert!(import.status.success(), "{}", text(&import.stderr));
    assert!(text(&import.stdout).contains("as game 1"));
    let png = dir.file("board.png");
    let render = render(&file, &png, &db);
    assert!(render.status.success(), "{}", text(&render.stderr));
    assert!(png.exists());
}

#[test]
fn a_name_stored_before_names_were_checked_is_shown_escaped() {
    let dir = TempDir::new("hostile-names");
    let (db, _) = history_with_a_game(&dir);
    // An older app stored any name: one that clears the screen and forges a line of history.
    let forged = "Eve\u{1b}[2J\n    9  2024-01-01 00:00  finished  Mallory 999";
    let conn = rusqlite::Connection::open(&db).unwrap();
    conn.execute("UPDATE seats SET name = ?1 WHERE seat = 0", [forged])
        .unwrap();
    conn.execute("UPDATE seat_stats SET name = ?1 WHERE seat = 0", [forged])
        .unwrap();
    drop(conn);

    for command in ["history", "stats"] {
        let output = catapult(&[command], &db);
        assert!(output.status.success(), "{}", text(&output.stderr));
        let shown = text(&output.stdout);
        assert!(
            shown.contains("Eve\\u{1b}[2J\\u{a}    9  2024-01-01 00:00  finished  Mallory 999"),
            "{command}: {shown}"
        );
        assert!(!shown.contains('\u{1b}'), "{command}: {shown:?}");
        // The history's game line and its rules; the statistics' heading and two players.
        let lines = shown.lines().count();
        assert_eq!(lines, if command == "history" { 2 } else { 3 }, "{shown}");
    }
    // Drawn from the history, the game still renders: it was stored, not imported.
    let png = dir.file("board.png");
    let render = catapult(&["render", "1", "--png", png.to_str().unwrap()], &db);
    assert!(render.status.success(), "{}", text(&render.stderr));
}
