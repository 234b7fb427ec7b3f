//! The pieces as drawn from above: followers (and the score panel's chips) in their owner's
//! colour with the seat's second cue — its pattern clipped to the piece and its letter — and
//! catapult tokens by their printed outline.

use crate::glyphs::{Align, TextStyle, draw_text};
use crate::palette::{Rgba, ink_rgba, seat_rgba, with_alpha};
use crate::shapes::{
    Px, capsule, circle, draw_clipped, fill, fill_clipped, mask_of, polygon, rectangle, segment,
    stroke, stroke_clipped,
};
use crate::viewport::Viewport;
use catapult_core::physics::pieces::Outline;
use catapult_core::physics::{FollowerBody, FollowerFrame, TokenKind};
use catapult_core::scene::{PlayerColour, SeatPattern};
use nalgebra::Vector2;
use tiny_skia::{FillRule, Mask, Path, Pixmap, PixmapPaint, Transform};

/// A piece's outline seen from above.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum PieceShape {
    /// A standing follower or a chip: a disc.
    Disc,
    /// A lying farmer: a horizontal capsule [`CAPSULE_LENGTH`] times as long as high.
    Capsule,
}

/// A capsule's length over its height.
pub(crate) const CAPSULE_LENGTH: f32 = 1.7;
/// The thin dark line round a piece.
const PIECE_EDGE: Rgba = [18, 18, 18, 230];
/// The light rim outside it, so a piece stands out on any tile.
const PIECE_RIM: Rgba = [255, 255, 255, 220];
/// Opacity of the pattern drawn in the seat's ink, 0–255.
const PATTERN_ALPHA: u8 = 120;

/// The outline of a piece `size` px high (a disc's diameter) centred on `centre`.
fn outline(shape: PieceShape, centre: Px, size: f32) -> Option<Path> {
    match shape {
        PieceShape::Disc => circle(centre, size / 2.0),
        PieceShape::Capsule => capsule(centre, (size * CAPSULE_LENGTH, size)),
    }
}

/// Draws a piece of `colour` `size` px high centred on `centre`: a rim, the colour, the seat's
/// pattern clipped to the piece, a dark edge and the seat's letter (as high as half the piece;
/// left out below 6 px).
pub(crate) fn draw_piece(
    pixmap: &mut Pixmap,
    centre: Px,
    size: f32,
    shape: PieceShape,
    colour: &PlayerColour,
) {
    // Drawn in a small picture of its own, so the pattern's clip costs little.
    let size = size.max(2.0);
    let long = match shape {
        PieceShape::Disc => size,
        PieceShape::Capsule => size * CAPSULE_LENGTH,
    };
    let pad = size * 0.12 + 2.0;
    let corner = (
        (centre.0 - long / 2.0 - pad).floor(),
        (centre.1 - size / 2.0 - pad).floor(),
    );
    let (width, height) = (
        ((long + 2.0 * pad).ceil() as u32).saturating_add(1),
        ((size + 2.0 * pad).ceil() as u32).saturating_add(1),
    );
    let Some(mut sprite) = Pixmap::new(width, height) else {
        return;
    };
    let local = (centre.0 - corner.0, centre.1 - corner.1);
    let Some(path) = outline(shape, local, size) else {
        return;
    };
    stroke(&mut sprite, Some(&path), PIECE_RIM, size * 0.16);
    fill(&mut sprite, Some(&path), seat_rgba(colour));
    if colour.pattern != SeatPattern::Solid
        && let Some(mask) = mask_of(&sprite, &path, FillRule::Winding)
    {
        pattern(
            &mut sprite,
            &mask,
            local,
            size,
            colour,
            shape == PieceShape::Capsule,
        );
    }
    stroke(&mut sprite, Some(&path), PIECE_EDGE, (size * 0.05).max(1.0));
    if size >= 6.0 {
        let height = size * 0.5;
        let style = TextStyle::new(height, ink_rgba(colour))
            .aligned(Align::Centre)
            .with_halo(seat_rgba(colour))
            .with_weight(1.15);
        let letter = colour.letter.to_string();
        draw_text(
            &mut sprite,
            &letter,
            (local.0, local.1 - height / 2.0),
            &style,
        );
    }
    pixmap.draw_pixmap(
        corner.0 as i32,
        corner.1 as i32,
        sprite.as_ref(),
        &PixmapPaint::default(),
        Transform::identity(),
        None,
    );
}

/// The seat's pattern in its ink inside `mask`, about `centre`, for a piece `size` px high
/// (a capsule if `long`).
fn pattern(
    sprite: &mut Pixmap,
    mask: &Mask,
    centre: Px,
    size: f32,
    colour: &PlayerColour,
    long: bool,
) {
    let ink = with_alpha(colour.ink, PATTERN_ALPHA);
    let (w, h) = (sprite.width() as f32, sprite.height() as f32);
    let (cx, cy) = centre;
    match colour.pattern {
        SeatPattern::Solid => {}
        SeatPattern::Stripes => {
            let spacing = size * 0.28;
            let count = ((w + h) / spacing).ceil() as i32;
            for i in -count..=count {
                let x = cx + spacing * i as f32;
                let from = (x - h, cy + h);
                let to = (x + h, cy - h);
                stroke_clipped(
                    sprite,
                    segment(from, to).as_ref(),
                    ink,
                    size * 0.1,
                    Some(mask),
                );
            }
        }
        SeatPattern::Dots => {
            let spacing = size * 0.3;
            let count = (w / spacing).ceil() as i32;
            for i in -count..=count {
                for j in -count..=count {
                    let at = (cx + spacing * i as f32, cy + spacing * j as f32);
                    fill_clipped(
                        sprite,
                        circle(at, size * 0.065).as_ref(),
                        ink,
                        FillRule::Winding,
                        Some(mask),
                    );
                }
            }
        }
        SeatPattern::Cross => {
            let arm = w.max(h);
            for (dx, dy) in [(arm, arm), (arm, -arm)] {
                let from = (cx - dx, cy - dy);
                let to = (cx + dx, cy + dy);
                stroke_clipped(
                    sprite,
                    segment(from, to).as_ref(),
                    ink,
                    size * 0.13,
                    Some(mask),
                );
            }
        }
        SeatPattern::Ring => {
            let inner = if long {
                capsule(centre, (size * (CAPSULE_LENGTH - 0.3), size * 0.7))
            } else {
                circle(centre, size * 0.35)
            };
            stroke_clipped(sprite, inner.as_ref(), ink, size * 0.09, Some(mask));
        }
        SeatPattern::Checks => {
            let step = size * 0.25;
            let count = (w / step).ceil() as i32;
            for i in -count..=count {
                for j in -count..=count {
                    if (i + j).rem_euclid(2) == 0 {
                        continue;
                    }
                    let corner = (cx + step * i as f32, cy + step * j as f32);
                    fill_clipped(
                        sprite,
                        rectangle(corner, (step, step)).as_ref(),
                        ink,
                        FillRule::Winding,
                        Some(mask),
                    );
                }
            }
        }
    }
}

/// The table area a toppling or fallen follower covers, seen from above: the strip from the
/// back of its base to its head along the fall `direction` (corners in table metres).
pub(crate) fn fallen_corners(body: &FollowerBody, fall: &FollowerFrame) -> [Vector2<f64>; 4] {
    let d = fall.direction;
    let across = Vector2::new(-d.y, d.x);
    let size = body.size();
    let half_width = size.reach(body.facing, across);
    let pivot = fall.pivot;
    // The pivot edge is this far ahead of its base's centre (where it stood, or slid to).
    let half_base = size.reach(body.facing, d);
    let back = pivot - d * (2.0 * half_base * fall.tilt.cos());
    let front = pivot + d * (size.height * fall.tilt.sin());
    let side = across * half_width;
    [back + side, front + side, front - side, back - side]
}

/// `corners` (table metres) as a picture polygon.
pub(crate) fn table_polygon(view: &Viewport, corners: &[Vector2<f64>]) -> Option<Path> {
    let points: Vec<Px> = corners.iter().map(|c| view.at(c.x, c.y)).collect();
    polygon(&points)
}

/// A toppling follower of `colour` covering `corners` (table metres): the strip in its
/// colour with a dark edge and its letter in the middle.
pub(crate) fn draw_fallen(
    pixmap: &mut Pixmap,
    view: &Viewport,
    corners: &[Vector2<f64>; 4],
    colour: &PlayerColour,
) {
    let strip = table_polygon(view, corners);
    fill(pixmap, strip.as_ref(), seat_rgba(colour));
    pattern_in(pixmap, strip.as_ref(), view, corners, colour);
    stroke(pixmap, strip.as_ref(), PIECE_EDGE, view.px(0.0006).max(1.0));
    let middle = corners.iter().sum::<Vector2<f64>>() / 4.0;
    let across = (corners[0] - corners[3]).norm();
    let height = view.px(across * 0.45);
    if height >= 6.0 {
        let at = view.at(middle.x, middle.y);
        let style = TextStyle::new(height, ink_rgba(colour))
            .aligned(Align::Centre)
            .with_halo(seat_rgba(colour))
            .with_weight(1.15);
        draw_text(
            pixmap,
            &colour.letter.to_string(),
            (at.0, at.1 - height / 2.0),
            &style,
        );
    }
}

/// The seat's pattern inside a fallen follower's strip.
fn pattern_in(
    pixmap: &mut Pixmap,
    strip: Option<&Path>,
    view: &Viewport,
    corners: &[Vector2<f64>; 4],
    colour: &PlayerColour,
) {
    let Some(strip) = strip else {
        return;
    };
    let across = view.px((corners[0] - corners[3]).norm());
    let bounds = strip.bounds();
    let middle = (
        bounds.left() + bounds.width() / 2.0,
        bounds.top() + bounds.height() / 2.0,
    );
    draw_clipped(pixmap, strip, FillRule::Winding, |sprite, mask, corner| {
        let centre = (middle.0 - corner.0, middle.1 - corner.1);
        pattern(sprite, mask, centre, across, colour, false);
    });
}

/// The outline of a `kind` token centred on table point `at` (m), `grow` times its size
/// (rectangles lie with their long side along the table's x, turned with the view).
pub(crate) fn token_outline(
    view: &Viewport,
    kind: TokenKind,
    at: Vector2<f64>,
    grow: f64,
) -> Option<Path> {
    match kind.outline() {
        Outline::Rectangle { length, width } => {
            let (x, y) = (length * grow / 2.0, width * grow / 2.0);
            let corners =
                [(-x, y), (x, y), (x, -y), (-x, -y)].map(|(dx, dy)| at + Vector2::new(dx, dy));
            table_polygon(view, &corners)
        }
        Outline::Disc { diameter } => circle(view.at(at.x, at.y), view.px(diameter * grow / 2.0)),
    }
}

/// A short upper-case name of a token kind for labels.
pub(crate) const fn token_label(kind: TokenKind) -> &'static str {
    match kind {
        TokenKind::KnockOut => "KO",
        TokenKind::Seduction => "S",
        TokenKind::Target => "T",
        TokenKind::Catch => "C",
    }
}
