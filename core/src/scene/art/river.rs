//! The River's water: a band from edge to edge (straight, or a quarter circle round a
//! corner), or from its one edge to the spring's pool or into the lake. It lies under the
//! roads, so a road across it reads as a bridge.

use super::SIDE_MIDDLES;
use super::outline::{self, End, P, Region, ellipse, quadratic, stroke};
use crate::tiles::{EdgeKind, TileType};

/// The river's width, tile units (a little wider than a road).
const RIVER_WIDTH: f64 = 0.14;
/// The spring's pool: its radius, tile units.
const SPRING_POOL: f64 = 0.1;
/// The lake: its radii, tile units.
const LAKE: P = [0.3, 0.24];

/// The water of `tile` (empty when it has no river edge).
pub fn river_outline(tile: &TileType) -> Vec<Region> {
    let sides: Vec<usize> = (0..4)
        .filter(|side| tile.edges[*side] == EdgeKind::River)
        .collect();
    let mut regions: Vec<Region> = Vec::new();
    match sides.as_slice() {
        [] => return Vec::new(),
        [side] => {
            let edge = SIDE_MIDDLES[*side];
            regions.extend(stroke(&[edge, [0.0, 0.0]], RIVER_WIDTH, false, End::Flat));
            let pool = if tile.id.ends_with("Lake") {
                ellipse([0.0, 0.0], LAKE)
            } else {
                ellipse([0.0, 0.0], [SPRING_POOL, SPRING_POOL])
            };
            regions.push(vec![pool]);
        }
        [a, b] if (a + 2) % 4 == *b => {
            let path = if tile.cloister_segment().is_some() {
                // RI/LIRI, printed west to east: bowed south, clear of the chapel.
                quadratic(SIDE_MIDDLES[*a], [0.0, -0.44], SIDE_MIDDLES[*b])
            } else {
                vec![SIDE_MIDDLES[*a], SIDE_MIDDLES[*b]]
            };
            regions.extend(stroke(&path, RIVER_WIDTH, false, End::Flat));
        }
        [a, b, ..] => {
            let corner = [
                SIDE_MIDDLES[*a][0] + SIDE_MIDDLES[*b][0],
                SIDE_MIDDLES[*a][1] + SIDE_MIDDLES[*b][1],
            ];
            let path = outline::arc(corner, 0.5, SIDE_MIDDLES[*a], SIDE_MIDDLES[*b]);
            regions.extend(stroke(&path, RIVER_WIDTH, false, End::Flat));
        }
    }
    outline::inside_tile(&outline::union(&regions))
}
