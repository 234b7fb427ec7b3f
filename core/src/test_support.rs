//! Helpers for the unit tests: games on a stacked pile, turns written as players say them.

// A failure here is the test failing.
#![allow(clippy::unwrap_used)]

use crate::board::{Placement, Pos};
use crate::rules::{Action, Event, Game, GameConfig, RuleOptions, parse_spot};
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

/// Places the drawn tile at (x, y) turned `degrees`, with a follower on `follower` (a spot
/// name like `road:E`) or none; returns what happened.
pub fn place(game: &mut Game, x: i32, y: i32, degrees: u16, follower: Option<&str>) -> Vec<Event> {
    let rotation = Rotation::from_degrees(degrees).unwrap();
    let tile = game.drawn_tile().unwrap();
    let placement = Placement {
        pos: Pos::new(x, y),
        rotation,
    };
    let mut events = game.apply(Action::PlaceTile { placement }).unwrap();
    let action = match follower {
        Some(spot) => Action::PlaceFollower {
            segment: parse_spot(tile.tile(), rotation, spot).unwrap(),
        },
        None => Action::Skip,
    };
    events.extend(game.apply(action).unwrap());
    events
}
