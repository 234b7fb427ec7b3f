//! What a game waits for now and from whom ([`Stage`]), with what a screen needs to show it.
//! A frontend maps each stage to a screen and its taps to the session's operations.

use super::message::EventMessage;
use crate::board::{Placement, Pos};
use crate::bots::BotLevel;
use crate::flick::FlickSensitivity;
use crate::physics::TokenKind;
use crate::rules::{Breakdown, HurlRecord};
use crate::scene::{CatchZone, LegalCell, Point, RoundView};
use crate::tiles::{SegmentKind, TileTypeId};
use serde::Serialize;

/// What the game waits for, and from whom. Seats count from 0.
/// Serialised (for the web app) with the variant's name in `kind`, beside its fields.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(tag = "kind")]
pub enum Stage {
    /// A bot is to act: let the bots act (one step, or until a person is needed).
    BotToAct {
        /// The bot's seat.
        seat: usize,
        /// How it thinks.
        level: BotLevel,
    },
    /// Pass the phone to `seat`, who is next to act; `hand_over_done` when they have it.
    HandOver {
        /// Who takes the phone.
        seat: usize,
        /// What they will do.
        next: StageKind,
    },
    /// Place the drawn tile.
    PlaceTile(TileStage),
    /// Put a follower on the tile just placed, or skip; undo takes the tile back.
    PlaceFollower(FollowerStage),
    /// The fair tile's player chooses the round's token.
    ChooseToken {
        /// The chooser.
        seat: usize,
    },
    /// Aim and hurl the round's token.
    Hurl(HurlStage),
    /// Catch the token just hurled at `catcher`: tap in time with the flight.
    Catch(CatchStage),
    /// The hurler decides the seduction.
    Seduce(SeduceStage),
    /// The round is over: what it did, until `close_summary`.
    RoundSummary(RoundSummary),
    /// The game is over: the final ranking.
    GameOver(FinalScores),
}

/// The stages by name, without their data (for hand-over screens and error messages).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub enum StageKind {
    /// See [`Stage::BotToAct`].
    BotToAct,
    /// See [`Stage::HandOver`].
    HandOver,
    /// See [`Stage::PlaceTile`].
    PlaceTile,
    /// See [`Stage::PlaceFollower`].
    PlaceFollower,
    /// See [`Stage::ChooseToken`].
    ChooseToken,
    /// See [`Stage::Hurl`].
    Hurl,
    /// See [`Stage::Catch`].
    Catch,
    /// See [`Stage::Seduce`].
    Seduce,
    /// See [`Stage::RoundSummary`].
    RoundSummary,
    /// See [`Stage::GameOver`].
    GameOver,
}

impl StageKind {
    /// What the game waits for, in words that finish "the game is waiting for …".
    pub const fn waiting_for(self) -> &'static str {
        match self {
            StageKind::BotToAct => "the bots to play",
            StageKind::HandOver => "the phone to be passed on",
            StageKind::PlaceTile => "a tile placement",
            StageKind::PlaceFollower => "a follower or a skip",
            StageKind::ChooseToken => "the choice of a catapult token",
            StageKind::Hurl => "a hurl",
            StageKind::Catch => "a catch attempt",
            StageKind::Seduce => "a seduction choice",
            StageKind::RoundSummary => "the round's summary to be read",
            StageKind::GameOver => "nothing (the game is over)",
        }
    }
}

impl Stage {
    /// The stage's name.
    pub fn kind(&self) -> StageKind {
        match self {
            Stage::BotToAct { .. } => StageKind::BotToAct,
            Stage::HandOver { .. } => StageKind::HandOver,
            Stage::PlaceTile(_) => StageKind::PlaceTile,
            Stage::PlaceFollower(_) => StageKind::PlaceFollower,
            Stage::ChooseToken { .. } => StageKind::ChooseToken,
            Stage::Hurl(_) => StageKind::Hurl,
            Stage::Catch(_) => StageKind::Catch,
            Stage::Seduce(_) => StageKind::Seduce,
            Stage::RoundSummary(_) => StageKind::RoundSummary,
            Stage::GameOver(_) => StageKind::GameOver,
        }
    }
}

/// Placing the drawn tile.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct TileStage {
    /// The player.
    pub seat: usize,
    /// The tile to place.
    pub tile: TileTypeId,
    /// Tiles left in the pile after this one.
    pub tiles_left: usize,
    /// Every cell where it fits, with the rotations that fit there.
    pub legal: Vec<LegalCell>,
    /// The placement picked so far (`select_cell`, `rotate`), shown before it is confirmed.
    pub selected: Option<Placement>,
}

/// Deciding the follower on the tile just placed.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct FollowerStage {
    /// The player.
    pub seat: usize,
    /// The tile just placed.
    pub placed: Pos,
    /// Where a follower may go (none when the supply is empty or every feature is taken).
    pub spots: Vec<FollowerSpot>,
    /// The tile's other spots, each with why no follower may go there.
    pub unavailable: Vec<UnavailableSpot>,
    /// Followers in the player's supply (normal ones).
    pub supply: u8,
    /// Whether the player's big follower (Inns & Cathedrals) is in their supply: then any spot
    /// can take it instead (`place_big_follower`).
    pub big_follower: bool,
    /// Whether `undo` takes the tile back.
    pub can_undo: bool,
}

/// A spot on the tile just placed where a follower may go.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct FollowerSpot {
    /// The segment to pass to `place_follower`.
    pub segment: u8,
    /// Road, city, field or cloister: the follower's role (thief, knight, farmer, monk).
    pub kind: SegmentKind,
    /// Where it would stand, tile units on the board.
    pub at: Point,
    /// The spot's name on the board as placed (`road:E`), for players who type.
    pub name: String,
    /// The same in plain words ("thief on the road to the east"), for lists and screen readers.
    pub words: String,
}

/// A spot on the tile just placed where no follower may go.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct UnavailableSpot {
    /// The spot in plain words ("thief on the road to the west").
    pub words: String,
    /// Why not ("that road already has a follower").
    pub why: String,
}

/// Aiming and hurling.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct HurlStage {
    /// The hurler.
    pub seat: usize,
    /// The round's token.
    pub token: TokenKind,
    /// Hurls made so far this round.
    pub hurls_this_round: usize,
    /// Who will try to catch it (the catch token), else `None`.
    pub catcher: Option<usize>,
    /// The hurler's flick sensitivity: make the round's detector with it.
    pub flick_sensitivity: FlickSensitivity,
    /// Whether to offer the practice screen first: the hurler has not hurled in this game yet.
    pub offer_practice: bool,
}

/// Catching the token just hurled.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct CatchStage {
    /// The catcher.
    pub seat: usize,
    /// The hurler.
    pub hurler: usize,
    /// Where the hands wait and how a tap is judged.
    pub zone: CatchZone,
    /// The flight to catch, frames included (timed from the release).
    pub flight: Box<HurlRecord>,
}

/// The seduction choice.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct SeduceStage {
    /// The hurler.
    pub seat: usize,
    /// The opponents' followers the token came to rest nearest (ties within 1 mm), by id.
    pub targets: Vec<u32>,
    /// The hurler's own followers on the board, which may move to the target's place.
    pub own_on_board: Vec<u32>,
    /// Whether a follower from the supply may take the place.
    pub can_use_supply: bool,
}

/// What a catapult round did.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct RoundSummary {
    /// The round's token.
    pub token: Option<TokenKind>,
    /// Who chose it.
    pub chooser: usize,
    /// Points each seat gained in the round.
    pub points: Vec<u32>,
    /// Followers each seat got back home from the board in the round.
    pub sent_home: Vec<u32>,
    /// Everything the round did, in order.
    pub messages: Vec<EventMessage>,
    /// The round's table as its last hurl found it (the seats, where the board lies), seen
    /// through that hurl's end camera: the summary is drawn over it, the hurler at the
    /// bottom. `None` for a resumed game whose last hurl was before the resume.
    pub table: Option<Box<RoundView>>,
}

/// The final ranking.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct FinalScores {
    /// Everyone by final score, highest first (ties by seat).
    pub ranking: Vec<Standing>,
}

/// One line of the end screen.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Standing {
    /// The seat.
    pub seat: usize,
    /// 1 for the best; ties share a place.
    pub place: usize,
    /// Final points.
    pub score: u32,
    /// Where they came from.
    pub breakdown: Breakdown,
    /// Whether this seat won (ties all win).
    pub winner: bool,
}
