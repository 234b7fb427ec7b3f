//! The board: placed tiles, where the next tile may go, and the features they form.

mod error;
mod features;
mod pos;
mod river;

pub use error::PlacementError;
pub use features::{Features, NodeId};
pub use pos::Pos;
pub use river::{Bend, RiverRefusal};

use crate::tiles::{EdgeKind, Half, Rotation, SegmentKind, Side, TileType, TileTypeId};
use rustc_hash::FxHashMap;
use serde::{Deserialize, Serialize};

/// A tile lying on the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct PlacedTile {
    /// Its type.
    pub tile: TileTypeId,
    /// Its cell.
    pub pos: Pos,
    /// How it is turned.
    pub rotation: Rotation,
    /// The node of its first segment; segment `i` is node `first_node + i`.
    pub first_node: NodeId,
}

impl PlacedTile {
    /// The tile type's data.
    pub fn tile_type(&self) -> &'static TileType {
        self.tile.tile()
    }

    /// The union-find node of segment `segment` of this tile.
    pub fn node(&self, segment: u8) -> NodeId {
        self.first_node + NodeId::from(segment)
    }
}

/// Where and how a tile may be placed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Placement {
    /// The cell.
    pub pos: Pos,
    /// The rotation.
    pub rotation: Rotation,
}

/// An empty cell next to the board, with the edge kinds its placed neighbours demand.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
struct OpenCell {
    pos: Pos,
    /// 2 bits per side: set where a neighbour constrains the edge.
    mask: u8,
    /// The required edge kinds under `mask`, packed like [`TileType::signature`].
    want: u8,
}

/// The board with its features. Cheap to clone: flat vectors and two small hash indexes.
#[derive(Debug, Clone, Default)]
pub struct Board {
    tiles: Vec<PlacedTile>,
    by_pos: FxHashMap<Pos, u16>,
    frontier: Vec<OpenCell>,
    frontier_by_pos: FxHashMap<Pos, u32>,
    features: Features,
    /// For each node, the index of the placed tile it belongs to.
    node_tile: Vec<u16>,
}

impl Board {
    /// A board with the start tile on (0, 0), unrotated.
    pub fn with_start_tile(start: TileTypeId) -> Board {
        let mut board = Board::default();
        board.put(
            start,
            Placement {
                pos: Pos::ORIGIN,
                rotation: Rotation::default(),
            },
        );
        board
    }

    /// The placed tiles, in the order they were placed.
    pub fn tiles(&self) -> &[PlacedTile] {
        &self.tiles
    }

    /// The tile at `pos`, if any.
    pub fn tile_at(&self, pos: Pos) -> Option<&PlacedTile> {
        self.by_pos
            .get(&pos)
            .and_then(|index| self.tiles.get(*index as usize))
    }

    /// The index in [`Board::tiles`] of the tile at `pos`, if any.
    pub fn index_of(&self, pos: Pos) -> Option<usize> {
        self.by_pos.get(&pos).map(|index| usize::from(*index))
    }

    /// The union-find of features.
    pub fn features(&self) -> &Features {
        &self.features
    }

    /// Every legal placement of `tile`: each empty cell touching the board, each rotation whose
    /// four edges match their neighbours (and, for a river tile, that continues the river).
    pub fn placements(&self, tile: TileTypeId) -> Vec<Placement> {
        let tile = tile.tile();
        let mut legal = Vec::new();
        for cell in &self.frontier {
            for rotation in Rotation::ALL {
                if tile.signature(rotation) & cell.mask == cell.want
                    && self.river_refusal(tile, cell.pos, rotation).is_none()
                {
                    legal.push(Placement {
                        pos: cell.pos,
                        rotation,
                    });
                }
            }
        }
        legal
    }

    /// Whether `tile` fits anywhere.
    pub fn fits_somewhere(&self, tile: TileTypeId) -> bool {
        let tile = tile.tile();
        self.frontier.iter().any(|cell| {
            Rotation::ALL.iter().any(|rotation| {
                tile.signature(*rotation) & cell.mask == cell.want
                    && self.river_refusal(tile, cell.pos, *rotation).is_none()
            })
        })
    }

    /// Checks that `tile` may go at `placement`, saying why not.
    pub fn check(&self, tile: TileTypeId, placement: Placement) -> Result<(), PlacementError> {
        let Placement { pos, rotation } = placement;
        if self.by_pos.contains_key(&pos) {
            return Err(PlacementError::CellTaken { x: pos.x, y: pos.y });
        }
        if !self.frontier_by_pos.contains_key(&pos) {
            return Err(PlacementError::NotTouching { x: pos.x, y: pos.y });
        }
        let tile_type = tile.tile();
        for side in Side::ALL {
            let Some(neighbour) = self.tile_at(pos.beyond(side)) else {
                continue;
            };
            let ours = tile_type.edge(rotation, side);
            let theirs = neighbour
                .tile_type()
                .edge(neighbour.rotation, side.opposite());
            if ours != theirs {
                return Err(PlacementError::EdgeMismatch {
                    side,
                    ours: ours.name(),
                    theirs: theirs.name(),
                });
            }
        }
        match self.river_refusal(tile_type, pos, rotation) {
            None => Ok(()),
            Some(RiverRefusal::NotContinued) => Err(PlacementError::RiverNotContinued),
            Some(RiverRefusal::UTurn) => Err(PlacementError::RiverUTurn),
        }
    }

    /// Places `tile` after checking it fits; returns the new tile's index in [`Board::tiles`].
    pub fn place(
        &mut self,
        tile: TileTypeId,
        placement: Placement,
    ) -> Result<usize, PlacementError> {
        self.check(tile, placement)?;
        Ok(self.put(tile, placement))
    }

    /// Places a tile known to fit: adds its segments, joins them to the neighbours' features
    /// and updates the frontier.
    fn put(&mut self, tile: TileTypeId, placement: Placement) -> usize {
        let Placement { pos, rotation } = placement;
        let index = self.tiles.len();
        let tile_type = tile.tile();
        let first_node = self.features.len() as NodeId;
        for segment in &tile_type.segments {
            self.features.add(segment.edge_count() as u16);
            self.node_tile.push(index as u16);
        }
        let placed = PlacedTile {
            tile,
            pos,
            rotation,
            first_node,
        };
        self.tiles.push(placed);
        self.by_pos.insert(pos, index as u16);
        self.remove_from_frontier(pos);

        for side in Side::ALL {
            let beyond = pos.beyond(side);
            match self.tile_at(beyond).copied() {
                Some(neighbour) => self.join(&placed, &neighbour, side),
                None => self.demand(beyond, side.opposite(), tile_type.edge(rotation, side)),
            }
        }
        index
    }

    /// Joins the segments of `placed` to those of `neighbour` across `side` (of `placed`).
    fn join(&mut self, placed: &PlacedTile, neighbour: &PlacedTile, side: Side) {
        let ours = placed.tile_type();
        let theirs = neighbour.tile_type();
        if let (Some(a), Some(b)) = (
            ours.segment_at_side(placed.rotation, side),
            theirs.segment_at_side(neighbour.rotation, side.opposite()),
        ) {
            self.features
                .connect_edge(placed.node(a), neighbour.node(b));
        }
        for hand in 0..2 {
            let half = Half::from_index(side.index() * 2 + hand);
            if let (Some(a), Some(b)) = (
                ours.segment_at_half(placed.rotation, half),
                theirs.segment_at_half(neighbour.rotation, half.facing()),
            ) {
                self.features.union(placed.node(a), neighbour.node(b));
            }
        }
    }

    /// Records that the empty cell `pos` must show `kind` on its `side`.
    fn demand(&mut self, pos: Pos, side: Side, kind: EdgeKind) {
        let shift = 2 * side.index();
        let slot = match self.frontier_by_pos.get(&pos) {
            Some(slot) => *slot as usize,
            None => {
                self.frontier_by_pos.insert(pos, self.frontier.len() as u32);
                self.frontier.push(OpenCell {
                    pos,
                    mask: 0,
                    want: 0,
                });
                self.frontier.len() - 1
            }
        };
        let cell = &mut self.frontier[slot];
        cell.mask |= 0b11 << shift;
        cell.want |= (kind as u8) << shift;
    }

    fn remove_from_frontier(&mut self, pos: Pos) {
        let Some(slot) = self.frontier_by_pos.remove(&pos) else {
            return;
        };
        let slot = slot as usize;
        self.frontier.swap_remove(slot);
        if let Some(moved) = self.frontier.get(slot) {
            self.frontier_by_pos.insert(moved.pos, slot as u32);
        }
    }

    /// The placed tile and segment index a node stands for.
    pub fn segment_of(&self, node: NodeId) -> (&PlacedTile, u8) {
        let tile = &self.tiles[self.node_tile[node as usize] as usize];
        (tile, (node - tile.first_node) as u8)
    }

    /// The kind of the feature `node` belongs to.
    pub fn kind_of(&self, node: NodeId) -> SegmentKind {
        let (tile, segment) = self.segment_of(node);
        tile.tile_type().segments[segment as usize].kind
    }

    /// How many distinct tiles the feature of `node` covers (a tile counts once even when the
    /// feature runs through it twice).
    pub fn tile_count(&self, node: NodeId) -> u32 {
        let root = self.features.root(node);
        let mut seen = vec![0u64; self.tiles.len().div_ceil(64)];
        let mut count = 0;
        for member in self.features.members(root) {
            let tile = self.node_tile[member as usize] as usize;
            let (word, bit) = (tile / 64, 1u64 << (tile % 64));
            if seen[word] & bit == 0 {
                seen[word] |= bit;
                count += 1;
            }
        }
        count
    }

    /// Pennants in the city `node` belongs to.
    pub fn pennants(&self, node: NodeId) -> u32 {
        let root = self.features.root(node);
        self.features
            .members(root)
            .map(|member| {
                let (tile, segment) = self.segment_of(member);
                u32::from(tile.tile_type().segments[segment as usize].pennants)
            })
            .sum()
    }

    /// Whether the road `node` belongs to has an inn, or the city a cathedral (Inns &
    /// Cathedrals): either doubles the stake, more when completed and nothing at the end.
    pub fn has_inn_or_cathedral(&self, node: NodeId) -> bool {
        let root = self.features.root(node);
        self.features.members(root).any(|member| {
            let (tile, segment) = self.segment_of(member);
            let data = &tile.tile_type().segments[segment as usize];
            data.inn || data.cathedral
        })
    }

    /// The roots of the closed cities the field of `node` touches, in ascending order.
    pub fn closed_cities_of_field(&self, node: NodeId) -> Vec<NodeId> {
        let root = self.features.root(node);
        let mut cities: Vec<NodeId> = self
            .features
            .members(root)
            .flat_map(|member| {
                let (tile, segment) = self.segment_of(member);
                let tile = *tile;
                tile.tile_type().segments[segment as usize]
                    .adjacent_cities
                    .iter()
                    .map(move |city| tile.node(*city))
            })
            .filter(|city| self.features.is_closed(*city))
            .map(|city| self.features.root(city))
            .collect();
        cities.sort_unstable();
        cities.dedup();
        cities
    }

    /// How many of the 8 cells around `pos` hold a tile.
    pub fn neighbours_present(&self, pos: Pos) -> u32 {
        pos.surrounding()
            .filter(|cell| self.by_pos.contains_key(cell))
            .count() as u32
    }
}
