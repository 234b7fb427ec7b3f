//! The board scene tells a player what they see on the table.

use super::*;
use crate::board::Placement;
use crate::bots::{Bot, RandomBot};
use crate::physics::TokenKind;
use crate::rules::{Action, GameConfig, Throw};
use crate::test_support::{place, stacked, stacked_with};
use crate::tiles::Rotation;
use crate::tiles::catalogue;

fn names(list: &[&str]) -> Vec<String> {
    list.iter().map(|name| name.to_string()).collect()
}

/// Every legal placement the scene lists, flattened back.
fn listed_placements(scene: &BoardScene) -> Vec<Placement> {
    scene
        .turn
        .legal
        .iter()
        .flat_map(|cell| {
            cell.rotations.iter().map(|rotation| Placement {
                pos: cell.cell,
                rotation: *rotation,
            })
        })
        .collect()
}

/// Every placement the scene lists is legal, every legal one lies on the board like a listed
/// one on its cell, and no two listed on a cell lie alike.
fn assert_offers_every_way_once(game: &Game, scene: &BoardScene) {
    let legal = game.legal_placements();
    let listed = listed_placements(scene);
    let tile = game.drawn_tile().unwrap().tile();
    assert!(listed.iter().all(|p| legal.contains(p)));
    for placement in &legal {
        let alike = |p: &&Placement| {
            p.pos == placement.pos && tile.looks_the_same(p.rotation, placement.rotation)
        };
        assert_eq!(listed.iter().filter(alike).count(), 1, "{placement:?}");
    }
}

fn close(a: f64, b: f64) -> bool {
    (a - b).abs() < 1e-12
}

#[test]
fn a_new_game_shows_the_start_tile_and_where_the_drawn_tile_fits() {
    let game = stacked(3, &["U", "E"]);
    let scene = board_scene(&game, &names(&["Ada", ""]));
    assert_eq!(
        scene.tiles,
        vec![TileView {
            cell: Pos::ORIGIN,
            tile: catalogue().start,
            rotation: Rotation::default(),
        }]
    );
    assert!(scene.followers.is_empty() && scene.features.is_empty());
    assert_eq!(scene.turn.drawn_tile, catalogue().find("U"));
    assert_eq!(scene.turn.waiting_for, "a tile placement");
    assert_eq!((scene.turn.player, scene.turn.tiles_left), (0, 1));
    assert!(!scene.turn.legal.is_empty());
    assert!(scene.turn.follower_choices.is_empty());
    assert_eq!(scene.turn.placed_this_turn, None);
    assert!(scene.round.is_none() && !scene.turn.game_over);
    // Names given are shown, missing and empty ones become "Player n".
    let shown: Vec<&str> = scene.players.iter().map(|p| p.name.as_str()).collect();
    assert_eq!(shown, ["Ada", "Player 2", "Player 3"]);
    assert!(scene.players[0].current && !scene.players[1].current);
    assert_eq!(scene.players[2].colour, player_colour(2));
    assert_eq!((scene.players[1].score, scene.players[1].supply), (0, 7));
    // The view fits the start tile and every cell the U may go to.
    for cell in scene.turn.legal.iter().map(|l| l.cell).chain([Pos::ORIGIN]) {
        assert!(scene.bounds.min.x <= cell.x && cell.x <= scene.bounds.max.x);
        assert!(scene.bounds.min.y <= cell.y && cell.y <= scene.bounds.max.y);
    }
    assert_eq!(
        scene.bounds,
        CellBounds {
            min: Pos::new(-1, -1),
            max: Pos::new(1, 0),
        },
        "a straight road fits west, east and south of the start tile, not on its city"
    );
}

#[test]
fn legal_cells_offer_every_way_the_drawn_tile_fits_once() {
    let mut game = Game::new(GameConfig::new(3), 7).unwrap();
    let mut bot = RandomBot::new(7);
    let mut checked = 0;
    while checked < 20 {
        if game.phase() == Phase::PlaceTile {
            let scene = board_scene(&game, &[]);
            assert_offers_every_way_once(&game, &scene);
            // Spot 1 is the north-west one; numbers run west to east, then north to south.
            let reading = |pos: &Pos| (-pos.y, pos.x);
            let cells: Vec<Pos> = scene.turn.legal.iter().map(|l| l.cell).collect();
            assert!(
                cells
                    .windows(2)
                    .all(|pair| reading(&pair[0]) < reading(&pair[1])),
                "{cells:?}"
            );
            checked += 1;
        }
        let action = bot.choose(&game).unwrap();
        game.apply(action).unwrap();
    }
}

#[test]
fn a_knight_on_a_city_makes_its_owner_the_holder_and_two_knights_of_different_seats_tie() {
    let mut game = stacked(2, &["N", "K", "R", "U"]);
    place(&mut game, 0, 1, 180, Some("city:S"));
    let scene = board_scene(&game, &[]);
    let [city] = &scene.features[..] else {
        panic!("one feature: {:?}", scene.features);
    };
    assert_eq!(
        (city.kind, city.holders.clone()),
        (SegmentKind::City, vec![0])
    );
    assert_eq!(city.followers, vec![scene.followers[0].id]);
    assert_eq!(city.parts.len(), 2, "the start tile's city and the N's");
    assert!(city.parts.iter().any(|(cell, _)| *cell == Pos::ORIGIN));
    // Open at the end it would score a point a tile.
    assert!(!city.complete);
    assert_eq!(city.points, 2);

    // Seat 1's knight on a city of its own: two cities, one holder each.
    place(&mut game, 1, 0, 0, Some("city:N"));
    let scene = board_scene(&game, &[]);
    let holders: Vec<Vec<u8>> = scene.features.iter().map(|f| f.holders.clone()).collect();
    assert_eq!(holders, [vec![0], vec![1]]);

    // The R joins both into one city, still open to the east: one knight each, a tie.
    place(&mut game, 1, 1, 180, None);
    let scene = board_scene(&game, &[]);
    let [city] = &scene.features[..] else {
        panic!("one feature: {:?}", scene.features);
    };
    assert_eq!(city.holders, vec![0, 1]);
    assert_eq!(city.followers.len(), 2);
    assert_eq!(city.parts.len(), 4);
    assert!(!city.complete);
    assert_eq!(city.points, 4);
}

/// Seat 0's farmer north of the road east of the start, seat 1's thief on the road west of
/// it, the start city closed, and seat 1's fair tile south: the round waits for the token.
fn farmer_and_thief_at_a_fair() -> Game {
    crate::test_support::farmer_and_thief_at_a_fair(2)
}

#[test]
fn a_farmer_lies_at_the_same_point_the_physics_puts_it() {
    let game = farmer_and_thief_at_a_fair();
    // The fair tile starts a round: the physics table is the one the hurls fly over.
    let scene = board_scene(&game, &[]);
    let table = game.table();
    let round = scene.round.as_ref().unwrap();
    assert_eq!(scene.followers.len(), 2);
    for follower in &scene.followers {
        let body = table
            .followers
            .iter()
            .find(|b| b.id == follower.id)
            .unwrap();
        let x = round.board_origin.x + follower.at.x * round.tile_size;
        let y = round.board_origin.y + follower.at.y * round.tile_size;
        assert!(close(x, body.position.x) && close(y, body.position.y));
        assert_eq!(follower.pose, body.pose);
    }
    let farmer = &scene.followers[0];
    assert_eq!(
        (farmer.kind, farmer.pose),
        (SegmentKind::Field, Pose::Lying)
    );
    assert_eq!((farmer.owner, farmer.cell), (0, Pos::new(1, 0)));
    // The field north of the road on the tile east of the start.
    assert!(close(farmer.at.x, 1.0) && farmer.at.y > 0.0 && farmer.at.y < 0.5);
    let thief = &scene.followers[1];
    assert_eq!(
        (thief.kind, thief.pose),
        (SegmentKind::Road, Pose::Standing)
    );
    let farm = scene
        .features
        .iter()
        .find(|f| f.kind == SegmentKind::Field)
        .unwrap();
    assert!(!farm.complete);
    assert_eq!(
        farm.points, 3,
        "the E closed the start city, which the farmer's field touches"
    );
}

#[test]
fn during_a_catapult_round_the_scene_shows_the_table_the_seats_and_the_resting_tokens() {
    let mut game = stacked(2, &["CA/F", "U"]);
    place(&mut game, 0, -1, 0, None);
    let scene = board_scene(&game, &[]);
    assert_eq!(scene.turn.waiting_for, "the choice of a catapult token");
    assert_eq!(scene.turn.drawn_tile, None);
    let round = scene.round.unwrap();
    let table = game.table();
    assert_eq!(round.table, Point::new(table.table.x, table.table.y));
    assert_eq!(
        round.board_origin,
        Point::new(table.board_origin.x, table.board_origin.y)
    );
    assert_eq!(round.tile_size, 0.045);
    assert_eq!(round.seats.len(), 2);
    for (seat, physical) in round.seats.iter().zip(&table.seats) {
        assert_eq!(
            seat.at,
            Point::new(physical.position.x, physical.position.y)
        );
        assert_eq!(seat.facing, physical.facing);
    }
    assert_eq!((round.token, round.chooser, round.hurler), (None, 0, 0));
    assert_eq!(round.fair, Pos::new(0, -1));
    assert!(round.tokens.is_empty());

    game.apply(Action::ChooseToken {
        token: TokenKind::Target,
    })
    .unwrap();
    game.apply(Action::Hurl {
        throw: Throw::new(0.0, 45.0, 2.0),
    })
    .unwrap();
    let scene = board_scene(&game, &[]);
    assert_eq!(scene.turn.waiting_for, "a hurl");
    let round = scene.round.unwrap();
    assert_eq!((round.token, round.hurler), (Some(TokenKind::Target), 1));
    let resting = &game.round().unwrap().resting;
    assert_eq!(resting.len(), 1, "seat 0's target token lies on the table");
    assert_eq!(round.tokens.len(), 1);
    let token = round.tokens[0];
    assert_eq!((token.owner, token.kind), (0, TokenKind::Target));
    assert_eq!(
        token.at,
        Point::new(resting[0].position.x, resting[0].position.y)
    );

    // After the last hurl the round is over and the next tile waits.
    game.apply(Action::Hurl {
        throw: Throw::new(0.0, 45.0, 2.0),
    })
    .unwrap();
    let scene = board_scene(&game, &[]);
    assert!(scene.round.is_none());
    assert_eq!(scene.turn.drawn_tile, catalogue().find("U"));
}

#[test]
fn after_placing_a_tile_the_scene_offers_the_follower_spots_on_it() {
    let mut game = stacked(2, &["U", "E"]);
    let placement = Placement {
        pos: Pos::new(1, 0),
        rotation: Rotation::default(),
    };
    game.apply(Action::PlaceTile { placement }).unwrap();
    let scene = board_scene(&game, &[]);
    assert_eq!(scene.turn.placed_this_turn, Some(Pos::new(1, 0)));
    assert_eq!(scene.turn.drawn_tile, None);
    assert!(scene.turn.legal.is_empty());
    let segments: Vec<u8> = scene
        .turn
        .follower_choices
        .iter()
        .map(|c| c.segment)
        .collect();
    assert_eq!(segments, game.follower_spots());
    let u = catalogue().find("U").unwrap().tile();
    for choice in &scene.turn.follower_choices {
        assert_eq!(choice.kind, u.segments[choice.segment as usize].kind);
        let [dx, dy] = u.follower_spot(Rotation::default(), choice.segment);
        assert!(close(choice.at.x, 1.0 + dx) && close(choice.at.y, dy));
    }
    assert!(
        scene
            .turn
            .follower_choices
            .iter()
            .any(|c| c.kind == SegmentKind::Road)
    );
}

#[test]
fn under_the_original_farmer_rules_a_field_outnumbered_around_its_city_scores_nothing() {
    let farm_points = |farmer_rules| {
        let rules = RuleOptions {
            farmer_rules,
            ..Default::default()
        };
        let mut game = stacked_with(rules, 2, &["T", "E", "E", "E", "U"]);
        place(&mut game, 1, 0, 90, Some("field:WR"));
        place(&mut game, 2, 0, 270, Some("field:EL"));
        place(&mut game, 1, 1, 180, Some("field:NL"));
        place(&mut game, 1, -1, 0, None);
        board_scene(&game, &[])
            .features
            .iter()
            .map(|f| (f.holders.clone(), f.points))
            .collect::<Vec<_>>()
    };
    // Three fields round one completed city: seat 0 farms two, seat 1 one.
    let seat_1_alone = vec![1];
    let final_rules = farm_points(FarmerRules::Final);
    assert_eq!(final_rules.len(), 3);
    assert!(final_rules.iter().all(|(_, points)| *points == 3));
    let original = farm_points(FarmerRules::Original);
    for (holders, points) in &original {
        let expected = if *holders == seat_1_alone { 0 } else { 4 };
        assert_eq!(*points, expected, "{original:?}");
    }
}

#[test]
fn throughout_a_random_four_player_game_every_follower_is_shown_once_and_holders_stand_on_their_features()
 {
    let mut game = Game::new(GameConfig::new(4), 2024).unwrap();
    let mut bots: Vec<RandomBot> = (0..4).map(|seat| RandomBot::new(100 + seat)).collect();
    let mut steps = 0;
    loop {
        let scene = board_scene(&game, &[]);
        assert_eq!(scene.tiles.len(), game.board().tiles().len());
        let mut shown: Vec<u32> = scene.followers.iter().map(|f| f.id).collect();
        let mut ids: Vec<u32> = game.followers().iter().map(|f| f.id).collect();
        shown.sort_unstable();
        ids.sort_unstable();
        assert_eq!(shown, ids);
        let mut on_features: Vec<u32> = scene
            .features
            .iter()
            .flat_map(|f| f.followers.clone())
            .collect();
        on_features.sort_unstable();
        assert_eq!(
            on_features, ids,
            "each follower stands on exactly one feature"
        );
        for feature in &scene.features {
            assert!(!feature.holders.is_empty() && !feature.parts.is_empty());
            for holder in &feature.holders {
                assert!(
                    scene.followers.iter().any(|f| f.owner == *holder
                        && feature.followers.contains(&f.id)
                        && feature.parts.contains(&(f.cell, f.segment))),
                    "seat {holder} holds {feature:?} without a follower on it"
                );
            }
            if feature.kind == SegmentKind::Field {
                assert!(!feature.complete);
            }
        }
        assert_eq!(scene.round.is_some(), game.round().is_some());
        if game.phase() == Phase::PlaceTile {
            assert_offers_every_way_once(&game, &scene);
        }
        let Some(action) = bots[game.current_player()].choose(&game) else {
            break;
        };
        game.apply(action).unwrap();
        steps += 1;
    }
    assert!(game.is_over() && steps > 100);
    assert!(board_scene(&game, &[]).turn.game_over);
}

#[test]
fn the_pile_by_type_says_what_could_still_come_and_leaves_out_the_drawn_tile() {
    let game = stacked(2, &["U", "E", "U", "D"]);
    let turn = board_scene(&game, &[]).turn;
    assert_eq!(turn.drawn_tile, catalogue().find("U"));
    let find = |name: &str| catalogue().find(name).unwrap();
    let mut expected = vec![
        TilesLeft::new(find("D"), 1),
        TilesLeft::new(find("E"), 1),
        TilesLeft::new(find("U"), 1),
    ];
    assert_eq!(expected[1].words, "a city");
    expected.sort_by_key(|left| left.tile);
    assert_eq!(turn.tiles_left_by_type, expected);
    let counted: u32 = turn.tiles_left_by_type.iter().map(|left| left.count).sum();
    assert_eq!(counted, turn.tiles_left);
    // Every rotation that fits anywhere is a place the drawn tile could go.
    let places: usize = turn.legal.iter().map(|cell| cell.rotations.len()).sum();
    assert_eq!(turn.fitting_places as usize, places);
    assert!(turn.fitting_places > 0);
}

#[test]
fn a_thief_on_an_unfinished_road_is_projected_its_length_and_the_end_gives_exactly_that() {
    let mut game = stacked(2, &["U", "E"]);
    place(&mut game, 1, 0, 0, Some("road:W"));
    let scene = board_scene(&game, &[]);
    let thief = &scene.players[0];
    assert_eq!(thief.score, 0);
    assert_eq!(
        thief.projected,
        ProjectedScore {
            roads: 2,
            ..Default::default()
        },
        "the start tile and the straight road"
    );
    assert_eq!(
        scene.players[1].projected.total(),
        0,
        "no followers, nothing"
    );
    // Seat 1 closes the start city without a knight; the pile is empty and the game ends.
    place(&mut game, 0, 1, 180, None);
    assert!(game.is_over());
    let scene = board_scene(&game, &[]);
    assert_eq!(scene.players[0].score, thief.projected.total());
    assert_eq!(
        scene.players[0].projected,
        ProjectedScore::default(),
        "once the game is over the final scoring is in the score"
    );
}

#[test]
fn with_the_knock_out_token_the_hurler_sees_the_aim_to_each_opponent_follower() {
    let mut game = farmer_and_thief_at_a_fair();
    let before = board_scene(&game, &[]).round.unwrap();
    assert!(before.aims.is_empty(), "no token chosen yet");
    game.apply(Action::ChooseToken {
        token: TokenKind::KnockOut,
    })
    .unwrap();
    let round = board_scene(&game, &[]).round.unwrap();
    assert_eq!(round.hurler, 1);
    // Seat 1 hurls: only seat 0's farmer is an opponent's; seat 1's own thief is not listed.
    assert_eq!(round.aims.len(), 1);
    let aim = &round.aims[0];
    assert_eq!(
        (aim.owner, aim.kind, aim.cell, aim.in_reach),
        (0, SegmentKind::Field, Pos::new(1, 0), true)
    );
    // In words, for after the owner's name.
    assert!(
        aim.words.starts_with("farmer on (1, 0): ") && aim.words.ends_with(" cm away"),
        "{}",
        aim.words
    );
    // Thrown along that aim, the token passes over the farmer at that distance.
    let table = game.table();
    let farmer = table
        .followers
        .iter()
        .find(|b| b.id == aim.follower)
        .unwrap();
    let catapult = crate::physics::catapult_position(&table, 1, &Parameters::default()).unwrap();
    let heading = table.seats[1].facing + aim.aim_degrees.to_radians();
    let reached = catapult + nalgebra::Vector2::new(heading.cos(), heading.sin()) * aim.distance;
    assert!((reached - farmer.position).norm() < 1e-9, "{reached:?}");
    // The target token needs no aiming help at followers.
    let mut target = farmer_and_thief_at_a_fair();
    target
        .apply(Action::ChooseToken {
            token: TokenKind::Target,
        })
        .unwrap();
    assert!(board_scene(&target, &[]).round.unwrap().aims.is_empty());
}

#[test]
fn the_score_strip_shows_whose_big_follower_is_still_at_home() {
    let rules = crate::rules::RuleOptions {
        inns_cathedrals: true,
        ..crate::rules::RuleOptions::default()
    };
    let mut game = stacked_with(rules, 2, &["U", "U"]);
    crate::test_support::place_big(&mut game, 1, 0, 0, "road:E");
    let scene = board_scene(&game, &names(&["Anna", "Ben"]));
    let home: Vec<bool> = scene
        .players
        .iter()
        .map(|p| p.big_follower_in_supply)
        .collect();
    assert_eq!(home, [false, true], "Anna's big thief stands on the road");
    assert_eq!(
        scene.players[0].supply, 7,
        "her seven followers are all at home"
    );
    let base = stacked(2, &["U"]);
    assert!(
        board_scene(&base, &[])
            .players
            .iter()
            .all(|p| !p.big_follower_in_supply),
        "the base game has no big follower"
    );
}
