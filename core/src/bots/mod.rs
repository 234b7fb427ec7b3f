//! Computer players. Bots pick from [`Game::legal_actions`], so they are always legal; the one
//! exception is the greedy bot in a catapult round, whose hurls and catch times are any values
//! the rules accept (`legal_actions` lists only a sample of throws), found by simulating
//! throws through the same physics (`catapult`).
//!
//! Modules depend one way: `greedy` → `catapult` → `value`, and `greedy` → `value`.

pub mod catapult;
mod greedy;
mod random;
mod value;

pub use greedy::GreedyBot;
pub use random::RandomBot;

use crate::rules::{Action, Game};
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// How a computer player thinks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BotLevel {
    /// Any legal move, uniformly.
    Random,
    /// The move with the best immediate points plus a simple follower value; in a catapult
    /// round it aims by simulation with a small seeded error and catches 6 times in 10.
    Greedy,
}

impl BotLevel {
    /// Every level, weakest first.
    pub const ALL: [BotLevel; 2] = [BotLevel::Random, BotLevel::Greedy];

    /// A bot of this level whose random choices come from `seed`.
    pub fn bot(self, seed: u64) -> Box<dyn Bot + Send> {
        match self {
            BotLevel::Random => Box::new(RandomBot::new(seed)),
            BotLevel::Greedy => Box::new(GreedyBot::new(seed)),
        }
    }

    /// Lowercase name, as typed on the command line.
    pub const fn name(self) -> &'static str {
        match self {
            BotLevel::Random => "random",
            BotLevel::Greedy => "greedy",
        }
    }
}

impl fmt::Display for BotLevel {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for BotLevel {
    type Err = String;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        BotLevel::ALL
            .into_iter()
            .find(|level| level.name() == text)
            .ok_or_else(|| format!("unknown bot level '{text}': use random or greedy"))
    }
}

/// The seed of the bot at `seat` in a game shuffled from `game_seed`, so a recorded bot game
/// replays with the same bots.
pub fn seat_seed(game_seed: u64, seat: usize) -> u64 {
    game_seed.wrapping_mul(31).wrapping_add(seat as u64 + 1)
}

/// The seed of one decision of the bot at `seat`, after `actions_played` actions of a game
/// shuffled from `game_seed`. A bot made afresh from it for each decision chooses the same
/// whether the game was played straight through or saved and resumed in between: every
/// frontend's bots decide this way (see [`crate::session`]).
pub fn decision_seed(game_seed: u64, seat: usize, actions_played: usize) -> u64 {
    // SplitMix64's finaliser spreads neighbouring inputs apart.
    let mut z =
        seat_seed(game_seed, seat) ^ (actions_played as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// A computer player.
pub trait Bot {
    /// The action to take for the current player; `None` only when the game is over.
    fn choose(&mut self, game: &Game) -> Option<Action>;
}

/// Plays a whole game with a bot of `levels[seat]` at every seat; returns the finished game.
/// Each decision is made by a bot made afresh from [`decision_seed`], the one rule every
/// frontend follows, so a game stopped and resumed anywhere goes on the same way.
pub fn play_out(mut game: Game, levels: &[BotLevel]) -> Game {
    while let Some(action) = levels.get(game.current_player()).and_then(|level| {
        let seed = decision_seed(game.seed(), game.current_player(), game.actions().len());
        level.bot(seed).choose(&game)
    }) {
        if game.apply(action).is_err() {
            // Bots only pick legal actions; stop rather than loop if that ever broke.
            break;
        }
    }
    game
}
