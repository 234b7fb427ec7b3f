//! The realistic motion traces of issue 16 (`catapult_flick_lab::realism`): the corpus holds
//! what the issue asks at every rate, and the checked-in samples of it in
//! `tests/traces/realistic/` are what the generator makes.
//!
//! After an intended change of the generator, regenerate the files with
//! `UPDATE_TRACES=1 cargo test -p catapult-flick-lab --test flick_realism`
//! and review the diff.

// Test helpers may unwrap: a failure is the test failing.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use catapult_core::flick::read_csv;
use catapult_flick_lab::realism::{
    self, Family, FlickRequest, FlickTruth, NON_FLICK_FAMILIES, RATES, Trace, flick_trace,
    motion_seed,
};
use std::collections::BTreeMap;
use std::path::PathBuf;
use std::time::Instant;

mod common;
use common::check_trace_file;

fn traces_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../tests/traces/realistic")
}

/// The rate of the checked-in non-flicks, Hz.
const FAMILY_RATE: u32 = 100;

/// What a family's movement is, for its file's comment.
fn describe(family: Family) -> &'static str {
    match family {
        Family::ShakeX => "Shaking the phone side to side (along its x axis), the wrist rocking",
        Family::ShakeY => "Shaking the phone along its length (its y axis), the wrist rocking",
        Family::ShakeZ => "Shaking the phone up and down through its screen (its z axis)",
        Family::PickUp => "Picking the phone up from the table",
        Family::PutDown => "Putting the phone down on the table",
        Family::PutDownReaching => {
            "Putting the phone down on the table in front, reaching: fastest early, easing off \
             down, a small slide, then rest"
        }
        Family::Tap => "Tapping the screen one to three times",
        Family::Walk => "Walking with the phone held in front",
        Family::Jog => "Jogging with the phone in hand",
        Family::Pass => "Passing the phone to the next player: a slow arc",
        Family::SofaDrop => "The phone slips and falls onto a sofa",
        Family::Landscape => "Turning the phone to landscape",
        Family::Still => "Holding the phone still",
        Family::SlowSweep => "A slow sweep of the arm",
        Family::Flick => "A flick",
    }
}

/// A flick's truth, for its file's comment.
fn describe_truth(truth: &FlickTruth) -> String {
    format!(
        "Truth: hand speed {:.3} m/s toward {:.1}° (the sensor's path {:.1}°), stroke rising \
         {:.1}°, intended elevation {:.1}°; wind-up {}, wrist turn {}.",
        truth.hand_speed,
        truth.hand_azimuth_degrees,
        truth.sensor_azimuth_degrees,
        truth.stroke_elevation_degrees,
        truth.intended_elevation_degrees,
        if truth.wind_up { "yes" } else { "no" },
        if truth.wrist_turn { "yes" } else { "no" },
    )
}

/// One checked-in file: its name (without `.csv`), what it shows, and the trace.
struct Checked {
    name: String,
    about: String,
    trace: Trace,
}

/// The three flicks of the checked-in files: name, what, motion seed, rate, request.
fn checked_flicks() -> Vec<(&'static str, &'static str, u32, u32, FlickRequest)> {
    vec![
        (
            "flick-gentle-60hz",
            "A gentle flick (0.8 m/s asked) at 60 Hz, no wind-up; expect a launch",
            9001,
            60,
            FlickRequest {
                wind_up: Some(false),
                ..FlickRequest::at_speed(0.8)
            },
        ),
        (
            "flick-wind-up-50hz",
            "A flick (1.6 m/s asked) after a backward wind-up, at 50 Hz; expect a launch as \
             strong as without the wind-up",
            9002,
            50,
            FlickRequest {
                wind_up: Some(true),
                ..FlickRequest::at_speed(1.6)
            },
        ),
        (
            "flick-wrist-turn-400hz",
            "A flick (2.0 m/s asked) with a big wrist turn (flexion −45°, deviation 25°), at \
             400 Hz; expect a launch aimed where the hand went",
            9003,
            400,
            FlickRequest {
                turn_degrees: Some([-45.0, 25.0]),
                ..FlickRequest::at_speed(2.0)
            },
        ),
    ]
}

/// Every checked-in file, made afresh.
fn checked_in() -> Vec<Checked> {
    let mut list = Vec::new();
    for (name, what, index, rate, request) in checked_flicks() {
        let seed = motion_seed(Family::Flick, index);
        let trace = flick_trace(seed, rate, &request);
        let truth = trace.flick.unwrap();
        list.push(Checked {
            name: name.to_string(),
            about: format!(
                "{what}.\n{}\nMotion seed {seed:#x} (flick_trace with {request:?}).",
                describe_truth(&truth)
            ),
            trace,
        });
    }
    for family in NON_FLICK_FAMILIES {
        let seed = motion_seed(family, 0);
        list.push(Checked {
            name: format!("{}-{FAMILY_RATE}hz", family.name()),
            about: format!(
                "{} at {FAMILY_RATE} Hz; expect no launch.\nThe corpus's first {} motion: \
                 motion seed {seed:#x} (realism::trace).",
                describe(family),
                family.name()
            ),
            trace: realism::trace(family, seed, FAMILY_RATE),
        });
    }
    list
}

#[test]
fn the_checked_in_realistic_traces_are_what_the_generator_makes() {
    let dir = traces_dir();
    for checked in checked_in() {
        let samples = &checked.trace.samples;
        let stored = check_trace_file(
            &dir,
            &checked.name,
            samples,
            &checked.about,
            "flick_realism",
        );
        if let Some(stored) = stored {
            assert_eq!(&read_csv(&stored).unwrap(), samples);
        }
    }
}

#[test]
fn the_checked_in_gentle_flick_is_gentle_and_the_wrist_turn_is_big() {
    let flicks: BTreeMap<&str, FlickTruth> = checked_flicks()
        .into_iter()
        .map(|(name, _, index, rate, request)| {
            let seed = motion_seed(Family::Flick, index);
            (name, flick_trace(seed, rate, &request).flick.unwrap())
        })
        .collect();
    let gentle = flicks["flick-gentle-60hz"];
    assert!((0.7..0.9).contains(&gentle.hand_speed), "{gentle:?}");
    assert!(!gentle.wind_up);
    assert!(flicks["flick-wind-up-50hz"].wind_up);
    let turn = flicks["flick-wrist-turn-400hz"];
    assert!(
        (turn.sensor_azimuth_degrees - turn.hand_azimuth_degrees).abs() > 3.0,
        "{turn:?}"
    );
}

/// Counts of a corpus: traces by rate and kind.
#[derive(Debug, Default)]
struct Counts {
    flicks: usize,
    non_flicks: usize,
    by_speed: [usize; 4],
    pairs: usize,
    no_turn: usize,
    hard: usize,
}

#[test]
fn the_corpus_has_at_least_300_flicks_and_300_non_flicks_at_every_rate_all_well_formed() {
    let mut counts: BTreeMap<u32, Counts> = BTreeMap::new();
    for trace in realism::corpus(&RATES, 1) {
        let count = counts.entry(trace.rate_hz).or_default();
        let samples = &trace.samples;
        // At least 0.4 s still on each side of the shortest stroke (80 ms): 44 samples at 50 Hz.
        assert!(
            samples.len() > 40,
            "{} {}",
            trace.family.name(),
            trace.motion_seed
        );
        for pair in samples.windows(2) {
            let gap = (pair[1].timestamp_ns - pair[0].timestamp_ns) as f64 / 1e9;
            assert!(
                gap > 0.0 && gap < 0.1,
                "{} {}: {gap}",
                trace.family.name(),
                trace.motion_seed
            );
        }
        assert!(samples.iter().all(|s| {
            s.acceleration
                .iter()
                .chain(&s.rotation_rate)
                .chain(&s.attitude)
                .all(|v| v.is_finite())
        }));
        match trace.flick {
            None => count.non_flicks += 1,
            Some(truth) => {
                count.flicks += 1;
                count.pairs += usize::from(truth.wind_up_pair.is_some());
                count.no_turn += usize::from(!truth.wrist_turn);
                count.hard += usize::from(truth.hard);
                let bin = [0.7, 1.0, 1.5, f64::INFINITY]
                    .iter()
                    .position(|&top| truth.hand_speed < top)
                    .unwrap();
                if !truth.hard {
                    count.by_speed[bin] += 1;
                }
            }
        }
    }
    assert_eq!(counts.keys().copied().collect::<Vec<_>>(), RATES.to_vec());
    for (rate, count) in &counts {
        assert!(
            count.flicks >= 300 && count.non_flicks >= 300,
            "{rate} Hz: {count:?}"
        );
        // The measured speeds land near the strata they were drawn from.
        // The widened hand (issue 40) draws the first 400's speeds a second time.
        for (bin, want) in count.by_speed.iter().zip([80, 240, 240, 240]) {
            assert!(*bin * 10 >= want * 7, "{rate} Hz: {count:?}");
        }
        assert_eq!(count.no_turn, 40, "{rate} Hz");
        assert_eq!(count.hard, 20, "{rate} Hz");
        assert!(count.pairs >= 240, "{rate} Hz: {count:?}");
    }
}

/// How long the whole corpus takes to make at every rate: run with
/// `cargo test -p catapult-flick-lab --test flick_realism -- --ignored --nocapture`.
#[test]
#[ignore = "a timing, not a check"]
fn time_the_whole_corpus() {
    let start = Instant::now();
    let mut traces = 0;
    let mut samples = 0;
    for trace in realism::corpus(&RATES, 1) {
        traces += 1;
        samples += trace.samples.len();
    }
    println!(
        "{traces} traces, {samples} samples in {:.2} s",
        start.elapsed().as_secs_f64()
    );
}
