//! Helpers shared by the flick tests: the checked-in trace files.

// Test helpers may unwrap: a failure is the test failing.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, dead_code)]

use catapult_core::flick::{MotionSample, write_csv};
use std::path::Path;

/// Checks that `dir/name.csv` holds `samples` written with the comment `about` (and which
/// test made it, `test`), byte for byte; with `UPDATE_TRACES` set, writes it instead. Returns
/// the stored text, or `None` when it was just written.
pub fn check_trace_file(
    dir: &Path,
    name: &str,
    samples: &[MotionSample],
    about: &str,
    test: &str,
) -> Option<String> {
    let path = dir.join(format!("{name}.csv"));
    let fresh = write_csv(
        samples,
        &format!(
            "{about}\nMade by tools/flick-lab/tests/{test}.rs; regenerate with UPDATE_TRACES=1 cargo test -p catapult-flick-lab --test {test}"
        ),
    );
    if std::env::var_os("UPDATE_TRACES").is_some() {
        std::fs::create_dir_all(dir).unwrap();
        // Written beside and renamed, so tests reading the file never see half of it.
        let partial = dir.join(format!(".{name}.csv.partial"));
        std::fs::write(&partial, &fresh).unwrap();
        std::fs::rename(&partial, &path).unwrap();
        return None;
    }
    let stored = std::fs::read_to_string(&path).unwrap_or_else(|e| {
        panic!(
            "{}: {e}; run with UPDATE_TRACES=1 to create it",
            path.display()
        )
    });
    assert!(
        stored.replace("\r\n", "\n") == fresh,
        "{}: the generator now makes another trace; if intended, regenerate with \
         UPDATE_TRACES=1 and review the diff",
        path.display()
    );
    Some(stored)
}
