//! The game history from the command line: games are saved as they are played, listed,
//! exported, imported, resumed, and survive the app being killed at any moment.

// Test helpers may unwrap: a failure is the test failing.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use catapult_core::store::{GameFilter, GameStatus, Store};
use std::path::Path;
use std::process::{Command, Output, Stdio};
use std::time::Duration;

mod common;
use common::{TempDir, catapult_command, run_with_input, text};

fn command(args: &[&str], db: &Path) -> Command {
    let mut command = catapult_command();
    command
        .args(args)
        .arg("--db")
        .arg(db)
        // If --db were ignored, nothing would reach the real home folder.
        .env("CATAPULT_DB", db.with_extension("unused"));
    command
}

fn catapult(args: &[&str], db: &Path, stdin: &str) -> Output {
    run_with_input(&mut command(args, db), stdin)
}

/// The number after "Saved as game ".
fn saved_id(message: &str) -> i64 {
    let rest = message
        .split("Saved as game ")
        .nth(1)
        .unwrap_or_else(|| panic!("no saved game in: {message}"));
    rest.split(';').next().unwrap().trim().parse().unwrap()
}

#[test]
fn a_demo_is_saved_finished_and_listed_by_history() {
    let dir = TempDir::new("demo");
    let db = dir.file("games.sqlite");
    let demo = catapult(&["demo", "--players", "3", "--seed", "5"], &db, "");
    assert!(demo.status.success(), "{}", text(&demo.stderr));
    let out = text(&demo.stdout);
    assert_eq!(saved_id(&out), 1, "{out}");
    assert!(out.contains("`catapult export 1"), "{out}");

    let history = catapult(&["history"], &db, "");
    assert!(history.status.success(), "{}", text(&history.stderr));
    let list = text(&history.stdout);
    assert!(list.contains("finished"), "{list}");
    assert!(list.contains("Bot 1 (greedy) "), "{list}");
    assert!(list.trim_start().starts_with("1 "), "{list}");

    let unfinished = text(&catapult(&["history", "--unfinished"], &db, "").stdout);
    assert!(unfinished.contains("No saved games"), "{unfinished}");
    let by_name = text(&catapult(&["history", "--player", "bot 2 (GREEDY)"], &db, "").stdout);
    assert!(by_name.contains("finished"), "{by_name}");
    let nobody = text(&catapult(&["history", "--player", "Zoe"], &db, "").stdout);
    assert!(nobody.contains("No saved games"), "{nobody}");

    let stats = catapult(&["stats"], &db, "");
    assert!(stats.status.success(), "{}", text(&stats.stderr));
    let table = text(&stats.stdout);
    assert!(table.contains("knock-outs"), "{table}");
    assert_eq!(table.matches("(greedy)").count(), 3, "{table}");
    let one = text(&catapult(&["stats", "--player", "BOT 3 (greedy)"], &db, "").stdout);
    assert!(one.contains("Bot 3 (greedy)"), "{one}");
    let none = text(&catapult(&["stats", "--player", "Zoe"], &db, "").stdout);
    assert!(none.contains("Zoe has no finished game yet"), "{none}");
}

#[test]
fn an_exported_game_imports_into_another_history() {
    let dir = TempDir::new("export");
    let first = dir.file("first.sqlite");
    let second = dir.file("second.sqlite");
    assert!(
        catapult(&["demo", "--players", "2", "--seed", "8"], &first, "")
            .status
            .success()
    );

    let printed = catapult(&["export", "1"], &first, "");
    assert!(printed.status.success(), "{}", text(&printed.stderr));
    assert!(text(&printed.stdout).contains("\"format\": \"catapult-game\""));

    let file = dir.file("game.json");
    let written = catapult(
        &["export", "1", "--out", file.to_str().unwrap()],
        &first,
        "",
    );
    assert!(written.status.success(), "{}", text(&written.stderr));
    assert_eq!(
        std::fs::read_to_string(&file).unwrap().trim(),
        text(&printed.stdout).trim()
    );

    let imported = catapult(&["import", file.to_str().unwrap()], &second, "");
    assert!(imported.status.success(), "{}", text(&imported.stderr));
    assert!(
        text(&imported.stdout).contains("as game 1"),
        "{}",
        text(&imported.stdout)
    );
    let list = text(&catapult(&["history", "--finished"], &second, "").stdout);
    assert!(list.contains("Bot 2 (greedy) "), "{list}");
    assert_eq!(
        text(&catapult(&["export", "1"], &second, "").stdout),
        text(&printed.stdout)
    );

    // The same file again is the same game: refused, and the statistics count it once.
    let again = catapult(&["import", file.to_str().unwrap()], &second, "");
    assert!(!again.status.success());
    assert!(
        text(&again.stderr).contains("in the history already, as game 1"),
        "{}",
        text(&again.stderr)
    );
    let games = text(&catapult(&["history"], &second, "").stdout);
    let listed = games
        .lines()
        .filter(|line| line.trim_start().starts_with(|c: char| c.is_ascii_digit()))
        .count();
    assert_eq!(listed, 1, "{games}");
    // Into the history it came from, too.
    let home = catapult(&["import", file.to_str().unwrap()], &first, "");
    assert!(!home.status.success(), "{}", text(&home.stdout));

    let missing = catapult(&["export", "9"], &first, "");
    assert!(!missing.status.success());
    assert!(text(&missing.stderr).contains("there is no saved game #9"));
}

#[test]
fn a_bad_game_file_is_refused_with_the_reason() {
    let dir = TempDir::new("bad");
    let db = dir.file("games.sqlite");
    let file = dir.file("bad.json");
    std::fs::write(&file, "{\"format\":\"chess-game\"}").unwrap();
    let output = catapult(&["import", file.to_str().unwrap()], &db, "");
    assert!(!output.status.success());
    let message = text(&output.stderr);
    assert!(message.contains("was not imported"), "{message}");

    let missing = catapult(
        &["import", dir.file("none.json").to_str().unwrap()],
        &db,
        "",
    );
    assert!(!missing.status.success());
    assert!(text(&missing.stderr).contains("cannot read"));
    let list = text(&catapult(&["history"], &db, "").stdout);
    assert!(list.contains("No saved games"), "{list}");
}

/// "(N left in the pile)" of the first tile drawn in `out`.
fn first_pile(out: &str) -> usize {
    let before = out
        .split(" left in the pile")
        .next()
        .unwrap_or_else(|| panic!("no tile drawn in: {out}"));
    before
        .rsplit(' ')
        .next()
        .unwrap()
        .trim_start_matches('(')
        .parse()
        .unwrap()
}

#[test]
fn an_unfinished_game_resumes_with_its_tiles_and_seats() {
    let dir = TempDir::new("resume");
    let db = dir.file("games.sqlite");
    let answers = "1\n1\n0\n1\n1\n0\nq\n";
    let played = catapult(
        &["play", "--seat", "Anna", "--seat", "bot", "--seed", "11"],
        &db,
        answers,
    );
    assert!(!played.status.success());
    let message = text(&played.stderr);
    assert!(message.contains("game left unfinished"), "{message}");
    let id = saved_id(&message);
    assert!(
        message.contains(&format!("`catapult resume {id} --db")),
        "{message}"
    );

    let store = Store::open(&db).unwrap();
    let summary = store.list_games(&GameFilter::default(), 0, 10).unwrap()[0].clone();
    let stored = summary.actions;
    assert!(stored >= 2, "{stored}");
    // Anna's two tiles and the bot's two are down with the start tile, of the 84 with the fair
    // tiles.
    assert_eq!((summary.tiles_placed, summary.tiles_in_game), (5, 84));
    drop(store);
    let list = text(&catapult(&["history", "--unfinished"], &db, "").stdout);
    assert!(list.contains("unfinished, tile 5 of 84"), "{list}");
    assert!(
        list.contains("rules: The Catapult: Catapult rounds; Farmers: Today's rules"),
        "{list}"
    );
    assert!(list.contains("Anna, Bot 2 (strong)"), "{list}");

    // Cycle through answers (as in cli.rs) until Anna has drawn a tile again, then quit.
    let resumed = catapult(
        &["resume", &id.to_string()],
        &db,
        &("1\na\n0\n".repeat(20) + "q\n"),
    );
    assert!(!resumed.status.success());
    let out = text(&resumed.stdout);
    assert!(
        out.contains(&format!(
            "Game {id} resumed for Anna, Bot 2 (strong) at tile 5 of 84 (seed 11)"
        )),
        "{out}"
    );
    // The board as it stands comes first, before anything is asked.
    let after_heading = out.lines().skip(1).find(|line| !line.trim().is_empty());
    assert!(
        after_heading.is_some_and(|line| line.split_whitespace().all(|w| w.parse::<i32>().is_ok())),
        "{out}"
    );
    assert!(out.contains("Anna draws this tile"), "{out}");
    // The tiles placed before quitting are still on the board: fewer are left in the pile.
    assert!(
        first_pile(&out) < first_pile(&text(&played.stdout)),
        "{out}"
    );
    assert!(text(&resumed.stderr).contains("game left unfinished"));

    let store = Store::open(&db).unwrap();
    let games = store.list_games(&GameFilter::default(), 0, 10).unwrap();
    assert_eq!(games.len(), 1);
    assert!(games[0].actions > stored, "{games:?}");

    let missing = catapult(&["resume", "42"], &db, "");
    assert!(text(&missing.stderr).contains("there is no saved game #42"));
}

#[test]
fn a_finished_game_is_not_resumed() {
    let dir = TempDir::new("finished");
    let db = dir.file("games.sqlite");
    assert!(
        catapult(&["demo", "--players", "2", "--seed", "3"], &db, "")
            .status
            .success()
    );
    let output = catapult(&["resume", "1"], &db, "");
    assert!(!output.status.success());
    assert!(text(&output.stderr).contains("already finished"));
}

#[test]
fn a_damaged_history_is_moved_aside_and_the_player_told() {
    let dir = TempDir::new("damaged");
    let db = dir.file("games.sqlite");
    std::fs::write(
        &db,
        "this is not a database, just some text long enough to matter",
    )
    .unwrap();
    let output = catapult(&["history"], &db, "");
    assert!(output.status.success(), "{}", text(&output.stderr));
    assert!(
        text(&output.stderr).contains("was moved to"),
        "{}",
        text(&output.stderr)
    );
    let moved = std::fs::read_dir(&dir.0)
        .unwrap()
        .filter_map(Result::ok)
        .any(|entry| entry.file_name().to_string_lossy().contains(".corrupt-"));
    assert!(moved);
}

/// xorshift64*: the delays are random but the same on every run.
fn next(state: &mut u64) -> u64 {
    *state ^= *state >> 12;
    *state ^= *state << 25;
    *state ^= *state >> 27;
    state.wrapping_mul(0x2545_f491_4f6c_dd1d)
}

#[test]
fn killing_the_app_mid_game_never_damages_the_history() {
    let dir = TempDir::new("kill");
    let db = dir.file("games.sqlite");
    let mut state = 0x5eed_u64;
    let runs = 20;
    for run in 0..runs {
        let delay = 5 + next(&mut state) % 196;
        let seed = 100 + run;
        let mut child = command(
            &["demo", "--players", "4", "--seed", &seed.to_string()],
            &db,
        )
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
        std::thread::sleep(Duration::from_millis(delay));
        // SIGKILL on Unix: no chance to finish a write or clean up.
        let _ = child.kill();
        child.wait().unwrap();
    }

    let connection = rusqlite::Connection::open(&db).unwrap();
    let check: String = connection
        .query_row("PRAGMA integrity_check", [], |row| row.get(0))
        .unwrap();
    assert_eq!(check, "ok");
    drop(connection);

    let store = Store::open(&db).unwrap();
    let games = store.list_games(&GameFilter::default(), 0, 100).unwrap();
    assert!(!games.is_empty());
    assert!(games.len() <= runs as usize);
    // A demo takes longer than the longest delay: most runs were killed mid-game.
    assert!(
        games
            .iter()
            .any(|game| game.status == GameStatus::InProgress),
        "{games:?}"
    );
    for summary in &games {
        let saved = store.resume(summary.id).unwrap();
        assert_eq!(saved.game().actions().len(), summary.actions, "{summary:?}");
        assert_eq!(
            store.replay_steps(summary.id).unwrap().len(),
            summary.actions
        );
        assert_eq!(
            saved.game().is_over(),
            summary.status == GameStatus::Finished,
            "{summary:?}"
        );
    }
    // The history still takes new games after all that.
    let after = catapult(&["demo", "--players", "2", "--seed", "1"], &db, "");
    assert!(after.status.success(), "{}", text(&after.stderr));
}

#[test]
fn a_huge_page_number_shows_no_games_rather_than_the_first_page() {
    let dir = TempDir::new("huge-page");
    let db = dir.file("games.sqlite");
    let demo = catapult(&["demo", "--players", "2", "--seed", "3"], &db, "");
    assert!(demo.status.success(), "{}", text(&demo.stderr));
    for page in ["2", "18446744073709551615"] {
        let history = catapult(&["history", "--page", page], &db, "");
        assert!(history.status.success(), "{}", text(&history.stderr));
        let out = text(&history.stdout);
        assert_eq!(
            out.trim(),
            format!("No games on page {page}; try a smaller --page."),
            "{out}"
        );
    }
    let first = text(&catapult(&["history", "--page", "1"], &db, "").stdout);
    assert!(first.trim_start().starts_with("1 "), "{first}");
}

#[test]
fn an_unfinished_game_can_be_abandoned_and_a_game_deleted_after_saying_yes() {
    let dir = TempDir::new("tidy");
    let db = dir.file("games.sqlite");
    let played = catapult(
        &["play", "--seat", "Anna", "--seat", "bot", "--seed", "4"],
        &db,
        "q\n",
    );
    assert!(!played.status.success());
    let abandoned = catapult(&["abandon", "1"], &db, "");
    assert!(abandoned.status.success(), "{}", text(&abandoned.stderr));
    let list = text(&catapult(&["history"], &db, "").stdout);
    assert!(list.contains("abandoned"), "{list}");

    // Without a yes the game stays; with one it goes; a missing game is named.
    let kept = catapult(&["delete", "1"], &db, "no\n");
    assert!(kept.status.success());
    assert!(
        text(&kept.stdout).contains("Game 1 was kept."),
        "{}",
        text(&kept.stdout)
    );
    assert!(text(&catapult(&["history"], &db, "").stdout).contains("abandoned"));
    let deleted = catapult(&["delete", "1"], &db, "yes\n");
    assert!(deleted.status.success(), "{}", text(&deleted.stderr));
    assert!(text(&deleted.stdout).contains("(Anna, Bot 2 (strong))"));
    assert!(text(&catapult(&["history"], &db, "").stdout).contains("No saved games"));
    let missing = catapult(&["delete", "1", "--yes"], &db, "");
    assert!(!missing.status.success());
    assert!(
        text(&missing.stderr).contains("no saved game #1"),
        "{}",
        text(&missing.stderr)
    );
}
