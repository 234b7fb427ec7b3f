//! Flick benchmark: one second of motion samples through the detector, armed the whole time,
//! at the rates phones deliver. Run with
//! `cargo bench -p catapult-flick-lab --bench flick`.

use catapult_core::flick::{FlickDetector, FlickSettings, MotionSample};
use catapult_flick_lab::generator::{FlickModel, flick, holding_still};
use catapult_flick_lab::realism::{self, Family, FlickRequest};
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

/// The first second of `samples`.
fn first_second(samples: Vec<MotionSample>) -> Vec<MotionSample> {
    let start = samples.first().map_or(0, |s| s.timestamp_ns);
    samples
        .into_iter()
        .filter(|s| s.timestamp_ns - start <= 1_000_000_000)
        .collect()
}

/// A realistic flick at `rate` Hz, its second around the stroke (the hold before it trimmed).
fn realistic_flick(rate: u32) -> Vec<MotionSample> {
    let samples = realism::flick_trace(
        realism::motion_seed(Family::Flick, 200),
        rate,
        &FlickRequest::at_speed(1.5),
    )
    .samples;
    let skip = samples.len().saturating_sub(rate as usize);
    samples.into_iter().skip(skip).collect()
}

fn benches(c: &mut Criterion) {
    let phone = FlickModel::medium(200.0);
    // Held still for a second: every tick goes through the whole state machine (armed,
    // listening), the most work a second can cost.
    let still = holding_still(&phone, 1.0, 1);
    // A medium flick; the detector is done at its release, so the rest costs only resampling.
    let flicked = first_second(flick(&phone, 2));
    // A second of shaking along the phone's length: stroke after stroke measured and refused.
    let shake = first_second(
        realism::trace(Family::ShakeY, realism::motion_seed(Family::ShakeY, 3), 200).samples,
    );
    let (flick_60, flick_400) = (realistic_flick(60), realistic_flick(400));
    eprintln!(
        "{} samples held still, {} with a flick (launch: {}), {} shaking (launch: {}), {} at 60 Hz \
         (launch: {}), {} at 400 Hz (launch: {})",
        still.len(),
        flicked.len(),
        run(&flicked, 10),
        shake.len(),
        run(&shake, 10),
        flick_60.len(),
        run(&flick_60, 3),
        flick_400.len(),
        run(&flick_400, 20),
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
    c.bench_function("one second of 200 Hz samples, shaking", |b| {
        b.iter(|| run(black_box(&shake), 10))
    });
    c.bench_function("one second of 60 Hz samples with a realistic flick", |b| {
        b.iter(|| run(black_box(&flick_60), 3))
    });
    c.bench_function("one second of 400 Hz samples with a realistic flick", |b| {
        b.iter(|| run(black_box(&flick_400), 20))
    });
}

criterion_group!(flick_detector, benches);
criterion_main!(flick_detector);
