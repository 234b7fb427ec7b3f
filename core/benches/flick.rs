//! Flick benchmark: one second of 200 Hz motion samples through the detector, armed the whole
//! time. Run with `cargo bench -p catapult-core --features trace-generator --bench flick`.

use catapult_core::flick::generator::{FlickModel, flick, holding_still};
use catapult_core::flick::{FlickDetector, FlickSettings, MotionSample};
use criterion::{Criterion, criterion_group, criterion_main};
use std::hint::black_box;

/// Arms a fresh detector, pushes `samples` in batches of `batch` (as the apps forward them) and
/// returns the outcome.
fn run(samples: &[MotionSample], batch: usize) -> bool {
    let mut detector = FlickDetector::new(FlickSettings::default());
    detector.arm();
    for chunk in samples.chunks(batch) {
        black_box(detector.push(black_box(chunk)));
    }
    detector.disarm().is_ok()
}

fn benches(c: &mut Criterion) {
    let phone = FlickModel::medium(200.0);
    // Held still for a second: every tick goes through the whole state machine (armed,
    // listening), the most work a second can cost.
    let still = holding_still(&phone, 1.0, 1);
    // A medium flick; the detector is done at its release, so the rest costs only resampling.
    let flicked: Vec<MotionSample> = flick(&phone, 2)
        .into_iter()
        .filter(|s| s.timestamp_ns <= 1_000_000_000)
        .collect();
    eprintln!(
        "{} samples held still, {} samples with a flick (launch: {})",
        still.len(),
        flicked.len(),
        run(&flicked, 10)
    );
    c.bench_function("one second of 200 Hz samples, held still, armed", |b| {
        b.iter(|| run(black_box(&still), 10))
    });
    c.bench_function("one second of 200 Hz samples with a flick", |b| {
        b.iter(|| run(black_box(&flicked), 10))
    });
    c.bench_function("one second of 200 Hz samples, one at a time", |b| {
        b.iter(|| run(black_box(&still), 1))
    });
}

criterion_group!(flick_detector, benches);
criterion_main!(flick_detector);
