//! Engine benchmarks: legal placements at turn 50, and whole bot games.
//!
//! Run with `cargo bench -p catapult-core --bench engine`; figures go in docs/PERFORMANCE.md.

use catapult_core::bots::{Bot, BotLevel, RandomBot, play_out, seat_seed};
use catapult_core::rules::{Game, GameConfig, Phase};
use criterion::{Criterion, criterion_group, criterion_main};
use std::hint::black_box;

/// A 4-player game played by random bots until 50 tiles lie beside the start tile, with the
/// next tile drawn.
fn game_at_turn_50() -> Option<Game> {
    let mut game = Game::new(GameConfig::new(4), 2026).ok()?;
    let mut bot = RandomBot::new(7);
    while game.board().tiles().len() < 51 || game.phase() != Phase::PlaceTile {
        let action = bot.choose(&game)?;
        game.apply(action).ok()?;
    }
    Some(game)
}

fn whole_game(level: BotLevel, players: usize, seed: u64) -> Option<Game> {
    let game = Game::new(GameConfig::new(players), seed).ok()?;
    let mut bots: Vec<_> = (0..players)
        .map(|seat| level.bot(seat_seed(seed, seat)))
        .collect();
    Some(play_out(game, &mut bots))
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
            whole_game(BotLevel::Random, 4, seed)
        })
    });
    let mut group = c.benchmark_group("slow");
    group.sample_size(20);
    group.bench_function("whole 4-player greedy-bot game", |b| {
        let mut seed = 0u64;
        b.iter(|| {
            seed += 1;
            whole_game(BotLevel::Greedy, 4, seed)
        })
    });
    group.finish();
}

criterion_group!(engine, benches);
criterion_main!(engine);
