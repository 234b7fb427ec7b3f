//! `flick-lab`: the flick detector's test lab from the command line. `flick-lab eval` runs the
//! detector over the realistic corpus, the older half-sine generator and the checked-in traces
//! and prints the figures of docs/FLICK.md.

mod eval_command;

use clap::{Parser, Subcommand};
use std::io::Write;
use std::process::ExitCode;

/// The flick detector's test lab.
#[derive(Debug, Parser)]
#[command(name = "flick-lab", version, about)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Evaluates the flick detector on realistic and older motion traces against the targets of
    /// issues 16 and 40; prints a table per source and exits with 1 if a target is missed.
    Eval(eval_command::EvalArgs),
}

fn main() -> ExitCode {
    let result = match Cli::parse().command {
        Command::Eval(args) => eval_command::run(&args),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            // With stderr closed too there is no one to tell; the status still says it.
            let _ = writeln!(std::io::stderr(), "flick-lab: {message}");
            ExitCode::FAILURE
        }
    }
}
