//! Printing a command's result on stdout. A failed write comes back as an error for `main`,
//! which ends quietly if the reader went away ([`crate::failure`]).

use crate::failure::Failure;
use serde_json::Value;
use std::io::Write;

/// Prints `value` as pretty JSON.
pub fn print_json(value: &Value) -> Result<(), Failure> {
    let json = serde_json::to_string_pretty(value)
        .map_err(|e| format!("cannot write the result as JSON: {e}"))?;
    let mut stdout = std::io::stdout().lock();
    writeln!(stdout, "{json}")?;
    Ok(stdout.flush()?)
}
