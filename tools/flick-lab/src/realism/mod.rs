//! Realistic motion traces for the flick's evaluation (issue 16): a minimum-jerk hand, a wrist
//! that turns the phone about a pivot behind the sensor, an IMU with its filter, noise, bias,
//! clipping and quantisation, a fused attitude that lags, and sampling at 50–400 Hz with
//! jitter and dropped samples; and the movements that must never launch. See docs/FLICK.md,
//! "Realistic motion and its evaluation".
//!
//! Frames: the phone is held in portrait, screen up, top edge toward the board, so at arming
//! the device's y axis points (about) along world +y, which is the detector's `forward`.
//! Everything is deterministic from its seed, with `libm` and ChaCha8 only, so traces are
//! bit-identical on every platform.
//!
//! - [`corpus`] makes the whole evaluation corpus (or every n-th motion of it) at any rates;
//! - [`trace`] makes one trace of it from its family, motion seed and rate, and
//!   [`flick_trace`] a flick as a [`FlickRequest`] asks (a given hand speed, with or without
//!   its wind-up or wrist turn);
//! - [`motion`] is a movement before the sensors, for looking at its kinematics.
//!
//! The models: [`hand`] (minimum-jerk strokes), [`wrist`] (the turn about a pivot, the lever
//! arm), [`flicks`] (a flick and its truth), [`families`] (the non-flicks), [`sensor`] (IMU,
//! fusion, sampling), on the building blocks of [`path`] and the seeded draws of [`draw`].

pub mod draw;
pub mod eval;
pub mod families;
pub mod flicks;
pub mod hand;
pub mod older;
pub mod path;
pub mod sensor;
pub mod shapes;
mod vector;
pub mod wrist;

pub use flicks::FlickRequest;

use catapult_core::flick::MotionSample;

/// What kind of movement a trace holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Family {
    /// A flick toward the board: the only family that should launch.
    Flick,
    /// Shaking the phone along its x axis (side to side).
    ShakeX,
    /// Shaking the phone along its y axis (along its length).
    ShakeY,
    /// Shaking the phone along its z axis (up and down through the screen).
    ShakeZ,
    /// Picking the phone up from the table.
    PickUp,
    /// Putting the phone down on the table.
    PutDown,
    /// Tapping the screen.
    Tap,
    /// Walking with the phone in hand.
    Walk,
    /// Jogging with the phone in hand.
    Jog,
    /// Passing the phone to the next player: a slow arc.
    Pass,
    /// The phone slips and falls onto a sofa.
    SofaDrop,
    /// Turning the phone to landscape.
    Landscape,
    /// Holding the phone still (the older half-sine generator's non-flick).
    Still,
    /// A long, slow sweep of the arm (the older half-sine generator's non-flick).
    SlowSweep,
    /// Putting the phone down on the table in front, reaching toward it: fastest early,
    /// easing off down to the table, a small slide, then rest (issue 40).
    PutDownReaching,
}

impl Family {
    /// Every family, flicks first.
    pub const ALL: [Family; 15] = [
        Family::Flick,
        Family::ShakeX,
        Family::ShakeY,
        Family::ShakeZ,
        Family::PickUp,
        Family::PutDown,
        Family::Tap,
        Family::Walk,
        Family::Jog,
        Family::Pass,
        Family::SofaDrop,
        Family::Landscape,
        Family::Still,
        Family::SlowSweep,
        Family::PutDownReaching,
    ];

    /// A short kebab-case name, as in file names and reports (`shake-x`, `sofa-drop`).
    pub fn name(self) -> &'static str {
        match self {
            Family::Flick => "flick",
            Family::ShakeX => "shake-x",
            Family::ShakeY => "shake-y",
            Family::ShakeZ => "shake-z",
            Family::PickUp => "pick-up",
            Family::PutDown => "put-down",
            Family::Tap => "tap",
            Family::Walk => "walk",
            Family::Jog => "jog",
            Family::Pass => "pass",
            Family::SofaDrop => "sofa-drop",
            Family::Landscape => "landscape",
            Family::Still => "still",
            Family::SlowSweep => "slow-sweep",
            Family::PutDownReaching => "put-down-reaching",
        }
    }

    /// Whether the family is one of the shakes (whose target is ≤ 2 % false launches, not 1 %).
    pub fn is_shake(self) -> bool {
        matches!(self, Family::ShakeX | Family::ShakeY | Family::ShakeZ)
    }
}

/// What a flick really was: the ground truth the detector's launch is measured against.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct FlickTruth {
    /// The hand's (wrist's) highest speed in the stroke, m/s: the peak of |ṗ_w|.
    pub hand_speed: f64,
    /// Direction of the hand's horizontal velocity at that peak, degrees from the phone's top at
    /// arming (world +y rotated by the hold's heading), counter-clockwise positive: the
    /// convention of `FlickLaunch::aim_degrees`.
    pub hand_azimuth_degrees: f64,
    /// Direction of the sensor's own horizontal velocity at the hand's peak, degrees, same
    /// convention (it differs from the hand's when the wrist turns).
    pub sensor_azimuth_degrees: f64,
    /// The elevation the player meant, degrees, 30–60: the stroke rises by this less 45°.
    pub intended_elevation_degrees: f64,
    /// The stroke's slope above the horizontal at the hand's peak, degrees.
    pub stroke_elevation_degrees: f64,
    /// Whether a backward wind-up came before the stroke.
    pub wind_up: bool,
    /// For a flick rendered twice, with and without its wind-up: the motion seed both share.
    pub wind_up_pair: Option<u64>,
    /// Whether the wrist turned the phone during the stroke.
    pub wrist_turn: bool,
    /// An extra-hard flick (above full power, to test clipping), reported apart.
    pub hard: bool,
    /// The profile of the main stroke's speed.
    pub shape: shapes::StrokeShape,
    /// A flick of the widened hand on a harsh phone ([`FlickRequest::wide`]).
    pub wide: bool,
}

/// One generated trace with what it really was.
#[derive(Debug, Clone, PartialEq)]
pub struct Trace {
    /// The kind of movement.
    pub family: Family,
    /// The seed of the movement itself (the same at every rate).
    pub motion_seed: u64,
    /// Nominal sample rate, Hz.
    pub rate_hz: u32,
    /// The samples, as a phone reports them (Android convention).
    pub samples: Vec<MotionSample>,
    /// The truth, for a flick; `None` for a movement that must not launch.
    pub flick: Option<FlickTruth>,
}

/// The sample rates every evaluation covers, Hz.
pub const RATES: [u32; 5] = [50, 60, 100, 200, 400];

/// Flick motions in the corpus with a target hand speed (the strata of [`flicks::STRATA`]).
pub const FLICKS: u32 = 400;
/// Extra-hard flick motions in the corpus, after the others.
pub const HARD_FLICKS: u32 = 20;
/// Flick motions of the widened hand on harsh phones ([`FlickRequest::wide_in_corpus`]), with
/// the speeds of the first [`FLICKS`]; their motion seeds follow [`WIDE_FIRST`].
pub const WIDE_FLICKS: u32 = 400;
/// The index of the first widened flick among the flick motions' seeds ([`motion_seed`]).
pub const WIDE_FIRST: u32 = 1000;
/// Every how many-th flick motion also gets a copy with no wrist turn.
pub const NO_TURN_EVERY: u32 = 10;

/// The seed of a family's `index`-th motion: `0x16_0000 + family_index·10 000 + index`, the
/// family's index being its place in [`Family::ALL`].
pub fn motion_seed(family: Family, index: u32) -> u64 {
    let family_index = Family::ALL.iter().position(|&f| f == family).unwrap_or(0) as u64;
    0x16_0000 + family_index * 10_000 + u64::from(index)
}

/// The seed of the phone and its noise for a motion sampled at `rate_hz`:
/// `motion_seed ^ (rate·0x9E37_79B9)`, so each rate gets its own sensor noise.
pub fn render_seed(motion_seed: u64, rate_hz: u32) -> u64 {
    motion_seed ^ (u64::from(rate_hz) * 0x9E37_79B9)
}

/// Motions of each non-flick family in the corpus.
pub const NON_FLICKS: u32 = 40;

/// The non-flick families of the corpus, in order: every family but [`Family::Flick`] and the
/// older generator's [`Family::Still`] and [`Family::SlowSweep`].
pub const NON_FLICK_FAMILIES: [Family; 12] = [
    Family::ShakeX,
    Family::ShakeY,
    Family::ShakeZ,
    Family::PickUp,
    Family::PutDown,
    Family::Tap,
    Family::Walk,
    Family::Jog,
    Family::Pass,
    Family::SofaDrop,
    Family::Landscape,
    Family::PutDownReaching,
];

/// The movement of `family` drawn from `motion_seed`, before any sensor: for a flick, the
/// corpus's flick of that seed ([`FlickRequest::in_corpus`]).
pub fn motion(family: Family, motion_seed: u64) -> wrist::Motion {
    match families::motion(family, &mut draw::Draw::new(motion_seed)) {
        Some(motion) => motion,
        None => flicks::flick(motion_seed, &corpus_request(motion_seed)).0,
    }
}

/// The trace of `family`'s movement drawn from `motion_seed`, sampled at `rate_hz`: any
/// trace of the corpus but a flick's variants (see [`flick_trace`] for those). A flick gets
/// the corpus's request of its seed ([`FlickRequest::in_corpus`]), or any flick of 0.5–3 m/s
/// for a seed outside the corpus.
pub fn trace(family: Family, motion_seed: u64, rate_hz: u32) -> Trace {
    match families::motion(family, &mut draw::Draw::new(motion_seed)) {
        Some(motion) => Trace {
            family,
            motion_seed,
            rate_hz,
            samples: sensor::render(&motion, rate_hz, render_seed(motion_seed, rate_hz)),
            flick: None,
        },
        None => flick_trace(motion_seed, rate_hz, &corpus_request(motion_seed)),
    }
}

/// The corpus's request for the flick of `motion_seed`.
fn corpus_request(seed: u64) -> FlickRequest {
    let first = motion_seed(Family::Flick, 0);
    match u32::try_from(seed.wrapping_sub(first)) {
        Ok(index) if seed >= first && (WIDE_FIRST..WIDE_FIRST + WIDE_FLICKS).contains(&index) => {
            FlickRequest::wide_in_corpus(index - WIDE_FIRST)
        }
        Ok(index) if seed >= first => FlickRequest::in_corpus(index),
        _ => FlickRequest::default(),
    }
}

/// The flick of `motion_seed` as `request` asks, sampled at `rate_hz`.
pub fn flick_trace(motion_seed: u64, rate_hz: u32, request: &FlickRequest) -> Trace {
    let (motion, truth) = flicks::flick(motion_seed, request);
    let signals = sensor::Signals::of(&motion);
    let seed = render_seed(motion_seed, rate_hz);
    Trace {
        family: Family::Flick,
        motion_seed,
        rate_hz,
        samples: sensor::render_signals(&motion, &signals, rate_hz, seed, request.wide),
        flick: Some(truth),
    }
}

/// What the corpus holds, before sampling: which movement, and for a flick, which variant.
#[derive(Debug, Clone, Copy)]
enum Job {
    /// A flick made as asked.
    Flick(u64, FlickRequest),
    /// A movement of another family, from its seed.
    Other(Family, u64),
}

/// The corpus's movements, every `every`-th motion of each family only.
fn jobs(every: usize) -> Vec<Job> {
    let every = every.max(1);
    let mut jobs = Vec::new();
    for index in (0..FLICKS + HARD_FLICKS).step_by(every) {
        let seed = motion_seed(Family::Flick, index);
        let request = FlickRequest::in_corpus(index);
        jobs.push(Job::Flick(seed, request));
        let (_, truth) = flicks::flick(seed, &request);
        if truth.wind_up_pair.is_some() {
            let twin = FlickRequest {
                remove_wind_up: true,
                ..request
            };
            jobs.push(Job::Flick(seed, twin));
        }
        if index < FLICKS && index % NO_TURN_EVERY == 0 {
            let still_wrist = FlickRequest {
                wrist_turn: false,
                ..request
            };
            jobs.push(Job::Flick(seed, still_wrist));
        }
    }
    for index in (0..WIDE_FLICKS).step_by(every) {
        let seed = motion_seed(Family::Flick, WIDE_FIRST + index);
        jobs.push(Job::Flick(seed, FlickRequest::wide_in_corpus(index)));
    }
    for family in NON_FLICK_FAMILIES {
        for index in (0..NON_FLICKS).step_by(every) {
            jobs.push(Job::Other(family, motion_seed(family, index)));
        }
    }
    jobs
}

/// The realistic corpus at each of `rates` (Hz), made on the fly and deterministically: 400
/// flicks stratified by hand speed (40 of 0.5–0.7 m/s, 120 each of 0.7–1.0, 1.0–1.5 and
/// 1.5–3.0), each wind-up flick a second time without its wind-up, a copy with no wrist turn
/// of every tenth, and 20 hard flicks; then 40 motions of each of the
/// [`NON_FLICK_FAMILIES`]. With `every` > 1 only every `every`-th motion of each family is
/// made (for quick tests). Motion by motion, each at every rate in the order of `rates`: each
/// trace is the one [`trace`] or [`flick_trace`] makes.
pub fn corpus(rates: &[u32], every: usize) -> impl Iterator<Item = Trace> {
    let rates = rates.to_vec();
    jobs(every)
        .into_iter()
        .flat_map(move |job| at_rates(job, &rates))
}

/// The traces of one movement of the corpus at each of `rates`, its true signals computed once.
fn at_rates(job: Job, rates: &[u32]) -> Vec<Trace> {
    let (family, seed, motion, truth) = match job {
        Job::Flick(seed, request) => {
            let (motion, truth) = flicks::flick(seed, &request);
            (Family::Flick, seed, motion, Some(truth))
        }
        Job::Other(family, seed) => (family, seed, motion(family, seed), None),
    };
    let signals = sensor::Signals::of(&motion);
    rates
        .iter()
        .map(|&rate_hz| Trace {
            family,
            motion_seed: seed,
            rate_hz,
            samples: sensor::render_signals(
                &motion,
                &signals,
                rate_hz,
                render_seed(seed, rate_hz),
                truth.is_some_and(|truth| truth.wide),
            ),
            flick: truth,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_same_seed_gives_the_same_trace_and_another_seed_another() {
        let request = FlickRequest::at_speed(1.3);
        let a = flick_trace(motion_seed(Family::Flick, 3), 60, &request);
        assert_eq!(a, flick_trace(motion_seed(Family::Flick, 3), 60, &request));
        assert_ne!(a, flick_trace(motion_seed(Family::Flick, 4), 60, &request));
        assert_ne!(
            a.samples,
            flick_trace(motion_seed(Family::Flick, 3), 100, &request).samples
        );
    }

    #[test]
    fn the_corpus_has_at_least_300_flicks_and_300_non_flicks_per_rate() {
        let jobs = jobs(1);
        let flicks = jobs.iter().filter(|j| matches!(j, Job::Flick(..))).count();
        assert!(flicks >= 300, "{flicks}");
        let twins = jobs
            .iter()
            .filter(|j| matches!(j, Job::Flick(_, r) if r.remove_wind_up))
            .count();
        let still_wrists = jobs
            .iter()
            .filter(|j| matches!(j, Job::Flick(_, r) if !r.wrist_turn))
            .count();
        assert!((120..=200).contains(&twins), "{twins}");
        assert_eq!(still_wrists, 40);
        let others = jobs.iter().filter(|j| matches!(j, Job::Other(..))).count();
        assert!(others >= 300, "{others}");
    }

    #[test]
    fn each_trace_of_the_corpus_is_the_one_its_seed_makes() {
        let mut seen = std::collections::BTreeSet::new();
        for trace in corpus(&[60, 400], 37) {
            seen.insert(trace.family);
            if trace
                .flick
                .is_some_and(|f| f.wind_up_pair.is_some() || !f.wrist_turn)
            {
                continue;
            }
            assert_eq!(
                trace,
                super::trace(trace.family, trace.motion_seed, trace.rate_hz)
            );
        }
        assert_eq!(seen.len(), 1 + NON_FLICK_FAMILIES.len());
    }
}
