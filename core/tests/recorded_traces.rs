//! Every trace in `tests/traces/recorded/` (real flicks and non-flicks saved from the practice
//! screen, see its README) through the detector with the default settings: a trace labelled
//! `flick` must launch, any other label must not. The folder is read when the test runs, so a
//! new file is tested without a change here.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use catapult_core::flick::{FlickSettings, detect, read_labelled_trace};
use std::path::PathBuf;

fn recorded_folder() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../tests/traces/recorded")
}

/// The folder's `*.csv` files, by name.
fn recorded_traces() -> Vec<PathBuf> {
    let folder = recorded_folder();
    let entries =
        std::fs::read_dir(&folder).unwrap_or_else(|error| panic!("{}: {error}", folder.display()));
    let mut files: Vec<PathBuf> = entries
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "csv"))
        .collect();
    files.sort();
    files
}

#[test]
fn every_recorded_trace_gets_the_verdict_its_label_asks_for() {
    let files = recorded_traces();
    assert!(
        !files.is_empty(),
        "no *.csv in {}: the recorded traces are missing",
        recorded_folder().display()
    );
    let mut wrong = Vec::new();
    for path in &files {
        let name = path.file_name().unwrap_or_default().to_string_lossy();
        let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{name}: {e}"));
        let (label, samples) = match read_labelled_trace(&text) {
            Ok(read) => read,
            Err(error) => {
                wrong.push(format!("{name}: cannot be read: {error}"));
                continue;
            }
        };
        let (outcome, _) = detect(&samples, FlickSettings::default());
        match (label.should_launch(), outcome) {
            (true, Err(why)) => wrong.push(format!(
                "{name}: labelled {} but the detector launched nothing ({})",
                label.name(),
                why.name()
            )),
            (false, Ok(launch)) => wrong.push(format!(
                "{name}: labelled {} but the detector launched at {:.2} m/s, aim {:.1}°",
                label.name(),
                launch.speed,
                launch.aim_degrees
            )),
            _ => {}
        }
    }
    assert!(
        wrong.is_empty(),
        "{} of {} recorded traces got the wrong verdict:\n{}",
        wrong.len(),
        files.len(),
        wrong.join("\n")
    );
}
