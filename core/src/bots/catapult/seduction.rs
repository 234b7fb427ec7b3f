//! Settling a seduction: which nearby follower to take over, and with which of one's own.

use crate::bots::value::{Value, follower_value};
use crate::rules::{Action, Game};

/// The seduction swap: the candidate on the most valuable feature, swapped for a follower from
/// the supply, else for the hurler's least valuable follower on the board if that is worth
/// less; otherwise the hurler declines.
pub(super) fn seduce(game: &Game) -> Action {
    let me = game.current_player();
    let value_of = |id: u32| {
        game.followers()
            .iter()
            .find(|f| f.id == id)
            .map(|f| follower_value(game, f.node))
    };
    let candidates = game.round().map_or(&[][..], |round| &round.seduction[..]);
    let Some((value, target)) = candidates
        .iter()
        .filter_map(|id| Some((value_of(*id)?, *id)))
        .fold(None, |best: Option<(Value, u32)>, next| match best {
            Some(kept) if kept.0 >= next.0 => Some(kept),
            _ => Some(next),
        })
    else {
        return Action::DeclineSeduction;
    };
    let own: Vec<(Value, u32)> = game
        .followers()
        .iter()
        .filter(|f| usize::from(f.player) == me)
        .map(|f| (follower_value(game, f.node), f.id))
        .collect();
    swap_for(target, value, game.supply()[me], &own)
}

/// How to seduce `target` (worth `value`): with a follower from the supply if there is one,
/// else with the least valuable of `own` (value, id) if it is worth less than the target,
/// else not at all.
fn swap_for(target: u32, value: Value, supply: u8, own: &[(Value, u32)]) -> Action {
    if supply > 0 {
        return Action::Seduce { target, with: None };
    }
    let cheapest = own
        .iter()
        .fold(None, |best: Option<(Value, u32)>, next| match best {
            Some(kept) if kept.0 <= next.0 => Some(kept),
            _ => Some(*next),
        });
    match cheapest {
        Some((mine, id)) if mine < value => Action::Seduce {
            target,
            with: Some(id),
        },
        _ => Action::DeclineSeduction,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bots::catapult::test_rounds::{choose, rng};
    use crate::bots::catapult::{Skill, plan_hurl, play};
    use crate::physics::TokenKind;
    use crate::rules::Phase;
    use crate::test_support::{place, stacked};

    #[test]
    fn the_greedy_bots_seduction_lands_by_the_knight_of_the_biggest_city_and_swaps_him() {
        // Seat 0: a knight on a three-tile city north of the start, a thief on a two-tile
        // road to the west. Seat 1 places the fair and seduces first.
        let mut game = stacked(2, &["R", "R", "U", "CA/F"]);
        place(&mut game, 0, 1, 180, Some("city:S"));
        place(&mut game, 1, 1, 180, None);
        place(&mut game, -1, 0, 0, Some("road:W"));
        place(&mut game, 0, -1, 0, None);
        choose(&mut game, TokenKind::Seduction);
        let knight = game.followers()[0];
        let city = game.board().features().root(knight.node);
        assert_eq!(game.board().tile_count(knight.node), 3);
        let planned = plan_hurl(&game).unwrap();
        game.apply(Action::Hurl {
            throw: planned.throw,
        })
        .unwrap();
        assert_eq!(game.phase(), Phase::Seduce);
        let action = play(&game, &Skill::GREEDY, &mut rng(1)).unwrap();
        assert_eq!(
            action,
            Action::Seduce {
                target: knight.id,
                with: None
            }
        );
        game.apply(action).unwrap();
        let features = game.board().features();
        let on_city: Vec<u8> = game
            .followers()
            .iter()
            .filter(|f| features.root(f.node) == city)
            .map(|f| f.player)
            .collect();
        assert_eq!(on_city, vec![1]);
        // Seat 0 had placed two followers and gets the knight back; seat 1 used one from supply.
        assert_eq!(game.supply(), &[6, 6]);
    }

    #[test]
    fn a_seducer_with_an_empty_supply_sends_its_least_useful_follower_or_declines() {
        let own = [(44, 3), (19, 8), (25, 9)];
        assert_eq!(
            swap_for(5, 30, 0, &own),
            Action::Seduce {
                target: 5,
                with: Some(8)
            }
        );
        assert_eq!(swap_for(5, 19, 0, &own), Action::DeclineSeduction);
        assert_eq!(swap_for(5, 30, 0, &[]), Action::DeclineSeduction);
        assert_eq!(
            swap_for(5, 1, 2, &own),
            Action::Seduce {
                target: 5,
                with: None
            }
        );
    }
}
