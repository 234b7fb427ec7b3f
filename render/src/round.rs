//! The table during a catapult round (metres to px): the board's tiles on it at
//! `board_origin + tile_size × cell`, the fair tile that started the round framed, the seats'
//! catapults (the acting seat's marked), resting tokens by kind and owner, and the followers.
//! Seen through the round's camera (`RoundView::camera`): the acting seat at the bottom of the
//! room, its straight-ahead up, the frame the core chose placed by `RoundCamera::transform`.
//! Without a camera, the whole table north up; when the room is much taller than the table (a
//! phone upright), a close-up of the board and the tokens near it fills the room below,
//! framed, with the same frame on the table.

use crate::palette::{BACKGROUND, INK, WHITE, colour};
use crate::shapes::{rectangle, stroke};
use crate::table::{
    SEAT_ROOM, box_round, cell_on_table, draw_follower, draw_seats, draw_table_top, draw_tiles,
    draw_token, table_view,
};
use crate::viewport::{Area, CameraPlacement, Viewport};
use catapult_core::physics::pieces::{FollowerSize, tile};
use catapult_core::scene::{BoardScene, RoundCamera, RoundView, player_colour};
use nalgebra::Vector2;
use tiny_skia::{Pixmap, PixmapPaint, Transform};

/// The close-up shows tokens this many tiles from the board at most.
const NEAR_BOARD: f64 = 3.0;
/// Room round the close-up's pieces, tiles.
const CLOSE_UP_MARGIN: f64 = 1.0;
/// A close-up is drawn when the room is this many times as high as the table needs.
const CLOSE_UP_ROOM: f32 = 1.5;

/// Draws the round's table in `area`: through the round's camera when it has one (the acting
/// seat at the bottom, what the stage is about ahead of it), else the whole table north up
/// with a close-up of the board below if there is room.
pub(crate) fn draw_round(pixmap: &mut Pixmap, scene: &BoardScene, round: &RoundView, area: Area) {
    if let Some(camera) = &round.camera
        && let Some(place) = CameraPlacement::in_area(camera, area)
    {
        let view = place.local_view();
        draw_apart(pixmap, place.area(), |part| {
            draw_table(part, &view, scene, round, Seats::Seen(camera));
        });
        return;
    }
    let size = Vector2::new(round.table.x, round.table.y);
    let needed = area.width * ((size.y + 2.0 * SEAT_ROOM) / (size.x + 2.0 * SEAT_ROOM)) as f32;
    if area.height < needed * CLOSE_UP_ROOM {
        let view = table_view(size, area);
        draw_table(pixmap, &view, scene, round, Seats::Shown);
        return;
    }
    let top = Area {
        height: needed,
        ..area
    };
    let view = table_view(size, top);
    draw_table(pixmap, &view, scene, round, Seats::Shown);
    let gap = area.width * 0.02;
    let close = Area {
        x: area.x,
        y: area.y + needed + gap,
        width: area.width,
        height: area.height - needed - gap,
    };
    let (low, high) = close_up_box(scene, round);
    let zoom = Viewport::fit(low, high, Area::sized(close.width, close.height));
    draw_apart(pixmap, close, |part| {
        draw_table(part, &zoom, scene, round, Seats::Hidden);
    });
    let frame = rectangle((close.x, close.y), (close.width, close.height));
    stroke(pixmap, frame.as_ref(), INK, 3.0);
    // The same frame on the table, round the part the close-up shows.
    let corner = |x: f32, y: f32| {
        let (tx, ty) = zoom.plane_at((x, y));
        view.at(tx, ty)
    };
    let a = corner(0.0, 0.0);
    let b = corner(close.width, close.height);
    let shown = rectangle(a, (b.0 - a.0, b.1 - a.1));
    stroke(pixmap, shown.as_ref(), INK, 2.0);
}

/// Draws with `draw` into a picture of `area`'s size (whole px, on the background), so
/// nothing spills out of it, and lays that picture at `area`'s top-left corner.
fn draw_apart(pixmap: &mut Pixmap, area: Area, draw: impl FnOnce(&mut Pixmap)) {
    let Some(mut part) = Pixmap::new(area.width as u32, area.height as u32) else {
        return;
    };
    part.fill(colour(BACKGROUND));
    draw(&mut part);
    pixmap.draw_pixmap(
        area.x as i32,
        area.y as i32,
        part.as_ref(),
        &PixmapPaint::default(),
        Transform::identity(),
        None,
    );
}

/// The table box the close-up shows: the tiles, followers and the tokens near the board.
fn close_up_box(scene: &BoardScene, round: &RoundView) -> ((f64, f64), (f64, f64)) {
    let origin = Vector2::new(round.board_origin.x, round.board_origin.y);
    let size = round.tile_size;
    let on_table = |x: f64, y: f64| origin + Vector2::new(x, y) * size;
    let tiles: Vec<Vector2<f64>> = scene
        .tiles
        .iter()
        .map(|t| on_table(f64::from(t.cell.x), f64::from(t.cell.y)))
        .collect();
    let board = box_round(tiles.iter().copied(), size * (0.5 + NEAR_BOARD));
    let near = |p: &Vector2<f64>| {
        board.is_none_or(|(low, high)| {
            p.x >= low.0 && p.x <= high.0 && p.y >= low.1 && p.y <= high.1
        })
    };
    let tokens = round
        .tokens
        .iter()
        .map(|t| Vector2::new(t.at.x, t.at.y))
        .filter(near);
    let followers = scene.followers.iter().map(|f| on_table(f.at.x, f.at.y));
    let room = size * (0.5 + CLOSE_UP_MARGIN);
    box_round(tiles.into_iter().chain(followers).chain(tokens), room).unwrap_or((
        (origin.x - room, origin.y - room),
        (origin.x + room, origin.y + room),
    ))
}

/// Which seats the table shows, and how.
#[derive(Debug, Clone, Copy)]
enum Seats<'a> {
    /// None (the close-up).
    Hidden,
    /// Every seat where it sits, the hurler's marked.
    Shown,
    /// Every seat, the camera's marked at its `seat_mark`.
    Seen(&'a RoundCamera),
}

/// The table in `view`: top, tiles, the fair tile framed, `seats`, resting tokens and
/// followers.
fn draw_table(
    pixmap: &mut Pixmap,
    view: &Viewport,
    scene: &BoardScene,
    round: &RoundView,
    seats: Seats<'_>,
) {
    let size = Vector2::new(round.table.x, round.table.y);
    draw_table_top(pixmap, view, size);
    let origin = Vector2::new(round.board_origin.x, round.board_origin.y);
    draw_tiles(pixmap, view, origin, round.tile_size, &scene.tiles);
    let fair = view.square(
        cell_on_table(origin, round.tile_size, [round.fair.x, round.fair.y]),
        round.tile_size,
    );
    stroke(
        pixmap,
        fair.as_ref(),
        WHITE,
        view.px(round.tile_size * 0.09).max(3.0),
    );
    stroke(
        pixmap,
        fair.as_ref(),
        INK,
        view.px(round.tile_size * 0.035).max(1.5),
    );
    let at = round
        .seats
        .iter()
        .map(|seat| (Vector2::new(seat.at.x, seat.at.y), seat.facing));
    let hurler = usize::from(round.hurler);
    match seats {
        Seats::Hidden => {}
        Seats::Shown => draw_seats(pixmap, view, at, hurler, None),
        Seats::Seen(camera) => draw_seats(pixmap, view, at, hurler, Some(camera)),
    }
    for token in &round.tokens {
        let colour = player_colour(usize::from(token.owner));
        draw_token(
            pixmap,
            view,
            token.kind,
            Vector2::new(token.at.x, token.at.y),
            Some(&colour),
            1.0,
        );
    }
    // Followers are placed in tile units: scale them with the table's tiles.
    let scale = round.tile_size / tile::SIZE;
    for follower in &scene.followers {
        let at = origin + Vector2::new(follower.at.x, follower.at.y) * round.tile_size;
        let colour = player_colour(usize::from(follower.owner));
        let size = if follower.big {
            &FollowerSize::BIG
        } else {
            &FollowerSize::NORMAL
        };
        draw_follower(
            pixmap,
            view,
            at,
            (follower.pose, size),
            Some(&colour),
            scale,
        );
    }
}
