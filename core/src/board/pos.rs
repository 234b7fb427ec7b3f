//! Grid positions of tiles on the board.

use super::super::tiles::Side;
use serde::{Deserialize, Serialize};
use std::fmt;

/// A cell of the board: x grows to the east, y to the north; the start tile is at (0, 0).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Pos {
    /// Column, growing to the east.
    pub x: i32,
    /// Row, growing to the north.
    pub y: i32,
}

impl Pos {
    /// The start tile's cell.
    pub const ORIGIN: Pos = Pos { x: 0, y: 0 };

    /// How far from the start tile a cell given as input (a scenario file, a page) may lie,
    /// cells, in x and in y. A whole game's 84 tiles never reach a tenth of it: anything
    /// further is a mistake or hostile input, refused before any arithmetic.
    pub const REACH: u32 = 1000;

    /// A cell from its coordinates.
    pub const fn new(x: i32, y: i32) -> Pos {
        Pos { x, y }
    }

    /// Whether both coordinates lie within [`Pos::REACH`] of the start tile.
    pub const fn within_reach(self) -> bool {
        // unsigned_abs: i32::MIN has no positive i32 (its abs() would overflow).
        self.x.unsigned_abs() <= Pos::REACH && self.y.unsigned_abs() <= Pos::REACH
    }

    /// The neighbouring cell beyond `side`.
    pub const fn beyond(self, side: Side) -> Pos {
        let (dx, dy) = side.step();
        Pos {
            x: self.x.saturating_add(dx),
            y: self.y.saturating_add(dy),
        }
    }

    /// The 8 cells around this one (a cloister's neighbours), row by row from the north-west.
    pub fn surrounding(self) -> impl Iterator<Item = Pos> {
        (-1..=1).rev().flat_map(move |dy| {
            (-1..=1)
                .filter(move |dx| (*dx, dy) != (0, 0))
                .map(move |dx| Pos::new(self.x.saturating_add(dx), self.y.saturating_add(dy)))
        })
    }
}

impl fmt::Display for Pos {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "({}, {})", self.x, self.y)
    }
}
