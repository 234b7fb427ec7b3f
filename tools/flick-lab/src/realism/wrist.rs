//! The wrist: the phone turns about a pivot behind the sensor while the pivot (the hand) moves.
//!
//! The attitude is R(t) = R_hold·Rz(φz(t))·Rx(φx(t)): the hold, then a deviation φz about the
//! device's z axis and a flexion φx about its x axis. Its rate in the device frame is exactly
//! ```text
//! ω_d = (φ̇x, φ̇z·sin φx, φ̇z·cos φx)
//! α_d = dω_d/dt = (φ̈x, φ̈z·sin φx + φ̇z·φ̇x·cos φx, φ̈z·cos φx − φ̇z·φ̇x·sin φx)
//! ```
//! The sensor sits at r_d from the pivot (device frame), so it moves at
//! v_s = ṗ_w + R(ω_d × r_d) and accelerates at a_s = p̈_w + R(α_d × r_d + ω_d × (ω_d × r_d)):
//! the lever-arm part is the time derivative of R(ω_d × r_d).

use super::draw::Draw;
use super::hand::Submovement;
use super::path::{Component, Profile, sum};
use super::vector::{about, add, cross, multiply, rotate};

/// A phone's movement: the pivot's path in the world and the phone's turn about it. Every
/// family, flicks included, is one of these.
#[derive(Debug, Clone, PartialEq)]
pub struct Motion {
    /// The attitude before any turn, device to world, `[w, x, y, z]`.
    pub hold: [f64; 4],
    /// The pivot's translation in the world, m (a sum of components).
    pub pivot: Vec<Component>,
    /// The flexion φx about the device's x axis, rad (a sum of profiles).
    pub flexion: Vec<Profile>,
    /// The deviation φz about the device's z axis, rad (a sum of profiles).
    pub deviation: Vec<Profile>,
    /// Where the sensor is relative to the pivot, in the device frame, m.
    pub lever: [f64; 3],
    /// How long the movement lasts (and the trace), s.
    pub duration: f64,
}

/// What the phone does at one moment.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Kinematics {
    /// The attitude, device to world, `[w, x, y, z]`.
    pub attitude: [f64; 4],
    /// The rotation rate about the device's axes, rad/s.
    pub rotation_rate: [f64; 3],
    /// The angular acceleration about the device's axes, rad/s².
    pub angular_acceleration: [f64; 3],
    /// The pivot's (the hand's) velocity in the world, m/s.
    pub hand_velocity: [f64; 3],
    /// The sensor's velocity in the world, m/s.
    pub sensor_velocity: [f64; 3],
    /// The sensor's acceleration in the world (gravity not included), m/s².
    pub sensor_acceleration: [f64; 3],
}

impl Motion {
    /// The phone held at `hold` for `duration` s, not moving.
    pub fn still(hold: [f64; 4], duration: f64) -> Motion {
        Motion {
            hold,
            pivot: Vec::new(),
            flexion: Vec::new(),
            deviation: Vec::new(),
            lever: [0.0; 3],
            duration,
        }
    }

    /// The phone's kinematics at `t` s.
    pub fn at(&self, t: f64) -> Kinematics {
        let [x, x_rate, x_acceleration] = sum(&self.flexion, t);
        let [z, z_rate, z_acceleration] = sum(&self.deviation, t);
        let attitude = multiply(
            multiply(self.hold, about([0.0, 0.0, 1.0], z)),
            about([1.0, 0.0, 0.0], x),
        );
        let (sx, cx) = (libm::sin(x), libm::cos(x));
        let rotation_rate = [x_rate, z_rate * sx, z_rate * cx];
        let angular_acceleration = [
            x_acceleration,
            z_acceleration * sx + z_rate * x_rate * cx,
            z_acceleration * cx - z_rate * x_rate * sx,
        ];
        let mut hand_velocity = [0.0; 3];
        let mut hand_acceleration = [0.0; 3];
        for component in &self.pivot {
            let [_, velocity, acceleration] = component.at(t);
            hand_velocity = add(hand_velocity, velocity);
            hand_acceleration = add(hand_acceleration, acceleration);
        }
        let r = self.lever;
        let spin = cross(rotation_rate, r);
        let lever_acceleration = add(cross(angular_acceleration, r), cross(rotation_rate, spin));
        Kinematics {
            attitude,
            rotation_rate,
            angular_acceleration,
            hand_velocity,
            sensor_velocity: add(hand_velocity, rotate(attitude, spin)),
            sensor_acceleration: add(hand_acceleration, rotate(attitude, lever_acceleration)),
        }
    }

    /// The direction the phone's top points at `t` s, projected on the horizontal and made a
    /// unit vector (world +y if the top points straight up or down): the detector's `forward`
    /// when `t` is the moment of arming.
    pub fn forward(&self, t: f64) -> [f64; 3] {
        let top = rotate(self.at(t).attitude, [0.0, 1.0, 0.0]);
        let length = (top[0] * top[0] + top[1] * top[1]).sqrt();
        if length < 1e-9 {
            [0.0, 1.0, 0.0]
        } else {
            [top[0] / length, top[1] / length, 0.0]
        }
    }
}

/// How the phone is held: in portrait, screen up, top edge toward the board.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Hold {
    /// The heading ψ0 of the phone's top from world +y, counter-clockwise, degrees.
    pub heading_degrees: f64,
    /// How far the top edge is tilted up, β, degrees.
    pub tilt_degrees: f64,
    /// The roll γ about the phone's length, degrees.
    pub roll_degrees: f64,
}

impl Hold {
    /// Draws a hold: ψ0 ~ U(−10°, 10°), β = 0 (flat) in 30 % of cases and U(0°, 35°)
    /// otherwise, γ ~ U(−10°, 10°).
    pub fn draw(draw: &mut Draw) -> Hold {
        let heading_degrees = draw.between(-10.0, 10.0);
        let flat = draw.chance(0.3);
        let tilt = draw.between(0.0, 35.0);
        let roll_degrees = draw.between(-10.0, 10.0);
        Hold {
            heading_degrees,
            tilt_degrees: if flat { 0.0 } else { tilt },
            roll_degrees,
        }
    }

    /// The attitude R_hold = Rz(ψ0)·Rx(β)·Ry(γ), device to world.
    pub fn attitude(&self) -> [f64; 4] {
        multiply(
            multiply(
                about([0.0, 0.0, 1.0], self.heading_degrees.to_radians()),
                about([1.0, 0.0, 0.0], self.tilt_degrees.to_radians()),
            ),
            about([0.0, 1.0, 0.0], self.roll_degrees.to_radians()),
        )
    }

    /// `v` (world) turned by the heading about the vertical.
    pub fn turn(&self, v: [f64; 3]) -> [f64; 3] {
        rotate(about([0.0, 0.0, 1.0], self.heading_degrees.to_radians()), v)
    }
}

/// Draws where the sensor sits relative to the wrist: r_d = (δx, ρ, δz) with
/// ρ ~ U(0.08, 0.15) m along the phone's length, δx ~ U(−0.02, 0.02) m, δz ~ U(−0.01, 0.01) m.
pub fn lever_arm(draw: &mut Draw) -> [f64; 3] {
    let along = draw.between(0.08, 0.15);
    let across = draw.between(-0.02, 0.02);
    let through = draw.between(-0.01, 0.01);
    [across, along, through]
}

/// A flick's wrist turn: flexion and deviation as minimum-jerk submovements, some turning back.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct FlickTurn {
    /// The flexion A_x, rad (negative: the top edge dips).
    pub flexion: f64,
    /// The deviation A_z, rad.
    pub deviation: f64,
    /// When the turn starts, s.
    pub start: f64,
    /// How long it lasts, s.
    pub duration: f64,
    /// The share of the turn undone afterward (0 for none).
    pub back: f64,
    /// How long turning back takes, s.
    pub back_duration: f64,
}

impl FlickTurn {
    /// Draws the turn of a stroke from `stroke_start` lasting `stroke_duration` s:
    /// A_x ~ U(−45°, 30°), A_z ~ U(−25°, 25°), over U(0.6, 1.0) of the stroke's duration,
    /// starting δ ~ U(−0.03, 0.05) s after it; half turn back by U(0.3, 1.0) of it, over
    /// U(1.0, 1.5) times as long.
    pub fn draw(draw: &mut Draw, stroke_start: f64, stroke_duration: f64) -> FlickTurn {
        let flexion = draw.between(-45.0, 30.0).to_radians();
        let deviation = draw.between(-25.0, 25.0).to_radians();
        let duration = draw.between(0.6, 1.0) * stroke_duration;
        let lag = draw.between(-0.03, 0.05);
        let turns_back = draw.chance(0.5);
        let back = draw.between(0.3, 1.0);
        let back_duration = draw.between(1.0, 1.5) * duration;
        FlickTurn {
            flexion,
            deviation,
            start: stroke_start + lag,
            duration,
            back: if turns_back { back } else { 0.0 },
            back_duration,
        }
    }

    /// When the turn (and any turning back) ends, s.
    pub fn end(&self) -> f64 {
        self.start + self.duration + self.back_duration
    }

    /// The profiles of the flexion and of the deviation.
    pub fn profiles(&self) -> (Vec<Profile>, Vec<Profile>) {
        let part = |amount: f64| {
            let mut parts = vec![Profile::MinimumJerk(Submovement {
                start: self.start,
                duration: self.duration,
                amount,
            })];
            if self.back > 0.0 {
                parts.push(Profile::MinimumJerk(Submovement {
                    start: self.start + self.duration,
                    duration: self.back_duration,
                    amount: -self.back * amount,
                }));
            }
            parts
        };
        (part(self.flexion), part(self.deviation))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::realism::path::Oscillation;
    use crate::realism::vector::{norm, scale, sub};

    fn turning() -> Motion {
        let turn = FlickTurn {
            flexion: -0.6,
            deviation: 0.4,
            start: 0.1,
            duration: 0.2,
            back: 0.5,
            back_duration: 0.25,
        };
        let (flexion, deviation) = turn.profiles();
        Motion {
            hold: Hold {
                heading_degrees: 7.0,
                tilt_degrees: 25.0,
                roll_degrees: -5.0,
            }
            .attitude(),
            pivot: Vec::new(),
            flexion,
            deviation: [
                deviation,
                vec![Profile::Oscillation(Oscillation {
                    start: 0.0,
                    duration: 0.7,
                    amplitude: 0.1,
                    frequency: 5.0,
                    phase: 0.0,
                    ramp: 0.35,
                })],
            ]
            .concat(),
            lever: [0.015, 0.12, -0.008],
            duration: 0.8,
        }
    }

    #[test]
    fn the_rotation_rate_is_what_the_attitude_does() {
        let motion = turning();
        let h = 1e-6;
        for i in 1..80 {
            let t = f64::from(i) * 0.01 + 0.0037;
            let now = motion.at(t);
            // ω = 2·Im(q* q̇), device frame.
            let (before, after) = (motion.at(t - h).attitude, motion.at(t + h).attitude);
            let dq: Vec<f64> = (0..4).map(|k| (after[k] - before[k]) / (2.0 * h)).collect();
            let q = now.attitude;
            let w = multiply([q[0], -q[1], -q[2], -q[3]], [dq[0], dq[1], dq[2], dq[3]]);
            let numeric = [2.0 * w[1], 2.0 * w[2], 2.0 * w[3]];
            assert!(norm(sub(numeric, now.rotation_rate)) < 1e-6, "{t}");
            let numeric_alpha = scale(
                sub(
                    motion.at(t + h).rotation_rate,
                    motion.at(t - h).rotation_rate,
                ),
                1.0 / (2.0 * h),
            );
            assert!(
                norm(sub(numeric_alpha, now.angular_acceleration)) < 1e-3,
                "{t}: {numeric_alpha:?} {:?}",
                now.angular_acceleration
            );
        }
    }

    #[test]
    fn the_lever_arm_acceleration_integrates_to_the_change_of_r_omega_cross_r() {
        let motion = turning();
        let dt = 1e-5;
        let steps = 80_000;
        let mut integral = [0.0; 3];
        for i in 0..steps {
            let t = (f64::from(i) + 0.5) * dt;
            integral = add(integral, scale(motion.at(t).sensor_acceleration, dt));
        }
        let end = motion.at(f64::from(steps) * dt).sensor_velocity;
        let start = motion.at(0.0).sensor_velocity;
        let change = sub(end, start);
        assert!(
            norm(sub(integral, change)) < 1e-6,
            "{integral:?} against {change:?}"
        );
        // And it is no small correction: the sensor moved at up to about a metre a second.
        let peak = (0..800)
            .map(|i| norm(motion.at(f64::from(i) * 0.001).sensor_velocity))
            .fold(0.0, f64::max);
        assert!(peak > 0.3, "{peak}");
    }

    #[test]
    fn the_hold_points_the_top_along_its_heading() {
        let hold = Hold {
            heading_degrees: 10.0,
            tilt_degrees: 30.0,
            roll_degrees: 8.0,
        };
        let motion = Motion::still(hold.attitude(), 1.0);
        let forward = motion.forward(0.0);
        let want = hold.turn([0.0, 1.0, 0.0]);
        assert!(norm(sub(forward, want)) < 1e-12, "{forward:?}");
    }
}
