//! How a catapult round is seen, for the apps: the core's [`scene::RoundCamera`] as UniFFI
//! records, and the one function that places it on a screen.

use crate::message::seat_number;
use crate::shared::Spot;
use catapult_core::scene::{self, Point};

/// What a round's camera frames.
#[derive(Debug, Clone, Copy, PartialEq, Eq, uniffi::Enum)]
pub enum CameraSubject {
    /// The whole board (the token choice).
    Board,
    /// The board and every opponent's follower (knock-out and seduction).
    Opponents,
    /// The fair tile (target hurling).
    FairTile,
    /// The catcher's hands and the ruler's mark (the catch).
    Catch,
    /// Where the token rested and what it touched (a flight's end).
    Result,
}

/// The round as the acting seat sees it, in metres on the table: that seat at the bottom of
/// the screen, its catapult's straight-ahead up. Draw the round through
/// [`round_camera_transform`].
#[derive(Debug, Clone, PartialEq, uniffi::Record)]
pub struct RoundCamera {
    /// The seat seen from.
    pub seat: u32,
    /// The table direction drawn up the screen, radians from east, counter-clockwise.
    pub up: f64,
    /// How far the table is turned so `up` points up, radians counter-clockwise.
    pub turn: f64,
    /// The frame's centre, m.
    pub centre: Spot,
    /// The frame's size across the screen, m.
    pub width_m: f64,
    /// The frame's size up the screen, m.
    pub height_m: f64,
    /// The middle of the frame's bottom edge, m: it sits at the screen's bottom middle.
    pub anchor: Spot,
    /// Where to draw the seat's catapult, m (at the frame's bottom edge when the seat is
    /// beyond it).
    pub seat_mark: Spot,
    /// What the frame is about.
    pub subject: CameraSubject,
    /// The points the frame holds, m.
    pub must_show: Vec<Spot>,
}

/// Where a camera puts the table on a screen: screen point = (`x`, `y`) + `scale` × the table
/// point turned by `turn`, with the screen's y growing down.
#[derive(Debug, Clone, Copy, PartialEq, uniffi::Record)]
pub struct CameraTransform {
    /// Screen units per metre.
    pub scale: f64,
    /// The turn, radians counter-clockwise.
    pub turn: f64,
    /// Where table point (0, 0) lands, screen units from the left.
    pub x: f64,
    /// The same, from the top.
    pub y: f64,
}

/// How a `width` × `height` screen (any unit) shows `camera`: as large as it fits, the frame's
/// bottom on the screen's bottom. `None` for an empty screen.
#[uniffi::export]
pub fn round_camera_transform(
    camera: RoundCamera,
    width: f64,
    height: f64,
) -> Option<CameraTransform> {
    let core: scene::RoundCamera = camera.into();
    core.transform(width, height).map(|t| CameraTransform {
        scale: t.scale,
        turn: t.turn,
        x: t.x,
        y: t.y,
    })
}

impl From<scene::CameraSubject> for CameraSubject {
    fn from(subject: scene::CameraSubject) -> CameraSubject {
        match subject {
            scene::CameraSubject::Board => CameraSubject::Board,
            scene::CameraSubject::Opponents => CameraSubject::Opponents,
            scene::CameraSubject::FairTile => CameraSubject::FairTile,
            scene::CameraSubject::Catch => CameraSubject::Catch,
            scene::CameraSubject::Result => CameraSubject::Result,
        }
    }
}

impl From<CameraSubject> for scene::CameraSubject {
    fn from(subject: CameraSubject) -> scene::CameraSubject {
        match subject {
            CameraSubject::Board => scene::CameraSubject::Board,
            CameraSubject::Opponents => scene::CameraSubject::Opponents,
            CameraSubject::FairTile => scene::CameraSubject::FairTile,
            CameraSubject::Catch => scene::CameraSubject::Catch,
            CameraSubject::Result => scene::CameraSubject::Result,
        }
    }
}

impl From<&scene::RoundCamera> for RoundCamera {
    fn from(camera: &scene::RoundCamera) -> RoundCamera {
        RoundCamera {
            seat: seat_number(usize::from(camera.seat)),
            up: camera.up,
            turn: camera.turn,
            centre: camera.centre.into(),
            width_m: camera.width,
            height_m: camera.height,
            anchor: camera.anchor.into(),
            seat_mark: camera.seat_mark.into(),
            subject: camera.subject.into(),
            must_show: camera.must_show.iter().map(|p| Spot::from(*p)).collect(),
        }
    }
}

impl From<RoundCamera> for scene::RoundCamera {
    fn from(camera: RoundCamera) -> scene::RoundCamera {
        let point = |s: Spot| Point::new(s.x, s.y);
        scene::RoundCamera {
            seat: u8::try_from(camera.seat).unwrap_or(u8::MAX),
            up: camera.up,
            turn: camera.turn,
            centre: point(camera.centre),
            width: camera.width_m,
            height: camera.height_m,
            anchor: point(camera.anchor),
            seat_mark: point(camera.seat_mark),
            subject: camera.subject.into(),
            must_show: camera.must_show.into_iter().map(point).collect(),
        }
    }
}
