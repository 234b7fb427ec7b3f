//! Synthetic motion traces: a documented model of a hand flick, and of the movements that must
//! not launch anything, sampled the way a phone samples (sensor noise, hand tremor, jittery
//! timestamps, a finite resolution and range). They make and check the trace files in
//! `tests/traces/` (this crate's tests/flick.rs); the product only reads traces
//! (`catapult_core::flick::trace`) and makes none.
//! docs/FLICK.md ("The trace generator") explains each model and where its numbers come from.
//!
//! Portable arithmetic only: `libm` for sin, cos and log, IEEE `+ - * / sqrt` otherwise, and a
//! seeded ChaCha8 for the noise. A seed gives the same samples, bit for bit, on every platform.
//!
//! Frames as in [`MotionSample`]: the world has z up; the phone points "forward" along world
//! +y with its screen toward the player, pitched up by the release pitch ([`phone_attitude`]),
//! so the detector's forward at arming is world +y. A flick in direction `d` (degrees,
//! counter-clockwise from forward, seen from above) accelerates the hand horizontally along
//! `(-sin d, cos d, 0)`.

use catapult_core::flick::quaternion::{conjugate, multiply, rotate};
use catapult_core::flick::{MotionSample, STANDARD_GRAVITY};
use rand_chacha::ChaCha8Rng;
use rand_core::{Rng, SeedableRng};
use std::f64::consts::PI;

/// The hand held still before a movement starts, s.
pub const LEAD_IN: f64 = 0.4;
/// The hand held still after a movement ends, s.
pub const TAIL: f64 = 0.4;
/// The accelerometer's range, m/s²: 16 g, common in phones. Readings beyond it are clipped.
pub const SENSOR_RANGE: f64 = 16.0 * STANDARD_GRAVITY;
/// Steps per metre per second² (and per rad/s) of the simulated sensors: readings are rounded
/// to 0.1 mm/s² and 0.1 mrad/s, far finer than a phone's, and keeps the CSV files short.
const MOTION_STEPS: f64 = 1e4;
/// Steps per unit of the simulated attitude's quaternion components.
const ATTITUDE_STEPS: f64 = 1e9;

/// A hand flick and the phone that measures it.
///
/// The hand's horizontal acceleration along the flick is two half-sine lobes. The accelerating
/// lobe lasts `accelerating` = T₁ and its integral is the peak hand speed v:
/// a(t) = (π v / 2T₁) sin(π t / T₁), peaking at π v / 2T₁. The braking lobe then brings the
/// hand back to rest in `braking` = T₂: a(t) = −(π v / 2T₂) sin(π t / T₂). Before and after,
/// the hand is still for [`LEAD_IN`] and [`TAIL`].
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct FlickModel {
    /// Hand speed at the end of the accelerating lobe, m/s.
    pub peak_hand_speed: f64,
    /// Direction of the flick in the world's horizontal plane, degrees from where the phone
    /// points, counter-clockwise positive (90 is to the player's left).
    pub direction_degrees: f64,
    /// Length of the accelerating lobe, s.
    pub accelerating: f64,
    /// Length of the braking lobe, s.
    pub braking: f64,
    /// How far the phone's top is pitched up from horizontal, degrees (the release pitch; the
    /// attitude is held through the flick).
    pub pitch_degrees: f64,
    /// The stroke's slope above the horizontal, degrees (0: a level flick).
    pub rise_degrees: f64,
    /// Amplitude of the hand's tremor, m/s² (a sine along a seeded direction of the phone).
    pub tremor: f64,
    /// Frequency of the tremor, Hz (physiological tremor is 8–12 Hz).
    pub tremor_hz: f64,
    /// Standard deviation of the accelerometer's white noise on each axis, m/s² (seeded; the
    /// gyroscope gets a tenth of it in rad/s).
    pub noise: f64,
    /// Timestamp jitter: each sample is taken up to this fraction of the period early or late
    /// (uniformly; at most 0.45, so timestamps always go forward).
    pub jitter: f64,
    /// The sensor's sampling rate, Hz (Android's `SENSOR_DELAY_GAME` is 50 Hz, iOS apps
    /// usually ask 100 Hz, fast Android phones deliver 200 Hz).
    pub rate_hz: f64,
}

impl FlickModel {
    /// A light flick (1.0 m/s in 90 ms, peaking at 17 m/s²) sampled at `rate_hz`.
    pub fn light(rate_hz: f64) -> FlickModel {
        FlickModel {
            peak_hand_speed: 1.0,
            accelerating: 0.09,
            braking: 0.12,
            ..FlickModel::medium(rate_hz)
        }
    }

    /// A medium flick (1.8 m/s in 90 ms, peaking at 31 m/s²) straight ahead, the phone pitched
    /// up 45°, sampled at `rate_hz` with a steady hand's tremor (0.3 m/s² at 9 Hz), a phone's
    /// noise (0.15 m/s²) and 10 % timestamp jitter.
    pub fn medium(rate_hz: f64) -> FlickModel {
        FlickModel {
            peak_hand_speed: 1.8,
            direction_degrees: 0.0,
            accelerating: 0.09,
            braking: 0.12,
            pitch_degrees: 45.0,
            rise_degrees: 0.0,
            tremor: 0.3,
            tremor_hz: 9.0,
            noise: 0.15,
            jitter: 0.1,
            rate_hz,
        }
    }

    /// A hard flick (2.6 m/s in 80 ms, peaking at 51 m/s²) sampled at `rate_hz`.
    pub fn hard(rate_hz: f64) -> FlickModel {
        FlickModel {
            peak_hand_speed: 2.6,
            accelerating: 0.08,
            braking: 0.11,
            ..FlickModel::medium(rate_hz)
        }
    }

    /// Peak acceleration of the accelerating lobe, m/s²: π v / 2T₁.
    pub fn peak_acceleration(&self) -> f64 {
        PI * self.peak_hand_speed / (2.0 * self.accelerating)
    }

    /// The same model with every value brought into a range the generators can sample: rates
    /// of 1 Hz to 10 kHz, lobes of at least 5 ms, jitter 0 to 0.45, no NaN.
    fn sane(&self) -> FlickModel {
        let or = |value: f64, fallback: f64| if value.is_finite() { value } else { fallback };
        FlickModel {
            peak_hand_speed: or(self.peak_hand_speed, 0.0),
            direction_degrees: or(self.direction_degrees, 0.0),
            accelerating: or(self.accelerating, 0.1).max(0.005),
            braking: or(self.braking, 0.1).max(0.005),
            pitch_degrees: or(self.pitch_degrees, 45.0),
            rise_degrees: or(self.rise_degrees, 0.0),
            tremor: or(self.tremor, 0.0).abs(),
            tremor_hz: or(self.tremor_hz, 0.0),
            noise: or(self.noise, 0.0).abs(),
            jitter: or(self.jitter, 0.0).clamp(0.0, 0.45),
            rate_hz: or(self.rate_hz, 100.0).clamp(1.0, 10_000.0),
        }
    }
}

impl Default for FlickModel {
    /// A medium flick at 100 Hz.
    fn default() -> Self {
        FlickModel::medium(100.0)
    }
}

/// The attitude of a phone pointing forward (world +y) with its screen toward the player,
/// pitched up by `pitch_degrees`: the rotation by that angle about world x,
/// `[cos(p/2), sin(p/2), 0, 0]`. Its top (device y) is `(0, cos p, sin p)` in the world and
/// its screen (device z) faces back toward the player, `(0, −sin p, cos p)`.
pub fn phone_attitude(pitch_degrees: f64) -> [f64; 4] {
    let half = pitch_degrees.to_radians() / 2.0;
    [libm::cos(half), libm::sin(half), 0.0, 0.0]
}

/// The half-sine pulse of length `duration` (s) whose integral is `change` (m/s), at `t` s
/// after it starts: (π Δv / 2T) sin(π t / T) inside the pulse, 0 outside.
pub fn half_sine(t: f64, duration: f64, change: f64) -> f64 {
    if !(0.0..duration).contains(&t) {
        return 0.0;
    }
    PI * change / (2.0 * duration) * libm::sin(PI * t / duration)
}

/// A flick as [`FlickModel`] describes it: still for [`LEAD_IN`], the accelerating and the
/// braking lobe along the flick's direction, still for [`TAIL`]. The attitude is held.
pub fn flick(model: &FlickModel, seed: u64) -> Vec<MotionSample> {
    let model = model.sane();
    let direction = model.direction_degrees.to_radians();
    let rise = model.rise_degrees.to_radians();
    let along = [
        -libm::sin(direction) * libm::cos(rise),
        libm::cos(direction) * libm::cos(rise),
        libm::sin(rise),
    ];
    let attitude = phone_attitude(model.pitch_degrees);
    let (speed, up, down) = (model.peak_hand_speed, model.accelerating, model.braking);
    let seconds = LEAD_IN + up + down + TAIL;
    record(&model, seconds, seed, |t| {
        let s = t - LEAD_IN;
        let a = half_sine(s, up, speed) + half_sine(s - up, down, -speed);
        Motion::held(along.map(|c| c * a), attitude)
    })
}

/// The phone held still at the model's pitch for `seconds`: only tremor and noise.
pub fn holding_still(model: &FlickModel, seconds: f64, seed: u64) -> Vec<MotionSample> {
    let model = model.sane();
    let attitude = phone_attitude(model.pitch_degrees);
    record(&model, seconds, seed, |_| Motion::held([0.0; 3], attitude))
}

/// Step frequency of the walker, Hz (an unhurried walk).
const STEP_HZ: f64 = 1.9;

/// Walking forward with the phone held in front at the model's pitch, for `seconds`. The
/// body bounces at the step frequency (1.9 Hz): vertically ±2 m/s², forward and back
/// ±1.2 m/s² (a quarter period later), sideways ±0.8 m/s² at the stride frequency (half the
/// step frequency); each heel strike adds a 40 ms half-sine jolt of 4 m/s² up and 3 m/s²
/// back. Horizontal accelerations stay below about 5 m/s², typical of an ordinary walk.
pub fn walking(model: &FlickModel, seconds: f64, seed: u64) -> Vec<MotionSample> {
    let model = model.sane();
    let attitude = phone_attitude(model.pitch_degrees);
    let step = 1.0 / STEP_HZ;
    record(&model, seconds, seed, |t| {
        let phase = 2.0 * PI * STEP_HZ * t;
        // Time since the last heel strike; the jolt is a half-sine of 40 ms.
        let since = t - step * libm::floor(t / step);
        let jolt = if since < 0.04 {
            libm::sin(PI * since / 0.04)
        } else {
            0.0
        };
        let acceleration = [
            0.8 * libm::sin(phase / 2.0),
            1.2 * libm::cos(phase) - 3.0 * jolt,
            2.0 * libm::sin(phase) + 4.0 * jolt,
        ];
        Motion::held(acceleration, attitude)
    })
}

/// How long a finger's tap lasts, s: a push into the screen, then the rebound.
const TAP_TIME: f64 = 0.03;
/// Peak acceleration of the phone under a firm tap, m/s².
const TAP_PEAK: f64 = 45.0;

/// A firm tap on the screen after [`LEAD_IN`]: the finger pushes the phone into the hand
/// (along −z of the device) and the hand pushes it back, one sine period of 30 ms peaking at
/// 45 m/s², net speed zero. At the model's pitch of 45° its horizontal part is 32 m/s²
/// forward and back: a jolt as strong as a flick, but 15 ms long. The phone rocks about its
/// x axis at up to 1 rad/s meanwhile.
pub fn tap(model: &FlickModel, seed: u64) -> Vec<MotionSample> {
    let model = model.sane();
    let attitude = phone_attitude(model.pitch_degrees);
    record(&model, LEAD_IN + TAP_TIME + TAIL, seed, |t| {
        let s = t - LEAD_IN;
        let wave = if (0.0..TAP_TIME).contains(&s) {
            libm::sin(2.0 * PI * s / TAP_TIME)
        } else {
            0.0
        };
        Motion {
            rotation_rate: [-wave, 0.0, 0.0],
            ..Motion::held(rotate(attitude, [0.0, 0.0, -TAP_PEAK * wave]), attitude)
        }
    })
}

/// How long lowering the phone to the table takes, s.
const LOWERING: f64 = 0.5;
/// How long the table takes to stop the phone, s.
const LANDING: f64 = 0.015;

/// Setting the phone down on the table after [`LEAD_IN`]. Over 0.5 s the hand lowers it,
/// easing to 0.3 m/s down and 0.6 m/s forward (half-sine accelerations), while turning it from
/// the model's pitch to flat (pitch p(s) = p (1 + cos π s) / 2). The table then stops it in
/// 15 ms (half-sines of 31 m/s² up and 63 m/s² back) and it lies flat, out of the hand, for
/// [`TAIL`].
pub fn set_down(model: &FlickModel, seed: u64) -> Vec<MotionSample> {
    let model = model.sane();
    let pitch = model.pitch_degrees.to_radians();
    let (down, forward) = (0.3, 0.6);
    let seconds = LEAD_IN + LOWERING + LANDING + TAIL;
    record(&model, seconds, seed, |t| {
        let s = t - LEAD_IN;
        if s < 0.0 {
            return Motion::held([0.0; 3], phone_attitude(model.pitch_degrees));
        }
        if s < LOWERING {
            let share = s / LOWERING;
            let angle = pitch * (1.0 + libm::cos(PI * share)) / 2.0;
            let turning = -pitch * PI / (2.0 * LOWERING) * libm::sin(PI * share);
            return Motion {
                rotation_rate: [turning, 0.0, 0.0],
                ..Motion::held(
                    [
                        0.0,
                        half_sine(s, LOWERING, forward),
                        half_sine(s, LOWERING, -down),
                    ],
                    [libm::cos(angle / 2.0), libm::sin(angle / 2.0), 0.0, 0.0],
                )
            };
        }
        let landing = s - LOWERING;
        Motion {
            in_hand: false,
            ..Motion::held(
                [
                    0.0,
                    half_sine(landing, LANDING, -forward),
                    half_sine(landing, LANDING, down),
                ],
                [1.0, 0.0, 0.0, 0.0],
            )
        }
    })
}

/// How long the hand takes to start the phone toward the table when putting it down, s.
const PUT_DOWN_REACH: f64 = 0.1;
/// How long it then slows the phone down until the phone touches the table, s.
const PUT_DOWN_EASE: f64 = 0.35;
/// How fast the table's friction slows a sliding phone, m/s² (a friction coefficient of 0.3).
const TABLE_FRICTION: f64 = 3.0;

/// Putting the phone down on the table toward `direction_degrees` (counter-clockwise from
/// where it points) after [`LEAD_IN`], the way people do it: a quick start, forward and down
/// to 0.8 m/s and 0.4 m/s in 0.1 s, then easing off over 0.35 s to 0.25 m/s and 0.15 m/s as
/// it reaches the table (half-sine accelerations), turning from the model's pitch to flat.
/// The table stops its fall in 15 ms and it slides out of the hand, slowed by friction
/// (3 m/s², about 1 cm), then lies still for [`TAIL`]. Unlike [`set_down`], the hand is at its
/// fastest early, as in a flick, and decelerates all the way down.
pub fn put_down(model: &FlickModel, direction_degrees: f64, seed: u64) -> Vec<MotionSample> {
    let model = model.sane();
    let pitch = model.pitch_degrees.to_radians();
    let heading = direction_degrees.to_radians();
    let along = [-libm::sin(heading), libm::cos(heading)];
    let (reach_forward, reach_down) = (0.8, 0.4);
    let (touch_forward, touch_down) = (0.25, 0.15);
    let lowering = PUT_DOWN_REACH + PUT_DOWN_EASE;
    let slide = touch_forward / TABLE_FRICTION;
    let seconds = LEAD_IN + lowering + LANDING + slide + TAIL;
    let world = |forward: f64, up: f64| [along[0] * forward, along[1] * forward, up];
    record(&model, seconds, seed, |t| {
        let s = t - LEAD_IN;
        if s < 0.0 {
            return Motion::held([0.0; 3], phone_attitude(model.pitch_degrees));
        }
        if s < lowering {
            let share = s / lowering;
            let angle = pitch * (1.0 + libm::cos(PI * share)) / 2.0;
            let turning = -pitch * PI / (2.0 * lowering) * libm::sin(PI * share);
            let ease = s - PUT_DOWN_REACH;
            let forward = half_sine(s, PUT_DOWN_REACH, reach_forward)
                + half_sine(ease, PUT_DOWN_EASE, touch_forward - reach_forward);
            let up = half_sine(s, PUT_DOWN_REACH, -reach_down)
                + half_sine(ease, PUT_DOWN_EASE, reach_down - touch_down);
            return Motion {
                rotation_rate: [turning, 0.0, 0.0],
                ..Motion::held(
                    world(forward, up),
                    [libm::cos(angle / 2.0), libm::sin(angle / 2.0), 0.0, 0.0],
                )
            };
        }
        let on_table = s - lowering;
        let friction = if on_table < slide {
            -TABLE_FRICTION
        } else {
            0.0
        };
        Motion {
            in_hand: false,
            ..Motion::held(
                world(friction, half_sine(on_table, LANDING, touch_down)),
                [1.0, 0.0, 0.0, 0.0],
            )
        }
    })
}

/// How long a slow sweep speeds up (and then slows down), s.
const SWEEP_HALF: f64 = 0.5;

/// A slow sweep of the arm to the left after [`LEAD_IN`]: the hand speeds up to 1.2 m/s over
/// 0.5 s and slows down again over 0.5 s (half-sines peaking at 3.8 m/s², moving the phone
/// 0.6 m), then is still for [`TAIL`]. The kind of movement a player makes looking around the
/// table, not a flick.
pub fn slow_sweep(model: &FlickModel, seed: u64) -> Vec<MotionSample> {
    let model = model.sane();
    let attitude = phone_attitude(model.pitch_degrees);
    let speed = 1.2;
    let seconds = LEAD_IN + 2.0 * SWEEP_HALF + TAIL;
    record(&model, seconds, seed, |t| {
        let s = t - LEAD_IN;
        let a = half_sine(s, SWEEP_HALF, speed) + half_sine(s - SWEEP_HALF, SWEEP_HALF, -speed);
        Motion::held([-a, 0.0, 0.0], attitude)
    })
}

/// How long a dropped phone falls, s (about a metre).
const FALL_TIME: f64 = 0.45;
/// How long the floor takes to stop it, s.
const IMPACT_TIME: f64 = 0.005;
/// How fast the falling phone tumbles, rad/s.
const TUMBLE: f64 = 8.0;

/// The phone slips out of the hand after [`LEAD_IN`] and falls for 0.45 s (about 1 m),
/// tumbling at 8 rad/s about a fixed axis of the device. In free fall the accelerometer
/// measures no force, so the linear acceleration (gravity removed) is −g, straight down,
/// whatever the attitude. The floor stops it in 5 ms (the reading clips at [`SENSOR_RANGE`])
/// and it lies still, out of the hand, for [`TAIL`].
pub fn dropped(model: &FlickModel, seed: u64) -> Vec<MotionSample> {
    let model = model.sane();
    let start = phone_attitude(model.pitch_degrees);
    let axis = {
        let (x, y, z): (f64, f64, f64) = (1.0, 2.0, 0.5);
        let length = (x * x + y * y + z * z).sqrt();
        [x / length, y / length, z / length]
    };
    let tumbled = |seconds: f64| {
        let half = TUMBLE * seconds / 2.0;
        let sine = libm::sin(half);
        multiply(
            start,
            [
                libm::cos(half),
                axis[0] * sine,
                axis[1] * sine,
                axis[2] * sine,
            ],
        )
    };
    let seconds = LEAD_IN + FALL_TIME + IMPACT_TIME + TAIL;
    record(&model, seconds, seed, |t| {
        let s = t - LEAD_IN;
        if s < 0.0 {
            return Motion::held([0.0; 3], start);
        }
        if s < FALL_TIME {
            return Motion {
                rotation_rate: axis.map(|c| c * TUMBLE),
                in_hand: false,
                ..Motion::held([0.0, 0.0, -STANDARD_GRAVITY], tumbled(s))
            };
        }
        let impact = half_sine(s - FALL_TIME, IMPACT_TIME, STANDARD_GRAVITY * FALL_TIME);
        Motion {
            in_hand: false,
            ..Motion::held([0.0, 0.0, impact], tumbled(FALL_TIME))
        }
    })
}

/// What the phone undergoes at one moment.
#[derive(Debug, Clone, Copy)]
struct Motion {
    /// Linear acceleration in the world frame (gravity removed), m/s².
    acceleration: [f64; 3],
    /// Rotation rate about the device's axes, rad/s.
    rotation_rate: [f64; 3],
    /// Attitude, device to world, `[w, x, y, z]`.
    attitude: [f64; 4],
    /// Whether a hand holds the phone (and adds its tremor).
    in_hand: bool,
}

impl Motion {
    /// The phone in the hand, accelerating by `acceleration` (world) without turning.
    fn held(acceleration: [f64; 3], attitude: [f64; 4]) -> Motion {
        Motion {
            acceleration,
            rotation_rate: [0.0; 3],
            attitude,
            in_hand: true,
        }
    }
}

/// Points per sampling period averaged by the simulated sensor's filter.
const AVERAGED: u32 = 8;

/// Samples `motion` for `seconds` the way the model's phone does: at its rate with jittered
/// timestamps; each reading is the mean over the sampling period that ends at its timestamp
/// (the sensor's anti-aliasing filter, as [`AVERAGED`] points), brought into the device frame
/// with tremor added; then the sensor's noise, clipped to its range and rounded to its
/// resolution. The attitude is the one at the timestamp. Timestamps start at 0; at most an
/// hour is sampled.
fn record(
    model: &FlickModel,
    seconds: f64,
    seed: u64,
    motion: impl Fn(f64) -> Motion,
) -> Vec<MotionSample> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let period = 1.0 / model.rate_hz;
    let tremor_axis = loop {
        let v = [gaussian(&mut rng), gaussian(&mut rng), gaussian(&mut rng)];
        let length = (v[0] * v[0] + v[1] * v[1] + v[2] * v[2]).sqrt();
        if length > 1e-3 {
            break v.map(|c| c / length);
        }
    };
    let tremor_phase = 2.0 * PI * uniform(&mut rng);
    // At most an hour of samples.
    let count = if seconds.is_finite() && seconds > 0.0 {
        (seconds.min(3600.0) * model.rate_hz) as usize + 1
    } else {
        0
    };
    let mut samples = Vec::with_capacity(count);
    for k in 0..count {
        let early_or_late = (2.0 * uniform(&mut rng) - 1.0) * model.jitter;
        let at = ((k as f64 + early_or_late) * period).max(0.0);
        let timestamp_ns = (at * 1e9).round() as i64;
        let t = timestamp_ns as f64 / 1e9;
        // The sensor's own filter: the mean over the period that ends at the timestamp.
        let mut acceleration = [0.0; 3];
        let mut rotation_rate = [0.0; 3];
        for step in 0..AVERAGED {
            let at = t - period * (f64::from(step) + 0.5) / f64::from(AVERAGED);
            let now = motion(at);
            let mut device = rotate(conjugate(now.attitude), now.acceleration);
            if now.in_hand {
                let wave = model.tremor * libm::sin(2.0 * PI * model.tremor_hz * at + tremor_phase);
                for (value, axis) in device.iter_mut().zip(tremor_axis) {
                    *value += wave * axis;
                }
            }
            for axis in 0..3 {
                acceleration[axis] += device[axis] / f64::from(AVERAGED);
                rotation_rate[axis] += now.rotation_rate[axis] / f64::from(AVERAGED);
            }
        }
        for value in &mut acceleration {
            *value += model.noise * gaussian(&mut rng);
        }
        for value in &mut rotation_rate {
            *value += model.noise / 10.0 * gaussian(&mut rng);
        }
        samples.push(MotionSample::android(
            timestamp_ns,
            acceleration.map(|a| round_to(a.clamp(-SENSOR_RANGE, SENSOR_RANGE), MOTION_STEPS)),
            rotation_rate.map(|w| round_to(w, MOTION_STEPS)),
            motion(t).attitude.map(|q| round_to(q, ATTITUDE_STEPS)),
        ));
    }
    samples
}

/// `value` rounded to the nearest 1/`steps` (shared with [`crate::realism`]).
pub(crate) fn round_to(value: f64, steps: f64) -> f64 {
    (value * steps).round() / steps
}

/// A uniform number in [0, 1) from the top 53 bits of the generator.
pub(crate) fn uniform(rng: &mut ChaCha8Rng) -> f64 {
    (rng.next_u64() >> 11) as f64 / (1u64 << 53) as f64
}

/// A standard normal number (Box–Muller, one of the pair).
fn gaussian(rng: &mut ChaCha8Rng) -> f64 {
    let radius = (-2.0 * libm::log(1.0 - uniform(rng))).sqrt();
    radius * libm::cos(2.0 * PI * uniform(rng))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_half_sine_lobe_adds_exactly_its_speed() {
        let (duration, change, steps) = (0.09, 1.8, 90_000);
        let dt = duration / f64::from(steps);
        let sum: f64 = (0..steps)
            .map(|i| half_sine((f64::from(i) + 0.5) * dt, duration, change) * dt)
            .sum();
        assert!((sum - change).abs() < 1e-6, "{sum}");
        assert_eq!(half_sine(-0.001, duration, change), 0.0);
        assert_eq!(half_sine(duration, duration, change), 0.0);
    }

    #[test]
    fn the_phone_points_forward_with_its_screen_to_the_player() {
        let q = phone_attitude(30.0);
        let top = rotate(q, [0.0, 1.0, 0.0]);
        let screen = rotate(q, [0.0, 0.0, 1.0]);
        let (s, c) = (0.5, 3f64.sqrt() / 2.0);
        for (got, want) in top.iter().zip([0.0, c, s]) {
            assert!((got - want).abs() < 1e-12, "{top:?}");
        }
        for (got, want) in screen.iter().zip([0.0, -s, c]) {
            assert!((got - want).abs() < 1e-12, "{screen:?}");
        }
    }

    #[test]
    fn the_same_seed_gives_the_same_trace_and_another_seed_another() {
        let model = FlickModel::default();
        assert_eq!(flick(&model, 3), flick(&model, 3));
        assert_ne!(flick(&model, 3), flick(&model, 4));
    }

    #[test]
    fn timestamps_go_forward_at_the_rate_asked() {
        for rate in [50.0, 100.0, 200.0] {
            let model = FlickModel {
                jitter: 0.45,
                ..FlickModel::medium(rate)
            };
            let samples = holding_still(&model, 1.0, 9);
            assert_eq!(samples.len(), rate as usize + 1);
            assert!(
                samples
                    .windows(2)
                    .all(|w| w[1].timestamp_ns > w[0].timestamp_ns)
            );
        }
    }
}
