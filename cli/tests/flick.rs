//! `catapult flick` as a user meets it: the launch found in a recorded trace as JSON, or why
//! there is none, and friendly refusals of missing or broken trace files.

// Test helpers may unwrap: a failure is the test failing.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use serde_json::Value;
use std::path::PathBuf;

mod common;
use common::{json_report, refusal};

/// A checked-in trace file.
fn trace(name: &str) -> String {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../tests/traces")
        .join(format!("{name}.csv"))
        .to_string_lossy()
        .into_owned()
}

fn number(value: &Value) -> f64 {
    value
        .as_f64()
        .unwrap_or_else(|| panic!("not a number: {value}"))
}

#[test]
fn a_medium_flick_prints_its_launch() {
    let report = json_report(&["flick", &trace("flick-medium-100hz")]);
    let launch = &report["launch"];
    // The generator's hand speed was 1.8 m/s: a launch of about 3.2 m/s, straight ahead, at
    // the phone's pitch of 45°.
    let speed = number(&launch["speed"]);
    assert!((2.9..3.5).contains(&speed), "{report}");
    assert!(number(&launch["aim_degrees"]).abs() < 10.0, "{report}");
    assert!((number(&launch["elevation_degrees"]) - 45.0).abs() < 1.0);
    for field in ["strength", "peak_acceleration", "peak_rotation", "duration"] {
        assert!(launch[field].is_number(), "{field}: {report}");
    }
    assert_eq!(report["calibration"], 1.0);
    assert!(report["samples"].as_u64().unwrap() > 90, "{report}");
    assert_eq!(report["rejected"]["not_finite"], 0);
    assert!(report.get("no_flick").is_none());
}

#[test]
fn setting_the_phone_down_prints_no_flick_and_why() {
    let report = json_report(&["flick", &trace("set-down")]);
    // Lowering the phone to the table takes half a second: far too slow for a flick.
    assert_eq!(report["reason"], "too_slow", "{report}");
    assert!(
        report["no_flick"].as_str().unwrap().contains("slow"),
        "{report}"
    );
    assert!(report.get("launch").is_none());
    let report = self::json_report(&["flick", &trace("dropped")]);
    assert_eq!(report["reason"], "dropped", "{report}");
}

#[test]
fn bad_samples_are_counted_by_reason() {
    let report = json_report(&["flick", &trace("flick-with-bad-samples")]);
    assert!(report["launch"]["speed"].is_number(), "{report}");
    let rejected = &report["rejected"];
    for (reason, count) in [
        ("not_finite", 3),
        ("backwards", 1),
        ("duplicate", 1),
        ("gaps", 1),
        ("absurd", 2),
        ("bad_attitude", 1),
    ] {
        assert_eq!(rejected[reason], count, "{reason}: {report}");
    }
}

#[test]
fn calibration_gives_a_gentle_player_more_power() {
    let medium = trace("flick-medium-100hz");
    let plain = json_report(&["flick", &medium]);
    let strength = number(&plain["launch"]["strength"]);
    let calibrated = json_report(&["flick", &medium, "--calibrate", &strength.to_string()]);
    // Their own hardest flick is full power.
    assert!(
        (number(&calibrated["launch"]["speed"]) - 5.0).abs() < 1e-9,
        "{calibrated}"
    );
    assert!(number(&calibrated["calibration"]) > 1.5, "{calibrated}");
    // Calibration multiplies by at most 3.
    let light = json_report(&["flick", &trace("flick-light-100hz"), "--calibrate", "0.5"]);
    assert_eq!(light["calibration"], 3.0, "{light}");
}

#[test]
fn a_missing_or_broken_trace_is_refused_with_what_to_do() {
    let message = refusal(&["flick", "no-such-trace.csv"]);
    assert!(message.contains("cannot read the trace"), "{message}");
    assert!(message.contains("no-such-trace.csv"), "{message}");

    let dir = std::env::temp_dir().join(format!("catapult-flick-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let broken = dir.join("broken.csv");
    std::fs::write(
        &broken,
        "timestamp_ns,ax,ay,az,gx,gy,gz,qw,qx,qy,qz\n\
         0,0,0,0,0,0,0,1,0,0,0\n\
         10000000,0,zero,0,0,0,0,1,0,0,0\n",
    )
    .unwrap();
    let message = refusal(&["flick", &broken.to_string_lossy()]);
    assert!(message.contains("broken.csv, line 3"), "{message}");
    assert!(message.contains("`zero` in column ay"), "{message}");
    assert!(message.contains("timestamp_ns,ax,ay,az"), "{message}");

    let message = refusal(&["flick", &trace("tap"), "--calibrate", "0"]);
    assert!(message.contains("--calibrate"), "{message}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_trace_of_a_hundred_megabytes_is_refused_without_being_read() {
    let dir = common::TempDir::new("flick-huge");
    let huge = dir.0.join("huge.csv");
    // A sparse file: 100 MB long, taking no disk.
    std::fs::File::create(&huge)
        .unwrap()
        .set_len(100_000_000)
        .unwrap();
    let message = refusal(&["flick", &huge.to_string_lossy()]);
    assert!(
        message.contains("huge.csv: the trace is 100.0 MB"),
        "{message}"
    );
    assert!(message.contains("cut it to the flick"), "{message}");
}
