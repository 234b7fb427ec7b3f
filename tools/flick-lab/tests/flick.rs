//! The flick lab's half-sine generator and the detector: the trace files of `tests/traces/`
//! are what the generator makes (`the_checked_in_traces_are_what_the_generator_makes`), and the
//! detector's stories on freshly generated motion: every seed of every flick, directions at
//! every rate, the movements that must launch nothing at any rate, a phone put down, bad
//! samples mixed into a good flick, calibration, the refractory time, and a second of samples
//! pushed through without allocating. The stories told from the checked-in files alone are the
//! product's own, in core/tests/flick.rs.
//!
//! After an intended change of the generator, regenerate the files with
//! `UPDATE_TRACES=1 cargo test -p catapult-flick-lab --test flick` and review the diff.

// Test helpers may unwrap: a failure is the test failing.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use catapult_core::flick::{
    FlickDetector, FlickLaunch, FlickSettings, FlickState, MAX_SPEED, MotionSample, NoFlick,
    Rejected, STANDARD_GRAVITY, detect, launch_speed, write_csv,
};
use catapult_flick_lab::generator::{
    self, FlickModel, dropped, flick, holding_still, put_down, set_down, slow_sweep, tap, walking,
};
use catapult_flick_lab::realism;
use proptest::prelude::*;

mod common;
use common::check_trace_file;
#[path = "../../../core/tests/flick_traces/mod.rs"]
mod flick_traces;
use flick_traces::{
    BAD_SAMPLES_IN_THE_FLICK, DIRECTIONS, RATES, assert_finite, assert_within, direction_name,
    launch, no_flick, read, traces_dir,
};
use std::hint::black_box;

/// One trace file: its name (without `.csv`), what it shows, and its samples.
struct Trace {
    name: String,
    about: String,
    samples: Vec<MotionSample>,
}

fn strength_model(strength: &str, rate: u32) -> FlickModel {
    match strength {
        "light" => FlickModel::light(f64::from(rate)),
        "medium" => FlickModel::medium(f64::from(rate)),
        "hard" => FlickModel::hard(f64::from(rate)),
        _ => panic!("no {strength} flick"),
    }
}

fn direction_model(degrees: i32) -> FlickModel {
    FlickModel {
        direction_degrees: f64::from(degrees),
        ..FlickModel::medium(100.0)
    }
}

/// How the model is described in a trace file's comment.
fn describe(model: &FlickModel) -> String {
    format!(
        "hand speed {} m/s, accelerating {} ms, braking {} ms, direction {}°, pitch {}°, \
         tremor {} m/s² at {} Hz, noise {} m/s², jitter {} of the period, {} Hz",
        model.peak_hand_speed,
        model.accelerating * 1000.0,
        model.braking * 1000.0,
        model.direction_degrees,
        model.pitch_degrees,
        model.tremor,
        model.tremor_hz,
        model.noise,
        model.jitter,
        model.rate_hz
    )
}

/// A medium flick at 100 Hz with bad samples mixed in, and how many of each kind:
/// a gap of 0.16 s in the quiet lead-in, a NaN acceleration, an attitude of zeros, an absurd
/// acceleration, an infinite rotation rate and a timestamp going backwards during the
/// accelerating lobe, a duplicate timestamp, an absurd rotation rate and a −∞ quaternion
/// component in the braking lobe.
fn with_bad_samples(clean: &[MotionSample]) -> (Vec<MotionSample>, Rejected) {
    let at = |seconds: f64| (seconds * 1e9) as i64;
    let mut samples: Vec<MotionSample> = clean
        .iter()
        .filter(|s| !(at(0.05)..at(0.21)).contains(&s.timestamp_ns))
        .copied()
        .collect();
    // (after this time, the bad sample made from the good one before it)
    type Spoil = fn(MotionSample) -> MotionSample;
    let spoils: [(f64, Spoil); 8] = [
        (0.25, |mut s| {
            s.acceleration[0] = f64::NAN;
            s.timestamp_ns += 4_000_000;
            s
        }),
        (0.3, |mut s| {
            s.attitude = [0.0; 4];
            s.timestamp_ns += 4_000_000;
            s
        }),
        (0.35, |mut s| {
            s.acceleration[1] = 1e6;
            s.timestamp_ns += 4_000_000;
            s
        }),
        (0.43, |mut s| {
            s.rotation_rate[2] = f64::INFINITY;
            s.timestamp_ns += 4_000_000;
            s
        }),
        (0.45, |mut s| {
            s.timestamp_ns -= 30_000_000;
            s
        }),
        (0.47, |s| s),
        (0.52, |mut s| {
            s.rotation_rate = [1e3, 0.0, 0.0];
            s.timestamp_ns += 4_000_000;
            s
        }),
        (0.55, |mut s| {
            s.attitude[0] = f64::NEG_INFINITY;
            s.timestamp_ns += 4_000_000;
            s
        }),
    ];
    for (after, spoil) in spoils {
        let index = samples
            .iter()
            .position(|s| s.timestamp_ns > at(after))
            .unwrap();
        let bad = spoil(samples[index - 1]);
        samples.insert(index, bad);
    }
    (samples, BAD_SAMPLES_IN_THE_FLICK)
}

/// Every trace file, made afresh by the generator.
fn traces() -> Vec<Trace> {
    let mut list = Vec::new();
    let mut seed = 500;
    let mut next_seed = || {
        seed += 1;
        seed
    };
    for rate in RATES {
        for strength in ["light", "medium", "hard"] {
            let model = strength_model(strength, rate);
            let seed = next_seed();
            list.push(Trace {
                name: format!("flick-{strength}-{rate}hz"),
                about: format!(
                    "A {strength} flick straight ahead at {rate} Hz; expect a launch.\n{}; seed {seed}.",
                    describe(&model)
                ),
                samples: flick(&model, seed),
            });
        }
    }
    for degrees in DIRECTIONS {
        let model = direction_model(degrees);
        let seed = next_seed();
        let expect = if degrees.abs() <= 90 {
            format!("expect a launch aimed {degrees}°")
        } else {
            "behind the player: expect a launch aimed at the nearest side, ±90°".to_string()
        };
        list.push(Trace {
            name: direction_name(degrees),
            about: format!(
                "A medium flick toward {degrees}° (counter-clockwise from where the phone points); {expect}.\n{}; seed {seed}.",
                describe(&model)
            ),
            samples: flick(&model, seed),
        });
    }
    let phone = FlickModel::medium(100.0);
    let mut add = |name: &str, about: &str, samples: Vec<MotionSample>| {
        list.push(Trace {
            name: name.to_string(),
            about: format!(
                "{about}\nThe phone: pitch {}°, tremor {} m/s² at {} Hz, noise {} m/s², jitter {}, {} Hz.",
                phone.pitch_degrees,
                phone.tremor,
                phone.tremor_hz,
                phone.noise,
                phone.jitter,
                phone.rate_hz
            ),
            samples,
        });
    };
    add(
        "still",
        "Holding the phone still for 2 s; expect no flick (too gentle).",
        holding_still(&phone, 2.0, 601),
    );
    add(
        "walking",
        "Walking for 4 s with the phone held in front; expect no flick (too gentle).",
        walking(&phone, 4.0, 602),
    );
    add(
        "tap",
        "A firm tap on the screen; expect no flick (too gentle).",
        tap(&phone, 603),
    );
    add(
        "set-down",
        "Setting the phone down on the table; expect no flick (too short: the landing jolt).",
        set_down(&phone, 604),
    );
    add(
        "slow-sweep",
        "A slow sweep of the arm to the left; expect no flick (too gentle).",
        slow_sweep(&phone, 605),
    );
    add(
        "dropped",
        "The phone slips out of the hand and falls about 1 m; expect no flick (dropped).",
        dropped(&phone, 606),
    );
    let (bad, _) = with_bad_samples(&flick(&FlickModel::medium(100.0), 607));
    add(
        "flick-with-bad-samples",
        "A medium flick at 100 Hz (seed 607) with bad samples mixed in: a 0.16 s gap, NaN, ±inf, \
         an attitude of zeros, absurd magnitudes, a timestamp going backwards and a duplicate; \
         expect a launch, with 9 samples rejected.",
        bad,
    );
    list
}

/// The launch speed the generator's hand speed should give.
fn expected_speed(model: &FlickModel) -> f64 {
    launch_speed(model.peak_hand_speed).unwrap()
}

fn assert_same_launch(got: &FlickLaunch, want: &FlickLaunch) {
    assert_within(got.speed, want.speed, 1e-6, "speed");
    assert_within(got.strength, want.strength, 1e-6, "strength");
    assert!(
        (got.aim_degrees - want.aim_degrees).abs() < 1e-4,
        "{got:?} {want:?}"
    );
    assert!(
        (got.elevation_degrees - want.elevation_degrees).abs() < 1e-4,
        "{got:?} {want:?}"
    );
}

#[test]
fn the_checked_in_traces_are_what_the_generator_makes() {
    let dir = traces_dir();
    for trace in traces() {
        check_trace_file(&dir, &trace.name, &trace.samples, &trace.about, "flick");
    }
}

#[test]
fn every_seed_of_every_flick_comes_out_within_ten_percent_of_the_hands_speed() {
    for rate in RATES {
        for strength in ["light", "medium", "hard"] {
            let model = strength_model(strength, rate);
            for seed in 0..20 {
                let launch = launch(&flick(&model, seed));
                let what = format!("{strength} at {rate} Hz, seed {seed}");
                assert_within(launch.speed, expected_speed(&model), 0.10, &what);
            }
        }
    }
}

#[test]
fn flicks_from_the_generator_go_where_the_hand_went_at_every_rate() {
    // Eight directions within the catapult's reach, at every rate, straight from the
    // generator (the direction files are checked in core/tests/flick.rs).
    for rate in RATES {
        for degrees in [-85.0, -67.5, -45.0, -22.5, 22.5, 45.0, 67.5, 85.0] {
            let model = FlickModel {
                direction_degrees: degrees,
                ..FlickModel::light(f64::from(rate))
            };
            let aim = launch(&flick(&model, 11)).aim_degrees;
            assert!(
                (aim - degrees).abs() <= 10.0,
                "{degrees}° at {rate} Hz: {aim}"
            );
        }
    }
}

#[test]
fn a_level_flick_gives_45_degrees_whatever_the_pitch_and_the_strokes_slope_raises_or_flattens_it() {
    let cases = [
        (10.0, 0.0, 45.0),
        (45.0, 0.0, 45.0),
        (80.0, 0.0, 45.0),
        (45.0, 10.0, 55.0),
        (45.0, -10.0, 35.0),
        (0.0, 25.0, 60.0),
        (0.0, -25.0, 30.0),
    ];
    for (pitch, rise, elevation) in cases {
        let model = FlickModel {
            pitch_degrees: pitch,
            rise_degrees: rise,
            ..FlickModel::medium(100.0)
        };
        let launch = launch(&flick(&model, 3));
        assert!(
            (launch.elevation_degrees - elevation).abs() < 1.5,
            "pitch {pitch}, rise {rise}: {launch:?}"
        );
        assert!(launch.aim_degrees.abs() < 10.0, "pitch {pitch}: {launch:?}");
    }
}

#[test]
fn holding_still_walking_a_tap_setting_down_a_sweep_and_a_drop_launch_nothing_at_any_rate() {
    use NoFlick::{Dropped, TooGentle, TooShort};
    // The movements of the checked-in files (core/tests/flick.rs), at every rate and many
    // seeds: never a launch, always a reason that fits.
    type Movement = fn(&FlickModel, u64) -> Vec<MotionSample>;
    let movements: [(&str, Movement, &[NoFlick]); 6] = [
        ("still", |m, s| holding_still(m, 2.0, s), &[TooGentle]),
        (
            "walking",
            |m, s| walking(m, 4.0, s),
            &[
                TooGentle,
                NoFlick::TooSlow,
                NoFlick::Unsteady,
                NoFlick::Shake,
            ],
        ),
        ("tap", tap, &[TooGentle, TooShort]),
        (
            "set-down",
            set_down,
            &[TooGentle, TooShort, NoFlick::TooSlow],
        ),
        ("slow-sweep", slow_sweep, &[TooGentle, NoFlick::TooSlow]),
        ("dropped", dropped, &[Dropped]),
    ];
    for rate in RATES {
        let phone = FlickModel::medium(f64::from(rate));
        for (name, movement, reasons) in movements {
            for seed in 0..10 {
                let why = no_flick(&movement(&phone, seed));
                assert!(
                    reasons.contains(&why),
                    "{name} at {rate} Hz, seed {seed}: {why:?}"
                );
            }
        }
    }
}

#[test]
fn a_phone_put_down_on_the_table_never_fires_whichever_way_and_at_every_rate() {
    // Quick to start, easing off all the way down, a little slide as it lands: at its
    // fastest early, like a flick, and pointing anywhere from 45° right to 45° left.
    let mut fired = Vec::new();
    let mut reasons = std::collections::BTreeMap::new();
    for rate in [50.0, 60.0, 100.0, 200.0, 400.0] {
        // A phone's accelerometer (300 µg/√Hz, the noisiest of the realistic model's): the
        // preset's 0.15 m/s² at every rate would hide a table's stillness behind noise no
        // phone has.
        let noise = 300e-6 * STANDARD_GRAVITY * (rate / 2.0_f64).sqrt();
        let phone = FlickModel {
            noise,
            ..FlickModel::medium(rate)
        };
        for direction in [-45.0, -30.0, -15.0, 0.0, 15.0, 30.0, 45.0] {
            for seed in 0..6 {
                match detect(&put_down(&phone, direction, seed), FlickSettings::default()).0 {
                    Ok(launch) => {
                        fired.push(format!("{rate} Hz, {direction}°, seed {seed}: {launch:?}"))
                    }
                    Err(why) => *reasons.entry(format!("{why:?}")).or_insert(0) += 1,
                }
            }
        }
    }
    assert!(
        fired.is_empty(),
        "{} of 210 put-downs fired (the others: {reasons:?}):\n{}",
        fired.len(),
        fired.join("\n")
    );
}

#[test]
fn a_hand_that_holds_the_phone_dead_still_after_a_flick_still_launches_but_a_level_one_lies_on_a_table()
 {
    // No tremor at all and a quiet sensor: after the flick the phone is as still as on a
    // table. Held at the hand's 30° it is still in a hand; lying level it is on the table.
    let noise = 300e-6 * STANDARD_GRAVITY * (100.0_f64 / 2.0).sqrt();
    let still_hand = |pitch_degrees: f64| FlickModel {
        tremor: 0.0,
        noise,
        pitch_degrees,
        ..FlickModel::medium(100.0)
    };
    for seed in 0..5 {
        let held = detect(&flick(&still_hand(30.0), seed), FlickSettings::default()).0;
        assert!(held.is_ok(), "seed {seed}: {held:?}");
        assert_eq!(
            no_flick(&flick(&still_hand(0.0), seed)),
            NoFlick::PutDown,
            "seed {seed}"
        );
    }
}

#[test]
fn a_long_shove_is_too_slow_and_what_is_left_of_it_launches_nothing() {
    // 6 m/s over 0.6 s (peaking at 16 m/s²), then slowing down gently over 0.8 s.
    let model = FlickModel {
        peak_hand_speed: 6.0,
        accelerating: 0.6,
        braking: 0.8,
        ..FlickModel::medium(100.0)
    };
    for seed in 0..5 {
        assert_eq!(no_flick(&flick(&model, seed)), NoFlick::TooSlow);
    }
}

#[test]
fn a_nudge_of_0_4_m_per_s_is_too_gentle_but_a_soft_flick_of_0_7_launches() {
    let nudge = FlickModel {
        peak_hand_speed: 0.4,
        ..FlickModel::light(100.0)
    };
    assert_eq!(no_flick(&flick(&nudge, 1)), NoFlick::TooGentle);
    let soft = FlickModel {
        peak_hand_speed: 0.7,
        ..FlickModel::light(100.0)
    };
    assert_within(
        launch(&flick(&soft, 1)).speed,
        expected_speed(&soft),
        0.10,
        "0.7",
    );
}

#[test]
fn bad_samples_are_skipped_and_counted_and_the_flick_still_comes_out() {
    let clean = launch(&flick(&FlickModel::medium(100.0), 607));
    let (samples, expected) = with_bad_samples(&flick(&FlickModel::medium(100.0), 607));
    // (compared as text: NaN is not equal to itself)
    assert!(write_csv(&samples, "") == write_csv(&read("flick-with-bad-samples"), ""));
    let (result, rejected) = detect(&samples, FlickSettings::default());
    assert_eq!(rejected, expected);
    let launch = result.unwrap();
    assert_finite(&launch);
    assert_within(launch.speed, clean.speed, 0.10, "with bad samples");
    assert_within(
        launch.speed,
        expected_speed(&FlickModel::medium(100.0)),
        0.10,
        "with bad samples",
    );
    assert!((launch.aim_degrees - clean.aim_degrees).abs() < 5.0);
}

#[test]
fn nothing_but_bad_samples_is_no_signal_and_an_unarmed_detector_says_so() {
    let mut samples = flick(&FlickModel::medium(100.0), 1);
    for sample in &mut samples {
        sample.acceleration[2] = f64::NAN;
    }
    let (result, rejected) = detect(&samples, FlickSettings::default());
    assert_eq!(result, Err(NoFlick::NoSignal));
    assert_eq!(rejected.not_finite as usize, samples.len());
    assert_eq!(
        detect(&[], FlickSettings::default()).0,
        Err(NoFlick::NoSignal)
    );

    let mut detector = FlickDetector::new(FlickSettings::default());
    assert_eq!(detector.push(&flick(&FlickModel::hard(100.0), 1)), None);
    assert_eq!(detector.state(), FlickState::Idle);
    assert_eq!(detector.disarm(), Err(NoFlick::NotArmed));
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn a_flick_with_random_samples_spoiled_still_gives_a_finite_launch_or_none(
        spoiled in proptest::collection::vec((0usize..110, 0usize..11, any::<f64>()), 0..12),
    ) {
        let mut samples = flick(&FlickModel::medium(100.0), 3);
        let count = samples.len();
        for (index, field, value) in spoiled {
            let sample = &mut samples[index % count];
            match field {
                0 => sample.timestamp_ns = value as i64,
                1..=3 => sample.acceleration[field - 1] = value,
                4..=6 => sample.rotation_rate[field - 4] = value,
                _ => sample.attitude[field - 7] = value,
            }
        }
        if let (Ok(launch), _) = detect(&samples, FlickSettings::default()) {
            prop_assert!(launch.speed.is_finite() && launch.aim_degrees.is_finite());
        }
    }
}

#[test]
fn a_player_whose_hardest_flick_is_1_5_m_per_s_gets_full_power_at_1_5() {
    let model = FlickModel {
        peak_hand_speed: 1.5,
        ..FlickModel::medium(100.0)
    };
    let samples = flick(&model, 21);
    let uncalibrated = launch(&samples);
    assert!(uncalibrated.speed < 0.75 * MAX_SPEED, "{uncalibrated:?}");

    let mut detector = FlickDetector::new(FlickSettings::default());
    detector.calibrate(1.5);
    assert_eq!(detector.calibration(), 2.0);
    detector.arm();
    detector.push(&samples);
    let calibrated = detector.disarm().unwrap();
    assert_within(calibrated.speed, MAX_SPEED, 0.10, "calibrated to 1.5 m/s");
    assert_within(calibrated.strength, 2.0 * uncalibrated.strength, 1e-9, "x2");

    // Calibrated by the very flick it measured, the same flick is exactly full power.
    let mut detector = FlickDetector::new(FlickSettings::default());
    detector.calibrate(uncalibrated.strength);
    detector.arm();
    detector.push(&samples);
    assert_within(detector.disarm().unwrap().speed, MAX_SPEED, 1e-9, "self");

    // Half the flick of the calibrated player is about half the power range.
    let half = FlickModel {
        peak_hand_speed: 0.9,
        ..model
    };
    let mut detector = FlickDetector::new(FlickSettings::default());
    detector.calibrate(1.5);
    detector.arm();
    detector.push(&flick(&half, 22));
    let calibrated = detector.disarm().unwrap();
    assert_within(calibrated.speed, launch_speed(1.8).unwrap(), 0.10, "half");

    // Nonsense is ignored, and the factor stays between ×0.5 and ×3.
    let mut detector = FlickDetector::new(FlickSettings::default());
    detector.calibrate(f64::NAN);
    detector.calibrate(-1.0);
    assert_eq!(detector.calibration(), 1.0);
    detector.calibrate(0.1);
    assert_eq!(detector.calibration(), 3.0);
    detector.calibrate(100.0);
    assert_eq!(detector.calibration(), 0.5);
}

/// `b` from `from` s on, appended to `a` up to `until` s, one 10 ms period later.
fn then(a: &[MotionSample], until: f64, b: &[MotionSample], from: f64) -> Vec<MotionSample> {
    let (until, from) = ((until * 1e9) as i64, (from * 1e9) as i64);
    let mut joined: Vec<MotionSample> = a
        .iter()
        .filter(|s| s.timestamp_ns < until)
        .copied()
        .collect();
    let end = joined.last().unwrap().timestamp_ns;
    let rest: Vec<&MotionSample> = b.iter().filter(|s| s.timestamp_ns >= from).collect();
    let start = rest[0].timestamp_ns;
    for sample in rest {
        joined.push(MotionSample {
            timestamp_ns: sample.timestamp_ns - start + end + 10_000_000,
            ..*sample
        });
    }
    joined
}

#[test]
fn a_second_flick_right_after_the_first_waits_for_rearming_and_the_refractory_time() {
    // A medium flick released at about 0.49 s; 0.15 s after 0.62 s a hard flick starts, inside
    // the refractory time (0.5 s); 0.4 s after that trace ends (at about 1.37 s), a light one.
    let first = flick(&FlickModel::medium(100.0), 31);
    let second = flick(&FlickModel::hard(100.0), 32);
    let third = flick(&FlickModel::light(100.0), 33);
    let two = then(&first, 0.62, &second, 0.25);
    let end_of_two = two.last().unwrap().timestamp_ns as f64 / 1e9;
    let all = then(&two, 10.0, &third, 0.0);
    let expected_first = launch(&first);

    // Held down throughout: one launch, the first; nothing more is detected until re-armed.
    let mut detector = FlickDetector::new(FlickSettings::default());
    detector.arm();
    let launches: Vec<FlickLaunch> = all
        .chunks(4)
        .filter_map(|batch| detector.push(batch))
        .collect();
    // The launch is measured through the end of the stroke, which the second flick's start
    // cuts a few ticks short: the same launch to a millionth.
    assert_eq!(launches.len(), 1, "{launches:?}");
    assert_same_launch(&launches[0], &expected_first);
    assert_eq!(detector.disarm().map(|l| l.speed), Ok(launches[0].speed));

    // Re-armed as soon as the first launch came: the second flick falls in the refractory time
    // and is ignored whole (not even its end launches); the third is detected.
    let mut detector = FlickDetector::new(FlickSettings::default());
    detector.arm();
    let mut launches = Vec::new();
    for sample in &all {
        if let Some(launch) = detector.push(std::slice::from_ref(sample)) {
            launches.push((sample.timestamp_ns as f64 / 1e9, launch));
            detector.disarm().unwrap();
            detector.arm();
        }
    }
    assert_eq!(launches.len(), 2, "{launches:?}");
    assert_same_launch(&launches[0].1, &expected_first);
    let (when, third_launch) = launches[1];
    assert!(when > end_of_two + generator::LEAD_IN, "at {when} s");
    assert_within(
        third_launch.speed,
        expected_speed(&FlickModel::light(100.0)),
        0.10,
        "the third flick",
    );
}

#[test]
fn flicks_shakes_and_stillness_at_200_and_400_hz_go_through_the_detector_without_allocating() {
    // The counter is live: a box counts.
    let boxed = allocation_counter::measure(|| {
        black_box(Box::new(7u64));
    });
    assert_eq!(boxed.count_total, 1);

    let samples = flick(&FlickModel::medium(200.0), 41);
    let still = holding_still(&FlickModel::medium(200.0), 1.0, 42);
    assert!(samples.len() >= 200 && still.len() >= 200);
    // A realistic flick at 400 Hz and a shake: strokes measured, refitted and confirmed.
    let fast = realism::flick_trace(
        realism::motion_seed(realism::Family::Flick, 200),
        400,
        &realism::FlickRequest::at_speed(1.5),
    )
    .samples;
    let shake = realism::trace(
        realism::Family::ShakeY,
        realism::motion_seed(realism::Family::ShakeY, 0),
        200,
    )
    .samples;
    let mut detector = FlickDetector::new(FlickSettings::default());
    let info = allocation_counter::measure(|| {
        for trace in [&samples, &still, &fast, &shake] {
            detector.arm();
            for batch in trace.chunks(5) {
                black_box(detector.push(black_box(batch)));
            }
            black_box(detector.disarm().ok());
        }
        black_box(detect(black_box(&samples), FlickSettings::default()).0.ok());
    });
    assert_eq!(info.count_total, 0, "{info:?}");
}

#[test]
fn an_attitude_too_long_to_be_a_rotation_is_skipped_and_the_flick_still_comes_out() {
    let clean = flick(&FlickModel::medium(100.0), 61);
    let expected = launch(&clean);
    let mut spoiled = clean.clone();
    // In the middle of the stroke: its square would overflow to infinity.
    spoiled[45].attitude = [0.0, 0.0, 1e200, 0.0];
    let (result, rejected) = detect(&spoiled, FlickSettings::default());
    assert_eq!(rejected.bad_attitude, 1);
    assert_within(
        result.unwrap().speed,
        expected.speed,
        0.05,
        "one attitude skipped",
    );
}

#[test]
fn an_attitude_scaled_by_1e155_is_skipped_and_counted_and_the_flick_still_launches() {
    let clean = flick(&FlickModel::medium(100.0), 61);
    let expected = launch(&clean);
    // The phone's own attitude, made absurdly long (its square overflows to infinity), long
    // but with a finite square, and so short that its square is zero.
    for scale in [1e155, 1e100, 1e-170] {
        let mut spoiled = clean.clone();
        spoiled[45].attitude = spoiled[45].attitude.map(|c| c * scale);
        let (result, rejected) = detect(&spoiled, FlickSettings::default());
        assert_eq!(
            rejected,
            Rejected {
                bad_attitude: 1,
                ..Rejected::default()
            },
            "scaled by {scale:e}"
        );
        let launch = result.unwrap_or_else(|why| panic!("scaled by {scale:e}: {why}"));
        assert_within(
            launch.speed,
            expected.speed,
            0.05,
            &format!("one attitude scaled by {scale:e} skipped"),
        );
    }
}

#[test]
fn a_trace_whose_every_attitude_is_scaled_by_1e155_is_no_signal_not_a_fall() {
    let mut samples = flick(&FlickModel::medium(100.0), 61);
    for sample in &mut samples {
        sample.attitude = sample.attitude.map(|c| c * 1e155);
    }
    let (result, rejected) = detect(&samples, FlickSettings::default());
    assert_eq!(result, Err(NoFlick::NoSignal));
    assert_eq!(rejected.bad_attitude as usize, samples.len());
}

#[test]
fn a_flick_made_right_after_pressing_the_button_launches() {
    // The button goes down 20 ms before the hand moves: no moment of rest is seen after it.
    let model = FlickModel::medium(100.0);
    let samples: Vec<MotionSample> = flick(&model, 62)
        .into_iter()
        .filter(|s| s.timestamp_ns as f64 / 1e9 >= generator::LEAD_IN - 0.02)
        .collect();
    assert_within(
        launch(&samples).speed,
        expected_speed(&model),
        0.10,
        "at once",
    );
}

#[test]
fn a_gap_in_the_samples_after_the_flick_launches_it_as_measured() {
    // The phone stops reporting 0.15 s after the stroke's fastest moment, for 0.3 s: the
    // stroke, measured and being watched for a shake, is launched, not lost.
    let model = FlickModel::medium(100.0);
    let samples = flick(&model, 63);
    let peak = generator::LEAD_IN + model.accelerating;
    let cut: Vec<MotionSample> = samples
        .iter()
        .filter(|s| {
            let t = s.timestamp_ns as f64 / 1e9;
            t < peak + 0.15 || t > peak + 0.45
        })
        .copied()
        .collect();
    let (result, rejected) = detect(&cut, FlickSettings::default());
    assert_eq!(rejected.gaps, 1);
    assert_within(
        result.unwrap().speed,
        expected_speed(&model),
        0.10,
        "across a gap",
    );
}
