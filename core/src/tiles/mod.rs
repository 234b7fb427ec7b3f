//! The tile catalogue: every tile type of the base game, The Catapult and Inns & Cathedrals,
//! compiled into the library, with edges, segments and rotation.

mod catalogue;
mod geometry;

pub use catalogue::{Catalogue, TileTypeId, catalogue};
pub use geometry::{Half, Rotation, Side};

use serde::{Deserialize, Serialize};
use std::fmt;

/// What an edge of a tile shows; neighbours must show the same kind.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum EdgeKind {
    /// Green field.
    Field = 0,
    /// A road reaching the edge (with field on both halves).
    Road = 1,
    /// City wall open to the neighbour.
    City = 2,
    /// The River: water reaching the edge, with field on both banks. It is no feature: no
    /// follower stands on it, it ends roads and splits fields.
    River = 3,
}

impl EdgeKind {
    /// A short lowercase name for messages.
    pub const fn name(self) -> &'static str {
        match self {
            EdgeKind::Field => "field",
            EdgeKind::Road => "road",
            EdgeKind::City => "city",
            EdgeKind::River => "river",
        }
    }
}

/// The kind of a feature a follower can stand on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SegmentKind {
    /// A road: a follower here is a thief.
    Road,
    /// A city: a follower here is a knight.
    City,
    /// A field: a follower here is a farmer (lies down, stays until the end).
    Field,
    /// A cloister: a follower here is a monk.
    Cloister,
}

impl SegmentKind {
    /// A short lowercase name, as used in spot names (`road:E`).
    pub const fn name(self) -> &'static str {
        match self {
            SegmentKind::Road => "road",
            SegmentKind::City => "city",
            SegmentKind::Field => "field",
            SegmentKind::Cloister => "cloister",
        }
    }

    /// What a follower on this kind of feature is called.
    pub const fn role(self) -> &'static str {
        match self {
            SegmentKind::Road => "thief",
            SegmentKind::City => "knight",
            SegmentKind::Field => "farmer",
            SegmentKind::Cloister => "monk",
        }
    }
}

impl fmt::Display for SegmentKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// How far from a cloister tile's centre a farmer must lie to be clear of the chapel, tile units.
const CHAPEL_CLEARANCE: f64 = 0.25;

/// One piece of a feature printed on a tile, in printed (unrotated) orientation.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Segment {
    /// Road, city, field or cloister.
    pub kind: SegmentKind,
    /// Bit `s` set when the segment reaches printed side `s` (roads and cities).
    pub sides: u8,
    /// Bit `h` set when the segment owns printed half `h` (fields).
    pub halves: u8,
    /// Pennants (coats of arms) on a city segment.
    pub pennants: u8,
    /// An inn beside this road (Inns & Cathedrals): the road scores double when completed and
    /// nothing at the end.
    pub inn: bool,
    /// A cathedral in this city (Inns & Cathedrals): the city scores 3 a tile and pennant when
    /// completed and nothing at the end.
    pub cathedral: bool,
    /// For a field: indices (into the tile's segments) of the city segments it touches.
    pub adjacent_cities: Vec<u8>,
}

impl Segment {
    /// The printed sides this segment reaches, clockwise from north.
    pub fn printed_sides(&self) -> impl Iterator<Item = Side> + '_ {
        Side::ALL
            .into_iter()
            .filter(|side| self.sides & (1 << side.index()) != 0)
    }

    /// How many edges this segment reaches (the open ends a road or city starts with).
    pub const fn edge_count(&self) -> u32 {
        self.sides.count_ones()
    }
}

/// The fair printed on a Catapult tile (used by the catapult round; it is no feature).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Fair {
    /// Printed sides whose roads the fair ends.
    pub ends_roads: u8,
}

/// A segment as the board sees it at a side or half: its number in the order first met, its
/// kind and its pennants.
type SeenSegment = (usize, SegmentKind, u8);

/// A tile type: its edges and segments as printed, and how many the pile holds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TileType {
    /// The community id, e.g. `BA/RCr` or `CA/RFR`.
    pub id: String,
    /// The base-game letter A–X, if any.
    pub letter: Option<char>,
    /// How many tiles of this type the game has (including the start tile).
    pub count: u8,
    /// Edge kinds, printed orientation, indexed by [`Side::index`].
    pub edges: [EdgeKind; 4],
    /// Roads, cities, fields and the cloister, in the order of tiles.json.
    pub segments: Vec<Segment>,
    /// The fair, on Catapult tiles.
    pub fair: Option<Fair>,
    /// Whether one tile of this type is the start tile.
    pub start: bool,
    /// Which box the tile comes from.
    pub expansion: Expansion,
    /// For each printed side: the road or city segment reaching it.
    side_segment: [Option<u8>; 4],
    /// For each printed half: the field segment owning it.
    half_segment: [Option<u8>; 8],
    /// Packed edge kinds for each rotation: 2 bits per board side.
    signatures: [u8; 4],
}

/// The box a tile comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Expansion {
    /// Carcassonne, the base game.
    Base,
    /// The Catapult.
    Catapult,
    /// Inns & Cathedrals (1st edition).
    InnsCathedrals,
    /// The River (1st edition).
    River,
}

impl TileType {
    /// The name players use: the letter for base tiles, the id otherwise.
    pub fn name(&self) -> String {
        match self.letter {
            Some(letter) => letter.to_string(),
            None => self.id.clone(),
        }
    }

    /// The tile in a few words for players, without its catalogue id: "a city and a road",
    /// "a cloister", "a fair tile with 3 roads".
    pub fn description(&self) -> String {
        let count = |kind: SegmentKind| self.segments.iter().filter(|s| s.kind == kind).count();
        let some = |n: usize, one: &str, many: &str| match n {
            0 => None,
            1 => Some(format!("a {one}")),
            n => Some(format!("{n} {many}")),
        };
        let parts: Vec<String> = [
            some(count(SegmentKind::Cloister), "cloister", "cloisters"),
            some(count(SegmentKind::City), "city", "cities"),
            some(count(SegmentKind::Road), "road", "roads"),
        ]
        .into_iter()
        .flatten()
        .collect();
        let features = match parts.split_last() {
            None => "fields only".to_owned(),
            Some((last, [])) => last.clone(),
            Some((last, rest)) => format!("{} and {last}", rest.join(", ")),
        };
        if self.fair.is_some() {
            format!("a fair tile with {features}")
        } else {
            features
        }
    }

    /// The edge kind at `board` side when the tile lies with `rotation`.
    pub fn edge(&self, rotation: Rotation, board: Side) -> EdgeKind {
        self.edges[rotation.printed_side(board).index()]
    }

    /// The four edge kinds on the board, packed 2 bits per side (N lowest), for fast matching.
    pub fn signature(&self, rotation: Rotation) -> u8 {
        self.signatures[rotation.quarters() as usize]
    }

    /// The road or city segment reaching `board` side, if any.
    pub fn segment_at_side(&self, rotation: Rotation, board: Side) -> Option<u8> {
        self.side_segment[rotation.printed_side(board).index()]
    }

    /// The field segment owning `board` half, if any.
    pub fn segment_at_half(&self, rotation: Rotation, board: Half) -> Option<u8> {
        self.half_segment[rotation.printed_half(board).index()]
    }

    /// Where a follower on `segment` stands (or a farmer lies), in tile units from the tile's
    /// centre (x east, y north, each within ±0.5), as the tile lies with `rotation`. Physics
    /// and pictures use the same point, so what a player sees hit is what the rules count.
    pub fn follower_spot(&self, rotation: Rotation, segment: u8) -> [f64; 2] {
        const SIDES: [[f64; 2]; 4] = [[0.0, 0.5], [0.5, 0.0], [0.0, -0.5], [-0.5, 0.0]];
        const HALVES: [[f64; 2]; 8] = [
            [-0.25, 0.5],
            [0.25, 0.5],
            [0.5, 0.25],
            [0.5, -0.25],
            [0.25, -0.5],
            [-0.25, -0.5],
            [-0.5, -0.25],
            [-0.5, 0.25],
        ];
        let Some(data) = self.segments.get(segment as usize) else {
            return [0.0, 0.0];
        };
        let (points, bits, pull): (&[[f64; 2]], u8, f64) = match data.kind {
            SegmentKind::Cloister => return [0.0, 0.0],
            SegmentKind::Road => (&SIDES, data.sides, 0.6),
            SegmentKind::City => (&SIDES, data.sides, 0.7),
            SegmentKind::Field => (&HALVES, data.halves, 0.7),
        };
        let chosen: Vec<[f64; 2]> = points
            .iter()
            .enumerate()
            .filter(|(i, _)| bits & (1 << i) != 0)
            .map(|(_, p)| *p)
            .collect();
        let n = chosen.len().max(1) as f64;
        let (mut x, mut y) = chosen.iter().fold((0.0, 0.0), |(x, y), p| {
            (x + p[0] / n * pull, y + p[1] / n * pull)
        });
        // A farmer on a cloister tile lies beside the chapel, not under the monk's spot; on
        // the spring or the lake, beside the water.
        if data.kind == SegmentKind::Field
            && (self.cloister_segment().is_some() || self.river_edges() == 1)
            && x.hypot(y) < CHAPEL_CLEARANCE
        {
            (x, y) = (0.3, -0.3);
        }
        // A quarter turn clockwise takes (x, y) to (y, -x).
        (0..rotation.quarters()).fold([x, y], |[x, y], _| [y, -x])
    }

    /// How many of its edges carry The River (1 on the spring and the lake, 2 on the others).
    pub fn river_edges(&self) -> usize {
        self.edges
            .iter()
            .filter(|edge| **edge == EdgeKind::River)
            .count()
    }

    /// Whether the tile lies on the board the same way turned `a` and turned `b`: the same
    /// features reach the same sides and halves, with the same pennants and fair. A plain
    /// cloister looks the same all four ways, a straight road two ways.
    pub fn looks_the_same(&self, a: Rotation, b: Rotation) -> bool {
        a == b || self.layout(a) == self.layout(b)
    }

    /// What the board sees of the tile turned `rotation`, with its segments numbered in the
    /// order they first reach a side (N, E, S, W), then a half: per side and per half the
    /// segment (renumbered) with its kind and pennants, and the sides whose road the fair ends.
    fn layout(&self, rotation: Rotation) -> (Vec<Option<SeenSegment>>, bool) {
        let mut order: Vec<u8> = Vec::new();
        let mut seen = |segment: Option<u8>| {
            segment.map(|segment| {
                let number = order.iter().position(|s| *s == segment).unwrap_or_else(|| {
                    order.push(segment);
                    order.len() - 1
                });
                let data = &self.segments[usize::from(segment)];
                (number, data.kind, data.pennants)
            })
        };
        let mut layout: Vec<Option<SeenSegment>> = Side::ALL
            .iter()
            .map(|side| seen(self.segment_at_side(rotation, *side)))
            .collect();
        layout.extend(
            Half::ALL
                .iter()
                .map(|half| seen(self.segment_at_half(rotation, *half))),
        );
        // The fair's ended roads, as board sides.
        layout.extend(Side::ALL.iter().map(|side| {
            let printed = rotation.printed_side(*side);
            self.fair
                .as_ref()
                .filter(|fair| fair.ends_roads & (1 << printed.index()) != 0)
                .map(|_| (usize::MAX, SegmentKind::Road, 0))
        }));
        (layout, self.cloister_segment().is_some())
    }

    /// The index of the cloister segment, if the tile has one.
    pub fn cloister_segment(&self) -> Option<u8> {
        self.segments
            .iter()
            .position(|segment| segment.kind == SegmentKind::Cloister)
            .and_then(|index| u8::try_from(index).ok())
    }
}
