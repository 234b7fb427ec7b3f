//! A plane with y north (tile units or metres) mapped onto the picture (px, y down): north up
//! over a fitted box, or turned as a round's camera says. One map, [`CameraTransform`], for
//! both.

use crate::shapes::{Px, polygon};
use catapult_core::scene::{CameraTransform, Point, RoundCamera};
use tiny_skia::Path;

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

    /// The area of `width` × `height` px at the picture's top-left corner.
    pub fn sized(width: f32, height: f32) -> Area {
        Area {
            x: 0.0,
            y: 0.0,
            width,
            height,
        }
    }
}

/// Plane point p lands at `(x, y) + scale × p` turned counter-clockwise by `turn`, y flipped
/// (the core's [`CameraTransform`]; `turn` is 0 for a north-up view).
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) struct Viewport {
    /// Plane to picture px.
    pub map: CameraTransform,
}

impl Viewport {
    /// The north-up view showing the plane box `low`–`high` (south-west and north-east
    /// corners) as large as fits in `area`, centred.
    pub fn fit(low: (f64, f64), high: (f64, f64), area: Area) -> Viewport {
        let span = ((high.0 - low.0).max(1e-9), (high.1 - low.1).max(1e-9));
        let scale = (f64::from(area.width) / span.0).min(f64::from(area.height) / span.1);
        let middle = ((low.0 + high.0) / 2.0, (low.1 + high.1) / 2.0);
        Viewport::centred(middle, scale, area)
    }

    /// The north-up view at `scale` px per unit with plane point `middle` at the centre of
    /// `area`.
    pub fn centred(middle: (f64, f64), scale: f64, area: Area) -> Viewport {
        let (cx, cy) = area.centre();
        Viewport {
            map: CameraTransform {
                scale,
                turn: 0.0,
                x: f64::from(cx) - middle.0 * scale,
                y: f64::from(cy) + middle.1 * scale,
            },
        }
    }

    /// The table (m) as `camera` frames it in `area`: [`RoundCamera::transform`] on the area,
    /// moved to where the area lies. `None` for an empty area or frame.
    pub fn camera(camera: &RoundCamera, area: Area) -> Option<Viewport> {
        let local = camera.transform(f64::from(area.width), f64::from(area.height))?;
        Some(Viewport {
            map: CameraTransform {
                x: local.x + f64::from(area.x),
                y: local.y + f64::from(area.y),
                ..local
            },
        })
    }

    /// This view magnified `factor` times about picture point `about`, which lands at `to`.
    pub fn zoomed(&self, about: Px, factor: f64, to: Px) -> Viewport {
        let (ax, ay) = (f64::from(about.0), f64::from(about.1));
        Viewport {
            map: CameraTransform {
                scale: self.map.scale * factor,
                x: (self.map.x - ax) * factor + f64::from(to.0),
                y: (self.map.y - ay) * factor + f64::from(to.1),
                ..self.map
            },
        }
    }

    /// px per plane unit.
    pub fn scale(&self) -> f64 {
        self.map.scale
    }

    /// The picture point of plane point (x, y).
    pub fn at(&self, x: f64, y: f64) -> Px {
        let p = self.map.to_screen(Point::new(x, y));
        (p.x as f32, p.y as f32)
    }

    /// The plane point under picture point `p`.
    pub fn plane_at(&self, p: Px) -> (f64, f64) {
        let q = self
            .map
            .to_table(Point::new(f64::from(p.0), f64::from(p.1)));
        (q.x, q.y)
    }

    /// A plane length in px.
    pub fn px(&self, length: f64) -> f32 {
        (length * self.map.scale) as f32
    }

    /// A unit direction in the plane (radians from +x, counter-clockwise) in picture axes.
    pub fn direction(&self, angle: f64) -> Px {
        let turned = angle + self.map.turn;
        (turned.cos() as f32, -(turned.sin() as f32))
    }

    /// The square `side` plane units wide about plane point `centre`, turned with the view.
    pub fn square(&self, centre: (f64, f64), side: f64) -> Option<Path> {
        let h = side / 2.0;
        let (x, y) = centre;
        polygon(&[
            self.at(x - h, y + h),
            self.at(x + h, y + h),
            self.at(x + h, y - h),
            self.at(x - h, y - h),
        ])
    }
}

/// The shape of a picture drawn through a camera ([`camera_picture`]): its height over its
/// width follows the frame's, within these bounds (a frame much wider than high still gets a
/// picture three quarters as high as wide, showing more of what lies ahead).
const CAMERA_PICTURE_RATIO: (f64, f64) = (0.75, 1.6);

/// Where a picture drawn through a round's camera puts the table: the table area of the
/// picture and the map from table metres to the picture's px.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct CameraPlacement {
    /// The table area's left edge, px from the picture's left.
    pub left: f64,
    /// The table area's top edge, px from the picture's top.
    pub top: f64,
    /// The table area's width, px.
    pub width: f64,
    /// The table area's height, px.
    pub height: f64,
    /// Table metres to the picture's px: [`RoundCamera::transform`] on the area, moved to
    /// where the area lies (the camera's seat at the middle of its bottom edge).
    pub transform: CameraTransform,
}

impl CameraPlacement {
    /// `camera`'s frame in `area`, snapped to whole px (the picture is drawn in a part of that
    /// size, so nothing spills out). `None` for an empty area or frame.
    pub(crate) fn in_area(camera: &RoundCamera, area: Area) -> Option<CameraPlacement> {
        let whole = Area {
            x: area.x.trunc(),
            y: area.y.trunc(),
            width: area.width.trunc(),
            height: area.height.trunc(),
        };
        let view = Viewport::camera(camera, whole)?;
        Some(CameraPlacement {
            left: f64::from(whole.x),
            top: f64::from(whole.y),
            width: f64::from(whole.width),
            height: f64::from(whole.height),
            transform: view.map,
        })
    }

    /// The table area, px.
    pub(crate) fn area(&self) -> Area {
        Area {
            x: self.left as f32,
            y: self.top as f32,
            width: self.width as f32,
            height: self.height as f32,
        }
    }

    /// The view of a picture of the table area's own size (its top-left corner at 0, 0).
    pub(crate) fn local_view(&self) -> Viewport {
        Viewport {
            map: CameraTransform {
                x: self.transform.x - self.left,
                y: self.transform.y - self.top,
                ..self.transform
            },
        }
    }
}

/// The picture a hurl or a flight is drawn in through `camera`, `width_px` wide: its height
/// follows the frame's shape (from 3/4 to 8/5 of the width), all of it the table area.
/// `None` for an empty frame.
pub fn camera_picture(camera: &RoundCamera, width_px: u32) -> Option<CameraPlacement> {
    let ratio =
        (camera.height / camera.width).clamp(CAMERA_PICTURE_RATIO.0, CAMERA_PICTURE_RATIO.1);
    if !ratio.is_finite() {
        return None;
    }
    let height = (f64::from(width_px) * ratio).round().clamp(1.0, 16_384.0);
    CameraPlacement::in_area(camera, Area::sized(width_px as f32, height as f32))
}

#[cfg(test)]
mod tests {
    use super::*;
    use catapult_core::physics::Scene;
    use catapult_core::scene::CameraSubject;

    #[test]
    fn a_fitted_box_fills_the_area_centred() {
        let area = Area {
            x: 0.0,
            y: 100.0,
            width: 200.0,
            height: 400.0,
        };
        let view = Viewport::fit((-1.0, -1.0), (1.0, 1.0), area);
        assert!((view.scale() - 100.0).abs() < 1e-9);
        assert_eq!(view.at(0.0, 0.0), (100.0, 300.0));
        // North is up.
        assert_eq!(view.at(0.0, 1.0), (100.0, 200.0));
        assert_eq!(view.at(1.0, 0.0), (200.0, 300.0));
        assert_eq!(view.plane_at((200.0, 300.0)), (1.0, 0.0));
    }

    #[test]
    fn a_camera_view_puts_the_seat_at_the_bottom_of_its_area_facing_up() {
        let scene = Scene::empty(2);
        // Seat 1 sits on the far (north) side: its view is turned half round.
        let seat = scene.seats[1];
        let ahead = Point::new(0.0, 0.0);
        let camera = RoundCamera::frame(&scene.seats, 1, CameraSubject::Board, &[ahead]).unwrap();
        let area = Area {
            x: 10.0,
            y: 50.0,
            width: 300.0,
            height: 400.0,
        };
        let view = Viewport::camera(&camera, area).unwrap();
        let mark = view.at(camera.seat_mark.x, camera.seat_mark.y);
        assert!(mark.1 > 50.0 + 400.0 * 0.75 && mark.1 <= 450.0, "{mark:?}");
        assert!((10.0..310.0).contains(&mark.0), "{mark:?}");
        // Its straight-ahead is up the picture.
        let (dx, dy) = view.direction(seat.facing);
        assert!(dx.abs() < 1e-6 && (dy + 1.0).abs() < 1e-6, "{dx} {dy}");
        // The centre of the table lies above it.
        assert!(view.at(0.0, 0.0).1 < mark.1);
        // Magnified about a point, that point stays where it is sent.
        let zoom = view.zoomed(mark, 3.0, (5.0, 5.0));
        let moved = zoom.at(camera.seat_mark.x, camera.seat_mark.y);
        assert!((moved.0 - 5.0).abs() < 1e-3 && (moved.1 - 5.0).abs() < 1e-3);
        assert!((zoom.scale() - 3.0 * view.scale()).abs() < 1e-9);
    }
}
