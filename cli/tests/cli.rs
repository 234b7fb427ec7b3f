//! The `catapult` binary as a newcomer meets it: scenarios scored as JSON, bot demos, and a
//! whole game typed at the terminal.

// Test helpers may unwrap: a failure is the test failing.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use std::path::PathBuf;
use std::process::Output;
use std::sync::atomic::{AtomicUsize, Ordering};

mod common;
use common::{catapult_command, run_with_input, text};

/// A fresh game history for each run, so tests never write to the real home folder.
fn fresh_db() -> PathBuf {
    static NEXT: AtomicUsize = AtomicUsize::new(0);
    let dir = std::env::temp_dir().join(format!("catapult-cli-db-{}", std::process::id()));
    dir.join(format!(
        "games-{}.sqlite",
        NEXT.fetch_add(1, Ordering::Relaxed)
    ))
}

fn catapult(args: &[&str], stdin: &str) -> Output {
    run_with_input(
        catapult_command().args(args).env("CATAPULT_DB", fresh_db()),
        stdin,
    )
}

fn scenario(name: &str) -> String {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../tests/scenarios")
        .join(name);
    path.to_string_lossy().into_owned()
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
fn the_command_a_demo_prints_to_see_it_again_plays_the_very_same_game() {
    let args = [
        "demo",
        "--players",
        "3",
        "--seed",
        "5",
        "--bots",
        "random",
        "--farmers-off",
        "--catapult",
        "house-rule",
    ];
    let first = catapult(&args, "");
    assert!(first.status.success(), "{}", text(&first.stderr));
    let out = text(&first.stdout);
    let command = out
        .split('`')
        .find(|part| part.starts_with("catapult demo"))
        .unwrap_or_else(|| panic!("no command to see it again: {out}"));
    assert_eq!(
        command,
        "catapult demo --players 3 --seed 5 --bots random --farmers-off --catapult house-rule"
    );
    let again: Vec<&str> = command.split(' ').skip(1).collect();
    let second = catapult(&again, "");
    assert_eq!(first.stdout, second.stdout);
}

#[test]
fn the_arena_plays_seeded_games_with_seats_turned_and_reports_each_level_as_json() {
    let args = [
        "arena", "--a", "greedy", "--b", "random", "--games", "4", "--seed", "9", "--jobs", "2",
    ];
    let output = catapult(&args, "");
    assert!(output.status.success(), "{}", text(&output.stderr));
    let report: serde_json::Value = serde_json::from_slice(&output.stdout).unwrap();
    for (side, level) in [("a", "greedy"), ("b", "random")] {
        let record = &report[side];
        assert_eq!(record["level"], level, "{report}");
        assert_eq!(record["games"], 4, "{report}");
        let rate = record["win_rate"].as_f64().unwrap();
        let [low, high] = [0, 1].map(|i| record["win_rate_95"][i].as_f64().unwrap());
        assert!(low <= rate && rate <= high, "{report}");
        assert!(
            record["mean_ms_per_move"].as_f64().unwrap() > 0.0,
            "{report}"
        );
    }
    // A greedy bot beats a random one at least three games in four.
    assert!(report["a"]["wins"].as_u64().unwrap() >= 3, "{report}");
    // The same seeds play the same games.
    let again = catapult(&args, "");
    let again: serde_json::Value = serde_json::from_slice(&again.stdout).unwrap();
    assert_eq!(again["a"]["mean_score"], report["a"]["mean_score"]);
    assert_eq!(again["b"]["wins"], report["b"]["wins"]);
}

#[test]
fn the_arena_refuses_seven_players_and_an_unknown_level_with_the_levels_to_use() {
    let output = catapult(
        &["arena", "--a", "greedy", "--b", "random", "--players", "7"],
        "",
    );
    assert!(!output.status.success());
    assert!(
        text(&output.stderr).contains("2 to 6"),
        "{}",
        text(&output.stderr)
    );
    let output = catapult(&["arena", "--a", "clever", "--b", "random"], "");
    assert!(!output.status.success());
    assert!(
        text(&output.stderr).contains("beginner, greedy (intermediate), strong or expert"),
        "{}",
        text(&output.stderr)
    );
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
    assert!(out.contains("Bot 1 (strong) places a tile ("), "{out}");
    assert!(out.contains("Final scores"), "{out}");
}

#[test]
fn a_person_plays_a_whole_game_against_a_bot_by_typing() {
    // Answers cycle through 1, a and 0; a prompt that gets an answer meant for another one says
    // so and asks again. So tiles go on spot 1 turned the first way, followers stay home, the
    // token chosen is the knock-out, hurls are aim 1, elevation 0, speed 1, and catches are
    // typed times of 1 or 0 ms.
    let answers = "Anna, bot:random\n".to_string() + &"1\na\n0\n".repeat(1000);
    let output = catapult(&["play", "--seed", "11"], &answers);
    assert!(output.status.success(), "{}", text(&output.stderr));
    let out = text(&output.stdout);
    assert!(out.contains("Anna draws this tile"), "{out}");
    assert!(out.contains("Where does it go?"));
    assert!(out.contains("A catapult round!"), "{out}");
    assert!(out.contains("Anna, hurl your"), "{out}");
    assert!(out.contains("Anna hurls the"), "{out}");
    assert!(out.contains("The round is over"), "{out}");
    assert!(out.contains("Final scores"));
    assert!(out.contains("catapult"), "{out}");
}

/// Whether `line` is the row of column numbers that starts a board drawing.
fn is_board_header(line: &str) -> bool {
    !line.trim().is_empty()
        && line
            .split_whitespace()
            .all(|word| word.parse::<i32>().is_ok())
}

#[test]
fn two_people_and_a_bot_finish_a_game_in_an_80_by_24_terminal_without_scrolling_back() {
    let answers = "Anna, Ben, bot:random\n".to_string() + &"1\na\n0\n".repeat(1500);
    let output = run_with_input(
        catapult_command()
            .args(["play", "--seed", "8"])
            .env("CATAPULT_DB", fresh_db())
            .env("COLUMNS", "80")
            .env("LINES", "24"),
        &answers,
    );
    assert!(output.status.success(), "{}", text(&output.stderr));
    let out = text(&output.stdout);
    assert!(out.contains("Final scores"), "{out}");
    let lines: Vec<&str> = out.lines().collect();
    let mut header = None;
    let mut prompts = 0;
    for (at, line) in lines.iter().enumerate() {
        if is_board_header(line) {
            header = Some(at);
        }
        let asks = line.contains("Where does it go?") || line.contains("(b takes the tile back)");
        if !asks {
            continue;
        }
        // The first prompt under each board (a wrong answer's reply follows it on the line,
        // as no input is echoed here; a player who answers wrongly often types r to redraw).
        let Some(start) = header.take() else {
            continue;
        };
        prompts += 1;
        let screen = &lines[start..=at];
        assert!(
            screen.len() <= 24,
            "the board and its prompt take {} lines:\n{}",
            screen.len(),
            screen.join("\n")
        );
        for shown in &screen[..screen.len() - 1] {
            assert!(shown.chars().count() <= 80, "wider than 80: {shown}");
        }
    }
    assert!(prompts > 40, "{prompts} prompts");
    // A person's hurl, from the prompt to the top view after it, fits the width too (lines
    // that hold prompts run on, as the answers are not echoed here).
    let mut hurls = 0;
    let mut in_hurl = false;
    for line in &lines {
        if line.contains("hurl your") {
            in_hurl = true;
            hurls += 1;
        }
        // (A prompt and the reply to an answer share a line here, as answers are not echoed.)
        let prompt = ["]:", "Enter to start:", "Type 0-", "Type 1-4"]
            .iter()
            .any(|asked| line.contains(asked));
        if in_hurl && !prompt {
            assert!(line.chars().count() <= 80, "wider than 80: {line}");
        }
        if line.contains("seats (edge)") || line.contains("The round is over") {
            in_hurl = false;
        }
    }
    assert!(hurls > 2, "{hurls} hurls by people");
}

#[test]
fn bots_play_catapult_rounds_and_every_effect_is_explained() {
    let output = catapult(
        &[
            "play",
            "--seat",
            "bot",
            "--seat",
            "bot:random",
            "--seat",
            "bot",
            "--seed",
            "3",
        ],
        "",
    );
    assert!(output.status.success(), "{}", text(&output.stderr));
    let out = text(&output.stdout);
    assert!(out.contains("A catapult round! "), "{out}");
    assert!(out.contains(" chooses the token."), "{out}");
    assert!(out.contains(" chooses the "), "{out}");
    assert!(out.contains(" hurls the "), "{out}");
    // The flight, frame by frame: time, distance out and height.
    assert!(out.contains("   0.00 s   0.00 m    5.0 cm"), "{out}");
    let effects = [
        "Knock-out!",
        "It touches no follower",
        "Seduction!",
        "seduces nobody",
        "goes back to them",
        "Nearest the fair:",
        "caught it!",
        "missed",
        "touched it",
    ];
    assert!(
        effects.iter().any(|effect| out.contains(effect)),
        "no effect explained: {out}"
    );
    assert!(out.contains("The round is over"), "{out}");
    // The end screen adds the catapult points to the points by feature.
    let end = &out[out.find("Final scores").unwrap()..out.find("Saved as game").unwrap()];
    assert_eq!(end.matches("catapult").count(), 3, "{end}");
}

/// Seed 3 deals Anna a fair tile first: she places it (one spot, one way), keeps her followers
/// and starts the round.
const FAIR_FIRST: &str = "1\n0\n";

#[test]
fn a_person_hurls_by_typing_aim_elevation_and_power_and_sees_the_flight() {
    let answers = FAIR_FIRST.to_string()
        // The target token, then help, nonsense, an aim out of range, aim and elevation on one
        // line and the power with a decimal comma;
        // b at the token prompt (a round has no going back) and r (the choice again).
        + "b\nr\n"
        // and b at the elevation goes back to it once more.
        + "3\n?\nabc\n-100\n5 45\nb\nr\n45\n2,4\n"
        // Ben takes the defaults.
        + "\n\n\n"
        + "q\n";
    let output = catapult(
        &["play", "--seat", "Anna", "--seat", "Ben", "--seed", "3"],
        &answers,
    );
    let out = text(&output.stdout);
    assert!(
        out.contains("A catapult round! Anna chooses the token."),
        "{out}"
    );
    assert!(out.contains("   3) target "), "{out}");
    assert!(
        out.contains("A catapult round cannot be taken back"),
        "{out}"
    );
    assert_eq!(
        out.matches("Anna, choose the token everyone hurls this round:")
            .count(),
        2,
        "{out}"
    );
    assert_eq!(
        out.matches("Anna, hurl your target token").count(),
        2,
        "{out}"
    );
    // No follower stands on the board: nothing to aim at but the fair.
    assert!(!out.contains("Other players' followers"), "{out}");
    assert!(out.contains("You sit at the south edge"), "{out}");
    assert!(
        out.contains("The fair tile (0, 1) is straight ahead"),
        "{out}"
    );
    assert!(out.contains("How a hurl works"), "{out}");
    assert!(out.contains("'abc' is not a number"), "{out}");
    assert!(
        out.contains("The aim must be between -90 and 90 degrees; you typed -100"),
        "{out}"
    );
    assert!(
        out.contains("Anna hurls the target token.\n  Thrown with aim 5°, elevation 45°, 2.4 m/s."),
        "{out}"
    );
    assert!(out.contains("   0.00 s   0.00 m    5.0 cm"), "{out}");
    assert!(
        out.contains("from the centre of the fair tile (0, 1)."),
        "{out}"
    );
    // The top view after a person's hurl.
    assert!(out.contains("* flight  X rest"), "{out}");
    assert!(
        out.contains("Ben hurls the target token.\n  Thrown with aim 0°, elevation 45°, 2.2 m/s."),
        "{out}"
    );
    assert!(out.contains("Nearest the fair: "), "{out}");
    assert!(out.contains("The round is over"), "{out}");
    assert!(text(&output.stderr).contains("game left unfinished"));
}

#[test]
fn a_knock_out_hurler_is_told_where_each_other_players_follower_stands() {
    // Anna places the fair tile with a follower on its first spot and picks the knock-out
    // token; she hurls short and wide of it, then Ben sees where her follower is.
    let answers = "1\n2\n1\n80 30 0.5\n".to_string() + "q\n";
    let output = catapult(
        &["play", "--seat", "Anna", "--seat", "Ben", "--seed", "3"],
        &answers,
    );
    let out = text(&output.stdout);
    assert!(out.contains("Ben, hurl your knock-out token"), "{out}");
    assert_eq!(
        out.matches("Other players' followers, nearest first:")
            .count(),
        1,
        "only Ben has someone else's follower to aim at: {out}"
    );
    let listed = out
        .lines()
        .skip_while(|line| !line.starts_with("Other players' followers"))
        .nth(1)
        .unwrap_or_default();
    assert!(
        listed.starts_with("  Anna's ")
            && listed.contains(" on (0, 1): ")
            && listed.ends_with(" away"),
        "{listed}"
    );
}

#[test]
fn a_person_catches_at_a_typed_time_or_lets_it_fly() {
    let answers = FAIR_FIRST.to_string()
        // The catch token; Anna hurls at Ben, who grabs 450 ms after release.
        + "4\n0 45 2.6\nsoon\n450\n"
        // Ben hurls back; Anna does not try.
        + "0 45 2.4\nn\n"
        + "q\n";
    let output = catapult(
        &["play", "--seat", "Anna", "--seat", "Ben", "--seed", "3"],
        &answers,
    );
    let out = text(&output.stdout);
    assert!(
        out.contains("Each hurls to the next: Anna -> Ben -> Anna."),
        "{out}"
    );
    assert!(
        out.contains("Ben catches; their seat is straight ahead"),
        "{out}"
    );
    assert!(
        out.contains("Ben, Anna hurled the catch token at you."),
        "{out}"
    );
    assert!(out.contains("'soon' is not a time"), "{out}");
    // The flight as a track from Anna's seat (1) to Ben's (2), with the moment of the grab.
    assert!(
        out.contains("1 [--*------------|---------------] 2"),
        "{out}"
    );
    assert!(out.contains("^ you grab at 0.45 s"), "{out}");
    assert!(
        out.contains("You grabbed at 0.45 s; it came nearest your hands at"),
        "{out}"
    );
    assert!(out.contains("You let it fly;"), "{out}");
    let cases = ["caught it!", "touched it but", "missed, and", "missed, but"];
    assert_eq!(
        cases
            .iter()
            .map(|case| out.matches(case).count())
            .sum::<usize>(),
        2,
        "{out}"
    );
    assert_eq!(out.matches("For the catch: ").count(), 2, "{out}");
    assert!(out.contains("The round is over"), "{out}");
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
