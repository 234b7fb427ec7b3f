//! Story tests of Inns & Cathedrals' scoring: an inn doubles a finished road and spoils an
//! unfinished one; a cathedral raises a finished city to 3 a tile and pennant and spoils an
//! unfinished one (RULES.md, Inns & Cathedrals). The piles are stacked, so the tiles come as the
//! story needs them.

use super::*;
use crate::rules::RuleOptions;
use crate::test_support::{place, stacked_with};

/// A game for `players` with Inns & Cathedrals whose pile is exactly `tiles`.
fn stacked(players: usize, tiles: &[&str]) -> Game {
    let rules = RuleOptions {
        inns_cathedrals: true,
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
