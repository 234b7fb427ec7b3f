//! One resampled moment of the phone's motion: what the accelerometer felt, turned into the
//! world with an attitude that does not lag, integrated into the sensor's velocity, with the
//! part of that velocity that only comes from the wrist turning the phone.
//!
//! Why not the reported linear acceleration and attitude as they are: a phone's fused attitude
//! lags a fast turn of the wrist, and every degree of lag leaks 0.17 m/s² of gravity into the
//! horizontal. The accelerometer's own reading (linear acceleration plus the gravity the same
//! fusion removed) does not depend on that lag, so it is recovered, and turned into the world
//! with the attitude propagated from the gyroscope while the hand moves; while the hand is
//! quiet the fused attitude is taken as it is.

use super::history::Past;
use crate::flick::quaternion::{apply, cross, length, matrix, turned};
use crate::flick::sample::STANDARD_GRAVITY;
use crate::flick::settings::FlickSettings;

/// The phone's readings at one tick, interpolated between two samples.
#[derive(Debug, Clone, Copy)]
pub(super) struct Reading {
    /// Linear acceleration (gravity removed), device frame, m/s².
    pub acceleration: [f64; 3],
    /// Rotation rate about the device's axes, rad/s.
    pub rotation_rate: [f64; 3],
    /// Fused attitude, device to world, unit quaternion `[w, x, y, z]`.
    pub attitude: [f64; 4],
}

/// What one tick says about the hand.
#[derive(Debug, Clone, Copy)]
pub(super) struct Moment {
    /// What the history keeps of it.
    pub past: Past,
    /// Whether the hand has been quiet long enough that its speed is taken as zero.
    pub quiet: bool,
    /// The accelerometer's total reading, m/s²: 9.8 at rest, near 0 in free fall.
    pub force: f64,
    /// The device's top (y axis) in the world.
    pub top: [f64; 3],
    /// The way the device's back faces (−z) in the world.
    pub back: [f64; 3],
    /// Whether this tick alone is calm: the filtered world acceleration and the rotation under
    /// the quiet thresholds (a rest needs `quiet_time` of such ticks).
    pub calm: bool,
    /// What the accelerometer felt, in the device's frame, through the same filter, m/s²:
    /// free of any attitude estimate, so it stays put when the phone does.
    pub felt: [f64; 3],
}

/// The running estimate of the hand's motion.
#[derive(Debug, Clone)]
pub(super) struct MotionTracker {
    dt: f64,
    alpha: f64,
    leak: f64,
    quiet: f64,
    quiet_rotation: f64,
    quiet_ticks_needed: u32,
    moving_quiet_ticks_needed: u32,
    still_speed: f64,
    attitude: Option<[f64; 4]>,
    filtered: [f64; 3],
    felt: Option<[f64; 3]>,
    velocity: [f64; 3],
    quiet_ticks: u32,
    /// The turn about the device's z axis since the reset, rad.
    turn: f64,
    /// Whether this tick is the first since the reset.
    attitude_was_fresh: bool,
}

impl MotionTracker {
    /// A tracker ticking every `dt` s with `settings`' filter, leak and quiet thresholds.
    pub fn new(settings: &FlickSettings, dt: f64) -> MotionTracker {
        MotionTracker {
            dt,
            alpha: dt / (settings.low_pass.max(0.0) + dt),
            leak: (dt / settings.velocity_leak.max(dt)).clamp(0.0, 1.0),
            quiet: settings.quiet,
            quiet_rotation: settings.quiet_rotation,
            quiet_ticks_needed: (settings.quiet_time / dt).round().max(1.0) as u32,
            moving_quiet_ticks_needed: (settings.moving_quiet_time / dt).round().max(1.0) as u32,
            still_speed: settings.still_speed,
            attitude: None,
            filtered: [0.0; 3],
            felt: None,
            velocity: [0.0; 3],
            quiet_ticks: 0,
            turn: 0.0,
            attitude_was_fresh: false,
        }
    }

    /// Starts afresh: the next reading's attitude is taken as it is, and the hand is at rest.
    pub fn reset(&mut self) {
        self.attitude = None;
        self.filtered = [0.0; 3];
        self.felt = None;
        self.velocity = [0.0; 3];
        self.quiet_ticks = 0;
        self.turn = 0.0;
    }

    fn is_quiet(&self) -> bool {
        if length(self.velocity) < self.still_speed {
            self.quiet_ticks >= self.quiet_ticks_needed
        } else {
            self.quiet_ticks >= self.moving_quiet_ticks_needed
        }
    }

    /// Advances by one tick with `reading`.
    pub fn step(&mut self, reading: &Reading) -> Moment {
        // The gravity the fusion removed is the last row of its rotation, times g.
        let fused = matrix(reading.attitude);
        let force: [f64; 3] =
            std::array::from_fn(|i| reading.acceleration[i] + fused[2][i] * STANDARD_GRAVITY);
        let rate = reading.rotation_rate;
        self.attitude_was_fresh = self.attitude.is_none();
        // While the hand is quiet the fused attitude is taken as it is, and its matrix with it.
        let (attitude, turn) = match self.attitude {
            Some(attitude) if !self.is_quiet() => {
                let attitude = turned(attitude, rate, self.dt);
                (attitude, matrix(attitude))
            }
            _ => (reading.attitude, fused),
        };
        self.attitude = Some(attitude);
        let mut world = apply(&turn, force);
        world[2] -= STANDARD_GRAVITY;
        for (value, raw) in self.filtered.iter_mut().zip(world) {
            *value += self.alpha * (raw - *value);
        }
        let mut felt = self.felt.unwrap_or(force);
        for (value, raw) in felt.iter_mut().zip(force) {
            *value += self.alpha * (raw - *value);
        }
        self.felt = Some(felt);
        let spin = length(rate);
        let [fx, fy, fz] = self.filtered;
        let calm =
            fx * fx + fy * fy + fz * fz < self.quiet * self.quiet && spin < self.quiet_rotation;
        if calm {
            self.quiet_ticks = self.quiet_ticks.saturating_add(1);
        } else {
            self.quiet_ticks = 0;
        }
        // The first tick after a reset (arming, a gap) is a rest: the speed starts from zero
        // there, so a flick made right after pressing the button starts from it.
        let quiet = self.is_quiet() || self.attitude_was_fresh;
        if quiet {
            self.velocity = [0.0; 3];
        } else {
            for (v, a) in self.velocity.iter_mut().zip(world) {
                *v += a * self.dt - *v * self.leak;
            }
        }
        let lever = apply(&turn, cross(rate, [0.0, 1.0, 0.0]));
        self.turn += rate[2] * self.dt;
        Moment {
            past: Past {
                velocity: self.velocity.map(|v| v as f32),
                lever: lever.map(|l| l as f32),
                acceleration: (fx * fx + fy * fy).sqrt() as f32,
                rotation: spin as f32,
                turn: self.turn as f32,
                quiet,
            },
            quiet,
            force: length(force),
            top: [turn[0][1], turn[1][1], turn[2][1]],
            back: [-turn[0][2], -turn[1][2], -turn[2][2]],
            calm,
            felt,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::flick::quaternion::{conjugate, rotate};

    fn reading(acceleration: [f64; 3], rotation_rate: [f64; 3], attitude: [f64; 4]) -> Reading {
        Reading {
            acceleration,
            rotation_rate,
            attitude,
        }
    }

    #[test]
    fn a_phone_pushed_forward_for_a_tenth_of_a_second_reaches_one_metre_a_second() {
        let settings = FlickSettings::default();
        let mut tracker = MotionTracker::new(&settings, 0.005);
        let flat = [1.0, 0.0, 0.0, 0.0];
        // The first tick is the rest the speed starts from; the push lasts the 20 after it.
        let mut last = None;
        for _ in 0..21 {
            last = Some(tracker.step(&reading([0.0, 10.0, 0.0], [0.0; 3], flat)));
        }
        let moment = last.map(|m| m.past.velocity).unwrap_or_default();
        assert!((f64::from(moment[1]) - 1.0).abs() < 0.02, "{moment:?}");
        assert!(f64::from(moment[0]).abs() < 1e-6 && f64::from(moment[2]).abs() < 1e-6);
    }

    #[test]
    fn a_lagging_fused_attitude_leaks_no_gravity_into_a_turning_wrist() {
        // The wrist turns the phone about its x axis at 5 rad/s for 0.1 s, the fusion reports
        // the attitude it had before the turn, and its linear acceleration is computed with
        // that same attitude: the specific force is right, and the gyroscope keeps the turn.
        let settings = FlickSettings::default();
        let dt = 0.005;
        let mut tracker = MotionTracker::new(&settings, dt);
        let flat = [1.0, 0.0, 0.0, 0.0];
        tracker.step(&reading([0.0; 3], [0.0; 3], flat));
        let mut truth = flat;
        let mut moment = None;
        for _ in 0..20 {
            truth = turned(truth, [5.0, 0.0, 0.0], dt);
            // The accelerometer feels gravity in the true attitude; the fusion removes it with
            // the stale one.
            let felt = rotate(conjugate(truth), [0.0, 0.0, STANDARD_GRAVITY]);
            let removed = rotate(conjugate(flat), [0.0, 0.0, STANDARD_GRAVITY]);
            let linear = std::array::from_fn(|i| felt[i] - removed[i]);
            moment = Some(tracker.step(&reading(linear, [5.0, 0.0, 0.0], flat)));
        }
        let velocity = moment.map(|m| m.past.velocity).unwrap_or_default();
        assert!(velocity.iter().all(|v| v.abs() < 0.02), "{velocity:?}");
    }
}
