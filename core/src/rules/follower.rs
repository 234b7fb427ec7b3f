//! Followers standing on the board.

use crate::board::NodeId;

/// A follower on a segment of a placed tile.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Follower {
    /// Identifies this follower while it is on the board (the physics reports touches by id).
    pub id: u32,
    /// Owner's seat.
    pub player: u8,
    /// The segment's node (see [`crate::board::PlacedTile::node`]).
    pub node: NodeId,
    /// The big follower of Inns & Cathedrals: it counts as two for majorities.
    pub big: bool,
}

impl Follower {
    /// How much the follower weighs in a majority: 2 for the big follower, 1 for the others.
    pub const fn weight(&self) -> u32 {
        if self.big { 2 } else { 1 }
    }
}

// By hand, so that a normal follower hashes as before the big follower existed: the state
// hashes in saved games stay valid.
impl std::hash::Hash for Follower {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.id.hash(state);
        self.player.hash(state);
        self.node.hash(state);
        if self.big {
            self.big.hash(state);
        }
    }
}
