//! `flick-lab eval` as a user meets it: a table per source, the full report as JSON, exit
//! status 1 with the list of missed targets, and refusals of bad options.

// Test helpers may unwrap: a failure is the test failing.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use std::process::{Command, Output};
use tempfile::TempDir;

/// Runs `flick-lab` with `args`.
fn lab_output(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_flick-lab"))
        .args(args)
        .output()
        .unwrap()
}

/// The message of a run that must fail, having printed nothing on stdout.
fn refusal(args: &[&str]) -> String {
    let output = lab_output(args);
    assert!(!output.status.success(), "{args:?} succeeded");
    assert!(output.stdout.is_empty(), "{}", text(&output.stdout));
    text(&output.stderr)
}

/// Printed bytes as text.
fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// A path inside `dir`, as a command-line argument.
fn arg(dir: &TempDir, name: &str) -> String {
    dir.path().join(name).to_string_lossy().into_owned()
}

#[test]
fn the_checked_in_traces_give_a_markdown_table_and_a_json_report() {
    let dir = TempDir::new().unwrap();
    let json = arg(&dir, "report.json");
    let output = lab_output(&["eval", "--source", "files", "--markdown", "--json", &json]);
    let stdout = text(&output.stdout);
    assert!(stdout.contains("### The checked-in traces"), "{stdout}");
    assert!(
        stdout.contains("| 50 Hz |") && stdout.contains("| all |"),
        "{stdout}"
    );
    let report: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&json).unwrap()).unwrap();
    let rows = report["files"]["rates"].as_array().unwrap();
    // 50, 100 and 200 Hz, then all.
    assert_eq!(rows.len(), 4, "{report}");
    assert_eq!(rows[3]["rate_hz"], serde_json::Value::Null);
    assert_eq!(rows[3]["traces"], 24, "{report}");
    // The checked-in traces meet every target: no ✗, exit status 0.
    let stderr = text(&output.stderr);
    assert!(!stdout.contains('✗'), "{stdout}");
    assert!(output.status.success(), "{stderr}");
}

#[test]
fn a_missed_target_is_marked_listed_on_stderr_and_exits_1() {
    // A phone held still, filed as a medium flick: the detector rightly launches nothing, so
    // the evaluation counts a 1.8 m/s flick missed.
    let dir = TempDir::new().unwrap();
    let still = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../tests/traces/still.csv"
    ))
    .unwrap();
    std::fs::write(dir.path().join("flick-medium-100hz.csv"), still).unwrap();
    let traces = arg(&dir, "");
    let output = lab_output(&["eval", "--source", "files", "--traces", &traces]);
    let (stdout, stderr) = (text(&output.stdout), text(&output.stderr));
    assert!(stdout.contains('✗'), "{stdout}");
    assert_eq!(output.status.code(), Some(1), "{stderr}");
    assert!(stderr.contains("targets missed"), "{stderr}");
    assert!(stderr.contains("\n  files: "), "{stderr}");
}

#[test]
fn the_older_generator_gives_one_summary_table() {
    let output = lab_output(&[
        "eval", "--source", "older", "--rates", "60", "--every", "20",
    ]);
    let stdout = text(&output.stdout);
    assert!(stdout.contains("older half-sine generator"), "{stdout}");
    assert!(stdout.contains("60 Hz"), "{stdout}");
    assert!(stdout.lines().any(|l| l.starts_with("all ")), "{stdout}");
}

#[test]
fn bad_options_are_refused_with_what_to_do() {
    let message = refusal(&["eval", "--every", "0"]);
    assert!(message.contains("--every"), "{message}");
    let message = refusal(&["eval", "--rates", "0,100"]);
    assert!(message.contains("--rates"), "{message}");
    let message = refusal(&["eval", "--source", "files", "--traces", "no-such-dir"]);
    assert!(message.contains("no-such-dir"), "{message}");
}
