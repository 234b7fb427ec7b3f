//! Random games of 2-6 players, with every combination of the expansions (The Catapult in each
//! of its modes, Inns & Cathedrals, The River), with random illegal attempts thrown in, keep
//! every rule of the board: edges match, the river is one stream, followers add up to 7 (and
//! the big follower to 1), scores only grow, illegal actions change nothing, and replaying the
//! actions rebuilds the same state.

// Test helpers may unwrap: a failure is the test failing.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use catapult_core::board::{Placement, Pos};
use catapult_core::bots::{Bot, RandomBot};
use catapult_core::rules::{Action, CatapultRules, Game, GameConfig, Phase, Throw};
use catapult_core::tiles::Rotation;
use catapult_tests::{edges_match, followers_add_up, river_flows};
use proptest::prelude::*;

/// An action that may well be illegal: a random cell near the board, a random segment, a wild
/// throw, a seduction of a random follower.
fn wild_action(noise: u64, phase: Phase) -> Action {
    let x = (noise % 13) as i32 - 6;
    let y = ((noise / 13) % 13) as i32 - 6;
    let rotation = Rotation::from_quarters((noise / 169 % 4) as u8);
    let small = |divisor: u64, modulus: u64| (noise / divisor % modulus) as i32;
    match (phase, noise % 7) {
        (_, 3) => Action::Hurl {
            throw: Throw {
                aim_millideg: small(11, 200_000) - 100_000,
                elevation_millideg: small(13, 120_000) - 10_000,
                speed_mm_per_s: small(17, 14_000) - 1_000,
            },
        },
        (_, 4) => Action::Seduce {
            target: small(19, 40) as u32,
            with: noise.is_multiple_of(2).then_some(small(23, 40) as u32),
        },
        (_, 5) => Action::Catch {
            at_ms: Some(small(29, 3000) as u32),
        },
        (_, 6) => Action::ChooseToken {
            token: catapult_core::physics::TokenKind::ALL[small(31, 4) as usize],
        },
        (_, 0) => Action::PlaceTile {
            placement: Placement {
                pos: Pos::new(x, y),
                rotation,
            },
        },
        (_, 1) if noise.is_multiple_of(3) => Action::PlaceBigFollower {
            segment: (noise / 7 % 10) as u8,
        },
        (_, 1) => Action::PlaceFollower {
            segment: (noise / 7 % 10) as u8,
        },
        _ => Action::Skip,
    }
}

fn play_checked(
    config: GameConfig,
    seed: u64,
    bot_seed: u64,
    noise: &[u64],
) -> Result<(), TestCaseError> {
    let mut game = Game::new(config, seed).map_err(|e| TestCaseError::fail(e.to_string()))?;
    let mut bot = RandomBot::new(bot_seed);
    let mut attempt = 0usize;
    while let Some(action) = bot.choose(&game) {
        let scores_before = game.scores().to_vec();
        // Now and then, first try something probably illegal: if refused, nothing may change;
        // if it happens to be legal, it is this turn's move.
        let wild = noise
            .get(attempt % noise.len().max(1))
            .copied()
            .filter(|n| n % 4 == 0);
        attempt += 1;
        let before = game.state_hash();
        let wild_played = match wild {
            Some(n) => match game.apply(wild_action(n, game.phase())) {
                Ok(_) => true,
                Err(_) => {
                    prop_assert_eq!(
                        before,
                        game.state_hash(),
                        "a refused action changed the game"
                    );
                    false
                }
            },
            None => false,
        };
        if !wild_played {
            game.apply(action)
                .map_err(|e| TestCaseError::fail(format!("a legal action was refused: {e}")))?;
        }
        for (after, before) in game.scores().iter().zip(&scores_before) {
            prop_assert!(after >= before, "a score went down");
        }
        if let Err(message) = followers_add_up(&game) {
            return Err(TestCaseError::fail(message));
        }
        if let Err(message) = river_flows(game.board()) {
            return Err(TestCaseError::fail(message));
        }
    }
    prop_assert!(game.is_over());
    if let Err(message) = edges_match(game.board()) {
        return Err(TestCaseError::fail(message));
    }
    let placed = game.board().tiles().len() + game.discarded().len();
    let pile = catapult_core::tiles::catalogue()
        .pile(&game.config().expansions())
        .len();
    prop_assert_eq!(placed, pile + 1, "every tile is placed or discarded");
    let replayed = Game::replay(
        game.config().clone(),
        seed,
        game.physics_model(),
        game.actions(),
    )
    .map_err(|e| TestCaseError::fail(e.to_string()))?;
    prop_assert_eq!(replayed.state_hash(), game.state_hash());
    prop_assert_eq!(replayed.scores(), game.scores());
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn random_games_keep_every_rule(
        players in 2usize..=6,
        catapult in prop_oneof![
            Just(CatapultRules::Rounds),
            Just(CatapultRules::HouseRule),
            Just(CatapultRules::TilesOnly),
            Just(CatapultRules::Off),
        ],
        inns_cathedrals in any::<bool>(),
        river in any::<bool>(),
        seed in any::<u64>(),
        bot_seed in any::<u64>(),
        noise in proptest::collection::vec(any::<u64>(), 1..40),
    ) {
        let mut config = GameConfig::new(players);
        config.rules.catapult = catapult;
        config.rules.inns_cathedrals = inns_cathedrals;
        config.rules.river = river;
        play_checked(config, seed, bot_seed, &noise)?;
    }
}

#[test]
fn a_game_for_one_or_seven_players_is_refused() {
    for players in [0, 1, 7] {
        let error = Game::new(GameConfig::new(players), 1).unwrap_err();
        assert!(error.to_string().contains("choose 2 to 6"), "{error}");
    }
}
