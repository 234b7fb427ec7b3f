//! The board picture: the score panel on top and, below it, the board fitted to the room left
//! (tile units to px) — tiles, where the drawn tile fits, followers, optionally who holds each
//! feature — or, during a catapult round, the table as the round's camera frames it.

use crate::encode::{encode_png, new_pixmap};
use crate::error::RenderError;
use crate::glyphs::{Align, TextStyle, draw_text};
use crate::palette::{BACKGROUND, INK, WHITE, colour, with_alpha};
use crate::panel::{draw_panel, panel_height};
use crate::pieces::{PieceShape, draw_piece};
use crate::pile::{draw_pile, pile_height};
use crate::round::draw_round;
use crate::shapes::{circle, fill, stroke, stroke_dashed};
use crate::tile::{TilePlace, Tint, draw_art, tile_square};
use crate::viewport::{Area, CameraPlacement, Viewport};
use catapult_core::board::Pos;
use catapult_core::physics::Pose;
use catapult_core::scene::{BoardScene, PlayerColour, player_colour, tile_art};
use std::collections::HashMap;
use tiny_skia::Pixmap;

/// What the board picture shows, and its size.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BoardOptions {
    /// Picture width, px.
    pub width: u32,
    /// Picture height, px.
    pub height: u32,
    /// Tint every part of each held feature with its holders' colours.
    pub ownership: bool,
    /// Outline the cells where the drawn tile fits.
    pub legal_cells: bool,
    /// Draw the score panel across the top.
    pub panel: bool,
}

impl Default for BoardOptions {
    /// A phone screen upright: 1080 × 1920 px, panel and legal cells, no ownership tint.
    fn default() -> BoardOptions {
        BoardOptions {
            width: 1080,
            height: 1920,
            ownership: false,
            legal_cells: true,
            panel: true,
        }
    }
}

/// Room round the board, tile units.
const BOARD_MARGIN: f64 = 0.3;
/// A tile is never drawn wider than this share of the picture's width.
const MAX_TILE_SHARE: f64 = 0.22;
/// A standing follower's diameter and a lying one's height, tile units.
const STANDING_SIZE: f32 = 0.30;
const LYING_SIZE: f32 = 0.24;
/// How much larger the big follower is drawn: its height over a follower's, 19.28 / 15.98.
const BIG_SCALE: f32 = 1.2;

/// Draws `scene` as `options` ask: the panel, then the board (or, during a round, the table).
pub fn render_board(scene: &BoardScene, options: &BoardOptions) -> Result<Pixmap, RenderError> {
    let mut pixmap = new_pixmap(options.width, options.height)?;
    pixmap.fill(colour(BACKGROUND));
    let parts = Layout::of(scene, options);
    if let Some(panel) = parts.panel {
        draw_panel(&mut pixmap, scene, panel);
    }
    if let Some(pile) = parts.pile {
        draw_pile(&mut pixmap, &scene.turn.tiles_left_by_type, pile);
    }
    match &scene.round {
        Some(round) => draw_round(&mut pixmap, scene, round, parts.room),
        None => draw_board(&mut pixmap, scene, options, parts.room),
    }
    Ok(pixmap)
}

/// Where [`render_board`] draws the round's table through the round's camera, during a round
/// that has one: the table area and the map from table metres to the picture's px.
pub fn round_placement(scene: &BoardScene, options: &BoardOptions) -> Option<CameraPlacement> {
    let camera = scene.round.as_ref()?.camera.as_ref()?;
    CameraPlacement::in_area(camera, Layout::of(scene, options).room)
}

/// The parts of the board picture, px.
struct Layout {
    /// The score panel across the top, if drawn.
    panel: Option<Area>,
    /// The strip of tiles still to come across the bottom, if drawn.
    pile: Option<Area>,
    /// The room between them for the board or the round's table.
    room: Area,
}

impl Layout {
    fn of(scene: &BoardScene, options: &BoardOptions) -> Layout {
        let (width, height) = (options.width as f32, options.height as f32);
        let unit = width / 1080.0;
        let top = if options.panel {
            panel_height(scene.players.len(), options.width).min(height / 2.0)
        } else {
            0.0
        };
        // Under the board, the tiles still to come (none once the pile is empty or in a round).
        let left = &scene.turn.tiles_left_by_type;
        let bottom = if options.panel && scene.round.is_none() {
            pile_height(left, options.width).min((height - top) / 3.0)
        } else {
            0.0
        };
        let gap = 16.0 * unit;
        Layout {
            panel: options.panel.then_some(Area {
                x: 0.0,
                y: 0.0,
                width,
                height: top,
            }),
            pile: (bottom > 0.0).then_some(Area {
                x: 0.0,
                y: height - bottom,
                width,
                height: bottom,
            }),
            room: Area {
                x: gap,
                y: top + gap,
                width: (width - 2.0 * gap).max(1.0),
                height: (height - top - bottom - 2.0 * gap).max(1.0),
            },
        }
    }
}

/// [`render_board`] encoded as PNG.
pub fn board_png(scene: &BoardScene, options: &BoardOptions) -> Result<Vec<u8>, RenderError> {
    encode_png(&render_board(scene, options)?)
}

/// The view of the board's bounds (and a margin) in `area`.
fn board_view(scene: &BoardScene, area: Area) -> Viewport {
    let (min, max) = (scene.bounds.min, scene.bounds.max);
    let low = (
        f64::from(min.x) - 0.5 - BOARD_MARGIN,
        f64::from(min.y) - 0.5 - BOARD_MARGIN,
    );
    let high = (
        f64::from(max.x) + 0.5 + BOARD_MARGIN,
        f64::from(max.y) + 0.5 + BOARD_MARGIN,
    );
    let view = Viewport::fit(low, high, area);
    let largest = f64::from(area.width) * MAX_TILE_SHARE;
    if view.scale() > largest {
        let middle = ((low.0 + high.0) / 2.0, (low.1 + high.1) / 2.0);
        return Viewport::centred(middle, largest, area);
    }
    view
}

/// The board: legal cells, tiles (tinted by holder if asked), this turn's tile and follower
/// spots, followers.
fn draw_board(pixmap: &mut Pixmap, scene: &BoardScene, options: &BoardOptions, area: Area) {
    let view = board_view(scene, area);
    let side = view.px(1.0);
    let current = player_colour(usize::from(scene.turn.player));
    if options.legal_cells {
        // Each spot carries its number, the one the terminal asks for.
        let number = TextStyle::new(side * 0.3, INK)
            .aligned(Align::Centre)
            .with_halo(WHITE);
        for (index, legal) in scene.turn.legal.iter().enumerate() {
            let centre = view.at(f64::from(legal.cell.x), f64::from(legal.cell.y));
            let square = tile_square(centre, side * 0.86);
            fill(pixmap, square.as_ref(), with_alpha(current.rgb, 40));
            stroke_dashed(
                pixmap,
                square.as_ref(),
                [50, 50, 50, 220],
                (side * 0.03).max(1.5),
                side * 0.1,
                side * 0.065,
            );
            let label = (index + 1).to_string();
            draw_text(pixmap, &label, (centre.0, centre.1 - side * 0.15), &number);
        }
    }
    let colours: Vec<Vec<PlayerColour>> = scene
        .features
        .iter()
        .map(|feature| {
            feature
                .holders
                .iter()
                .map(|seat| player_colour(usize::from(*seat)))
                .collect()
        })
        .collect();
    let mut tints: HashMap<Pos, Vec<Tint<'_>>> = HashMap::new();
    if options.ownership {
        for (feature, holders) in scene.features.iter().zip(&colours) {
            if holders.is_empty() {
                continue;
            }
            for (cell, segment) in &feature.parts {
                tints.entry(*cell).or_default().push(Tint {
                    segment: *segment,
                    holders,
                });
            }
        }
    }
    for placed in &scene.tiles {
        let centre = view.at(f64::from(placed.cell.x), f64::from(placed.cell.y));
        let tints = tints.get(&placed.cell).map_or(&[][..], Vec::as_slice);
        let place = TilePlace {
            centre,
            side,
            turn: 0.0,
        };
        draw_art(pixmap, tile_art(placed.tile), placed.rotation, place, tints);
    }
    if let Some(cell) = scene.turn.placed_this_turn {
        let centre = view.at(f64::from(cell.x), f64::from(cell.y));
        let square = tile_square(centre, side);
        stroke(pixmap, square.as_ref(), WHITE, (side * 0.07).max(4.0));
        stroke(pixmap, square.as_ref(), INK, (side * 0.03).max(2.0));
    }
    for choice in &scene.turn.follower_choices {
        let centre = view.at(choice.at.x, choice.at.y);
        let ring = circle(centre, side * STANDING_SIZE * 0.5);
        fill(pixmap, ring.as_ref(), with_alpha(current.rgb, 90));
        stroke_dashed(
            pixmap,
            ring.as_ref(),
            INK,
            (side * 0.025).max(1.5),
            side * 0.05,
            side * 0.04,
        );
    }
    for follower in &scene.followers {
        let centre = view.at(follower.at.x, follower.at.y);
        let colour = player_colour(usize::from(follower.owner));
        let (shape, size) = match follower.pose {
            Pose::Standing => (PieceShape::Disc, STANDING_SIZE),
            Pose::Lying => (PieceShape::Capsule, LYING_SIZE),
        };
        // The big follower stands 19.28 mm tall to a follower's 15.98 (PHYSICAL.md).
        let size = if follower.big { size * BIG_SCALE } else { size };
        draw_piece(pixmap, centre, side * size, shape, &colour);
    }
}
