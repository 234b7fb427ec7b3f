//! Directions on a square tile, field halves and quarter-turn rotations.

use serde::{Deserialize, Serialize};
use std::fmt;

/// One of the four edges of a tile, as it lies on the board (north is +y).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Side {
    /// The edge towards +y.
    N = 0,
    /// The edge towards +x.
    E = 1,
    /// The edge towards -y.
    S = 2,
    /// The edge towards -x.
    W = 3,
}

impl Side {
    /// All four sides, clockwise from north.
    pub const ALL: [Side; 4] = [Side::N, Side::E, Side::S, Side::W];

    /// The side with index `i` (taken modulo 4), clockwise from north.
    pub const fn from_index(i: usize) -> Side {
        Side::ALL[i % 4]
    }

    /// Index 0..4, clockwise from north.
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The side facing this one across a shared edge.
    pub const fn opposite(self) -> Side {
        Side::from_index(self.index() + 2)
    }

    /// The grid step `(dx, dy)` towards the neighbour beyond this edge.
    pub const fn step(self) -> (i32, i32) {
        match self {
            Side::N => (0, 1),
            Side::E => (1, 0),
            Side::S => (0, -1),
            Side::W => (-1, 0),
        }
    }

    /// Parses `N`, `E`, `S` or `W`.
    pub fn parse(text: &str) -> Option<Side> {
        match text {
            "N" => Some(Side::N),
            "E" => Some(Side::E),
            "S" => Some(Side::S),
            "W" => Some(Side::W),
            _ => None,
        }
    }
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let name = ["N", "E", "S", "W"][self.index()];
        f.write_str(name)
    }
}

/// Half of an edge, used to connect fields across tiles.
///
/// Index `2 * side + 0` is the left half and `2 * side + 1` the right half, "left" and "right" as
/// seen from the tile centre looking out through that edge: NL, NR, EL, ER, SL, SR, WL, WR, which
/// runs clockwise round the tile starting at the west half of the north edge.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Half(u8);

impl Half {
    /// All eight halves, clockwise from NL.
    pub const ALL: [Half; 8] = [
        Half(0),
        Half(1),
        Half(2),
        Half(3),
        Half(4),
        Half(5),
        Half(6),
        Half(7),
    ];
    const NAMES: [&'static str; 8] = ["NL", "NR", "EL", "ER", "SL", "SR", "WL", "WR"];

    /// The half with index `i` (taken modulo 8).
    pub const fn from_index(i: usize) -> Half {
        Half((i % 8) as u8)
    }

    /// Index 0..8, clockwise from NL.
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The edge this half belongs to.
    pub const fn side(self) -> Side {
        Side::from_index(self.0 as usize / 2)
    }

    /// The half of the neighbouring tile that touches this one: the opposite edge, other hand.
    pub const fn facing(self) -> Half {
        let side = self.side().opposite().index();
        let hand = 1 - (self.0 as usize % 2);
        Half::from_index(side * 2 + hand)
    }

    /// Parses `NL` … `WR`.
    pub fn parse(text: &str) -> Option<Half> {
        Half::NAMES
            .iter()
            .position(|name| *name == text)
            .map(Half::from_index)
    }
}

impl fmt::Display for Half {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(Half::NAMES[self.index()])
    }
}

/// A clockwise rotation in quarter turns (0..4). Serialized as degrees: 0, 90, 180, 270.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default, Serialize, Deserialize,
)]
#[serde(try_from = "u16", into = "u16")]
pub struct Rotation(u8);

impl Rotation {
    /// The four rotations: 0°, 90°, 180°, 270°.
    pub const ALL: [Rotation; 4] = [Rotation(0), Rotation(1), Rotation(2), Rotation(3)];

    /// A rotation of `quarters` clockwise quarter turns (taken modulo 4).
    pub const fn from_quarters(quarters: u8) -> Rotation {
        Rotation(quarters % 4)
    }

    /// A rotation from degrees clockwise; only 0, 90, 180 and 270 exist.
    pub const fn from_degrees(degrees: u16) -> Option<Rotation> {
        match degrees {
            0 => Some(Rotation(0)),
            90 => Some(Rotation(1)),
            180 => Some(Rotation(2)),
            270 => Some(Rotation(3)),
            _ => None,
        }
    }

    /// Clockwise quarter turns, 0..4.
    pub const fn quarters(self) -> u8 {
        self.0
    }

    /// Degrees clockwise.
    pub const fn degrees(self) -> u16 {
        self.0 as u16 * 90
    }

    /// Where a printed (unrotated) side ends up on the board.
    pub const fn turn_side(self, printed: Side) -> Side {
        Side::from_index(printed.index() + self.0 as usize)
    }

    /// Which printed side lies at `board` side after this rotation.
    pub const fn printed_side(self, board: Side) -> Side {
        Side::from_index(board.index() + 4 - self.0 as usize)
    }

    /// Where a printed half ends up on the board.
    pub const fn turn_half(self, printed: Half) -> Half {
        Half::from_index(printed.index() + 2 * self.0 as usize)
    }

    /// Which printed half lies at `board` half after this rotation.
    pub const fn printed_half(self, board: Half) -> Half {
        Half::from_index(board.index() + 8 - 2 * self.0 as usize)
    }
}

impl TryFrom<u16> for Rotation {
    type Error = String;

    fn try_from(degrees: u16) -> Result<Self, Self::Error> {
        Rotation::from_degrees(degrees).ok_or_else(|| {
            format!("rotation {degrees}° is not a quarter turn: use 0, 90, 180 or 270")
        })
    }
}

impl From<Rotation> for u16 {
    fn from(rotation: Rotation) -> u16 {
        rotation.degrees()
    }
}

impl fmt::Display for Rotation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}°", self.degrees())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_quarter_turn_moves_north_to_east() {
        let quarter = Rotation::from_quarters(1);
        assert_eq!(quarter.turn_side(Side::N), Side::E);
        assert_eq!(quarter.printed_side(Side::E), Side::N);
        assert_eq!(
            quarter.turn_half(Half::parse("WR").unwrap()),
            Half::parse("NR").unwrap()
        );
    }

    #[test]
    fn facing_halves_share_the_same_stretch_of_edge() {
        let pairs = [("NL", "SR"), ("NR", "SL"), ("EL", "WR"), ("ER", "WL")];
        for (a, b) in pairs {
            let (a, b) = (Half::parse(a).unwrap(), Half::parse(b).unwrap());
            assert_eq!(a.facing(), b);
            assert_eq!(b.facing(), a);
        }
    }

    #[test]
    fn rotations_round_trip_through_degrees() {
        for rotation in Rotation::ALL {
            assert_eq!(Rotation::try_from(rotation.degrees()), Ok(rotation));
        }
        assert!(Rotation::try_from(45).is_err());
    }
}
