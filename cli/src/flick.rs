//! `catapult flick`: run the flick detector over a recorded motion trace (CSV) and print the
//! launch it gives, or why there is none, as JSON.

use crate::failure::Failure;
use crate::output::print_json;
use catapult_core::bounded::read_at_most;
use catapult_core::flick::{
    CSV_HEADER, FlickDetector, FlickSettings, LONGEST_TRACE_BYTES, read_csv, trace_too_long,
};
use clap::Args;
use serde_json::{Value, json};
use std::path::{Path, PathBuf};

/// Arguments of `catapult flick`.
#[derive(Debug, Args)]
pub struct FlickArgs {
    /// The motion trace: CSV with the header timestamp_ns,ax,ay,az,gx,gy,gz,qw,qx,qy,qz
    /// (ns; m/s² in the device frame, gravity removed; rad/s; attitude quaternion w, x, y, z).
    /// `tests/traces/` holds examples.
    #[arg(value_name = "TRACE.csv")]
    trace: PathBuf,
    /// The player's hardest flick as a hand speed in m/s (the `strength` an uncalibrated run
    /// prints): hand speeds are scaled so that it gives full power.
    #[arg(long, value_name = "HAND_SPEED", allow_negative_numbers = true)]
    calibrate: Option<f64>,
}

/// Detects the flick in the trace, armed from its first sample to its last; prints
/// `{"launch": …}` or `{"no_flick": "…", "reason": "…"}`, with the samples skipped and why.
pub fn run(args: &FlickArgs) -> Result<(), Failure> {
    let mut detector = FlickDetector::new(FlickSettings::default());
    if let Some(hand_speed) = args.calibrate {
        if !(hand_speed.is_finite() && hand_speed > 0.0) {
            return Err(Failure::Message(format!(
                "--calibrate takes the hardest flick's hand speed, above 0 m/s; got {hand_speed}"
            )));
        }
        detector.calibrate(hand_speed);
    }
    let samples = read_trace(&args.trace)?;
    detector.arm();
    detector.push(&samples);
    let outcome = match detector.disarm() {
        Ok(launch) => json!({ "launch": launch }),
        Err(why) => json!({ "no_flick": why.to_string(), "reason": why }),
    };
    let mut report = match outcome {
        Value::Object(map) => map,
        _ => serde_json::Map::new(),
    };
    report.insert("rejected".into(), json!(detector.rejected()));
    report.insert("samples".into(), json!(samples.len()));
    report.insert("calibration".into(), json!(detector.calibration()));
    print_json(&Value::Object(report))
}

fn read_trace(path: &Path) -> Result<Vec<catapult_core::flick::MotionSample>, String> {
    let cannot = |e: std::io::Error| {
        format!(
            "cannot read the trace {}: {e}; check the path (tests/traces/ holds examples)",
            path.display()
        )
    };
    // A huge file is refused, not read into memory.
    let Some(bytes) = std::fs::File::open(path)
        .and_then(|file| read_at_most(file, LONGEST_TRACE_BYTES))
        .map_err(cannot)?
    else {
        let size = std::fs::metadata(path).map_or(0, |meta| meta.len());
        return Err(format!("{}: {}", path.display(), trace_too_long(size)));
    };
    let text = String::from_utf8(bytes).map_err(|_| {
        format!(
            "{} is not text; a trace is CSV: the header `{CSV_HEADER}`, then one sample per line",
            path.display()
        )
    })?;
    read_csv(&text).map_err(|e| {
        format!(
            "{}, {e}. A trace is CSV: the header `{CSV_HEADER}`, then one sample per line \
             (lines starting with # are comments)",
            path.display()
        )
    })
}
