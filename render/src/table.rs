//! The catapult table from above, in metres: its top, the board's tiles on it, the seats'
//! catapults, resting tokens and followers. Shared by the round picture and the flight.

use crate::glyphs::{Align, TextStyle, draw_text};
use crate::palette::{INK, Rgba, TABLE, TABLE_EDGE, WHITE, blend, seat_rgba};
use crate::pieces::{PieceShape, draw_piece, token_label, token_outline};
use crate::shapes::{Px, circle, fill, polygon, stroke};
use crate::tile::{Tint, draw_art, tile_square};
use crate::viewport::{Area, Viewport};
use catapult_core::physics::pieces::{FollowerSize, tile};
use catapult_core::physics::{Pose, TokenKind};
use catapult_core::scene::{PlayerColour, TileView, tile_art};
use nalgebra::Vector2;
use tiny_skia::Pixmap;

/// Room kept round the table for the seats, m.
pub(crate) const SEAT_ROOM: f64 = 0.07;
/// A tile without art (the physics scene alone): pale green with a darker edge.
const PLAIN_TILE: Rgba = [200, 232, 184, 255];
const PLAIN_TILE_EDGE: Rgba = [110, 156, 96, 255];
/// A token's printed face.
const TOKEN_FACE: Rgba = [250, 242, 222, 255];

/// The view showing a table `size` m (centred on the origin) and its seats in `area`.
pub(crate) fn table_view(size: Vector2<f64>, area: Area) -> Viewport {
    let (hx, hy) = (size.x / 2.0 + SEAT_ROOM, size.y / 2.0 + SEAT_ROOM);
    Viewport::fit((-hx, -hy), (hx, hy), area)
}

/// The table top and its edge.
pub(crate) fn draw_table_top(pixmap: &mut Pixmap, view: &Viewport, size: Vector2<f64>) {
    let (hx, hy) = (size.x / 2.0, size.y / 2.0);
    let corners = [
        view.at(-hx, hy),
        view.at(hx, hy),
        view.at(hx, -hy),
        view.at(-hx, -hy),
    ];
    let top = polygon(&corners);
    fill(pixmap, top.as_ref(), TABLE);
    stroke(pixmap, top.as_ref(), TABLE_EDGE, (view.px(0.004)).max(2.0));
}

/// The picture centre of board cell `cell` with the board's cell (0, 0) at `origin` m.
pub(crate) fn cell_centre(view: &Viewport, origin: Vector2<f64>, size: f64, cell: [i32; 2]) -> Px {
    let at = origin + Vector2::new(f64::from(cell[0]), f64::from(cell[1])) * size;
    view.at(at.x, at.y)
}

/// The board's tiles with their art, cell (0, 0) at `origin` m, each `size` m wide.
pub(crate) fn draw_tiles(
    pixmap: &mut Pixmap,
    view: &Viewport,
    origin: Vector2<f64>,
    size: f64,
    tiles: &[TileView],
) {
    let side = view.px(size);
    for placed in tiles {
        let centre = cell_centre(view, origin, size, [placed.cell.x, placed.cell.y]);
        draw_art(
            pixmap,
            tile_art(placed.tile),
            placed.rotation,
            centre,
            side,
            &[] as &[Tint<'_>],
        );
    }
}

/// Tiles known only by their cells (a physics scene without the board): plain squares.
pub(crate) fn draw_plain_tiles(
    pixmap: &mut Pixmap,
    view: &Viewport,
    origin: Vector2<f64>,
    cells: &[[i32; 2]],
) {
    let side = view.px(tile::SIZE);
    for cell in cells {
        let square = tile_square(cell_centre(view, origin, tile::SIZE, *cell), side);
        fill(pixmap, square.as_ref(), PLAIN_TILE);
        stroke(pixmap, square.as_ref(), PLAIN_TILE_EDGE, 1.0);
    }
}

/// A seat's catapult: a triangle in the seat's colour pointing along `facing` (radians from
/// east) from table point `at`, with the seat's letter behind it; the active seat is larger
/// and ringed.
pub(crate) fn draw_seat(
    pixmap: &mut Pixmap,
    view: &Viewport,
    at: Vector2<f64>,
    facing: f64,
    colour: &PlayerColour,
    active: bool,
) {
    let base = view.at(at.x, at.y);
    let (fx, fy) = Viewport::direction(facing);
    let (sx, sy) = (-fy, fx);
    let grow = if active { 1.35 } else { 1.0 };
    let (length, half) = (view.px(0.04) * grow, view.px(0.022) * grow);
    let triangle = polygon(&[
        (base.0 + fx * length, base.1 + fy * length),
        (base.0 + sx * half, base.1 + sy * half),
        (base.0 - sx * half, base.1 - sy * half),
    ]);
    if active {
        stroke(pixmap, triangle.as_ref(), INK, view.px(0.008).max(3.0));
    }
    fill(pixmap, triangle.as_ref(), seat_rgba(colour));
    stroke(pixmap, triangle.as_ref(), WHITE, 1.5);
    let label = (base.0 - fx * view.px(0.03), base.1 - fy * view.px(0.03));
    let size = view.px(0.036).max(12.0) * grow;
    draw_piece(pixmap, label, size, PieceShape::Disc, colour);
}

/// A resting or flying token: its printed outline `grow` times its size, rimmed in its
/// owner's colour (dark if unknown) on a face of a pale shade of it, with a thin dark edge and
/// the kind's initials.
pub(crate) fn draw_token(
    pixmap: &mut Pixmap,
    view: &Viewport,
    kind: TokenKind,
    at: Vector2<f64>,
    owner: Option<&PlayerColour>,
    grow: f64,
) {
    let outline = token_outline(view, kind, at, grow);
    let (rim, face) = owner.map_or((INK, TOKEN_FACE), |c| {
        (seat_rgba(c), blend(seat_rgba(c), WHITE, 0.65))
    });
    let width = view.px(0.0025 * grow).max(2.0);
    stroke(pixmap, outline.as_ref(), INK, width + 2.0);
    fill(pixmap, outline.as_ref(), face);
    stroke(pixmap, outline.as_ref(), rim, width);
    let height = view.px(kind.radius() * grow * 0.8);
    if height >= 6.0 {
        let style = TextStyle::new(height, INK)
            .aligned(Align::Centre)
            .with_weight(1.2);
        let centre = view.at(at.x, at.y);
        draw_text(
            pixmap,
            token_label(kind),
            (centre.0, centre.1 - height / 2.0),
            &style,
        );
    }
}

/// A shadow on the table under something `height` m up at table point `at`: offset away from
/// a light in the north-west and fainter and wider the higher it is.
pub(crate) fn draw_shadow(
    pixmap: &mut Pixmap,
    view: &Viewport,
    at: Vector2<f64>,
    radius: f64,
    height: f64,
) {
    let h = height.max(0.0);
    let centre = view.at(at.x + 0.5 * h, at.y - 0.5 * h);
    let alpha = (110.0 / (1.0 + 6.0 * h)).round() as u8;
    let spread = radius * (1.0 + 1.5 * h);
    fill(
        pixmap,
        circle(centre, view.px(spread)).as_ref(),
        [0, 0, 0, alpha],
    );
}

/// A follower on the table at `at` m in `pose`, its footprint to scale (`scale` times the
/// physical size), in its owner's colour or grey if unknown.
pub(crate) fn draw_follower(
    pixmap: &mut Pixmap,
    view: &Viewport,
    at: Vector2<f64>,
    (pose, size): (Pose, &FollowerSize),
    owner: Option<&PlayerColour>,
    scale: f64,
) {
    let centre = view.at(at.x, at.y);
    let (shape, size) = match pose {
        Pose::Standing => (PieceShape::Disc, 2.0 * size.standing_radius),
        Pose::Lying => (PieceShape::Capsule, 1.6 * size.lying_radius),
    };
    let size = view.px(size * scale);
    match owner {
        Some(colour) => draw_piece(pixmap, centre, size, shape, colour),
        None => draw_piece(pixmap, centre, size, shape, &unknown_owner()),
    }
}

/// The look of a follower whose owner the picture does not know.
pub(crate) fn unknown_owner() -> PlayerColour {
    PlayerColour {
        name: "unknown",
        rgb: [120, 120, 120],
        letter: '?',
        pattern: catapult_core::scene::SeatPattern::Solid,
        ink: [255, 255, 255],
    }
}

/// The box (south-west and north-east corners) round `points` with `room` to spare on each
/// side, or `None` without points.
pub(crate) fn box_round(
    points: impl IntoIterator<Item = Vector2<f64>>,
    room: f64,
) -> Option<((f64, f64), (f64, f64))> {
    let mut corners: Option<((f64, f64), (f64, f64))> = None;
    for p in points {
        let (low, high) = corners.unwrap_or(((p.x, p.y), (p.x, p.y)));
        corners = Some((
            (low.0.min(p.x), low.1.min(p.y)),
            (high.0.max(p.x), high.1.max(p.y)),
        ));
    }
    corners.map(|(low, high)| ((low.0 - room, low.1 - room), (high.0 + room, high.1 + room)))
}
