//! The pictures' shapes and files: sizes, PNG and APNG structure, numbered frame files, the
//! round's table, the hurl's still top view, the round and the hurl seen through the core's
//! camera from the acting seat, and text readable at phone size.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

mod common;

use catapult_core::physics::{self, Launch, Options, Parameters, Scene, TokenKind};
use catapult_core::scene::{FlightScene, Point, RoundCamera, board_scene, player_colour};
use catapult_render::{
    ApngWriter, BoardOptions, CameraPlacement, FlightOptions, FlightView, HurlCast, Pixmap,
    RenderError, TextStyle, board_png, camera_picture, draw_text, encode_apng, flight_apng,
    flight_frame, flight_frames, flight_placement, frame_indices, hurl_picture, hurl_png,
    render_board, round_placement, write_flight_apng, write_flight_pngs,
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
        view: FlightView::Hurler,
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
        view: FlightView::Hurler,
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
fn a_caught_token_flies_until_the_catcher_grabs_it() {
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
        view: FlightView::Hurler,
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
        camera: None,
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

/// How many pixels of the picture's box `low`–`high` (px) are `rgb` (each channel within 2),
/// and how many the box holds.
fn coloured_in(picture: &Pixmap, rgb: [u8; 3], low: Point, high: Point) -> (usize, usize) {
    let (mut hits, mut all) = (0, 0);
    for y in low.y.max(0.0).round() as u32..high.y.round().min(f64::from(picture.height())) as u32 {
        for x in
            low.x.max(0.0).round() as u32..high.x.round().min(f64::from(picture.width())) as u32
        {
            let c = picture.pixel(x, y).unwrap().demultiply();
            all += 1;
            let near = [c.red(), c.green(), c.blue()]
                .iter()
                .zip(rgb)
                .all(|(a, b)| a.abs_diff(b) <= 2);
            hits += usize::from(near);
        }
    }
    (hits, all)
}

/// Checks a picture drawn through `camera` as `place` says (table m to the picture's px): the
/// acting seat's marker in the bottom quarter of the table area, drawn there in its colour
/// (in the box `marker` px deep behind the mark and as wide), the board's centre
/// ahead of it, and `rest` (where the hurled token ended, if any) inside the picture.
fn seen_from_the_seat(
    picture: &Pixmap,
    place: &CameraPlacement,
    camera: &RoundCamera,
    rest: Option<Point>,
    marker: f64,
    story: &str,
) {
    let view = place.transform;
    let mark = view.to_screen(camera.seat_mark);
    let (top, bottom) = (place.top, place.top + place.height);
    assert!(
        mark.y >= top + 0.75 * place.height && mark.y <= bottom,
        "{story}: the seat mark at y = {:.0} is above the bottom quarter of {top:.0}–{bottom:.0}",
        mark.y
    );
    assert!(
        mark.x >= place.left && mark.x <= place.left + place.width,
        "{story}: the seat's mark is at x = {:.0}, beside the table area",
        mark.x
    );
    let rgb = player_colour(usize::from(camera.seat)).rgb;
    let box_low = Point::new(mark.x - marker / 2.0, mark.y);
    let box_high = Point::new(mark.x + marker / 2.0, mark.y + marker);
    let (hits, all) = coloured_in(picture, rgb, box_low, box_high);
    // The marker's letter disc and its pattern cover much of it: one pixel in twenty is
    // plenty, where a marker drawn elsewhere leaves none.
    assert!(
        all > 0 && hits * 20 >= all,
        "{story}: only {hits} of {all} px behind the seat's mark are in its colour"
    );
    let board = view.to_screen(Point::new(0.0, 0.0));
    assert!(board.y < mark.y, "{story}: the board's centre is not ahead");
    if let Some(rest) = rest {
        let at = view.to_screen(rest);
        let (width, height) = (f64::from(picture.width()), f64::from(picture.height()));
        assert!(
            (0.0..width).contains(&at.x) && (0.0..height).contains(&at.y),
            "{story}: the token's rest is drawn at {at:?}, outside the {width}×{height} picture"
        );
    }
}

#[test]
fn a_hurl_is_drawn_from_the_hurlers_seat_its_marker_at_the_bottom_and_the_rest_in_the_picture() {
    let scenarios = common::workspace().join("tests/scenarios");
    let chain = common::chain_scenario();
    let hurls = [
        (chain.clone(), 1, "the north seat's soft knock-out"),
        (chain, 2, "the south seat's knock-out chain"),
        (
            scenarios.join("round-catch-case-a-caught.json"),
            1,
            "a caught catch token",
        ),
        (
            scenarios.join("round-target-tie-both-score.json"),
            1,
            "a target hurl",
        ),
    ];
    for (path, number, story) in hurls {
        let (flight, board) = common::scenario_flight(&path, number);
        let camera = flight
            .camera
            .clone()
            .expect("a flight from a game has a camera");
        assert_eq!(usize::from(camera.seat), flight.hurl.seat, "{story}");
        // Where the token ended; one that fell off the table at the edge it left by, as the
        // camera frames it.
        let rest = flight.shown_outcome().rest_position;
        let (hx, hy) = (flight.table.table.x / 2.0, flight.table.table.y / 2.0);
        let rest = Point::new(rest.x.clamp(-hx, hx), rest.y.clamp(-hy, hy));
        // The animated flight's last frame, at two widths.
        for width in [360, 720] {
            let options = FlightOptions {
                width,
                ..FlightOptions::default()
            };
            let place = flight_placement(&flight, &options).unwrap();
            let last = flight_frame(&flight, Some(&board), usize::MAX, &options).unwrap();
            assert_eq!(
                (f64::from(last.width()), f64::from(last.height())),
                (place.width, place.height)
            );
            let marker = 0.02 * place.transform.scale;
            let story = format!("{story}, flight {width} px wide");
            seen_from_the_seat(&last, &place, &camera, Some(rest), marker, &story);
        }
        // The still top view, as `catapult render --hurl K --png` draws it (no caption here,
        // so the picture is the table area).
        let launch = flight
            .hurl
            .throw
            .launch(flight.hurl.seat, flight.hurl.token);
        let cast = HurlCast {
            seats: (0..flight.table.seats.len()).map(player_colour).collect(),
            camera: Some(camera.clone()),
            ..HurlCast::default()
        };
        let still = hurl_picture(
            &flight.table,
            &launch,
            &flight.shown_outcome(),
            Some(&cast),
            900,
        )
        .unwrap();
        let place = camera_picture(&camera, 900).unwrap();
        assert_eq!(
            (f64::from(still.width()), f64::from(still.height())),
            (place.width, place.height)
        );
        seen_from_the_seat(
            &still,
            &place,
            &camera,
            Some(rest),
            12.0,
            &format!("{story}, still"),
        );
    }
}

#[test]
fn a_flight_without_a_camera_keeps_the_whole_table_north_up() {
    let (flight, board) = common::chain_flight();
    let mut unseen = flight.clone();
    unseen.camera = None;
    let hurler = FlightOptions {
        width: 400,
        ..FlightOptions::default()
    };
    assert_eq!(flight_placement(&unseen, &hurler), None);
    let table = FlightOptions {
        view: FlightView::Table,
        ..hurler.clone()
    };
    assert_eq!(flight_placement(&flight, &table), None);
    let drawn = flight_frame(&unseen, Some(&board), usize::MAX, &hurler).unwrap();
    let whole = flight_frame(&flight, Some(&board), usize::MAX, &table).unwrap();
    assert!(
        drawn == whole,
        "a flight without a camera is not the whole table"
    );
    // The table is wider than deep: so is the picture.
    assert!(whole.width() > whole.height());
}

#[test]
fn the_round_is_drawn_from_the_acting_seat_on_every_table() {
    let during_a_hurl = |game: &catapult_core::rules::Game| {
        game.round().is_some() && game.phase() == catapult_core::rules::Phase::Hurl
    };
    for (players, seed) in [(2, 3), (3, 5), (4, 11), (6, 2)] {
        let game = common::bot_game(players, seed, during_a_hurl);
        let story = format!("{players} seats, seed {seed}");
        assert!(
            game.round().is_some(),
            "{story}: the bots never started a round"
        );
        let scene = board_scene(&game, &common::names());
        let round = scene.round.as_ref().unwrap();
        let camera = round.camera.as_ref().expect("a round has a camera");
        assert_eq!(camera.seat, round.hurler, "{story}");
        for (width, height) in [(1080, 1920), (720, 1280)] {
            let options = BoardOptions {
                width,
                height,
                ..BoardOptions::default()
            };
            let place = round_placement(&scene, &options).unwrap();
            let picture = render_board(&scene, &options).unwrap();
            let marker = 0.02 * place.transform.scale;
            let story = format!("{story}, {width}×{height}");
            seen_from_the_seat(&picture, &place, camera, None, marker, &story);
            for p in &camera.must_show {
                let at = place.transform.to_screen(*p);
                assert!(
                    at.x >= place.left - 0.5
                        && at.x <= place.left + place.width + 0.5
                        && at.y >= place.top - 0.5
                        && at.y <= place.top + place.height + 0.5,
                    "{story}: {p:?} is outside the table area at {at:?}"
                );
            }
        }
    }
}
