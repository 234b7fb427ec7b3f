//! The catapult table from above, in metres: its top, the board's tiles on it, the seats'
//! catapults, resting tokens and followers. Shared by the round picture and the flight.

use crate::glyphs::{Align, TextStyle, draw_text};
use crate::palette::{INK, Rgba, TABLE, TABLE_EDGE, WHITE, blend, seat_rgba};
use crate::pieces::{PieceShape, draw_piece, token_label, token_outline};
use crate::shapes::{Px, circle, fill, polygon, stroke};
use crate::tile::{TilePlace, Tint, draw_art};
use crate::viewport::{Area, Viewport};
use catapult_core::physics::pieces::{FollowerSize, tile};
use catapult_core::physics::{Pose, TokenKind};
use catapult_core::scene::{PlayerColour, RoundCamera, TileView, player_colour, tile_art};
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

/// The table point (m) at the centre of board cell `cell`, tiles `size` m wide, the board's
/// cell (0, 0) at `origin` m.
pub(crate) fn cell_on_table(origin: Vector2<f64>, size: f64, cell: [i32; 2]) -> (f64, f64) {
    let at = origin + Vector2::new(f64::from(cell[0]), f64::from(cell[1])) * size;
    (at.x, at.y)
}

/// The picture centre of board cell `cell` with the board's cell (0, 0) at `origin` m.
pub(crate) fn cell_centre(view: &Viewport, origin: Vector2<f64>, size: f64, cell: [i32; 2]) -> Px {
    let (x, y) = cell_on_table(origin, size, cell);
    view.at(x, y)
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
        let place = TilePlace {
            centre: cell_centre(view, origin, size, [placed.cell.x, placed.cell.y]),
            side,
            turn: view.map.turn,
        };
        let tints: &[Tint<'_>] = &[];
        draw_art(pixmap, tile_art(placed.tile), placed.rotation, place, tints);
    }
}

/// Tiles known only by their cells (a physics scene without the board): plain squares.
pub(crate) fn draw_plain_tiles(
    pixmap: &mut Pixmap,
    view: &Viewport,
    origin: Vector2<f64>,
    cells: &[[i32; 2]],
) {
    for cell in cells {
        let square = view.square(cell_on_table(origin, tile::SIZE, *cell), tile::SIZE);
        fill(pixmap, square.as_ref(), PLAIN_TILE);
        stroke(pixmap, square.as_ref(), PLAIN_TILE_EDGE, 1.0);
    }
}

/// Every seat's catapult (`seats`: its table point, m, and facing, radians from east, in seat
/// order), seat `active` larger and ringed. Through a round's `camera` the active seat is its
/// seat, drawn behind its `seat_mark` (in the room the camera keeps there) pointing up.
pub(crate) fn draw_seats(
    pixmap: &mut Pixmap,
    view: &Viewport,
    seats: impl IntoIterator<Item = (Vector2<f64>, f64)>,
    active: usize,
    camera: Option<&RoundCamera>,
) {
    let active = camera.map_or(active, |c| usize::from(c.seat));
    for (seat, (at, facing)) in seats.into_iter().enumerate() {
        let colour = player_colour(seat);
        let (at, look) = match camera {
            Some(c) if seat == active => (Vector2::new(c.seat_mark.x, c.seat_mark.y), Seat::Mark),
            _ if seat == active => (at, Seat::Active),
            _ => (at, Seat::Plain),
        };
        draw_seat(pixmap, view, (at, facing), &colour, look);
    }
}

/// How a seat's catapult is drawn.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Seat {
    /// A seat not acting: a triangle from its point, its letter behind.
    Plain,
    /// The acting seat: the same, larger and ringed.
    Active,
    /// The acting seat at a camera's `seat_mark`: a ringed triangle whose tip is the mark, its
    /// letter inside, all within [`MARK_DEPTH`] behind the mark.
    Mark,
}

/// How far behind a camera's seat mark its catapult reaches, m, and its ring's width, m: both
/// within the 3 cm the core keeps behind the mark.
const MARK_DEPTH: f64 = 0.024;
const MARK_RING: f64 = 0.003;

/// A seat's catapult (`seat`: table point, m, and facing, radians from east): a triangle in
/// the seat's colour pointing along the facing, with the seat's letter, drawn as `look` says.
fn draw_seat(
    pixmap: &mut Pixmap,
    view: &Viewport,
    (at, facing): (Vector2<f64>, f64),
    colour: &PlayerColour,
    look: Seat,
) {
    let point = view.at(at.x, at.y);
    let (fx, fy) = view.direction(facing);
    let (sx, sy) = (-fy, fx);
    let grow = if look == Seat::Plain { 1.0 } else { 1.35 };
    let (length, half) = match look {
        Seat::Mark => (view.px(MARK_DEPTH), view.px(0.016)),
        _ => (view.px(0.04) * grow, view.px(0.022) * grow),
    };
    // The base's middle: at the seat's point, or behind the mark.
    let base = match look {
        Seat::Mark => (point.0 - fx * length, point.1 - fy * length),
        _ => point,
    };
    let triangle = polygon(&[
        (base.0 + fx * length, base.1 + fy * length),
        (base.0 + sx * half, base.1 + sy * half),
        (base.0 - sx * half, base.1 - sy * half),
    ]);
    let ring = match look {
        Seat::Plain => None,
        Seat::Active => Some(view.px(0.008).max(3.0)),
        Seat::Mark => Some(view.px(MARK_RING).max(2.0)),
    };
    if let Some(width) = ring {
        stroke(pixmap, triangle.as_ref(), INK, width);
    }
    fill(pixmap, triangle.as_ref(), seat_rgba(colour));
    stroke(pixmap, triangle.as_ref(), WHITE, 1.5);
    let (label, size) = match look {
        Seat::Mark => {
            let behind = length * 0.4;
            let label = (
                point.0 - fx * (length - behind),
                point.1 - fy * (length - behind),
            );
            (label, view.px(0.014).max(12.0))
        }
        _ => (
            (base.0 - fx * view.px(0.03), base.1 - fy * view.px(0.03)),
            view.px(0.036).max(12.0) * grow,
        ),
    };
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
