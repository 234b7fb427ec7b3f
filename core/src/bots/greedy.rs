//! The greedy bot: tries every placement with every follower choice and keeps the one with the
//! best immediate points plus a simple value for a follower left on the board. In a catapult
//! round it aims by simulation and catches with its level's [`Skill`] (`catapult/`). The
//! beginner is the same bot with a blurred judgement and a wilder hand.

use super::Bot;
use super::catapult::{self, Skill};
use super::plan::FollowerPlan;
use super::value::{Value, follower_value};
use crate::rules::{Action, Game, Phase, below};
use rand_chacha::ChaCha8Rng;
use rand_core::SeedableRng;

/// Best immediate points plus a follower value; ties broken by a seeded draw. The beginner is
/// the same bot with a blurred judgement (a random amount added to every choice's value) and
/// a wilder hand.
#[derive(Debug, Clone)]
pub struct GreedyBot {
    rng: ChaCha8Rng,
    /// The largest random amount added to a choice's value, tenths of a point (0: none).
    blur: Value,
    /// How well it throws and catches.
    skill: Skill,
    /// The follower choice planned with the placement.
    plan: FollowerPlan,
}

impl GreedyBot {
    /// The intermediate (greedy) bot, whose tie-breaks follow `seed`.
    pub fn new(seed: u64) -> GreedyBot {
        GreedyBot {
            rng: ChaCha8Rng::seed_from_u64(seed),
            blur: 0,
            skill: Skill::GREEDY,
            plan: FollowerPlan::default(),
        }
    }

    /// The beginner: greedy, but each choice's value blurred by up to 8 points, so it often
    /// takes a good move rather than the best, and it throws with the beginner's hand.
    pub fn beginner(seed: u64) -> GreedyBot {
        GreedyBot {
            blur: 80,
            skill: Skill::BEGINNER,
            ..GreedyBot::new(seed)
        }
    }

    /// The best of `candidates`, by value (blurred for the beginner), ties broken at random.
    fn pick<T: Copy>(&mut self, candidates: &[(Value, T)]) -> Option<T> {
        let blurred: Vec<(Value, T)> = candidates
            .iter()
            .map(|(value, item)| {
                let blur = if self.blur > 0 {
                    below(&mut self.rng, self.blur as u64 + 1) as Value
                } else {
                    0
                };
                (*value + blur, *item)
            })
            .collect();
        let best = blurred.iter().map(|(value, _)| *value).max()?;
        let tied: Vec<T> = blurred
            .iter()
            .filter(|(value, _)| *value == best)
            .map(|(_, item)| *item)
            .collect();
        let index = below(&mut self.rng, tied.len() as u64) as usize;
        tied.get(index).copied()
    }

    /// Every follower choice after a placement, with its value.
    fn follower_choices(placed: &Game, before: &Game) -> Vec<(Value, Action)> {
        placed
            .legal_actions()
            .into_iter()
            .filter_map(|action| {
                let mut after = placed.clone();
                after.apply(action).ok()?;
                Some((value(before, &after, action), action))
            })
            .collect()
    }
}

impl Bot for GreedyBot {
    fn choose(&mut self, game: &Game) -> Option<Action> {
        match game.phase() {
            Phase::GameOver => None,
            Phase::PlaceTile => {
                let mut candidates = Vec::new();
                for action in game.legal_actions() {
                    let mut placed = game.clone();
                    if placed.apply(action).is_err() {
                        continue;
                    }
                    for (value, follow_up) in Self::follower_choices(&placed, game) {
                        candidates.push((value, (action, follow_up)));
                    }
                }
                let (placement, follow_up) = self.pick(&candidates)?;
                self.plan.remember(game, follow_up);
                Some(placement)
            }
            Phase::PlaceFollower { .. } => self.plan.recall(game).or_else(|| {
                let choices = Self::follower_choices(game, game);
                self.pick(&choices)
            }),
            Phase::ChooseToken | Phase::Hurl | Phase::Catch | Phase::Seduce => {
                catapult::play(game, &self.skill, &mut self.rng)
            }
        }
    }
}

/// Points the mover gained minus half of the best gain of an opponent, plus the value of a
/// follower that stays on the board.
fn value(before: &Game, after: &Game, action: Action) -> Value {
    let me = before.current_player();
    let gain = |seat: usize| Value::from(after.scores()[seat]) - Value::from(before.scores()[seat]);
    let rival_gain = (0..before.scores().len())
        .filter(|seat| *seat != me)
        .map(gain)
        .max()
        .unwrap_or(0);
    let mut total = 10 * gain(me) - 5 * rival_gain;
    if let Action::PlaceFollower { .. } = action
        && after.supply()[me] < before.supply()[me]
        && let Some(follower) = after.followers().last()
    {
        total += follower_value(after, follower.node) - follower_cost(after.supply()[me]);
    }
    if let Action::PlaceBigFollower { .. } = action
        && after.big_supply()[me] < before.big_supply()[me]
        && let Some(follower) = after.followers().last()
    {
        total += follower_value(after, follower.node) - BIG_FOLLOWER_COST;
    }
    total
}

/// The price of putting the big follower on the board: about what two followers cost early,
/// so it goes where a majority is at stake, not on the first road.
const BIG_FOLLOWER_COST: Value = 45;

/// The price of taking a follower out of supply: dearer as the supply runs low.
fn follower_cost(left: u8) -> Value {
    15 + 40 / (Value::from(left) + 1)
}
