//! Golden games: whole bot games recorded as (config, seed, bots, actions) with the state hash
//! and scores they reached. Replaying a file must reach the same hash, and the bots must still
//! choose the same actions. After an intended change of rules or bots, regenerate with
//! `UPDATE_GOLDEN=1 cargo test -p catapult-tests --test golden` and review the diff.

// Test helpers may unwrap: a failure is the test failing.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use catapult_core::board::Pos;
use catapult_core::bots::{BotLevel, play_out};
use catapult_core::rules::{Action, CatapultRules, FarmerRules, Game, GameConfig, RuleOptions};
use catapult_core::tiles::catalogue;
use catapult_tests::golden_dir;
use serde::{Deserialize, Serialize};

#[derive(Debug, Serialize, Deserialize, PartialEq)]
struct GoldenGame {
    config: GameConfig,
    seed: u64,
    /// The physics model its hurls ran.
    physics_model: u32,
    bots: Vec<BotLevel>,
    scores: Vec<u32>,
    state_hash: String,
    actions: Vec<Action>,
}

fn record(name: &str, config: GameConfig, seed: u64, bots: Vec<BotLevel>) -> (String, GoldenGame) {
    let game = play_out(Game::new(config.clone(), seed).unwrap(), &bots);
    assert!(game.is_over());
    let golden = GoldenGame {
        config,
        seed,
        physics_model: game.physics_model(),
        bots,
        scores: game.scores().to_vec(),
        state_hash: format!("{:016x}", game.state_hash()),
        actions: game.actions().to_vec(),
    };
    (name.to_string(), golden)
}

/// The base game alone, default rules.
fn base_game(players: usize) -> GameConfig {
    let mut config = GameConfig::new(players);
    config.rules.catapult = CatapultRules::Off;
    config
}

fn games() -> Vec<(String, GoldenGame)> {
    use BotLevel::{Beginner, Expert, Greedy, Random, Strong};
    let original = GameConfig {
        players: 6,
        rules: RuleOptions {
            farmer_rules: FarmerRules::Original,
            tiny_city_two_points: true,
            farmers_off: false,
            catapult: CatapultRules::Off,
            ..RuleOptions::default()
        },
        stacked_pile: None,
    };
    let no_farmers = GameConfig {
        players: 3,
        rules: RuleOptions {
            farmers_off: true,
            catapult: CatapultRules::Off,
            ..RuleOptions::default()
        },
        stacked_pile: None,
    };
    let mut house_rule = GameConfig::new(2);
    house_rule.rules.catapult = CatapultRules::HouseRule;
    let expansions = |players: usize, inns_cathedrals: bool, river: bool, catapult| GameConfig {
        players,
        rules: RuleOptions {
            inns_cathedrals,
            river,
            catapult,
            ..RuleOptions::default()
        },
        stacked_pile: None,
    };
    vec![
        record("greedy-4-players-seed-7", base_game(4), 7, vec![Greedy; 4]),
        record("random-2-players-seed-1", base_game(2), 1, vec![Random; 2]),
        record(
            "mixed-6-players-original-farmers-tiny-cities",
            original,
            42,
            vec![Greedy, Random, Greedy, Random, Greedy, Random],
        ),
        record(
            "greedy-4-players-with-catapult-rounds",
            GameConfig::new(4),
            11,
            vec![Greedy; 4],
        ),
        record(
            "mixed-5-players-with-catapult-rounds",
            GameConfig::new(5),
            12,
            vec![Random, Greedy, Random, Greedy, Greedy],
        ),
        record(
            "ladder-4-players-with-catapult-rounds",
            GameConfig::new(4),
            19,
            vec![Expert, Beginner, Strong, Greedy],
        ),
        record(
            "greedy-2-players-catapult-house-rule",
            house_rule,
            13,
            vec![Greedy; 2],
        ),
        record(
            "greedy-3-players-no-farmers",
            no_farmers,
            2026,
            vec![Greedy; 3],
        ),
        record(
            "greedy-3-players-inns-cathedrals-river-catapult",
            expansions(3, true, true, CatapultRules::Rounds),
            22,
            vec![Greedy; 3],
        ),
        record(
            "ladder-4-players-inns-cathedrals",
            expansions(4, true, false, CatapultRules::Off),
            23,
            vec![Expert, Strong, Greedy, Beginner],
        ),
        record(
            "mixed-2-players-river-catapult-house-rule",
            expansions(2, false, true, CatapultRules::HouseRule),
            24,
            vec![Greedy, Random],
        ),
    ]
}

#[test]
fn the_golden_games_with_expansions_use_them() {
    let names = [
        "greedy-3-players-inns-cathedrals-river-catapult",
        "ladder-4-players-inns-cathedrals",
        "mixed-2-players-river-catapult-house-rule",
        "greedy-4-players-with-catapult-rounds",
    ];
    for name in names {
        let path = golden_dir().join(format!("{name}.json"));
        let golden = load(&path);
        let rules = golden.config.rules;
        let big_followers = golden
            .actions
            .iter()
            .filter(|action| matches!(action, Action::PlaceBigFollower { .. }))
            .count();
        if rules.inns_cathedrals {
            assert!(big_followers > 0, "{name}: no bot placed a big follower");
        } else {
            assert_eq!(
                big_followers, 0,
                "{name}: a big follower without Inns & Cathedrals"
            );
        }
        let start = Game::replay(
            golden.config.clone(),
            golden.seed,
            golden.physics_model,
            &[],
        )
        .unwrap()
        .board()
        .tile_at(Pos::ORIGIN)
        .map(|placed| placed.tile);
        let spring = catalogue().find("RI/Spring");
        assert_eq!(
            start == spring,
            rules.river,
            "{name}: the spring starts only river games"
        );
    }
}

/// Replays a stored game with the physics model it was played with: it ends, with the recorded
/// state hash and scores.
fn replays_to_its_end(name: &str, stored: &GoldenGame) {
    let replayed = Game::replay(
        stored.config.clone(),
        stored.seed,
        stored.physics_model,
        &stored.actions,
    )
    .unwrap();
    assert!(
        replayed.is_over(),
        "{name}: the replay did not reach the end"
    );
    assert_eq!(
        format!("{:016x}", replayed.state_hash()),
        stored.state_hash,
        "{name}: replay hash"
    );
    assert_eq!(
        replayed.scores(),
        stored.scores.as_slice(),
        "{name}: replay scores"
    );
}

#[test]
fn golden_games_replay_to_the_recorded_state_and_bots_still_play_them() {
    let update = std::env::var_os("UPDATE_GOLDEN").is_some();
    for (name, fresh) in games() {
        let path = golden_dir().join(format!("{name}.json"));
        if update {
            let text = serde_json::to_string_pretty(&fresh).unwrap();
            std::fs::write(&path, text + "\n").unwrap();
            continue;
        }
        let text = std::fs::read_to_string(&path).unwrap_or_else(|e| {
            panic!(
                "{}: {e}; run with UPDATE_GOLDEN=1 to create it",
                path.display()
            )
        });
        let stored: GoldenGame = serde_json::from_str(&text).unwrap();
        replays_to_its_end(&name, &stored);
        assert_eq!(
            fresh.actions, stored.actions,
            "{name}: the bots now play differently"
        );
    }
}

/// The golden game stored at `path`.
fn load(path: &std::path::Path) -> GoldenGame {
    let text = std::fs::read_to_string(path).unwrap();
    serde_json::from_str(&text).unwrap()
}

/// The whole games the bots played under model 4, before model 5 (issue 41) changed how a
/// follower struck low answers: kept as they were, so games recorded then keep replaying.
#[test]
fn games_recorded_with_an_older_physics_model_replay_to_their_hashes() {
    let older = golden_dir().join("model-4");
    let mut replayed_games = 0;
    for entry in std::fs::read_dir(&older).unwrap() {
        let path = entry.unwrap().path();
        let stored = load(&path);
        assert_eq!(stored.physics_model, 4, "{}", path.display());
        replays_to_its_end(&path.display().to_string(), &stored);
        replayed_games += 1;
    }
    assert_eq!(
        replayed_games,
        11,
        "the model-4 games in {}",
        older.display()
    );
}

#[test]
fn a_tampered_golden_game_is_noticed() {
    let (_, golden) = record("tampered", GameConfig::new(2), 5, vec![BotLevel::Random; 2]);
    let mut actions = golden.actions.clone();
    // Skip a follower where one was placed, or the reverse: the state must differ.
    let index = actions
        .iter()
        .position(|action| matches!(action, Action::PlaceFollower { .. }))
        .unwrap();
    actions[index] = Action::Skip;
    let replayed = Game::replay(
        golden.config.clone(),
        golden.seed,
        golden.physics_model,
        &actions[..index + 1],
    )
    .unwrap();
    let original = Game::replay(
        golden.config,
        golden.seed,
        golden.physics_model,
        &golden.actions[..index + 1],
    )
    .unwrap();
    assert_ne!(replayed.state_hash(), original.state_hash());
}
