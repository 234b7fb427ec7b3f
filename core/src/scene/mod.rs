//! What a screen draws: tile shapes, the board as a scene, player colours and a hurl's flight.
//!
//! Everything here is data in plain coordinates, so the CLI's PNG renderer, the Android app and
//! the iOS app draw the same picture without knowing any rule. Two coordinate systems:
//! - **tile units** for the board: a tile is 1 × 1, cell (x, y) is centred on (x, y), x grows
//!   east and y north (as [`crate::board::Pos`]); a tile's own shapes are given about its centre
//!   (each coordinate within ±0.5) in printed orientation, and [`rotate`] turns them;
//! - **metres** on the table during a catapult round (as [`crate::physics::Scene`]), with
//!   [`RoundView::tile_size`] and [`RoundView::board_origin`] to go from one to the other.

pub mod art;
pub mod board;
pub mod catch_zone;
pub mod colours;
pub mod flight;
pub mod round_camera;

pub use art::{ShapeRole, TileArt, TileShape, tile_art};
pub use board::{
    AimAt, BoardScene, CellBounds, FeatureView, FollowerChoice, FollowerView, LegalCell,
    PlayerView, ProjectedScore, RoundView, SeatView, TileView, TilesLeft, TokenView, TurnView,
    board_scene, round_view, round_view_on, turn_view,
};
pub use catch_zone::{CatchZone, catch_zone};
pub use colours::{PlayerColour, SeatPattern, player_colour, seat_colour_names};
pub use flight::{FlightScene, hurl_flight, hurl_indices};
pub use round_camera::{
    CameraSubject, CameraTransform, MAX_FRAME_SPAN, MIN_FRAME_SPAN, RoundCamera, flight_end_camera,
    round_camera,
};

use crate::tiles::Rotation;
use serde::{Deserialize, Serialize};

/// A point in the plane: tile units or metres, as the field holding it says.
#[derive(Debug, Clone, Copy, PartialEq, Default, Serialize, Deserialize)]
pub struct Point {
    /// East, growing to the right on screen.
    pub x: f64,
    /// North, growing upwards on screen.
    pub y: f64,
}

impl Point {
    /// A point from its coordinates.
    pub const fn new(x: f64, y: f64) -> Point {
        Point { x, y }
    }

    /// This point moved by `dx`, `dy`.
    pub fn offset(self, dx: f64, dy: f64) -> Point {
        Point::new(self.x + dx, self.y + dy)
    }
}

/// `point` (about a tile's centre) as the tile lies with `rotation`: each quarter turn is
/// clockwise, taking (x, y) to (y, −x), the same turn as [`crate::tiles::TileType::follower_spot`].
pub fn rotate(point: Point, rotation: Rotation) -> Point {
    (0..rotation.quarters()).fold(point, |p, _| Point::new(p.y, -p.x))
}
