//! The `catapult` binary as a newcomer meets it: scenarios scored as JSON, bot demos, and a
//! whole game typed at the terminal.

// Test helpers may unwrap: a failure is the test failing.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Output, Stdio};

fn catapult(args: &[&str], stdin: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_catapult"))
        .args(args)
        .env("NO_COLOR", "1")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(stdin.as_bytes())
        .unwrap();
    child.wait_with_output().unwrap()
}

fn scenario(name: &str) -> String {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../tests/scenarios")
        .join(name);
    path.to_string_lossy().into_owned()
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

#[test]
fn score_prints_the_points_and_supply_of_a_scenario_as_json() {
    let output = catapult(&["score", &scenario("city-two-tiles-completed.json")], "");
    assert!(output.status.success(), "{}", text(&output.stderr));
    assert_eq!(
        text(&output.stdout),
        "{\"scores\":[4,0],\"supply\":[7,7]}\n"
    );
}

#[test]
fn score_names_the_illegal_move_and_fails() {
    let output = catapult(&["score", &scenario("error-occupied-road.json")], "");
    assert!(!output.status.success());
    let message = text(&output.stderr);
    assert!(
        message.contains("move 1: that road is already occupied"),
        "{message}"
    );
    assert!(output.stdout.is_empty());
}

#[test]
fn score_explains_a_missing_or_broken_file() {
    let output = catapult(&["score", "/nonexistent/case.json"], "");
    assert!(!output.status.success());
    assert!(text(&output.stderr).contains("cannot read /nonexistent/case.json"));

    let dir = std::env::temp_dir().join(format!("catapult-cli-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let broken = dir.join("broken.json");
    std::fs::write(&broken, "{ \"players\": 2, \"moves\": [ }").unwrap();
    let output = catapult(&["score", broken.to_str().unwrap()], "");
    assert!(!output.status.success());
    assert!(
        text(&output.stderr).contains("bad scenario"),
        "{}",
        text(&output.stderr)
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn demo_plays_a_whole_bot_game_the_same_way_for_the_same_seed() {
    let first = catapult(&["demo", "--players", "3", "--seed", "5"], "");
    assert!(first.status.success(), "{}", text(&first.stderr));
    let out = text(&first.stdout);
    assert!(out.contains("Final scores"), "{out}");
    assert!(out.contains("Seed 5"), "{out}");
    let second = catapult(&["demo", "--players", "3", "--seed", "5"], "");
    assert_eq!(first.stdout, second.stdout);
}

#[test]
fn demo_refuses_seven_players_with_a_hint() {
    let output = catapult(&["demo", "--players", "7"], "");
    assert!(!output.status.success());
    assert!(text(&output.stderr).contains("choose 2 to 6"));
}

#[test]
fn two_bots_play_a_game_at_the_terminal_without_any_input() {
    let output = catapult(
        &[
            "play",
            "--seat",
            "bot",
            "--seat",
            "bot:random",
            "--seed",
            "3",
        ],
        "",
    );
    assert!(output.status.success(), "{}", text(&output.stderr));
    let out = text(&output.stdout);
    assert!(out.contains("Bot 1 (greedy) places tile"), "{out}");
    assert!(out.contains("Final scores"), "{out}");
}

#[test]
fn a_person_plays_a_whole_game_against_a_bot_by_typing() {
    // Answers cycle through a spot number, a rotation letter and "no follower"; a prompt that
    // gets an answer meant for another one says so and asks again.
    let answers = "Anna, bot:random\n".to_string() + &"1\na\n0\n".repeat(400);
    let output = catapult(&["play", "--seed", "11"], &answers);
    assert!(output.status.success(), "{}", text(&output.stderr));
    let out = text(&output.stdout);
    assert!(out.contains("Anna draws this tile"), "{out}");
    assert!(out.contains("Where does it go?"));
    assert!(out.contains("Final scores"));
}

#[test]
fn a_person_who_types_nonsense_is_told_what_to_do_and_can_quit() {
    let answers = "Anna\nAnna, Ben\n99\nhello\n1\nq\n";
    let output = catapult(&["play", "--seed", "4"], answers);
    assert!(!output.status.success());
    let out = text(&output.stdout);
    assert!(out.contains("Carcassonne needs 2 to 6"), "{out}");
    assert!(
        out.contains("'99' is not one of the numbered spots"),
        "{out}"
    );
    assert!(
        out.contains("'hello' is not one of the numbered spots"),
        "{out}"
    );
    assert!(text(&output.stderr).contains("game left unfinished"));
}
