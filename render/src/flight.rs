//! A hurl's flight, frame by frame (the physics' 60 Hz frames), seen from the hurler's seat
//! through the flight's camera (or the whole table north up): the table as it was, the token
//! where it is — raised towards the viewer and with its shadow on the table further off and
//! fainter the higher it flies — its trail so far, pushed tokens and slid followers where they
//! are, and followers toppling (the strip each covers as it tilts). Written as numbered PNG
//! files or one APNG.

use crate::encode::{ApngWriter, new_pixmap, write_png};
use crate::error::RenderError;
use crate::glyphs::{TextStyle, draw_text};
use crate::palette::{BACKGROUND, INK, Rgba, colour};
use crate::pieces::{draw_fallen, fallen_corners};
use crate::shapes::{polyline, stroke};
use crate::table::{
    SEAT_ROOM, draw_follower, draw_plain_tiles, draw_seats, draw_shadow, draw_table_top,
    draw_tiles, draw_token, table_view, unknown_owner,
};
use crate::viewport::{Area, CameraPlacement, Viewport, camera_picture};
use catapult_core::physics::pieces::tile;
use catapult_core::physics::{Frame, Outcome};
use catapult_core::scene::{BoardScene, FlightScene, PlayerColour, player_colour};
use nalgebra::Vector2;
use std::io::Write;
use std::path::{Path, PathBuf};
use tiny_skia::Pixmap;

/// How a flight is drawn.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FlightOptions {
    /// Picture width, px; the height follows the shape of the camera's frame or the table.
    pub width: u32,
    /// Draw every `step`-th of the 60 Hz frames (the last one always): 2 gives 30 frames a
    /// second.
    pub step: usize,
    /// How long an APNG shows the last frame, ms.
    pub hold_ms: u16,
    /// What the picture shows.
    pub view: FlightView,
}

/// The part of the table a flight picture shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum FlightView {
    /// As the hurler saw it: through the flight's camera ([`FlightScene::camera`]), the
    /// hurler's seat at the bottom, its straight-ahead up, framing the aim and, at the end,
    /// where the token rested and what it touched ([`flight_placement`]). A flight without a
    /// camera is drawn as [`FlightView::Table`].
    #[default]
    Hurler,
    /// The whole table with the seats, north up: the height follows the table's shape.
    Table,
}

impl Default for FlightOptions {
    /// The hurler's view 1080 px wide, 30 frames a second, the end held for 1.5 s.
    fn default() -> FlightOptions {
        FlightOptions {
            width: 1080,
            step: 2,
            hold_ms: 1500,
            view: FlightView::Hurler,
        }
    }
}

/// How much larger the token looks per metre of height.
const GROW_PER_METRE: f64 = 3.0;
/// The trail behind the token.
const TRAIL: Rgba = [20, 40, 120, 150];

/// The indices of the frames drawn: every `step`-th and the last.
pub fn frame_indices(frames: usize, step: usize) -> Vec<usize> {
    let mut indices: Vec<usize> = (0..frames).step_by(step.max(1)).collect();
    if let Some(last) = frames.checked_sub(1)
        && indices.last() != Some(&last)
    {
        indices.push(last);
    }
    indices
}

/// The picture of frame `frame` (clamped to the last) of `flight`. With `board` (the board
/// scene at the hurl) tiles show their art and followers their owners' colours; without,
/// tiles are plain and followers grey.
pub fn flight_frame(
    flight: &FlightScene,
    board: Option<&BoardScene>,
    frame: usize,
    options: &FlightOptions,
) -> Result<Pixmap, RenderError> {
    let frames = &flight.hurl.outcome.frames[..flight.shown_frames()];
    let Some(last) = frames.len().checked_sub(1) else {
        return Err(RenderError::NoFrames);
    };
    let index = frame.min(last);
    let table = &flight.table;
    let width = options.width;
    let (view, camera, height) = match flight_placement(flight, options) {
        Some(place) => (place.local_view(), flight.camera.as_ref(), place.height),
        None => {
            let (hx, hy) = (
                table.table.x / 2.0 + SEAT_ROOM,
                table.table.y / 2.0 + SEAT_ROOM,
            );
            let height = (f64::from(width) * hy / hx.max(1e-6))
                .round()
                .clamp(1.0, 16_384.0);
            let area = Area::sized(width as f32, height as f32);
            (table_view(table.table, area), None, height)
        }
    };
    let mut pixmap = new_pixmap(width, height as u32)?;
    pixmap.fill(colour(BACKGROUND));
    draw_table_top(&mut pixmap, &view, table.table);
    match board {
        Some(board) => draw_tiles(
            &mut pixmap,
            &view,
            table.board_origin,
            tile::SIZE,
            &board.tiles,
        ),
        None => draw_plain_tiles(&mut pixmap, &view, table.board_origin, &table.tiles),
    }
    let seats = table.seats.iter().map(|seat| (seat.position, seat.facing));
    draw_seats(&mut pixmap, &view, seats, flight.hurl.seat, camera);
    let now = &frames[index];
    draw_tokens(&mut pixmap, &view, flight, board, now);
    draw_followers(&mut pixmap, &view, flight, board, now);
    draw_hurled(&mut pixmap, &view, flight, &frames[..=index]);
    let unit = width as f32 / 1080.0;
    let caught = if flight.caught_at.is_some() && index == last {
        "  CAUGHT!"
    } else {
        ""
    };
    let caption = format!("{}  {:.2} S{caught}", token_name(flight), now.time);
    draw_text(
        &mut pixmap,
        &caption,
        (16.0 * unit, 16.0 * unit),
        &TextStyle::new(28.0 * unit, INK),
    );
    Ok(pixmap)
}

/// Where [`flight_frame`] draws the table through the flight's camera: the whole picture,
/// `options.width` wide, its height following the camera's frame ([`camera_picture`]).
/// `None` for [`FlightView::Table`] and for a flight without a camera (drawn whole, north up).
pub fn flight_placement(flight: &FlightScene, options: &FlightOptions) -> Option<CameraPlacement> {
    match options.view {
        FlightView::Hurler => camera_picture(flight.camera.as_ref()?, options.width),
        FlightView::Table => None,
    }
}

/// The hurled token's kind in capitals.
fn token_name(flight: &FlightScene) -> String {
    flight
        .hurl
        .token
        .name()
        .replace('_', "-")
        .to_ascii_uppercase()
}

/// Resting tokens, pushed ones where they are in this frame; owners from the board's round.
fn draw_tokens(
    pixmap: &mut Pixmap,
    view: &Viewport,
    flight: &FlightScene,
    board: Option<&BoardScene>,
    now: &Frame,
) {
    let owners = board.and_then(|b| b.round.as_ref()).map(|r| &r.tokens);
    for token in &flight.table.tokens {
        let at = now
            .tokens
            .iter()
            .find(|(id, _)| *id == token.id)
            .map_or(token.position, |(_, at)| *at);
        let owner = owners
            .and_then(|tokens| {
                tokens.iter().find(|t| {
                    t.kind == token.kind
                        && (t.at.x - token.position.x).abs() < 1e-3
                        && (t.at.y - token.position.y).abs() < 1e-3
                })
            })
            .map(|t| player_colour(usize::from(t.owner)));
        draw_token(pixmap, view, token.kind, at, owner.as_ref(), 1.0);
    }
}

/// Followers standing or lying (slid ones where they are in this frame), then those toppling
/// (on top, as they fall onto the others) as far as this frame shows.
fn draw_followers(
    pixmap: &mut Pixmap,
    view: &Viewport,
    flight: &FlightScene,
    board: Option<&BoardScene>,
    now: &Frame,
) {
    let owner = |id: u32| -> PlayerColour {
        board
            .and_then(|b| b.followers.iter().find(|f| f.id == id))
            .map_or_else(unknown_owner, |f| player_colour(usize::from(f.owner)))
    };
    for body in &flight.table.followers {
        if !now.followers.iter().any(|f| f.id == body.id) {
            let at = slid_to(&flight.hurl.outcome, now, body.id).unwrap_or(body.position);
            let piece = (body.pose, body.size());
            draw_follower(pixmap, view, at, piece, Some(&owner(body.id)), 1.0);
        }
    }
    for fall in &now.followers {
        if let Some(body) = flight.table.followers.iter().find(|b| b.id == fall.id) {
            draw_fallen(pixmap, view, &fallen_corners(body, fall), &owner(body.id));
        }
    }
}

/// Where follower `id` has slid to by frame `now`, if it slid and has not fallen. The last
/// frame may come a moment before the slide ends: there it is drawn where it stopped.
fn slid_to(outcome: &Outcome, now: &Frame, id: u32) -> Option<Vector2<f64>> {
    let (_, at) = now.sliding.iter().find(|(slid, _)| *slid == id)?;
    let last = outcome
        .frames
        .last()
        .is_some_and(|last| last.time == now.time);
    let stopped = outcome.moved_followers.iter().find(|m| m.id == id);
    Some(stopped.filter(|_| last).map_or(*at, |m| m.position))
}

/// The hurled token in the last of `frames`, its shadow and its trail.
fn draw_hurled(pixmap: &mut Pixmap, view: &Viewport, flight: &FlightScene, frames: &[Frame]) {
    let Some(now) = frames.last() else {
        return;
    };
    let trail: Vec<_> = frames
        .iter()
        .map(|f| view.at(f.token.x, f.token.y))
        .collect();
    if trail.len() > 1 {
        stroke(
            pixmap,
            polyline(&trail).as_ref(),
            TRAIL,
            view.px(0.002).max(2.0),
        );
    }
    let kind = flight.hurl.token;
    let at = Vector2::new(now.token.x, now.token.y);
    let height = now.token.z.max(0.0);
    draw_shadow(pixmap, view, at, kind.radius(), height);
    let owner = player_colour(flight.hurl.seat);
    draw_token(
        pixmap,
        view,
        kind,
        at,
        Some(&owner),
        1.0 + GROW_PER_METRE * height,
    );
}

/// Every drawn frame of `flight` ([`frame_indices`]) as pictures.
pub fn flight_frames(
    flight: &FlightScene,
    board: Option<&BoardScene>,
    options: &FlightOptions,
) -> Result<Vec<Pixmap>, RenderError> {
    let indices = frame_indices(flight.shown_frames(), options.step);
    if indices.is_empty() {
        return Err(RenderError::NoFrames);
    }
    indices
        .into_iter()
        .map(|index| flight_frame(flight, board, index, options))
        .collect()
}

/// The flight as an animated PNG at 60 / `step` frames a second, played for ever, the last
/// frame held `hold_ms` ([`write_flight_apng`] into memory).
pub fn flight_apng(
    flight: &FlightScene,
    board: Option<&BoardScene>,
    options: &FlightOptions,
) -> Result<Vec<u8>, RenderError> {
    let mut out = Vec::new();
    write_flight_apng(flight, board, options, &mut out)?;
    Ok(out)
}

/// Writes the flight into `out` as an animated PNG at 60 / `step` frames a second, played for
/// ever, the last frame held `hold_ms`. Each frame is drawn and handed to the encoder before
/// the next is drawn, so one frame is in memory at a time; the first is drawn before anything
/// is written, so a flight that cannot be drawn writes nothing.
pub fn write_flight_apng<W: Write>(
    flight: &FlightScene,
    board: Option<&BoardScene>,
    options: &FlightOptions,
    out: W,
) -> Result<(), RenderError> {
    let indices = frame_indices(flight.shown_frames(), options.step);
    let Some((&first, rest)) = indices.split_first() else {
        return Err(RenderError::NoFrames);
    };
    let count = u32::try_from(indices.len()).map_err(|_| RenderError::Encode {
        reason: "too many frames for one APNG".to_string(),
    })?;
    let step = u16::try_from(options.step.max(1)).unwrap_or(u16::MAX);
    let picture = flight_frame(flight, board, first, options)?;
    let mut apng = ApngWriter::new(
        out,
        (picture.width(), picture.height()),
        count,
        (step, 60),
        (options.hold_ms, 1000),
        0,
    )?;
    apng.frame(&picture)?;
    drop(picture);
    for &index in rest {
        apng.frame(&flight_frame(flight, board, index, options)?)?;
    }
    apng.finish()
}

/// Writes the drawn frames into `folder` (which must exist) as `frame-0000.png`,
/// `frame-0001.png`, …, each as soon as it is drawn; returns their paths in order.
pub fn write_flight_pngs(
    flight: &FlightScene,
    board: Option<&BoardScene>,
    options: &FlightOptions,
    folder: &Path,
) -> Result<Vec<PathBuf>, RenderError> {
    let indices = frame_indices(flight.shown_frames(), options.step);
    if indices.is_empty() {
        return Err(RenderError::NoFrames);
    }
    let mut paths = Vec::with_capacity(indices.len());
    for (number, index) in indices.into_iter().enumerate() {
        let path = folder.join(format!("frame-{number:04}.png"));
        write_png(&flight_frame(flight, board, index, options)?, &path)?;
        paths.push(path);
    }
    Ok(paths)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_last_frame_is_always_drawn() {
        assert_eq!(frame_indices(0, 2), Vec::<usize>::new());
        assert_eq!(frame_indices(1, 2), vec![0]);
        assert_eq!(frame_indices(5, 2), vec![0, 2, 4]);
        assert_eq!(frame_indices(6, 2), vec![0, 2, 4, 5]);
        assert_eq!(frame_indices(3, 0), vec![0, 1, 2]);
    }
}
