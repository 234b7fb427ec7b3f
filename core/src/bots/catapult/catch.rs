//! The bot as catcher: grabbing at the token as it flies past, with the skill's probability.

use super::hand::{Skill, unit};
use crate::rules::{Action, Game, TOUCH_WINDOW, below};
use rand_chacha::ChaCha8Rng;

/// How far beyond the touch window a missed grab falls, s: at least the first, up to both.
const MISS_BY: (f64, f64) = (0.02, 0.15);

/// The catcher's attempt, always while the token is in the air, like a person's. With the
/// skill's probability it grabs at the moment the token is nearest its hands; otherwise it
/// grabs too early or too late, by more than the touch window, but never before the release
/// or after the token came down. A miss with no such moment, and a token that never comes
/// within reach, get no attempt.
pub(super) fn catch(game: &Game, skill: &Skill, rng: &mut ChaCha8Rng) -> Option<Action> {
    let pending = game.round()?.pending_catch?;
    let Some(nearest) = pending.nearest else {
        return Some(Action::Catch { at_ms: None });
    };
    let at = if below(rng, 1000) < skill.catch_per_mille {
        Some(nearest)
    } else {
        let by = TOUCH_WINDOW + MISS_BY.0 + (MISS_BY.1 - MISS_BY.0) * unit(rng);
        let (early, late) = (nearest - by, nearest + by);
        let late_fits = late < pending.in_flight_until;
        match (early >= 0.0, late_fits) {
            (true, true) if below(rng, 2) == 0 => Some(early),
            (true, true) => Some(late),
            (true, false) => Some(early),
            (false, true) => Some(late),
            (false, false) => None,
        }
    };
    Some(Action::Catch {
        at_ms: at.map(|at| (at * 1000.0).round().max(0.0) as u32),
    })
}

#[cfg(test)]
mod tests {
    use crate::bots::catapult::test_rounds::{catch_round, rng};
    use crate::bots::catapult::{Skill, play};
    use crate::rules::{Action, CatchCase, Event, Game, Throw};

    /// The catch round after a throw that comes within the catcher's reach.
    fn catchable() -> Game {
        let game = catch_round();
        (20..=60)
            .map(|tenth| Throw::new(0.0, 45.0, f64::from(tenth) / 10.0))
            .find_map(|throw| {
                let mut after = game.clone();
                after.apply(Action::Hurl { throw }).ok()?;
                let pending = after.round()?.pending_catch?;
                (pending.nearest.is_some() && pending.beyond_line).then_some(after)
            })
            .unwrap()
    }

    fn judged(game: &mut Game, action: Action) -> CatchCase {
        let events = game.apply(action).unwrap();
        events
            .into_iter()
            .find_map(|event| match event {
                Event::CatchJudged { case, .. } => Some(case),
                _ => None,
            })
            .unwrap()
    }

    #[test]
    fn a_bot_catcher_with_probability_one_catches() {
        let mut game = catchable();
        let action = play(&game, &Skill::PERFECT, &mut rng(3)).unwrap();
        assert_eq!(judged(&mut game, action), CatchCase::Caught);
        assert_eq!(game.scores(), &[0, 5]);
    }

    #[test]
    fn a_bot_catcher_with_probability_zero_misses_while_the_token_flies_and_the_hurler_scores() {
        let clumsy = Skill {
            catch_per_mille: 0,
            ..Skill::GREEDY
        };
        let base = catchable();
        let pending = base.round().unwrap().pending_catch.unwrap();
        for seed in 0..20 {
            let mut game = base.clone();
            let action = play(&game, &clumsy, &mut rng(seed)).unwrap();
            // A grab, if any, while the token is still in the air.
            if let Action::Catch { at_ms: Some(at) } = action {
                assert!(f64::from(at) / 1000.0 < pending.in_flight_until, "{at} ms");
            }
            assert_eq!(judged(&mut game, action), CatchCase::MissedBeyondLine);
            assert_eq!(game.scores(), &[5, 0]);
        }
    }

    #[test]
    fn the_intermediate_catcher_catches_about_nine_times_in_twenty() {
        let game = catchable();
        let mut stream = rng(11);
        let caught = (0..200)
            .filter(|_| {
                let mut after = game.clone();
                let action = play(&after, &Skill::GREEDY, &mut stream).unwrap();
                judged(&mut after, action) == CatchCase::Caught
            })
            .count();
        assert!((70..=110).contains(&caught), "{caught} of 200 caught");
    }

    #[test]
    fn a_bot_catcher_makes_no_attempt_at_a_token_that_never_comes_within_reach() {
        let mut game = catch_round();
        game.apply(Action::Hurl {
            throw: Throw::new(0.0, 45.0, 1.0),
        })
        .unwrap();
        assert_eq!(game.round().unwrap().pending_catch.unwrap().nearest, None);
        assert_eq!(
            play(&game, &Skill::PERFECT, &mut rng(1)),
            Some(Action::Catch { at_ms: None })
        );
    }
}
