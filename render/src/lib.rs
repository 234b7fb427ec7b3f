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
//! north); both are mapped to px with y down. Colours are sRGB, 0–255.

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

pub use board::{BoardOptions, board_png, render_board};
pub use encode::{ApngWriter, encode_apng, encode_png, write_png};
pub use error::RenderError;
pub use flight::{
    BOARD_VIEW_MARGIN, FlightOptions, FlightView, flight_apng, flight_frame, flight_frames,
    frame_indices, write_flight_apng, write_flight_pngs,
};
pub use glyphs::{Align, TextStyle, draw_text, has_glyph, text_width};
pub use hurl::{HurlCast, hurl_picture, hurl_png};
pub use palette::Rgba;
pub use sheet::{SHEET_COLUMNS, render_tile_sheet};
pub use tile::draw_tile;
/// tiny-skia's picture type, which the functions here draw into and return.
pub use tiny_skia::Pixmap;
