//! A sheet of tile types: each type's name over its four rotations (0°, 90°, 180°, 270°, left
//! to right), the types in rows of [`SHEET_COLUMNS`].

use crate::encode::new_pixmap;
use crate::error::RenderError;
use crate::glyphs::{TextStyle, draw_text};
use crate::palette::{BACKGROUND, INK, colour};
use crate::tile::draw_tile;
use catapult_core::tiles::{Rotation, TileTypeId};
use tiny_skia::Pixmap;

/// Tile types side by side in one row of the sheet.
pub const SHEET_COLUMNS: usize = 3;

/// Draws `tiles` as a sheet, each tile `tile_px` px wide.
pub fn render_tile_sheet(tiles: &[TileTypeId], tile_px: u32) -> Result<Pixmap, RenderError> {
    let side = tile_px.max(8) as f32;
    let gap = (side * 0.1).round().max(2.0);
    let label = (side * 0.3).round().max(12.0);
    let block_width = 4.0 * side + 3.0 * gap;
    let block_height = label + gap + side;
    let margin = side * 0.3;
    let rows = tiles.len().div_ceil(SHEET_COLUMNS).max(1);
    let width =
        2.0 * margin + SHEET_COLUMNS as f32 * block_width + (SHEET_COLUMNS - 1) as f32 * side * 0.5;
    let height = 2.0 * margin + rows as f32 * block_height + (rows - 1) as f32 * side * 0.3;
    let mut pixmap = new_pixmap(width.ceil() as u32, height.ceil() as u32)?;
    pixmap.fill(colour(BACKGROUND));
    let style = TextStyle::new(label * 0.8, INK);
    for (index, tile) in tiles.iter().enumerate() {
        let (row, column) = (index / SHEET_COLUMNS, index % SHEET_COLUMNS);
        let left = margin + column as f32 * (block_width + side * 0.5);
        let top = margin + row as f32 * (block_height + side * 0.3);
        draw_text(&mut pixmap, &tile.to_string(), (left, top), &style);
        for rotation in Rotation::ALL {
            let x = left + f32::from(rotation.quarters()) * (side + gap) + side / 2.0;
            let y = top + label + gap + side / 2.0;
            draw_tile(&mut pixmap, *tile, rotation, (x, y), side);
        }
    }
    Ok(pixmap)
}
