//! Catapult's pictures in pure Rust (tiny-skia): the core's scene drawn as PNG.
//!
//! - [`draw_tile`]: one tile's artwork at a cell, turned;
//! - [`render_board`] / [`board_png`]: the board with the score panel (or the catapult table
//!   during a round), sized for a phone (1080 × 1920 px by default);
//! - [`render_tile_sheet`]: every tile type in its four rotations;
//! - [`hurl_picture`] / [`hurl_png`]: the still top view of one hurl on the physics table;
//! - [`flight_frame`], [`flight_apng`], [`write_flight_apng`], [`write_flight_pngs`]: a hurl's
//!   flight animated, drawn a frame at a time;
//! - [`draw_text`]: the small stroke font the pictures use (tiny-skia has no text).
//!
//! Units: the board is in tile units (a tile is 1 × 1, y north) and the table in metres (y
//! north); both are mapped to px with y down. The board is drawn north up; a round's table and
//! a hurl are drawn through the core's camera (`catapult_core::scene::RoundCamera`) when it has
//! one — the acting seat at the bottom, its straight-ahead up — and north up without one
//! ([`CameraPlacement`] says where). Colours are sRGB, 0–255.

mod board;
mod encode;
mod error;
mod flight;
mod glyphs;
mod hurl;
mod palette;
mod panel;
mod pieces;
mod pile;
mod round;
mod shapes;
mod sheet;
mod table;
mod tile;
mod viewport;

pub use board::{BoardOptions, board_png, render_board, round_placement};
pub use encode::{ApngWriter, encode_apng, encode_png, write_png};
pub use error::RenderError;
pub use flight::{
    FlightOptions, FlightView, flight_apng, flight_frame, flight_frames, flight_placement,
    frame_indices, write_flight_apng, write_flight_pngs,
};
pub use glyphs::{Align, TextStyle, draw_text, has_glyph, text_width};
pub use hurl::{HurlCast, hurl_picture, hurl_png};
pub use palette::Rgba;
pub use sheet::{SHEET_COLUMNS, render_tile_sheet};
pub use tile::draw_tile;
/// tiny-skia's picture type, which the functions here draw into and return.
pub use tiny_skia::Pixmap;
pub use viewport::{CameraPlacement, camera_picture};
