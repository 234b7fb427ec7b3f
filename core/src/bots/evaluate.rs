//! What a position is worth to each player, in points: the score so far, what every feature
//! they hold would pay (more for a city or cloister that can still be finished while tiles are
//! left), their fields as they would score now, and the followers they still have to place.
//! The search bots compare positions with it; it knows only what every player can see.

use crate::board::NodeId;
use crate::rules::Game;
use crate::rules::scoring::{feature_points, majority, score_fields};
use crate::tiles::SegmentKind;

/// Tiles in a whole game's pile (the base game with the fair tiles is 83; near enough).
const FULL_PILE: f64 = 80.0;
/// What a follower in the supply is worth at the start of the game, points; it falls to
/// nothing as the pile runs out (an unplaced follower scores nothing at the end).
const FOLLOWER_IN_HAND: f64 = 3.0;
/// What the big follower (Inns & Cathedrals) in the supply is worth at the start, points: more
/// than a follower, as it takes a feature from one rival follower or keeps it against one.
const BIG_FOLLOWER_IN_HAND: f64 = 5.0;
/// Followers beyond this many in the supply add little: a player seldom needs more at once.
const USEFUL_IN_HAND: u8 = 4;

/// Each seat's projected points.
pub(super) fn potentials(game: &Game) -> Vec<f64> {
    let board = game.board();
    let features = board.features();
    let rules = &game.config().rules;
    let players = game.config().players;
    let left = game.tiles_left() as f64;
    let share_left = (left / FULL_PILE).min(1.0);
    let mut totals: Vec<f64> = game.scores().iter().map(|s| f64::from(*s)).collect();
    let mut roots: Vec<NodeId> = Vec::new();
    let mut fields: Vec<NodeId> = Vec::new();
    for follower in game.followers() {
        let root = features.root(follower.node);
        let list = if board.kind_of(root) == SegmentKind::Field {
            &mut fields
        } else {
            &mut roots
        };
        if !list.contains(&root) {
            list.push(root);
        }
    }
    for root in roots {
        let kind = board.kind_of(root);
        let now = f64::from(feature_points(board, root, false, rules));
        let finished = f64::from(feature_points(board, root, true, rules));
        let chance = finish_chance(game, root, kind, left);
        // A road pays the same finished or not, but finishing it brings the follower home:
        // worth about a point while the game has far to go.
        let road_bonus = if kind == SegmentKind::Road {
            chance * share_left
        } else {
            0.0
        };
        let worth = now + chance * (finished - now) + road_bonus;
        for seat in majority(board, game.followers(), root, players) {
            totals[seat] += worth;
        }
    }
    if !rules.farmers_off {
        for scoring in score_fields(
            board,
            game.followers(),
            &fields,
            players,
            rules.farmer_rules,
        ) {
            for seat in scoring.winners {
                totals[seat] += f64::from(scoring.points);
            }
        }
    }
    for (seat, total) in totals.iter_mut().enumerate() {
        let supply = game.supply().get(seat).copied().unwrap_or(0);
        let useful = f64::from(supply.min(USEFUL_IN_HAND))
            + 0.25 * f64::from(supply.saturating_sub(USEFUL_IN_HAND));
        *total += FOLLOWER_IN_HAND * share_left * useful;
        let big = game.big_supply().get(seat).copied().unwrap_or(0);
        *total += BIG_FOLLOWER_IN_HAND * share_left * f64::from(big);
    }
    totals
}

/// How likely the road, city or cloister of `root` is to be finished, 0 to 1: each open edge
/// (or missing neighbour) needs a tile that fits, and fewer tiles are left to do it.
fn finish_chance(game: &Game, root: NodeId, kind: SegmentKind, left: f64) -> f64 {
    let board = game.board();
    let missing = match kind {
        SegmentKind::Cloister => {
            let (tile, _) = board.segment_of(root);
            f64::from(8 - board.neighbours_present(tile.pos))
        }
        _ => f64::from(board.features().open_ends(root)),
    };
    if missing == 0.0 {
        return 1.0;
    }
    // Each missing piece is found with a chance that falls as the pile empties.
    let per_piece = 0.8 * (left / (left + 6.0 * missing));
    libm::pow(per_piece, missing)
}

/// What the position is worth to `seat`: its projected points less its strongest rival's
/// (with two players, the margin a win is decided by).
pub(super) fn margin(potentials: &[f64], seat: usize) -> f64 {
    let mine = potentials.get(seat).copied().unwrap_or(0.0);
    let rival = potentials
        .iter()
        .enumerate()
        .filter(|(other, _)| *other != seat)
        .map(|(_, points)| *points)
        .fold(f64::NEG_INFINITY, f64::max);
    if rival.is_finite() {
        mine - rival
    } else {
        mine
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_support::{place, stacked};

    #[test]
    fn closing_the_start_city_with_a_knight_is_worth_its_four_points_to_the_closer_alone() {
        // The start tile's city edge faces north; a city cap turned to face it closes a city
        // of two tiles at once: 4 points, and the knight comes home.
        let mut game = stacked(2, &["E", "U", "U", "U", "U", "U", "U", "U", "U"]);
        let before = potentials(&game);
        place(&mut game, 0, 1, 180, Some("city:S"));
        let after = potentials(&game);
        assert_eq!(game.scores(), &[4, 0]);
        // Fewer tiles are left, so the followers in hand are worth a little less.
        assert!(
            (after[0] - before[0] - 4.0).abs() < 0.5,
            "{before:?} -> {after:?}"
        );
        assert!(margin(&after, 0) > margin(&before, 0) + 3.5);
        assert!((margin(&after, 1) + margin(&after, 0)).abs() < 1e-9);
    }

    #[test]
    fn points_scored_count_in_full_and_a_rivals_points_count_against() {
        let game = stacked(3, &["U", "U"]);
        let potentials = vec![10.0, 4.0, 12.0];
        assert_eq!(margin(&potentials, 0), -2.0);
        assert_eq!(margin(&potentials, 2), 2.0);
        let fresh = super::potentials(&game);
        assert_eq!(fresh[0], fresh[1], "the seats start even");
    }
}
