//! Path builders (pixel coordinates, y down) and filling and stroking that skip degenerate
//! shapes: every module draws through these.

use crate::palette::{Rgba, paint};
use tiny_skia::{
    FillRule, LineCap, LineJoin, Mask, Path, PathBuilder, Pixmap, Stroke, StrokeDash, Transform,
};

/// A point in the picture, px (x right, y down).
pub(crate) type Px = (f32, f32);

/// A disc of `radius` px about `centre` (at least half a pixel).
pub(crate) fn circle(centre: Px, radius: f32) -> Option<Path> {
    PathBuilder::from_circle(centre.0, centre.1, radius.max(0.5))
}

/// A closed polygon through `points`.
pub(crate) fn polygon(points: &[Px]) -> Option<Path> {
    let mut builder = PathBuilder::new();
    let (first, rest) = points.split_first()?;
    builder.move_to(first.0, first.1);
    for point in rest {
        builder.line_to(point.0, point.1);
    }
    builder.close();
    builder.finish()
}

/// An open line through `points`.
pub(crate) fn polyline(points: &[Px]) -> Option<Path> {
    let mut builder = PathBuilder::new();
    let (first, rest) = points.split_first()?;
    builder.move_to(first.0, first.1);
    for point in rest {
        builder.line_to(point.0, point.1);
    }
    builder.finish()
}

/// The straight line from `from` to `to`.
pub(crate) fn segment(from: Px, to: Px) -> Option<Path> {
    polyline(&[from, to])
}

/// The axis-aligned rectangle with top-left corner `corner` and size `size`, px.
pub(crate) fn rectangle(corner: Px, size: Px) -> Option<Path> {
    let (x, y) = corner;
    let (w, h) = size;
    polygon(&[(x, y), (x + w, y), (x + w, y + h), (x, y + h)])
}

/// A rectangle of `size` px centred on `centre`, its corners rounded by `radius` px.
pub(crate) fn rounded_rectangle(centre: Px, size: Px, radius: f32) -> Option<Path> {
    let (hw, hh) = (size.0 / 2.0, size.1 / 2.0);
    let r = radius.clamp(0.0, hw.min(hh));
    let (l, t, rt, b) = (centre.0 - hw, centre.1 - hh, centre.0 + hw, centre.1 + hh);
    // A cubic with this handle length draws a quarter circle closely.
    let k = r * 0.552_284_8;
    let mut builder = PathBuilder::new();
    builder.move_to(l + r, t);
    builder.line_to(rt - r, t);
    builder.cubic_to(rt - r + k, t, rt, t + r - k, rt, t + r);
    builder.line_to(rt, b - r);
    builder.cubic_to(rt, b - r + k, rt - r + k, b, rt - r, b);
    builder.line_to(l + r, b);
    builder.cubic_to(l + r - k, b, l, b - r + k, l, b - r);
    builder.line_to(l, t + r);
    builder.cubic_to(l, t + r - k, l + r - k, t, l + r, t);
    builder.close();
    builder.finish()
}

/// A horizontal capsule (a lying follower) of `size` px centred on `centre`.
pub(crate) fn capsule(centre: Px, size: Px) -> Option<Path> {
    rounded_rectangle(centre, size, size.0.min(size.1) / 2.0)
}

/// Fills `path` (non-zero rule).
pub(crate) fn fill(pixmap: &mut Pixmap, path: Option<&Path>, rgba: Rgba) {
    fill_clipped(pixmap, path, rgba, FillRule::Winding, None);
}

/// Fills `path` with `rule`, inside `clip` if given.
pub(crate) fn fill_clipped(
    pixmap: &mut Pixmap,
    path: Option<&Path>,
    rgba: Rgba,
    rule: FillRule,
    clip: Option<&Mask>,
) {
    if let Some(path) = path {
        pixmap.fill_path(path, &paint(rgba), rule, Transform::identity(), clip);
    }
}

/// Strokes `path` `width` px wide with round caps and joins.
pub(crate) fn stroke(pixmap: &mut Pixmap, path: Option<&Path>, rgba: Rgba, width: f32) {
    stroke_clipped(pixmap, path, rgba, width, None);
}

/// Strokes `path` `width` px wide, inside `clip` if given.
pub(crate) fn stroke_clipped(
    pixmap: &mut Pixmap,
    path: Option<&Path>,
    rgba: Rgba,
    width: f32,
    clip: Option<&Mask>,
) {
    if let Some(path) = path {
        let stroke = Stroke {
            width: width.max(0.1),
            line_cap: LineCap::Round,
            line_join: LineJoin::Round,
            ..Stroke::default()
        };
        pixmap.stroke_path(path, &paint(rgba), &stroke, Transform::identity(), clip);
    }
}

/// Strokes `path` `width` px wide in dashes of `dash` px with gaps of `gap` px.
pub(crate) fn stroke_dashed(
    pixmap: &mut Pixmap,
    path: Option<&Path>,
    rgba: Rgba,
    width: f32,
    dash: f32,
    gap: f32,
) {
    if let Some(path) = path {
        let stroke = Stroke {
            width: width.max(0.1),
            line_cap: LineCap::Butt,
            line_join: LineJoin::Miter,
            dash: StrokeDash::new(vec![dash.max(0.5), gap.max(0.5)], 0.0),
            ..Stroke::default()
        };
        pixmap.stroke_path(path, &paint(rgba), &stroke, Transform::identity(), None);
    }
}

/// A mask of `pixmap`'s size letting through only the inside of `path`.
pub(crate) fn mask_of(pixmap: &Pixmap, path: &Path, rule: FillRule) -> Option<Mask> {
    let mut mask = Mask::new(pixmap.width(), pixmap.height())?;
    mask.fill_path(path, rule, true, Transform::identity());
    Some(mask)
}

/// A cross of arm `arm` px centred on `centre`, turned 45° if `diagonal`.
pub(crate) fn cross(
    pixmap: &mut Pixmap,
    centre: Px,
    arm: f32,
    rgba: Rgba,
    width: f32,
    diagonal: bool,
) {
    let (a, b) = if diagonal { (arm, arm) } else { (arm, 0.0) };
    let (x, y) = centre;
    stroke(
        pixmap,
        segment((x - a, y - b), (x + a, y + b)).as_ref(),
        rgba,
        width,
    );
    stroke(
        pixmap,
        segment((x - b, y + a), (x + b, y - a)).as_ref(),
        rgba,
        width,
    );
}

/// Draws into a small picture covering `path`'s bounds with `paint_inside` (given that
/// picture, a mask letting through only the inside of `path`, and the picture's top-left
/// corner in `pixmap`, to subtract from `pixmap` coordinates), then lays it over `pixmap`: a
/// clip that costs the size of the shape, not of the whole picture.
pub(crate) fn draw_clipped(
    pixmap: &mut Pixmap,
    path: &Path,
    rule: FillRule,
    paint_inside: impl FnOnce(&mut Pixmap, &Mask, Px),
) {
    let bounds = path.bounds();
    let corner = (bounds.left().floor() - 1.0, bounds.top().floor() - 1.0);
    let (width, height) = (
        ((bounds.right() - corner.0).ceil() as u32).saturating_add(2),
        ((bounds.bottom() - corner.1).ceil() as u32).saturating_add(2),
    );
    let Some(mut sprite) = Pixmap::new(width, height) else {
        return;
    };
    let Some(local) = path
        .clone()
        .transform(Transform::from_translate(-corner.0, -corner.1))
    else {
        return;
    };
    let Some(mask) = mask_of(&sprite, &local, rule) else {
        return;
    };
    paint_inside(&mut sprite, &mask, corner);
    pixmap.draw_pixmap(
        corner.0 as i32,
        corner.1 as i32,
        sprite.as_ref(),
        &tiny_skia::PixmapPaint::default(),
        Transform::identity(),
        None,
    );
}
