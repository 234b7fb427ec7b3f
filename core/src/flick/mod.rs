//! The flick: from the phone's motion samples to a catapult launch, the same on every
//! platform; and a touch swipe as the always-available alternative. See docs/FLICK.md.

mod detector;
mod how_to;
// Synthetic traces for the tests and benches only (docs/FLICK.md, "The trace generator").
#[cfg(feature = "trace-generator")]
pub mod generator;
// Realistic motion (issue 16): for the flick evaluation only, like the generator.
mod quaternion;
#[cfg(feature = "trace-generator")]
pub mod realism;
mod sample;
mod settings;
mod swipe;
pub mod trace;

pub use detector::{FlickDetector, FlickLaunch, FlickState, NoFlick, Rejected, detect};
pub use how_to::HOW_TO_FLICK;
pub use sample::{MotionSample, STANDARD_GRAVITY, rotate};
pub use settings::{
    DEAD_ZONE, ELEVATION_RANGE, FULL_POWER, FlickSettings, MAX_SPEED, MIN_SPEED, launch_speed,
};
pub use swipe::{Swipe, swipe_launch};
pub use trace::{CSV_HEADER, LONGEST_TRACE_BYTES, TraceError, read_csv, trace_too_long, write_csv};
