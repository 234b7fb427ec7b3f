//! What players do (actions, stored and replayed) and what happens as a result (events, shown).

use super::round::{CatchCase, HurlRecord, Throw};
use crate::board::{Placement, Pos};
use crate::physics::TokenKind;
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
    /// The player who placed a fair tile picks the token everyone hurls.
    ChooseToken {
        /// The kind.
        token: TokenKind,
    },
    /// Hurl this round's token from one's own seat.
    Hurl {
        /// Aim, elevation and speed.
        #[serde(flatten)]
        throw: Throw,
    },
    /// The catcher's attempt: when, after release, they grab (`None`: no attempt).
    Catch {
        /// Milliseconds after release.
        at_ms: Option<u32>,
    },
    /// The seduction swap: the opponent's follower `target` goes home and one of the hurler's
    /// takes its place, from the supply (`with: None`) or from the board (`with: Some(id)`).
    Seduce {
        /// The opponent's follower.
        target: u32,
        /// The hurler's follower from the board, or `None` for one from the supply.
        with: Option<u32>,
    },
    /// The hurler leaves the seduced follower where it is.
    DeclineSeduction,
    /// Put one's big follower (Inns & Cathedrals) on a segment of the tile just placed. Last
    /// of the variants, so that the others hash as before it existed.
    PlaceBigFollower {
        /// Index into the tile type's segments.
        segment: u8,
    },
}

impl Action {
    /// What the action does, for messages.
    pub const fn verb(&self) -> &'static str {
        match self {
            Action::PlaceTile { .. } => "place a tile",
            Action::PlaceFollower { .. } => "place a follower",
            Action::PlaceBigFollower { .. } => "place the big follower",
            Action::Skip => "skip the follower",
            Action::ChooseToken { .. } => "choose a token",
            Action::Hurl { .. } => "hurl",
            Action::Catch { .. } => "catch",
            Action::Seduce { .. } | Action::DeclineSeduction => "decide a seduction",
        }
    }
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
    /// The player who placed a fair tile chooses the catapult token.
    ChooseToken,
    /// The current player hurls the round's token.
    Hurl,
    /// The current player (the catcher) tries to catch the token just hurled at them.
    Catch,
    /// The current player decides whether to swap the seduced follower.
    Seduce,
    /// The game has ended and been scored.
    GameOver,
}

impl Phase {
    /// What the game waits for, for messages.
    pub const fn waiting_for(self) -> &'static str {
        match self {
            Phase::PlaceTile => "a tile placement",
            Phase::PlaceFollower { .. } => "a follower or a skip",
            Phase::ChooseToken => "the choice of a catapult token",
            Phase::Hurl => "a hurl",
            Phase::Catch => "a catch attempt",
            Phase::Seduce => "a seduction choice",
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

/// Why points from The Catapult were given.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CatapultReason {
    /// The token resting nearest the fair tile.
    Target,
    /// A catch case (A-D).
    Catch,
    /// A follower on a fair tile, with `catapult = house_rule`.
    HouseRule,
}

/// Something that happened, for the screen to show.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
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
        /// Whether it is the big follower.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        big: bool,
    },
    /// A feature was scored.
    Scored(Scoring),
    /// Followers went back to their owner's supply after a scoring.
    FollowersReturned {
        /// Seat.
        player: usize,
        /// How many pieces.
        count: u8,
        /// Whether the big follower is one of them.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        big: bool,
    },
    /// A catapult round starts: the chooser picks a token.
    RoundStarted {
        /// The chooser's seat.
        chooser: usize,
    },
    /// The token for the round was chosen.
    TokenChosen {
        /// Seat.
        player: usize,
        /// The kind.
        token: TokenKind,
    },
    /// A token flew; the record has the physics outcome and frames.
    Hurled(Box<HurlRecord>),
    /// A follower went home because a token or a falling follower touched it.
    KnockedHome {
        /// The follower's id.
        follower: u32,
        /// Its owner's seat.
        owner: usize,
        /// Its role: the kind of feature it stood on.
        kind: SegmentKind,
        /// The tile it stood on.
        at: Pos,
    },
    /// A seduction token came to rest on the tiles but near no opponent's follower: nothing
    /// happens, and it stays where it lies.
    SeductionMissed {
        /// The hurler's seat.
        player: usize,
    },
    /// A seduction token did not come to rest on the tiles (the bare table, or off the table):
    /// it goes back to its owner at once and is no obstacle for the round's later hurls.
    SeductionReturned {
        /// The hurler's seat.
        player: usize,
    },
    /// The hurler swapped an opponent's follower for one of their own.
    Seduced {
        /// The hurler's seat.
        player: usize,
        /// The opponent's follower sent home.
        target: u32,
        /// Its owner's seat.
        owner: usize,
        /// The role the hurler's follower takes over.
        kind: SegmentKind,
        /// The tile of the swap.
        at: Pos,
        /// The hurler's follower that moved there from the board (`None`: from the supply).
        from_board: Option<u32>,
    },
    /// A catch was judged.
    CatchJudged {
        /// The hurler's seat.
        hurler: usize,
        /// The catcher's seat.
        catcher: usize,
        /// Which case applied.
        case: CatchCase,
    },
    /// Points from The Catapult (target, catch, house rule).
    CatapultPoints {
        /// The seats scoring.
        players: Vec<usize>,
        /// Points each.
        points: u32,
        /// What they are for.
        reason: CatapultReason,
    },
    /// The round ended; tokens go back to their owners.
    RoundOver,
    /// The game ended; final totals.
    GameOver {
        /// Points per seat.
        scores: Vec<u32>,
        /// The seats with the highest total.
        winners: Vec<usize>,
    },
}
