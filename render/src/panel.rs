//! The score panel across the top of the board picture: one row per player (colour chip with
//! the seat's pattern and letter, name, score and followers in supply), the current player
//! marked; on the right the drawn tile, small, and the tiles left — or the round's token
//! during a catapult round, or "GAME OVER".
//!
//! Sizes are given for a picture 1080 px wide and scale with its width.

use crate::glyphs::{Align, TextStyle, draw_text, text_width};
use crate::palette::{GREY_INK, INK, Rgba, with_alpha};
use crate::pieces::{PieceShape, draw_piece, token_label};
use crate::shapes::{Px, fill, polygon, rectangle, segment, stroke};
use crate::tile::draw_tile;
use crate::viewport::Area;
use catapult_core::scene::{BoardScene, PlayerView};
use catapult_core::tiles::Rotation;
use tiny_skia::Pixmap;

/// Row height, px at 1080 wide.
const ROW: f32 = 64.0;
/// Padding round the panel's content, px at 1080 wide.
const PAD: f32 = 16.0;
/// Width of the block on the right (drawn tile, tiles left), px at 1080 wide.
const RIGHT: f32 = 260.0;
/// Height the right block needs, px at 1080 wide.
const RIGHT_HIGH: f32 = 272.0;
/// The panel's card.
const CARD: Rgba = [255, 255, 255, 255];
const CARD_EDGE: Rgba = [200, 196, 186, 255];

/// The panel's height for `players` rows in a picture `width` px wide.
pub(crate) fn panel_height(players: usize, width: u32) -> f32 {
    let unit = width as f32 / 1080.0;
    let rows = players.max(1) as f32 * ROW + 2.0 * PAD;
    rows.max(RIGHT_HIGH) * unit
}

/// Draws the panel over `area` (its full width, [`panel_height`] high).
pub(crate) fn draw_panel(pixmap: &mut Pixmap, scene: &BoardScene, area: Area) {
    let unit = area.width / 1080.0;
    let card = rectangle((area.x, area.y), (area.width, area.height));
    fill(pixmap, card.as_ref(), CARD);
    let bottom = area.y + area.height;
    stroke(
        pixmap,
        segment((area.x, bottom), (area.x + area.width, bottom)).as_ref(),
        CARD_EDGE,
        2.0 * unit,
    );
    let rows_width = area.width - RIGHT * unit;
    for (index, player) in scene.players.iter().enumerate() {
        let top = area.y + (PAD + ROW * index as f32) * unit;
        let current = player.current && !scene.turn.game_over;
        draw_row(pixmap, player, current, (area.x, top), rows_width, unit);
    }
    let right = Area {
        x: area.x + rows_width,
        y: area.y,
        width: RIGHT * unit,
        height: area.height,
    };
    stroke(
        pixmap,
        segment(
            (right.x, area.y + PAD * unit),
            (right.x, bottom - PAD * unit),
        )
        .as_ref(),
        CARD_EDGE,
        2.0 * unit,
    );
    draw_turn_block(pixmap, scene, right, unit);
}

/// One player's row, `width` px wide from `corner`, marked if it is their turn.
fn draw_row(
    pixmap: &mut Pixmap,
    player: &PlayerView,
    current: bool,
    corner: Px,
    width: f32,
    unit: f32,
) {
    let (x, top) = corner;
    let middle = top + ROW * unit / 2.0;
    if current {
        let band = rectangle(
            (x + 8.0 * unit, top + 3.0 * unit),
            (width - 16.0 * unit, (ROW - 6.0) * unit),
        );
        fill(pixmap, band.as_ref(), with_alpha(player.colour.rgb, 56));
        stroke(
            pixmap,
            band.as_ref(),
            with_alpha(player.colour.rgb, 255),
            3.0 * unit,
        );
        let arrow = polygon(&[
            (x + 16.0 * unit, middle - 13.0 * unit),
            (x + 36.0 * unit, middle),
            (x + 16.0 * unit, middle + 13.0 * unit),
        ]);
        fill(pixmap, arrow.as_ref(), INK);
    }
    draw_piece(
        pixmap,
        (x + 72.0 * unit, middle),
        46.0 * unit,
        PieceShape::Disc,
        &player.colour,
    );
    // Score on the right of the row, supply after it, the name in the room left.
    let text = 30.0 * unit;
    let supply_x = x + width - 112.0 * unit;
    let score_right = supply_x - 28.0 * unit;
    let score = player.score.to_string();
    let score_style = TextStyle::new(38.0 * unit, INK)
        .aligned(Align::Right)
        .with_weight(1.2);
    draw_text(
        pixmap,
        &score,
        (score_right, middle - 19.0 * unit),
        &score_style,
    );
    let name_left = x + 112.0 * unit;
    let room = score_right - text_width(&score, 38.0 * unit) - 28.0 * unit - name_left;
    let name = fitted(&player.name.to_uppercase(), text, room);
    draw_text(
        pixmap,
        &name,
        (name_left, middle - text / 2.0),
        &TextStyle::new(text, INK),
    );
    draw_piece(
        pixmap,
        (supply_x + 14.0 * unit, middle),
        22.0 * unit,
        PieceShape::Disc,
        &player.colour,
    );
    draw_text(
        pixmap,
        &format!("×{}", player.supply),
        (supply_x + 32.0 * unit, middle - 13.0 * unit),
        &TextStyle::new(26.0 * unit, GREY_INK),
    );
    // The big follower at home is a larger piece after the count, as it stands larger on the board.
    if player.big_follower_in_supply {
        draw_piece(
            pixmap,
            (supply_x + 90.0 * unit, middle),
            30.0 * unit,
            PieceShape::Disc,
            &player.colour,
        );
    }
}

/// `text` cut to fit `room` px at `height`, ending in "." if cut.
fn fitted(text: &str, height: f32, room: f32) -> String {
    if text_width(text, height) <= room {
        return text.to_string();
    }
    let mut cut: String = text.to_string();
    while !cut.is_empty() && text_width(&format!("{cut}."), height) > room {
        cut.pop();
    }
    if cut.is_empty() {
        return cut;
    }
    format!("{}.", cut.trim_end())
}

/// The right block: the drawn tile with the tiles left; the round's token during a round; or
/// the end of the game.
fn draw_turn_block(pixmap: &mut Pixmap, scene: &BoardScene, area: Area, unit: f32) {
    let centre_x = area.x + area.width / 2.0;
    let label = TextStyle::new(22.0 * unit, GREY_INK).aligned(Align::Centre);
    let big = TextStyle::new(40.0 * unit, INK)
        .aligned(Align::Centre)
        .with_weight(1.2);
    let mut y = area.y + PAD * unit;
    if scene.turn.game_over {
        draw_text(pixmap, "GAME", (centre_x, y + 60.0 * unit), &big);
        draw_text(pixmap, "OVER", (centre_x, y + 116.0 * unit), &big);
    } else if let Some(round) = &scene.round {
        draw_text(pixmap, "CATAPULT", (centre_x, y), &label);
        y += 40.0 * unit;
        let initials = TextStyle::new(64.0 * unit, INK)
            .aligned(Align::Centre)
            .with_weight(1.3);
        let name = TextStyle::new(26.0 * unit, INK)
            .aligned(Align::Centre)
            .with_weight(1.2);
        match round.token {
            Some(token) => {
                draw_text(pixmap, token_label(token), (centre_x, y), &initials);
                let full = token.name().replace('_', "-").to_uppercase();
                draw_text(pixmap, &full, (centre_x, y + 80.0 * unit), &name);
            }
            None => draw_text(pixmap, "?", (centre_x, y), &initials),
        }
        y += 130.0 * unit;
        draw_text(pixmap, "HURLS", (centre_x, y), &label);
        if let Some(player) = scene.players.get(usize::from(round.hurler)) {
            draw_piece(
                pixmap,
                (centre_x, y + 52.0 * unit),
                52.0 * unit,
                PieceShape::Disc,
                &player.colour,
            );
        }
        return;
    } else {
        // The tile to place or, while a follower may go on it, the tile just placed.
        let placed = scene.turn.placed_this_turn.and_then(|cell| {
            scene
                .tiles
                .iter()
                .find(|tile| tile.cell == cell)
                .map(|tile| ("PLACED", tile.tile, tile.rotation))
        });
        let shown = match scene.turn.drawn_tile {
            Some(tile) => Some(("TILE", tile, Rotation::default())),
            None => placed,
        };
        if let Some((title, tile, rotation)) = shown {
            draw_text(pixmap, title, (centre_x, y), &label);
            let side = 136.0 * unit;
            let top = y + 34.0 * unit;
            draw_tile(pixmap, tile, rotation, (centre_x, top + side / 2.0), side);
            let frame = rectangle((centre_x - side / 2.0, top), (side, side));
            stroke(pixmap, frame.as_ref(), INK, 2.0 * unit);
        }
        y += 34.0 * unit + 146.0 * unit;
    }
    if !scene.turn.game_over {
        draw_text(pixmap, "LEFT", (centre_x, y + 6.0 * unit), &label);
        let count = scene.turn.tiles_left.to_string();
        draw_text(pixmap, &count, (centre_x, y + 36.0 * unit), &big);
    }
}
