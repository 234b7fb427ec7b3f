//! A practice session: the detector with a player's sensitivity, the motion it saw kept for
//! saving, and a report after each attempt. The same for every frontend, so the apps, the web
//! app and `catapult flick` only forward samples and show the report.

use super::detector::{FlickDetector, FlickLaunch, NoFlick};
use super::practice::PracticeReport;
use super::recording::{RECORDED_ON_PRACTICE, RecordingError, RecordingNotes, TraceRecorder};
use super::sample::MotionSample;
use super::sensitivity::FlickSensitivity;
use super::trace_label::TraceLabel;

/// Flicks tried on the practice screen: arm, push, disarm for a [`PracticeReport`], as often as
/// the player likes; the motion of the last attempt can be saved as a trace.
#[derive(Debug, Clone)]
pub struct Practice {
    sensitivity: FlickSensitivity,
    detector: FlickDetector,
    recorder: TraceRecorder,
    outcome: Option<Result<FlickLaunch, NoFlick>>,
}

impl Practice {
    /// A session for a player with `sensitivity`, not listening yet.
    pub fn new(sensitivity: FlickSensitivity) -> Practice {
        Practice {
            sensitivity,
            detector: FlickDetector::with_sensitivity(sensitivity),
            recorder: TraceRecorder::new(),
            outcome: None,
        }
    }

    /// The sensitivity in use.
    pub fn sensitivity(&self) -> FlickSensitivity {
        self.sensitivity
    }

    /// Switches to `sensitivity` for the next attempt (an attempt under way is dropped: its
    /// numbers would mix two settings). The last recording stays, to be saved.
    pub fn set_sensitivity(&mut self, sensitivity: FlickSensitivity) {
        self.sensitivity = sensitivity;
        self.detector = FlickDetector::with_sensitivity(sensitivity);
    }

    /// The launch button went down: a new attempt, recorded from here.
    pub fn arm(&mut self) {
        self.detector.arm();
        self.recorder.clear();
        self.outcome = None;
    }

    /// Samples while the button is held: recorded, and fed to the detector. Returns the launch
    /// from the batch in which it was confirmed, once.
    pub fn push(&mut self, samples: &[MotionSample]) -> Option<FlickLaunch> {
        self.recorder.record(samples);
        self.detector.push(samples)
    }

    /// The button came up: what the attempt gave, launched or not (a miss is no error: the
    /// report says why).
    pub fn disarm(&mut self) -> PracticeReport {
        let outcome = self.detector.disarm();
        self.outcome = Some(outcome);
        PracticeReport::new(outcome)
    }

    /// The recorder, with the motion of the last attempt.
    pub fn recorder(&self) -> &TraceRecorder {
        &self.recorder
    }

    /// The last attempt as a trace file labelled `label`, with the phone's model `device` and
    /// what the detector said. [`RecordingError::Empty`] before any motion came.
    pub fn recording(&self, device: &str, label: TraceLabel) -> Result<String, RecordingError> {
        self.recorder.write(&RecordingNotes {
            source: RECORDED_ON_PRACTICE.to_owned(),
            label,
            device: device.to_owned(),
            sensitivity: self.sensitivity,
            outcome: self.outcome,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::flick::{read_csv, read_labelled_trace};

    fn trace(name: &str) -> Vec<MotionSample> {
        let path = format!("{}/../tests/traces/{name}.csv", env!("CARGO_MANIFEST_DIR"));
        read_csv(&std::fs::read_to_string(path).unwrap()).unwrap()
    }

    fn attempt(practice: &mut Practice, name: &str) -> PracticeReport {
        practice.arm();
        for batch in trace(name).chunks(10) {
            practice.push(batch);
        }
        practice.disarm()
    }

    #[test]
    fn a_phone_put_down_gives_no_launch_and_says_why() {
        let mut practice = Practice::new(FlickSensitivity::Normal);
        let report = attempt(&mut practice, "set-down");
        assert!(!report.launched && report.arc.is_empty(), "{report:?}");
        let why = report.reason.expect("a reason");
        assert_eq!(report.headline, why.title());
        assert!(report.advice.starts_with("Hold the"), "{}", report.advice);
    }

    #[test]
    fn anna_flicks_twice_and_saves_only_her_second_flick() {
        let mut practice = Practice::new(FlickSensitivity::Gentle);
        assert_eq!(
            practice.recording("Pixel 7", TraceLabel::Flick),
            Err(RecordingError::Empty)
        );
        assert!(attempt(&mut practice, "tap").reason.is_some());
        let report = attempt(&mut practice, "flick-medium-100hz");
        assert!(report.launched, "{report:?}");
        let text = practice.recording("Pixel 7", TraceLabel::Flick).unwrap();
        assert!(text.contains("# sensitivity: gentle\n"), "{text}");
        assert!(text.contains("# outcome: launch, "), "{text}");
        let (label, samples) = read_labelled_trace(&text).unwrap();
        assert_eq!(label, TraceLabel::Flick);
        assert_eq!(samples, trace("flick-medium-100hz"));
    }

    #[test]
    fn a_firmer_setting_after_a_flick_throws_the_same_flick_shorter() {
        let mut practice = Practice::new(FlickSensitivity::Normal);
        let normal = attempt(&mut practice, "flick-light-100hz").launch.unwrap();
        practice.set_sensitivity(FlickSensitivity::Firm);
        assert_eq!(practice.sensitivity(), FlickSensitivity::Firm);
        let firm = attempt(&mut practice, "flick-light-100hz").launch.unwrap();
        assert!(
            firm.speed_m_per_s < normal.speed_m_per_s,
            "{firm:?} {normal:?}"
        );
    }
}
