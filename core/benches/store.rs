//! Game-history benchmarks (issue 6), on a file in a temporary folder (WAL, synchronous
//! NORMAL, as the app opens it): storing one action, resuming a whole base game, the first
//! page of the list and the statistics of 10 000 finished games, and opening a history of
//! 1 000 and 10 000 finished games (its `PRAGMA quick_check` included; issue 17).
//!
//! Run with `cargo bench -p catapult-core --bench store`; figures go in docs/PERFORMANCE.md.
//! The 10 000 games are copies of one finished game made by plain SQL on the file in one
//! transaction (bench only: it bypasses the rules and the write invariant).

use catapult_core::bots::{Bot, BotLevel, seat_seed};
use catapult_core::rules::{CatapultRules, GameConfig};
use catapult_core::store::{GameFilter, GameId, SavedGame, Seat, Store};
use criterion::{Criterion, criterion_group, criterion_main};
use rusqlite::Connection;
use std::hint::black_box;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// Games in the big history.
const GAMES: i64 = 10_000;
/// Distinct player names in the big history.
const NAMES: i64 = 100;

/// The base game alone (no catapult rounds, so a replay does no physics).
fn base_game() -> GameConfig {
    let mut config = GameConfig::new(2);
    config.rules.catapult = CatapultRules::Off;
    config
}

fn table() -> Vec<Seat> {
    vec![
        Seat::bot("Anna", "red", BotLevel::Random),
        Seat::bot("Ben", "blue", BotLevel::Random),
    ]
}

/// Random bots for the two seats of a game with `seed`.
fn bots(seed: u64) -> Vec<Box<dyn Bot + Send>> {
    (0..2)
        .map(|seat| BotLevel::Random.bot(seat_seed(seed, seat)))
        .collect()
}

/// A base game of two random bots played to the end, every action stored.
fn finished_game(store: &mut Store, seed: u64) -> Option<SavedGame> {
    let mut saved = store.start_game(&base_game(), seed, &table()).ok()?;
    let mut players = bots(seed);
    while let Some(action) = players[saved.game().current_player()].choose(saved.game()) {
        saved.play(store, action).ok()?;
    }
    saved.game().is_over().then_some(saved)
}

fn store_one_action(c: &mut Criterion) {
    let Ok(dir) = tempfile::tempdir() else {
        return;
    };
    let Ok(mut store) = Store::open(dir.path().join("actions.sqlite")) else {
        return;
    };
    c.bench_function("store one action (SavedGame::play, WAL)", |b| {
        b.iter_custom(|iters| {
            let mut spent = Duration::ZERO;
            let mut seed = 0;
            let mut game: Option<(SavedGame, Vec<Box<dyn Bot + Send>>)> = None;
            let mut done = 0;
            while done < iters {
                let (saved, players) = match &mut game {
                    Some(game) if !game.0.game().is_over() => game,
                    _ => {
                        seed += 1;
                        let Ok(saved) = store.start_game(&base_game(), seed, &table()) else {
                            return spent;
                        };
                        game.insert((saved, bots(seed)))
                    }
                };
                let Some(action) = players[saved.game().current_player()].choose(saved.game())
                else {
                    return spent;
                };
                let start = Instant::now();
                let stored = saved.play(&mut store, action);
                spent += start.elapsed();
                black_box(stored.ok());
                done += 1;
            }
            spent
        });
    });
}

fn resume_whole_game(c: &mut Criterion) {
    let Ok(dir) = tempfile::tempdir() else {
        return;
    };
    let Ok(mut store) = Store::open(dir.path().join("resume.sqlite")) else {
        return;
    };
    let Some(saved) = finished_game(&mut store, 2026) else {
        return;
    };
    let name = format!(
        "resume a finished 2-player base game ({} actions)",
        saved.game().actions().len()
    );
    c.bench_function(&name, |b| {
        b.iter(|| black_box(store.resume(black_box(saved.id())).ok()));
    });
}

/// Copies game 1 of the file (finished, with its seats, actions, results and statistics)
/// until there are `games` games, spreading the seats over [`NAMES`] names.
fn copy_games(path: &Path, games: i64) -> rusqlite::Result<()> {
    let mut conn = Connection::open(path)?;
    let tx = conn.transaction()?;
    tx.execute_batch(&format!(
        "CREATE TEMP TABLE n AS WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n
                                                        WHERE i < {last}) SELECT i FROM n;
         INSERT INTO games (id, created_ms, updated_ms, status, config, seed, rules_version,
                            physics_version)
           SELECT 1 + i, created_ms + i, updated_ms + i, status, config, seed + i,
                  rules_version, physics_version FROM games, n WHERE id = 1;
         INSERT INTO seats (game_id, seat, name, colour, bot)
           SELECT 1 + i, seat, 'Player ' || ((2 * i + seat) % {NAMES}), colour, bot
           FROM seats, n WHERE game_id = 1;
         INSERT INTO actions (game_id, turn, payload_version, payload, state_hash)
           SELECT 1 + i, turn, payload_version, payload, state_hash FROM actions, n
           WHERE game_id = 1;
         INSERT INTO results (game_id, seat, score, rank)
           SELECT 1 + i, seat, score + i % 7, rank FROM results, n WHERE game_id = 1;
         INSERT INTO seat_stats (game_id, seat, name, score, won, roads, cities, cloisters,
                                 fields, catapult, rounds_won, knock_outs, catches)
           SELECT 1 + i, seat, 'Player ' || ((2 * i + seat) % {NAMES}), score + i % 7,
                  (i + seat) % 2, roads, cities, cloisters, fields, catapult, rounds_won,
                  knock_outs, catches FROM seat_stats, n WHERE game_id = 1;",
        last = games - 1
    ))?;
    tx.commit()
}

/// A history of `games` finished games in `dir`, or `None` if it could not be made.
fn history_of(dir: &Path, games: i64) -> Option<PathBuf> {
    let path = dir.join(format!("history-{games}.sqlite"));
    {
        let mut store = Store::open(&path).ok()?;
        if finished_game(&mut store, 7).map(|saved| saved.id()) != Some(GameId(1)) {
            return None;
        }
    }
    let start = Instant::now();
    copy_games(&path, games).ok()?;
    let megabytes = std::fs::metadata(&path).ok()?.len() as f64 / 1e6;
    eprintln!(
        "made {games} games ({megabytes:.1} MB) in {:.1?}",
        start.elapsed()
    );
    Some(path)
}

fn big_history(c: &mut Criterion) {
    let Ok(dir) = tempfile::tempdir() else {
        return;
    };
    let Some(path) = history_of(dir.path(), GAMES) else {
        return;
    };
    let Ok(store) = Store::open(&path) else {
        return;
    };
    let all = GameFilter::default();
    c.bench_function("list the first page (20) of 10 000 games", |b| {
        b.iter(|| black_box(store.list_games(black_box(&all), 0, 20).ok()));
    });
    c.bench_function("statistics of all 100 players over 10 000 games", |b| {
        b.iter(|| black_box(store.all_player_stats().ok()));
    });
    c.bench_function("statistics of one player over 10 000 games", |b| {
        b.iter(|| black_box(store.player_stats(black_box("player 42")).ok()));
    });
}

/// Opening checks the whole file with `PRAGMA quick_check`; the checks alone are measured
/// too, with the full `integrity_check` (which also compares every index with its table)
/// for comparison.
fn open_history(c: &mut Criterion) {
    let Ok(dir) = tempfile::tempdir() else {
        return;
    };
    let mut group = c.benchmark_group("open");
    group.sample_size(20);
    for games in [1_000, GAMES] {
        let Some(path) = history_of(dir.path(), games) else {
            return;
        };
        group.bench_function(format!("open a history of {games} finished games"), |b| {
            b.iter(|| black_box(Store::open(black_box(&path)).ok()));
        });
        let Ok(conn) = Connection::open(&path) else {
            return;
        };
        for check in ["quick_check", "integrity_check"] {
            let sql = format!("PRAGMA {check}");
            group.bench_function(format!("{check} of {games} finished games"), |b| {
                b.iter(|| black_box(conn.query_row(&sql, [], |row| row.get::<_, String>(0))));
            });
        }
    }
    group.finish();
}

criterion_group!(
    benches,
    store_one_action,
    resume_whole_game,
    big_history,
    open_history
);
criterion_main!(benches);
