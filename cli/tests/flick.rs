//! `catapult flick` as a user meets it: the launch found in a recorded trace in words with its
//! arc drawn or as JSON, or why there is none; sensitivities; a trace saved as a recording; and
//! friendly refusals of missing or broken trace files.

// Test helpers may unwrap: a failure is the test failing.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use serde_json::Value;
use std::path::PathBuf;

mod common;
use common::{catapult_output, json_report, refusal, text};

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
    let report = json_report(&["flick", &trace("flick-medium-100hz"), "--json"]);
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
    let practice = &report["practice"];
    assert_eq!(practice["launched"], true, "{report}");
    assert_eq!(practice["launch"]["speed_m_per_s"], launch["speed"]);
    assert_eq!(practice["arc"].as_array().unwrap().len(), 12, "{report}");
}

#[test]
fn setting_the_phone_down_prints_no_flick_and_why() {
    let report = json_report(&["flick", &trace("set-down"), "--json"]);
    // Lowering the phone to the table takes half a second: far too slow for a flick.
    assert_eq!(report["reason"], "too_slow", "{report}");
    assert!(
        report["no_flick"].as_str().unwrap().contains("slow"),
        "{report}"
    );
    assert!(report.get("launch").is_none());
    let report = self::json_report(&["flick", &trace("dropped"), "--json"]);
    assert_eq!(report["reason"], "dropped", "{report}");
}

#[test]
fn bad_samples_are_counted_by_reason() {
    let report = json_report(&["flick", &trace("flick-with-bad-samples"), "--json"]);
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
    let plain = json_report(&["flick", &medium, "--json"]);
    let strength = number(&plain["launch"]["strength"]);
    let calibrated = json_report(&[
        "flick",
        &medium,
        "--calibrate",
        &strength.to_string(),
        "--json",
    ]);
    // Their own hardest flick is full power.
    assert!(
        (number(&calibrated["launch"]["speed"]) - 5.0).abs() < 1e-9,
        "{calibrated}"
    );
    assert!(number(&calibrated["calibration"]) > 1.5, "{calibrated}");
    // Calibration multiplies by at most 3.
    let light = json_report(&[
        "flick",
        &trace("flick-light-100hz"),
        "--calibrate",
        "0.5",
        "--json",
    ]);
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

fn words(args: &[&str]) -> String {
    let output = catapult_output(args);
    assert!(output.status.success(), "{}", text(&output.stderr));
    text(&output.stdout)
}

#[test]
fn a_medium_flick_reads_as_the_practice_screen_says_it_with_its_arc_drawn() {
    let shown = words(&["flick", &trace("flick-medium-100hz")]);
    let lines: Vec<&str> = shown.lines().collect();
    assert!(
        lines[0].ends_with("straight ahead, a middle arc"),
        "{shown}"
    );
    assert!(lines[0].contains(" m/s, "), "{shown}");
    assert!(lines[1].ends_with('.'), "{shown}");
    let picture = &lines[3..];
    assert!(picture.len() <= 10, "{shown}");
    assert!(
        picture.iter().all(|line| line.chars().count() <= 60),
        "{shown}"
    );
    assert!(picture.last().unwrap().starts_with("===="), "{shown}");
    assert!(picture[0].contains('*'), "{shown}");
}

#[test]
fn a_phone_put_down_says_why_nothing_launched_and_what_to_do() {
    let shown = words(&["flick", &trace("set-down")]);
    let lines: Vec<&str> = shown.lines().collect();
    assert_eq!(lines.len(), 2, "no arc without a launch: {shown}");
    assert!(lines[1].starts_with("Hold the"), "{shown}");
}

#[test]
fn a_light_flick_goes_further_on_gentle_than_on_firm() {
    let speed = |sensitivity: &str| {
        let report = json_report(&[
            "flick",
            &trace("flick-light-100hz"),
            "--sensitivity",
            sensitivity,
            "--json",
        ]);
        number(&report["launch"]["speed"])
    };
    assert!(speed("gentle") > speed("normal") && speed("normal") > speed("firm"));
    let message = refusal(&["flick", &trace("tap"), "--sensitivity", "soft"]);
    assert!(message.contains("use gentle, normal or firm"), "{message}");
}

#[test]
fn a_trace_saved_as_a_recording_reads_back_labelled_and_is_never_overwritten_by_accident() {
    let dir = common::TempDir::new("flick-recording");
    let out = dir.0.join("pixel-put-down.csv");
    let out_arg = out.to_string_lossy().into_owned();
    let set_down = trace("set-down");
    let save = |extra: &[&str]| {
        let mut args = vec!["flick", &set_down, "--save-recording", &out_arg];
        args.extend_from_slice(extra);
        catapult_output(&args)
    };
    let saved = save(&["--label", "put-down", "--device", "Pixel 7"]);
    assert!(saved.status.success(), "{}", text(&saved.stderr));
    let written = std::fs::read_to_string(&out).unwrap();
    let (label, samples) = catapult_core::flick::read_labelled_trace(&written).unwrap();
    assert_eq!(label, catapult_core::flick::TraceLabel::PutDown);
    assert!(written.contains("# device: Pixel 7\n"), "{written}");
    assert!(written.contains("# outcome: no flick, "), "{written}");
    let original = std::fs::read_to_string(trace("set-down")).unwrap();
    assert_eq!(samples, catapult_core::flick::read_csv(&original).unwrap());

    let again = save(&["--label", "flick"]);
    assert!(!again.status.success());
    assert!(text(&again.stderr).contains("already exists; choose another name, or add --force"));
    assert_eq!(
        std::fs::read_to_string(&out).unwrap(),
        written,
        "left as it was"
    );
    let forced = save(&["--label", "flick", "--force"]);
    assert!(forced.status.success(), "{}", text(&forced.stderr));
    assert!(
        std::fs::read_to_string(&out)
            .unwrap()
            .contains("# label: flick\n")
    );

    let unlabelled = catapult_output(&["flick", &trace("tap"), "--save-recording", &out_arg]);
    assert!(
        text(&unlabelled.stderr).contains("--label"),
        "{}",
        text(&unlabelled.stderr)
    );
}
