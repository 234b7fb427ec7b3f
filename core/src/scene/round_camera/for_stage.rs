//! Which camera each stage of a round takes: whose seat it looks from and what it frames.

use super::{CameraSubject, RoundCamera};
use crate::physics::pieces::tile;
use crate::physics::{Outcome, Scene, TokenKind};
use crate::rules::Game;
use crate::scene::Point;
use crate::scene::catch_zone::{CatchZone, shown_catch_zone};
use nalgebra::Vector2;

/// The camera for the stage `game`'s round is at, on `scene` (the game's table, see
/// `Game::table`); `None` outside a round.
/// - the token choice: from the chooser, the whole board;
/// - a knock-out or seduction hurl: from the hurler, the board and every opponent's follower;
/// - the seduction choice: from the hurler, the followers to swap and the hurler's own on the
///   board that may take their place;
/// - a target hurl: from the hurler, the fair tile;
/// - a catch hurl, and the catch itself: from the hurler, the catcher's hands as far as they
///   reach, the ruler's mark and the hurler's seat.
pub fn round_camera(game: &Game, scene: &Scene) -> Option<RoundCamera> {
    let round = game.round()?;
    let players = game.config().players;
    let hurler = round.hurler(players);
    if let Some(zone) = shown_catch_zone(game, scene) {
        return catch_camera(scene, &zone);
    }
    let followers_of = |keep: &dyn Fn(u32, u8) -> bool| -> Vec<Point> {
        scene
            .followers
            .iter()
            .filter(|body| {
                game.followers()
                    .iter()
                    .any(|f| f.id == body.id && keep(f.id, f.player))
            })
            .map(|body| at(body.position))
            .collect()
    };
    if !round.seduction.is_empty() {
        // The followers to swap, and the hurler's own that may take their place.
        let choices = followers_of(&|id, owner| {
            round.seduction.contains(&id) || usize::from(owner) == hurler
        });
        return RoundCamera::frame(&scene.seats, hurler, CameraSubject::Opponents, &choices);
    }
    match round.token {
        None => RoundCamera::frame(
            &scene.seats,
            round.chooser,
            CameraSubject::Board,
            &board_corners(scene),
        ),
        Some(TokenKind::KnockOut | TokenKind::Seduction) => {
            let mut points = board_corners(scene);
            points.extend(followers_of(&|_, owner| usize::from(owner) != hurler));
            RoundCamera::frame(&scene.seats, hurler, CameraSubject::Opponents, &points)
        }
        Some(TokenKind::Target) => {
            let fair = scene.cell_centre([round.fair.x, round.fair.y]);
            RoundCamera::frame(
                &scene.seats,
                hurler,
                CameraSubject::FairTile,
                &tile_corners(fair),
            )
        }
        // The catch zone framed it above; without one the seats are not on the table.
        Some(TokenKind::Catch) => None,
    }
}

/// The camera at a flight's end: `aiming` (the camera the hurl was aimed with) widened to
/// hold where the token came to rest and every follower it touched, where each ended.
pub fn flight_end_camera(
    aiming: &RoundCamera,
    table: &Scene,
    outcome: &Outcome,
) -> Option<RoundCamera> {
    let mut points = vec![Point::new(outcome.rest_position.x, outcome.rest_position.y)];
    for id in outcome.all_touched() {
        let moved = outcome.moved_followers.iter().find(|m| m.id == id);
        let body = table.followers.iter().find(|b| b.id == id);
        if let Some(position) = moved.map(|m| m.position).or(body.map(|b| b.position)) {
            points.push(at(position));
        }
    }
    // A token that fell off the table is shown at the table's edge, not metres away.
    let (hx, hy) = (table.table.x / 2.0, table.table.y / 2.0);
    for p in &mut points {
        *p = Point::new(p.x.clamp(-hx, hx), p.y.clamp(-hy, hy));
    }
    aiming.widened(&table.seats, CameraSubject::Result, &points)
}

/// From the hurler, the catcher's hands and the ruler's mark between their seats. The
/// hurler's own seat is held too, however far: a catch is thrown from it to the hands.
fn catch_camera(scene: &Scene, zone: &CatchZone) -> Option<RoundCamera> {
    let from = scene.seats.get(zone.hurler)?;
    // The hands' whole reach, by eight points round it (the frame's margin covers the rest).
    let reach = (0..8).map(|k| {
        let angle = f64::from(k) * std::f64::consts::FRAC_PI_4;
        zone.hands
            .offset(zone.reach * angle.cos(), zone.reach * angle.sin())
    });
    let points: Vec<Point> = [zone.hands, zone.ruler_point, at(from.position)]
        .into_iter()
        .chain(reach)
        .collect();
    RoundCamera::frame(&scene.seats, zone.hurler, CameraSubject::Catch, &points)
}

/// The outer corners of every tile on the table, m.
pub(super) fn board_corners(scene: &Scene) -> Vec<Point> {
    scene
        .tiles
        .iter()
        .flat_map(|cell| tile_corners(scene.cell_centre(*cell)))
        .collect()
}

/// A tile's four corners about its centre `centre`, m.
fn tile_corners(centre: Vector2<f64>) -> [Point; 4] {
    let half = tile::SIZE / 2.0;
    [(-1.0, -1.0), (1.0, -1.0), (1.0, 1.0), (-1.0, 1.0)]
        .map(|(dx, dy)| at(centre).offset(dx * half, dy * half))
}

fn at(v: Vector2<f64>) -> Point {
    Point::new(v.x, v.y)
}
