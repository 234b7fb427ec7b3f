//! What the screen's synchronous calls cost (issue 17): they run on the phone's UI thread, so
//! they must stay far under a frame. Each iteration makes one in-memory change (the drawn tile
//! turns) and then asks for what the screen draws, so the view is rebuilt every time rather
//! than served from its cache.
//!
//! Run with `cargo bench -p catapult-ffi --bench screen`; figures go in docs/PERFORMANCE.md.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use catapult_ffi::{BotSkill, GameSession, GameSetup, GameStage, SeatSetup, default_rules};
use criterion::{Criterion, criterion_group, criterion_main};
use std::hint::black_box;
use std::sync::Arc;

/// Anna against three greedy bots, played until Anna has placed `turns` tiles; returns the
/// session at her next tile, with a cell picked (so the tile can turn).
fn late_game(turns: usize) -> Arc<GameSession> {
    let mut seats = vec![SeatSetup {
        name: "Anna".into(),
        bot: None,
        flick_sensitivity: None,
    }];
    seats.extend((1..4).map(|n| SeatSetup {
        name: format!("Bot {n}"),
        bot: Some(BotSkill::Greedy),
        flick_sensitivity: None,
    }));
    let session = GameSession::new(GameSetup {
        seats,
        rules: default_rules(),
        seed: Some(2026),
    })
    .unwrap();
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    let mut placed = 0;
    loop {
        runtime.block_on(Arc::clone(&session).play_bots()).unwrap();
        match session.stage().unwrap() {
            GameStage::PlaceTile { .. } => {
                let legal = session.view().unwrap().turn.legal[0].clone();
                if placed == turns {
                    session.select_cell(legal.cell).unwrap();
                    return session;
                }
                runtime
                    .block_on(Arc::clone(&session).place_tile(legal.cell, legal.rotations[0]))
                    .unwrap();
                runtime
                    .block_on(Arc::clone(&session).skip_follower())
                    .unwrap();
                placed += 1;
            }
            GameStage::HandOver { .. } => session.hand_over_done().unwrap(),
            GameStage::RoundSummary { .. } => session.close_summary().unwrap(),
            other => {
                // Anna's catapult moves: let the core's own choice stand in (a plain skip of
                // the round is not a move), so aim straight at the centre.
                play_round_move(&runtime, &session, &other);
            }
        }
        session.take_shows().unwrap();
    }
}

/// Anna's move in a catapult round: the first token, a middling throw, no catch, no seduction.
fn play_round_move(
    runtime: &tokio::runtime::Runtime,
    session: &Arc<GameSession>,
    stage: &GameStage,
) {
    let session = Arc::clone(session);
    let played = match stage {
        GameStage::ChooseToken { .. } => {
            runtime.block_on(session.choose_token(catapult_ffi::Token::Target))
        }
        GameStage::Hurl { .. } => runtime.block_on(session.hurl(catapult_ffi::Launch {
            aim_degrees: 0.0,
            elevation_degrees: 45.0,
            speed_m_per_s: 2.0,
        })),
        GameStage::Catch { .. } => runtime.block_on(session.catch_token(None)),
        GameStage::Seduce { .. } => runtime.block_on(session.decline_seduction()),
        _ => return,
    };
    played.unwrap();
}

fn screen(c: &mut Criterion) {
    let session = late_game(12);
    let tiles = session.view().unwrap().tiles.len();
    c.bench_function(
        &format!("screen: turn the tile, then view() and stage() ({tiles} tiles on the table)"),
        |b| {
            b.iter(|| {
                session.rotate_tile().unwrap();
                black_box(session.view().unwrap());
                black_box(session.stage().unwrap());
            })
        },
    );
}

criterion_group!(benches, screen);
criterion_main!(benches);
