//! Story tests of Inns & Cathedrals' scoring: an inn doubles a finished road and spoils an
//! unfinished one; a cathedral raises a finished city to 3 a tile and pennant and spoils an
//! unfinished one (RULES.md, Inns & Cathedrals). The piles are stacked, so the tiles come as the
//! story needs them.

use super::*;
use crate::rules::{CatapultRules, RuleOptions};
use crate::test_support::{place, scored, stacked_with};

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

#[test]
fn a_second_inn_on_the_road_adds_nothing() {
    // Anna's thief on the straight inn east of the start; Ben's bend with an inn carries the
    // road west and north; two cloisters end it: five tiles at 2 each, 10, not 20.
    let mut game = stacked(2, &["IC/RFr.i", "IC/Rr.i", "A", "A"]);
    place(&mut game, 1, 0, 0, Some("road:E"));
    place(&mut game, -1, 0, 180, None);
    place(&mut game, 2, 0, 90, None);
    let events = place(&mut game, -1, 1, 0, None);
    assert_eq!(scored(&events, SegmentKind::Road), [(10, vec![0])]);
    assert_eq!(game.scores(), &[10, 0]);
}

#[test]
fn the_t_junctions_inn_raises_only_the_arm_beside_it() {
    // The inn stands by the junction's east arm (RULES.md, I2). Anna's thief on that arm, Ben's
    // on a cloister's road that ends the south arm at once: Ben's two tiles score 2, plain.
    // Anna's cloister ends the east arm: two tiles with the inn, 4.
    let mut game = stacked(2, &["IC/RRR.i", "A", "A"]);
    place(&mut game, 1, 0, 0, Some("road:E"));
    let events = place(&mut game, 1, -1, 180, Some("road:N"));
    assert_eq!(scored(&events, SegmentKind::Road), [(2, vec![1])]);
    let events = place(&mut game, 2, 0, 90, None);
    assert_eq!(scored(&events, SegmentKind::Road), [(4, vec![0])]);
    assert_eq!(game.scores(), &[4, 2]);
}

#[test]
fn a_cathedral_city_scores_three_for_a_pennant_too() {
    // The cathedral north of the start, two caps, a city with a pennant east of the cathedral
    // and a cap beyond it: six tiles and a pennant, 7 x 3 = 21 for Anna's knight.
    let mut game = stacked(2, &["IC/Cccc.c", "E", "E", "BA/CFc+", "E"]);
    place(&mut game, 0, 1, 0, Some("city:N"));
    place(&mut game, -1, 1, 90, None);
    place(&mut game, 0, 2, 180, None);
    place(&mut game, 1, 1, 0, None);
    let events = place(&mut game, 2, 1, 270, None);
    assert_eq!(scored(&events, SegmentKind::City), [(21, vec![0])]);
    assert_eq!(game.scores(), &[21, 0]);
}

#[test]
fn a_farmer_beside_a_finished_cathedral_city_scores_it_like_any_city() {
    // Anna's farmer in the start's field under the city; Ben's knight in the cathedral; three
    // caps close the city (15 to Ben). At the end Anna's field supplies that one finished
    // city: 3, the cathedral changing nothing for farmers (RULES.md, I2).
    let mut game = stacked(2, &["U", "IC/Cccc.c", "E", "E", "E"]);
    place(&mut game, 1, 0, 0, Some("field:NL"));
    place(&mut game, 0, 1, 0, Some("city:N"));
    place(&mut game, -1, 1, 90, None);
    place(&mut game, 0, 2, 180, None);
    let events = place(&mut game, 1, 1, 270, None);
    assert!(game.is_over());
    assert_eq!(scored(&events, SegmentKind::City), [(15, vec![1])]);
    assert_eq!(scored(&events, SegmentKind::Field), [(3, vec![0])]);
    assert_eq!(game.scores(), &[3, 15]);
}
