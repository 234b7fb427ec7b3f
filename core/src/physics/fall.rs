//! A follower falling over: its tilt over time, from the pendulum equation about its pivot
//! edge (docs/PHYSICS.md, "Falling followers and chains").

use super::contact::Tipping;

/// Step of the fall integration, s.
const FALL_STEP: f64 = 1e-4;

/// A falling follower's tilt, integrated in small fixed steps.
pub struct Pendulum {
    angle: f64,
    spin: f64,
    time: f64,
}

impl Pendulum {
    pub fn new(omega: f64) -> Pendulum {
        Pendulum {
            angle: 0.0,
            spin: omega,
            time: 0.0,
        }
    }

    /// Tilt (radians, at most π/2) `elapsed` seconds after the fall began; `elapsed` must not
    /// go back.
    pub fn advance_to(&mut self, tipping: &Tipping, elapsed: f64) -> f64 {
        while self.time < elapsed && self.angle < std::f64::consts::FRAC_PI_2 {
            self.step(tipping);
        }
        self.angle.min(std::f64::consts::FRAC_PI_2)
    }

    pub fn step(&mut self, tipping: &Tipping) {
        self.spin += tipping.angular_acceleration(self.angle) * FALL_STEP;
        // Never stall at the balance point: a follower that toppled keeps going.
        self.angle += self.spin.max(1e-3) * FALL_STEP;
        self.time += FALL_STEP;
    }
}

/// Seconds a follower falling from upright at `omega` takes to tilt by `target` radians.
pub fn time_to_tilt(tipping: &Tipping, omega: f64, target: f64) -> f64 {
    let mut pendulum = Pendulum::new(omega);
    while pendulum.angle < target && pendulum.time < 2.0 {
        pendulum.step(tipping);
    }
    pendulum.time
}
