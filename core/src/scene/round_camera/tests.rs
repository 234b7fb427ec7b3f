// A failure here is the test failing.
#![allow(clippy::unwrap_used)]

use super::*;
use crate::physics::{DEFAULT_TABLE, TokenKind, seats_around};
use crate::rules::Action;
use crate::scene::FlightScene;
use crate::test_support::{farmer_and_thief_at_a_fair, place, stacked};

/// The phone sizes the issue names, with the table view's share of each (CSS px / dp).
const SCREENS: [(f64, f64); 2] = [(390.0, 560.0), (360.0, 400.0)];

/// Checks what a player holding the phone sees through `camera` on every screen: their seat
/// in the bottom quarter, everything the frame must hold on screen, and the board's centre
/// (the table's middle) straight up from the seat, where an upward swipe aims.
fn seen_from_the_seat(camera: &RoundCamera, story: &str) {
    for (width, height) in SCREENS {
        let view = camera.transform(width, height).unwrap();
        let mark = view.to_screen(camera.seat_mark);
        assert!(
            mark.y >= 0.75 * height && mark.y <= height,
            "{story} on {width}×{height}: the seat's mark is at y = {:.0}",
            mark.y
        );
        for p in &camera.must_show {
            let s = view.to_screen(*p);
            assert!(
                (-0.5..=width + 0.5).contains(&s.x) && (-0.5..=height + 0.5).contains(&s.y),
                "{story} on {width}×{height}: {p:?} is off screen at {s:?}"
            );
        }
        let centre = view.to_screen(Point::new(0.0, 0.0));
        let off_straight = (centre.x - mark.x).atan2(mark.y - centre.y).to_degrees();
        assert!(
            off_straight.abs() < 5.0,
            "{story}: the board's centre is {off_straight:.1}° from straight up"
        );
    }
}

#[test]
fn from_every_seat_at_two_three_and_six_the_board_lies_ahead_and_the_seat_at_the_bottom() {
    for players in [2, 3, 6] {
        let mut game = stacked(players, &["CA/F", "U"]);
        place(&mut game, 0, -1, 0, None);
        let table = game.table();
        let corners = for_stage::board_corners(&table);
        for seat in 0..players {
            let camera =
                RoundCamera::frame(&table.seats, seat, CameraSubject::Board, &corners).unwrap();
            seen_from_the_seat(&camera, &format!("seat {seat} of {players}"));
            let facing = table.seats[seat].facing;
            assert!((camera.turn - (std::f64::consts::FRAC_PI_2 - facing)).abs() < 1e-12);
        }
    }
}

#[test]
fn a_small_board_far_from_the_seat_is_still_big_enough_to_aim_at() {
    let seats = seats_around(
        nalgebra::Vector2::new(DEFAULT_TABLE[0], DEFAULT_TABLE[1]),
        6,
    );
    let two_tiles = [Point::new(-0.045, -0.0225), Point::new(0.045, 0.0225)];
    for seat in 0..6 {
        let camera = RoundCamera::frame(&seats, seat, CameraSubject::Board, &two_tiles).unwrap();
        assert!(camera.width.max(camera.height) <= MAX_FRAME_SPAN + 1e-9);
        let view = camera.transform(360.0, 400.0).unwrap();
        let tile_px = view.scale * 0.045;
        assert!(tile_px >= 35.0, "seat {seat}: a tile is {tile_px:.0} px");
        seen_from_the_seat(&camera, &format!("seat {seat} of 6, a two-tile board"));
    }
}

#[test]
fn a_one_tile_board_is_not_blown_up_past_the_least_span() {
    let seats = seats_around(
        nalgebra::Vector2::new(DEFAULT_TABLE[0], DEFAULT_TABLE[1]),
        2,
    );
    let one_point = [Point::new(0.0, 0.0)];
    let camera = RoundCamera::frame(&seats, 0, CameraSubject::Board, &one_point).unwrap();
    assert!(camera.width >= MIN_FRAME_SPAN - 1e-9 && camera.height >= MIN_FRAME_SPAN - 1e-9);
}

#[test]
fn a_screen_point_turns_back_into_the_table_point_under_it() {
    let seats = seats_around(nalgebra::Vector2::new(1.4, 1.0), 3);
    let camera =
        RoundCamera::frame(&seats, 1, CameraSubject::Board, &[Point::new(0.1, 0.05)]).unwrap();
    let view = camera.transform(390.0, 600.0).unwrap();
    for p in [
        Point::new(0.1, 0.05),
        Point::new(-0.3, 0.2),
        Point::new(0.0, 0.0),
    ] {
        let back = view.to_table(view.to_screen(p));
        assert!((back.x - p.x).abs() < 1e-12 && (back.y - p.y).abs() < 1e-12);
    }
    assert_eq!(
        camera.transform(0.0, 600.0),
        None,
        "an empty screen has no view"
    );
}

#[test]
fn the_chooser_sees_the_whole_board_and_the_knock_out_hurler_every_opponent_follower() {
    for players in [2, 3, 6] {
        let mut game = farmer_and_thief_at_a_fair(players);
        let chooser = (3 % players) as u8;
        let choosing = round_camera(&game, &game.table()).unwrap();
        assert_eq!(
            (choosing.seat, choosing.subject),
            (chooser, CameraSubject::Board)
        );
        seen_from_the_seat(&choosing, "the token choice");
        game.apply(Action::ChooseToken {
            token: TokenKind::KnockOut,
        })
        .unwrap();
        let table = game.table();
        let aiming = round_camera(&game, &table).unwrap();
        assert_eq!(aiming.subject, CameraSubject::Opponents);
        assert_eq!(aiming.seat, chooser, "the chooser hurls first");
        let opponents: Vec<Point> = game
            .followers()
            .iter()
            .filter(|f| f.player != chooser)
            .filter_map(|f| table.followers.iter().find(|b| b.id == f.id))
            .map(|b| Point::new(b.position.x, b.position.y))
            .collect();
        assert!(!opponents.is_empty());
        assert!(opponents.iter().all(|p| aiming.must_show.contains(p)));
        seen_from_the_seat(&aiming, "the knock-out hurl");
    }
}

#[test]
fn the_target_hurler_sees_the_fair_tile_and_the_catch_hurler_the_catchers_hands() {
    for players in [2, 3, 6] {
        let chooser = 3 % players;
        let mut game = farmer_and_thief_at_a_fair(players);
        game.apply(Action::ChooseToken {
            token: TokenKind::Target,
        })
        .unwrap();
        let table = game.table();
        let target = round_camera(&game, &table).unwrap();
        assert_eq!(target.subject, CameraSubject::FairTile);
        let fair = table.cell_centre([0, -1]);
        let view = target.transform(390.0, 560.0).unwrap();
        let on_screen = view.to_screen(Point::new(fair.x, fair.y));
        assert!((0.0..390.0).contains(&on_screen.x) && (0.0..560.0).contains(&on_screen.y));
        seen_from_the_seat(
            &target,
            &format!("the target hurl of seat {chooser} of {players}"),
        );

        let mut game = farmer_and_thief_at_a_fair(players);
        game.apply(Action::ChooseToken {
            token: TokenKind::Catch,
        })
        .unwrap();
        let table = game.table();
        let catch = round_camera(&game, &table).unwrap();
        assert_eq!(
            (usize::from(catch.seat), catch.subject),
            (chooser, CameraSubject::Catch)
        );
        let hands = crate::rules::hands(&table, crate::rules::catcher_of(chooser, players));
        assert!(catch.must_show.contains(&Point::new(hands.x, hands.y)));
        let zone = crate::scene::round_view(&game).unwrap().catch_zone;
        assert_eq!(
            zone.map(|z| z.hands),
            Some(Point::new(hands.x, hands.y)),
            "the thrower sees the catcher's hands while aiming"
        );
        seen_from_the_seat(
            &catch,
            &format!("the catch hurl of seat {chooser} of {players}"),
        );
    }
}

#[test]
fn a_flight_ends_framing_where_the_token_rests_and_the_follower_it_struck() {
    let flight = FlightScene::low_strike_example().unwrap();
    let camera = flight.camera.clone().unwrap();
    assert_eq!(camera.subject, CameraSubject::Result);
    let rest = flight.shown_outcome().rest_position;
    assert!(camera.must_show.contains(&Point::new(rest.x, rest.y)));
    assert!(!flight.hurl.outcome.all_touched().is_empty());
    seen_from_the_seat(&camera, "the end of a slide");
}

#[test]
fn a_seducer_chooses_with_the_follower_to_swap_in_frame_and_a_catcher_waits_in_frame() {
    let mut game = farmer_and_thief_at_a_fair(2);
    game.apply(Action::ChooseToken {
        token: TokenKind::Seduction,
    })
    .unwrap();
    // Seat 1 hurls at seat 0's farmer.
    let farmer = game.followers().iter().find(|f| f.player == 0).unwrap().id;
    let throw = crate::test_support::throw_seducing(&game, farmer);
    game.apply(Action::Hurl { throw }).unwrap();
    let table = game.table();
    let choosing = round_camera(&game, &table).unwrap();
    assert_eq!(
        (choosing.seat, choosing.subject),
        (1, CameraSubject::Opponents)
    );
    let body = table.followers.iter().find(|b| b.id == farmer).unwrap();
    assert!(
        choosing
            .must_show
            .contains(&Point::new(body.position.x, body.position.y))
    );
    seen_from_the_seat(&choosing, "the seduction choice");

    let mut game = farmer_and_thief_at_a_fair(2);
    game.apply(Action::ChooseToken {
        token: TokenKind::Catch,
    })
    .unwrap();
    game.apply(Action::Hurl {
        throw: crate::rules::Throw::new(0.0, 45.0, 2.5),
    })
    .unwrap();
    let pending = game.round().unwrap().pending_catch.unwrap();
    let table = game.table();
    let catching = round_camera(&game, &table).unwrap();
    assert_eq!(
        (usize::from(catching.seat), catching.subject),
        (pending.hurler, CameraSubject::Catch)
    );
    seen_from_the_seat(&catching, "the catch");
}
