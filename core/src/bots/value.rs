//! What a follower on the board is worth, shared by the greedy bot's placements and its
//! catapult round (choosing the token, picking targets, settling a seduction).

use crate::board::NodeId;
use crate::rules::Game;
use crate::tiles::SegmentKind;

/// Values are in tenths of a point, integers, so choices are identical on every platform.
pub(super) type Value = i64;

/// What a follower left on a feature is likely worth, in tenths of a point.
pub(super) fn follower_value(game: &Game, node: NodeId) -> Value {
    let board = game.board();
    let tiles = Value::from(board.tile_count(node));
    match board.kind_of(node) {
        SegmentKind::Road => 7 * tiles + 5,
        SegmentKind::City => 13 * (tiles + Value::from(board.pennants(node))) + 5,
        SegmentKind::Cloister => {
            let present = Value::from(board.neighbours_present(board.segment_of(node).0.pos));
            10 * (1 + present) + 4 * (8 - present)
        }
        SegmentKind::Field => {
            let cities = board.closed_cities_of_field(node).len() as Value;
            // Fields pay only at the end: worth more the fewer tiles are left to change them.
            let progress = 72 - (game.tiles_left() as Value).min(72);
            25 * cities + progress / 4
        }
    }
}
