//! A hurl: from which seat, in which direction, how steep and how fast, with which token.

use super::bearing::catapult_position;
use super::error::PhysicsError;
use super::params::Parameters;
use super::pieces::TokenKind;
use super::scene::Scene;
use nalgebra::Vector3;
use serde::{Deserialize, Serialize};

/// Largest launch speed accepted, m/s (a toy catapult throws 1–5 m/s).
pub const MAX_SPEED: f64 = 10.0;
/// Largest elevation accepted, radians (85°).
pub const MAX_ELEVATION: f64 = 85.0 * std::f64::consts::PI / 180.0;
/// Largest aim away from straight ahead, radians (90°).
pub const MAX_AIM: f64 = std::f64::consts::FRAC_PI_2;

/// How a token leaves the catapult.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Launch {
    /// The seat whose catapult throws (index into the scene's seats).
    pub seat: usize,
    /// Direction in the table plane relative to the seat's facing, radians, counter-clockwise
    /// positive, within ±90°.
    pub aim: f64,
    /// Angle above the table plane, radians, 0 to 85°.
    pub elevation: f64,
    /// Speed at release, m/s, above 0 and at most 10.
    pub speed: f64,
    /// The token thrown.
    pub token: TokenKind,
}

impl Launch {
    /// Checks every value, naming the first one that is NaN, infinite or out of range.
    pub fn validate(&self, scene: &Scene) -> Result<(), PhysicsError> {
        // Angles are shown in degrees, the unit the ranges are given in.
        let check = |field, value: f64, (low, high): (f64, f64), range, degrees: bool| {
            if value.is_finite() && value >= low && value <= high {
                return Ok(());
            }
            let value = if degrees && value.is_finite() {
                format!("{:.1} degrees", value * 180.0 / std::f64::consts::PI)
            } else {
                value.to_string()
            };
            Err(PhysicsError::BadLaunch {
                field,
                range,
                value,
            })
        };
        let speeds = (f64::MIN_POSITIVE, MAX_SPEED);
        check(
            "speed",
            self.speed,
            speeds,
            "above 0 and at most 10 m/s",
            false,
        )?;
        let elevations = (0.0, MAX_ELEVATION);
        check(
            "elevation",
            self.elevation,
            elevations,
            "between 0 and 85 degrees",
            true,
        )?;
        let aims = (-MAX_AIM, MAX_AIM);
        check(
            "aim",
            self.aim,
            aims,
            "within 90 degrees of straight ahead",
            true,
        )?;
        if self.seat >= scene.seats.len() {
            return Err(PhysicsError::NoSuchSeat {
                seat: self.seat,
                seats: scene.seats.len(),
            });
        }
        Ok(())
    }

    /// Where the token starts (m) and its velocity (m/s): at the catapult, `catapult_inset` in
    /// from the seat along its facing, `launch_height` above the table.
    pub fn initial_state(
        &self,
        scene: &Scene,
        params: &Parameters,
    ) -> (Vector3<f64>, Vector3<f64>) {
        let seat = scene.seats[self.seat];
        let start = catapult_position(scene, self.seat, params).unwrap_or(seat.position);
        let heading = seat.facing + self.aim;
        let horizontal = self.speed * libm::cos(self.elevation);
        let velocity = Vector3::new(
            horizontal * libm::cos(heading),
            horizontal * libm::sin(heading),
            self.speed * libm::sin(self.elevation),
        );
        (
            Vector3::new(start.x, start.y, params.launch_height),
            velocity,
        )
    }
}

/// Degrees to radians, with the portable constant.
pub fn radians(degrees: f64) -> f64 {
    degrees * std::f64::consts::PI / 180.0
}
