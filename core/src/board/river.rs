//! The River's placement rules (RULES.md, R2): a river tile continues the river from its open
//! end, and the river never turns back on itself (no two bends the same way in a row).

use super::Board;
use crate::tiles::{EdgeKind, Rotation, Side, TileType};

/// Which way a river tile turns the water, seen looking downstream.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Bend {
    /// Straight on (or the spring or the lake, which have one river edge).
    Straight,
    /// A bend to the left.
    Left,
    /// A bend to the right.
    Right,
}

/// Why a river tile may not go somewhere.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RiverRefusal {
    /// None of its river edges meets the river's open end.
    NotContinued,
    /// It bends the same way as the river's last bend: a U-turn.
    UTurn,
}

/// The board sides of `tile` turned by `rotation` that carry the river.
pub fn river_sides(tile: &TileType, rotation: Rotation) -> Vec<Side> {
    Side::ALL
        .into_iter()
        .filter(|side| tile.edge(rotation, *side) == EdgeKind::River)
        .collect()
}

/// The bend of a river tile whose water comes in through `inflow` and leaves through the other
/// river side in `sides` (none: a lake).
pub fn bend(inflow: Side, sides: &[Side]) -> Bend {
    let Some(outflow) = sides.iter().find(|side| **side != inflow) else {
        return Bend::Straight;
    };
    // The water heads away from the side it came in by.
    let heading = inflow.opposite().index();
    match (outflow.index() + 4 - heading) % 4 {
        1 => Bend::Right,
        3 => Bend::Left,
        _ => Bend::Straight,
    }
}

impl Board {
    /// Whether the river tile `tile` may go at `pos` turned by `rotation`, by the River's own
    /// rules (the edges are checked elsewhere). A tile without river edges always may.
    pub fn river_refusal(
        &self,
        tile: &TileType,
        pos: super::Pos,
        rotation: Rotation,
    ) -> Option<RiverRefusal> {
        // Most tiles have no river: answer at once, as this runs for every candidate placement.
        if !tile.edges.contains(&EdgeKind::River) {
            return None;
        }
        let sides = river_sides(tile, rotation);
        if sides.is_empty() {
            return None;
        }
        let Some(inflow) = sides.iter().copied().find(|side| {
            self.tile_at(pos.beyond(*side)).is_some_and(|neighbour| {
                neighbour
                    .tile_type()
                    .edge(neighbour.rotation, side.opposite())
                    == EdgeKind::River
            })
        }) else {
            return Some(RiverRefusal::NotContinued);
        };
        match bend(inflow, &sides) {
            Bend::Straight => None,
            turn if Some(turn) == self.last_river_bend() => Some(RiverRefusal::UTurn),
            _ => None,
        }
    }

    /// The way the river's most recent bend turned, if it has bent yet: each river tile's
    /// water comes in from the river tile placed before it.
    pub fn last_river_bend(&self) -> Option<Bend> {
        let mut last = None;
        for (index, placed) in self.tiles().iter().enumerate() {
            let tile = placed.tile_type();
            let sides = river_sides(tile, placed.rotation);
            let inflow = sides.iter().copied().find(|side| {
                self.tile_at(placed.pos.beyond(*side))
                    .is_some_and(|neighbour| self.index_of(neighbour.pos) < Some(index))
            });
            if let Some(inflow) = inflow {
                match bend(inflow, &sides) {
                    Bend::Straight => {}
                    turn => last = Some(turn),
                }
            }
        }
        last
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn water_coming_from_the_west_and_leaving_north_bends_left() {
        assert_eq!(bend(Side::W, &[Side::W, Side::N]), Bend::Left);
        assert_eq!(bend(Side::W, &[Side::S, Side::W]), Bend::Right);
        assert_eq!(bend(Side::W, &[Side::W, Side::E]), Bend::Straight);
        assert_eq!(bend(Side::W, &[Side::W]), Bend::Straight);
    }
}
