//! Helpers for the unit tests: games on a stacked pile, turns written as players say them.

// A failure here is the test failing.
#![allow(clippy::unwrap_used)]

use crate::board::{Placement, Pos};
use crate::physics::{Options, Parameters, TokenKind, simulate};
use crate::rules::{Action, Event, Game, GameConfig, RuleOptions, Throw, parse_spot};
use crate::tiles::SegmentKind;
use crate::tiles::{Rotation, catalogue};

/// A game for `players` with `rules` whose pile is exactly `tiles`, top first.
pub fn stacked_with(rules: RuleOptions, players: usize, tiles: &[&str]) -> Game {
    let pile = tiles
        .iter()
        .map(|name| catalogue().find(name).unwrap())
        .collect();
    let config = GameConfig {
        players,
        rules,
        stacked_pile: Some(pile),
    };
    Game::new(config, 0).unwrap()
}

/// A game with default rules (The Catapult's rounds on) whose pile is exactly `tiles`.
pub fn stacked(players: usize, tiles: &[&str]) -> Game {
    stacked_with(RuleOptions::default(), players, tiles)
}

/// Seat 0's farmer north of the road east of the start, seat 1's thief on the road west of
/// it, the start city closed, and the fair tile south placed by seat `3 % players`: the round
/// waits for that seat's token.
pub fn farmer_and_thief_at_a_fair(players: usize) -> Game {
    let mut game = stacked(players, &["U", "U", "E", "CA/F"]);
    place(&mut game, 1, 0, 0, Some("field:NL"));
    place(&mut game, -1, 0, 0, Some("road:W"));
    place(&mut game, 0, 1, 180, None);
    place(&mut game, 0, -1, 0, None);
    game
}

/// Places the drawn tile at (x, y) turned `degrees`, with a follower on `follower` (a spot
/// name like `road:E`) or none; returns what happened.
pub fn place(game: &mut Game, x: i32, y: i32, degrees: u16, follower: Option<&str>) -> Vec<Event> {
    place_then(
        game,
        x,
        y,
        degrees,
        |segment| match segment {
            Some(segment) => Action::PlaceFollower { segment },
            None => Action::Skip,
        },
        follower,
    )
}

/// Like [`place`], with the big follower (Inns & Cathedrals) on `spot`.
pub fn place_big(game: &mut Game, x: i32, y: i32, degrees: u16, spot: &str) -> Vec<Event> {
    place_then(
        game,
        x,
        y,
        degrees,
        |segment| match segment {
            Some(segment) => Action::PlaceBigFollower { segment },
            None => Action::Skip,
        },
        Some(spot),
    )
}

/// Places the drawn tile, then plays `follower_move` of the segment `spot` names (or of none).
fn place_then(
    game: &mut Game,
    x: i32,
    y: i32,
    degrees: u16,
    follower_move: impl Fn(Option<u8>) -> Action,
    spot: Option<&str>,
) -> Vec<Event> {
    let rotation = Rotation::from_degrees(degrees).unwrap();
    let tile = game.drawn_tile().unwrap();
    let placement = Placement {
        pos: Pos::new(x, y),
        rotation,
    };
    let mut events = game.apply(Action::PlaceTile { placement }).unwrap();
    let segment = spot.map(|spot| parse_spot(tile.tile(), rotation, spot).unwrap());
    events.extend(game.apply(follower_move(segment)).unwrap());
    events
}

/// A knock-out throw from `seat` that the physics says touches follower `id`.
pub fn throw_touching(game: &Game, seat: usize, id: u32) -> Throw {
    let scene = game.table();
    (-60..=60)
        .flat_map(|aim| (30..=60).map(move |speed| (aim, speed)))
        .map(|(aim, speed)| Throw::new(f64::from(aim) / 2.0, 45.0, f64::from(speed) / 20.0))
        .find(|throw| {
            let launch = throw.launch(seat, TokenKind::KnockOut);
            simulate(&scene, &launch, &Parameters::default(), &Options::default())
                .is_ok_and(|outcome| outcome.all_touched().contains(&id))
        })
        .unwrap()
}

/// A seduction throw for the current hurler whose token rests on the tiles with follower `id`
/// alone nearest (the game then asks the hurler whether to swap it).
pub fn throw_seducing(game: &Game, id: u32) -> Throw {
    (-60..=60)
        .flat_map(|aim| (10..=80).map(move |speed| (aim, speed)))
        .map(|(aim, speed)| Throw::new(f64::from(aim) / 2.0, 45.0, f64::from(speed) / 20.0))
        .find(|throw| {
            let mut trial = game.clone();
            trial.apply(Action::Hurl { throw: *throw }).is_ok()
                && trial.round().is_some_and(|round| round.seduction == [id])
        })
        .unwrap()
}

/// The points and winners of the scorings of `kind` in `events`, in order.
pub fn scored(events: &[Event], kind: SegmentKind) -> Vec<(u32, Vec<usize>)> {
    events
        .iter()
        .filter_map(|event| match event {
            Event::Scored(scoring) if scoring.kind == kind => {
                Some((scoring.points, scoring.winners.clone()))
            }
            _ => None,
        })
        .collect()
}
