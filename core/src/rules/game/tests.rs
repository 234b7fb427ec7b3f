//! Story tests of the turn and the catapult round.

use super::*;
use crate::board::Pos;
use crate::rules::Throw;
use crate::test_support::{place, stacked, stacked_with, throw_touching};
use crate::tiles::Rotation;

#[test]
fn a_tile_that_fits_nowhere_is_shown_and_removed_and_the_next_is_drawn() {
    // Once a city cap closes the start tile's city, no city edge is open: the all-city tile
    // C fits nowhere.
    let mut game = stacked(2, &["E", "C", "U"]);
    let events = place(&mut game, 0, 1, 180, None);
    let c = catalogue().find("C").unwrap();
    assert!(events.contains(&Event::TileDiscarded { tile: c }));
    assert_eq!(game.discarded(), &[c]);
    assert_eq!(game.drawn_tile(), catalogue().find("U"));
    assert_eq!(game.current_player(), 1);
}

#[test]
fn a_knight_on_a_city_closed_in_the_same_turn_scores_and_comes_home() {
    let mut game = stacked(2, &["E", "U"]);
    let events = place(&mut game, 0, 1, 180, Some("city:S"));
    assert_eq!(game.scores(), &[4, 0]);
    assert_eq!(game.supply(), &[7, 7]);
    assert!(events.contains(&Event::FollowersReturned {
        player: 0,
        count: 1,
        big: false,
    }));
}

#[test]
fn an_illegal_action_is_refused_and_changes_nothing() {
    let mut game = stacked(2, &["E", "U"]);
    let before = game.state_hash();
    let nowhere = Placement {
        pos: Pos::new(3, 3),
        rotation: Rotation::default(),
    };
    let refused = [
        Action::PlaceTile { placement: nowhere },
        Action::Skip,
        Action::PlaceFollower { segment: 0 },
    ];
    for action in refused {
        assert!(game.apply(action).is_err(), "{action:?} was accepted");
        assert_eq!(game.state_hash(), before);
    }
    let error = game.apply(Action::Skip).unwrap_err();
    assert_eq!(
        error.to_string(),
        "it is not time to skip the follower: the game is waiting for a tile placement"
    );
}

#[test]
fn the_game_ends_when_the_pile_is_empty_and_then_refuses_moves() {
    let mut game = stacked(2, &["U"]);
    let events = place(&mut game, 1, 0, 0, Some("road:E"));
    assert!(game.is_over());
    // The thief's open road of two tiles scores 2 at the end; he stays on the board.
    assert_eq!(game.scores(), &[2, 0]);
    assert_eq!(game.scores_before_end(), vec![0, 0]);
    assert_eq!(game.supply(), &[6, 7]);
    assert!(matches!(events.last(), Some(Event::GameOver { .. })));
    assert_eq!(game.apply(Action::Skip), Err(MoveError::GameOver));
}

#[test]
fn the_same_seed_deals_the_same_tiles_and_replays_to_the_same_hash() {
    let a = Game::new(GameConfig::new(3), 99).unwrap();
    let b = Game::new(GameConfig::new(3), 99).unwrap();
    assert_eq!(a.state_hash(), b.state_hash());
    let c = Game::new(GameConfig::new(3), 100).unwrap();
    assert_ne!(a.state_hash(), c.state_hash());
}

#[test]
fn placing_a_fair_tile_starts_a_round_before_the_next_turn_even_on_the_last_tile() {
    let mut game = stacked(2, &["CA/F"]);
    let events = place(&mut game, 0, -1, 0, None);
    assert!(events.contains(&Event::RoundStarted { chooser: 0 }));
    assert_eq!(game.phase(), Phase::ChooseToken);
    assert!(
        !game.is_over(),
        "the last tile's round comes before the final scoring"
    );
    game.apply(Action::ChooseToken {
        token: TokenKind::Target,
    })
    .unwrap();
    // Everyone hurls once, from the chooser on.
    for seat in [0, 1] {
        assert_eq!((game.phase(), game.current_player()), (Phase::Hurl, seat));
        game.apply(Action::Hurl {
            throw: Throw::new(0.0, 45.0, 2.0),
        })
        .unwrap();
    }
    assert!(game.is_over());
    assert!(game.round().is_none());
}

#[test]
fn a_throw_the_catapult_cannot_make_is_refused_and_changes_nothing() {
    let mut game = stacked(2, &["CA/F"]);
    place(&mut game, 0, -1, 0, None);
    game.apply(Action::ChooseToken {
        token: TokenKind::KnockOut,
    })
    .unwrap();
    let before = game.state_hash();
    let error = game
        .apply(Action::Hurl {
            throw: Throw::new(0.0, 45.0, 0.0),
        })
        .unwrap_err();
    assert!(error.to_string().contains("speed"), "{error}");
    assert_eq!(game.state_hash(), before);
}

#[test]
fn a_knock_out_token_that_touches_a_thief_sends_it_home() {
    let mut game = stacked(2, &["U", "CA/F"]);
    place(&mut game, 1, 0, 0, Some("road:E"));
    place(&mut game, 0, -1, 0, None);
    game.apply(Action::ChooseToken {
        token: TokenKind::KnockOut,
    })
    .unwrap();
    // Seat 1 placed the fair tile, so it chooses and hurls first. Ask the physics which
    // throw from seat 1 touches the thief, then make it.
    assert_eq!(game.current_player(), 1);
    let thief = game.followers()[0].id;
    let throw = throw_touching(&game, 1, thief);
    let events = game.apply(Action::Hurl { throw }).unwrap();
    assert!(events.iter().any(|event| matches!(
        event,
        Event::KnockedHome { follower, owner: 0, kind: SegmentKind::Road, .. } if *follower == thief
    )));
    assert_eq!(game.supply(), &[7, 7]);
    assert!(game.followers().is_empty());
}

#[test]
fn with_the_house_rule_a_follower_on_a_fair_tile_scores_5_and_there_is_no_round() {
    let rules = crate::rules::RuleOptions {
        catapult: CatapultRules::HouseRule,
        ..Default::default()
    };
    let mut game = stacked_with(rules, 2, &["CA/F", "CA/L"]);
    place(&mut game, 0, -1, 0, Some("field:NL"));
    assert_eq!(game.scores(), &[5, 0]);
    assert_eq!(game.breakdown()[0].catapult, 5);
    assert_eq!(game.phase(), Phase::PlaceTile);
    // No follower on the fair tile, no points.
    place(&mut game, 0, -2, 0, None);
    assert_eq!(game.scores_before_end(), vec![5, 0]);
}

#[test]
fn with_fair_tiles_only_there_is_no_round() {
    let rules = crate::rules::RuleOptions {
        catapult: CatapultRules::TilesOnly,
        ..Default::default()
    };
    let mut game = stacked_with(rules, 2, &["CA/F", "U"]);
    place(&mut game, 0, -1, 0, Some("field:NL"));
    assert_eq!(game.phase(), Phase::PlaceTile);
    assert_eq!(game.scores(), &[0, 0]);
}

#[test]
fn actions_and_config_survive_a_trip_through_json() {
    let config = GameConfig::new(4);
    let text = serde_json::to_string(&config).unwrap();
    assert_eq!(serde_json::from_str::<GameConfig>(&text).unwrap(), config);
    let action = Action::PlaceTile {
        placement: Placement {
            pos: Pos::new(-2, 5),
            rotation: Rotation::from_quarters(3),
        },
    };
    let text = serde_json::to_string(&action).unwrap();
    assert_eq!(
        text,
        r#"{"action":"place_tile","pos":{"x":-2,"y":5},"rotation":270}"#
    );
    assert_eq!(serde_json::from_str::<Action>(&text).unwrap(), action);
    assert!(
        serde_json::from_str::<Action>(
            r#"{"action":"place_tile","pos":{"x":0,"y":1},"rotation":45}"#
        )
        .is_err()
    );
}
