//! The flick: from the phone's motion samples to a catapult launch, the same on every
//! platform; and a touch swipe as the always-available alternative. See docs/FLICK.md.

mod arc;
mod detector;
mod how_to;
mod miss_words;
mod practice;
mod practice_session;
pub mod quaternion;
mod recording;
mod sample;
mod sensitivity;
mod settings;
mod swipe;
pub mod trace;
mod trace_label;

pub use arc::{ARC_POINTS, side_view};
pub use detector::{FlickDetector, FlickLaunch, FlickState, NoFlick, Rejected, detect};
pub use how_to::HOW_TO_FLICK;
pub use practice::{PracticeLaunch, PracticeReport};
pub use practice_session::Practice;
pub use recording::{
    MAX_DEVICE_CHARS, MAX_RECORDED_BYTES, MAX_RECORDED_SAMPLES, RECORDED_ON_PRACTICE,
    RecordingError, RecordingNotes, TraceRecorder, read_labelled_trace,
};
pub use sample::{MotionSample, STANDARD_GRAVITY};
pub use sensitivity::FlickSensitivity;
pub use settings::{
    DEAD_ZONE, ELEVATION_RANGE, FULL_POWER, FlickSettings, MAX_SPEED, MIN_SPEED, launch_speed,
};
pub use swipe::{Swipe, swipe_launch};
pub use trace::{CSV_HEADER, LONGEST_TRACE_BYTES, TraceError, read_csv, trace_too_long, write_csv};
pub use trace_label::TraceLabel;
