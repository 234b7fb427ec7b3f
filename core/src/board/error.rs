//! Why a tile may not go where it was put.

use crate::tiles::Side;
use thiserror::Error;

/// A placement the board refuses; the board is unchanged.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum PlacementError {
    /// The cell already holds a tile.
    #[error("({x}, {y}) is already taken by a tile; pick an empty spot")]
    CellTaken {
        /// Column.
        x: i32,
        /// Row.
        y: i32,
    },
    /// The cell does not touch the board edge to edge.
    #[error("({x}, {y}) does not touch any tile; place the tile next to the board")]
    NotTouching {
        /// Column.
        x: i32,
        /// Row.
        y: i32,
    },
    /// An edge does not match its neighbour.
    #[error(
        "the {side} edge ({ours}) does not match its neighbour ({theirs}); try another rotation or spot"
    )]
    EdgeMismatch {
        /// The edge of the placed tile.
        side: Side,
        /// What the tile shows there.
        ours: &'static str,
        /// What the neighbour shows.
        theirs: &'static str,
    },
    /// A river tile must carry on the river from its open end.
    #[error("a river tile must carry on the river from its open end; place it there")]
    RiverNotContinued,
    /// The river may not bend the same way twice in a row.
    #[error("the river may not bend the same way twice in a row (a U-turn); turn the tile")]
    RiverUTurn,
}
