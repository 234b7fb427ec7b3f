//! The searching bots (strong and expert): expectimax over the hidden pile, with the
//! evaluation (`evaluate`) at the leaves.
//!
//! A turn is a placement and its follower choice. The bot values every turn it can make by the
//! position after it, keeps the best few, and looks one turn further for those: for each kind
//! of tile the next player may draw (weighted by how many are unseen; the pile's order is never
//! looked at), that player answers with the turn best for them, and the bot averages what it is
//! left with. In a catapult round it chooses the token by playing the round out in its head
//! for each kind (every seat aiming as the bots do), settles a seduction by the same
//! evaluation, and throws and catches with its level's hand.
//!
//! The budget is a count of moves, not a time, so the same game always gets the same move on
//! every device; a stop check lets a frontend cut the thinking short when the player leaves.

use super::catapult::{self, Skill};
use super::evaluate::{margin, potentials};
use super::plan::FollowerPlan;
use super::{Bot, Stop};
use crate::physics::TokenKind;
use crate::rules::{Action, Game, Phase};
use crate::tiles::TileTypeId;
use rand_chacha::ChaCha8Rng;
use rand_core::SeedableRng;

/// How far a searching bot looks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Budget {
    /// How many of its best turns (by the position right after them) it looks past.
    pub candidates: usize,
    /// How many kinds of tile the next player may draw it tries, most common first.
    pub draws: usize,
    /// The most answers of the next player it weighs in one decision, shared out evenly
    /// between its candidate turns: a bound on the thinking time of the rare turn with very
    /// many placements (a kind of tile it runs out for counts as not drawn).
    pub answers: usize,
}

impl Budget {
    /// The strong bot: its best 2 turns, against the 4 likeliest draws.
    pub const STRONG: Budget = Budget {
        candidates: 2,
        draws: 4,
        answers: 4_000,
    };
    /// The expert: its best 8 turns, against every kind of tile still unseen.
    pub const EXPERT: Budget = Budget {
        candidates: 8,
        draws: usize::MAX,
        answers: 16_000,
    };
}

/// A bot that searches a turn ahead within its [`Budget`] and throws with its [`Skill`].
pub struct SearchBot {
    budget: Budget,
    skill: Skill,
    rng: ChaCha8Rng,
    stop: Stop,
    /// The follower choice planned with the placement.
    plan: FollowerPlan,
}

impl SearchBot {
    /// A searching bot; `seed` drives its hand's error and its catches.
    pub fn new(budget: Budget, skill: Skill, seed: u64, stop: Stop) -> SearchBot {
        SearchBot {
            budget,
            skill,
            rng: ChaCha8Rng::seed_from_u64(seed),
            stop,
            plan: FollowerPlan::default(),
        }
    }

    /// The best turn from `game`: a placement and its follower choice, or just the follower
    /// choice (and a stand-in `Skip`) if the tile is down.
    fn best_turn(&self, game: &Game) -> Option<(Action, Action)> {
        let me = game.current_player();
        // What the next player may draw, likeliest first (ties in tile-type order).
        let mut likeliest = game.unseen_tiles();
        likeliest.sort_by_key(|(_, count)| std::cmp::Reverse(*count));
        let mut turns: Vec<(f64, Action, Action, Game)> = every_turn(game)
            .into_iter()
            .map(|(first, second, after)| (margin(&potentials(&after), me), first, second, after))
            .collect();
        // Best first; equal values keep the order the rules list them in.
        turns.sort_by(|a, b| b.0.total_cmp(&a.0));
        let mut best: Option<(f64, Action, Action)> = None;
        let looked_at = self.budget.candidates.clamp(1, turns.len().max(1));
        let answers_each = self.budget.answers / looked_at;
        for (quick, first, second, after) in turns.iter().take(looked_at) {
            let value = if (self.stop)() {
                *quick
            } else {
                self.expected_after_reply(after, me, &likeliest, *quick, answers_each)
            };
            if best.is_none_or(|(kept, _, _)| value > kept) {
                best = Some((value, *first, *second));
            }
        }
        best.map(|(_, first, second)| (first, second))
    }

    /// The bot's margin after the next player's best answer, averaged over what they may draw
    /// (the first `budget.draws` kinds of `likeliest`, with their unseen counts). `quick` is the
    /// margin before the answer, kept when nobody answers (a catapult round comes first, or the
    /// game is over).
    fn expected_after_reply(
        &self,
        after: &Game,
        me: usize,
        likeliest: &[(TileTypeId, u32)],
        quick: f64,
        mut answers_left: usize,
    ) -> f64 {
        if after.phase() != Phase::PlaceTile {
            return quick;
        }
        let rival = after.current_player();
        let (mut total, mut weight) = (0.0, 0.0);
        for &(tile, count) in likeliest.iter().take(self.budget.draws) {
            if (self.stop)() {
                break;
            }
            let mut supposed = after.clone();
            let value = if supposed.suppose_drawn(tile) {
                let answers = every_turn(&supposed);
                if answers.len() > answers_left {
                    break;
                }
                answers_left -= answers.len();
                // Each answer valued once: (the rival's margin, the bot's).
                answers
                    .into_iter()
                    .map(|(_, _, answered)| {
                        let points = potentials(&answered);
                        (margin(&points, rival), margin(&points, me))
                    })
                    .max_by(|a, b| a.0.total_cmp(&b.0))
                    .map_or(quick, |(_, mine)| mine)
            } else {
                // It fits nowhere and is put aside: the next draw is anyone's guess.
                quick
            };
            total += f64::from(count) * value;
            weight += f64::from(count);
        }
        if weight > 0.0 { total / weight } else { quick }
    }

    /// The round's token: each kind played out in the bot's head, every seat aiming as the
    /// bots do with this bot's hand; the kind leaving it best placed wins (target on a tie).
    fn choose_token(&mut self, game: &Game) -> TokenKind {
        let me = game.current_player();
        let mut best: Option<(f64, TokenKind)> = None;
        for token in [
            TokenKind::Target,
            TokenKind::KnockOut,
            TokenKind::Seduction,
            TokenKind::Catch,
        ] {
            if (self.stop)() && best.is_some() {
                break;
            }
            let mut rehearsal = game.clone();
            let mut rng = self.rng.clone();
            if rehearsal.apply(Action::ChooseToken { token }).is_err() {
                continue;
            }
            while matches!(
                rehearsal.phase(),
                Phase::Hurl | Phase::Catch | Phase::Seduce
            ) {
                let Some(action) = self.round_action(&rehearsal, &mut rng) else {
                    break;
                };
                if rehearsal.apply(action).is_err() {
                    break;
                }
            }
            let value = margin(&potentials(&rehearsal), me);
            if best.is_none_or(|(kept, _)| value > kept) {
                best = Some((value, token));
            }
        }
        best.map_or(TokenKind::Target, |(_, token)| token)
    }

    /// A hurl, catch or seduction choice in a round.
    fn round_action(&self, game: &Game, rng: &mut ChaCha8Rng) -> Option<Action> {
        match game.phase() {
            Phase::Seduce => Some(best_seduction(game)),
            _ => catapult::play(game, &self.skill, rng),
        }
    }
}

impl Bot for SearchBot {
    fn choose(&mut self, game: &Game) -> Option<Action> {
        match game.phase() {
            Phase::GameOver => None,
            Phase::PlaceTile => {
                let (placement, follow_up) = self.best_turn(game)?;
                self.plan.remember(game, follow_up);
                Some(placement)
            }
            // Made afresh for this decision (as every frontend does): search from here.
            Phase::PlaceFollower { .. } => self
                .plan
                .recall(game)
                .or_else(|| self.best_turn(game).map(|(follower, _)| follower)),
            Phase::ChooseToken => Some(Action::ChooseToken {
                token: self.choose_token(game),
            }),
            Phase::Seduce => Some(best_seduction(game)),
            Phase::Hurl | Phase::Catch => catapult::play(game, &self.skill, &mut self.rng),
        }
    }
}

/// Every turn from `game`: (the action now, the one after it, the position after both). With
/// the tile to place, a placement and then each follower choice; with the follower to choose,
/// that choice and then nothing more (`Skip` stands in as the second action).
fn every_turn(game: &Game) -> Vec<(Action, Action, Game)> {
    let mut turns = Vec::new();
    match game.phase() {
        Phase::PlaceTile => {
            for placement in game.legal_actions() {
                let mut placed = game.clone();
                if placed.apply(placement).is_err() {
                    continue;
                }
                for follower in placed.legal_actions() {
                    let mut after = placed.clone();
                    if after.apply(follower).is_ok() {
                        turns.push((placement, follower, after));
                    }
                }
            }
        }
        Phase::PlaceFollower { .. } => {
            for follower in game.legal_actions() {
                let mut after = game.clone();
                if after.apply(follower).is_ok() {
                    turns.push((follower, Action::Skip, after));
                }
            }
        }
        _ => {}
    }
    turns
}

/// The seduction choice (a swap or declining) that leaves the hurler best placed.
fn best_seduction(game: &Game) -> Action {
    let me = game.current_player();
    game.legal_actions()
        .into_iter()
        .filter_map(|action| {
            let mut after = game.clone();
            after.apply(action).ok()?;
            Some((margin(&potentials(&after), me), action))
        })
        .fold(None, |best: Option<(f64, Action)>, next| match best {
            Some(kept) if kept.0 >= next.0 => Some(kept),
            _ => Some(next),
        })
        .map_or(Action::DeclineSeduction, |(_, action)| action)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bots::never_stop;
    use crate::test_support::stacked;

    #[test]
    fn the_expert_closes_the_start_city_with_a_knight_when_it_can() {
        // A city cap fits north of the start tile's city: closing it with a knight is 4 points
        // at once and the knight back.
        let game = stacked(2, &["E", "U", "U", "U", "V", "U", "U", "U"]);
        let mut bot = SearchBot::new(Budget::EXPERT, Skill::EXPERT, 1, never_stop());
        let mut game = game;
        let place = bot.choose(&game).unwrap();
        game.apply(place).unwrap();
        let follower = bot.choose(&game).unwrap();
        game.apply(follower).unwrap();
        assert_eq!(game.scores(), &[4, 0], "{place:?} {follower:?}");
    }

    #[test]
    fn a_bot_told_to_stop_still_moves_at_once_with_what_it_has() {
        use std::sync::atomic::{AtomicUsize, Ordering};
        let game = stacked(2, &["U", "V", "U", "E", "V"]);
        let asked = std::sync::Arc::new(AtomicUsize::new(0));
        let counter = std::sync::Arc::clone(&asked);
        let stop: Stop = std::sync::Arc::new(move || {
            counter.fetch_add(1, Ordering::SeqCst);
            true
        });
        let mut bot = SearchBot::new(Budget::EXPERT, Skill::EXPERT, 1, stop);
        let action = bot.choose(&game).unwrap();
        assert!(game.legal_actions().contains(&action));
        // Told to stop, it looked past none of its candidate turns: one question each.
        assert!(asked.load(Ordering::SeqCst) <= Budget::EXPERT.candidates);
    }
}
