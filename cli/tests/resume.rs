//! `catapult resume` goes on with a bot game exactly as the game would have gone without the
//! pause, wherever it was stopped: the terminal's bots decide by the core's one rule.
//!
//! The game, its stop points and the state it ends in are kept in
//! `tests/golden/resume/three-bots-seed-2.json`, which the Kotlin bindings' resume test reads
//! too, so the Rust session, the terminal and the apps are checked against the same ending.
//! After an intended change of the rules or bots, rewrite it with
//! `UPDATE_GOLDEN=1 cargo test -p catapult-cli --test resume` and review the diff.

// Test helpers may unwrap: a failure is the test failing.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use catapult_core::bots::{BotLevel, play_out};
use catapult_core::rules::{Action, Game, GameConfig, Phase};
use catapult_core::session::Session;
use catapult_core::store::{Seat, Store};
use std::sync::{Arc, Mutex};

mod common;
use common::{TempDir, catapult_output, text};

/// A random bot among greedy ones: greedy bots never choose the catch token.
const LEVELS: [BotLevel; 3] = [BotLevel::Greedy, BotLevel::Random, BotLevel::Greedy];

/// The first seed, trying from 1, whose game at these levels has a catch (physics model 4).
const SEED: u64 = 2;

fn seats() -> Vec<Seat> {
    LEVELS
        .iter()
        .enumerate()
        .map(|(seat, level)| {
            let colour = catapult_core::scene::player_colour(seat).name;
            Seat::bot(&format!("Bot {} ({level})", seat + 1), colour, *level)
        })
        .collect()
}

/// Which phases a stop point is at.
type Wanted = fn(Phase) -> bool;

/// How many actions are played when the game first waits at a phase `wanted` accepts.
fn first_wait(actions: &[Action], config: &GameConfig, wanted: Wanted) -> usize {
    let mut game = Game::new(config.clone(), SEED).unwrap();
    for (played, action) in actions.iter().enumerate() {
        if wanted(game.phase()) {
            return played;
        }
        game.apply(*action).unwrap();
    }
    panic!("the game of seed {SEED} never waits there");
}

#[test]
fn a_bot_game_resumed_mid_turn_mid_round_or_at_a_catch_ends_as_if_never_stopped() {
    let config = GameConfig::new(3);
    let straight = play_out(Game::new(config.clone(), SEED).unwrap(), &LEVELS);
    assert!(straight.is_over());
    let stops: [(&str, Wanted); 3] = [
        ("mid-turn", |phase| {
            matches!(phase, Phase::PlaceFollower { .. })
        }),
        ("mid-round", |phase| phase == Phase::Hurl),
        ("at a catch", |phase| phase == Phase::Catch),
    ];
    let points: Vec<(&str, usize)> = stops
        .iter()
        .map(|(name, wanted)| (*name, first_wait(straight.actions(), &config, *wanted)))
        .collect();
    check_golden(&straight, &points);
    let dir = TempDir::new("resume-bots");
    for ((name, wanted), (_, stop)) in stops.into_iter().zip(points) {
        let db = dir.file(&format!("{stop}.sqlite"));
        let id = {
            let store = Arc::new(Mutex::new(Store::open(&db).unwrap()));
            let mut session = Session::start(store, config.clone(), SEED, seats()).unwrap();
            for _ in 0..stop {
                session.bot_step().unwrap().expect("a bot moves");
            }
            assert!(wanted(session.game().phase()), "{name}");
            session.id().unwrap()
        };

        let output = catapult_output(&["resume", &id.0.to_string(), "--db", db.to_str().unwrap()]);
        assert!(output.status.success(), "{name}: {}", text(&output.stderr));
        let out = text(&output.stdout);
        assert!(out.contains(" of 84 (seed "), "{name}: {out}");
        assert!(out.contains("Final scores"), "{name}: {out}");

        let store = Store::open(&db).unwrap();
        let resumed = store.resume(id).unwrap();
        assert!(resumed.game().is_over(), "{name}");
        assert_eq!(
            resumed.game().actions(),
            straight.actions(),
            "resumed {name}, after action {stop}"
        );
    }
}

/// The golden file the Kotlin test shares: the ending of the uninterrupted game and where it
/// is stopped.
fn check_golden(straight: &Game, points: &[(&str, usize)]) {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../tests/golden/resume/three-bots-seed-2.json");
    let golden = serde_json::json!({
        "seed": SEED,
        "levels": LEVELS.iter().map(|level| level.name()).collect::<Vec<_>>(),
        "stops": points
            .iter()
            .map(|(name, at)| serde_json::json!({ "name": name, "after_actions": at }))
            .collect::<Vec<_>>(),
        "actions": straight.actions().len(),
        "scores": straight.scores(),
        "state_hash": format!("{:016x}", straight.state_hash()),
    });
    let written = format!("{}\n", serde_json::to_string_pretty(&golden).unwrap());
    if std::env::var_os("UPDATE_GOLDEN").is_some() {
        std::fs::write(&path, written).unwrap();
        return;
    }
    let stored = std::fs::read_to_string(&path).unwrap();
    assert_eq!(
        stored,
        written,
        "{} differs: UPDATE_GOLDEN=1 rewrites it",
        path.display()
    );
}
