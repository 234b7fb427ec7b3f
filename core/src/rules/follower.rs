//! Followers standing on the board.

use crate::board::NodeId;

/// A follower on a segment of a placed tile.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Follower {
    /// Identifies this follower while it is on the board (the physics reports touches by id).
    pub id: u32,
    /// Owner's seat.
    pub player: u8,
    /// The segment's node (see [`crate::board::PlacedTile::node`]).
    pub node: NodeId,
}
