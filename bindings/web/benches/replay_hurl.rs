//! A replay's hurl step, natively: the same call the web app's `Replay.step` makes in
//! WebAssembly (`payload::replay_step`: the moves replayed, the hurl's physics with its 60 Hz
//! frames, the board scene and the JSON), to compare with the wasm figure that
//! `node web/bench/budgets.mjs` measures on the same game file (web/bench/bot-game.json).
//! Run with `cargo bench -p catapult-web --bench replay_hurl`.
//!
//! The step before the first hurl is timed too: the difference is the hurl itself.

// A benchmark of a fixed file in the repository: a broken file should stop it loudly.
#![allow(clippy::expect_used)]

use catapult_core::session::GameReplay;
use catapult_web::payload::replay_step;
use criterion::{Criterion, criterion_group, criterion_main};
use std::hint::black_box;

/// The two greedy bots' game that web/bench/make-game.mjs wrote.
const GAME: &str = include_str!("../../../web/bench/bot-game.json");

/// The step whose last move is the game's first hurl (steps count moves from 1).
fn first_hurl_step() -> usize {
    let file: serde_json::Value = serde_json::from_str(GAME).expect("the game file is JSON");
    let actions = file["actions"]
        .as_array()
        .expect("the game file has actions");
    actions
        .iter()
        .position(|action| action["action"] == "hurl")
        .expect("the game has a hurl")
        + 1
}

fn replay_hurl(c: &mut Criterion) {
    let replay = GameReplay::from_json(GAME).expect("a game file");
    let hurl = first_hurl_step();
    assert!(
        replay_step(&replay, hurl)
            .expect("the step")
            .contains("\"flight\":{")
    );
    let mut group = c.benchmark_group("replay_hurl");
    group.bench_function("hurl_step", |b| {
        b.iter(|| replay_step(&replay, black_box(hurl)).expect("the step"));
    });
    group.bench_function("step_before", |b| {
        b.iter(|| replay_step(&replay, black_box(hurl - 1)).expect("the step"));
    });
    group.finish();
}

criterion_group!(benches, replay_hurl);
criterion_main!(benches);
