//! The strip under the board that shows what could still come: each tile type left in the
//! pile, small, with how many of it are left ("×3"), in the catalogue's order.
//!
//! Sizes are given for a picture 1080 px wide and scale with its width.

use crate::glyphs::{Align, TextStyle, draw_text};
use crate::palette::{GREY_INK, INK};
use crate::shapes::{fill, rectangle};
use crate::tile::draw_tile;
use crate::viewport::Area;
use catapult_core::scene::TilesLeft;
use catapult_core::tiles::Rotation;
use tiny_skia::Pixmap;

/// Tile types in one row.
const PER_ROW: usize = 12;
/// One type's row height (tile and count below it), px at 1080 wide.
const ROW: f32 = 96.0;
/// The title line's height, px at 1080 wide.
const TITLE: f32 = 44.0;
/// The strip's card.
const CARD: [u8; 4] = [255, 255, 255, 255];

/// The strip's height for `left` in a picture `width` px wide: nothing when the pile is empty.
pub(crate) fn pile_height(left: &[TilesLeft], width: u32) -> f32 {
    let types = left.iter().filter(|left| left.count > 0).count();
    if types == 0 {
        return 0.0;
    }
    let unit = width as f32 / 1080.0;
    let rows = types.div_ceil(PER_ROW);
    (TITLE + ROW * rows as f32) * unit
}

/// Draws the strip for `left` in `area`.
pub(crate) fn draw_pile(pixmap: &mut Pixmap, left: &[TilesLeft], area: Area) {
    let unit = area.width / 1080.0;
    fill(
        pixmap,
        rectangle((area.x, area.y), (area.width, area.height)).as_ref(),
        CARD,
    );
    let total: u32 = left.iter().map(|left| left.count).sum();
    draw_text(
        pixmap,
        &format!("STILL TO COME: {total} TILES"),
        (area.x + 16.0 * unit, area.y + 12.0 * unit),
        &TextStyle::new(22.0 * unit, GREY_INK),
    );
    let cell = area.width / PER_ROW as f32;
    let side = cell * 0.62;
    let count = TextStyle::new(18.0 * unit, INK).aligned(Align::Centre);
    for (index, left) in left.iter().filter(|left| left.count > 0).enumerate() {
        let (column, row) = (index % PER_ROW, index / PER_ROW);
        let x = area.x + cell * (column as f32 + 0.5);
        let y = area.y + TITLE * unit + ROW * unit * row as f32;
        draw_tile(
            pixmap,
            left.tile,
            Rotation::default(),
            (x, y + side / 2.0),
            side,
        );
        draw_text(
            pixmap,
            &format!("×{}", left.count),
            (x, y + side + 8.0 * unit),
            &count,
        );
    }
}
