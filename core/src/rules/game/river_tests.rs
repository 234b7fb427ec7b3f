//! Story tests of The River (1st edition): the spring starts the game, the river tiles come
//! first and the lake last; a river tile carries on the river and never bends back on itself;
//! the river ends roads and splits fields, and nobody stands on it (RULES.md, R1-R3).

use super::*;
use crate::board::{PlacementError, Pos};
use crate::rules::RuleOptions;
use crate::test_support::{place, stacked_with};
use crate::tiles::{Expansion, Rotation};

fn river() -> RuleOptions {
    RuleOptions {
        river: true,
        ..RuleOptions::default()
    }
}

/// A game for `players` with The River whose pile is exactly `tiles` (the spring on the table).
fn stacked(players: usize, tiles: &[&str]) -> Game {
    stacked_with(river(), players, tiles)
}

fn at(x: i32, y: i32, degrees: u16) -> Placement {
    Placement {
        pos: Pos::new(x, y),
        rotation: Rotation::from_degrees(degrees).unwrap_or_default(),
    }
}

#[test]
fn the_spring_starts_the_game_the_river_comes_first_and_the_lake_last_of_it() {
    let config = GameConfig {
        rules: river(),
        ..GameConfig::new(2)
    };
    for seed in [1, 2, 3] {
        let game = Game::new(config.clone(), seed).unwrap();
        assert_eq!(game.board().tiles()[0].tile_type().id, "RI/Spring");
        // The pile pops from the end; the drawn tile was the first.
        let mut order: Vec<TileTypeId> = game.drawn_tile().into_iter().collect();
        order.extend(game.pile.iter().rev());
        let river: Vec<&str> = order[..11].iter().map(|t| t.tile().id.as_str()).collect();
        assert!(
            order[..11]
                .iter()
                .all(|t| t.tile().expansion == Expansion::River)
        );
        assert_eq!(river[10], "RI/Lake", "seed {seed}: {river:?}");
        assert!(
            order[11..]
                .iter()
                .all(|t| t.tile().expansion != Expansion::River)
        );
        // The base game's start tile is a land tile like the others: all four D are in the pile.
        let d = catalogue().find("D").unwrap();
        assert_eq!(order.iter().filter(|t| **t == d).count(), 4);
        assert_eq!(order.len(), 72 + 12 + 11);
    }
}

#[test]
fn a_river_tile_must_carry_on_the_river_from_its_open_end() {
    // North of the spring the edges match (field to field), but the river would start anew.
    let mut game = stacked(2, &["RI/FIFI"]);
    assert_eq!(
        game.apply(Action::PlaceTile {
            placement: at(0, 1, 0)
        }),
        Err(MoveError::Placement(PlacementError::RiverNotContinued))
    );
    assert!(
        game.legal_placements()
            .iter()
            .all(|placement| placement.pos == Pos::new(1, 0))
    );
    assert!(
        game.apply(Action::PlaceTile {
            placement: at(1, 0, 0)
        })
        .is_ok()
    );
}

#[test]
fn the_river_may_not_bend_the_same_way_twice_in_a_row() {
    // The spring flows east; a bend turns it south (right). Another right bend would send it
    // back west beside itself: refused. A left bend is fine.
    let mut game = stacked(2, &["RI/FFII", "RI/FFII"]);
    place(&mut game, 1, 0, 0, None);
    assert_eq!(
        game.board().last_river_bend(),
        Some(crate::board::Bend::Right)
    );
    assert_eq!(
        game.apply(Action::PlaceTile {
            placement: at(1, -1, 90)
        }),
        Err(MoveError::Placement(PlacementError::RiverUTurn))
    );
    assert_eq!(game.legal_placements(), vec![at(1, -1, 180)]);
    place(&mut game, 1, -1, 180, None);
    assert_eq!(
        game.board().last_river_bend(),
        Some(crate::board::Bend::Left)
    );
}

#[test]
fn a_straight_stretch_between_two_bends_the_same_way_is_still_a_u_turn() {
    let mut game = stacked(2, &["RI/FFII", "RI/FIFI", "RI/FFII"]);
    place(&mut game, 1, 0, 0, None);
    place(&mut game, 1, -1, 90, None);
    assert_eq!(
        game.apply(Action::PlaceTile {
            placement: at(1, -2, 90)
        }),
        Err(MoveError::Placement(PlacementError::RiverUTurn))
    );
}

#[test]
fn a_road_that_runs_into_the_river_ends_there() {
    // The city-and-road tile: its road from the south stops at the river. Anna's thief on
    // it; a cloister's road from the south finishes it at two tiles: 2 points.
    let mut game = stacked(2, &["RI/CIRI", "A"]);
    place(&mut game, 1, 0, 0, Some("road:S"));
    let events = place(&mut game, 1, -1, 180, None);
    assert!(events.iter().any(|event| matches!(
        event,
        Event::Scored(Scoring { kind: SegmentKind::Road, points: 2, winners, at_end: false, .. })
            if winners == &vec![0]
    )));
}

#[test]
fn nobody_stands_on_the_river_and_its_banks_are_two_fields() {
    let mut game = stacked(2, &["RI/FIFI"]);
    game.apply(Action::PlaceTile {
        placement: at(1, 0, 0),
    })
    .unwrap();
    let spots = game.follower_spots();
    let tile = game.tile_placed_this_turn().unwrap().tile_type();
    assert_eq!(spots.len(), 2, "two banks, and no spot on the water");
    assert!(
        spots
            .iter()
            .all(|spot| tile.segments[usize::from(*spot)].kind == SegmentKind::Field)
    );
    let north = crate::rules::parse_spot(tile, Rotation::default(), "field:NL").unwrap();
    let south = crate::rules::parse_spot(tile, Rotation::default(), "field:SL").unwrap();
    assert_ne!(north, south);
}

#[test]
fn a_river_tile_that_cannot_carry_on_the_river_is_discarded() {
    // After the lake closes the river, no river tile fits anywhere.
    let mut game = stacked(2, &["RI/Lake", "RI/FIFI", "U"]);
    let events = place(&mut game, 1, 0, 0, None);
    let straight = catalogue().find("RI/FIFI").unwrap();
    assert!(events.contains(&Event::TileDiscarded { tile: straight }));
    assert_eq!(game.drawn_tile(), catalogue().find("U"));
}

#[test]
fn a_game_without_the_river_starts_with_the_base_start_tile_and_its_pile_as_before() {
    let game = Game::new(GameConfig::new(2), 5).unwrap();
    assert_eq!(game.board().tiles()[0].tile, catalogue().start);
    let mut expected = catalogue().pile(&game.config().expansions());
    super::super::pile::shuffle(&mut expected, 5);
    let mut order: Vec<TileTypeId> = game.drawn_tile().into_iter().collect();
    order.extend(game.pile.iter().rev());
    assert_eq!(order, expected);
}

#[test]
fn the_river_and_a_fair_end_a_road_between_them() {
    // Anna's thief on the road that runs south from the river; Ben's fair tile below ends it
    // (a fair ends roads, RULES.md C2): two tiles, 2 points.
    let rules = RuleOptions {
        river: true,
        catapult: crate::rules::CatapultRules::TilesOnly,
        ..RuleOptions::default()
    };
    let mut game = stacked_with(rules, 2, &["RI/CIRI", "CA/RFR"]);
    place(&mut game, 1, 0, 0, Some("road:S"));
    let events = place(&mut game, 1, -1, 0, None);
    assert!(events.iter().any(|event| matches!(
        event,
        Event::Scored(Scoring { kind: SegmentKind::Road, points: 2, winners, at_end: false, .. })
            if winners == &vec![0]
    )));
}
