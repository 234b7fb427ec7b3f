//! The types a board scene is made of: plain data a screen draws.

use crate::board::Pos;
use crate::physics::{Pose, TokenKind};
use crate::scene::Point;
use crate::scene::colours::PlayerColour;
use crate::tiles::{Rotation, SegmentKind, TileTypeId};
use serde::Serialize;

/// Everything a screen needs to draw the game at one moment. Board positions are in tile units
/// (cell (x, y) centred on (x, y), y north); the round's table is in metres.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct BoardScene {
    /// Placed tiles, in the order they were placed (the start tile first).
    pub tiles: Vec<TileView>,
    /// Followers on the board.
    pub followers: Vec<FollowerView>,
    /// Every road, city, field and cloister with at least one follower, and who holds it.
    pub features: Vec<FeatureView>,
    /// The players in seat order.
    pub players: Vec<PlayerView>,
    /// Whose turn it is and what they can do.
    pub turn: TurnView,
    /// The cells the board and the legal spots cover, for fitting the view.
    pub bounds: CellBounds,
    /// The table during a catapult round.
    pub round: Option<RoundView>,
}

/// A placed tile.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct TileView {
    /// Its cell.
    pub cell: Pos,
    /// Its type (draw it with [`super::tile_art`]).
    pub tile: TileTypeId,
    /// How it is turned.
    pub rotation: Rotation,
}

/// A follower on the board.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct FollowerView {
    /// The rules' id for it (the physics reports touches by this id).
    pub id: u32,
    /// The owner's seat.
    pub owner: u8,
    /// The tile it stands on.
    pub cell: Pos,
    /// The segment of that tile (printed index).
    pub segment: u8,
    /// What it stands on: road (thief), city (knight), field (farmer), cloister (monk).
    pub kind: SegmentKind,
    /// Where it stands, tile units on the board.
    pub at: Point,
    /// Standing, or lying (farmers).
    pub pose: Pose,
    /// The big follower (Inns & Cathedrals): drawn larger, it counts as two.
    pub big: bool,
}

/// A feature with followers on it.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct FeatureView {
    /// Road, city, field or cloister.
    pub kind: SegmentKind,
    /// The tile segments it is made of: (cell, printed segment index).
    pub parts: Vec<(Pos, u8)>,
    /// The seats holding it (the most followers; several on a tie).
    pub holders: Vec<u8>,
    /// The followers on it, by id.
    pub followers: Vec<u32>,
    /// Whether it is finished (fields never are).
    pub complete: bool,
    /// What it would score for its holders if the game ended now (fields: farmer points).
    pub points: u32,
}

/// A player's standing.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PlayerView {
    /// The seat, from 0.
    pub seat: u8,
    /// The name shown.
    pub name: String,
    /// Colour with its second cue (letter and pattern).
    pub colour: PlayerColour,
    /// Points so far.
    pub score: u32,
    /// Followers in the supply.
    pub supply: u8,
    /// Whether their big follower (Inns & Cathedrals) is in the supply; false without it.
    pub big_follower_in_supply: bool,
    /// Whether it is this player's turn.
    pub current: bool,
    /// What the final scoring would add if the game ended now.
    pub projected: ProjectedScore,
}

/// What the final scoring would give a player if the game ended now, points: the incomplete
/// roads, cities and cloisters they hold and their fields. Zero once the game is over (the
/// final scoring is then in the score).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize)]
pub struct ProjectedScore {
    /// From incomplete roads.
    pub roads: u32,
    /// From incomplete cities.
    pub cities: u32,
    /// From incomplete cloisters.
    pub cloisters: u32,
    /// From fields.
    pub fields: u32,
}

impl ProjectedScore {
    /// All of it.
    pub fn total(&self) -> u32 {
        self.roads + self.cities + self.cloisters + self.fields
    }
}

/// How many tiles of one type are still in the pile.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct TilesLeft {
    /// The tile type.
    pub tile: TileTypeId,
    /// How many of it are left to draw.
    pub count: u32,
    /// The tile in words, for a screen reader or a list ("a city and a road").
    pub words: String,
}

impl TilesLeft {
    /// `count` tiles of type `tile` left.
    pub fn new(tile: TileTypeId, count: u32) -> TilesLeft {
        TilesLeft {
            tile,
            count,
            words: tile.tile().description(),
        }
    }
}

/// Whose turn it is and what they may do.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct TurnView {
    /// The seat to act.
    pub player: u8,
    /// What the game waits for, in words ("a tile placement").
    pub waiting_for: String,
    /// The tile to place, during a placement.
    pub drawn_tile: Option<TileTypeId>,
    /// Tiles left in the pile.
    pub tiles_left: u32,
    /// The same by tile type, in the catalogue's order (what could still come; the drawn tile
    /// is not in it).
    pub tiles_left_by_type: Vec<TilesLeft>,
    /// Where the drawn tile fits, with the rotations that fit there, in reading order (north to
    /// south, west to east): spot 1 is the first.
    pub legal: Vec<LegalCell>,
    /// How many placements (cell and rotation) fit the drawn tile: the rotations of `legal`
    /// counted together.
    pub fitting_places: u32,
    /// The tile placed this turn, if any.
    pub placed_this_turn: Option<Pos>,
    /// Where a follower may go on the tile just placed.
    pub follower_choices: Vec<FollowerChoice>,
    /// Whether the game is over.
    pub game_over: bool,
}

/// A cell where the drawn tile fits.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct LegalCell {
    /// The cell.
    pub cell: Pos,
    /// The rotations that fit there.
    pub rotations: Vec<Rotation>,
}

/// A spot on the tile just placed where a follower may go.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct FollowerChoice {
    /// The segment (printed index), as the place-follower action takes it.
    pub segment: u8,
    /// What the follower would be on.
    pub kind: SegmentKind,
    /// Where it would stand, tile units on the board.
    pub at: Point,
}

/// The smallest and largest cells to show.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct CellBounds {
    /// South-west corner cell.
    pub min: Pos,
    /// North-east corner cell.
    pub max: Pos,
}

/// The table during a catapult round, in metres (table centred on the origin, y north).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct RoundView {
    /// Table size along x and y, m.
    pub table: Point,
    /// Where board cell (0, 0)'s centre lies on the table, m.
    pub board_origin: Point,
    /// A tile's side, m (cell (x, y) is at `board_origin + tile_size × (x, y)`).
    pub tile_size: f64,
    /// The catapults, in seat order.
    pub seats: Vec<SeatView>,
    /// Tokens resting from this round's hurls.
    pub tokens: Vec<TokenView>,
    /// The round's token, once chosen.
    pub token: Option<TokenKind>,
    /// The player who placed the fair tile and chose the token.
    pub chooser: u8,
    /// The seat that hurls next.
    pub hurler: u8,
    /// The fair tile that started the round.
    pub fair: Pos,
    /// Hurls made so far this round.
    pub hurls: usize,
    /// Followers the hurler may seduce (ties within 1 mm), during the seduction choice.
    pub seduction_targets: Vec<u32>,
    /// With the knock-out or seduction token: every opponent follower on the board as the
    /// hurler aims at it, nearest first. Empty with the other tokens.
    pub aims: Vec<AimAt>,
    /// While the catch token is aimed and during the catch: where the catcher's hands wait
    /// and how the attempt is judged.
    #[serde(skip)]
    pub catch_zone: Option<crate::scene::CatchZone>,
    /// How the round is seen at this stage: from the acting seat, what it frames.
    pub camera: Option<crate::scene::RoundCamera>,
}

/// A seat's catapult on the table edge.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct SeatView {
    /// Its point on the table edge, m.
    pub at: Point,
    /// The direction it throws when aimed straight, radians from east, counter-clockwise.
    pub facing: f64,
}

/// A token resting on the table.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct TokenView {
    /// The seat that hurled it.
    pub owner: u8,
    /// Its kind.
    pub kind: TokenKind,
    /// Its centre, m.
    pub at: Point,
}

/// An opponent's follower as seen from the hurler's catapult: the aim that points at it.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct AimAt {
    /// The follower's id.
    pub follower: u32,
    /// Its owner's seat.
    pub owner: u8,
    /// What it stands on (its role: thief, knight, farmer, monk).
    pub kind: SegmentKind,
    /// Its tile.
    pub cell: Pos,
    /// The aim that points at it, degrees from straight ahead, to the hurler's left positive.
    pub aim_degrees: f64,
    /// How far it is from the catapult, m.
    pub distance: f64,
    /// Whether a hurl can be aimed at it (within 90° of straight ahead).
    pub in_reach: bool,
    /// All of it in words, for after its owner's name: "knight on (1, 0): 12° to the left
    /// (aim 12), 48 cm away".
    pub words: String,
}
