//! The flick detector told stories from the checked-in motion traces of `tests/traces/`:
//! flicks light to hard at 50, 100 and 200 Hz, in eight directions, the movements that must
//! launch nothing, bad samples mixed into a good flick, batches of any size, Android and iOS
//! readings of one flick, and random samples that must never panic or launch a NaN.
//!
//! The trace files are made and checked by the flick lab (`tools/flick-lab/tests/flick.rs`, with
//! the lab's generator), which also tells the detector's stories on freshly generated motion.

// Test helpers may unwrap: a failure is the test failing.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use catapult_core::flick::{
    FlickDetector, FlickLaunch, FlickSettings, MotionSample, NoFlick, STANDARD_GRAVITY, detect,
    launch_speed,
};
use proptest::prelude::*;

mod flick_traces;
use flick_traces::{
    BAD_SAMPLES_IN_THE_FLICK, DIRECTIONS, RATES, assert_finite, assert_within, direction_name,
    launch, no_flick, read,
};

/// The hand's peak speed in the flick files of each strength, m/s, as their comments say (the
/// lab generator's presets, docs/FLICK.md); the direction files are medium flicks.
fn hand_speed(strength: &str) -> f64 {
    match strength {
        "light" => 1.0,
        "medium" => 1.8,
        "hard" => 2.6,
        _ => panic!("no {strength} flick"),
    }
}

/// The launch speed a hand speed should give.
fn expected_speed(hand_speed: f64) -> f64 {
    launch_speed(hand_speed).unwrap()
}

#[test]
fn flicks_light_to_hard_come_out_in_order_and_at_the_hands_speed_at_50_100_and_200_hz() {
    let mut speeds = Vec::new();
    for rate in RATES {
        let mut previous: Option<FlickLaunch> = None;
        for strength in ["light", "medium", "hard"] {
            let name = format!("flick-{strength}-{rate}hz");
            let launch = launch(&read(&name));
            assert_within(
                launch.speed,
                expected_speed(hand_speed(strength)),
                0.10,
                &name,
            );
            assert!(launch.aim_degrees.abs() < 10.0, "{name}: {launch:?}");
            assert!((launch.elevation_degrees - 45.0).abs() < 1.0, "{name}");
            if let Some(weaker) = previous {
                assert!(launch.strength > weaker.strength, "{name}: {launch:?}");
                assert!(launch.speed > weaker.speed, "{name}: {launch:?}");
            }
            previous = Some(launch);
            speeds.push((strength, rate, launch.speed));
        }
    }
    // The three rates agree with each other.
    for strength in ["light", "medium", "hard"] {
        let of: Vec<f64> = speeds
            .iter()
            .filter(|(s, _, _)| *s == strength)
            .map(|(_, _, speed)| *speed)
            .collect();
        let (low, high) = (
            of.iter().copied().fold(f64::MAX, f64::min),
            of.iter().copied().fold(f64::MIN, f64::max),
        );
        assert!(high <= 1.10 * low, "{strength}: {of:?}");
    }
}

#[test]
fn flicks_go_where_the_hand_went_and_a_movement_toward_the_player_is_never_launched() {
    for degrees in DIRECTIONS {
        let name = direction_name(degrees);
        let outcome = detect(&read(&name), FlickSettings::default()).0;
        if degrees.abs() > 90 {
            // The catapult cannot shoot behind, and nobody flicks toward themselves: a wind-up
            // or a recoil, never a sideways shot.
            assert_eq!(outcome, Err(NoFlick::WrongWay), "{name}");
            continue;
        }
        if degrees.abs() == 90 && outcome == Err(NoFlick::WrongWay) {
            // Square to the side the sensor's noise decides which side of the line it was.
            continue;
        }
        let launch = launch(&read(&name));
        assert_within(
            launch.speed,
            expected_speed(hand_speed("medium")),
            0.10,
            &name,
        );
        let aim = launch.aim_degrees;
        assert!((aim - f64::from(degrees)).abs() <= 10.0, "{name}: {aim}");
    }
}

#[test]
fn holding_still_walking_a_tap_setting_down_a_sweep_and_a_drop_in_the_files_launch_nothing() {
    use NoFlick::{Dropped, TooGentle};
    let cases: [(&str, NoFlick); 6] = [
        ("still", TooGentle),
        ("walking", TooGentle),
        ("tap", TooGentle),
        ("set-down", NoFlick::TooSlow),
        ("slow-sweep", NoFlick::TooSlow),
        ("dropped", Dropped),
    ];
    for (name, why) in cases {
        assert_eq!(no_flick(&read(name)), why, "{name}");
    }
}

#[test]
fn the_flick_with_bad_samples_skips_and_counts_them_and_still_launches() {
    let (result, rejected) = detect(&read("flick-with-bad-samples"), FlickSettings::default());
    // As its comment says: 9 bad samples, all counted.
    assert_eq!(rejected, BAD_SAMPLES_IN_THE_FLICK);
    let launch = result.unwrap();
    assert_finite(&launch);
    assert_within(
        launch.speed,
        expected_speed(hand_speed("medium")),
        0.10,
        "with bad samples",
    );
}

/// Samples with anything at all in them: timestamps jumping anywhere in i64, values normal,
/// huge, NaN or infinite.
fn wild_samples() -> impl Strategy<Value = Vec<MotionSample>> {
    let value = prop_oneof![
        6 => -30.0..30.0f64,
        1 => Just(f64::NAN),
        1 => Just(f64::INFINITY),
        1 => Just(f64::NEG_INFINITY),
        1 => any::<f64>(),
    ];
    let step = prop_oneof![
        8 => 1..20_000_000i64,
        1 => -50_000_000..=0i64,
        1 => any::<i64>(),
    ];
    proptest::collection::vec((step, proptest::array::uniform10(value)), 0..300).prop_map(|steps| {
        let mut timestamp = 0i64;
        steps
            .into_iter()
            .map(|(step, v)| {
                timestamp = timestamp.wrapping_add(step);
                MotionSample::android(
                    timestamp,
                    [v[0], v[1], v[2]],
                    [v[3], v[4], v[5]],
                    [v[6], v[7], v[8], v[9]],
                )
            })
            .collect()
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn any_samples_at_all_give_no_panic_and_never_a_nan_launch(samples in wild_samples()) {
        if let (Ok(launch), _) = detect(&samples, FlickSettings::default()) {
            prop_assert!(launch.speed.is_finite() && launch.aim_degrees.is_finite());
            prop_assert!(launch.elevation_degrees.is_finite() && launch.strength.is_finite());
        }
    }
}

#[test]
fn batches_of_any_size_give_the_same_launch_bit_for_bit() {
    let samples = read("flick-medium-100hz");
    let whole = launch(&samples);
    for size in [1, 3, 7, 64] {
        let mut detector = FlickDetector::new(FlickSettings::default());
        detector.arm();
        let mut launches = samples
            .chunks(size)
            .filter_map(|batch| detector.push(batch));
        assert_eq!(launches.next(), Some(whole), "batches of {size}");
        assert_eq!(launches.next(), None, "batches of {size}");
    }
}

/// The reading an iPhone gives of `sample`, `boot` seconds after it started: seconds, g, as
/// [`MotionSample::ios`] documents its arguments.
fn as_ios(sample: &MotionSample, boot: f64) -> MotionSample {
    MotionSample::ios(
        sample.timestamp_ns as f64 / 1e9 + boot,
        // Core Motion reports the opposite of the device's acceleration, in g.
        sample.acceleration.map(|a| -a / STANDARD_GRAVITY),
        sample.rotation_rate,
        sample.attitude,
    )
}

#[test]
fn android_and_ios_readings_of_the_same_flick_give_the_same_launch() {
    // Three hours after boot, as both platforms count.
    let boot_ns = 3 * 3600 * 1_000_000_000i64;
    for name in [
        "flick-medium-100hz",
        "flick-light-50hz",
        "flick-toward-45deg",
    ] {
        let samples = read(name);
        let android: Vec<MotionSample> = samples
            .iter()
            .map(|s| {
                MotionSample::android(
                    s.timestamp_ns + boot_ns,
                    s.acceleration,
                    s.rotation_rate,
                    s.attitude,
                )
            })
            .collect();
        let ios: Vec<MotionSample> = samples
            .iter()
            .map(|s| as_ios(s, boot_ns as f64 / 1e9))
            .collect();
        for (a, i) in android.iter().zip(&ios) {
            assert_eq!(a.timestamp_ns, i.timestamp_ns, "{name}");
        }
        let (a, i) = (launch(&android), launch(&ios));
        let pairs = [
            (a.speed, i.speed),
            (a.aim_degrees, i.aim_degrees),
            (a.elevation_degrees, i.elevation_degrees),
            (a.strength, i.strength),
            (a.peak_acceleration, i.peak_acceleration),
            (a.peak_rotation, i.peak_rotation),
            (a.duration, i.duration),
        ];
        for (x, y) in pairs {
            assert!((x - y).abs() <= 1e-9, "{name}: {a:?} against {i:?}");
        }
    }
}
