//! The phone's sensors, their fusion and their sampling: one [`render`] for every family.
//!
//! 1. The true specific force f = Rᵀ(a_s + g ẑ) and rotation rate ω_d are computed on an
//!    internal 2 kHz grid ([`GRID`]).
//! 2. Each goes through a one-pole low-pass at f_c = U(0.25, 0.45)·rate (the sensor's output
//!    data rate filter).
//! 3. At each sample: a constant bias, white noise (σ = density·√(rate/2)), clipping to the
//!    range and rounding to the 16-bit step. Accelerometer: bias N(0, 0.05 m/s²), density
//!    U(150, 300) µg/√Hz, ±16 g. Gyroscope: bias N(0, 0.005 rad/s), density 0.007 °/s/√Hz,
//!    ±2000 °/s.
//! 4. A Mahony complementary filter on the *measured* signals gives the reported attitude, as
//!    Android's game rotation vector does: q̇ = ½ q ⊗ (ω̃ + K_p e), e = (f̃/|f̃|) × (q̃ᵀ ẑ),
//!    K_p = U(0.5, 2) /s, started at the true attitude. It lags and leaks gravity during hard
//!    movements, as real fusion does. The attitude is reported 0 or 1 sample late.
//! 5. Linear acceleration = f̃ − q̃ᵀ(g ẑ), Android's `TYPE_LINEAR_ACCELERATION`.
//! 6. Sampling at the nominal rate × U(0.97, 1.05) with timestamp jitter of
//!    U(0.05, 0.15) periods (σ); each sample is lost with probability U(0, 0.03), and 1 % of
//!    samples start a burst of 2–4 losses; no gap reaches [`MAX_GAP`] (45 ms).

use super::draw::Draw;
use super::vector::{about, add, conjugate, cross, multiply, norm, normalised, rotate, scale};
use super::wrist::Motion;
use crate::generator::round_to;
use catapult_core::flick::{MotionSample, STANDARD_GRAVITY};
use std::f64::consts::PI;

/// The internal simulation step, s (2 kHz).
pub const GRID: f64 = 0.0005;
/// The accelerometer's range, m/s² (±16 g).
pub const ACCELEROMETER_RANGE: f64 = 16.0 * STANDARD_GRAVITY;
/// The accelerometer's step, m/s²: 32 g over 16 bits.
pub const ACCELEROMETER_STEP: f64 = 2.0 * ACCELEROMETER_RANGE / 65536.0;
/// The gyroscope's range, rad/s (±2000 °/s).
pub const GYROSCOPE_RANGE: f64 = 2000.0 * PI / 180.0;
/// The gyroscope's step, rad/s: 4000 °/s over 16 bits.
pub const GYROSCOPE_STEP: f64 = 2.0 * GYROSCOPE_RANGE / 65536.0;
/// Lost samples never leave a gap this long between two delivered ones, s. Phones queue
/// sensor events in a hardware FIFO, so an app that stalls gets them late, each with its own
/// timestamp, rather than losing them: what is lost is a sample here and there (a 40 ms gap at
/// 50 Hz) or a short run at the higher rates, not a tenth of a second in the middle of a flick.
pub const MAX_GAP: f64 = 0.045;
/// The gyroscope's noise density, rad/s/√Hz (0.007 °/s/√Hz).
pub const GYROSCOPE_DENSITY: f64 = 0.007 * PI / 180.0;

/// One phone's sensors and how it delivers their samples, drawn per trace.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Phone {
    /// The nominal sample rate, Hz.
    pub nominal_hz: f64,
    /// The true sample rate, Hz.
    pub rate_hz: f64,
    /// The cut-off of the sensors' one-pole low-pass, Hz.
    pub cutoff_hz: f64,
    /// The accelerometer's bias, device frame, m/s².
    pub accelerometer_bias: [f64; 3],
    /// The accelerometer's noise density, µg/√Hz.
    pub accelerometer_density: f64,
    /// The gyroscope's bias, device frame, rad/s.
    pub gyroscope_bias: [f64; 3],
    /// The gyroscope's noise density, rad/s/√Hz.
    pub gyroscope_density: f64,
    /// The fusion's gain K_p, 1/s.
    pub fusion_gain: f64,
    /// How many samples late the attitude is reported (0 or 1).
    pub latency: usize,
    /// The timestamps' jitter, σ as a share of the nominal period.
    pub jitter: f64,
    /// The probability that a sample is lost.
    pub loss: f64,
    /// The probability that a sample starts a burst of 2–4 losses.
    pub burst: f64,
    /// How old the gravity taken out of the linear acceleration is, s: 0 when it is the
    /// reported attitude's own fusion; a phone whose gravity estimate lags takes out the
    /// gravity of that long ago.
    pub gravity_delay: f64,
}

impl Phone {
    /// Draws a phone sampling at `rate_hz` nominally, as the module's documentation says.
    pub fn draw(rate_hz: u32, draw: &mut Draw) -> Phone {
        let nominal_hz = f64::from(rate_hz.max(1));
        let rate_hz = nominal_hz * draw.between(0.97, 1.05);
        let cutoff_hz = rate_hz * draw.between(0.25, 0.45);
        let accelerometer_bias = [0.0; 3].map(|_: f64| 0.05 * draw.normal());
        let accelerometer_density = draw.between(150.0, 300.0);
        let gyroscope_bias = [0.0; 3].map(|_: f64| 0.005 * draw.normal());
        let fusion_gain = draw.between(0.5, 2.0);
        let latency = usize::from(draw.chance(0.5));
        let jitter = draw.between(0.05, 0.15);
        let loss = draw.between(0.0, 0.03);
        Phone {
            nominal_hz,
            rate_hz,
            cutoff_hz,
            accelerometer_bias,
            accelerometer_density,
            gyroscope_bias,
            gyroscope_density: GYROSCOPE_DENSITY,
            fusion_gain,
            latency,
            jitter,
            loss,
            burst: 0.01,
            gravity_delay: 0.0,
        }
    }

    /// Draws a harsh phone (issue 40's widened corpus): as [`Phone::draw`], then a fusion gain
    /// of U(0.3, 3) /s, the attitude reported 0–3 samples late, a gravity estimate
    /// U(0, 60) ms old, jitter of U(0.1, 0.3) periods and losses of U(0, 6 %).
    pub fn draw_harsh(rate_hz: u32, draw: &mut Draw) -> Phone {
        let typical = Phone::draw(rate_hz, draw);
        Phone {
            fusion_gain: draw.between(0.3, 3.0),
            latency: draw.whole(0, 3) as usize,
            gravity_delay: draw.between(0.0, 0.06),
            jitter: draw.between(0.1, 0.3),
            loss: draw.between(0.0, 0.06),
            ..typical
        }
    }

    /// The accelerometer's noise per sample, m/s²: density·1e-6·g·√(rate/2).
    pub fn accelerometer_sigma(&self) -> f64 {
        self.accelerometer_density * 1e-6 * STANDARD_GRAVITY * (self.rate_hz / 2.0).sqrt()
    }

    /// The gyroscope's noise per sample, rad/s: density·√(rate/2).
    pub fn gyroscope_sigma(&self) -> f64 {
        self.gyroscope_density * (self.rate_hz / 2.0).sqrt()
    }
}

/// The samples a phone reports of `motion` at `rate_hz`, its phone and noise drawn from
/// `seed`.
pub fn render(motion: &Motion, rate_hz: u32, seed: u64) -> Vec<MotionSample> {
    render_signals(motion, &Signals::of(motion), rate_hz, seed, false)
}

/// As [`render`], with the motion's true signals already computed (to sample one motion at
/// several rates), on a typical phone or a harsh one ([`Phone::draw_harsh`]).
pub fn render_signals(
    motion: &Motion,
    signals: &Signals,
    rate_hz: u32,
    seed: u64,
    harsh: bool,
) -> Vec<MotionSample> {
    let mut draw = Draw::new(seed);
    let phone = if harsh {
        Phone::draw_harsh(rate_hz, &mut draw)
    } else {
        Phone::draw(rate_hz, &mut draw)
    };
    render_with(motion, signals, &phone, &mut draw)
}

/// The samples `phone` reports of `motion` (whose true signals are `signals`), its noise,
/// jitter and losses drawn from `draw`.
pub fn render_with(
    motion: &Motion,
    signals: &Signals,
    phone: &Phone,
    draw: &mut Draw,
) -> Vec<MotionSample> {
    let grid = signals.low_passed(phone.cutoff_hz);
    let times = sample_times(phone, motion.duration, draw);
    let readings: Vec<Reading> = times
        .iter()
        .map(|&t| measure(&grid, t, phone, draw))
        .collect();
    let start = motion.at(times.first().copied().unwrap_or(0.0)).attitude;
    let attitudes = fuse(&readings, start, phone.fusion_gain);
    let delivered = deliveries(&times, phone, draw);
    let mut samples = Vec::with_capacity(readings.len());
    for (k, reading) in readings.iter().enumerate() {
        if !delivered[k] {
            continue;
        }
        let mut fused = attitudes[k];
        if phone.gravity_delay > 0.0 {
            let then = reading.time - phone.gravity_delay;
            let old = readings[..k]
                .iter()
                .rposition(|r| r.time <= then)
                .unwrap_or(0);
            fused = attitudes[old];
        }
        let reported = attitudes[k.saturating_sub(phone.latency)];
        let gravity = rotate(conjugate(fused), [0.0, 0.0, STANDARD_GRAVITY]);
        let linear = [0, 1, 2].map(|i| reading.force[i] - gravity[i]);
        samples.push(MotionSample::android(
            (reading.time * 1e9).round() as i64,
            linear.map(|a| round_to(a, 1e4)),
            reading.rate.map(|w| round_to(w, 1e6)),
            reported.map(|q| round_to(q, 1e9)),
        ));
    }
    samples
}

/// A motion's true specific force and rotation rate, device frame, on the [`GRID`]:
/// `[fx, fy, fz, ωx, ωy, ωz]` (m/s², rad/s) per grid point from t = 0, f = Rᵀ(a_s + g ẑ).
#[derive(Debug, Clone, PartialEq)]
pub struct Signals(Vec<[f64; 6]>);

impl Signals {
    /// The true signals of `motion`, through its whole duration (and a step beyond).
    pub fn of(motion: &Motion) -> Signals {
        let steps = (motion.duration.max(0.0) / GRID).ceil() as usize + 2;
        Signals(
            (0..steps)
                .map(|i| {
                    let now = motion.at(i as f64 * GRID);
                    let world = add(now.sensor_acceleration, [0.0, 0.0, STANDARD_GRAVITY]);
                    let force = rotate(conjugate(now.attitude), world);
                    let [wx, wy, wz] = now.rotation_rate;
                    [force[0], force[1], force[2], wx, wy, wz]
                })
                .collect(),
        )
    }

    /// The signals through the sensors' one-pole low-pass at `cutoff_hz`, started at the first
    /// value.
    pub fn low_passed(&self, cutoff_hz: f64) -> Vec<[f64; 6]> {
        let gain = 1.0 - libm::exp(-2.0 * PI * cutoff_hz * GRID);
        let mut state = self.0.first().copied().unwrap_or([0.0; 6]);
        self.0
            .iter()
            .map(|truth| {
                for (value, target) in state.iter_mut().zip(truth) {
                    *value += gain * (target - *value);
                }
                state
            })
            .collect()
    }
}

/// The sampling instants, s: at the phone's true rate from a random offset, jittered, kept
/// increasing (at least a fifth of a period apart) and within `duration`.
fn sample_times(phone: &Phone, duration: f64, draw: &mut Draw) -> Vec<f64> {
    let period = 1.0 / phone.rate_hz;
    let nominal_period = 1.0 / phone.nominal_hz;
    let offset = draw.unit() * period;
    let mut times: Vec<f64> = Vec::new();
    let mut k = 0.0;
    loop {
        let jitter = phone.jitter * nominal_period * draw.normal();
        let mut t = (offset + k * period + jitter).max(0.0);
        if let Some(&last) = times.last() {
            t = t.max(last + 0.2 * period);
        }
        if t > duration {
            return times;
        }
        times.push(t);
        k += 1.0;
    }
}

/// One measurement of the sensors.
#[derive(Debug, Clone, Copy)]
struct Reading {
    /// When, s.
    time: f64,
    /// The accelerometer's specific force, device frame, m/s².
    force: [f64; 3],
    /// The gyroscope's rotation rate, device frame, rad/s.
    rate: [f64; 3],
}

/// What the sensors read at `t` s: the filtered truth (interpolated on the grid), plus bias and
/// noise, clipped and rounded to the step.
fn measure(grid: &[[f64; 6]], t: f64, phone: &Phone, draw: &mut Draw) -> Reading {
    let position = (t / GRID).max(0.0);
    let index = (position as usize).min(grid.len().saturating_sub(2));
    let share = (position - index as f64).clamp(0.0, 1.0);
    let value = |i: usize| {
        let (a, b) = (grid[index][i], grid[(index + 1).min(grid.len() - 1)][i]);
        a + share * (b - a)
    };
    let (sigma_a, sigma_g) = (phone.accelerometer_sigma(), phone.gyroscope_sigma());
    let force = [0, 1, 2].map(|i| {
        let reading = value(i) + phone.accelerometer_bias[i] + sigma_a * draw.normal();
        quantise(reading, ACCELEROMETER_RANGE, ACCELEROMETER_STEP)
    });
    let rate = [0, 1, 2].map(|i| {
        let reading = value(3 + i) + phone.gyroscope_bias[i] + sigma_g * draw.normal();
        quantise(reading, GYROSCOPE_RANGE, GYROSCOPE_STEP)
    });
    Reading {
        time: t,
        force,
        rate,
    }
}

/// `value` clipped to ±`range` and rounded to a multiple of `step`.
fn quantise(value: f64, range: f64, step: f64) -> f64 {
    (value.clamp(-range, range) / step).round() * step
}

/// The fused attitude at each reading: a Mahony complementary filter of gain `gain` (1/s) on
/// the measured rate and force, from the attitude `start`.
fn fuse(readings: &[Reading], start: [f64; 4], gain: f64) -> Vec<[f64; 4]> {
    let mut q = normalised(start);
    let mut previous: Option<f64> = None;
    readings
        .iter()
        .map(|reading| {
            if let Some(before) = previous {
                let dt = reading.time - before;
                let mut turn = reading.rate;
                let length = norm(reading.force);
                if length > 0.1 {
                    let measured_up = scale(reading.force, 1.0 / length);
                    let estimated_up = rotate(conjugate(q), [0.0, 0.0, 1.0]);
                    turn = add(turn, scale(cross(measured_up, estimated_up), gain));
                }
                let angle = norm(turn) * dt;
                if angle > 0.0 {
                    q = normalised(multiply(q, about(scale(turn, 1.0 / norm(turn)), angle)));
                }
            }
            previous = Some(reading.time);
            q
        })
        .collect()
}

/// Which samples reach the app: each is lost with the phone's probability, or in a burst of
/// 2–4; but never so many that the gap to the next delivered one would reach [`MAX_GAP`]. The
/// first and last are always delivered.
fn deliveries(times: &[f64], phone: &Phone, draw: &mut Draw) -> Vec<bool> {
    let mut delivered = vec![true; times.len()];
    let mut burst = 0;
    let mut last = times.first().copied().unwrap_or(0.0);
    for k in 1..times.len() {
        let lose = if burst > 0 {
            burst -= 1;
            true
        } else if draw.chance(phone.burst) {
            burst = draw.whole(2, 4) - 1;
            true
        } else {
            draw.chance(phone.loss)
        };
        let next = times.get(k + 1).copied();
        let may_lose = next.is_some_and(|next| next - last < MAX_GAP);
        if lose && may_lose {
            delivered[k] = false;
        } else {
            burst = if lose { 0 } else { burst };
            last = times[k];
        }
    }
    delivered
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::realism::path::{Component, Oscillation, Profile};
    use crate::realism::wrist::Hold;

    fn held(seconds: f64) -> Motion {
        Motion::still(
            Hold {
                heading_degrees: 5.0,
                tilt_degrees: 20.0,
                roll_degrees: -4.0,
            }
            .attitude(),
            seconds,
        )
    }

    fn quiet(phone: Phone) -> Phone {
        Phone {
            accelerometer_bias: [0.0; 3],
            gyroscope_bias: [0.0; 3],
            ..phone
        }
    }

    fn standard_deviation(values: &[f64]) -> f64 {
        let n = values.len() as f64;
        let mean = values.iter().sum::<f64>() / n;
        (values.iter().map(|v| (v - mean) * (v - mean)).sum::<f64>() / n).sqrt()
    }

    #[test]
    fn the_noise_matches_its_density_at_every_rate() {
        let motion = held(20.0);
        for (rate, density) in [
            (50, 150.0),
            (60, 300.0),
            (100, 220.0),
            (200, 300.0),
            (400, 180.0),
        ] {
            let mut draw = Draw::new(rate.into());
            let phone = Phone {
                accelerometer_density: density,
                ..quiet(Phone::draw(rate, &mut draw))
            };
            let grid = Signals::of(&motion).low_passed(phone.cutoff_hz);
            let times = sample_times(&phone, motion.duration, &mut draw);
            let readings: Vec<Reading> = times
                .iter()
                .map(|&t| measure(&grid, t, &phone, &mut draw))
                .collect();
            let want = density * 1e-6 * STANDARD_GRAVITY * (phone.rate_hz / 2.0).sqrt();
            // Rounding to the step adds step²/12 of variance.
            let want = (want * want + ACCELEROMETER_STEP * ACCELEROMETER_STEP / 12.0).sqrt();
            for axis in 0..3 {
                let values: Vec<f64> = readings.iter().map(|r| r.force[axis]).collect();
                let got = standard_deviation(&values);
                assert!(
                    (got / want - 1.0).abs() < 0.06,
                    "{rate} Hz axis {axis}: {got} against {want}"
                );
            }
            let want = phone.gyroscope_sigma();
            let want = (want * want + GYROSCOPE_STEP * GYROSCOPE_STEP / 12.0).sqrt();
            let values: Vec<f64> = readings.iter().map(|r| r.rate[0]).collect();
            let got = standard_deviation(&values);
            assert!(
                (got / want - 1.0).abs() < 0.06,
                "{rate} Hz gyroscope: {got} against {want}"
            );
        }
        // The plan's example: 300 µg/√Hz at 200 Hz is 0.029 m/s².
        let phone = Phone {
            rate_hz: 200.0,
            accelerometer_density: 300.0,
            ..Phone::draw(200, &mut Draw::new(1))
        };
        assert!((phone.accelerometer_sigma() - 0.0294).abs() < 1e-3);
    }

    #[test]
    fn the_accelerometer_clips_at_16_g() {
        // A 30 g shake along the device's x axis at 5 Hz.
        let omega = 2.0 * PI * 5.0;
        let mut motion = held(1.0);
        motion.hold = [1.0, 0.0, 0.0, 0.0];
        motion.pivot.push(Component::new(
            Profile::Oscillation(Oscillation {
                start: 0.0,
                duration: 1.0,
                amplitude: 30.0 * STANDARD_GRAVITY / (omega * omega),
                frequency: 5.0,
                phase: 0.0,
                ramp: 0.1,
            }),
            [1.0, 0.0, 0.0],
        ));
        let mut draw = Draw::new(3);
        let phone = quiet(Phone::draw(200, &mut draw));
        let grid = Signals::of(&motion).low_passed(phone.cutoff_hz);
        let times = sample_times(&phone, motion.duration, &mut draw);
        let forces: Vec<f64> = times
            .iter()
            .map(|&t| measure(&grid, t, &phone, &mut draw).force[0])
            .collect();
        let clipped = |bound: f64| forces.iter().filter(|&&f| f == bound).count();
        let top = (ACCELEROMETER_RANGE / ACCELEROMETER_STEP).round() * ACCELEROMETER_STEP;
        assert!(clipped(top) > 10 && clipped(-top) > 10, "{forces:?}");
        assert!(forces.iter().all(|f| f.abs() <= top));
        assert!((top - 16.0 * STANDARD_GRAVITY).abs() < ACCELEROMETER_STEP);
    }

    #[test]
    fn a_still_phone_reads_about_zero_linear_acceleration() {
        for (seed, rate) in [(1, 50), (2, 60), (3, 100), (4, 200), (5, 400)] {
            let samples = render(&held(3.0), rate, seed);
            let mean = |axis: usize| {
                samples.iter().map(|s| s.acceleration[axis]).sum::<f64>() / samples.len() as f64
            };
            for axis in 0..3 {
                assert!(
                    mean(axis).abs() < 0.2,
                    "{rate} Hz axis {axis}: {}",
                    mean(axis)
                );
            }
            assert!(samples.iter().all(|s| norm(s.acceleration) < 0.5));
            assert!(samples.iter().all(|s| norm(s.rotation_rate) < 0.05));
        }
    }

    #[test]
    fn samples_come_at_the_rate_with_jitter_losses_and_no_long_gap() {
        for rate in [50, 60, 100, 200, 400] {
            let samples = render(&held(10.0), rate, u64::from(rate));
            let count = samples.len() as f64;
            assert!(count > 0.9 * 10.0 * f64::from(rate), "{rate}: {count}");
            assert!(count < 1.06 * 10.0 * f64::from(rate), "{rate}: {count}");
            for pair in samples.windows(2) {
                let gap = (pair[1].timestamp_ns - pair[0].timestamp_ns) as f64 / 1e9;
                assert!(gap > 0.0 && gap < MAX_GAP + 1e-9, "{rate}: {gap}");
            }
        }
    }

    #[test]
    fn the_fused_attitude_follows_a_turn_with_a_small_lag() {
        let mut motion = held(2.0);
        motion
            .deviation
            .push(Profile::MinimumJerk(crate::realism::hand::Submovement {
                start: 0.5,
                duration: 0.5,
                amount: 1.5,
            }));
        let samples = render(&motion, 100, 9);
        for sample in &samples {
            let truth = motion.at(sample.timestamp_ns as f64 / 1e9).attitude;
            let dot: f64 = (0..4).map(|i| truth[i] * sample.attitude[i]).sum();
            let error = 2.0 * libm::acos(dot.abs().min(1.0));
            assert!(error < 0.1, "{}: {error}", sample.timestamp_ns);
        }
    }
}
