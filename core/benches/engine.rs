//! Engine benchmarks: legal placements at turn 50, whole bot games of the base game, and whole
//! greedy-bot games with The Catapult (every round played, bots aiming by simulation).
//!
//! Run with `cargo bench -p catapult-core --bench engine`; figures go in docs/PERFORMANCE.md.

use catapult_core::bots::catapult::plan_hurl;
use catapult_core::bots::{Bot, BotLevel, RandomBot, play_out};
use catapult_core::rules::{Action, CatapultRules, Game, GameConfig, Phase};
use criterion::{Criterion, criterion_group, criterion_main};
use std::hint::black_box;

/// The base game alone, so these figures stay comparable with the earlier ones.
fn base_game(players: usize) -> GameConfig {
    let mut config = GameConfig::new(players);
    config.rules.catapult = CatapultRules::Off;
    config
}

/// A 4-player base game played by random bots until 50 tiles lie beside the start tile, with
/// the next tile drawn.
fn game_at_turn_50() -> Option<Game> {
    let mut game = Game::new(base_game(4), 2026).ok()?;
    let mut bot = RandomBot::new(7);
    while game.board().tiles().len() < 51 || game.phase() != Phase::PlaceTile {
        let action = bot.choose(&game)?;
        game.apply(action).ok()?;
    }
    Some(game)
}

fn whole_game(level: BotLevel, config: GameConfig, seed: u64) -> Option<Game> {
    let players = config.players;
    let game = Game::new(config, seed).ok()?;
    Some(play_out(game, &vec![level; players]))
}

/// Every state of a 4-player greedy game with The Catapult where a hurl is due.
fn hurl_states(seed: u64) -> Vec<Game> {
    let Some(finished) = whole_game(BotLevel::Greedy, GameConfig::new(4), seed) else {
        return Vec::new();
    };
    let mut states = Vec::new();
    let Ok(mut game) = Game::new(finished.config().clone(), seed) else {
        return states;
    };
    for action in finished.actions() {
        if matches!(action, Action::Hurl { .. }) {
            states.push(game.clone());
        }
        if game.apply(*action).is_err() {
            break;
        }
    }
    states
}

fn benches(c: &mut Criterion) {
    if let Some(game) = game_at_turn_50() {
        eprintln!(
            "turn 50: tile {} has {} legal placements",
            game.drawn_tile().map(|t| t.to_string()).unwrap_or_default(),
            game.legal_placements().len()
        );
        c.bench_function("legal placements of the drawn tile at turn 50", |b| {
            b.iter(|| black_box(&game).legal_placements())
        });
    }
    c.bench_function("whole 4-player random-bot game", |b| {
        let mut seed = 0u64;
        b.iter(|| {
            seed += 1;
            whole_game(BotLevel::Random, base_game(4), seed)
        })
    });

    // What a greedy hurl costs: simulations per hurl over the hurls of one catapult game.
    let states = hurl_states(1);
    let sims: Vec<usize> = states
        .iter()
        .filter_map(|game| plan_hurl(game).map(|plan| plan.simulations))
        .collect();
    if let (Some(low), Some(high)) = (sims.iter().min(), sims.iter().max()) {
        eprintln!(
            "catapult game, seed 1: {} hurls, {} simulations in all, {:.0} per hurl ({low}-{high})",
            sims.len(),
            sims.iter().sum::<usize>(),
            sims.iter().sum::<usize>() as f64 / sims.len() as f64,
        );
    }

    let mut group = c.benchmark_group("slow");
    group.sample_size(20);
    group.bench_function("whole 4-player greedy-bot game", |b| {
        let mut seed = 0u64;
        b.iter(|| {
            seed += 1;
            whole_game(BotLevel::Greedy, base_game(4), seed)
        })
    });
    if let Some(game) = states.get(states.len() / 2) {
        group.bench_function("greedy bot plans one hurl (mid-game, seed 1)", |b| {
            b.iter(|| plan_hurl(black_box(game)))
        });
    }
    group.sample_size(10);
    group.bench_function(
        "whole 4-player greedy-bot game with The Catapult (all rounds)",
        |b| {
            let mut seed = 0u64;
            b.iter(|| {
                seed += 1;
                whole_game(BotLevel::Greedy, GameConfig::new(4), seed)
            })
        },
    );
    group.finish();
}

criterion_group!(engine, benches);
criterion_main!(engine);
