//! What a screen shows of a game at one moment, built by the core (`scene::board_scene`): the
//! app draws it and offers the moves it lists, and computes nothing itself.

use crate::art::tile_id;
use crate::camera::RoundCamera;
use crate::message::seat_number;
use crate::shared::{Cell, FeatureKind, SeatColour, Spot, Token};
use catapult_core::physics::Pose;
use catapult_core::rules::{Breakdown, Game, Phase};
use catapult_core::scene::{self, BoardScene, LegalCell};
use catapult_core::tiles::SegmentKind;

/// The whole picture of a game now.
#[derive(Debug, Clone, PartialEq, uniffi::Record)]
pub struct GameView {
    /// The saved game's id, if it is kept in a history.
    pub game_id: Option<i64>,
    /// Placed tiles, the start tile first.
    pub tiles: Vec<PlacedTileView>,
    /// Followers on the board.
    pub followers: Vec<FollowerView>,
    /// Every feature with followers, and who holds it.
    pub features: Vec<HeldFeature>,
    /// Seats in order, with scores and supply.
    pub players: Vec<PlayerView>,
    /// Whose turn it is and what they can do.
    pub turn: TurnView,
    /// The cells to show (board and legal cells): south-west and north-east corners.
    pub bounds_min: Cell,
    /// See `bounds_min`.
    pub bounds_max: Cell,
    /// The table during a catapult round.
    pub round: Option<RoundView>,
    /// Hurls made so far in the whole game: `hurl_flight(hurls_played)` is the last one (to
    /// show again, e.g. when a game resumes at a catch).
    pub hurls_played: u32,
}

/// A placed tile (draw it with `tile_artwork(tile)`, turned `rotation` quarter turns clockwise).
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct PlacedTileView {
    /// Its cell.
    pub cell: Cell,
    /// The tile type's id.
    pub tile: String,
    /// Clockwise quarter turns, 0–3.
    pub rotation: u32,
}

/// A follower on the board.
#[derive(Debug, Clone, PartialEq, uniffi::Record)]
pub struct FollowerView {
    /// Its id (events name followers by it).
    pub id: u32,
    /// The owner's seat.
    pub owner: u32,
    /// Its tile.
    pub cell: Cell,
    /// The tile segment it is on (printed index).
    pub segment: u32,
    /// Thief, knight, farmer or monk, by what it stands on.
    pub kind: FeatureKind,
    /// Where it stands, tile units on the board.
    pub at: Spot,
    /// Lying (farmers) rather than standing.
    pub lying: bool,
    /// The big follower (Inns & Cathedrals): draw it larger; it counts as two.
    pub big: bool,
}

/// A feature with followers: for "who holds what".
#[derive(Debug, Clone, PartialEq, uniffi::Record)]
pub struct HeldFeature {
    /// Road, city, field or cloister.
    pub kind: FeatureKind,
    /// Its pieces: tiles and segments (tint the segment's shapes of each tile).
    pub parts: Vec<FeaturePart>,
    /// The seats holding it (several on a tie).
    pub holders: Vec<u32>,
    /// The followers on it, by id.
    pub followers: Vec<u32>,
    /// Finished (fields never are).
    pub complete: bool,
    /// What it would score for its holders if the game ended now.
    pub points: u32,
}

/// One tile's share of a feature.
#[derive(Debug, Clone, Copy, PartialEq, Eq, uniffi::Record)]
pub struct FeaturePart {
    /// The tile.
    pub cell: Cell,
    /// Its segment (printed index; the artwork's shapes name it).
    pub segment: u32,
}

/// A player's standing.
#[derive(Debug, Clone, PartialEq, uniffi::Record)]
pub struct PlayerView {
    /// The seat, from 0.
    pub seat: u32,
    /// The name.
    pub name: String,
    /// Whether a bot plays this seat.
    pub bot: bool,
    /// Colour, letter and pattern.
    pub colour: SeatColour,
    /// Points so far.
    pub score: u32,
    /// Followers in the supply.
    pub supply: u32,
    /// Whether their big follower (Inns & Cathedrals) is in the supply; false without it.
    pub big_follower_in_supply: bool,
    /// Whether it is this player's turn.
    pub current: bool,
    /// Where the points came from (for the end screen).
    pub breakdown: ScoreBreakdown,
    /// What the final scoring would add if the game ended now (all 0 once it is over).
    pub projected: ProjectedScore,
}

/// What the final scoring would give a player if the game ended now, points.
#[derive(Debug, Clone, Copy, PartialEq, Eq, uniffi::Record)]
pub struct ProjectedScore {
    /// From incomplete roads.
    pub roads: u32,
    /// From incomplete cities.
    pub cities: u32,
    /// From incomplete cloisters.
    pub cloisters: u32,
    /// From fields.
    pub fields: u32,
    /// All of it: the score plus this is the projected final score.
    pub total: u32,
}

impl From<scene::ProjectedScore> for ProjectedScore {
    fn from(projected: scene::ProjectedScore) -> ProjectedScore {
        ProjectedScore {
            roads: projected.roads,
            cities: projected.cities,
            cloisters: projected.cloisters,
            fields: projected.fields,
            total: projected.total(),
        }
    }
}

/// How many tiles of one type are left to draw.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct TilesLeft {
    /// The tile type's id (draw it with `tile_artwork(tile)`).
    pub tile: String,
    /// How many of it are left.
    pub count: u32,
    /// The tile in words, for a screen reader or a list ("a city and a road").
    pub words: String,
}

/// Points by source.
#[derive(Debug, Clone, Copy, PartialEq, Eq, uniffi::Record)]
pub struct ScoreBreakdown {
    /// From roads.
    pub roads: u32,
    /// From cities.
    pub cities: u32,
    /// From cloisters.
    pub cloisters: u32,
    /// From fields.
    pub fields: u32,
    /// From The Catapult.
    pub catapult: u32,
    /// The part scored at the end of the game.
    pub at_end: u32,
}

impl From<&Breakdown> for ScoreBreakdown {
    fn from(breakdown: &Breakdown) -> ScoreBreakdown {
        ScoreBreakdown {
            roads: breakdown.points_for(SegmentKind::Road),
            cities: breakdown.points_for(SegmentKind::City),
            cloisters: breakdown.points_for(SegmentKind::Cloister),
            fields: breakdown.points_for(SegmentKind::Field),
            catapult: breakdown.catapult,
            at_end: breakdown.at_end,
        }
    }
}

/// What the game waits for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, uniffi::Enum)]
pub enum TurnStep {
    /// Place the drawn tile (tap a legal cell, turn it, confirm).
    PlaceTile,
    /// Put a follower on the tile just placed, or skip; undo takes the tile back.
    PlaceFollower,
    /// The fair tile's player chooses the catapult token.
    ChooseToken,
    /// The player hurls.
    Hurl,
    /// The catcher tries to catch the token just hurled.
    Catch,
    /// The hurler decides the seduction.
    Seduce,
    /// The game is over.
    GameOver,
}

impl From<Phase> for TurnStep {
    fn from(phase: Phase) -> TurnStep {
        match phase {
            Phase::PlaceTile => TurnStep::PlaceTile,
            Phase::PlaceFollower { .. } => TurnStep::PlaceFollower,
            Phase::ChooseToken => TurnStep::ChooseToken,
            Phase::Hurl => TurnStep::Hurl,
            Phase::Catch => TurnStep::Catch,
            Phase::Seduce => TurnStep::Seduce,
            Phase::GameOver => TurnStep::GameOver,
        }
    }
}

/// Whose turn it is and what they may do.
#[derive(Debug, Clone, PartialEq, uniffi::Record)]
pub struct TurnView {
    /// The seat to act.
    pub player: u32,
    /// What the game waits for.
    pub step: TurnStep,
    /// The same in words ("a tile placement").
    pub waiting_for: String,
    /// The tile to place, during a placement.
    pub drawn_tile: Option<String>,
    /// Tiles left in the pile.
    pub tiles_left: u32,
    /// The same by tile type, in the catalogue's order (the drawn tile is not in it).
    pub tiles_left_by_type: Vec<TilesLeft>,
    /// Where the drawn tile fits, with the rotations that fit there.
    pub legal: Vec<LegalPlacement>,
    /// How many placements (cell and rotation) fit the drawn tile.
    pub fitting_places: u32,
    /// The tile placed this turn.
    pub placed_this_turn: Option<Cell>,
    /// Where a follower may go on it.
    pub follower_choices: Vec<FollowerChoice>,
    /// Whether `undo` would take the tile back.
    pub can_undo: bool,
    /// Whether a bot plays this seat (call `play_bots`).
    pub bot_to_play: bool,
}

/// A cell where the drawn tile fits.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct LegalPlacement {
    /// The cell.
    pub cell: Cell,
    /// Clockwise quarter turns that fit there, ascending.
    pub rotations: Vec<u32>,
}

/// A spot on the tile just placed where a follower may go.
#[derive(Debug, Clone, PartialEq, uniffi::Record)]
pub struct FollowerChoice {
    /// The segment to pass to `place_follower`.
    pub segment: u32,
    /// Thief, knight, farmer or monk.
    pub kind: FeatureKind,
    /// Where it would stand, tile units on the board.
    pub at: Spot,
}

/// The table during a catapult round, in metres (centred on the origin, y north).
#[derive(Debug, Clone, PartialEq, uniffi::Record)]
pub struct RoundView {
    /// Table size east–west, m.
    pub table_width: f64,
    /// Table size north–south, m.
    pub table_depth: f64,
    /// Where board cell (0, 0)'s centre lies on the table, m.
    pub board_origin: Spot,
    /// A tile's side, m.
    pub tile_size: f64,
    /// The catapults in seat order.
    pub seats: Vec<SeatOnTable>,
    /// Tokens resting from this round's hurls.
    pub tokens: Vec<RestingToken>,
    /// The round's token, once chosen.
    pub token: Option<Token>,
    /// Who chose it (the fair tile's player).
    pub chooser: u32,
    /// The seat that hurls next.
    pub hurler: u32,
    /// The fair tile that started the round.
    pub fair: Cell,
    /// Followers the hurler may seduce (ties within 1 mm), during the seduction choice.
    pub seduction_targets: Vec<u32>,
    /// With the knock-out or seduction token: every opponent follower as the hurler aims at
    /// it, nearest first (empty with the other tokens).
    pub aims: Vec<AimAt>,
    /// Hurls made so far this round.
    pub hurls: u32,
    /// While the catch token is aimed and during the catch: where the catcher's hands wait
    /// and how the attempt is judged.
    pub catch_zone: Option<CatchZone>,
    /// How the round is seen at this stage: from the acting seat (at the bottom), what it
    /// frames. Draw it through `round_camera_transform`.
    pub camera: Option<RoundCamera>,
}

/// How a catch is judged (the rule book's catch token): for drawing the catcher's hands and
/// the ruler line, and for timing the tap.
#[derive(Debug, Clone, Copy, PartialEq, uniffi::Record)]
pub struct CatchZone {
    /// The catcher's seat.
    pub catcher: u32,
    /// The hurler's seat.
    pub hurler: u32,
    /// Where the catcher's hands wait on the table, m.
    pub hands: Spot,
    /// Their height above the table, m.
    pub hands_height: f64,
    /// How far the hands reach, m.
    pub reach: f64,
    /// A tap this close to the moment the token passes the hands catches it, s.
    pub catch_window_s: f64,
    /// A tap this close touches it without catching, s.
    pub touch_window_s: f64,
    /// A point of the ruler line, half-way between the two seats, m.
    pub ruler_point: Spot,
    /// The ruler line's direction (a unit vector).
    pub ruler_direction: Spot,
}

/// A catapult on the table edge.
#[derive(Debug, Clone, Copy, PartialEq, uniffi::Record)]
pub struct SeatOnTable {
    /// Its point on the edge, m.
    pub at: Spot,
    /// The direction it throws when aimed straight, radians from east, counter-clockwise.
    pub facing: f64,
}

/// A token resting on the table.
#[derive(Debug, Clone, Copy, PartialEq, uniffi::Record)]
pub struct RestingToken {
    /// The seat that hurled it.
    pub owner: u32,
    /// Its kind.
    pub token: Token,
    /// Its centre, m.
    pub at: Spot,
}

/// An opponent's follower as seen from the hurler's catapult.
#[derive(Debug, Clone, PartialEq, uniffi::Record)]
pub struct AimAt {
    /// The follower's id.
    pub follower: u32,
    /// Its owner's seat.
    pub owner: u32,
    /// What it stands on (thief, knight, farmer, monk).
    pub kind: FeatureKind,
    /// Its tile.
    pub cell: Cell,
    /// The aim that points at it, degrees from straight ahead, to the hurler's left positive
    /// (the `aim_degrees` of a launch).
    pub aim_degrees: f64,
    /// How far it is from the catapult, m.
    pub distance_m: f64,
    /// Whether a hurl can be aimed at it (within 90° of straight ahead).
    pub in_reach: bool,
    /// All of it in words, for after its owner's name: "knight on (1, 0): 12° to the left
    /// (aim 12), 48 cm away".
    pub words: String,
}

/// The view of `game` with the seats' `names` and which seats are bots.
pub fn game_view(
    game: &Game,
    game_id: Option<i64>,
    names: &[String],
    bots: &[bool],
    can_undo: bool,
) -> GameView {
    let scene: BoardScene = scene::board_scene(game, names);
    let current = usize::from(scene.turn.player);
    let bot_to_play = !scene.turn.game_over && bots.get(current).copied().unwrap_or(false);
    GameView {
        game_id,
        tiles: scene
            .tiles
            .iter()
            .map(|t| PlacedTileView {
                cell: t.cell.into(),
                tile: tile_id(t.tile),
                rotation: u32::from(t.rotation.quarters()),
            })
            .collect(),
        followers: scene
            .followers
            .iter()
            .map(|f| FollowerView {
                id: f.id,
                owner: u32::from(f.owner),
                cell: f.cell.into(),
                segment: u32::from(f.segment),
                kind: f.kind.into(),
                at: f.at.into(),
                lying: f.pose == Pose::Lying,
                big: f.big,
            })
            .collect(),
        features: scene
            .features
            .iter()
            .map(|f| HeldFeature {
                kind: f.kind.into(),
                parts: f
                    .parts
                    .iter()
                    .map(|(cell, segment)| FeaturePart {
                        cell: (*cell).into(),
                        segment: u32::from(*segment),
                    })
                    .collect(),
                holders: f.holders.iter().map(|&h| u32::from(h)).collect(),
                followers: f.followers.clone(),
                complete: f.complete,
                points: f.points,
            })
            .collect(),
        players: scene
            .players
            .iter()
            .map(|p| PlayerView {
                seat: u32::from(p.seat),
                name: p.name.clone(),
                bot: bots.get(usize::from(p.seat)).copied().unwrap_or(false),
                colour: p.colour.clone().into(),
                score: p.score,
                supply: u32::from(p.supply),
                big_follower_in_supply: p.big_follower_in_supply,
                current: p.current,
                breakdown: game
                    .breakdown()
                    .get(usize::from(p.seat))
                    .map(ScoreBreakdown::from)
                    .unwrap_or(ScoreBreakdown {
                        roads: 0,
                        cities: 0,
                        cloisters: 0,
                        fields: 0,
                        catapult: 0,
                        at_end: 0,
                    }),
                projected: p.projected.into(),
            })
            .collect(),
        turn: TurnView {
            player: u32::from(scene.turn.player),
            step: game.phase().into(),
            waiting_for: scene.turn.waiting_for.clone(),
            drawn_tile: scene.turn.drawn_tile.map(tile_id),
            tiles_left: scene.turn.tiles_left,
            tiles_left_by_type: scene
                .turn
                .tiles_left_by_type
                .iter()
                .map(|left| TilesLeft {
                    tile: tile_id(left.tile),
                    count: left.count,
                    words: left.words.clone(),
                })
                .collect(),
            legal: legal_placements(&scene.turn.legal),
            fitting_places: scene.turn.fitting_places,
            placed_this_turn: scene.turn.placed_this_turn.map(Cell::from),
            follower_choices: scene
                .turn
                .follower_choices
                .iter()
                .map(|c| FollowerChoice {
                    segment: u32::from(c.segment),
                    kind: c.kind.into(),
                    at: c.at.into(),
                })
                .collect(),
            can_undo,
            bot_to_play,
        },
        hurls_played: u32::try_from(scene::hurl_indices(game.actions()).len()).unwrap_or(u32::MAX),
        bounds_min: scene.bounds.min.into(),
        bounds_max: scene.bounds.max.into(),
        round: scene.round.as_ref().map(RoundView::from),
    }
}

impl From<&scene::RoundView> for RoundView {
    fn from(round: &scene::RoundView) -> RoundView {
        RoundView {
            table_width: round.table.x,
            table_depth: round.table.y,
            board_origin: round.board_origin.into(),
            tile_size: round.tile_size,
            seats: round
                .seats
                .iter()
                .map(|s| SeatOnTable {
                    at: s.at.into(),
                    facing: s.facing,
                })
                .collect(),
            tokens: round
                .tokens
                .iter()
                .map(|t| RestingToken {
                    owner: u32::from(t.owner),
                    token: t.kind.into(),
                    at: t.at.into(),
                })
                .collect(),
            token: round.token.map(Token::from),
            chooser: u32::from(round.chooser),
            hurler: u32::from(round.hurler),
            fair: round.fair.into(),
            seduction_targets: round.seduction_targets.clone(),
            aims: round
                .aims
                .iter()
                .map(|aim| AimAt {
                    follower: aim.follower,
                    owner: u32::from(aim.owner),
                    kind: aim.kind.into(),
                    cell: aim.cell.into(),
                    aim_degrees: aim.aim_degrees,
                    distance_m: aim.distance,
                    in_reach: aim.in_reach,
                    words: aim.words.clone(),
                })
                .collect(),
            hurls: seat_number(round.hurls),
            catch_zone: round.catch_zone.map(CatchZone::from),
            camera: round.camera.as_ref().map(RoundCamera::from),
        }
    }
}

impl From<scene::CatchZone> for CatchZone {
    fn from(zone: scene::CatchZone) -> CatchZone {
        CatchZone {
            catcher: seat_number(zone.catcher),
            hurler: seat_number(zone.hurler),
            hands: zone.hands.into(),
            hands_height: zone.hands_height,
            reach: zone.reach,
            catch_window_s: zone.catch_window,
            touch_window_s: zone.touch_window,
            ruler_point: zone.ruler_point.into(),
            ruler_direction: zone.ruler_direction.into(),
        }
    }
}

/// The legal cells for the apps.
pub fn legal_placements(legal: &[LegalCell]) -> Vec<LegalPlacement> {
    legal
        .iter()
        .map(|l| LegalPlacement {
            cell: l.cell.into(),
            rotations: l
                .rotations
                .iter()
                .map(|r| u32::from(r.quarters()))
                .collect(),
        })
        .collect()
}
