//! Plane geometry for tile artwork, in tile units: curves sampled into polygons, strokes,
//! boolean difference, and point-in-shape tests.

use i_overlay::core::fill_rule::FillRule;
use i_overlay::core::overlay_rule::OverlayRule;
use i_overlay::float::single::SingleFloatOverlay;
use i_overlay::mesh::float::stroke::offset::StrokeOffset;
use i_overlay::mesh::float::style::{LineCap, LineJoin, StrokeStyle};

/// A point, tile units.
pub type P = [f64; 2];
/// A closed outline (the last point joins the first).
pub type Contour = Vec<P>;
/// An outside contour followed by its holes.
pub type Region = Vec<Contour>;

/// Points along a curve are this many per quarter of a tile's side (smooth at phone size).
const CURVE_STEPS: usize = 16;
/// A circle is drawn with this many corners.
const CIRCLE_STEPS: usize = 40;

/// The quadratic Bézier curve from `from` through the pull of `control` to `to`, sampled.
pub fn quadratic(from: P, control: P, to: P) -> Vec<P> {
    (0..=CURVE_STEPS)
        .map(|i| {
            let t = i as f64 / CURVE_STEPS as f64;
            let (a, b, c) = ((1.0 - t) * (1.0 - t), 2.0 * t * (1.0 - t), t * t);
            [
                a * from[0] + b * control[0] + c * to[0],
                a * from[1] + b * control[1] + c * to[1],
            ]
        })
        .collect()
}

/// The shorter arc of the circle about `centre` with `radius` from `from` to `to` (both on it).
pub fn arc(centre: P, radius: f64, from: P, to: P) -> Vec<P> {
    let start = (from[1] - centre[1]).atan2(from[0] - centre[0]);
    let end = (to[1] - centre[1]).atan2(to[0] - centre[0]);
    let mut sweep = end - start;
    if sweep > std::f64::consts::PI {
        sweep -= std::f64::consts::TAU;
    } else if sweep < -std::f64::consts::PI {
        sweep += std::f64::consts::TAU;
    }
    (0..=CURVE_STEPS)
        .map(|i| {
            let angle = start + sweep * i as f64 / CURVE_STEPS as f64;
            [
                centre[0] + radius * angle.cos(),
                centre[1] + radius * angle.sin(),
            ]
        })
        .collect()
}

/// An ellipse about `centre` with half axes `radii`, counter-clockwise.
pub fn ellipse(centre: P, radii: P) -> Contour {
    (0..CIRCLE_STEPS)
        .map(|i| {
            let angle = std::f64::consts::TAU * i as f64 / CIRCLE_STEPS as f64;
            [
                centre[0] + radii[0] * angle.cos(),
                centre[1] + radii[1] * angle.sin(),
            ]
        })
        .collect()
}

/// A rectangle about `centre` with half sizes `half`, corners rounded by `corner`.
pub fn rounded_rectangle(centre: P, half: P, corner: f64) -> Contour {
    let corner = corner.min(half[0]).min(half[1]);
    let inner = [half[0] - corner, half[1] - corner];
    let quarter = CIRCLE_STEPS / 4;
    let mut points = Vec::with_capacity(CIRCLE_STEPS + 4);
    for (k, (sx, sy)) in [(1.0, 1.0), (-1.0, 1.0), (-1.0, -1.0), (1.0, -1.0)]
        .into_iter()
        .enumerate()
    {
        for i in 0..=quarter {
            let angle = std::f64::consts::FRAC_PI_2 * (k as f64 + i as f64 / quarter as f64);
            points.push([
                centre[0] + sx * inner[0] + corner * angle.cos(),
                centre[1] + sy * inner[1] + corner * angle.sin(),
            ]);
        }
    }
    points
}

/// How a stroked line ends.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum End {
    /// Cut square at the last point (a road meeting the tile's edge).
    Flat,
    /// Squared off half the width past the last point (roads meeting at a crossroads).
    Square,
}

/// The outline of `path` drawn `width` wide with round bends, starting flat and ending as
/// `end` says; `closed` joins its last point to its first.
pub fn stroke(path: &[P], width: f64, closed: bool, end: End) -> Vec<Region> {
    let end_cap = match end {
        End::Flat => LineCap::Butt,
        End::Square => LineCap::Square,
    };
    let style = StrokeStyle::new(width)
        .line_join(LineJoin::Round(0.05))
        .start_cap(LineCap::Butt)
        .end_cap(end_cap);
    path.stroke(style, closed)
}

/// The parts of the unit tile square not covered by any of `covers`.
pub fn uncovered(covers: &[Region]) -> Vec<Region> {
    let square: Contour = vec![[-0.5, -0.5], [0.5, -0.5], [0.5, 0.5], [-0.5, 0.5]];
    vec![square].overlay(
        &oriented(covers),
        OverlayRule::Difference,
        FillRule::NonZero,
    )
}

/// The same outline turned counter-clockwise if it ran clockwise.
pub fn counter_clockwise(mut contour: Contour) -> Contour {
    if signed_area(&contour) < 0.0 {
        contour.reverse();
    }
    contour
}

/// The signed area of a closed outline, positive when counter-clockwise.
pub fn signed_area(contour: &[P]) -> f64 {
    let n = contour.len();
    (0..n)
        .map(|i| {
            let (a, b) = (contour[i], contour[(i + 1) % n]);
            a[0] * b[1] - b[0] * a[1]
        })
        .sum::<f64>()
        / 2.0
}

/// The area of a region (holes taken away).
pub fn area(region: &Region) -> f64 {
    region
        .iter()
        .map(|c| signed_area(c).abs())
        .enumerate()
        .fold(0.0, |sum, (i, a)| if i == 0 { sum + a } else { sum - a })
}

/// Whether `point` is inside the contours, counted with the even-odd rule.
pub fn contains(contours: &[Contour], point: P) -> bool {
    let mut inside = false;
    for contour in contours {
        let n = contour.len();
        for i in 0..n {
            let (a, b) = (contour[i], contour[(i + 1) % n]);
            if (a[1] > point[1]) != (b[1] > point[1]) {
                let x = a[0] + (point[1] - a[1]) / (b[1] - a[1]) * (b[0] - a[0]);
                if point[0] < x {
                    inside = !inside;
                }
            }
        }
    }
    inside
}

/// `point` turned `quarters` quarter turns clockwise about the tile's centre.
pub fn turn(point: P, quarters: u8) -> P {
    (0..quarters % 4).fold(point, |[x, y], _| [y, -x])
}

/// The union of overlapping regions, as regions that do not overlap.
pub fn union(regions: &[Region]) -> Vec<Region> {
    let none: Vec<Contour> = Vec::new();
    oriented(regions).overlay(&none, OverlayRule::Union, FillRule::NonZero)
}

/// Every region's contours, outsides counter-clockwise and holes clockwise, so that
/// overlapping regions add up under the non-zero rule.
fn oriented(regions: &[Region]) -> Vec<Contour> {
    regions
        .iter()
        .flat_map(|region| {
            region.iter().enumerate().map(|(i, contour)| {
                let contour = counter_clockwise(contour.clone());
                if i == 0 {
                    contour
                } else {
                    contour.into_iter().rev().collect()
                }
            })
        })
        .collect()
}

/// The parts of `regions` inside the unit tile square.
pub fn inside_tile(regions: &[Region]) -> Vec<Region> {
    let square: Contour = vec![[-0.5, -0.5], [0.5, -0.5], [0.5, 0.5], [-0.5, 0.5]];
    oriented(regions).overlay(&square, OverlayRule::Intersect, FillRule::NonZero)
}
