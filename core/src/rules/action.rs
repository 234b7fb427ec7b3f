//! What players do (actions, stored and replayed) and what happens as a result (events, shown).

use crate::board::Placement;
use crate::tiles::{SegmentKind, TileTypeId};
use serde::{Deserialize, Serialize};

/// One decision of the player whose turn it is. A game is its config, seed and actions.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "action", rename_all = "snake_case", deny_unknown_fields)]
pub enum Action {
    /// Put the drawn tile on the board.
    PlaceTile {
        /// Where and how.
        #[serde(flatten)]
        placement: Placement,
    },
    /// Put a follower on a segment of the tile just placed.
    PlaceFollower {
        /// Index into the tile type's segments.
        segment: u8,
    },
    /// Place no follower this turn.
    Skip,
}

/// Which step of the turn the game waits for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "phase", rename_all = "snake_case")]
pub enum Phase {
    /// The current player places the drawn tile.
    PlaceTile,
    /// The current player may put a follower on the tile just placed, or skip.
    PlaceFollower {
        /// Index of the tile just placed in the board's tiles.
        tile: u16,
    },
    /// The game has ended and been scored.
    GameOver,
}

impl Phase {
    /// What the game waits for, for messages.
    pub const fn waiting_for(self) -> &'static str {
        match self {
            Phase::PlaceTile => "a tile placement",
            Phase::PlaceFollower { .. } => "a follower or a skip",
            Phase::GameOver => "nothing (the game is over)",
        }
    }
}

/// Points awarded for one feature.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Scoring {
    /// The kind of feature.
    pub kind: SegmentKind,
    /// Points each winner gets.
    pub points: u32,
    /// The players with the majority (all of them score `points`).
    pub winners: Vec<usize>,
    /// Tiles in the feature (for a field: the completed cities counted).
    pub size: u32,
    /// Whether this is part of the final scoring.
    pub at_end: bool,
}

/// Something that happened, for the screen to show.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum Event {
    /// A tile was drawn for `player`.
    TileDrawn {
        /// Seat.
        player: usize,
        /// The tile.
        tile: TileTypeId,
    },
    /// A drawn tile fits nowhere: shown to all and removed from the game.
    TileDiscarded {
        /// The tile.
        tile: TileTypeId,
    },
    /// A tile went on the board.
    TilePlaced {
        /// Seat.
        player: usize,
        /// The tile.
        tile: TileTypeId,
        /// Where and how.
        placement: Placement,
    },
    /// A follower went on the board.
    FollowerPlaced {
        /// Seat.
        player: usize,
        /// The feature kind (its role: thief, knight, monk, farmer).
        kind: SegmentKind,
    },
    /// A feature was scored.
    Scored(Scoring),
    /// Followers went back to their owner's supply after a scoring.
    FollowersReturned {
        /// Seat.
        player: usize,
        /// How many.
        count: u8,
    },
    /// The game ended; final totals.
    GameOver {
        /// Points per seat.
        scores: Vec<u32>,
        /// The seats with the highest total.
        winners: Vec<usize>,
    },
}
