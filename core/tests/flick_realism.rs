//! The realistic motion traces of issue 16 (`catapult_core::flick::realism`): what they hold,
//! and the checked-in samples of them in `tests/traces/realistic/`.

// Test helpers may unwrap: a failure is the test failing.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use catapult_core::flick::realism::{self, RATES};
use std::time::Instant;

/// How long the whole corpus takes to make at every rate: run with
/// `cargo test -p catapult-core --features trace-generator --test flick_realism -- --ignored --nocapture`.
#[test]
#[ignore = "a timing, not a check"]
fn time_the_whole_corpus() {
    let start = Instant::now();
    let mut traces = 0;
    let mut samples = 0;
    for trace in realism::corpus(&RATES, 1) {
        traces += 1;
        samples += trace.samples.len();
    }
    println!(
        "{traces} traces, {samples} samples in {:.2} s",
        start.elapsed().as_secs_f64()
    );
}
