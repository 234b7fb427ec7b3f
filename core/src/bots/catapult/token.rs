//! Choosing the round's token by a cheap forecast of what each kind would do to the scores.

use crate::bots::value::follower_value;
use crate::physics::TokenKind;
use crate::rules::{Follower, Game};

/// How likely a hurler is to hit the follower it aims at with a knock-out token (it only has
/// to touch), and to rest nearest it with a seduction token (it has to stop on a tile there).
const KNOCK_OUT_HIT: f64 = 0.8;
const SEDUCTION_HIT: f64 = 0.5;

/// The token kind for this round, by a cheap forecast rather than by simulation: every seat
/// will hurl the kind once, each at the opponent follower it values most. The kind that leaves
/// the chooser best placed against its strongest opponent wins. Target and catch treat every
/// seat alike (a margin of zero change); target is preferred on a tie, so knock-out and
/// seduction are chosen only when they are expected to gain.
pub fn choose_token(game: &Game) -> TokenKind {
    let me = game.current_player();
    let mut best = (margin_after(game, me, TokenKind::Target), TokenKind::Target);
    for kind in [TokenKind::KnockOut, TokenKind::Seduction] {
        let margin = margin_after(game, me, kind);
        if margin > best.0 {
            best = (margin, kind);
        }
    }
    best.1
}

/// Expected (own score − strongest opponent's score) after a round of `kind`, tenths of a
/// point, counting a follower at its greedy value.
fn margin_after(game: &Game, me: usize, kind: TokenKind) -> f64 {
    let players = game.scores().len();
    let mut net: Vec<f64> = game.scores().iter().map(|s| 10.0 * f64::from(*s)).collect();
    if matches!(kind, TokenKind::KnockOut | TokenKind::Seduction) {
        for hurler in 0..players {
            let target = game
                .followers()
                .iter()
                .filter(|f| usize::from(f.player) != hurler)
                .map(|f| (stake(game, hurler, f), f))
                .fold(None, |best: Option<(f64, &Follower)>, next| match best {
                    Some(kept) if kept.0 >= next.0 => Some(kept),
                    _ => Some(next),
                });
            let Some((_, target)) = target else {
                continue;
            };
            let value = follower_value(game, target.node) as f64;
            let owner = usize::from(target.player);
            if kind == TokenKind::KnockOut {
                net[owner] -= KNOCK_OUT_HIT * value;
            } else {
                net[owner] -= SEDUCTION_HIT * value;
                net[hurler] += SEDUCTION_HIT * value;
            }
        }
    }
    let rival = (0..players)
        .filter(|seat| *seat != me)
        .map(|seat| net[seat])
        .fold(f64::NEG_INFINITY, f64::max);
    net[me] - rival
}

/// What a follower is worth to `seat`, tenths of a point: its greedy value, negative for the
/// seat's own, half as much again for a follower of the leader (the seat with the highest
/// score, when that is not `seat`).
pub(super) fn stake(game: &Game, seat: usize, follower: &Follower) -> f64 {
    let value = follower_value(game, follower.node) as f64;
    let owner = usize::from(follower.player);
    if owner == seat {
        return -value;
    }
    let top = game.scores().iter().copied().max().unwrap_or(0);
    if game.scores()[owner] == top && game.scores()[seat] < top {
        1.5 * value
    } else {
        value
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Phase;
    use crate::test_support::{place, stacked};

    #[test]
    fn a_chooser_facing_only_an_opponents_follower_goes_after_it() {
        let game = {
            let mut game = stacked(2, &["U", "CA/F"]);
            place(&mut game, 1, 0, 0, Some("road:E"));
            place(&mut game, 0, -1, 0, None);
            game
        };
        assert_eq!(game.phase(), Phase::ChooseToken);
        assert!(matches!(
            choose_token(&game),
            TokenKind::KnockOut | TokenKind::Seduction
        ));
    }

    #[test]
    fn a_chooser_with_the_only_follower_on_the_board_keeps_it_out_of_harms_way() {
        let mut game = stacked(2, &["U", "CA/F"]);
        place(&mut game, 1, 0, 0, None);
        place(&mut game, 0, -1, 0, Some("field:NL"));
        assert_eq!(
            (game.phase(), game.current_player()),
            (Phase::ChooseToken, 1)
        );
        // Seat 1 placed the fair and owns the farmer.
        assert_eq!(choose_token(&game), TokenKind::Target);
    }
}
