//! The screen's calls never wait for the history or the physics: a move waiting for a locked
//! history (an import, another window's write) leaves the board readable.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use crate::setup::{GameSetup, SeatSetup};
use crate::{GameStage, GameStore, default_rules, open_game_store, start_game};
use std::future::Future;
use std::sync::Arc;
use std::sync::mpsc::{self, RecvTimeoutError};
use std::time::Duration;

/// Long enough that only a call that is stuck takes it: this catches a hang, it times nothing.
const STUCK: Duration = Duration::from_secs(30);

fn block_on<T>(future: impl Future<Output = T>) -> T {
    tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap()
        .block_on(future)
}

fn two_people(seed: u64) -> GameSetup {
    GameSetup {
        seats: ["Anna", "Ben"]
            .map(|name| SeatSetup {
                name: name.to_owned(),
                bot: None,
                flick_sensitivity: None,
            })
            .to_vec(),
        rules: default_rules(),
        seed: Some(seed),
    }
}

fn store_in(dir: &tempfile::TempDir) -> Arc<GameStore> {
    block_on(open_game_store(
        dir.path().join("history.sqlite").display().to_string(),
    ))
    .unwrap()
}

#[test]
fn while_a_move_waits_for_the_history_the_board_can_still_be_read() {
    let dir = tempfile::tempdir().unwrap();
    let store = store_in(&dir);
    let session = block_on(start_game(two_people(31), Arc::clone(&store))).unwrap();
    session.hand_over_done().unwrap();
    let legal = session.view().unwrap().turn.legal[0].clone();
    block_on(Arc::clone(&session).place_tile(legal.cell, legal.rotations[0])).unwrap();

    // Someone else holds the history (an import, say): the follower decision must wait to be
    // stored, on the library's thread.
    let shared = store.shared();
    let held = shared.lock().unwrap();
    let (moved, move_done) = mpsc::channel();
    let mover = Arc::clone(&session);
    std::thread::spawn(move || {
        let _ = moved.send(block_on(mover.skip_follower()));
    });
    assert_eq!(
        move_done.recv_timeout(Duration::from_millis(300)).err(),
        Some(RecvTimeoutError::Timeout),
        "the move cannot be stored while the history is held"
    );

    // Meanwhile the screen reads the board and its stage from another thread, as a UI would.
    let (answered, screen_done) = mpsc::channel();
    let screen = Arc::clone(&session);
    std::thread::spawn(move || {
        let view = screen.view().map(|view| view.tiles.len());
        let stage = screen
            .stage()
            .map(|stage| matches!(stage, GameStage::PlaceFollower { .. }));
        let shows = screen.take_shows().map(|shows| shows.len());
        let _ = answered.send((view, stage, shows));
    });
    let (tiles, follower_stage, _) = screen_done
        .recv_timeout(STUCK)
        .expect("the screen's calls answer while a move waits for the history");
    assert_eq!(tiles.unwrap(), 2, "the start tile and the one placed");
    assert!(
        follower_stage.unwrap(),
        "the follower decision is still awaited"
    );

    drop(held);
    let played = move_done
        .recv_timeout(STUCK)
        .expect("the move is stored once the history is free")
        .unwrap();
    assert_eq!(played.seat, 0);
    assert!(
        matches!(session.stage().unwrap(), GameStage::HandOver { .. }),
        "Ben is handed the phone after Anna's turn"
    );
}
