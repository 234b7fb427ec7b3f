//! Picture benchmarks: the scene of a full board (a finished 4-player greedy-bot game with The
//! Catapult, every tile placed; target ≤ 100 µs), that board drawn and encoded as a 1080 × 1920
//! PNG (with and without the ownership tint), and one frame of a hurl's flight.
//!
//! Run with `cargo bench -p catapult-render`.

use catapult_core::bots::{BotLevel, play_out};
use catapult_core::rules::{Game, GameConfig};
use catapult_core::scene::{board_scene, hurl_flight, hurl_indices};
use catapult_render::{BoardOptions, FlightOptions, board_png, flight_frame, render_board};
use criterion::{Criterion, criterion_group, criterion_main};
use std::hint::black_box;

/// A whole 4-player greedy-bot game with The Catapult from `seed`.
fn finished_game(seed: u64) -> Option<Game> {
    let game = Game::new(GameConfig::new(4), seed).ok()?;
    let game = play_out(game, &[BotLevel::Greedy; 4]);
    game.is_over().then_some(game)
}

fn benches(c: &mut Criterion) {
    let Some(game) = finished_game(7) else {
        eprintln!("the bot game did not finish: nothing to draw");
        return;
    };
    let names: Vec<String> = ["Ada", "Brunhild", "Cyrus", "Dagmar"]
        .iter()
        .map(|name| (*name).to_string())
        .collect();
    let scene = board_scene(&game, &names);
    eprintln!(
        "full board: {} tiles, {} followers, {} held features",
        scene.tiles.len(),
        scene.followers.len(),
        scene.features.len()
    );
    c.bench_function("board scene of a finished 4-player game", |b| {
        b.iter(|| board_scene(black_box(&game), &names))
    });

    let mut group = c.benchmark_group("pictures");
    group.sample_size(20);
    let plain = BoardOptions::default();
    let tinted = BoardOptions {
        ownership: true,
        ..BoardOptions::default()
    };
    if let Ok(png) = board_png(&scene, &plain) {
        eprintln!("full board PNG: {} bytes", png.len());
    }
    group.bench_function("full board drawn, 1080 x 1920", |b| {
        b.iter(|| render_board(black_box(&scene), &plain))
    });
    group.bench_function("full board as PNG, 1080 x 1920 (encoding included)", |b| {
        b.iter(|| board_png(black_box(&scene), &plain))
    });
    group.bench_function("full board as PNG with ownership tint, 1080 x 1920", |b| {
        b.iter(|| board_png(black_box(&scene), &tinted))
    });

    let actions = game.actions();
    if let Some(index) = hurl_indices(actions).first().copied()
        && let Ok(flight) = hurl_flight(
            game.config().clone(),
            game.seed(),
            game.physics_model(),
            actions,
            index,
        )
        && let Ok(before) = Game::replay(
            game.config().clone(),
            game.seed(),
            game.physics_model(),
            &actions[..index],
        )
    {
        let board = board_scene(&before, &names);
        let frames = flight.hurl.outcome.frames.len();
        let options = FlightOptions::default();
        group.bench_function("one flight frame, 1080 wide", |b| {
            b.iter(|| flight_frame(black_box(&flight), Some(&board), frames / 2, &options))
        });
    }
    group.finish();
}

criterion_group!(render, benches);
criterion_main!(render);
