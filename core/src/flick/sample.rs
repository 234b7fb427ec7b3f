//! Motion samples as the phones report them, brought to one convention.
//!
//! Device frame (both platforms): x to the right of the screen, y to its top, z out of the
//! screen. World frame: z up, x and y horizontal in an arbitrary but fixed heading (Android's
//! game rotation vector, iOS's `xArbitraryZVertical`). The attitude rotates device vectors into
//! the world frame.

use super::quaternion::{multiply, rotate};
use serde::{Deserialize, Serialize};

/// Standard gravity, m/s² (iOS reports acceleration in multiples of it).
pub const STANDARD_GRAVITY: f64 = 9.80665;

/// One reading of the motion sensors.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct MotionSample {
    /// When it was measured, ns, on a clock that only goes forward.
    pub timestamp_ns: i64,
    /// Linear acceleration (gravity removed) in the device frame, m/s².
    pub acceleration: [f64; 3],
    /// Rotation rate about the device axes, rad/s.
    pub rotation_rate: [f64; 3],
    /// Attitude as a unit quaternion `[w, x, y, z]`, device to world.
    pub attitude: [f64; 4],
}

impl MotionSample {
    /// From Android: `SensorEvent.timestamp` (ns), `TYPE_LINEAR_ACCELERATION` (m/s²),
    /// `TYPE_GYROSCOPE` (rad/s) and `TYPE_GAME_ROTATION_VECTOR` converted with
    /// `SensorManager.getQuaternionFromVector` (`[w, x, y, z]`). Units already match.
    pub fn android(
        timestamp_ns: i64,
        linear_acceleration: [f64; 3],
        gyroscope: [f64; 3],
        rotation_quaternion: [f64; 4],
    ) -> MotionSample {
        MotionSample {
            timestamp_ns,
            acceleration: linear_acceleration,
            rotation_rate: gyroscope,
            attitude: rotation_quaternion,
        }
    }

    /// From iOS: `CMDeviceMotion.timestamp` (s since boot), `userAcceleration` (in g),
    /// `rotationRate` (rad/s) and `attitude.quaternion` (`w, x, y, z`).
    ///
    /// Core Motion reports acceleration the other way round from Android: lying still face up
    /// its accelerometer reads z = -1 g, so `userAcceleration` (the reading less gravity) is the
    /// opposite of the device's own acceleration and reads +1 g upwards in free fall. It is
    /// negated here and multiplied by 9.80665 m/s² per g, so it means what Android's linear
    /// acceleration means.
    pub fn ios(
        timestamp_s: f64,
        user_acceleration_g: [f64; 3],
        rotation_rate: [f64; 3],
        quaternion: [f64; 4],
    ) -> MotionSample {
        MotionSample {
            timestamp_ns: (timestamp_s * 1e9).round() as i64,
            acceleration: user_acceleration_g.map(|g| -g * STANDARD_GRAVITY),
            rotation_rate,
            attitude: quaternion,
        }
    }

    /// From a browser: a `devicemotion` event's `timeStamp` (ms), `acceleration` (m/s², gravity
    /// removed) and `rotationRate` (`alpha`, `beta`, `gamma` in °/s, about the device's z, x and
    /// y axes), with the last `deviceorientation` event's `alpha`, `beta`, `gamma` (°).
    ///
    /// The W3C device frame is Android's, so the acceleration needs no change. The orientation
    /// is the intrinsic Z-X'-Y'' turn of the spec, device to earth (x east, y north, z up), made
    /// a quaternion here; `alpha` may be null on a phone without a compass, and 0 then gives a
    /// fixed but arbitrary heading, which is all the detector needs.
    pub fn browser(
        timestamp_ms: f64,
        acceleration: [f64; 3],
        rotation_rate_deg: [f64; 3],
        orientation_deg: [f64; 3],
    ) -> MotionSample {
        let [alpha_rate, beta_rate, gamma_rate] = rotation_rate_deg.map(f64::to_radians);
        let [alpha, beta, gamma] = orientation_deg.map(f64::to_radians);
        let about = |angle: f64, axis: usize| {
            let mut q = [(angle / 2.0).cos(), 0.0, 0.0, 0.0];
            q[axis + 1] = (angle / 2.0).sin();
            q
        };
        let attitude = multiply(multiply(about(alpha, 2), about(beta, 0)), about(gamma, 1));
        MotionSample {
            timestamp_ns: (timestamp_ms * 1e6).round() as i64,
            acceleration,
            rotation_rate: [beta_rate, gamma_rate, alpha_rate],
            attitude,
        }
    }

    /// The acceleration in the world frame, m/s² (rotating by the attitude, normalised).
    pub fn world_acceleration(&self) -> [f64; 3] {
        rotate(self.attitude, self.acceleration)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: [f64; 3], b: [f64; 3]) -> bool {
        a.iter().zip(b).all(|(x, y)| (x - y).abs() < 1e-9)
    }

    #[test]
    fn a_browser_phone_lying_flat_pushed_toward_its_top_edge_moves_north() {
        let sample = MotionSample::browser(1000.0, [0.0, 5.0, 0.0], [0.0; 3], [0.0; 3]);
        assert!(close(sample.world_acceleration(), [0.0, 5.0, 0.0]));
        assert_eq!(sample.timestamp_ns, 1_000_000_000);
    }

    #[test]
    fn a_browser_phone_stood_up_on_its_bottom_edge_pushes_its_top_edge_upward() {
        let sample = MotionSample::browser(0.0, [0.0, 5.0, 0.0], [0.0; 3], [0.0, 90.0, 0.0]);
        assert!(close(sample.world_acceleration(), [0.0, 0.0, 5.0]));
    }

    #[test]
    fn a_browser_phone_turned_a_quarter_left_points_its_top_edge_west() {
        let sample = MotionSample::browser(0.0, [0.0, 5.0, 0.0], [0.0; 3], [90.0, 0.0, 0.0]);
        assert!(close(sample.world_acceleration(), [-5.0, 0.0, 0.0]));
    }

    #[test]
    fn a_browsers_rotation_rate_in_degrees_comes_as_radians_about_x_y_z() {
        let sample = MotionSample::browser(0.0, [0.0; 3], [180.0, 90.0, 45.0], [0.0; 3]);
        let expected = [90f64.to_radians(), 45f64.to_radians(), 180f64.to_radians()];
        assert!(close(sample.rotation_rate, expected));
    }
}
