//! The flick detector: a state machine fed with motion samples in batches.
//!
//! Idle → armed (while the launch button is held) → flicking (the wrist moves fast enough
//! toward the board) → done (the flick is confirmed: a launch). Samples are resampled to a
//! fixed rate first, so phones of 50 Hz and 400 Hz agree; every bad sample is skipped and
//! counted. Each tick turns what the accelerometer felt into the world with a lag-free
//! attitude and integrates it into the sensor's velocity (`motion`); the last second of that
//! is kept in a fixed ring (`history`). Once the wrist has passed its fastest moment, the
//! stroke is measured from where it really began, with the wrist's turn taken out
//! (`stroke`, its lever arm fitted by `lever`); then the detector watches for the hand coming
//! back hard (a shake) and for the phone lying still on a table (`confirm`, `settle`) before
//! it launches. After a miss, and during the refractory time, a new stroke waits for the hand
//! to be quiet. Fixed-size state only: nothing is allocated per sample. docs/FLICK.md,
//! "The stroke, and the detector's decisions", says why each step is there.

mod confirm;
mod history;
mod lever;
mod motion;
mod settle;
mod stroke;

use super::sample::MotionSample;
use super::settings::{ELEVATION_RANGE, FULL_POWER, FlickSettings, launch_speed};
use confirm::{Watch, Watched};
use history::History;
use motion::{MotionTracker, Reading};
use serde::{Deserialize, Serialize};
use settle::Settling;
use stroke::{Stroke, Verdict};

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
    /// Elevation from the stroke's slope, degrees, within the catapult's range: 45° for a
    /// level flick, higher for a flick upward, lower for one downward.
    pub elevation_degrees: f64,
    /// The wrist's speed at its fastest, m/s (after calibration).
    pub strength: f64,
    /// Highest filtered horizontal acceleration of the stroke, m/s².
    pub peak_acceleration: f64,
    /// Highest rotation rate during the stroke, rad/s.
    pub peak_rotation: f64,
    /// How long the wrist sped up, s (from a tenth of its peak speed to the peak).
    pub duration: f64,
}

/// Why no flick came out.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, thiserror::Error)]
#[serde(rename_all = "snake_case")]
pub enum NoFlick {
    /// The detector was never armed.
    #[error("the launch button was not held")]
    NotArmed,
    /// The hand never moved fast enough.
    #[error("no movement strong enough: flick the phone toward the board")]
    TooGentle,
    /// The phone went toward the player, not toward the board.
    #[error("a movement toward you, not a flick: flick toward the board")]
    WrongWay,
    /// The phone was shaken back and forth.
    #[error("a shake, not a flick: one quick flick toward the board")]
    Shake,
    /// The phone went up or down (lifted, lowered), not toward the board.
    #[error("the phone went up or down, not toward the board")]
    Steep,
    /// The phone was moving all along (walking, jogging): a flick starts from a steady hand.
    #[error("the phone was moving all along: hold it still, then flick")]
    Unsteady,
    /// The phone turned in the hand (to landscape, say) rather than being flicked.
    #[error("the phone turned in your hand, not a flick")]
    Turned,
    /// Only a short jolt (a tap, the phone set down).
    #[error("only a short jolt (a tap or a knock), not a flick")]
    TooShort,
    /// A long, slow movement.
    #[error("a slow sweep, not a flick: flick quickly")]
    TooSlow,
    /// The phone was put down: after the movement it lay dead still, as on a table, not in a
    /// hand.
    #[error("the phone was put down, not flicked")]
    PutDown,
    /// The phone fell: the accelerometer felt almost nothing for a while.
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

/// Where the detector is within an attempt.
#[derive(Debug, Clone, Copy)]
enum Phase {
    /// Waiting for the wrist to move fast enough.
    Watching,
    /// The wrist is speeding up; its fastest tick so far.
    Rising { peak: u64, speed: f64, since: u64 },
    /// The wrist went toward the player (perhaps a wind-up): wait until it slows down.
    Backward,
    /// A stroke that may be a flick, watched for a shake and until the phone is calm.
    Confirming(Watch),
}

/// The detector's waits, in ticks, worked out once from the settings (not on every tick).
#[derive(Debug, Clone, Copy)]
struct Waits {
    /// How many calm ticks tell a hand from a table.
    table: u32,
    /// How many ticks the low-pass filter's tail lasts: three time constants.
    tail: u32,
    /// How long a stroke is watched for a shake.
    confirm: u64,
    /// How long after its peak a stroke waits for the phone to calm before it is judged as it
    /// is.
    settle_limit: u64,
}

impl Waits {
    fn of(settings: &FlickSettings, dt: f64) -> Waits {
        Waits {
            table: ((settings.table_time / dt).round() as u32).max(1),
            tail: (3.0 * settings.low_pass / dt).ceil() as u32,
            confirm: (settings.confirm / dt).round() as u64,
            settle_limit: (settings.settle_limit / dt).round() as u64,
        }
    }
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
    tracker: MotionTracker,
    waits: Waits,
    history: History,
    phase: Phase,
    forward: Option<[f64; 2]>,
    falling_ticks: u32,
    /// Ticks in the current fall that did not feel like falling (one is forgiven).
    falling_outliers: u32,
    refractory_until_ns: i64,
    worst_miss: Option<NoFlick>,
    /// Whether a new stroke may start: false after a miss and during the refractory time,
    /// until the hand is quiet again (so the rest of a movement, or its braking, is no flick).
    settled: bool,
    /// The spread of the filtered acceleration while the hand last rested before a stroke.
    resting: Settling,
    /// That spread, m/s² RMS, once it was measured over `table_time`: the hand's tremor and
    /// the phone's noise, against which a table's stillness is judged.
    rest_spread: Option<f64>,
}

impl FlickDetector {
    /// A detector with `settings`, uncalibrated.
    pub fn new(settings: FlickSettings) -> FlickDetector {
        let settings = settings.sanitised();
        let rate = settings.rate_hz;
        let tick_ns = 1_000_000_000 / i64::from(rate);
        let dt = tick_ns as f64 / 1e9;
        FlickDetector {
            settings,
            calibration: 1.0,
            state: FlickState::Idle,
            result: None,
            rejected: Rejected::default(),
            last: None,
            next_tick_ns: 0,
            tick_ns,
            tracker: MotionTracker::new(&settings, dt),
            waits: Waits::of(&settings, dt),
            history: History::new(),
            phase: Phase::Watching,
            forward: None,
            falling_ticks: 0,
            falling_outliers: 0,
            refractory_until_ns: i64::MIN,
            worst_miss: None,
            settled: true,
            resting: Settling::default(),
            rest_spread: None,
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

    /// The launch button is released: stop listening. Returns the outcome of this attempt; a
    /// flick still being watched for a shake is launched as it is.
    pub fn disarm(&mut self) -> Result<FlickLaunch, NoFlick> {
        if let (FlickState::Flicking, Phase::Confirming(Watch { stroke, .. })) =
            (self.state, self.phase)
        {
            let at = self.next_tick_ns;
            self.release(&stroke, at);
        }
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
        self.tracker.reset();
        self.history.clear();
        self.phase = Phase::Watching;
        self.falling_ticks = 0;
        self.falling_outliers = 0;
        self.settled = true;
        self.resting = Settling::default();
        self.rest_spread = None;
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
            // A stroke already measured and being watched for a shake is launched as it is.
            if let (FlickState::Flicking, Phase::Confirming(Watch { stroke, .. })) =
                (self.state, self.phase)
            {
                self.release(&stroke, previous.timestamp_ns);
            }
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
            let at = self.next_tick_ns;
            self.step(&interpolate(&previous, sample, share), at);
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
        // Squares against squares: no square root per sample.
        let squared = |v: &[f64; 3]| v[0] * v[0] + v[1] * v[1] + v[2] * v[2];
        let (most_acceleration, most_rotation) = (
            self.settings.absurd_acceleration,
            self.settings.absurd_rotation,
        );
        if squared(&sample.acceleration) > most_acceleration * most_acceleration
            || squared(&sample.rotation_rate) > most_rotation * most_rotation
        {
            self.rejected.absurd += 1;
            return false;
        }
        let q = sample.attitude;
        // A rotation's quaternion has length 1: far from it (a zero, or a value so large its
        // square overflows) is no attitude. Its squared length is judged, 0.5² to 2².
        if !(0.25..=4.0).contains(&(q[0] * q[0] + q[1] * q[1] + q[2] * q[2] + q[3] * q[3])) {
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

    fn dt(&self) -> f64 {
        self.tick_ns as f64 / 1e9
    }

    /// Advances the state machine by one tick at `at` ns.
    fn step(&mut self, reading: &Reading, at: i64) {
        if !matches!(self.state, FlickState::Armed | FlickState::Flicking) {
            return;
        }
        let moment = self.tracker.step(reading);
        let now = self.history.push(moment.past);
        if self.forward.is_none() {
            self.forward = forward_of(&moment);
        }
        if self.falling(moment.force) {
            self.finish(Err(NoFlick::Dropped));
            return;
        }
        let velocity = moment.past.wrist(self.settings.lever_arm);
        let speed = (velocity[0] * velocity[0] + velocity[1] * velocity[1]).sqrt();
        match self.phase {
            Phase::Watching => {
                // The rest's spread is kept as the hand leaves it (not worked out every tick).
                if !moment.quiet && self.resting.ticks() >= self.waits.table {
                    self.rest_spread = Some(self.resting.spread());
                }
                self.resting
                    .push(moment.quiet, moment.felt, self.waits.tail);
                if moment.quiet {
                    self.settled = true;
                    return;
                }
                if at < self.refractory_until_ns {
                    self.settled = false;
                }
                if self.settled && speed >= self.settings.start_speed {
                    self.phase = Phase::Rising {
                        peak: now,
                        speed,
                        since: now,
                    };
                    self.state = FlickState::Flicking;
                }
            }
            Phase::Rising { peak, since, .. } if self.too_long(now - since) => {
                // Still speeding up after far longer than a flick: measure what there is.
                self.judge(peak, now);
            }
            Phase::Rising {
                peak,
                speed: fastest,
                since,
            } => {
                if speed > fastest {
                    self.phase = Phase::Rising {
                        peak: now,
                        speed,
                        since,
                    };
                } else if speed <= 0.85 * fastest {
                    self.judge(peak, now);
                }
            }
            Phase::Backward => {
                if speed < self.settings.start_speed || moment.quiet {
                    self.phase = Phase::Watching;
                    self.state = FlickState::Armed;
                }
            }
            Phase::Confirming(watch) => {
                match watch.tick(&moment, now, self.dt(), &self.settings, &self.waits) {
                    Watched::Watching(watch) => self.phase = Phase::Confirming(watch),
                    Watched::Shake => self.miss(NoFlick::Shake),
                    Watched::MovedOn => self.release(&watch.stroke, at),
                    Watched::Calm { spread } => {
                        // Dead still, or far stiller than the hand held it before the stroke
                        // (a noisy sensor's noise stays, the tremor goes), and level.
                        let still = self
                            .settings
                            .table_still
                            .max(self.settings.table_share * self.rest_spread.unwrap_or(0.0));
                        if spread < still && lying_flat(&moment, &self.settings) {
                            self.miss(NoFlick::PutDown);
                        } else {
                            self.release(&watch.stroke, at);
                        }
                    }
                }
            }
        }
    }

    /// Whether `ticks` of rising is longer than any flick's rise.
    fn too_long(&self, ticks: u64) -> bool {
        ticks as f64 * self.dt() > 2.0 * self.settings.max_brisk_lobe
    }

    /// Counts a tick of free fall: the accelerometer feels almost nothing (`force`, m/s²).
    /// Returns whether the phone has been falling long enough.
    fn falling(&mut self, force: f64) -> bool {
        if force < self.settings.free_fall {
            self.falling_ticks += 1;
        } else if self.falling_ticks > 0 && self.falling_outliers == 0 {
            // One odd tick in a fall (a knock, a spike) does not end it.
            self.falling_outliers = 1;
        } else {
            self.falling_ticks = 0;
            self.falling_outliers = 0;
        }
        self.falling_ticks > 0
            && self.falling_ticks as f64 * self.dt() >= self.settings.free_fall_time
    }

    /// The wrist has passed its fastest tick `peak`: measure the stroke, and watch it for a
    /// shake or call it no flick.
    fn judge(&mut self, peak: u64, now: u64) {
        let forward = self.forward.unwrap_or([0.0, 1.0]);
        match stroke::measure(
            &self.history,
            (peak, now),
            forward,
            &self.settings,
            self.dt(),
        ) {
            Ok(stroke) => {
                let travel = stroke::travel(&self.history, &stroke, now, self.dt());
                self.phase = Phase::Confirming(Watch::new(stroke, travel, &self.waits));
            }
            Err(Verdict::Backward) => {
                // Perhaps a wind-up: the flick may follow without the hand resting first.
                self.worst_miss = Some(NoFlick::WrongWay);
                self.phase = Phase::Backward;
            }
            Err(Verdict::Miss(why)) => self.miss(why),
        }
    }

    /// The stroke is confirmed at `at` ns: a launch, or a miss if it is too gentle or turned
    /// the phone too far.
    fn release(&mut self, stroke: &Stroke, at: i64) {
        let now = self.history.latest();
        if stroke::turn_degrees(stroke, &self.history, now) > self.settings.max_turn {
            self.miss(NoFlick::Turned);
            return;
        }
        let stroke = &stroke::refined(&self.history, stroke, now, &self.settings);
        // The refit may turn the stroke a little: it must still be a flick toward the board.
        let [fx, fy] = self.forward.unwrap_or(stroke.direction);
        if fx * stroke.direction[0] + fy * stroke.direction[1] < 0.0 {
            self.miss(NoFlick::WrongWay);
            return;
        }
        if stroke.slope_degrees.abs() > self.settings.max_stroke_slope {
            self.miss(NoFlick::Steep);
            return;
        }
        let strength = stroke.strength * self.calibration;
        let Some(speed) = launch_speed(strength) else {
            self.miss(NoFlick::TooGentle);
            return;
        };
        let [fx, fy] = self.forward.unwrap_or(stroke.direction);
        let [dx, dy] = stroke.direction;
        let aim = libm::atan2(fx * dy - fy * dx, fx * dx + fy * dy).to_degrees();
        let (low, high) = ELEVATION_RANGE;
        let elevation = 45.0 + self.settings.elevation_gain * stroke.slope_degrees;
        self.refractory_until_ns = at.saturating_add((self.settings.refractory * 1e9) as i64);
        self.finish(Ok(FlickLaunch {
            speed,
            aim_degrees: aim,
            elevation_degrees: elevation.clamp(low, high),
            strength,
            peak_acceleration: stroke.peak_acceleration,
            peak_rotation: stroke.peak_rotation,
            duration: stroke.duration,
        }));
    }

    /// A movement that was not a flick: remember why, and keep listening once the hand is
    /// quiet.
    fn miss(&mut self, why: NoFlick) {
        self.worst_miss = Some(why);
        self.state = FlickState::Armed;
        self.phase = Phase::Watching;
        self.settled = false;
    }

    fn finish(&mut self, result: Result<FlickLaunch, NoFlick>) {
        self.result = Some(result);
        self.state = FlickState::Done;
    }
}

/// Where the phone pointed when armed: its top's horizontal direction; for a phone held upright
/// (the top within 17° of vertical, its horizontal part under 0.3), the way its back faces.
fn forward_of(moment: &motion::Moment) -> Option<[f64; 2]> {
    let unit = |[x, y]: [f64; 2]| {
        let length = (x * x + y * y).sqrt();
        (length > 1e-6).then(|| [x / length, y / length])
    };
    let [x, y, _] = moment.top;
    if (x * x + y * y).sqrt() >= 0.3 {
        return unit([x, y]);
    }
    let [bx, by, _] = moment.back;
    unit([bx, by])
}

/// Whether the phone at `moment` lies as a table would hold it: its screen within the
/// settings' `table_tilt` of level, face up or down.
fn lying_flat(moment: &motion::Moment, settings: &FlickSettings) -> bool {
    moment.back[2].abs() >= libm::cos(settings.table_tilt.to_radians())
}

/// The readings `share` of the way from `a` to `b`.
fn interpolate(a: &MotionSample, b: &MotionSample, share: f64) -> Reading {
    let mix = |x: f64, y: f64| x + (y - x) * share;
    // Normalised linear interpolation of the attitude (fine over a few ms), shortest way.
    let dot: f64 = a.attitude.iter().zip(&b.attitude).map(|(x, y)| x * y).sum();
    let sign = if dot < 0.0 { -1.0 } else { 1.0 };
    Reading {
        acceleration: std::array::from_fn(|i| mix(a.acceleration[i], b.acceleration[i])),
        rotation_rate: std::array::from_fn(|i| mix(a.rotation_rate[i], b.rotation_rate[i])),
        attitude: std::array::from_fn(|i| mix(a.attitude[i], sign * b.attitude[i])),
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
