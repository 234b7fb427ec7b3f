//! Playing the catapult round (RULES.md C4): choosing the token, aiming a hurl, catching, and
//! settling a seduction.
//!
//! A bot hurls through the same physics as a person. It aims like a careful player who can try
//! throws in their head: it simulates a coarse set of throws at the points that matter for the
//! round's token (the opponents' followers, the fair, the space beyond the ruler line), refines
//! the best few with a small pattern search, and then makes the chosen throw with a seeded
//! aiming error ([`Skill`]), so it is good but beatable. A bot catcher catches with a seeded
//! probability.
//!
//! Everything is deterministic given the bot's ChaCha8 stream: the search is a fixed sequence
//! of simulations, its arithmetic is + − × ÷ and √ with angles through `libm`, and ties go to
//! the candidate tried first.
//!
//! One part a file, each using only those before it: `token` chooses the round's token,
//! `judge` values a simulated throw, `aim` searches for a throw, `hand` spoils it with the
//! aiming error ([`Skill`]), and `catch` and `seduction` settle the round after the hurl.

mod aim;
mod catch;
mod hand;
mod judge;
mod seduction;
#[cfg(test)]
mod test_rounds;
mod token;

pub use aim::{PlannedHurl, plan_hurl};
pub use hand::{Skill, with_error};
pub use token::choose_token;

use crate::rules::{Action, Game, Phase};
use catch::catch;
use rand_chacha::ChaCha8Rng;
use seduction::seduce;

/// The catapult round's decision for the current player, or `None` outside the round.
pub fn play(game: &Game, skill: &Skill, rng: &mut ChaCha8Rng) -> Option<Action> {
    match game.phase() {
        Phase::ChooseToken => Some(Action::ChooseToken {
            token: choose_token(game),
        }),
        Phase::Hurl => {
            let planned = plan_hurl(game)?;
            Some(Action::Hurl {
                throw: with_error(planned.throw, skill, rng),
            })
        }
        Phase::Catch => catch(game, skill, rng),
        Phase::Seduce => Some(seduce(game)),
        Phase::PlaceTile | Phase::PlaceFollower { .. } | Phase::GameOver => None,
    }
}

#[cfg(test)]
mod tests {
    use crate::bots::{Bot, GreedyBot, seat_seed};
    use crate::rules::{Action, Game};
    use crate::test_support::stacked;

    #[test]
    fn greedy_bots_play_a_short_catapult_game_to_the_end_and_it_replays() {
        let play_once = || {
            let game = stacked(3, &["U", "CA/F", "E", "CA/RR", "V", "CA/C"]);
            let mut bots: Vec<GreedyBot> = (0..3)
                .map(|seat| GreedyBot::new(seat_seed(9, seat)))
                .collect();
            let mut game = game;
            while let Some(action) = bots[game.current_player()].choose(&game) {
                game.apply(action).unwrap();
            }
            game
        };
        let game = play_once();
        assert!(game.is_over());
        let hurls = game
            .actions()
            .iter()
            .filter(|a| matches!(a, Action::Hurl { .. }))
            .count();
        assert_eq!(hurls, 9, "three rounds of three hurls");
        assert_eq!(play_once().state_hash(), game.state_hash());
        let replayed = Game::replay(
            game.config().clone(),
            game.seed(),
            game.physics_model(),
            game.actions(),
        )
        .unwrap();
        assert_eq!(replayed.state_hash(), game.state_hash());
    }
}
