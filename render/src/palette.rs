//! Colours: sRGB with alpha (0–255 each), the tile art's colour per shape role, and paints.

use catapult_core::scene::{PlayerColour, ShapeRole};
use tiny_skia::{Color, Paint};

/// An sRGB colour with alpha, 0–255 each.
pub type Rgba = [u8; 4];

/// Paper behind everything.
pub(crate) const BACKGROUND: Rgba = [246, 244, 238, 255];
/// Text and outlines.
pub(crate) const INK: Rgba = [28, 28, 30, 255];
/// Quiet text.
pub(crate) const GREY_INK: Rgba = [96, 96, 100, 255];
/// White.
pub(crate) const WHITE: Rgba = [255, 255, 255, 255];
/// The thin border round each tile.
pub(crate) const TILE_BORDER: Rgba = [58, 52, 40, 200];
/// The table top during a round.
pub(crate) const TABLE: Rgba = [222, 196, 150, 255];
/// The table's edge.
pub(crate) const TABLE_EDGE: Rgba = [128, 84, 40, 255];

/// A tile shape's fill and, if it has one, its edge colour and width as a share of the tile
/// side.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) struct RoleStyle {
    /// Fill colour.
    pub fill: Rgba,
    /// Edge colour and width (share of the tile side).
    pub edge: Option<(Rgba, f32)>,
}

/// How the tile art draws a shape of `role`.
pub(crate) const fn role_style(role: ShapeRole) -> RoleStyle {
    let (fill, edge) = match role {
        ShapeRole::Field => ([118, 176, 72, 255], None),
        ShapeRole::Road => ([236, 226, 198, 255], Some(([126, 108, 80, 255], 0.018))),
        ShapeRole::City => ([214, 170, 112, 255], Some(([120, 78, 40, 255], 0.012))),
        ShapeRole::CityWall => ([122, 76, 38, 255], None),
        ShapeRole::Pennant => ([30, 72, 170, 255], Some((WHITE, 0.018))),
        ShapeRole::Cloister => ([166, 74, 52, 255], Some(([86, 34, 22, 255], 0.02))),
        ShapeRole::Fair => ([150, 96, 214, 255], Some(([92, 52, 150, 255], 0.015))),
        ShapeRole::Tent => ([226, 52, 44, 255], Some((WHITE, 0.02))),
        ShapeRole::Inn => ([222, 160, 48, 255], Some(([92, 56, 20, 255], 0.015))),
        ShapeRole::Cathedral => ([236, 236, 242, 255], Some(([70, 70, 90, 255], 0.015))),
        ShapeRole::River => ([96, 170, 222, 255], Some(([44, 100, 156, 255], 0.012))),
    };
    RoleStyle { fill, edge }
}

/// The colour as tiny-skia takes it.
pub(crate) fn colour(rgba: Rgba) -> Color {
    Color::from_rgba8(rgba[0], rgba[1], rgba[2], rgba[3])
}

/// An anti-aliased solid paint.
pub(crate) fn paint(rgba: Rgba) -> Paint<'static> {
    let mut paint = Paint::default();
    paint.set_color_rgba8(rgba[0], rgba[1], rgba[2], rgba[3]);
    paint.anti_alias = true;
    paint
}

/// `low` blended towards `high` by `share` (clamped to 0–1), alpha included.
pub(crate) fn blend(low: Rgba, high: Rgba, share: f64) -> Rgba {
    let share = share.clamp(0.0, 1.0);
    let mut out = low;
    for (channel, (a, b)) in out.iter_mut().zip(low.iter().zip(high.iter())) {
        *channel = (f64::from(*a) + (f64::from(*b) - f64::from(*a)) * share).round() as u8;
    }
    out
}

/// An opaque sRGB colour with alpha `alpha`.
pub(crate) const fn with_alpha(rgb: [u8; 3], alpha: u8) -> Rgba {
    [rgb[0], rgb[1], rgb[2], alpha]
}

/// A player's colour, opaque.
pub(crate) const fn seat_rgba(colour: &PlayerColour) -> Rgba {
    with_alpha(colour.rgb, 255)
}

/// A player's ink (the colour that reads on theirs), opaque.
pub(crate) const fn ink_rgba(colour: &PlayerColour) -> Rgba {
    with_alpha(colour.ink, 255)
}
