//! The pictures' shapes and files: sizes, PNG and APNG structure, numbered frame files, the
//! round's table, the hurl's still top view, and text readable at phone size.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

mod common;

use catapult_core::physics::{self, Launch, Options, Parameters, Scene, TokenKind};
use catapult_core::scene::{FlightScene, board_scene, player_colour};
use catapult_render::{
    ApngWriter, BoardOptions, FlightOptions, FlightView, HurlCast, Pixmap, RenderError, TextStyle,
    board_png, draw_text, encode_apng, flight_apng, flight_frame, flight_frames, frame_indices,
    hurl_png, render_board, write_flight_apng, write_flight_pngs,
};

/// Width and height from a PNG's IHDR chunk.
fn png_size(bytes: &[u8]) -> (u32, u32) {
    assert!(bytes.starts_with(b"\x89PNG\r\n\x1a\n"));
    let width = u32::from_be_bytes(bytes[16..20].try_into().unwrap());
    let height = u32::from_be_bytes(bytes[20..24].try_into().unwrap());
    (width, height)
}

/// How many pixels differ from the picture's top-left pixel (the background).
fn drawn_pixels(picture: &Pixmap) -> usize {
    let background = picture.pixels()[0];
    picture
        .pixels()
        .iter()
        .filter(|p| **p != background)
        .count()
}

#[test]
fn the_board_png_has_the_requested_size() {
    let game = common::mid_game(3, 12);
    let scene = board_scene(&game, &common::names());
    let options = BoardOptions {
        width: 720,
        height: 1280,
        ..BoardOptions::default()
    };
    let png = board_png(&scene, &options).unwrap();
    assert_eq!(png_size(&png), (720, 1280));
    // Landscape works too, without the panel.
    let wide = BoardOptions {
        width: 1600,
        height: 900,
        panel: false,
        ..BoardOptions::default()
    };
    assert_eq!(png_size(&board_png(&scene, &wide).unwrap()), (1600, 900));
}

#[test]
fn a_picture_of_no_size_is_refused_with_a_reason() {
    let game = common::mid_game(3, 2);
    let scene = board_scene(&game, &[]);
    let options = BoardOptions {
        width: 0,
        ..BoardOptions::default()
    };
    let error = render_board(&scene, &options).unwrap_err();
    assert!(matches!(error, RenderError::BadSize { width: 0, .. }));
    assert!(error.to_string().contains("smaller"), "{error}");
}

#[test]
fn the_ownership_tint_changes_the_held_features_only() {
    let game = common::mid_game(7, 20);
    let scene = board_scene(&game, &common::names());
    assert!(scene.features.iter().any(|f| !f.holders.is_empty()));
    let plain = render_board(&scene, &BoardOptions::default()).unwrap();
    let tinted = render_board(
        &scene,
        &BoardOptions {
            ownership: true,
            ..BoardOptions::default()
        },
    )
    .unwrap();
    let changed = plain
        .pixels()
        .iter()
        .zip(tinted.pixels())
        .filter(|(a, b)| a != b)
        .count();
    assert!(changed > 1000, "{changed}");
    // The panel is the same.
    let panel = 1080 * 200;
    assert_eq!(plain.pixels()[..panel], tinted.pixels()[..panel]);
}

#[test]
fn during_a_round_the_board_picture_shows_the_table() {
    let game = common::bot_game(4, 11, |game| {
        game.round().is_some() && game.phase() == catapult_core::rules::Phase::Hurl
    });
    assert!(game.round().is_some(), "the bots never started a round");
    let scene = board_scene(&game, &common::names());
    let round = scene.round.as_ref().unwrap();
    let picture = render_board(&scene, &BoardOptions::default()).unwrap();
    assert_eq!((picture.width(), picture.height()), (1080, 1920));
    // The table colour covers much of the picture below the panel.
    let table = picture
        .pixels()
        .iter()
        .filter(|p| {
            let c = p.demultiply();
            (c.red(), c.green(), c.blue()) == (222, 196, 150)
        })
        .count();
    assert!(table > 200_000, "{table}");
    assert_eq!(round.seats.len(), 4);
}

#[test]
fn a_flight_is_written_as_numbered_pngs_and_as_an_apng() {
    let (flight, board) = common::chain_flight();
    let options = FlightOptions {
        width: 320,
        step: 6,
        view: FlightView::Board,
        ..FlightOptions::default()
    };
    let count = frame_indices(flight.hurl.outcome.frames.len(), 6).len();
    let frames = flight_frames(&flight, Some(&board), &options).unwrap();
    assert_eq!(frames.len(), count);
    assert!(frames.iter().all(|f| f.width() == 320));
    // Without the board the tiles are plain and the followers grey, but it still draws.
    assert_eq!(flight_frames(&flight, None, &options).unwrap().len(), count);

    let folder = std::env::temp_dir().join(format!("catapult-flight-{}", std::process::id()));
    std::fs::create_dir_all(&folder).unwrap();
    let paths = write_flight_pngs(&flight, Some(&board), &options, &folder).unwrap();
    assert_eq!(paths.len(), count);
    assert!(paths[0].ends_with("frame-0000.png"));
    for path in &paths {
        assert_eq!(png_size(&std::fs::read(path).unwrap()).0, 320);
    }
    std::fs::remove_dir_all(&folder).unwrap();

    let apng = flight_apng(&flight, Some(&board), &options).unwrap();
    assert_eq!(png_size(&apng).0, 320);
    // acTL: the frame count, then the plays (0: for ever).
    let at = apng.windows(4).position(|w| w == b"acTL").unwrap();
    let frames_told = u32::from_be_bytes(apng[at + 4..at + 8].try_into().unwrap());
    assert_eq!(frames_told as usize, count);
    assert_eq!(apng.windows(4).filter(|w| *w == b"fcTL").count(), count);

    let missing = std::env::temp_dir().join("catapult-no-such-folder/deeper");
    let error = write_flight_pngs(&flight, Some(&board), &options, &missing).unwrap_err();
    assert!(error.to_string().contains("cannot write"), "{error}");
}

#[test]
fn a_follower_struck_low_slides_and_the_flights_last_frame_draws_it_where_it_stopped() {
    let flight = FlightScene::low_strike_example().unwrap();
    let outcome = &flight.hurl.outcome;
    assert_eq!(outcome.touched_by_token, vec![1], "{outcome:?}");
    assert!(outcome.toppled.is_empty(), "{outcome:?}");
    let moved = outcome.moved_followers[0];
    assert!(moved.slid > 0.03, "{moved:?}");
    let frames = outcome.frames.len();
    // The last frame comes a moment before it stops.
    let last = &outcome.frames[frames - 1].sliding;
    assert!(
        last.len() == 1 && (last[0].1 - moved.position).norm() < 0.001,
        "{last:?}"
    );

    // The last frame is the picture of a follower standing where it stopped, never slid.
    let options = FlightOptions {
        width: 540,
        ..FlightOptions::default()
    };
    let drawn = flight_frame(&flight, None, frames - 1, &options).unwrap();
    let without_slide = |flight: &mut FlightScene| {
        for frame in &mut flight.hurl.outcome.frames {
            frame.sliding.clear();
        }
    };
    let mut stood_there = flight.clone();
    stood_there.table.followers[0].position = moved.position;
    without_slide(&mut stood_there);
    let expected = flight_frame(&stood_there, None, frames - 1, &options).unwrap();
    assert!(
        drawn == expected,
        "the slid follower is not where it stopped"
    );
    let mut never_slid = flight.clone();
    without_slide(&mut never_slid);
    let unmoved = flight_frame(&never_slid, None, frames - 1, &options).unwrap();
    assert!(
        drawn != unmoved,
        "the slid follower is drawn where it stood"
    );
}

#[test]
fn an_apng_drawn_a_frame_at_a_time_is_byte_for_byte_the_one_made_from_all_frames_at_once() {
    let (flight, board) = common::chain_flight();
    let options = FlightOptions {
        width: 240,
        step: 4,
        hold_ms: 900,
        view: FlightView::Board,
    };
    let all_at_once = encode_apng(
        &flight_frames(&flight, Some(&board), &options).unwrap(),
        (4, 60),
        (900, 1000),
        0,
    )
    .unwrap();
    let mut streamed = Vec::new();
    write_flight_apng(&flight, Some(&board), &options, &mut streamed).unwrap();
    assert_eq!(streamed, all_at_once);
    assert_eq!(
        flight_apng(&flight, Some(&board), &options).unwrap(),
        all_at_once
    );
}

#[test]
fn the_apng_writer_refuses_a_frame_of_another_size_and_a_file_short_of_frames() {
    let (small, large) = (Pixmap::new(8, 8).unwrap(), Pixmap::new(9, 8).unwrap());
    let mut out = Vec::new();
    let mut writer = ApngWriter::new(&mut out, (8, 8), 2, (1, 30), (1, 2), 0).unwrap();
    let error = writer.frame(&large).unwrap_err();
    assert!(
        error
            .to_string()
            .contains("the frames differ in size (8 × 8 px and 9 × 8 px)"),
        "{error}"
    );
    writer.frame(&small).unwrap();
    let error = writer.finish().unwrap_err();
    assert!(
        error
            .to_string()
            .contains("only 1 of the 2 frames announced were drawn"),
        "{error}"
    );
    let none = ApngWriter::new(Vec::new(), (8, 8), 0, (1, 30), (1, 2), 0);
    assert!(matches!(none, Err(RenderError::NoFrames)));
}

#[test]
fn a_caught_token_flies_until_the_catcher_grabs_it_and_the_board_view_follows_it() {
    let caught = common::workspace().join("tests/scenarios/round-catch-case-a-caught.json");
    let (flight, board) = common::scenario_flight(&caught, 1);
    let at = flight.caught_at.expect("the catcher caught it");
    let frames = &flight.hurl.outcome.frames;
    let shown = flight.shown_frames();
    assert!(shown < frames.len(), "the flight goes on past the catch");
    assert!(frames[shown - 1].time <= at && frames[shown].time > at);
    let options = FlightOptions {
        width: 300,
        step: 1,
        hold_ms: 100,
        view: FlightView::Board,
    };
    assert_eq!(
        flight_frames(&flight, Some(&board), &options)
            .unwrap()
            .len(),
        shown
    );
    let outcome = flight.shown_outcome();
    assert_eq!(outcome.rest_position, frames[shown - 1].token);
    assert_eq!(outcome.first_landing, None);

    let short = common::workspace().join("tests/scenarios/round-catch-case-c-missed-short.json");
    let (missed, _) = common::scenario_flight(&short, 1);
    assert_eq!(missed.caught_at, None);
    assert_eq!(missed.shown_frames(), missed.hurl.outcome.frames.len());
}

#[test]
fn a_hurl_with_a_caption_grows_a_band_of_text_above_the_table() {
    let (flight, _) = common::chain_flight();
    let launch = flight
        .hurl
        .throw
        .launch(flight.hurl.seat, flight.hurl.token);
    let outcome = &flight.hurl.outcome;
    let plain = hurl_png(&flight.table, &launch, outcome, None, 600).unwrap();
    let cast = HurlCast {
        seats: (0..2).map(player_colour).collect(),
        follower_owners: Vec::new(),
        caption: vec![
            "Ada hurls the knock-out token.".to_owned(),
            "It comes to rest on tile (0, 1), a long line that must break to fit.".to_owned(),
        ],
        caught: false,
    };
    let captioned = hurl_png(&flight.table, &launch, outcome, Some(&cast), 600).unwrap();
    let (width, plain_height) = png_size(&plain);
    let (captioned_width, height) = png_size(&captioned);
    assert_eq!(captioned_width, width);
    // Three lines at 2.2 % of the width, 1.9 line heights apart, and a margin.
    let line = 600.0 * 0.022;
    let band = (height - plain_height) as f32;
    assert!(
        (line * 1.9 * 3.0..line * 1.9 * 4.0 + 1.0).contains(&band),
        "{band}"
    );
}

#[test]
fn a_hurl_without_frames_has_no_flight_to_draw() {
    let (mut flight, board) = common::chain_flight();
    flight.hurl.outcome.frames.clear();
    let error = flight_apng(&flight, Some(&board), &FlightOptions::default()).unwrap_err();
    assert!(matches!(error, RenderError::NoFrames));
}

#[test]
fn the_still_top_view_keeps_the_table_shape() {
    let scene = Scene::demo();
    let launch = Launch {
        seat: 0,
        aim: physics::radians(-5.0),
        elevation: physics::radians(45.0),
        speed: 2.1,
        token: TokenKind::KnockOut,
    };
    let options = Options {
        frames: true,
        lines: Vec::new(),
    };
    let outcome = physics::simulate(&scene, &launch, &Parameters::default(), &options).unwrap();
    let png = hurl_png(&scene, &launch, &outcome, None, 1200).unwrap();
    let (width, height) = png_size(&png);
    assert_eq!(width, 1200);
    assert!((800..1000).contains(&height), "{height}");
}

#[test]
fn text_at_phone_size_is_as_high_as_asked() {
    let mut picture = Pixmap::new(400, 80).unwrap();
    picture.fill(tiny_skia::Color::WHITE);
    draw_text(
        &mut picture,
        "SCORE 108",
        (10.0, 20.0),
        &TextStyle::new(24.0, [0, 0, 0, 255]),
    );
    let rows: Vec<u32> = (0..80)
        .filter(|y| (0..400).any(|x| picture.pixel(x, *y).unwrap().red() < 128))
        .collect();
    let high = rows.last().unwrap() - rows.first().unwrap() + 1;
    assert!((24..=28).contains(&high), "{high}");
    assert!(drawn_pixels(&picture) > 500);
}
