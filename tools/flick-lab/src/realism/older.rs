//! The project's older traces as [`Trace`]s with their truth, for the evaluation: the half-sine
//! generator ([`crate::generator`]) and the checked-in files of `tests/traces/`.
//!
//! The older generator's flicks are horizontal strokes: the hand's speed is the model's
//! `peak_hand_speed`, its direction `direction_degrees` (the sensor's too: the phone does not
//! turn), and the phone's pitch is held, so the intended elevation is that pitch clamped to
//! the catapult's 30–60°. A flick toward more than 90° from forward (135°, 180°, −135°) moves
//! the hand behind the player: it must not launch, and the evaluation counts a launch from it
//! as behind.

use super::{Family, FlickTruth, Trace};
use crate::generator::{
    FlickModel, dropped, flick, holding_still, set_down, slow_sweep, tap, walking,
};
use catapult_core::flick::{ELEVATION_RANGE, MotionSample, TraceError, read_csv};
use std::path::{Path, PathBuf};

/// The first motion seed of the older generator's traces: a trace's seed is
/// `OLDER_SEEDS + group · 10 000 + i` (groups in [`GROUPS`]' order).
pub const OLDER_SEEDS: u64 = 0x01D_0000;
/// Motions per preset flick (light, medium, hard).
pub const PRESET_SEEDS: u64 = 100;
/// Motions of the direction series: 16 directions 22.5° apart, from −157.5° to 180°, five
/// times each.
pub const DIRECTION_SEEDS: u64 = 80;
/// Motions of the speed sweep: hand speeds 0.5 to 3.0 m/s in steps of 0.025 m/s, the medium
/// flick's timing, the phone pitched 30–60° (spread by the golden ratio).
pub const SWEEP_SEEDS: u64 = 101;
/// Motions per non-flick movement (still, walking, tap, set-down, slow sweep, dropped).
pub const NON_FLICK_SEEDS: u64 = 20;

/// The series of the older generator, in seed order.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Group {
    Light,
    Medium,
    Hard,
    Direction,
    Sweep,
    Still,
    Walking,
    Tap,
    SetDown,
    SlowSweep,
    Dropped,
}

/// Every group and how many motions it has.
const GROUPS: [(Group, u64); 11] = [
    (Group::Light, PRESET_SEEDS),
    (Group::Medium, PRESET_SEEDS),
    (Group::Hard, PRESET_SEEDS),
    (Group::Direction, DIRECTION_SEEDS),
    (Group::Sweep, SWEEP_SEEDS),
    (Group::Still, NON_FLICK_SEEDS),
    (Group::Walking, NON_FLICK_SEEDS),
    (Group::Tap, NON_FLICK_SEEDS),
    (Group::SetDown, NON_FLICK_SEEDS),
    (Group::SlowSweep, NON_FLICK_SEEDS),
    (Group::Dropped, NON_FLICK_SEEDS),
];

/// Seeds per group.
const GROUP_STRIDE: u64 = 10_000;

/// The seed of the generator's noise for a motion at a rate (so each rate has its own noise).
fn render_seed(motion_seed: u64, rate_hz: u32) -> u64 {
    motion_seed ^ u64::from(rate_hz).wrapping_mul(0x9E37_79B9)
}

/// An angle in (−180°, 180°].
fn normalise(degrees: f64) -> f64 {
    let d = degrees.rem_euclid(360.0);
    if d > 180.0 { d - 360.0 } else { d }
}

/// The truth of one of the older generator's flicks.
pub fn older_truth(model: &FlickModel) -> FlickTruth {
    let direction = normalise(model.direction_degrees);
    let (low, high) = ELEVATION_RANGE;
    FlickTruth {
        hand_speed: model.peak_hand_speed,
        hand_azimuth_degrees: direction,
        sensor_azimuth_degrees: direction,
        intended_elevation_degrees: model.pitch_degrees.clamp(low, high),
        stroke_elevation_degrees: 0.0,
        wind_up: false,
        wind_up_pair: None,
        wrist_turn: false,
        hard: false,
        shape: super::shapes::StrokeShape::Bell,
        wide: false,
    }
}

/// One of the older generator's traces, from its motion seed (see [`OLDER_SEEDS`]) at
/// `rate_hz`; `None` for a seed that names none. This is how a failure of the evaluation is
/// replayed.
pub fn older_trace(motion_seed: u64, rate_hz: u32) -> Option<Trace> {
    let offset = motion_seed.checked_sub(OLDER_SEEDS)?;
    let (group, count) = *GROUPS.get(usize::try_from(offset / GROUP_STRIDE).ok()?)?;
    let i = offset % GROUP_STRIDE;
    if i >= count || rate_hz == 0 {
        return None;
    }
    let rate = f64::from(rate_hz);
    let seed = render_seed(motion_seed, rate_hz);
    let phone = FlickModel::medium(rate);
    let model = match group {
        Group::Light => FlickModel::light(rate),
        Group::Medium => phone,
        Group::Hard => FlickModel::hard(rate),
        Group::Direction => FlickModel {
            direction_degrees: -157.5 + 22.5 * (i % 16) as f64,
            ..phone
        },
        Group::Sweep => FlickModel {
            peak_hand_speed: 0.5 + 0.025 * i as f64,
            pitch_degrees: 30.0 + 30.0 * (i as f64 * 0.618_033_988_75).fract(),
            ..phone
        },
        _ => phone,
    };
    let (family, samples): (Family, Vec<MotionSample>) = match group {
        Group::Light | Group::Medium | Group::Hard | Group::Direction | Group::Sweep => {
            (Family::Flick, flick(&model, seed))
        }
        Group::Still => (Family::Still, holding_still(&phone, 2.0, seed)),
        Group::Walking => (Family::Walk, walking(&phone, 4.0, seed)),
        Group::Tap => (Family::Tap, tap(&phone, seed)),
        Group::SetDown => (Family::PutDown, set_down(&phone, seed)),
        Group::SlowSweep => (Family::SlowSweep, slow_sweep(&phone, seed)),
        Group::Dropped => (Family::SofaDrop, dropped(&phone, seed)),
    };
    Some(Trace {
        family,
        motion_seed,
        rate_hz,
        samples,
        flick: (family == Family::Flick).then(|| older_truth(&model)),
    })
}

/// The older generator's traces at each of `rates` (Hz), every `every`-th motion of each
/// series (1: all): the light, medium and hard presets straight ahead ([`PRESET_SEEDS`] each),
/// the direction series, the speed sweep, and the non-flicks (still → [`Family::Still`],
/// walking → `Walk`, tap → `Tap`, set-down → `PutDown`, slow sweep → `SlowSweep`, dropped →
/// `SofaDrop`). About 600 traces per rate; made on the fly.
pub fn older_traces(rates: &[u32], every: usize) -> impl Iterator<Item = Trace> + use<> {
    let rates = rates.to_vec();
    let every = every.max(1);
    GROUPS
        .into_iter()
        .enumerate()
        .flat_map(move |(group, (_, count))| {
            (0..count)
                .step_by(every)
                .map(move |i| OLDER_SEEDS + group as u64 * GROUP_STRIDE + i)
        })
        .flat_map(move |seed| {
            rates
                .clone()
                .into_iter()
                .filter_map(move |rate| older_trace(seed, rate))
        })
}

/// A trace file that could not be read.
#[derive(Debug, thiserror::Error)]
pub enum TraceFileError {
    /// The folder or a file could not be read.
    #[error("cannot read {}: {source}", path.display())]
    Io {
        /// The folder or file.
        path: PathBuf,
        /// Why.
        source: std::io::Error,
    },
    /// A file is no trace.
    #[error("{}: {source}", path.display())]
    Csv {
        /// The file.
        path: PathBuf,
        /// What is wrong in it.
        source: TraceError,
    },
}

/// The checked-in trace files of a folder, with their truth.
#[derive(Debug, Clone, Default)]
pub struct TraceFiles {
    /// The traces, by file name.
    pub traces: Vec<Trace>,
    /// Files whose movement the name does not tell (left out).
    pub skipped: Vec<String>,
}

/// Reads every `*.csv` in `dir` (not its subfolders), in name order, as [`trace_file`] does.
pub fn trace_files(dir: &Path) -> Result<TraceFiles, TraceFileError> {
    let io = |path: &Path| {
        let path = path.to_path_buf();
        move |source| TraceFileError::Io { path, source }
    };
    let mut paths = Vec::new();
    for entry in std::fs::read_dir(dir).map_err(io(dir))? {
        let path = entry.map_err(io(dir))?.path();
        if path.is_file() && path.extension().is_some_and(|e| e == "csv") {
            paths.push(path);
        }
    }
    paths.sort();
    let mut files = TraceFiles::default();
    for path in paths {
        let name = path
            .file_stem()
            .map(|s| s.to_string_lossy().into_owned())
            .unwrap_or_default();
        let text = std::fs::read_to_string(&path).map_err(io(&path))?;
        match trace_file(&name, &text) {
            Ok(Some(trace)) => files.traces.push(trace),
            Ok(None) => files.skipped.push(name),
            Err(source) => return Err(TraceFileError::Csv { path, source }),
        }
    }
    Ok(files)
}

/// A checked-in trace (file `name` without `.csv`, contents `text`) with the truth its name
/// and `#` header tell: `flick-…` is a flick, whose hand speed, direction and pitch come from
/// the header (`hand speed 1.8 m/s, … direction 135°, pitch 45°`), else from the preset the
/// name or header says (light, medium, hard); `still`, `walking`, `tap`, `set-down`,
/// `slow-sweep` and `dropped` are the non-flicks. The rate is the header's last `N Hz`, the
/// seed its `seed N` (0 if none). `Ok(None)` for a name that tells no movement.
pub fn trace_file(name: &str, text: &str) -> Result<Option<Trace>, TraceError> {
    let family = match name {
        "still" => Family::Still,
        "walking" => Family::Walk,
        "tap" => Family::Tap,
        "set-down" => Family::PutDown,
        "slow-sweep" => Family::SlowSweep,
        "dropped" => Family::SofaDrop,
        _ if name.starts_with("flick") => Family::Flick,
        _ => return Ok(None),
    };
    let samples = read_csv(text)?;
    let header: String = text
        .lines()
        .filter_map(|line| line.trim().strip_prefix('#'))
        .collect::<Vec<_>>()
        .join("\n");
    let rate_hz = rate_in(&header)
        .or_else(|| rate_of(&samples))
        .unwrap_or(100);
    let motion_seed = number_after(&header, "seed ")
        .filter(|s| *s >= 0.0)
        .map_or(0, |s| s as u64);
    let flick = (family == Family::Flick).then(|| {
        let preset = |word: &str| name.contains(word) || header.contains(&format!("A {word} "));
        let rate = f64::from(rate_hz);
        let mut model = if preset("light") {
            FlickModel::light(rate)
        } else if preset("hard") {
            FlickModel::hard(rate)
        } else {
            FlickModel::medium(rate)
        };
        if let Some(speed) = number_after(&header, "hand speed ") {
            model.peak_hand_speed = speed;
        }
        if let Some(direction) = number_after(&header, "direction ") {
            model.direction_degrees = direction;
        }
        if let Some(pitch) = number_after(&header, "pitch ") {
            model.pitch_degrees = pitch;
        }
        older_truth(&model)
    });
    Ok(Some(Trace {
        family,
        motion_seed,
        rate_hz,
        samples,
        flick,
    }))
}

/// The number right after the first `key` in `text` (`-135` in `direction -135°`).
fn number_after(text: &str, key: &str) -> Option<f64> {
    let rest = &text[text.find(key)? + key.len()..];
    let end = rest
        .find(|c: char| !(c.is_ascii_digit() || c == '.' || c == '-'))
        .unwrap_or(rest.len());
    rest[..end].parse().ok()
}

/// The rate a header states last (`… 100 Hz; seed 506.`), Hz.
fn rate_in(header: &str) -> Option<u32> {
    let before = &header[..header.rfind(" Hz")?];
    let start = before
        .rfind(|c: char| !c.is_ascii_digit())
        .map_or(0, |i| i + 1);
    before[start..].parse().ok().filter(|&rate| rate > 0)
}

/// The rate the samples' median interval gives, Hz, rounded.
fn rate_of(samples: &[MotionSample]) -> Option<u32> {
    let mut gaps: Vec<i64> = samples
        .windows(2)
        .map(|w| w[1].timestamp_ns - w[0].timestamp_ns)
        .filter(|&gap| gap > 0)
        .collect();
    gaps.sort_unstable();
    let gap = *gaps.get(gaps.len() / 2)?;
    Some((1e9 / gap as f64).round() as u32)
}

#[cfg(test)]
mod tests {
    // Test helpers may unwrap: a failure is the test failing.
    #![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

    use super::*;

    #[test]
    fn every_seed_of_the_older_series_replays_its_trace() {
        let traces: Vec<Trace> = older_traces(&[50, 100], 7).collect();
        let per_rate = GROUPS.iter().map(|(_, n)| n.div_ceil(7)).sum::<u64>() as usize;
        assert_eq!(traces.len(), 2 * per_rate);
        for trace in traces.iter().step_by(13) {
            assert_eq!(
                older_trace(trace.motion_seed, trace.rate_hz).as_ref(),
                Some(trace)
            );
        }
        assert_eq!(older_trace(OLDER_SEEDS - 1, 100), None);
        assert_eq!(older_trace(OLDER_SEEDS + PRESET_SEEDS, 100), None);
        assert_eq!(older_trace(OLDER_SEEDS + 11 * GROUP_STRIDE, 100), None);
    }

    #[test]
    fn the_older_flicks_carry_the_models_truth() {
        let sweep = older_trace(OLDER_SEEDS + 4 * GROUP_STRIDE + 40, 60).unwrap();
        let truth = sweep.flick.unwrap();
        assert!((truth.hand_speed - 1.5).abs() < 1e-12);
        assert!((30.0..=60.0).contains(&truth.intended_elevation_degrees));
        let behind = older_trace(OLDER_SEEDS + 3 * GROUP_STRIDE + 15, 100).unwrap();
        assert_eq!(behind.flick.unwrap().hand_azimuth_degrees, 180.0);
        let drop = older_trace(OLDER_SEEDS + 10 * GROUP_STRIDE, 200).unwrap();
        assert_eq!(drop.family, Family::SofaDrop);
        assert_eq!(drop.flick, None);
    }

    #[test]
    fn a_trace_files_header_tells_its_truth() {
        let text = "# A medium flick toward -135° (counter-clockwise from where the phone points).\n\
                    # hand speed 1.8 m/s, accelerating 90 ms, braking 120 ms, direction -135°, \
                    pitch 40°, tremor 0.3 m/s² at 9 Hz, noise 0.15 m/s², jitter 0.1 of the \
                    period, 50 Hz; seed 517.\n\
                    timestamp_ns,ax,ay,az,gx,gy,gz,qw,qx,qy,qz\n\
                    0,0,0,0,0,0,0,1,0,0,0\n";
        let trace = trace_file("flick-toward-minus-135deg", text)
            .unwrap()
            .unwrap();
        assert_eq!(
            (trace.family, trace.rate_hz, trace.motion_seed),
            (Family::Flick, 50, 517)
        );
        let truth = trace.flick.unwrap();
        assert_eq!(truth.hand_speed, 1.8);
        assert_eq!(truth.hand_azimuth_degrees, -135.0);
        assert_eq!(truth.intended_elevation_degrees, 40.0);
        let light = trace_file("flick-light-50hz", "timestamp_ns,ax,ay,az,gx,gy,gz,qw,qx,qy,qz\n0,0,0,0,0,0,0,1,0,0,0\n20000000,0,0,0,0,0,0,1,0,0,0\n")
            .unwrap()
            .unwrap();
        assert_eq!(light.flick.unwrap().hand_speed, 1.0);
        assert_eq!(light.rate_hz, 50);
        assert_eq!(trace_file("mystery", "").unwrap(), None);
        assert_eq!(
            trace_file("dropped", text).unwrap().unwrap().family,
            Family::SofaDrop
        );
    }

    #[test]
    fn the_checked_in_files_are_all_known() {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/traces");
        let files = trace_files(&dir).unwrap();
        assert!(files.skipped.is_empty(), "{:?}", files.skipped);
        assert_eq!(files.traces.len(), 24);
        let behind = files
            .traces
            .iter()
            .filter(|t| t.flick.is_some_and(|f| f.hand_azimuth_degrees.abs() > 90.0))
            .count();
        assert_eq!(behind, 3);
    }
}
