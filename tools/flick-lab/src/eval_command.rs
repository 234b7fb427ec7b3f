//! `flick-lab eval`: the flick detector's evaluation (issues 16 and 40) on
//! the realistic motion corpus, the older half-sine generator and the checked-in traces; one
//! table per source, and exit status 1 when a target is missed.

use catapult_core::flick::{FlickDetector, FlickSensitivity};
use catapult_flick_lab::realism::eval::{Report, evaluate_with};
use catapult_flick_lab::realism::{self, RATES, older};
use clap::{Args, ValueEnum};
use std::io::Write;
use std::path::{Path, PathBuf};

/// Which traces to evaluate.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum Source {
    /// The realistic motion corpus (`realism::corpus`).
    Realistic,
    /// The older half-sine generator: presets, directions, a speed sweep and non-flicks.
    Older,
    /// The checked-in trace files (`tests/traces/*.csv`).
    Files,
    /// All three.
    All,
}

/// Arguments of `flick-lab eval`.
#[derive(Debug, Args)]
pub struct EvalArgs {
    /// Sample rates to evaluate, Hz, comma-separated (trace files of other rates are left out).
    #[arg(long, value_delimiter = ',', default_values_t = RATES, value_name = "HZ,HZ,…")]
    rates: Vec<u32>,
    /// Every N-th motion of each series only (1: all), for a quick look.
    #[arg(long, default_value_t = 1, value_name = "N")]
    every: usize,
    /// Also write the full reports, with each failing trace, as JSON to FILE.
    #[arg(long, value_name = "FILE")]
    json: Option<PathBuf>,
    /// Print every table as Markdown (as docs/FLICK.md shows them), not one summary per source.
    #[arg(long)]
    markdown: bool,
    /// Which traces to evaluate.
    #[arg(long, value_enum, default_value_t = Source::All)]
    source: Source,
    /// The player's flick sensitivity the detector is made for: gentle, normal or firm.
    #[arg(long, default_value = "normal", value_name = "SENSITIVITY")]
    sensitivity: FlickSensitivity,
    /// The folder of checked-in traces (default: tests/traces, from the current folder or the
    /// source tree).
    #[arg(long, value_name = "DIR")]
    traces: Option<PathBuf>,
}

/// One source's evaluation.
struct Evaluated {
    /// Short name: `realistic`, `older`, `files`.
    name: &'static str,
    /// Heading of its table.
    title: String,
    /// Anything to say before the table (left-out files, an empty corpus).
    note: Option<String>,
    report: Report,
}

/// The evaluation of `traces` through the detector of a player with `sensitivity`.
fn evaluate(
    sensitivity: FlickSensitivity,
    traces: impl IntoIterator<Item = realism::Trace>,
) -> Report {
    evaluate_with(|| FlickDetector::with_sensitivity(sensitivity), traces)
}

/// Evaluates the chosen sources with the detector of the chosen sensitivity (normal: the default settings), prints their tables, writes the
/// JSON if asked, and fails with the list of missed targets if any.
pub fn run(args: &EvalArgs) -> Result<(), String> {
    if args.every == 0 {
        return Err("--every takes a whole number of at least 1".to_string());
    }
    if args.rates.is_empty() || args.rates.iter().any(|&r| !(1..=10_000).contains(&r)) {
        return Err(format!(
            "--rates takes sample rates of 1 to 10000 Hz, comma-separated; got {:?}",
            args.rates
        ));
    }
    let sources: &[Source] = match args.source {
        Source::All => &[Source::Realistic, Source::Older, Source::Files],
        Source::Realistic => &[Source::Realistic],
        Source::Older => &[Source::Older],
        Source::Files => &[Source::Files],
    };
    let sensitivity = args.sensitivity;
    let mut evaluated = Vec::new();
    for source in sources {
        evaluated.push(match source {
            Source::Realistic => {
                let report = evaluate(sensitivity, realism::corpus(&args.rates, args.every));
                let note = (report.traces() == 0).then(|| {
                    "No traces: the realistic corpus (realism::corpus) is not built yet."
                        .to_string()
                });
                Evaluated {
                    name: "realistic",
                    title: "Realistic motion (realism::corpus)".to_string(),
                    note,
                    report,
                }
            }
            Source::Older => Evaluated {
                name: "older",
                title: "The older half-sine generator (realism::older)".to_string(),
                note: None,
                report: evaluate(sensitivity, older::older_traces(&args.rates, args.every)),
            },
            Source::Files => {
                let dir = traces_dir(args.traces.as_deref());
                let files = older::trace_files(&dir).map_err(|e| {
                    format!("{e}; give the folder of trace files with --traces DIR")
                })?;
                let kept = files
                    .traces
                    .into_iter()
                    .filter(|t| args.rates.contains(&t.rate_hz));
                let report = evaluate(sensitivity, kept);
                let note = (!files.skipped.is_empty()).then(|| {
                    format!(
                        "Left out (the name tells no movement): {}.",
                        files.skipped.join(", ")
                    )
                });
                Evaluated {
                    name: "files",
                    title: format!("The checked-in traces ({})", dir.display()),
                    note,
                    report,
                }
            }
            Source::All => continue,
        });
    }
    let mut text = String::new();
    for e in &evaluated {
        if args.markdown {
            text.push_str(&format!("### {}\n\n", e.title));
            if let Some(note) = &e.note {
                text.push_str(&format!("{note}\n\n"));
            }
            text.push_str(&e.report.markdown());
        } else {
            text.push_str(&format!("{}: {} traces\n", e.title, e.report.traces()));
            if let Some(note) = &e.note {
                text.push_str(&format!("{note}\n"));
            }
            if e.report.traces() > 0 {
                text.push_str(&e.report.summary());
            }
            text.push('\n');
        }
    }
    print(&text)?;
    if let Some(path) = &args.json {
        let map: serde_json::Map<String, serde_json::Value> = evaluated
            .iter()
            .map(|e| {
                serde_json::to_value(&e.report)
                    .map(|value| (e.name.to_string(), value))
                    .map_err(|err| format!("cannot write the report as JSON: {err}"))
            })
            .collect::<Result<_, _>>()?;
        let json = serde_json::to_string_pretty(&serde_json::Value::Object(map))
            .map_err(|err| format!("cannot write the report as JSON: {err}"))?;
        std::fs::write(path, json + "\n")
            .map_err(|err| format!("cannot write {}: {err}", path.display()))?;
    }
    let missed: Vec<String> = evaluated
        .iter()
        .flat_map(|e| {
            e.report
                .missed_targets()
                .into_iter()
                .map(move |m| format!("{}: {m}", e.name))
        })
        .collect();
    if missed.is_empty() {
        return Ok(());
    }
    Err(format!(
        "eval: {} targets missed (marked ✗ above):\n  {}",
        missed.len(),
        missed.join("\n  ")
    ))
}

/// The folder of checked-in traces: `given`, else `tests/traces` if the current folder has
/// one, else the source tree's.
fn traces_dir(given: Option<&Path>) -> PathBuf {
    if let Some(dir) = given {
        return dir.to_path_buf();
    }
    let here = PathBuf::from("tests/traces");
    if here.is_dir() {
        return here;
    }
    PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/../../tests/traces"))
}

/// Prints `text`; a reader that stopped early (`| head`) is not an error, and the JSON is
/// still written.
fn print(text: &str) -> Result<(), String> {
    let mut stdout = std::io::stdout().lock();
    match stdout
        .write_all(text.as_bytes())
        .and_then(|()| stdout.flush())
    {
        // A reader that went away (`| head`) closed the pipe.
        Err(e) if e.kind() != std::io::ErrorKind::BrokenPipe => {
            Err(format!("cannot print the evaluation: {e}"))
        }
        _ => Ok(()),
    }
}
