//! Running the `catapult` binary from the end-to-end tests.

// Each test file uses a different part of this module; a failure here is the test failing.
#![allow(dead_code, clippy::unwrap_used)]

use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Output, Stdio};

/// The `catapult` binary, without colours.
pub fn catapult_command() -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_catapult"));
    command.env("NO_COLOR", "1");
    command
}

/// Runs `command` with `stdin` typed in, and collects what it printed.
pub fn run_with_input(command: &mut Command, stdin: &str) -> Output {
    let mut child = command
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(stdin.as_bytes())
        .unwrap();
    child.wait_with_output().unwrap()
}

/// Runs `catapult` with `args` and no input.
pub fn catapult_output(args: &[&str]) -> Output {
    catapult_command().args(args).output().unwrap()
}

/// The JSON a successful run printed.
pub fn json_report(args: &[&str]) -> serde_json::Value {
    let output = catapult_output(args);
    assert!(output.status.success(), "{}", text(&output.stderr));
    serde_json::from_slice(&output.stdout).unwrap()
}

/// The message of a run that must fail, having printed nothing on stdout.
pub fn refusal(args: &[&str]) -> String {
    let output = catapult_output(args);
    assert!(!output.status.success(), "{args:?} succeeded");
    assert!(output.stdout.is_empty(), "{}", text(&output.stdout));
    text(&output.stderr)
}

/// Printed bytes as text.
pub fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// A fresh folder of its own for one test, under the system's temp dir, removed when dropped.
pub struct TempDir(pub PathBuf);

impl TempDir {
    /// `catapult-<name>-<pid>`, emptied first.
    pub fn new(name: &str) -> TempDir {
        let path = std::env::temp_dir().join(format!("catapult-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&path);
        std::fs::create_dir_all(&path).unwrap();
        TempDir(path)
    }

    /// A path inside the folder.
    pub fn file(&self, name: &str) -> PathBuf {
        self.0.join(name)
    }

    /// A path inside the folder, as a command-line argument.
    pub fn arg(&self, name: &str) -> String {
        self.file(name).to_string_lossy().into_owned()
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}
