//! Motion samples as the phones report them, brought to one convention.
//!
//! Device frame (both platforms): x to the right of the screen, y to its top, z out of the
//! screen. World frame: z up, x and y horizontal in an arbitrary but fixed heading (Android's
//! game rotation vector, iOS's `xArbitraryZVertical`). The attitude rotates device vectors into
//! the world frame.

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

    /// The acceleration in the world frame, m/s² (rotating by the attitude, normalised).
    pub fn world_acceleration(&self) -> [f64; 3] {
        rotate(self.attitude, self.acceleration)
    }
}

/// Rotates `v` by the quaternion `q = [w, x, y, z]` (normalised first).
pub fn rotate(q: [f64; 4], v: [f64; 3]) -> [f64; 3] {
    let norm = (q[0] * q[0] + q[1] * q[1] + q[2] * q[2] + q[3] * q[3]).sqrt();
    let [w, x, y, z] = q.map(|c| c / norm);
    // v' = v + 2w (u × v) + 2 u × (u × v), with u = (x, y, z).
    let u = [x, y, z];
    let cross = |a: [f64; 3], b: [f64; 3]| {
        [
            a[1] * b[2] - a[2] * b[1],
            a[2] * b[0] - a[0] * b[2],
            a[0] * b[1] - a[1] * b[0],
        ]
    };
    let t = cross(u, v).map(|c| 2.0 * c);
    let ut = cross(u, t);
    [
        v[0] + w * t[0] + ut[0],
        v[1] + w * t[1] + ut[1],
        v[2] + w * t[2] + ut[2],
    ]
}
