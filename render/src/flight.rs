//! A hurl's flight, frame by frame (the physics' 60 Hz frames): the table as it was, the token
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
    SEAT_ROOM, box_round, draw_follower, draw_plain_tiles, draw_seat, draw_shadow, draw_table_top,
    draw_tiles, draw_token, unknown_owner,
};
use crate::viewport::{Area, Viewport};
use catapult_core::physics::pieces::tile;
use catapult_core::physics::{Frame, Outcome, TokenKind};
use catapult_core::scene::{BoardScene, FlightScene, PlayerColour, player_colour};
use nalgebra::Vector2;
use std::io::Write;
use std::path::{Path, PathBuf};
use tiny_skia::Pixmap;

/// How a flight is drawn.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FlightOptions {
    /// Picture width, px; the height follows the table's shape.
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
    /// The whole table with the seats: the height follows the table's shape.
    #[default]
    Table,
    /// The board's tiles and followers (where they stood and where they slid to) with
    /// [`BOARD_VIEW_MARGIN`] tiles round them, larger: the height follows the board's shape
    /// (half to 1.6 times the width).
    Board,
}

/// Room round the board in [`FlightView::Board`], tiles.
pub const BOARD_VIEW_MARGIN: f64 = 1.0;

impl Default for FlightOptions {
    /// The whole table 1080 px wide, 30 frames a second, the end held for 1.5 s.
    fn default() -> FlightOptions {
        FlightOptions {
            width: 1080,
            step: 2,
            hold_ms: 1500,
            view: FlightView::Table,
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
    let (low, high) = match options.view {
        FlightView::Table => {
            let (hx, hy) = (
                table.table.x / 2.0 + SEAT_ROOM,
                table.table.y / 2.0 + SEAT_ROOM,
            );
            ((-hx, -hy), (hx, hy))
        }
        FlightView::Board => board_box(flight),
    };
    let ratio = (high.1 - low.1) / (high.0 - low.0).max(1e-6);
    let ratio = match options.view {
        FlightView::Table => ratio,
        FlightView::Board => ratio.clamp(0.5, 1.6),
    };
    let height = (f64::from(width) * ratio).round().clamp(1.0, 16_384.0) as u32;
    let mut pixmap = new_pixmap(width, height)?;
    pixmap.fill(colour(BACKGROUND));
    let area = Area {
        x: 0.0,
        y: 0.0,
        width: width as f32,
        height: height as f32,
    };
    let view = Viewport::fit(low, high, area);
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
    for (seat, at) in table.seats.iter().enumerate() {
        let colour = player_colour(seat);
        draw_seat(
            &mut pixmap,
            &view,
            at.position,
            at.facing,
            &colour,
            seat == flight.hurl.seat,
        );
    }
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

/// The table box (south-west and north-east corners, m) round the board's tiles and the
/// followers, where they stood and where they slid to, and a catch token's path over the
/// table as far as it is shown (it flies from seat to seat, not at the board), with
/// [`BOARD_VIEW_MARGIN`] tiles to spare.
fn board_box(flight: &FlightScene) -> ((f64, f64), (f64, f64)) {
    let table = &flight.table;
    let tiles = table.tiles.iter().map(|cell| table.cell_centre(*cell));
    let followers = table.followers.iter().map(|f| f.position);
    let outcome = &flight.hurl.outcome;
    let slid = outcome.moved_followers.iter().filter(|m| m.slid > 0.0);
    let room = (0.5 + BOARD_VIEW_MARGIN) * tile::SIZE;
    let origin = table.board_origin;
    let catch = flight.hurl.token == TokenKind::Catch;
    let path = outcome.frames[..if catch { flight.shown_frames() } else { 0 }]
        .iter()
        .map(|frame| frame.token.xy())
        .filter(|at| table.on_table(*at));
    let points = tiles
        .chain(followers)
        .chain(slid.map(|m| m.position))
        .chain(path);
    box_round(points, room).unwrap_or((
        (origin.x - room, origin.y - room),
        (origin.x + room, origin.y + room),
    ))
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
