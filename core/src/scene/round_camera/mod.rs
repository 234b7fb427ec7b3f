//! How a catapult round is seen: from the acting player's seat, as a person standing at the
//! table's edge sees it. The seat is at the bottom of the screen, its catapult's straight-ahead
//! points up, and the frame holds what that stage is about (the board and the opponents'
//! followers, the fair tile, the catcher's hands, where a token came to rest). Every frontend
//! draws the round through this one description; none works it out on its own.
//!
//! Metres on the table (as [`crate::physics::Scene`]); "across" is to the seat's right and
//! "ahead" is the way its catapult faces.

mod for_stage;

pub use for_stage::{flight_end_camera, round_camera};

use super::Point;
use crate::physics::Seat;
use nalgebra::Vector2;
use serde::Serialize;

/// The frame's long side never shows more than this much table, m, unless its subject alone
/// needs more: it keeps a small board big enough to aim at (a 45 mm tile is then at least an
/// eighth of the frame) rather than showing all the empty table up to a far seat.
pub const MAX_FRAME_SPAN: f64 = 0.36;
/// The frame's sides never show less than this, m: a one-tile board is not blown up to fill
/// the screen (four tiles across).
pub const MIN_FRAME_SPAN: f64 = 0.18;
/// Room kept round the subject, m (about a follower's height).
const SUBJECT_MARGIN: f64 = 0.03;
/// Room kept behind the seat's point on the table edge, m, so its catapult marker is drawn
/// whole.
const SEAT_ROOM: f64 = 0.05;
/// How far inside the frame's bottom edge the seat's marker is drawn when the seat itself is
/// beyond the frame, m.
const SEAT_MARK_INSET: f64 = 0.03;

/// What a round's camera frames.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum CameraSubject {
    /// The whole board (the token choice).
    Board,
    /// The board and every opponent's follower on it (knock-out and seduction hurls, the
    /// seduction choice).
    Opponents,
    /// The fair tile (target hurling).
    FairTile,
    /// The catcher's hands and the ruler's mark between the two seats (the catch).
    Catch,
    /// Where the hurled token came to rest and every follower it touched (a flight's end).
    Result,
}

/// The round as the acting seat sees it: which table direction is up on the screen and which
/// part of the table the screen shows.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct RoundCamera {
    /// The seat seen from: its catapult is at the bottom of the screen.
    pub seat: u8,
    /// The table direction drawn straight up the screen: the seat's facing, radians from east,
    /// counter-clockwise.
    pub up: f64,
    /// How far to turn the table, radians counter-clockwise, so `up` points up the screen
    /// (π/2 − `up`): a canvas turns by this before drawing the table.
    pub turn: f64,
    /// The frame's centre on the table, m.
    pub centre: Point,
    /// The frame's size across the screen, m.
    pub width: f64,
    /// The frame's size up the screen, m.
    pub height: f64,
    /// The middle of the frame's bottom edge, table m: a screen puts it at the middle of its
    /// own bottom edge (see [`RoundCamera::transform`]).
    pub anchor: Point,
    /// Where to draw the seat's catapult, table m: the seat itself when it is in the frame,
    /// else just inside the frame's bottom edge on the seat's line straight ahead.
    pub seat_mark: Point,
    /// What the frame is about.
    pub subject: CameraSubject,
    /// The points the frame holds, table m (the subject's corners and pieces).
    pub must_show: Vec<Point>,
}

/// Where the camera puts the table on a screen: screen point = (`x`, `y`) + `scale` × the
/// table point turned by `turn` (y down on the screen, north up before the turn).
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct CameraTransform {
    /// Screen units (px or points) per metre of table.
    pub scale: f64,
    /// The turn, radians counter-clockwise (the camera's `turn`).
    pub turn: f64,
    /// Where table point (0, 0) lands on the screen, screen units from the left.
    pub x: f64,
    /// The same, screen units from the top.
    pub y: f64,
}

impl CameraTransform {
    /// Table point `p` (m) on the screen, screen units from the top-left corner.
    pub fn to_screen(&self, p: Point) -> Point {
        let (sin, cos) = self.turn.sin_cos();
        Point::new(
            self.x + self.scale * (cos * p.x - sin * p.y),
            self.y - self.scale * (sin * p.x + cos * p.y),
        )
    }

    /// The table point (m) under screen point `s`.
    pub fn to_table(&self, s: Point) -> Point {
        let (sin, cos) = self.turn.sin_cos();
        let (u, v) = ((s.x - self.x) / self.scale, (self.y - s.y) / self.scale);
        Point::new(cos * u + sin * v, -sin * u + cos * v)
    }
}

impl RoundCamera {
    /// The frame from `seats[seat]` holding `points` (table m), framing `subject`; `None` when
    /// there is no such seat or nothing to frame.
    pub fn frame(
        seats: &[Seat],
        seat: usize,
        subject: CameraSubject,
        points: &[Point],
    ) -> Option<RoundCamera> {
        let at = seats.get(seat)?;
        let first = points.first()?;
        let view = Facing::new(at.facing);
        let seen = |p: &Point| view.seen(*p);
        let start = seen(first);
        let (mut low, mut high) = points.iter().map(seen).fold((start, start), |(lo, hi), s| {
            (
                Point::new(lo.x.min(s.x), lo.y.min(s.y)),
                Point::new(hi.x.max(s.x), hi.y.max(s.y)),
            )
        });
        low = low.offset(-SUBJECT_MARGIN, -SUBJECT_MARGIN);
        high = high.offset(SUBJECT_MARGIN, SUBJECT_MARGIN);
        // Reach back to the seat, so the player sees where they stand, as far as the span
        // allows: a seat far from a small board would shrink the board past aiming at.
        let seat_seen = view.seen(Point::new(at.position.x, at.position.y));
        let longest = (high.x - low.x).max(high.y - low.y).max(MAX_FRAME_SPAN);
        let bottom = (seat_seen.y - SEAT_ROOM).max(high.y - longest).min(low.y);
        let seat_in_frame = seat_seen.y - SEAT_ROOM >= bottom - 1e-9;
        low.y = bottom;
        // Across, the frame always holds the seat's line straight ahead, so its marker stands
        // right below the board's centre and an upward swipe from it points there.
        low.x = low.x.min(seat_seen.x - SEAT_ROOM);
        high.x = high.x.max(seat_seen.x + SEAT_ROOM);
        // Never closer than the least span: grow about the middle across, upwards ahead (the
        // seat stays at the bottom).
        let grow = (MIN_FRAME_SPAN - (high.x - low.x)).max(0.0) / 2.0;
        low.x -= grow;
        high.x += grow;
        high.y = high.y.max(low.y + MIN_FRAME_SPAN);
        let mark_seen = if seat_in_frame {
            seat_seen
        } else {
            Point::new(seat_seen.x, low.y + SEAT_MARK_INSET)
        };
        let middle = (low.x + high.x) / 2.0;
        Some(RoundCamera {
            seat: u8::try_from(seat).ok()?,
            up: at.facing,
            turn: std::f64::consts::FRAC_PI_2 - at.facing,
            centre: view.table(Point::new(middle, (low.y + high.y) / 2.0)),
            anchor: view.table(Point::new(middle, low.y)),
            width: high.x - low.x,
            height: high.y - low.y,
            seat_mark: view.table(mark_seen),
            subject,
            must_show: points.to_vec(),
        })
    }

    /// This camera holding `points` (table m) as well, framing `subject`.
    pub fn widened(
        &self,
        seats: &[Seat],
        subject: CameraSubject,
        points: &[Point],
    ) -> Option<RoundCamera> {
        let all: Vec<Point> = self.must_show.iter().chain(points).copied().collect();
        RoundCamera::frame(seats, usize::from(self.seat), subject, &all)
    }

    /// How a `width` × `height` screen shows this frame: as large as it fits, centred across,
    /// its bottom edge on the screen's bottom edge (the seat at the bottom; a taller screen
    /// shows more of what lies ahead). `None` for an empty screen.
    pub fn transform(&self, width: f64, height: f64) -> Option<CameraTransform> {
        if !(width > 0.0 && height > 0.0 && self.width > 0.0 && self.height > 0.0) {
            return None;
        }
        let scale = (width / self.width).min(height / self.height);
        let (sin, cos) = self.turn.sin_cos();
        // The anchor, turned, goes to the screen's bottom middle.
        let turned = (
            cos * self.anchor.x - sin * self.anchor.y,
            sin * self.anchor.x + cos * self.anchor.y,
        );
        Some(CameraTransform {
            scale,
            turn: self.turn,
            x: width / 2.0 - scale * turned.0,
            y: height + scale * turned.1,
        })
    }

    /// Where table point `p` (m) lies as the seat sees it: m to its right (`x`) and ahead
    /// (`y`), from the table centre.
    pub fn seen(&self, p: Point) -> Point {
        Facing::new(self.up).seen(p)
    }
}

/// A seat's way of seeing the table: ahead along its facing, across to its right.
#[derive(Debug, Clone, Copy)]
struct Facing {
    ahead: Vector2<f64>,
    right: Vector2<f64>,
}

impl Facing {
    fn new(facing: f64) -> Facing {
        let (sin, cos) = facing.sin_cos();
        Facing {
            ahead: Vector2::new(cos, sin),
            right: Vector2::new(sin, -cos),
        }
    }

    fn seen(&self, p: Point) -> Point {
        let v = Vector2::new(p.x, p.y);
        Point::new(v.dot(&self.right), v.dot(&self.ahead))
    }

    fn table(&self, seen: Point) -> Point {
        let v = self.right * seen.x + self.ahead * seen.y;
        Point::new(v.x, v.y)
    }
}

#[cfg(test)]
mod tests;
