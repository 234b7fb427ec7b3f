//! What both the product's detector stories (core/tests/flick.rs) and the flick lab's
//! (tools/flick-lab/tests/flick.rs, which includes this file by path) need to read the
//! checked-in traces of `tests/traces/` and judge a launch from them.

// Test helpers may unwrap: a failure is the test failing. Each includer uses part of them.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, dead_code)]

use catapult_core::flick::{
    FlickLaunch, FlickSettings, MotionSample, NoFlick, Rejected, detect, read_csv,
};
use std::path::PathBuf;

/// The sampling rates of the phones, Hz: Android's `SENSOR_DELAY_GAME`, iOS's usual rate, a
/// fast Android phone.
pub const RATES: [u32; 3] = [50, 100, 200];
/// The flick directions of the direction traces, degrees from forward, counter-clockwise.
pub const DIRECTIONS: [i32; 8] = [0, 45, 90, 135, 180, -45, -90, -135];

/// The bad samples mixed into `flick-with-bad-samples.csv`, by kind, as its comment says.
pub const BAD_SAMPLES_IN_THE_FLICK: Rejected = Rejected {
    not_finite: 3,
    backwards: 1,
    duplicate: 1,
    gaps: 1,
    absurd: 2,
    bad_attitude: 1,
};

/// The workspace's `tests/traces/`, found above whichever crate includes this file.
pub fn traces_dir() -> PathBuf {
    let crate_dir = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    crate_dir
        .ancestors()
        .map(|dir| dir.join("tests/traces"))
        .find(|dir| dir.is_dir())
        .unwrap_or_else(|| panic!("no tests/traces above {}", crate_dir.display()))
}

/// The file name (without `.csv`) of the medium flick toward `degrees`.
pub fn direction_name(degrees: i32) -> String {
    if degrees < 0 {
        format!("flick-toward-minus-{}deg", -degrees)
    } else {
        format!("flick-toward-{degrees}deg")
    }
}

/// The samples of a checked-in trace file.
pub fn read(name: &str) -> Vec<MotionSample> {
    let path = traces_dir().join(format!("{name}.csv"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| {
        panic!(
            "{}: {e}; the flick lab makes it: UPDATE_TRACES=1 cargo test -p catapult-flick-lab --test flick",
            path.display()
        )
    });
    read_csv(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// The launch the detector makes of `samples` with the default settings; fails without one.
pub fn launch(samples: &[MotionSample]) -> FlickLaunch {
    match detect(samples, FlickSettings::default()) {
        (Ok(launch), _) => launch,
        (Err(why), rejected) => panic!("no flick: {why} ({rejected:?})"),
    }
}

/// Why the detector launches nothing from `samples`; fails on a launch.
pub fn no_flick(samples: &[MotionSample]) -> NoFlick {
    match detect(samples, FlickSettings::default()).0 {
        Ok(launch) => panic!("a launch from a movement that is no flick: {launch:?}"),
        Err(why) => why,
    }
}

/// Fails unless every number of the launch is finite.
pub fn assert_finite(launch: &FlickLaunch) {
    for value in [
        launch.speed,
        launch.aim_degrees,
        launch.elevation_degrees,
        launch.strength,
        launch.peak_acceleration,
        launch.peak_rotation,
        launch.duration,
    ] {
        assert!(value.is_finite(), "{launch:?}");
    }
}

/// Fails unless `got` is within `share` (0.1 = 10 %) of `want`.
pub fn assert_within(got: f64, want: f64, share: f64, what: &str) {
    assert!(
        (got - want).abs() <= share * want.abs(),
        "{what}: {got} is not within {}% of {want}",
        share * 100.0
    );
}
