//! The building blocks of every movement: scalar profiles with their rate and acceleration in
//! closed form (minimum-jerk submovements, windowed oscillations, half-sine pulses, one-period
//! waves, bumps and constant accelerations), and vector components, a profile along a fixed
//! direction. A movement is a sum of them, so its acceleration is exact, not differentiated
//! numerically.

use super::vector::scale;
use std::f64::consts::PI;

/// The minimum-jerk shape at `tau` (clamped to [0, 1]): `[s, ds/dτ, d²s/dτ²]`.
pub fn minimum_jerk(tau: f64) -> [f64; 3] {
    let t = tau.clamp(0.0, 1.0);
    let (t2, t3) = (t * t, t * t * t);
    [
        10.0 * t3 - 15.0 * t3 * t + 6.0 * t3 * t2,
        30.0 * t2 - 60.0 * t3 + 30.0 * t2 * t2,
        60.0 * t - 180.0 * t2 + 120.0 * t3,
    ]
}

/// One minimum-jerk submovement of a scalar (a distance along a direction, m, or an angle,
/// rad).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Submovement {
    /// When it starts, s.
    pub start: f64,
    /// How long it lasts, s (> 0).
    pub duration: f64,
    /// How far it goes in all (m or rad).
    pub amount: f64,
}

impl Submovement {
    /// `[value, rate, acceleration]` at `t` s: units of `amount`, per s and per s².
    pub fn at(&self, t: f64) -> [f64; 3] {
        let duration = self.duration.max(1e-6);
        let [s, ds, dds] = minimum_jerk((t - self.start) / duration);
        let inside = t > self.start && t < self.start + duration;
        if inside {
            [
                self.amount * s,
                self.amount * ds / duration,
                self.amount * dds / (duration * duration),
            ]
        } else {
            [self.amount * s, 0.0, 0.0]
        }
    }

    /// The highest rate, amount per s: 1.875·D/T.
    pub fn peak_rate(&self) -> f64 {
        1.875 * self.amount / self.duration
    }
}

/// A scalar profile of time: `at(t)` is `[value, rate, acceleration]` (units, per s, per s²).
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Profile {
    /// A minimum-jerk submovement.
    MinimumJerk(Submovement),
    /// A sine under a tapered window.
    Oscillation(Oscillation),
    /// A half-sine of acceleration from `start` lasting `duration` s whose integral is
    /// `change` (per s): π·Δ/(2T)·sin(π s/T). The rate goes from 0 to `change` and stays.
    Pulse {
        /// When it starts, s.
        start: f64,
        /// How long it lasts, s.
        duration: f64,
        /// The change of rate it makes, units per s.
        change: f64,
    },
    /// One period of a sine of acceleration, `peak`·sin(2π s/T): the rate goes out and back
    /// to 0 (a push and the rebound).
    Wave {
        /// When it starts, s.
        start: f64,
        /// Its period, s.
        duration: f64,
        /// Its peak acceleration, units per s².
        peak: f64,
    },
    /// A raised-cosine bump of the value, `amount`·(1 − cos(2π s/T))/2: out and back.
    Bump {
        /// When it starts, s.
        start: f64,
        /// How long it lasts, s.
        duration: f64,
        /// Its height, units.
        amount: f64,
    },
    /// A constant acceleration from `start` to `end` (a free fall, a spin-up); the rate it
    /// reaches is kept afterwards.
    Constant {
        /// When it starts, s.
        start: f64,
        /// When it ends, s.
        end: f64,
        /// The acceleration, units per s².
        acceleration: f64,
    },
}

/// A sine of `amplitude`·w(s)·sin(2π f s + φ), s = t − `start`, under a Tukey window w that
/// rises over `ramp` s, holds 1 and falls over `ramp` s at the end (a Hann window when `ramp`
/// is half the duration). Zero outside [`start`, `start` + `duration`].
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Oscillation {
    /// When it starts, s.
    pub start: f64,
    /// How long it lasts, s.
    pub duration: f64,
    /// Its amplitude, units.
    pub amplitude: f64,
    /// Its frequency, Hz.
    pub frequency: f64,
    /// Its phase at the start, rad.
    pub phase: f64,
    /// How long the window takes to rise (and to fall), s; at most half the duration.
    pub ramp: f64,
}

impl Oscillation {
    /// The window and its two derivatives at `s` s from the start.
    fn window(&self, s: f64) -> [f64; 3] {
        let ramp = self.ramp.min(self.duration / 2.0);
        if ramp <= 0.0 {
            return [1.0, 0.0, 0.0];
        }
        let k = PI / ramp;
        if s < ramp {
            let x = k * s;
            [
                0.5 * (1.0 - libm::cos(x)),
                0.5 * k * libm::sin(x),
                0.5 * k * k * libm::cos(x),
            ]
        } else if s > self.duration - ramp {
            let x = k * (self.duration - s);
            [
                0.5 * (1.0 - libm::cos(x)),
                -0.5 * k * libm::sin(x),
                0.5 * k * k * libm::cos(x),
            ]
        } else {
            [1.0, 0.0, 0.0]
        }
    }

    /// `[value, rate, acceleration]` at `t` s.
    pub fn at(&self, t: f64) -> [f64; 3] {
        let s = t - self.start;
        if !(0.0..=self.duration).contains(&s) {
            return [0.0; 3];
        }
        let [w, dw, ddw] = self.window(s);
        let omega = 2.0 * PI * self.frequency;
        let angle = omega * s + self.phase;
        let (sine, cosine) = (libm::sin(angle), libm::cos(angle));
        let a = self.amplitude;
        [
            a * w * sine,
            a * (dw * sine + w * omega * cosine),
            a * (ddw * sine + 2.0 * dw * omega * cosine - w * omega * omega * sine),
        ]
    }
}

impl Profile {
    /// `[value, rate, acceleration]` at `t` s.
    pub fn at(&self, t: f64) -> [f64; 3] {
        match *self {
            Profile::MinimumJerk(stroke) => stroke.at(t),
            Profile::Oscillation(oscillation) => oscillation.at(t),
            Profile::Pulse {
                start,
                duration,
                change,
            } => {
                let s = t - start;
                if s <= 0.0 {
                    [0.0; 3]
                } else if s >= duration {
                    [
                        change * duration / 2.0 + change * (s - duration),
                        change,
                        0.0,
                    ]
                } else {
                    let x = PI * s / duration;
                    [
                        change / 2.0 * (s - duration / PI * libm::sin(x)),
                        change / 2.0 * (1.0 - libm::cos(x)),
                        PI * change / (2.0 * duration) * libm::sin(x),
                    ]
                }
            }
            Profile::Wave {
                start,
                duration,
                peak,
            } => {
                let s = t - start;
                let k = duration / (2.0 * PI);
                if s <= 0.0 {
                    [0.0; 3]
                } else if s >= duration {
                    [peak * k * duration, 0.0, 0.0]
                } else {
                    let x = s / k;
                    [
                        peak * k * (s - k * libm::sin(x)),
                        peak * k * (1.0 - libm::cos(x)),
                        peak * libm::sin(x),
                    ]
                }
            }
            Profile::Bump {
                start,
                duration,
                amount,
            } => {
                let s = t - start;
                if s <= 0.0 || s >= duration {
                    return [0.0; 3];
                }
                let k = 2.0 * PI / duration;
                let x = k * s;
                [
                    amount / 2.0 * (1.0 - libm::cos(x)),
                    amount / 2.0 * k * libm::sin(x),
                    amount / 2.0 * k * k * libm::cos(x),
                ]
            }
            Profile::Constant {
                start,
                end,
                acceleration,
            } => {
                let s = t - start;
                let span = (end - start).max(0.0);
                if s <= 0.0 {
                    [0.0; 3]
                } else if s >= span {
                    let rate = acceleration * span;
                    [
                        acceleration * span * span / 2.0 + rate * (s - span),
                        rate,
                        0.0,
                    ]
                } else {
                    [acceleration * s * s / 2.0, acceleration * s, acceleration]
                }
            }
        }
    }
}

/// The sum of scalar profiles at `t` s: `[value, rate, acceleration]`.
pub fn sum(profiles: &[Profile], t: f64) -> [f64; 3] {
    profiles.iter().fold([0.0; 3], |total, profile| {
        let [v, r, a] = profile.at(t);
        [total[0] + v, total[1] + r, total[2] + a]
    })
}

/// A profile along a fixed unit direction of the world: a part of a translation, m.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Component {
    /// The profile of the distance along `direction`, m.
    pub profile: Profile,
    /// The direction, a unit vector of the world.
    pub direction: [f64; 3],
    /// From this time on (s) the profile no longer pushes: the component coasts at the rate it
    /// had, with no acceleration, until something else stops it (a phone lowered onto the
    /// table, which a landing pulse then stops); infinite for never.
    pub until: f64,
}

impl Component {
    /// `profile` along `direction`, never stopped.
    pub fn new(profile: Profile, direction: [f64; 3]) -> Component {
        Component {
            profile,
            direction,
            until: f64::INFINITY,
        }
    }

    /// `[position (m), velocity (m/s), acceleration (m/s²)]` at `t` s.
    pub fn at(&self, t: f64) -> [[f64; 3]; 3] {
        let [value, rate, acceleration] = if t >= self.until {
            let [value, rate, _] = self.profile.at(self.until);
            [value + rate * (t - self.until), rate, 0.0]
        } else {
            self.profile.at(t)
        };
        [
            scale(self.direction, value),
            scale(self.direction, rate),
            scale(self.direction, acceleration),
        ]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn profiles() -> Vec<Profile> {
        vec![
            Profile::Oscillation(Oscillation {
                start: 0.1,
                duration: 0.8,
                amplitude: 0.03,
                frequency: 4.0,
                phase: 0.3,
                ramp: 0.2,
            }),
            Profile::Oscillation(Oscillation {
                start: 0.0,
                duration: 0.5,
                amplitude: 0.02,
                frequency: 6.0,
                phase: PI,
                ramp: 0.25,
            }),
            Profile::Pulse {
                start: 0.2,
                duration: 0.03,
                change: 0.7,
            },
            Profile::Wave {
                start: 0.3,
                duration: 0.03,
                peak: 40.0,
            },
            Profile::Bump {
                start: 0.4,
                duration: 0.05,
                amount: 0.02,
            },
            Profile::Constant {
                start: 0.5,
                end: 0.8,
                acceleration: -9.8,
            },
        ]
    }

    #[test]
    fn every_profiles_rate_and_acceleration_are_its_derivatives() {
        let h = 1e-7;
        for profile in profiles() {
            for i in 1..1000 {
                let t = f64::from(i) * 0.001 + 0.000_37;
                let [_, rate, acceleration] = profile.at(t);
                let numeric_rate = (profile.at(t + h)[0] - profile.at(t - h)[0]) / (2.0 * h);
                let numeric_acceleration =
                    (profile.at(t + h)[1] - profile.at(t - h)[1]) / (2.0 * h);
                assert!((rate - numeric_rate).abs() < 1e-5, "{profile:?} at {t}");
                assert!(
                    (acceleration - numeric_acceleration).abs() < 1e-3 * (1.0 + acceleration.abs()),
                    "{profile:?} at {t}: {acceleration} against {numeric_acceleration}"
                );
            }
        }
    }

    #[test]
    fn a_pulse_adds_its_change_and_a_wave_comes_back_to_rest() {
        let pulse = Profile::Pulse {
            start: 0.0,
            duration: 0.02,
            change: 1.5,
        };
        assert_eq!(pulse.at(1.0)[1], 1.5);
        let wave = Profile::Wave {
            start: 0.0,
            duration: 0.03,
            peak: 50.0,
        };
        assert_eq!(wave.at(1.0)[1], 0.0);
        let coasting = Component {
            until: 0.01,
            ..Component::new(pulse, [0.0, 0.0, 1.0])
        };
        assert!((coasting.at(0.5)[1][2] - 0.75).abs() < 1e-12);
        assert_eq!(coasting.at(0.5)[2], [0.0; 3]);
    }
}
