//! A move prepared off the history's lock (its rules and physics run first) is stored only if
//! the game has not moved on meanwhile.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use catapult_core::bots::{BotLevel, seat_seed};
use catapult_core::rules::Action;
use catapult_core::rules::GameConfig;
use catapult_core::store::{SavedGame, Seat, Store, StoreError};

/// A new stored game of Anna and Ben, and the move a greedy bot would make first for Anna.
fn anna_and_ben(seed: u64) -> (Store, SavedGame, Action) {
    let mut store = Store::open_in_memory().unwrap();
    let seats = [Seat::person("Anna", "red"), Seat::person("Ben", "blue")];
    let saved = store.start_game(&GameConfig::new(2), seed, &seats).unwrap();
    let first = BotLevel::Greedy
        .bot(seat_seed(seed, 0))
        .choose(saved.game())
        .unwrap();
    (store, saved, first)
}

#[test]
fn a_move_prepared_before_another_was_stored_is_refused_and_stores_nothing() {
    let (mut store, mut saved, first) = anna_and_ben(8);

    let stale = saved.prepare(first).unwrap();
    saved.play(&mut store, first).unwrap();
    let refused = saved.commit(&mut store, stale).unwrap_err();

    assert!(matches!(refused, StoreError::OutOfStep { .. }), "{refused}");
    assert_eq!(saved.game().actions().len(), 1);
    assert_eq!(store.resume(saved.id()).unwrap().game().actions().len(), 1);
}

#[test]
fn a_prepared_move_is_stored_and_resumes_like_a_played_one() {
    let (mut store, mut saved, first) = anna_and_ben(9);

    let next = saved.prepare(first).unwrap();
    assert!(
        saved.game().actions().is_empty(),
        "preparing changes nothing"
    );
    saved.commit(&mut store, next).unwrap();

    let resumed = store.resume(saved.id()).unwrap();
    assert_eq!(resumed.game().state_hash(), saved.game().state_hash());
}
