//! `catapult flick`: run the flick detector over a recorded motion trace (CSV) as the practice
//! screen would, and print what it gave in a player's words with the arc drawn, or as JSON;
//! optionally save the motion as a labelled trace for tests/traces/recorded.

use crate::arc_text::arc_lines;
use crate::failure::Failure;
use crate::output::print_json;
use catapult_core::bounded::read_at_most;
use catapult_core::flick::{
    CSV_HEADER, FlickDetector, FlickSensitivity, LONGEST_TRACE_BYTES, MotionSample, PracticeReport,
    RecordingNotes, TraceLabel, TraceRecorder, read_csv, trace_too_long,
};
use clap::Args;
use serde_json::{Value, json};
use std::io::Write;
use std::path::{Path, PathBuf};

/// Arguments of `catapult flick`.
#[derive(Debug, Args)]
pub struct FlickArgs {
    /// The motion trace: CSV with the header timestamp_ns,ax,ay,az,gx,gy,gz,qw,qx,qy,qz
    /// (ns; m/s² in the device frame, gravity removed; rad/s; attitude quaternion w, x, y, z).
    /// `tests/traces/` holds examples.
    #[arg(value_name = "TRACE.csv")]
    trace: PathBuf,
    /// How hard the player flicks: gentle (a small flick goes far), normal or firm.
    #[arg(long, value_name = "gentle|normal|firm", default_value = "normal")]
    sensitivity: FlickSensitivity,
    /// The player's hardest flick as a hand speed in m/s (the `strength` an uncalibrated run
    /// prints): hand speeds are scaled so that it gives full power (instead of the
    /// sensitivity's scale).
    #[arg(long, value_name = "HAND_SPEED", allow_negative_numbers = true)]
    calibrate: Option<f64>,
    /// Print JSON (the launch or why not, the samples skipped, the practice report) instead
    /// of words.
    #[arg(long)]
    json: bool,
    /// Also save the trace as a recording for tests/traces/recorded: its samples with `#`
    /// lines for the label, the device, the rate, the sensitivity and the outcome.
    #[arg(long, value_name = "OUT.csv", requires = "label")]
    save_recording: Option<PathBuf>,
    /// What the trace shows: flick, still, walk, tap, put-down, pick-up, shake, drop or other.
    #[arg(long, value_name = "LABEL")]
    label: Option<TraceLabel>,
    /// The phone's model, for the recording (nothing personal).
    #[arg(long, value_name = "NAME", default_value = "unknown")]
    device: String,
    /// Replace OUT.csv if it exists.
    #[arg(long, requires = "save_recording")]
    force: bool,
}

/// Detects the flick in the trace, armed from its first sample to its last; prints the
/// practice report in words (or JSON), and saves the recording if asked.
pub fn run(args: &FlickArgs) -> Result<(), Failure> {
    let mut detector = FlickDetector::with_sensitivity(args.sensitivity);
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
    let outcome = detector.disarm();
    if let (Some(out), Some(label)) = (&args.save_recording, args.label) {
        save_recording(args, out, label, &samples, outcome)?;
    }
    let practice = PracticeReport::new(outcome);
    if !args.json {
        return print_words(&practice);
    }
    let mut report = match outcome {
        Ok(launch) => json!({ "launch": launch }),
        Err(why) => json!({ "no_flick": why.to_string(), "reason": why }),
    };
    if let Value::Object(map) = &mut report {
        map.insert("rejected".into(), json!(detector.rejected()));
        map.insert("samples".into(), json!(samples.len()));
        map.insert("calibration".into(), json!(detector.calibration()));
        map.insert("practice".into(), json!(practice));
    }
    print_json(&report)
}

/// The report as a player reads it: the headline, the advice, and the arc.
fn print_words(report: &PracticeReport) -> Result<(), Failure> {
    let mut stdout = std::io::stdout().lock();
    writeln!(stdout, "{}", report.headline)?;
    writeln!(stdout, "{}", report.advice)?;
    let arc = arc_lines(&report.arc);
    if !arc.is_empty() {
        writeln!(stdout)?;
        for line in arc {
            writeln!(stdout, "{line}")?;
        }
    }
    Ok(stdout.flush()?)
}

/// Writes the trace as a recording to `out`, refusing to replace a file unless `--force`.
fn save_recording(
    args: &FlickArgs,
    out: &Path,
    label: TraceLabel,
    samples: &[MotionSample],
    outcome: Result<catapult_core::flick::FlickLaunch, catapult_core::flick::NoFlick>,
) -> Result<(), Failure> {
    let mut recorder = TraceRecorder::new();
    recorder.record(samples);
    let source = args
        .trace
        .file_name()
        .map_or_else(String::new, |name| name.to_string_lossy().into_owned());
    let text = recorder
        .write(&RecordingNotes {
            source: format!("A motion trace saved by catapult flick from {source}."),
            label,
            device: args.device.clone(),
            sensitivity: args.sensitivity,
            outcome: Some(outcome),
        })
        .map_err(|error| format!("{}: {error}", args.trace.display()))?;
    let mut options = std::fs::OpenOptions::new();
    options.write(true);
    if args.force {
        options.create(true).truncate(true);
    } else {
        options.create_new(true);
    }
    let cannot = |error: std::io::Error| match error.kind() {
        std::io::ErrorKind::AlreadyExists => format!(
            "{} already exists; choose another name, or add --force to replace it",
            out.display()
        ),
        _ => format!("cannot write the recording {}: {error}", out.display()),
    };
    let mut file = options.open(out).map_err(cannot)?;
    file.write_all(text.as_bytes()).map_err(cannot)?;
    Ok(())
}

fn read_trace(path: &Path) -> Result<Vec<MotionSample>, String> {
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
