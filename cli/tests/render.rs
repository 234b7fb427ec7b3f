//! `catapult render` from the command line: a scenario, a saved game and an exported file drawn
//! as PNG at any turn, a hurl animated, and clear refusals.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use std::path::Path;
use std::process::Output;

mod common;
use common::{TempDir, catapult_command, run_with_input, text};

const CHAIN: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/../tests/scenarios/round-knock-out-chain-of-three.json"
);

fn catapult(args: &[&str], db: &Path) -> Output {
    let mut command = catapult_command();
    command.args(args).arg("--db").arg(db);
    run_with_input(&mut command, "")
}

/// The width and height a PNG file says it has.
fn png_size(path: &Path) -> (u32, u32) {
    let bytes = std::fs::read(path).unwrap();
    assert_eq!(
        &bytes[..8],
        b"\x89PNG\r\n\x1a\n",
        "{} is no PNG",
        path.display()
    );
    let number = |at: usize| u32::from_be_bytes(bytes[at..at + 4].try_into().unwrap());
    (number(16), number(20))
}

#[test]
fn a_scenario_is_drawn_as_a_phone_sized_board() {
    let dir = TempDir::new("render-scenario");
    let png = dir.file("chain.png");
    let output = catapult(
        &["render", CHAIN, "--png", &dir.arg("chain.png")],
        &dir.file("games.sqlite"),
    );
    assert!(output.status.success(), "{}", text(&output.stderr));
    assert!(
        text(&output.stdout).contains("wrote"),
        "{}",
        text(&output.stdout)
    );
    assert_eq!(png_size(&png), (1080, 1920));
}

#[test]
fn a_saved_game_is_drawn_at_an_earlier_turn_and_its_hurl_animated() {
    let dir = TempDir::new("render-saved");
    let db = dir.file("games.sqlite");
    let demo = catapult(&["demo", "--seed", "3"], &db);
    assert!(demo.status.success(), "{}", text(&demo.stderr));

    let early = catapult(
        &[
            "render",
            "1",
            "--turn",
            "10",
            "--png",
            &dir.arg("early.png"),
        ],
        &db,
    );
    assert!(early.status.success(), "{}", text(&early.stderr));
    assert!(text(&early.stdout).contains("as turn 10 began"));
    let late = catapult(&["render", "1", "--png", &dir.arg("late.png")], &db);
    assert!(late.status.success(), "{}", text(&late.stderr));
    let (early, late) = (
        std::fs::read(dir.file("early.png")).unwrap(),
        std::fs::read(dir.file("late.png")).unwrap(),
    );
    assert_ne!(early, late, "turn 10 and the end must differ");

    let hurl = catapult(
        &[
            "render",
            "1",
            "--hurl",
            "1",
            "--apng",
            &dir.arg("flight.png"),
            "--frames",
            &dir.arg("frames"),
            "--width",
            "400",
        ],
        &db,
    );
    assert!(hurl.status.success(), "{}", text(&hurl.stderr));
    let apng = std::fs::read(dir.file("flight.png")).unwrap();
    assert!(
        apng.windows(4).any(|chunk| chunk == b"acTL"),
        "an animated PNG has an acTL chunk"
    );
    let frames = std::fs::read_dir(dir.file("frames")).unwrap().count();
    assert!(frames > 3, "{frames} frames");
    assert_eq!(png_size(&dir.file("frames/frame-0000.png")).0, 400);
}

#[test]
fn an_exported_game_draws_the_same_board_as_the_saved_one() {
    let dir = TempDir::new("render-export");
    let db = dir.file("games.sqlite");
    assert!(catapult(&["demo", "--seed", "5"], &db).status.success());
    let export = catapult(&["export", "1", "--out", &dir.arg("game.json")], &db);
    assert!(export.status.success(), "{}", text(&export.stderr));
    for (source, out) in [("1", "saved.png"), (&dir.arg("game.json")[..], "file.png")] {
        let output = catapult(
            &[
                "render",
                source,
                "--turn",
                "40",
                "--ownership",
                "--png",
                &dir.arg(out),
            ],
            &db,
        );
        assert!(output.status.success(), "{}", text(&output.stderr));
    }
    assert_eq!(
        std::fs::read(dir.file("saved.png")).unwrap(),
        std::fs::read(dir.file("file.png")).unwrap()
    );
}

#[test]
fn bad_requests_are_refused_with_what_to_do_and_write_nothing() {
    let dir = TempDir::new("render-refusals");
    let db = dir.file("games.sqlite");
    let out = dir.arg("out.png");
    let cases: [(&[&str], &str); 6] = [
        (&["render", CHAIN], "--png FILE"),
        (&["render", "nonsense", "--png", &out], "catapult history"),
        (&["render", "42", "--png", &out], "42"),
        (
            &["render", CHAIN, "--turn", "99", "--png", &out],
            "turns 1 to",
        ),
        (
            &["render", CHAIN, "--hurl", "9", "--apng", &out],
            "hurls 1 to",
        ),
        (&["render", CHAIN, "--apng", &out], "--hurl K"),
    ];
    for (args, hint) in cases {
        let output = catapult(args, &db);
        assert!(!output.status.success(), "{args:?} should be refused");
        let message = text(&output.stderr);
        assert!(message.contains(hint), "{args:?}: {message}");
        assert!(!dir.file("out.png").exists(), "{args:?} wrote a picture");
    }
}
