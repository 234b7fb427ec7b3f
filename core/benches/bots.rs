//! What the searching bots cost per decision: the strong and the expert bot choosing a
//! placement, and a follower made afresh (the frontends make a bot afresh for every decision,
//! so the follower choice searches again), in a 2-player game with The Catapult at turn 50;
//! and the expert choosing a round's token (each kind played out in its head).
//!
//! Run with `cargo bench -p catapult-core --bench bots`; figures go in docs/PERFORMANCE.md and
//! docs/BOTS.md. The target: the expert thinks at most 1 s per move on the development machine.

use catapult_core::bots::{BotLevel, decision_seed};
use catapult_core::rules::{Game, GameConfig, Phase};
use criterion::{Criterion, criterion_group, criterion_main};
use std::hint::black_box;

/// A 2-player game with The Catapult, greedy bots playing it until `tiles` tiles are down and
/// the game waits for `wanted` (the first such moment).
fn game_at(tiles: usize, wanted: fn(Phase) -> bool) -> Option<Game> {
    let mut game = Game::new(GameConfig::new(2), 2026).ok()?;
    while game.board().tiles().len() < tiles || !wanted(game.phase()) {
        let seed = decision_seed(game.seed(), game.current_player(), game.actions().len());
        let action = BotLevel::Greedy.bot(seed).choose(&game)?;
        game.apply(action).ok()?;
        if game.is_over() {
            return None;
        }
    }
    Some(game)
}

/// One decision of a bot of `level` made afresh, as the session makes it.
fn decide(level: BotLevel, game: &Game) -> Option<catapult_core::rules::Action> {
    let seed = decision_seed(game.seed(), game.current_player(), game.actions().len());
    level.bot(seed).choose(game)
}

fn benches(c: &mut Criterion) {
    let mut group = c.benchmark_group("bots");
    group.sample_size(10);
    let placing = game_at(50, |phase| phase == Phase::PlaceTile);
    let following = game_at(50, |phase| matches!(phase, Phase::PlaceFollower { .. }));
    let choosing = game_at(10, |phase| phase == Phase::ChooseToken);
    for level in [BotLevel::Strong, BotLevel::Expert] {
        if let Some(game) = &placing {
            group.bench_function(format!("{level} places the tile at turn 50"), |b| {
                b.iter(|| decide(level, black_box(game)))
            });
        }
        if let Some(game) = &following {
            group.bench_function(
                format!("{level} chooses a follower at turn 50, afresh"),
                |b| b.iter(|| decide(level, black_box(game))),
            );
        }
    }
    if let Some(game) = &choosing {
        group.bench_function("expert chooses the round's token", |b| {
            b.iter(|| decide(BotLevel::Expert, black_box(game)))
        });
    }
    group.bench_function("greedy places the tile at turn 50", |b| {
        if let Some(game) = &placing {
            b.iter(|| decide(BotLevel::Greedy, black_box(game)))
        }
    });
    group.finish();
}

criterion_group!(bots, benches);
criterion_main!(bots);
