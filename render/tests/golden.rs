//! Golden pictures: the tile sheet, a mid-game board, a round through its camera and a knock-out
//! chain's flights (as the hurler saw them, and the whole table), compared with the PNG files
//! in `render/tests/golden/` (same size; each channel within 8 on at least 99.5 % of the
//! pixels). After an intended change, regenerate them with
//! `scripts/update-golden-pictures` (`UPDATE_GOLDEN_PICTURES=1`) and look at the new pictures.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

mod common;

use catapult_core::scene::board_scene;
use catapult_core::tiles::catalogue;
use catapult_render::{
    BoardOptions, FlightOptions, FlightView, Pixmap, encode_png, flight_frame, render_board,
    render_tile_sheet,
};
use std::path::PathBuf;

/// Largest difference of a channel that still counts as the same.
const CHANNEL_TOLERANCE: u8 = 8;
/// Share of pixels that must be the same.
const SAME_SHARE: f64 = 0.995;

fn golden_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/golden")
}

/// Checks `picture` against `golden/<name>.png`, or rewrites that file when
/// `UPDATE_GOLDEN_PICTURES` is set.
fn check(name: &str, picture: &Pixmap) {
    let path = golden_dir().join(format!("{name}.png"));
    let png = encode_png(picture).unwrap();
    if std::env::var_os("UPDATE_GOLDEN_PICTURES").is_some() {
        std::fs::create_dir_all(golden_dir()).unwrap();
        std::fs::write(&path, png).unwrap();
        return;
    }
    let how = "if the change is intended, regenerate the golden pictures with \
               scripts/update-golden-pictures (UPDATE_GOLDEN_PICTURES=1 cargo test -p \
               catapult-render --test golden) and look at them";
    let actual = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("{name}.actual.png"));
    let bytes = std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}; {how}", path.display()));
    let golden = Pixmap::decode_png(&bytes).unwrap();
    let verdict = compare(&golden, picture);
    if let Err(problem) = verdict {
        std::fs::write(&actual, png).unwrap();
        panic!(
            "{name}: the picture differs from {}: {problem}; the picture drawn now is {}; {how}",
            path.display(),
            actual.display()
        );
    }
}

/// Whether two pictures are the same within the tolerance, or how they differ.
fn compare(golden: &Pixmap, actual: &Pixmap) -> Result<(), String> {
    if (golden.width(), golden.height()) != (actual.width(), actual.height()) {
        return Err(format!(
            "it is {} × {} px, the golden one {} × {} px",
            actual.width(),
            actual.height(),
            golden.width(),
            golden.height()
        ));
    }
    let total = golden.pixels().len();
    let same = golden
        .pixels()
        .iter()
        .zip(actual.pixels())
        .filter(|(a, b)| {
            let (a, b) = (a.demultiply(), b.demultiply());
            [
                (a.red(), b.red()),
                (a.green(), b.green()),
                (a.blue(), b.blue()),
                (a.alpha(), b.alpha()),
            ]
            .iter()
            .all(|(x, y)| x.abs_diff(*y) <= CHANNEL_TOLERANCE)
        })
        .count();
    let share = same as f64 / total.max(1) as f64;
    if share < SAME_SHARE {
        return Err(format!(
            "only {:.2} % of the pixels match (at least {:.1} % must)",
            share * 100.0,
            SAME_SHARE * 100.0
        ));
    }
    Ok(())
}

#[test]
fn every_tile_type_in_every_rotation_matches_its_golden_picture() {
    let tiles: Vec<_> = catalogue().ids().collect();
    assert_eq!(
        tiles.len(),
        63,
        "base game 24, The Catapult 12, Inns & Cathedrals 17, The River 10"
    );
    let sheet = render_tile_sheet(&tiles, 72).unwrap();
    check("tiles", &sheet);
}

#[test]
fn a_mid_game_board_with_ownership_matches_its_golden_picture() {
    let game = common::mid_game(7, 31);
    let scene = board_scene(&game, &common::names());
    assert!(scene.round.is_none() && scene.turn.drawn_tile.is_some());
    let options = BoardOptions {
        ownership: true,
        ..BoardOptions::default()
    };
    let picture = render_board(&scene, &options).unwrap();
    assert_eq!((picture.width(), picture.height()), (1080, 1920));
    check("board-mid-game", &picture);
}

#[test]
fn a_knock_out_chain_flight_matches_its_golden_pictures() {
    let (flight, board) = common::chain_flight();
    let outcome = &flight.hurl.outcome;
    // The knight falls on the thief and the farmer, who slide away (model 2).
    assert!(outcome.all_touched().len() >= 3, "{outcome:?}");
    assert!(!outcome.toppled.is_empty());
    let frames = outcome.frames.len();
    assert!(frames > 10);
    // As the hurler (the south seat) saw it, mid-fall and at rest; the whole table north up
    // with the flight at the end.
    let seen = FlightOptions {
        width: 720,
        view: FlightView::Hurler,
        ..FlightOptions::default()
    };
    let middle = flight_frame(&flight, Some(&board), frames / 3, &seen).unwrap();
    check("flight-knock-out-chain-middle", &middle);
    let last = flight_frame(&flight, Some(&board), frames - 1, &seen).unwrap();
    check("flight-knock-out-chain-end", &last);
    let whole = FlightOptions {
        view: FlightView::Table,
        ..FlightOptions::default()
    };
    let table = flight_frame(&flight, Some(&board), frames - 1, &whole).unwrap();
    check("flight-knock-out-chain-table", &table);
}

#[test]
fn a_hurl_from_the_far_seat_is_drawn_turned_half_round_and_matches_its_golden_picture() {
    // The chain scenario's first hurl: the north seat's soft throw, which stops by its seat.
    let (flight, board) = common::scenario_flight(&common::chain_scenario(), 1);
    assert_eq!(flight.hurl.seat, 1);
    let turn = flight.camera.as_ref().unwrap().turn;
    assert!((turn - std::f64::consts::PI).abs() < 1e-9, "{turn}");
    let options = FlightOptions {
        width: 720,
        ..FlightOptions::default()
    };
    let last = flight_frame(&flight, Some(&board), usize::MAX, &options).unwrap();
    check("flight-knock-out-north-seat-end", &last);
}

#[test]
fn a_round_seen_from_the_east_seat_matches_its_golden_picture() {
    // Four greedy bots; the first round's target hurl, from the seat on the table's east side:
    // the table turned three quarters, the fair tile ahead.
    let game = common::bot_game(4, 11, |game| {
        game.round().is_some() && game.phase() == catapult_core::rules::Phase::Hurl
    });
    let scene = board_scene(&game, &common::names());
    let camera = scene.round.as_ref().unwrap().camera.as_ref().unwrap();
    assert_eq!(
        camera.subject,
        catapult_core::scene::CameraSubject::FairTile
    );
    let picture = render_board(&scene, &BoardOptions::default()).unwrap();
    check("board-round-target", &picture);
}

#[test]
fn the_comparison_allows_small_differences_only() {
    let mut a = Pixmap::new(100, 100).unwrap();
    a.fill(tiny_skia::Color::from_rgba8(100, 100, 100, 255));
    let mut b = a.clone();
    b.fill(tiny_skia::Color::from_rgba8(106, 100, 94, 255));
    assert!(compare(&a, &b).is_ok());
    // One pixel in two hundred may differ more, not two.
    let mut c = a.clone();
    c.pixels_mut()[0] = tiny_skia::PremultipliedColorU8::from_rgba(0, 0, 0, 255).unwrap();
    assert!(compare(&a, &c).is_ok());
    for pixel in &mut c.pixels_mut()[..60] {
        *pixel = tiny_skia::PremultipliedColorU8::from_rgba(0, 0, 0, 255).unwrap();
    }
    assert!(compare(&a, &c).is_err());
    assert!(compare(&a, &Pixmap::new(100, 99).unwrap()).is_err());
}
