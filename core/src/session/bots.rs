//! The bots' turns through the session. A bot thinks on a copy of the game (a frontend may do
//! that off its main thread, without holding the session), and its move is applied only if the
//! game has not moved on meanwhile.

use super::error::SessionError;
use super::{Played, Session, Stage};
use crate::bots::{BotLevel, Stop, decision_seed, never_stop};
use crate::rules::{Action, Game};

/// A bot's decision to make: the game as the bot sees it, and who thinks.
#[derive(Debug, Clone)]
pub struct BotPlan {
    game: Game,
    seat: usize,
    level: BotLevel,
}

impl BotPlan {
    /// The bot's seat.
    pub fn seat(&self) -> usize {
        self.seat
    }

    /// Thinks (a hurl simulates many throws: milliseconds to a second) and returns the move;
    /// `None` only if the bot finds none. The bot is made afresh from the game's seed, the seat
    /// and the number of actions played, so the same game always gets the same move.
    pub fn think(&self) -> Option<Action> {
        self.think_until(never_stop())
    }

    /// As [`BotPlan::think`], but a searching bot gives way as soon as `stop` says so (the
    /// player left the game), with the best move it has found so far.
    pub fn think_until(&self, stop: Stop) -> Option<Action> {
        let seed = decision_seed(self.game.seed(), self.seat, self.game.actions().len());
        self.level.bot_until(seed, stop).choose(&self.game)
    }
}

impl Session {
    /// The decision a bot is to make now, or `None` when a person is needed or the game is over.
    pub fn plan_bot(&self) -> Option<BotPlan> {
        match self.stage() {
            Stage::BotToAct { seat, level } => Some(BotPlan {
                game: self.game().clone(),
                seat,
                level,
            }),
            _ => None,
        }
    }

    /// Applies the move `plan` led to. Refused with [`SessionError::Stale`] if the game moved
    /// on since the plan was made.
    pub fn apply_bot(&mut self, plan: &BotPlan, action: Action) -> Result<Played, SessionError> {
        let game = self.game();
        if game.actions().len() != plan.game.actions().len()
            || game.current_player() != plan.seat
            || self.pending.is_some()
        {
            return Err(SessionError::Stale);
        }
        self.commit(plan.seat, action, true)
    }

    /// One bot move, if a bot is to act (`None` otherwise).
    pub fn bot_step(&mut self) -> Result<Option<Played>, SessionError> {
        let Some(plan) = self.plan_bot() else {
            return Ok(None);
        };
        let Some(action) = plan.think() else {
            return Ok(None);
        };
        self.apply_bot(&plan, action).map(Some)
    }

    /// Lets the bots play until a person is needed or the game ends, at most `limit` moves.
    pub fn play_bots(&mut self, limit: usize) -> Result<Vec<Played>, SessionError> {
        let mut played = Vec::new();
        while played.len() < limit {
            match self.bot_step()? {
                Some(step) => played.push(step),
                None => break,
            }
        }
        Ok(played)
    }
}
