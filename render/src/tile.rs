//! One tile's artwork at a cell: the core's shapes (tile units about the tile's centre, y north,
//! printed orientation, filled even-odd in draw order) turned by the tile's rotation and scaled
//! to `side` px, coloured by role, with a thin border; optionally each held feature's parts
//! tinted with the holders' colours.

use crate::palette::{Rgba, TILE_BORDER, role_style, with_alpha};
use crate::shapes::{Px, draw_clipped, fill_clipped, polygon, segment, stroke, stroke_clipped};
use catapult_core::scene::{PlayerColour, Point, ShapeRole, TileArt, TileShape, rotate, tile_art};
use catapult_core::tiles::{Rotation, TileTypeId};
use tiny_skia::{FillRule, Path, PathBuilder, Pixmap, Transform};

/// Opacity of the ownership tint over a road, city or cloister, 0–255.
const TINT_ALPHA: u8 = 140;
/// The ownership hatch: spacing and width of its lines as shares of the tile side, and its
/// opacity.
const HATCH_SPACING: f32 = 0.15;
const HATCH_WIDTH: f32 = 0.05;
const HATCH_ALPHA: u8 = 210;

/// The map from a tile's own units to the picture: the tile turned by `rotation` (each quarter
/// clockwise), centred on `centre` px, `side` px wide, y north turned to y down, and the whole
/// board turned `turn` radians counter-clockwise (a round's camera; 0 keeps north up).
pub(crate) fn tile_transform(rotation: Rotation, centre: Px, side: f32, turn: f64) -> Transform {
    let ex = on_screen(rotate(Point::new(1.0, 0.0), rotation), side, turn);
    let ey = on_screen(rotate(Point::new(0.0, 1.0), rotation), side, turn);
    Transform::from_row(ex.0, ex.1, ey.0, ey.1, centre.0, centre.1)
}

/// Board direction `d` (tile units, y north) as a picture offset, px, for tiles `side` px wide
/// on a board turned `turn` radians counter-clockwise.
fn on_screen(d: Point, side: f32, turn: f64) -> Px {
    let (sin, cos) = turn.sin_cos();
    let s = f64::from(side);
    (
        (s * (cos * d.x - sin * d.y)) as f32,
        (-s * (sin * d.x + cos * d.y)) as f32,
    )
}

/// A shape's contours as one path in tile units.
fn shape_path(shape: &TileShape) -> Option<Path> {
    let mut builder = PathBuilder::new();
    for contour in &shape.contours {
        let Some((first, rest)) = contour.split_first() else {
            continue;
        };
        builder.move_to(first.x as f32, first.y as f32);
        for point in rest {
            builder.line_to(point.x as f32, point.y as f32);
        }
        builder.close();
    }
    builder.finish()
}

/// The square a tile covers, `side` px about `centre`.
pub(crate) fn tile_square(centre: Px, side: f32) -> Option<Path> {
    let h = side / 2.0;
    let (x, y) = centre;
    polygon(&[
        (x - h, y - h),
        (x + h, y - h),
        (x + h, y + h),
        (x - h, y + h),
    ])
}

/// The square a tile covers, `side` px about `centre`, on a board turned `turn` radians
/// counter-clockwise (corners from the north-west, clockwise, as [`tile_square`]).
fn turned_square(centre: Px, side: f32, turn: f64) -> Option<Path> {
    let corners = [(-0.5, 0.5), (0.5, 0.5), (0.5, -0.5), (-0.5, -0.5)].map(|(x, y)| {
        let d = on_screen(Point::new(x, y), side, turn);
        (centre.0 + d.0, centre.1 + d.1)
    });
    polygon(&corners)
}

/// Whether a shape of `role` is a feature's ground (what the ownership tint covers).
const fn is_ground(role: ShapeRole) -> bool {
    matches!(
        role,
        ShapeRole::Field | ShapeRole::Road | ShapeRole::City | ShapeRole::Cloister
    )
}

/// Draws tile `tile` turned by `rotation` with its centre at `centre` px, `side` px wide.
pub fn draw_tile(pixmap: &mut Pixmap, tile: TileTypeId, rotation: Rotation, centre: Px, side: f32) {
    let place = TilePlace {
        centre,
        side,
        turn: 0.0,
    };
    draw_art(pixmap, tile_art(tile), rotation, place, &[]);
}

/// Where a tile is drawn: its centre, px, its side, px, and the board's turn, radians
/// counter-clockwise (a round's camera; 0 keeps north up).
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) struct TilePlace {
    /// The tile's centre, px.
    pub centre: Px,
    /// Its side, px.
    pub side: f32,
    /// The board's turn, radians counter-clockwise.
    pub turn: f64,
}

/// The holders of one printed segment of a tile, for the ownership tint.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Tint<'a> {
    /// The printed segment.
    pub segment: u8,
    /// Its feature's holders' colours (several on a tie).
    pub holders: &'a [PlayerColour],
}

/// Draws `art` as [`draw_tile`] does; each ground shape of a segment in `tints` is tinted with
/// its holders' colours right after it is drawn, under the walls and pennants drawn later.
pub(crate) fn draw_art(
    pixmap: &mut Pixmap,
    art: &TileArt,
    rotation: Rotation,
    place: TilePlace,
    tints: &[Tint<'_>],
) {
    let TilePlace { centre, side, turn } = place;
    let square = turned_square(centre, side, turn);
    let field = role_style(ShapeRole::Field).fill;
    fill_clipped(pixmap, square.as_ref(), field, FillRule::Winding, None);
    let transform = tile_transform(rotation, centre, side, turn);
    for shape in &art.shapes {
        let transform = match shape.upright_about {
            // Moved with its anchor (where the turned board takes it), not turned: the
            // unturned map, shifted so the anchor lands there, upright on the picture.
            Some(anchor) => {
                let there = on_screen(shape.turned(anchor, rotation), side, turn);
                let here = on_screen(anchor, side, 0.0);
                let moved = (centre.0 + there.0 - here.0, centre.1 + there.1 - here.1);
                tile_transform(Rotation::default(), moved, side, 0.0)
            }
            None => transform,
        };
        let Some(path) = shape_path(shape).and_then(|p| p.transform(transform)) else {
            continue;
        };
        let style = role_style(shape.role);
        fill_clipped(pixmap, Some(&path), style.fill, FillRule::EvenOdd, None);
        if is_ground(shape.role) {
            let holders = tints
                .iter()
                .find(|tint| Some(tint.segment) == shape.segment)
                .map(|tint| tint.holders);
            if let Some(holders) = holders {
                tint(pixmap, &path, shape.role, holders, side);
            }
        }
        if let Some((edge, share)) = style.edge {
            stroke(pixmap, Some(&path), edge, (side * share).max(0.6));
        }
    }
    stroke(
        pixmap,
        square.as_ref(),
        TILE_BORDER,
        (side * 0.012).clamp(0.6, 2.0),
    );
}

/// Marks the inside of `path` (a shape of `role`) as held by `holders`: a road, city or
/// cloister with one holder is tinted with their colour; fields (whose green would muddy a
/// tint) and ties are hatched with diagonal lines in the holders' colours in turn.
fn tint(pixmap: &mut Pixmap, path: &Path, role: ShapeRole, holders: &[PlayerColour], side: f32) {
    let Some(first) = holders.first() else {
        return;
    };
    if role != ShapeRole::Field && holders.len() == 1 {
        let rgba = with_alpha(first.rgb, TINT_ALPHA);
        fill_clipped(pixmap, Some(path), rgba, FillRule::EvenOdd, None);
        return;
    }
    // Lines x + y = k × spacing in picture px, so the hatch runs on across tile edges.
    let spacing = (side * HATCH_SPACING).max(4.0);
    let width = (side * HATCH_WIDTH).max(1.5);
    draw_clipped(pixmap, path, FillRule::EvenOdd, |sprite, mask, corner| {
        let (w, h) = (sprite.width() as f32, sprite.height() as f32);
        let offset = corner.0 + corner.1;
        let first = (offset / spacing).floor() as i64 - 1;
        let last = ((offset + w + h) / spacing).ceil() as i64 + 1;
        for k in first..=last {
            let holder = &holders[k.rem_euclid(holders.len() as i64) as usize];
            let c = k as f32 * spacing - offset;
            let line = segment((c + 1.0, -1.0), (c - h - 1.0, h + 1.0));
            let rgba: Rgba = with_alpha(holder.rgb, HATCH_ALPHA);
            stroke_clipped(sprite, line.as_ref(), rgba, width, Some(mask));
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_quarter_turn_takes_north_to_east() {
        // Printed north (0, 0.5) lies east after a clockwise quarter turn: right in the picture.
        let turn = Rotation::from_quarters(1);
        let transform = tile_transform(turn, (100.0, 100.0), 40.0, 0.0);
        let mut p = [tiny_skia::Point::from_xy(0.0, 0.5)];
        transform.map_points(&mut p);
        assert!((p[0].x - 120.0).abs() < 1e-4 && (p[0].y - 100.0).abs() < 1e-4);
        // Unturned, north is up.
        let transform = tile_transform(Rotation::default(), (0.0, 0.0), 40.0, 0.0);
        let mut up = [tiny_skia::Point::from_xy(0.0, 0.5)];
        transform.map_points(&mut up);
        assert!(up[0].x.abs() < 1e-4 && (up[0].y + 20.0).abs() < 1e-4);
    }
}
