//! The flick detector: a state machine fed with motion samples in batches.
//!
//! Idle → armed (while the launch button is held) → flicking (the hand accelerates hard enough,
//! horizontally) → done (the accelerating lobe is over: a launch). Samples are resampled to a
//! fixed rate and low-pass filtered first, so phones of 50 Hz and 200 Hz agree; every bad
//! sample is skipped and counted. The filtered acceleration decides when a lobe starts and
//! ends; the hand's speed is integrated from the resampled acceleration before the filter (the
//! filter's delay would end the lobe in the braking), and taken where it was highest. After a
//! miss, and during the refractory time, a new lobe waits for the hand to be quiet. Fixed-size
//! state only: nothing is allocated per sample.

use super::sample::{MotionSample, rotate};
use super::settings::{ELEVATION_RANGE, FULL_POWER, FlickSettings, launch_speed};
use serde::{Deserialize, Serialize};

/// What the detector is doing.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum FlickState {
    /// Not listening (the launch button is not held).
    Idle,
    /// Listening for a flick.
    Armed,
    /// A flick is under way.
    Flicking,
    /// A flick was detected (or the attempt ended); see [`FlickDetector::result`].
    Done,
}

/// A detected flick, as a launch.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct FlickLaunch {
    /// Launch speed, m/s.
    pub speed: f64,
    /// Direction from where the phone pointed when armed, degrees, counter-clockwise positive.
    pub aim_degrees: f64,
    /// Elevation from the phone's pitch at release, degrees, within the catapult's range.
    pub elevation_degrees: f64,
    /// The hand's speed gained in the accelerating lobe, m/s (after calibration).
    pub strength: f64,
    /// Highest filtered horizontal acceleration, m/s².
    pub peak_acceleration: f64,
    /// Highest rotation rate during the lobe, rad/s.
    pub peak_rotation: f64,
    /// Length of the accelerating lobe, s.
    pub duration: f64,
}

/// Why no flick came out.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, thiserror::Error)]
#[serde(rename_all = "snake_case")]
pub enum NoFlick {
    /// The detector was never armed.
    #[error("the launch button was not held")]
    NotArmed,
    /// The hand never moved hard enough sideways.
    #[error("no movement strong enough: flick the phone toward the board")]
    TooGentle,
    /// Only a short jolt (a tap, the phone set down).
    #[error("only a short jolt (a tap or a knock), not a flick")]
    TooShort,
    /// A long, slow movement.
    #[error("a slow sweep, not a flick: flick quickly")]
    TooSlow,
    /// The phone fell.
    #[error("the phone was falling")]
    Dropped,
    /// No usable samples.
    #[error("no usable motion samples")]
    NoSignal,
}

/// How many samples were skipped, and why.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Rejected {
    /// NaN or infinite values.
    pub not_finite: u32,
    /// Timestamps going backwards.
    pub backwards: u32,
    /// The same timestamp again.
    pub duplicate: u32,
    /// Gaps longer than allowed (detection restarted).
    pub gaps: u32,
    /// Impossible magnitudes.
    pub absurd: u32,
    /// Attitudes that are no rotation (zero quaternion).
    pub bad_attitude: u32,
}

/// One resampled, filtered moment.
#[derive(Debug, Clone, Copy, Default)]
struct Tick {
    /// Horizontal world acceleration, filtered, m/s².
    horizontal: [f64; 2],
    /// Horizontal world acceleration before the filter, m/s².
    raw: [f64; 2],
    /// Vertical world acceleration, m/s².
    vertical: f64,
    /// Rotation rate magnitude, rad/s.
    rotation: f64,
    /// The device's top (y axis) in the world.
    top: [f64; 3],
}

/// The accelerating lobe being measured.
#[derive(Debug, Clone, Copy, Default)]
struct Lobe {
    /// Horizontal speed gained since the last quiet moment, m/s.
    velocity: [f64; 2],
    /// `velocity` when it was fastest, m/s: the hand's speed at the end of the lobe.
    fastest: [f64; 2],
    /// Highest filtered horizontal acceleration, m/s².
    peak: f64,
    /// Highest rotation rate, rad/s.
    rotation: f64,
    /// Ticks since the last quiet moment.
    ticks: u32,
    /// Ticks from the last quiet moment to the last one whose unfiltered acceleration along
    /// the lobe was above the off threshold: the lobe's length, without the filter's delay.
    strong_ticks: u32,
}

/// Turns motion samples into a launch. Create one per aiming player; arm it while the launch
/// button is held.
#[derive(Debug, Clone)]
pub struct FlickDetector {
    settings: FlickSettings,
    calibration: f64,
    state: FlickState,
    result: Option<Result<FlickLaunch, NoFlick>>,
    rejected: Rejected,
    last: Option<MotionSample>,
    next_tick_ns: i64,
    tick_ns: i64,
    alpha: f64,
    filtered: [f64; 3],
    forward: Option<[f64; 2]>,
    quiet_velocity: [f64; 2],
    quiet_ticks: u32,
    lobe: Lobe,
    falling_ticks: u32,
    refractory_until_ns: i64,
    worst_miss: Option<NoFlick>,
    /// Whether a new lobe may start: false after a miss and during the refractory time, until
    /// the hand is quiet again (so the rest of a movement, or its braking, is no flick).
    settled: bool,
}

impl FlickDetector {
    /// A detector with `settings`, uncalibrated.
    pub fn new(settings: FlickSettings) -> FlickDetector {
        let rate = settings.rate_hz.clamp(20, 2000);
        let dt = 1.0 / f64::from(rate);
        FlickDetector {
            settings,
            calibration: 1.0,
            state: FlickState::Idle,
            result: None,
            rejected: Rejected::default(),
            last: None,
            next_tick_ns: 0,
            tick_ns: 1_000_000_000 / i64::from(rate),
            alpha: dt / (settings.low_pass.max(0.0) + dt),
            filtered: [0.0; 3],
            forward: None,
            quiet_velocity: [0.0; 2],
            quiet_ticks: 0,
            lobe: Lobe::default(),
            falling_ticks: 0,
            refractory_until_ns: i64::MIN,
            worst_miss: None,
            settled: true,
        }
    }

    /// Scales hand speeds so that this player's hardest flick (`hardest`, m/s, a `strength`
    /// from an uncalibrated flick) gives full power; kept between ×0.5 and ×3.
    pub fn calibrate(&mut self, hardest: f64) {
        if hardest.is_finite() && hardest > 0.0 {
            self.calibration = (FULL_POWER / hardest).clamp(0.5, 3.0);
        }
    }

    /// The calibration factor applied to hand speeds.
    pub fn calibration(&self) -> f64 {
        self.calibration
    }

    /// The launch button is pressed: start listening (forgetting any earlier result). The
    /// resampling starts afresh at the next sample, so samples that stopped while the button
    /// was up are no gap.
    pub fn arm(&mut self) {
        self.state = FlickState::Armed;
        self.result = None;
        self.forward = None;
        self.worst_miss = None;
        self.last = None;
        self.reset_motion();
    }

    /// The launch button is released: stop listening. Returns the outcome of this attempt.
    pub fn disarm(&mut self) -> Result<FlickLaunch, NoFlick> {
        let outcome = match (self.state, self.result) {
            (_, Some(result)) => result,
            (FlickState::Idle, None) => Err(NoFlick::NotArmed),
            (_, None) if self.last.is_none() => Err(NoFlick::NoSignal),
            (_, None) => Err(self.worst_miss.unwrap_or(NoFlick::TooGentle)),
        };
        self.state = FlickState::Idle;
        outcome
    }

    /// What the detector is doing.
    pub fn state(&self) -> FlickState {
        self.state
    }

    /// The launch, once the state is `Done`.
    pub fn result(&self) -> Option<Result<FlickLaunch, NoFlick>> {
        self.result
    }

    /// Samples skipped so far, by reason.
    pub fn rejected(&self) -> Rejected {
        self.rejected
    }

    /// Feeds a batch of samples; returns the launch from the batch in which the flick completed
    /// (once: later batches return `None`; [`FlickDetector::result`] keeps it).
    pub fn push(&mut self, samples: &[MotionSample]) -> Option<FlickLaunch> {
        let was_done = self.state == FlickState::Done;
        for sample in samples {
            self.push_one(sample);
        }
        match self.result {
            Some(Ok(launch)) if self.state == FlickState::Done && !was_done => Some(launch),
            _ => None,
        }
    }

    fn reset_motion(&mut self) {
        self.filtered = [0.0; 3];
        self.quiet_velocity = [0.0; 2];
        self.quiet_ticks = 0;
        self.lobe = Lobe::default();
        self.falling_ticks = 0;
        self.settled = true;
    }

    fn push_one(&mut self, sample: &MotionSample) {
        if !self.check(sample) {
            return;
        }
        let Some(previous) = self.last else {
            self.last = Some(*sample);
            self.next_tick_ns = sample.timestamp_ns;
            return;
        };
        // Saturating: timestamps anywhere in i64 are no overflow, just a gap.
        let gap = sample.timestamp_ns.saturating_sub(previous.timestamp_ns);
        if gap as f64 > self.settings.max_gap * 1e9 {
            self.rejected.gaps += 1;
            self.reset_motion();
            if self.state == FlickState::Flicking {
                self.state = FlickState::Armed;
            }
            self.last = Some(*sample);
            self.next_tick_ns = sample.timestamp_ns;
            return;
        }
        // Resample: one tick every 1/rate s, interpolated between the two samples around it.
        while self.next_tick_ns <= sample.timestamp_ns {
            let share = (self.next_tick_ns - previous.timestamp_ns) as f64 / gap as f64;
            let tick = self.tick(&previous, sample, share);
            let at = self.next_tick_ns;
            self.step(tick, at);
            match self.next_tick_ns.checked_add(self.tick_ns) {
                Some(next) => self.next_tick_ns = next,
                // The end of the clock: no later tick can come.
                None => break,
            }
        }
        self.last = Some(*sample);
    }

    /// Whether a sample is usable; counts the reason if not.
    fn check(&mut self, sample: &MotionSample) -> bool {
        let values = sample
            .acceleration
            .iter()
            .chain(&sample.rotation_rate)
            .chain(&sample.attitude);
        if values.clone().any(|v| !v.is_finite()) {
            self.rejected.not_finite += 1;
            return false;
        }
        let magnitude = |v: &[f64; 3]| (v[0] * v[0] + v[1] * v[1] + v[2] * v[2]).sqrt();
        if magnitude(&sample.acceleration) > self.settings.absurd_acceleration
            || magnitude(&sample.rotation_rate) > self.settings.absurd_rotation
        {
            self.rejected.absurd += 1;
            return false;
        }
        let q = sample.attitude;
        if (q[0] * q[0] + q[1] * q[1] + q[2] * q[2] + q[3] * q[3]).sqrt() < 0.5 {
            self.rejected.bad_attitude += 1;
            return false;
        }
        if let Some(last) = self.last {
            if sample.timestamp_ns < last.timestamp_ns {
                self.rejected.backwards += 1;
                return false;
            }
            if sample.timestamp_ns == last.timestamp_ns {
                self.rejected.duplicate += 1;
                return false;
            }
        }
        true
    }

    /// The filtered moment `share` of the way from `a` to `b`.
    fn tick(&mut self, a: &MotionSample, b: &MotionSample, share: f64) -> Tick {
        let mix = |x: f64, y: f64| x + (y - x) * share;
        let acceleration: [f64; 3] =
            std::array::from_fn(|i| mix(a.acceleration[i], b.acceleration[i]));
        let rotation: [f64; 3] =
            std::array::from_fn(|i| mix(a.rotation_rate[i], b.rotation_rate[i]));
        // Normalised linear interpolation of the attitude (fine over a few ms), shortest way.
        let sign = if a
            .attitude
            .iter()
            .zip(&b.attitude)
            .map(|(x, y)| x * y)
            .sum::<f64>()
            < 0.0
        {
            -1.0
        } else {
            1.0
        };
        let attitude: [f64; 4] = std::array::from_fn(|i| mix(a.attitude[i], sign * b.attitude[i]));
        let world = rotate(attitude, acceleration);
        for (value, raw) in self.filtered.iter_mut().zip(world) {
            *value += self.alpha * (raw - *value);
        }
        Tick {
            horizontal: [self.filtered[0], self.filtered[1]],
            raw: [world[0], world[1]],
            vertical: self.filtered[2],
            rotation: (rotation[0] * rotation[0]
                + rotation[1] * rotation[1]
                + rotation[2] * rotation[2])
                .sqrt(),
            top: rotate(attitude, [0.0, 1.0, 0.0]),
        }
    }

    /// Advances the state machine by one tick at `at` ns.
    fn step(&mut self, tick: Tick, at: i64) {
        if !matches!(self.state, FlickState::Armed | FlickState::Flicking) {
            return;
        }
        let dt = self.tick_ns as f64 / 1e9;
        if self.forward.is_none() {
            let (x, y) = (tick.top[0], tick.top[1]);
            let length = (x * x + y * y).sqrt();
            if length > 1e-6 {
                self.forward = Some([x / length, y / length]);
            }
        }
        // Free fall: the phone measures no force, so "linear" acceleration is -g, downwards.
        if tick.vertical < -self.settings.free_fall {
            self.falling_ticks += 1;
            if self.falling_ticks as f64 * dt >= self.settings.free_fall_time {
                self.finish(Err(NoFlick::Dropped));
                return;
            }
        } else {
            self.falling_ticks = 0;
        }
        let [ax, ay] = tick.horizontal;
        let strength = (ax * ax + ay * ay).sqrt();
        match self.state {
            FlickState::Armed => {
                if strength < self.settings.quiet {
                    self.quiet_velocity = [0.0; 2];
                    self.quiet_ticks = 0;
                    self.settled = true;
                    return;
                }
                if at < self.refractory_until_ns {
                    self.settled = false;
                }
                if !self.settled {
                    return;
                }
                self.quiet_velocity[0] += tick.raw[0] * dt;
                self.quiet_velocity[1] += tick.raw[1] * dt;
                self.quiet_ticks += 1;
                if strength >= self.settings.on_threshold {
                    self.lobe = Lobe {
                        velocity: self.quiet_velocity,
                        fastest: self.quiet_velocity,
                        strong_ticks: self.quiet_ticks,
                        peak: strength,
                        rotation: tick.rotation,
                        ticks: self.quiet_ticks,
                    };
                    self.state = FlickState::Flicking;
                }
            }
            FlickState::Flicking => {
                // The lobe's direction so far, and the accelerations along it.
                let [fx, fy] = self.lobe.fastest;
                let speed = (fx * fx + fy * fy).sqrt().max(1e-9);
                let (ux, uy) = (fx / speed, fy / speed);
                let along = ax * ux + ay * uy;
                if along < self.settings.off_threshold {
                    self.release(tick, at);
                    return;
                }
                let [rx, ry] = tick.raw;
                let [vx, vy] = self.lobe.velocity;
                let velocity = [vx + rx * dt, vy + ry * dt];
                self.lobe.velocity = velocity;
                self.lobe.peak = self.lobe.peak.max(strength);
                self.lobe.rotation = self.lobe.rotation.max(tick.rotation);
                self.lobe.ticks += 1;
                if rx * ux + ry * uy >= self.settings.off_threshold {
                    self.lobe.strong_ticks = self.lobe.ticks;
                }
                if velocity[0] * velocity[0] + velocity[1] * velocity[1] > speed * speed {
                    self.lobe.fastest = velocity;
                }
                if self.lobe.ticks as f64 * dt > self.settings.max_lobe {
                    self.miss(NoFlick::TooSlow);
                }
            }
            FlickState::Idle | FlickState::Done => {}
        }
    }

    /// The accelerating lobe ended at `at`: a launch, or a miss if it was too short or weak.
    fn release(&mut self, tick: Tick, at: i64) {
        let dt = self.tick_ns as f64 / 1e9;
        let duration = self.lobe.strong_ticks as f64 * dt;
        if duration < self.settings.min_lobe {
            self.miss(NoFlick::TooShort);
            return;
        }
        let [vx, vy] = self.lobe.fastest;
        let strength = (vx * vx + vy * vy).sqrt() * self.calibration;
        let Some(speed) = launch_speed(strength) else {
            self.miss(NoFlick::TooGentle);
            return;
        };
        let [fx, fy] = self.forward.unwrap_or([vx, vy]);
        let aim = libm::atan2(fx * vy - fy * vx, fx * vx + fy * vy).to_degrees();
        let top = tick.top;
        let pitch = libm::atan2(top[2], (top[0] * top[0] + top[1] * top[1]).sqrt()).to_degrees();
        let (low, high) = ELEVATION_RANGE;
        self.refractory_until_ns = at.saturating_add((self.settings.refractory * 1e9) as i64);
        self.finish(Ok(FlickLaunch {
            speed,
            aim_degrees: aim.clamp(-90.0, 90.0),
            elevation_degrees: pitch.clamp(low, high),
            strength,
            peak_acceleration: self.lobe.peak,
            peak_rotation: self.lobe.rotation,
            duration,
        }));
    }

    /// A movement that was not a flick: remember why, and keep listening.
    fn miss(&mut self, why: NoFlick) {
        self.worst_miss = Some(why);
        self.state = FlickState::Armed;
        self.settled = false;
        self.quiet_velocity = [0.0; 2];
        self.quiet_ticks = 0;
        self.lobe = Lobe::default();
    }

    fn finish(&mut self, result: Result<FlickLaunch, NoFlick>) {
        self.result = Some(result);
        self.state = FlickState::Done;
    }
}

/// Runs a whole trace: armed from the first sample to the last.
pub fn detect(
    samples: &[MotionSample],
    settings: FlickSettings,
) -> (Result<FlickLaunch, NoFlick>, Rejected) {
    let mut detector = FlickDetector::new(settings);
    detector.arm();
    detector.push(samples);
    let result = detector.disarm();
    (result, detector.rejected())
}
