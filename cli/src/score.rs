//! `catapult score FILE`: play a scenario and print its result as JSON.

use crate::failure::Failure;
use catapult_core::scenario::Scenario;
use clap::Args;
use std::io::Write;
use std::path::PathBuf;

/// Arguments of `catapult score`.
#[derive(Debug, Args)]
pub struct ScoreArgs {
    /// The scenario file (JSON; see docs/SCENARIOS.md).
    file: PathBuf,
}

/// Plays the scenario; prints `{"scores":[…],"supply":[…]}` or fails naming the move.
pub fn run(args: &ScoreArgs) -> Result<(), Failure> {
    let text = std::fs::read_to_string(&args.file)
        .map_err(|e| format!("cannot read {}: {e}", args.file.display()))?;
    let scenario =
        Scenario::from_json(&text).map_err(|e| format!("{}: {e}", args.file.display()))?;
    let outcome = scenario
        .play()
        .map_err(|e| format!("{}: {e}", args.file.display()))?;
    let json = serde_json::to_string(&outcome).map_err(|e| e.to_string())?;
    writeln!(std::io::stdout(), "{json}")?;
    Ok(())
}
