//! The random bot: any legal action, uniformly, from a seeded ChaCha stream.

use super::Bot;
use crate::rules::{Action, Game, below};
use rand_chacha::ChaCha8Rng;
use rand_core::SeedableRng;

/// Picks a uniformly random legal action.
#[derive(Debug, Clone)]
pub struct RandomBot {
    rng: ChaCha8Rng,
}

impl RandomBot {
    /// A random bot whose choices follow `seed`.
    pub fn new(seed: u64) -> RandomBot {
        RandomBot {
            rng: ChaCha8Rng::seed_from_u64(seed),
        }
    }
}

impl Bot for RandomBot {
    fn choose(&mut self, game: &Game) -> Option<Action> {
        let actions = game.legal_actions();
        if actions.is_empty() {
            return None;
        }
        let pick = below(&mut self.rng, actions.len() as u64) as usize;
        actions.get(pick).copied()
    }
}
