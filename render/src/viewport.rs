//! A plane with y north (tile units or metres) mapped onto the picture (px, y down).

use crate::shapes::Px;

/// A rectangle of the picture, px.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) struct Area {
    /// Left edge, px.
    pub x: f32,
    /// Top edge, px.
    pub y: f32,
    /// Width, px.
    pub width: f32,
    /// Height, px.
    pub height: f32,
}

impl Area {
    /// The area's centre, px.
    pub fn centre(&self) -> Px {
        (self.x + self.width / 2.0, self.y + self.height / 2.0)
    }
}

/// Plane point (x, y) lands at `origin + scale × (x, −y)` px.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) struct Viewport {
    /// px per plane unit.
    pub scale: f64,
    /// Where the plane's origin lands, px.
    pub origin: (f64, f64),
}

impl Viewport {
    /// The view showing the plane box `low`–`high` (south-west and north-east corners) as
    /// large as fits in `area`, centred.
    pub fn fit(low: (f64, f64), high: (f64, f64), area: Area) -> Viewport {
        let span = ((high.0 - low.0).max(1e-9), (high.1 - low.1).max(1e-9));
        let scale = (f64::from(area.width) / span.0).min(f64::from(area.height) / span.1);
        let middle = ((low.0 + high.0) / 2.0, (low.1 + high.1) / 2.0);
        Viewport::centred(middle, scale, area)
    }

    /// The view at `scale` px per unit with plane point `middle` at the centre of `area`.
    pub fn centred(middle: (f64, f64), scale: f64, area: Area) -> Viewport {
        let (cx, cy) = area.centre();
        Viewport {
            scale,
            origin: (
                f64::from(cx) - middle.0 * scale,
                f64::from(cy) + middle.1 * scale,
            ),
        }
    }

    /// The picture point of plane point (x, y).
    pub fn at(&self, x: f64, y: f64) -> Px {
        (
            (self.origin.0 + x * self.scale) as f32,
            (self.origin.1 - y * self.scale) as f32,
        )
    }

    /// A plane length in px.
    pub fn px(&self, length: f64) -> f32 {
        (length * self.scale) as f32
    }

    /// A unit direction in the plane (radians from +x, counter-clockwise) in picture axes.
    pub fn direction(angle: f64) -> Px {
        (angle.cos() as f32, -(angle.sin() as f32))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_fitted_box_fills_the_area_centred() {
        let area = Area {
            x: 0.0,
            y: 100.0,
            width: 200.0,
            height: 400.0,
        };
        let view = Viewport::fit((-1.0, -1.0), (1.0, 1.0), area);
        assert!((view.scale - 100.0).abs() < 1e-9);
        assert_eq!(view.at(0.0, 0.0), (100.0, 300.0));
        // North is up.
        assert_eq!(view.at(0.0, 1.0), (100.0, 200.0));
        assert_eq!(view.at(1.0, 0.0), (200.0, 300.0));
    }
}
