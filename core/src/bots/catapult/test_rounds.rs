//! Catapult rounds set up for the unit tests of the bot's round.

// A failure here is the test failing.
#![allow(clippy::unwrap_used)]

use crate::physics::TokenKind;
use crate::rules::{Action, Game, Phase};
use crate::test_support::{place, stacked};
use rand_chacha::ChaCha8Rng;
use rand_core::SeedableRng;

/// Chooses the round's token.
pub(super) fn choose(game: &mut Game, token: TokenKind) {
    game.apply(Action::ChooseToken { token }).unwrap();
}

/// Seat 0's thief stands alone on the road east of the start tile; seat 1 has placed the
/// fair tile south of the start and hurls first.
pub(super) fn lone_thief_round(token: TokenKind) -> Game {
    let mut game = stacked(2, &["U", "CA/F"]);
    place(&mut game, 1, 0, 0, Some("road:E"));
    place(&mut game, 0, -1, 0, None);
    choose(&mut game, token);
    assert_eq!((game.phase(), game.current_player()), (Phase::Hurl, 1));
    game
}

/// A catch round: seat 0 placed the fair tile and hurls at seat 1.
pub(super) fn catch_round() -> Game {
    let mut game = stacked(2, &["CA/F"]);
    place(&mut game, 0, -1, 0, None);
    choose(&mut game, TokenKind::Catch);
    game
}

/// A bot's stream from `seed`.
pub(super) fn rng(seed: u64) -> ChaCha8Rng {
    ChaCha8Rng::seed_from_u64(seed)
}
