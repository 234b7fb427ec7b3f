//! Tile artwork as vector shapes: for each tile type, filled polygons in tile units about the
//! tile's centre (printed orientation), each with a role and the segment it draws, listed in
//! drawing order; and the follower spot of every segment.

mod layout;
mod outline;
mod river;

use super::Point;
use crate::tiles::{Rotation, SegmentKind, TileType, TileTypeId, catalogue};
use layout::{FairLayout, city_override, fair_layout};
use outline::{
    Contour, End, P, Region, contains, counter_clockwise, quadratic, stroke, turn, uncovered,
};
use serde::Serialize;
use std::sync::OnceLock;

/// What a shape shows, so a frontend can colour it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum ShapeRole {
    /// Green field: one shape per field segment, bounded by the roads, cities and fair.
    Field,
    /// A road.
    Road,
    /// A city's ground.
    City,
    /// The wall along a city's inner edge.
    CityWall,
    /// A pennant (coat of arms) in a city.
    Pennant,
    /// The cloister building.
    Cloister,
    /// The fair's ground (violet in every frontend's palette: no seat, pennant or tile uses it).
    Fair,
    /// The fair's tent.
    Tent,
    /// An inn beside a road (Inns & Cathedrals).
    Inn,
    /// A cathedral in a city (Inns & Cathedrals).
    Cathedral,
    /// The River's water (no feature: it has no segment).
    River,
}

/// One filled shape of a tile.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct TileShape {
    /// What it shows.
    pub role: ShapeRole,
    /// The printed segment it belongs to (roads, cities, fields, cloisters and their walls
    /// and pennants); `None` for the fair and its tent, which are no feature.
    pub segment: Option<u8>,
    /// Closed outlines in tile units (the last point joins the first), filled with the
    /// even-odd rule: the first is the outside, the others holes or islands.
    pub contours: Vec<Vec<Point>>,
    /// For a picture that stays upright however the tile is turned (the cloister's chapel,
    /// the fair's tent): the point it turns about with the tile, tile units, printed
    /// orientation. The shape moves with that point but is not turned itself:
    /// [`TileShape::turned`] gives every point where it lies on a turned tile.
    pub upright_about: Option<Point>,
}

impl TileShape {
    /// Where the shape's point `point` lies on a tile turned by `rotation`, tile units about
    /// the tile's centre: turned with the tile, or for an upright shape moved with its anchor
    /// and not turned.
    pub fn turned(&self, point: Point, rotation: Rotation) -> Point {
        match self.upright_about {
            Some(anchor) => {
                let moved = super::rotate(anchor, rotation);
                Point::new(point.x + moved.x - anchor.x, point.y + moved.y - anchor.y)
            }
            None => super::rotate(point, rotation),
        }
    }
}

/// A tile type's artwork.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct TileArt {
    /// The shapes, in the order to draw them (later ones on top).
    pub shapes: Vec<TileShape>,
    /// For each printed segment: where a follower stands (a farmer lies), tile units, printed
    /// orientation (the point [`crate::tiles::TileType::follower_spot`] gives unrotated).
    pub spots: Vec<Point>,
}

/// The artwork of `tile`, built once and kept.
pub fn tile_art(tile: TileTypeId) -> &'static TileArt {
    &every_tile_art()[tile.index()]
}

/// The artwork of every tile type, in catalogue order.
fn every_tile_art() -> &'static [TileArt] {
    static ART: OnceLock<Vec<TileArt>> = OnceLock::new();
    ART.get_or_init(|| catalogue().ids().map(|id| draw_tile(id.tile()).0).collect())
}

impl TileArt {
    /// The shapes drawing printed segment `segment`.
    pub fn segment_shapes(&self, segment: u8) -> impl Iterator<Item = &TileShape> {
        self.shapes
            .iter()
            .filter(move |shape| shape.segment == Some(segment))
    }

    /// The follower spot of `segment` as the tile lies with `rotation`, tile units about the
    /// tile's centre.
    pub fn spot(&self, segment: u8, rotation: Rotation) -> Option<Point> {
        self.spots
            .get(usize::from(segment))
            .map(|spot| super::rotate(*spot, rotation))
    }
}

/// A road's width, tile units.
const ROAD_WIDTH: f64 = 0.12;
/// A city wall's width, tile units.
const WALL_WIDTH: f64 = 0.035;
/// Where a pennant sits, from the city's follower spot towards its edges, tile units.
const PENNANT_OFFSET: f64 = 0.16;
/// Where a pennant sits in a city whose edges pull evenly every way.
const PENNANT_FALLBACK: P = [0.2, 0.12];
/// A field patch smaller than this (tile units²) is a sliver left by rounding, not a field.
const SLIVER: f64 = 1e-4;
/// The middle of each side, printed, clockwise from north.
const SIDE_MIDDLES: [P; 4] = [[0.0, 0.5], [0.5, 0.0], [0.0, -0.5], [-0.5, 0.0]];
/// A point just inside the middle of each half side, clockwise from the north-west half
/// (the order of [`crate::tiles::Half`]).
const HALF_POINTS: [P; 8] = [
    [-0.25, 0.47],
    [0.25, 0.47],
    [0.47, 0.25],
    [0.47, -0.25],
    [0.25, -0.47],
    [-0.25, -0.47],
    [-0.47, -0.25],
    [-0.47, 0.25],
];

/// Draws `tile`: its artwork, and what in it disagrees with the rules (empty when the shapes
/// match the segments: every field's halves in its own ground, no two fields touching).
pub(crate) fn draw_tile(tile: &TileType) -> (TileArt, Vec<String>) {
    let mut problems = Vec::new();
    let fair = fair_layout(&tile.id);
    let mut cities: Vec<(u8, Vec<Region>, Vec<Vec<P>>)> = Vec::new();
    let mut roads: Vec<(u8, Vec<Region>)> = Vec::new();
    for (index, segment) in tile.segments.iter().enumerate() {
        let index = u8::try_from(index).unwrap_or(u8::MAX);
        match segment.kind {
            SegmentKind::City => {
                let (ground, walls) = match city_override(&tile.id, segment.sides) {
                    Some(city) => (city.ground, city.walls),
                    None => city_outline(segment.sides),
                };
                cities.push((index, vec![vec![ground]], walls));
            }
            SegmentKind::Road => roads.push((index, road_outline(segment.sides, fair.as_ref()))),
            SegmentKind::Field | SegmentKind::Cloister => {}
        }
    }
    let mut covers: Vec<Region> = Vec::new();
    covers.extend(
        cities
            .iter()
            .flat_map(|(_, regions, _)| regions.iter().cloned()),
    );
    covers.extend(
        roads
            .iter()
            .flat_map(|(_, regions)| regions.iter().cloned()),
    );
    if let Some(fair) = &fair {
        covers.push(vec![fair.ground.clone()]);
    }
    let water = river::river_outline(tile);
    covers.extend(water.iter().cloned());
    let fields = field_grounds(tile, &uncovered(&covers), &mut problems);

    let mut shapes = Vec::new();
    for (segment, regions) in fields {
        shapes.push(shape(ShapeRole::Field, Some(segment), &regions));
    }
    if !water.is_empty() {
        // Under the roads: a road across the river is a bridge.
        shapes.push(shape(ShapeRole::River, None, &water));
    }
    for (segment, regions) in &roads {
        shapes.push(shape(ShapeRole::Road, Some(*segment), regions));
    }
    let fair_shapes = fair.as_ref().map(|fair| {
        [
            shape(ShapeRole::Fair, None, &[vec![fair.ground.clone()]]),
            upright(
                shape(
                    ShapeRole::Tent,
                    None,
                    &[vec![tent(fair.tent, fair.tent_size)]],
                ),
                fair.tent,
            ),
        ]
    });
    let fair_on_top = fair.as_ref().is_some_and(|fair| fair.above_cities);
    if !fair_on_top {
        shapes.extend(fair_shapes.iter().flatten().cloned());
    }
    for (segment, regions, walls) in &cities {
        shapes.push(shape(ShapeRole::City, Some(*segment), regions));
        let wall_regions: Vec<Region> = outline::inside_tile(
            &walls
                .iter()
                .flat_map(|wall| stroke(wall, WALL_WIDTH, false, End::Flat))
                .collect::<Vec<_>>(),
        );
        if !wall_regions.is_empty() {
            shapes.push(shape(ShapeRole::CityWall, Some(*segment), &wall_regions));
        }
        let data = &tile.segments[usize::from(*segment)];
        if data.pennants > 0 {
            let at = pennant_point(tile, *segment);
            shapes.push(shape(
                ShapeRole::Pennant,
                Some(*segment),
                &[vec![pennant(at)]],
            ));
        }
    }
    if fair_on_top {
        shapes.extend(fair_shapes.iter().flatten().cloned());
    }
    for (segment, data) in tile.segments.iter().enumerate() {
        let segment = u8::try_from(segment).unwrap_or(u8::MAX);
        if data.inn {
            let at = inn_point(data);
            shapes.push(upright(
                shape(ShapeRole::Inn, Some(segment), &[vec![inn(at)]]),
                at,
            ));
        }
        if data.cathedral {
            shapes.push(upright(
                shape(
                    ShapeRole::Cathedral,
                    Some(segment),
                    &[vec![cathedral(CATHEDRAL_AT)]],
                ),
                CATHEDRAL_AT,
            ));
        }
    }
    if let Some(segment) = tile.cloister_segment() {
        shapes.push(upright(
            shape(ShapeRole::Cloister, Some(segment), &[vec![cloister()]]),
            [0.0, 0.0],
        ));
    }
    let spots = (0..tile.segments.len())
        .map(|segment| {
            let [x, y] =
                tile.follower_spot(Rotation::default(), u8::try_from(segment).unwrap_or(0));
            Point::new(x, y)
        })
        .collect();
    (TileArt { shapes, spots }, problems)
}

/// A shape from regions: all their contours, filled even-odd (the regions do not overlap).
fn shape(role: ShapeRole, segment: Option<u8>, regions: &[Region]) -> TileShape {
    TileShape {
        role,
        segment,
        contours: regions
            .iter()
            .flatten()
            .map(|contour| contour.iter().map(|p| Point::new(p[0], p[1])).collect())
            .collect(),
        upright_about: None,
    }
}

/// A picture that stays upright, turning with the tile about `anchor` only.
fn upright(mut shape: TileShape, anchor: P) -> TileShape {
    shape.upright_about = Some(Point::new(anchor[0], anchor[1]));
    shape
}

/// The quarter turns that take `canonical` sides onto `sides` (both bit sets, bit 0 north).
fn turn_onto(canonical: u8, sides: u8) -> Option<u8> {
    (0..4u8).find(|quarters| {
        let turned = (0..4u8)
            .filter(|side| canonical & (1 << side) != 0)
            .fold(0u8, |bits, side| bits | 1 << ((side + quarters) % 4));
        turned == sides
    })
}

/// A city's ground and its walls (open lines).
type CityDrawing = (Contour, Vec<Vec<P>>);

/// A city reaching printed `sides`: its ground and its walls, drawn for one canonical layout
/// of each shape and turned into place.
fn city_outline(sides: u8) -> (Contour, Vec<Vec<P>>) {
    const N: u8 = 1;
    const E: u8 = 2;
    const S: u8 = 4;
    const W: u8 = 8;
    // (canonical sides, ground without the walls, walls)
    let layouts: [(u8, fn() -> CityDrawing); 5] = [
        (N, || {
            let wall = quadratic([0.5, 0.5], [0.0, 0.0], [-0.5, 0.5]);
            (wall.clone(), vec![wall])
        }),
        (N | W, || {
            let wall = quadratic([0.5, 0.5], [0.05, -0.05], [-0.5, -0.5]);
            let mut ground = wall.clone();
            ground.push([-0.5, 0.5]);
            (ground, vec![wall])
        }),
        (E | W, || {
            let upper = quadratic([-0.5, 0.5], [0.0, -0.1], [0.5, 0.5]);
            let lower = quadratic([0.5, -0.5], [0.0, 0.1], [-0.5, -0.5]);
            let ground = upper.iter().chain(lower.iter()).copied().collect();
            (ground, vec![upper, lower])
        }),
        (N | E | W, || {
            let wall = quadratic([0.5, -0.5], [0.0, 0.1], [-0.5, -0.5]);
            let mut ground = wall.clone();
            ground.extend([[-0.5, 0.5], [0.5, 0.5]]);
            (ground, vec![wall])
        }),
        (N | E | S | W, || {
            (
                vec![[-0.5, -0.5], [0.5, -0.5], [0.5, 0.5], [-0.5, 0.5]],
                Vec::new(),
            )
        }),
    ];
    for (canonical, draw) in layouts {
        if let Some(quarters) = turn_onto(canonical, sides) {
            let (ground, walls) = draw();
            let place = |line: Vec<P>| line.into_iter().map(|p| turn(p, quarters)).collect();
            return (place(ground), walls.into_iter().map(place).collect());
        }
    }
    (Vec::new(), Vec::new())
}

/// A road reaching printed `sides`: straight across, curving round a corner, or from its
/// edge to where it ends (the tile's centre, or under the fair).
fn road_outline(sides: u8, fair: Option<&FairLayout>) -> Vec<Region> {
    let reached: Vec<usize> = (0..4).filter(|side| sides & (1 << side) != 0).collect();
    // (path, closed, how its far end looks)
    let mut paths: Vec<(Vec<P>, bool, End)> = Vec::new();
    match reached.as_slice() {
        [a, b] if (a + 2) % 4 == *b => {
            paths.push((vec![SIDE_MIDDLES[*a], SIDE_MIDDLES[*b]], false, End::Flat))
        }
        [a, b] => {
            // A quarter circle about the corner between the two edges: it meets both edges
            // square, so the road's ends sit flush with the tile's edge.
            let corner = [
                SIDE_MIDDLES[*a][0] + SIDE_MIDDLES[*b][0],
                SIDE_MIDDLES[*a][1] + SIDE_MIDDLES[*b][1],
            ];
            paths.push((
                outline::arc(corner, 0.5, SIDE_MIDDLES[*a], SIDE_MIDDLES[*b]),
                false,
                End::Flat,
            ));
        }
        ends => {
            let ring = fair.and_then(|fair| fair.ring);
            let hub = match (ring, fair) {
                (Some((centre, _)), _) => centre,
                (None, Some(fair)) if ends.len() == 1 => fair.hub,
                _ => [0.0, 0.0],
            };
            for side in ends {
                let edge = SIDE_MIDDLES[*side];
                // Straight in from the edge first, then to the hub, wherever it is.
                let inward = [edge[0] * 0.56, edge[1] * 0.56];
                paths.push((vec![edge, inward, hub], false, End::Square));
            }
            if let Some((centre, radius)) = ring {
                paths.push((outline::ellipse(centre, [radius, radius]), true, End::Flat));
            }
        }
    }
    let strokes: Vec<Region> = paths
        .iter()
        .flat_map(|(path, closed, end)| stroke(path, ROAD_WIDTH, *closed, *end))
        .collect();
    outline::inside_tile(&outline::union(&strokes))
}

/// Splits the uncovered ground into the tile's fields: each patch goes to the field owning the
/// halves of the edge it reaches. Disagreements with the rules go into `problems`.
fn field_grounds(
    tile: &TileType,
    patches: &[Region],
    problems: &mut Vec<String>,
) -> Vec<(u8, Vec<Region>)> {
    let mut fields: Vec<(u8, Vec<Region>)> = tile
        .segments
        .iter()
        .enumerate()
        .filter(|(_, segment)| segment.kind == SegmentKind::Field)
        .map(|(index, _)| (u8::try_from(index).unwrap_or(u8::MAX), Vec::new()))
        .collect();
    for patch in patches {
        let owners: Vec<u8> = fields
            .iter()
            .map(|(index, _)| *index)
            .filter(|index| {
                let halves = tile.segments[usize::from(*index)].halves;
                (0..8).any(|half| halves & (1 << half) != 0 && contains(patch, HALF_POINTS[half]))
            })
            .collect();
        match owners.as_slice() {
            [owner] => {
                if let Some((_, regions)) = fields.iter_mut().find(|(index, _)| index == owner) {
                    regions.push(patch.clone());
                }
            }
            [] if outline::area(patch) < SLIVER => {}
            // A field that reaches no edge (between four cities) takes the patch no other
            // field reaches.
            [] if let Some((_, regions)) = fields
                .iter_mut()
                .find(|(index, _)| tile.segments[usize::from(*index)].halves == 0) =>
            {
                regions.push(patch.clone());
            }
            [] => problems.push(format!(
                "{}: a patch of field of {:.4} reaches no field's edge",
                tile.id,
                outline::area(patch)
            )),
            several => problems.push(format!("{}: fields {several:?} touch", tile.id)),
        }
    }
    for (index, regions) in &fields {
        let halves = tile.segments[usize::from(*index)].halves;
        for half in (0..8).filter(|half| halves & (1 << half) != 0) {
            if !regions
                .iter()
                .any(|region| contains(region, HALF_POINTS[half]))
            {
                problems.push(format!(
                    "{}: field {index} does not reach its half {half}",
                    tile.id
                ));
            }
        }
    }
    fields
}

/// Where a city's pennant sits: past the follower spot, towards the city's edges.
fn pennant_point(tile: &TileType, segment: u8) -> P {
    let data = &tile.segments[usize::from(segment)];
    let pull = data.printed_sides().fold([0.0, 0.0], |sum, side| {
        let middle = SIDE_MIDDLES[side.index()];
        [sum[0] + middle[0], sum[1] + middle[1]]
    });
    let spot = tile.follower_spot(Rotation::default(), segment);
    let length = pull[0].hypot(pull[1]);
    if length < 1e-9 {
        return [spot[0] + PENNANT_FALLBACK[0], spot[1] + PENNANT_FALLBACK[1]];
    }
    [
        spot[0] + pull[0] / length * PENNANT_OFFSET,
        spot[1] + pull[1] / length * PENNANT_OFFSET,
    ]
}

/// A shield about `at`.
fn pennant(at: P) -> Contour {
    let shield = [
        [-0.06, 0.06],
        [0.06, 0.06],
        [0.06, -0.01],
        [0.0, -0.07],
        [-0.06, -0.01],
    ];
    drawn_at(&shield, at, 1.0)
}

/// `points` (about the origin) scaled by `scale` and moved to `at`.
fn drawn_at(points: &[P], at: P, scale: f64) -> Contour {
    points
        .iter()
        .map(|p| [at[0] + scale * p[0], at[1] + scale * p[1]])
        .collect()
}

/// Where a cathedral stands in its city: off the centre, where the knight stands.
const CATHEDRAL_AT: P = [0.2, 0.2];

/// Where the inn of road `road` stands: beside the road, near the first edge it reaches, on the
/// right as one walks in from that edge (clear of the thief and the farmers).
fn inn_point(road: &crate::tiles::Segment) -> P {
    let Some(side) = road.printed_sides().next() else {
        return [0.0, 0.0];
    };
    let [x, y] = SIDE_MIDDLES[side.index()];
    // 0.36 from the centre along the road, 0.14 to its right walking in (the outward
    // direction turned a quarter anticlockwise).
    let (along, beside) = (0.72, 0.28);
    [x * along - y * beside, y * along + x * beside]
}

/// An inn about `at`: a long, low house with a chimney (not the cloister's chapel).
fn inn(at: P) -> Contour {
    let house = [
        [-0.08, -0.05],
        [0.08, -0.05],
        [0.08, 0.02],
        [0.04, 0.06],
        [0.04, 0.08],
        [0.02, 0.08],
        [0.02, 0.07],
        [-0.02, 0.07],
        [-0.08, 0.02],
    ];
    drawn_at(&house, at, 1.3)
}

/// A cathedral about `at`: a church seen from the front, a nave and a tall tower with a cross.
fn cathedral(at: P) -> Contour {
    let church = [
        [-0.1, -0.08],
        [0.1, -0.08],
        [0.1, 0.02],
        [0.03, 0.02],
        [0.03, 0.09],
        [0.005, 0.12],
        [0.005, 0.14],
        [-0.005, 0.14],
        [-0.005, 0.12],
        [-0.03, 0.09],
        [-0.03, 0.02],
        [-0.1, 0.02],
    ];
    drawn_at(&church, at, 1.6)
}

/// A tent about `at`, `size` half wide: walls and a peaked roof.
fn tent(at: P, size: f64) -> Contour {
    // A big top: wide at the foot, its sides drawn in to a high peak, so it is not a house.
    [
        [-1.0, -0.7],
        [1.0, -0.7],
        [0.7, -0.35],
        [0.3, 0.3],
        [0.0, 0.95],
        [-0.3, 0.3],
        [-0.7, -0.35],
    ]
    .iter()
    .map(|p| [at[0] + p[0] * size, at[1] + p[1] * size])
    .collect()
}

/// The cloister: a chapel with a pitched roof, about the tile's centre.
fn cloister() -> Contour {
    counter_clockwise(vec![
        [-0.13, -0.15],
        [0.13, -0.15],
        [0.13, 0.06],
        [0.16, 0.06],
        [0.0, 0.19],
        [-0.16, 0.06],
        [-0.13, 0.06],
    ])
}

#[cfg(test)]
mod tests;
