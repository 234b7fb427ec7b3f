//! Followers standing on the board.

use crate::board::NodeId;

/// A follower on a segment of a placed tile.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Follower {
    /// Owner's seat.
    pub player: u8,
    /// The segment's node (see [`crate::board::PlacedTile::node`]).
    pub node: NodeId,
}
