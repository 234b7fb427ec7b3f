//! Story tests of the big follower (Inns & Cathedrals): it counts as two for majorities, is one
//! piece and comes home like any follower; the catapult treats it as a follower, except that it
//! never seduces and never earns the house rule's 5 points (RULES.md, I3 and I4).

use super::*;
use crate::board::Pos;
use crate::rules::{CatapultRules, RuleOptions};
use crate::test_support::{place, place_big, scored, stacked_with, throw_seducing, throw_touching};

/// Inns & Cathedrals on, The Catapult as `catapult`.
fn rules(catapult: CatapultRules) -> RuleOptions {
    RuleOptions {
        inns_cathedrals: true,
        catapult,
        ..RuleOptions::default()
    }
}

/// A game for `players` with Inns & Cathedrals whose pile is exactly `tiles`.
fn stacked(players: usize, tiles: &[&str]) -> Game {
    stacked_with(rules(CatapultRules::Rounds), players, tiles)
}

#[test]
fn with_inns_and_cathedrals_each_player_has_seven_followers_and_one_big_follower() {
    let game = stacked(3, &["U"]);
    assert_eq!(game.supply(), &[7, 7, 7]);
    assert_eq!(game.big_supply(), &[1, 1, 1]);
    let base = stacked_with(RuleOptions::default(), 2, &["U"]);
    assert_eq!(base.big_supply(), &[0, 0]);
}

#[test]
fn without_inns_and_cathedrals_there_is_no_big_follower_to_place() {
    let mut game = stacked_with(RuleOptions::default(), 2, &["U"]);
    let placement = game.legal_placements()[0];
    game.apply(Action::PlaceTile { placement }).unwrap();
    assert!(
        !game
            .legal_actions()
            .iter()
            .any(|action| matches!(action, Action::PlaceBigFollower { .. }))
    );
    let before = game.state_hash();
    let error = game
        .apply(Action::PlaceBigFollower { segment: 0 })
        .unwrap_err();
    assert_eq!(error, MoveError::NoBigFollowerLeft { player: 0 });
    assert_eq!(game.state_hash(), before, "a refused move changes nothing");
}

#[test]
fn a_big_thief_outweighs_a_thief_when_their_roads_join() {
    // Anna's thief on the start tile's road (east on a straight), Ben's big thief on a bend
    // below it; two more bends join the roads into one of five tiles, open at both ends. At
    // the end Ben's two beat Anna's one: Ben scores the road's 5, Anna nothing.
    let mut game = stacked(2, &["U", "V", "V", "V"]);
    place(&mut game, 1, 0, 0, Some("road:E"));
    place_big(&mut game, 1, -1, 270, "road:E");
    assert_eq!(game.big_supply(), &[1, 0]);
    assert_eq!(
        game.supply(),
        &[6, 7],
        "the big follower is not one of the seven"
    );
    place(&mut game, 2, -1, 90, None);
    let events = place(&mut game, 2, 0, 0, None);
    assert!(game.is_over());
    assert_eq!(scored(&events, SegmentKind::Road), [(5, vec![1])]);
    assert_eq!(game.scores(), &[0, 5]);
}

#[test]
fn a_big_knight_scores_a_finished_city_once_and_comes_home_to_its_own_supply() {
    // Ben's big knight in the start tile's city; Anna's cap closes it: 4 points to Ben, not 8.
    let mut game = stacked(2, &["U", "E"]);
    place(&mut game, 1, 0, 0, None);
    let events = place_big(&mut game, 0, 1, 180, "city:S");
    assert_eq!(game.scores(), &[0, 4]);
    assert_eq!(game.big_supply(), &[1, 1]);
    assert_eq!(game.supply(), &[7, 7]);
    assert!(events.contains(&Event::FollowersReturned {
        player: 1,
        count: 1,
        big: true,
    }));
}

#[test]
fn a_big_monk_is_just_a_monk() {
    // A cloister with its road, and the big follower on it: still 1 + neighbours, one owner.
    let mut game = stacked(2, &["A"]);
    let events = place_big(&mut game, 0, -1, 0, "cloister");
    assert!(game.is_over());
    assert!(events.iter().any(|event| matches!(
        event,
        Event::Scored(Scoring { kind: SegmentKind::Cloister, points: 2, winners, .. })
            if winners == &vec![0]
    )));
}

#[test]
fn the_big_follower_cannot_be_placed_twice() {
    let mut game = stacked(2, &["U", "U", "U"]);
    place_big(&mut game, 1, 0, 0, "road:E");
    place(&mut game, -1, 0, 0, None);
    let placement = Placement {
        pos: Pos::new(2, 0),
        rotation: crate::tiles::Rotation::default(),
    };
    game.apply(Action::PlaceTile { placement }).unwrap();
    let spots = game.follower_spots();
    assert!(!spots.is_empty(), "the normal followers still go on fields");
    assert!(
        game.legal_actions()
            .iter()
            .all(|action| !matches!(action, Action::PlaceBigFollower { .. }))
    );
    assert_eq!(
        game.apply(Action::PlaceBigFollower { segment: spots[0] }),
        Err(MoveError::NoBigFollowerLeft { player: 0 })
    );
}

#[test]
fn with_no_normal_follower_left_the_big_one_can_still_be_placed() {
    let mut game = stacked(2, &["U"]);
    game.supply[0] = 0;
    let placement = Placement {
        pos: Pos::new(1, 0),
        rotation: crate::tiles::Rotation::default(),
    };
    game.apply(Action::PlaceTile { placement }).unwrap();
    let actions = game.legal_actions();
    assert!(
        actions
            .iter()
            .all(|action| !matches!(action, Action::PlaceFollower { .. }))
    );
    assert!(
        actions
            .iter()
            .any(|action| matches!(action, Action::PlaceBigFollower { .. }))
    );
}

#[test]
fn a_big_farmer_outweighs_a_farmer_when_their_fields_join() {
    // Anna's farmer in the strip between the start tile's road and its city (on a straight
    // east of it), Ben's big farmer south of the road (on a cloister below it). A cloister's
    // road ending the start road from the west joins the two fields round its end; a cap
    // finishes the city. At the end the field's 3 points go to Ben: two against one.
    let mut game = stacked(2, &["U", "B", "A", "E"]);
    place(&mut game, 1, 0, 0, Some("field:NL"));
    place_big(&mut game, 0, -1, 0, "field:NL");
    place(&mut game, -1, 0, 270, None);
    place(&mut game, 0, 1, 180, None);
    assert!(game.is_over());
    assert_eq!(game.breakdown()[1].points_for(SegmentKind::Field), 3);
    assert_eq!(game.breakdown()[0].points_for(SegmentKind::Field), 0);
}

#[test]
fn with_the_house_rule_a_big_follower_on_a_fair_tile_earns_nothing() {
    // The seed: "one of the normal followers — it cannot be a big follower".
    let mut game = stacked_with(rules(CatapultRules::HouseRule), 2, &["CA/F", "CA/L"]);
    place_big(&mut game, 0, -1, 0, "field:NL");
    assert_eq!(game.scores(), &[0, 0]);
    place(&mut game, 0, -2, 0, Some("field:SL"));
    assert_eq!(game.scores_before_end(), vec![0, 5]);
}

#[test]
fn a_knock_out_token_that_touches_a_big_thief_sends_it_home_to_its_own_supply() {
    let mut game = stacked(2, &["U", "CA/F"]);
    place_big(&mut game, 1, 0, 0, "road:E");
    place(&mut game, 0, -1, 0, None);
    game.apply(Action::ChooseToken {
        token: TokenKind::KnockOut,
    })
    .unwrap();
    assert_eq!(game.current_player(), 1);
    let thief = game.followers()[0].id;
    let throw = throw_touching(&game, 1, thief);
    game.apply(Action::Hurl { throw }).unwrap();
    assert!(game.followers().is_empty());
    assert_eq!(game.big_supply(), &[1, 1]);
    assert_eq!(game.supply(), &[7, 7]);
}

/// Anna's big thief on a straight east of the start tile; Ben places a fair tile below the
/// start (his big farmer on it when `ben_big_farmer`) and, the round's chooser, picks the
/// seduction token and throws it to rest nearest the big thief.
fn seduction_at_a_big_thief(ben_big_farmer: bool) -> (Game, u32) {
    let mut game = stacked(2, &["U", "CA/F"]);
    place_big(&mut game, 1, 0, 0, "road:E");
    if ben_big_farmer {
        place_big(&mut game, 0, -1, 0, "field:NL");
    } else {
        place(&mut game, 0, -1, 0, None);
    }
    game.apply(Action::ChooseToken {
        token: TokenKind::Seduction,
    })
    .unwrap();
    assert_eq!(game.current_player(), 1, "Ben hurls first");
    let thief = game.followers()[0].id;
    let throw = throw_seducing(&game, thief);
    game.apply(Action::Hurl { throw }).unwrap();
    assert_eq!(game.phase(), Phase::Seduce);
    (game, thief)
}

#[test]
fn a_seduced_big_thief_goes_home_to_its_owners_big_supply_and_a_follower_takes_the_road() {
    // The seed swaps "the closest follower"; a big follower is a follower (RULES.md, I4): it
    // goes home whole, and Ben's normal follower from his supply takes the road.
    let (mut game, thief) = seduction_at_a_big_thief(false);
    let road = game.followers()[0].node;
    let events = game
        .apply(Action::Seduce {
            target: thief,
            with: None,
        })
        .unwrap();
    assert!(events.iter().any(|event| matches!(
        event,
        Event::Seduced { player: 1, owner: 0, target, .. } if *target == thief
    )));
    assert_eq!(
        game.big_supply(),
        &[1, 1],
        "Anna's big follower is home again"
    );
    assert_eq!(game.supply(), &[7, 6]);
    let on_road: Vec<&Follower> = game.followers().iter().filter(|f| f.node == road).collect();
    assert_eq!(on_road.len(), 1);
    assert_eq!((on_road[0].player, on_road[0].big), (1, false));
}

#[test]
fn the_hurlers_big_follower_cannot_be_the_one_that_seduces() {
    // Swapping in a follower from the board moves it onto the seduced one's spot; the big
    // follower never seduces (RULES.md, I4), so Ben's big farmer is refused and nothing moves.
    let (mut game, thief) = seduction_at_a_big_thief(true);
    let farmer = game
        .followers()
        .iter()
        .find(|f| f.player == 1)
        .map(|f| f.id)
        .unwrap();
    assert!(
        !game.legal_actions().contains(&Action::Seduce {
            target: thief,
            with: Some(farmer),
        }),
        "the big farmer is not offered"
    );
    let before = game.state_hash();
    assert_eq!(
        game.apply(Action::Seduce {
            target: thief,
            with: Some(farmer),
        }),
        Err(MoveError::BigFollowerCannotSeduce)
    );
    assert_eq!(game.state_hash(), before, "a refused swap changes nothing");
    // A follower from his supply may still do it.
    game.apply(Action::Seduce {
        target: thief,
        with: None,
    })
    .unwrap();
    assert_eq!(game.big_supply(), &[1, 0]);
}

#[test]
fn a_knock_out_token_that_touches_a_big_farmer_sends_it_home_whole() {
    // Anna's big farmer lies in the field beside the straight east of the start; Ben's fair
    // tile starts a round and his knock-out touches it: lying or standing, touched means
    // returned (RULES.md, I4), to the big follower's own place in her supply.
    let mut game = stacked(2, &["U", "CA/F"]);
    place_big(&mut game, 1, 0, 0, "field:NL");
    place(&mut game, 0, -1, 0, None);
    game.apply(Action::ChooseToken {
        token: TokenKind::KnockOut,
    })
    .unwrap();
    let farmer = game.followers()[0];
    assert!(farmer.big);
    let throw = throw_touching(&game, 1, farmer.id);
    let events = game.apply(Action::Hurl { throw }).unwrap();
    assert!(game.followers().is_empty());
    assert_eq!(
        (game.big_supply(), game.supply()),
        (&[1, 1][..], &[7, 7][..])
    );
    assert!(events.iter().any(|event| matches!(
        event,
        Event::KnockedHome { follower, owner: 0, kind: SegmentKind::Field, .. } if *follower == farmer.id
    )));
}

#[test]
fn a_big_thief_ties_two_thieves_so_both_players_score_the_road() {
    // Anna's thief on the start road (a straight east of it), Ben's big thief on a bend below,
    // Anna's second thief on another bend below the start. Four more bends join the three into
    // one road of eight tiles, open at both ends: Anna's two against Ben's big one is a tie, so
    // each scores the 8.
    let mut game = stacked(2, &["U", "V", "V", "V", "V", "V", "V"]);
    place(&mut game, 1, 0, 0, Some("road:E"));
    place_big(&mut game, 1, -1, 270, "road:E");
    place(&mut game, 0, -1, 0, Some("road:S"));
    place(&mut game, 2, 0, 0, None);
    place(&mut game, 2, -1, 90, None);
    place(&mut game, 1, -2, 90, None);
    let events = place(&mut game, 0, -2, 180, None);
    assert!(game.is_over());
    assert_eq!(scored(&events, SegmentKind::Road), [(8, vec![0, 1])]);
    assert_eq!(game.scores(), &[8, 8]);
}
