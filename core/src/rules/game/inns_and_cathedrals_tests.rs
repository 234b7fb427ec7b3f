//! Story tests of Inns & Cathedrals' scoring: an inn doubles a finished road and spoils an
//! unfinished one; a cathedral raises a finished city to 3 a tile and pennant and spoils an
//! unfinished one (RULES.md, Inns & Cathedrals). The piles are stacked, so the tiles come as the
//! story needs them.

use super::*;
use crate::rules::{CatapultRules, RuleOptions};
use crate::test_support::{place, stacked_with};

/// A game for `players` with Inns & Cathedrals whose pile is exactly `tiles`.
fn stacked(players: usize, tiles: &[&str]) -> Game {
    let rules = RuleOptions {
        inns_cathedrals: true,
        ..RuleOptions::default()
    };
    stacked_with(rules, players, tiles)
}

/// The same with The Catapult's fair tiles but no rounds, so a fair tile is only a tile.
fn stacked_with_fair_tiles(players: usize, tiles: &[&str]) -> Game {
    let rules = RuleOptions {
        inns_cathedrals: true,
        catapult: CatapultRules::TilesOnly,
        ..RuleOptions::default()
    };
    stacked_with(rules, players, tiles)
}

/// The points of the road or city scorings in `events`, in order.
fn scored(events: &[Event], kind: SegmentKind) -> Vec<(u32, Vec<usize>)> {
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

#[test]
fn an_inn_on_a_road_finished_at_four_tiles_makes_it_worth_eight() {
    // Anna's thief on the inn's straight road east of the start tile; Ben and Anna end it with
    // a cloister at each end: four tiles.
    let mut game = stacked(2, &["IC/RFr.i", "A", "A"]);
    place(&mut game, 1, 0, 0, Some("road:E"));
    place(&mut game, 2, 0, 90, None);
    let events = place(&mut game, -1, 0, 270, None);
    assert_eq!(scored(&events, SegmentKind::Road), [(8, vec![0])]);
    assert_eq!(game.scores(), &[8, 0]);
}

#[test]
fn an_inn_on_a_road_still_open_at_the_end_makes_it_worth_nothing() {
    let mut game = stacked(2, &["IC/RFr.i"]);
    let events = place(&mut game, 1, 0, 0, Some("road:E"));
    assert!(game.is_over());
    assert_eq!(scored(&events, SegmentKind::Road), [(0, vec![0])]);
    assert_eq!(game.scores(), &[0, 0]);
}

#[test]
fn a_cathedral_city_finished_at_five_tiles_is_worth_fifteen() {
    // Anna's knight in the cathedral city north of the start tile; three city caps close it.
    let mut game = stacked(2, &["IC/Cccc.c", "E", "E", "E"]);
    place(&mut game, 0, 1, 0, Some("city:N"));
    place(&mut game, -1, 1, 90, None);
    place(&mut game, 0, 2, 180, None);
    let events = place(&mut game, 1, 1, 270, None);
    assert_eq!(scored(&events, SegmentKind::City), [(15, vec![0])]);
    assert_eq!(game.scores(), &[15, 0]);
}

#[test]
fn a_cathedral_city_still_open_at_the_end_is_worth_nothing() {
    let mut game = stacked(2, &["IC/Cccc.c"]);
    let events = place(&mut game, 0, 1, 0, Some("city:N"));
    assert!(game.is_over());
    assert_eq!(scored(&events, SegmentKind::City), [(0, vec![0])]);
    assert_eq!(game.scores(), &[0, 0]);
}

#[test]
fn a_fair_tile_ends_an_inns_road_and_the_inn_doubles_it() {
    // Anna's thief on the inn's road east of the start; Ben's fair tile cuts the road east of
    // it (a fair ends roads, RULES.md), Anna's cloister ends it in the west: four tiles with an
    // inn, 8 points.
    let mut game = stacked_with_fair_tiles(2, &["IC/RFr.i", "CA/RFR", "A"]);
    place(&mut game, 1, 0, 0, Some("road:E"));
    let events = place(&mut game, 2, 0, 90, None);
    assert!(scored(&events, SegmentKind::Road).is_empty(), "still open");
    let events = place(&mut game, -1, 0, 270, None);
    assert_eq!(scored(&events, SegmentKind::Road), [(8, vec![0])]);
}

#[test]
fn a_fair_tiles_city_cap_closes_a_cathedral_city_at_three_a_tile() {
    // The cathedral city north of the start, closed by two caps and the fair's city cap: the
    // fair tile is one of the city's five tiles, each worth 3.
    let mut game = stacked_with_fair_tiles(2, &["IC/Cccc.c", "E", "E", "CA/C"]);
    place(&mut game, 0, 1, 0, Some("city:N"));
    place(&mut game, -1, 1, 90, None);
    place(&mut game, 0, 2, 180, None);
    let events = place(&mut game, 1, 1, 270, None);
    assert_eq!(scored(&events, SegmentKind::City), [(15, vec![0])]);
}
