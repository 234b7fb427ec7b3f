//! Computer players, from random to expert. Bots pick from [`Game::legal_actions`], so they are
//! always legal; the one exception is the catapult round, whose hurls and catch times are any
//! values the rules accept (`legal_actions` lists only a sample of throws), found by simulating
//! throws through the same physics (`catapult`), within the range a person's flick makes.
//!
//! The ladder (docs/BOTS.md has the measured strengths):
//! - random: any legal move;
//! - beginner: the greedy bot with a blurred judgement and a wild hand (`greedy`);
//! - intermediate, called greedy: the best immediate points plus a follower value (`greedy`);
//! - strong and expert: expectimax a turn ahead over the hidden pile, with an evaluation of the
//!   position at the leaves (`search`, `evaluate`), each with its own budget and hand.
//!
//! Modules depend one way: `greedy` → `catapult` → `value`, `greedy` → `value`, and `search` →
//! `catapult`, `evaluate`.

pub mod catapult;
mod evaluate;
mod greedy;
mod plan;
mod random;
mod search;
mod value;

pub use greedy::GreedyBot;
pub use random::RandomBot;
pub use search::{Budget, SearchBot};

use crate::rules::{Action, Game};
use catapult::Skill;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;
use std::sync::Arc;

/// Asked now and then while a bot thinks: `true` means "give way now" (the player left the
/// game, or a deadline passed), and the bot moves at once with what it has found so far.
pub type Stop = Arc<dyn Fn() -> bool + Send + Sync>;

/// A [`Stop`] that never asks the bot to stop.
pub fn never_stop() -> Stop {
    Arc::new(|| false)
}

/// How a computer player thinks, weakest first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BotLevel {
    /// Any legal move, uniformly.
    Random,
    /// The greedy bot with its judgement blurred by up to 8 points and a wild hand (±8° aim,
    /// ±20 % speed, a quarter of catches).
    Beginner,
    /// Intermediate: the move with the best immediate points plus a simple follower value; in a
    /// catapult round it aims by simulation with a seeded hand error and catches 45 % of the time.
    Greedy,
    /// Looks a turn ahead: its best 2 turns against the 4 likeliest draws of the next player,
    /// each answered by that player's best turn, with an evaluation of the position.
    Strong,
    /// Looks a turn ahead: its best 8 turns against every unseen kind of tile.
    Expert,
}

impl BotLevel {
    /// Every level, weakest first.
    pub const ALL: [BotLevel; 5] = [
        BotLevel::Random,
        BotLevel::Beginner,
        BotLevel::Greedy,
        BotLevel::Strong,
        BotLevel::Expert,
    ];

    /// The level a new bot seat gets on every setup screen: a real opponent that still thinks
    /// fast on a phone.
    pub const DEFAULT: BotLevel = BotLevel::Strong;

    /// A bot of this level whose random choices come from `seed`, thinking to the end.
    pub fn bot(self, seed: u64) -> Box<dyn Bot + Send> {
        self.bot_until(seed, never_stop())
    }

    /// A bot of this level whose random choices come from `seed`, that gives way when `stop`
    /// says so (only the searching levels think long enough to need it).
    pub fn bot_until(self, seed: u64, stop: Stop) -> Box<dyn Bot + Send> {
        match self {
            BotLevel::Random => Box::new(RandomBot::new(seed)),
            BotLevel::Beginner => Box::new(GreedyBot::beginner(seed)),
            BotLevel::Greedy => Box::new(GreedyBot::new(seed)),
            BotLevel::Strong => Box::new(SearchBot::new(Budget::STRONG, Skill::STRONG, seed, stop)),
            BotLevel::Expert => Box::new(SearchBot::new(Budget::EXPERT, Skill::EXPERT, seed, stop)),
        }
    }

    /// Lowercase name, as typed on the command line and stored in the history.
    pub const fn name(self) -> &'static str {
        match self {
            BotLevel::Random => "random",
            BotLevel::Beginner => "beginner",
            BotLevel::Greedy => "greedy",
            BotLevel::Strong => "strong",
            BotLevel::Expert => "expert",
        }
    }

    /// What a player reads on the setup screen.
    pub const fn label(self) -> &'static str {
        match self {
            BotLevel::Random => "Random",
            BotLevel::Beginner => "Beginner",
            BotLevel::Greedy => "Intermediate",
            BotLevel::Strong => "Strong",
            BotLevel::Expert => "Expert",
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

    /// A level by its name; `intermediate` is the greedy bot's other name.
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        if text == "intermediate" {
            return Ok(BotLevel::Greedy);
        }
        BotLevel::ALL
            .into_iter()
            .find(|level| level.name() == text)
            .ok_or_else(|| {
                format!(
                    "unknown bot level '{text}': use random, beginner, greedy (intermediate), \
                     strong or expert"
                )
            })
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
