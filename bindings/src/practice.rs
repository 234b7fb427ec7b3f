//! The practice screen: flicks tried before the first hurl or from the settings, each with the
//! launch it gave (speed, aim, a small arc) or why there was none, in the core's words; a
//! per-player sensitivity; and the motion saved as a labelled trace file.

use crate::error::CatapultError;
use crate::flick::{AndroidMotion, IosMotion};
use catapult_core::flick::{
    self, FlickSensitivity, MotionSample, NoFlick, RecordingError, TraceLabel,
};
use std::sync::{Arc, Mutex, MutexGuard};

/// How hard a player must flick, saved with their seat.
#[uniffi::remote(Enum)]
pub enum FlickSensitivity {
    Gentle,
    Normal,
    Firm,
}

/// What a saved trace shows: a flick, or which movement that must launch nothing.
#[uniffi::remote(Enum)]
pub enum TraceLabel {
    Flick,
    Still,
    Walk,
    Tap,
    PutDown,
    PickUp,
    Shake,
    Drop,
    Other,
}

/// A label as the practice screen's "Save this flick" lists it.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct TraceLabelChoice {
    /// The label.
    pub label: TraceLabel,
    /// As the file writes it (`flick`, `put-down`).
    pub id: String,
    /// In a player's words ("Putting it down").
    pub words: String,
}

/// Every label in the order a player picks from (a flick, putting it down, then the others),
/// with its words.
#[uniffi::export]
pub fn trace_labels() -> Vec<TraceLabelChoice> {
    TraceLabel::FOR_SAVING
        .into_iter()
        .map(|label| TraceLabelChoice {
            label,
            id: label.name().to_owned(),
            words: label.words().to_owned(),
        })
        .collect()
}

/// A sensitivity as the settings screen lists it.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct SensitivityChoice {
    /// The setting.
    pub sensitivity: FlickSensitivity,
    /// Its stable id (`gentle`, `normal`, `firm`).
    pub id: String,
    /// Its name for players ("Gentle").
    pub label: String,
    /// Who it is for, one line.
    pub explanation: String,
}

/// Every sensitivity, gentlest first, with its name and explanation.
#[uniffi::export]
pub fn flick_sensitivities() -> Vec<SensitivityChoice> {
    FlickSensitivity::ALL
        .into_iter()
        .map(|sensitivity| SensitivityChoice {
            sensitivity,
            id: sensitivity.name().to_owned(),
            label: sensitivity.label().to_owned(),
            explanation: sensitivity.explanation().to_owned(),
        })
        .collect()
}

/// The numbers of a practice flick that launched.
#[derive(Debug, Clone, Copy, PartialEq, uniffi::Record)]
pub struct PracticeLaunch {
    /// Launch speed, m/s.
    pub speed_m_per_s: f64,
    /// Aim from straight ahead, degrees, left (counter-clockwise) positive.
    pub aim_degrees: f64,
    /// Elevation, degrees (30–60).
    pub elevation_degrees: f64,
    /// The hand's speed at its fastest, after the sensitivity's factor, m/s.
    pub hand_speed_m_per_s: f64,
    /// Where the token would come down, m from the catapult.
    pub distance_m: f64,
}

/// A point of the flight seen from the side.
#[derive(Debug, Clone, Copy, PartialEq, uniffi::Record)]
pub struct ArcPoint {
    /// From the catapult along the throw, m.
    pub distance_m: f64,
    /// Above the table, m.
    pub height_m: f64,
}

/// What a practice flick gave: show `headline`, `advice` and the `arc`.
#[derive(Debug, Clone, PartialEq, uniffi::Record)]
pub struct PracticeReport {
    /// Whether it launched.
    pub launched: bool,
    /// "2.8 m/s, 4° left, a middle arc", or "Too gentle".
    pub headline: String,
    /// What to do next, one sentence.
    pub advice: String,
    /// The numbers, when it launched.
    pub launch: Option<PracticeLaunch>,
    /// Why there was no launch (`too_gentle`, `steep`, …), when there was none.
    pub reason: Option<String>,
    /// The flight from the side, release to landing (about 12 points; empty without a launch).
    pub arc: Vec<ArcPoint>,
}

impl From<flick::PracticeReport> for PracticeReport {
    fn from(report: flick::PracticeReport) -> PracticeReport {
        PracticeReport {
            launched: report.launched,
            headline: report.headline,
            advice: report.advice,
            launch: report.launch.map(|launch| PracticeLaunch {
                speed_m_per_s: launch.speed_m_per_s,
                aim_degrees: launch.aim_degrees,
                elevation_degrees: launch.elevation_degrees,
                hand_speed_m_per_s: launch.hand_speed_m_per_s,
                distance_m: launch.distance_m,
            }),
            reason: report.reason.map(NoFlick::name),
            arc: report
                .arc
                .into_iter()
                .map(|[distance_m, height_m]| ArcPoint {
                    distance_m,
                    height_m,
                })
                .collect(),
        }
    }
}

/// The practice screen's detector: [`FlickPractice::arm`] when the button goes down, push
/// samples while it is held, [`FlickPractice::disarm`] when it comes up for the report. The
/// motion of the last attempt can be saved with [`FlickPractice::recording_csv`]. Safe to call
/// from any thread (one at a time).
#[derive(Debug, uniffi::Object)]
pub struct FlickPractice {
    inner: Mutex<flick::Practice>,
}

impl FlickPractice {
    fn practice(&self) -> Result<MutexGuard<'_, flick::Practice>, CatapultError> {
        self.inner.lock().map_err(|_| CatapultError::Internal {
            message: "the practice screen stopped working; open it again".into(),
        })
    }

    fn push(&self, samples: &[MotionSample]) -> Result<bool, CatapultError> {
        Ok(self.practice()?.push(samples).is_some())
    }
}

#[uniffi::export]
impl FlickPractice {
    /// A practice session for a player with `sensitivity`, not listening yet.
    #[uniffi::constructor]
    pub fn new(sensitivity: FlickSensitivity) -> Arc<FlickPractice> {
        Arc::new(FlickPractice {
            inner: Mutex::new(flick::Practice::new(sensitivity)),
        })
    }

    /// The button went down: a new attempt, recorded from here.
    pub fn arm(&self) -> Result<(), CatapultError> {
        self.practice()?.arm();
        Ok(())
    }

    /// Android samples while the button is held. Returns true in the batch where the flick
    /// was confirmed (the screen may show the report at once by disarming).
    pub fn push_android(&self, samples: Vec<AndroidMotion>) -> Result<bool, CatapultError> {
        let samples: Vec<MotionSample> = samples.into_iter().map(MotionSample::from).collect();
        self.push(&samples)
    }

    /// iOS samples while the button is held; as [`FlickPractice::push_android`].
    pub fn push_ios(&self, samples: Vec<IosMotion>) -> Result<bool, CatapultError> {
        let samples: Vec<MotionSample> = samples.into_iter().map(MotionSample::from).collect();
        self.push(&samples)
    }

    /// The button came up: the report of this attempt. A miss is no error: the report says
    /// why and what to do.
    pub fn disarm(&self) -> Result<PracticeReport, CatapultError> {
        Ok(self.practice()?.disarm().into())
    }

    /// Switches to `sensitivity` for the next attempt (save it to the seat with the game's
    /// `set_flick_sensitivity`).
    pub fn set_sensitivity(&self, sensitivity: FlickSensitivity) -> Result<(), CatapultError> {
        self.practice()?.set_sensitivity(sensitivity);
        Ok(())
    }

    /// The sensitivity in use.
    pub fn sensitivity(&self) -> Result<FlickSensitivity, CatapultError> {
        Ok(self.practice()?.sensitivity())
    }

    /// The last attempt's motion as a trace file (CSV with `#` lines: `label`, the phone's
    /// `device_model` — `Build.MODEL` or the iPhone's model identifier, nothing personal —,
    /// the sampling rate, the sensitivity and what the detector said). [`CatapultError::BadInput`]
    /// when nothing was recorded yet.
    pub fn recording_csv(
        &self,
        device_model: String,
        label: TraceLabel,
    ) -> Result<String, CatapultError> {
        self.practice()?
            .recording(&device_model, label)
            .map_err(recording_error)
    }
}

fn recording_error(error: RecordingError) -> CatapultError {
    CatapultError::bad_input(error.to_string())
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

    use super::*;

    fn android(name: &str) -> Vec<AndroidMotion> {
        let path = format!("{}/../tests/traces/{name}.csv", env!("CARGO_MANIFEST_DIR"));
        flick::read_csv(&std::fs::read_to_string(path).unwrap())
            .unwrap()
            .into_iter()
            .map(AndroidMotion::from)
            .collect()
    }

    #[test]
    fn a_practice_flick_shows_its_launch_and_arc_and_saves_as_a_labelled_trace() {
        let practice = FlickPractice::new(FlickSensitivity::Normal);
        let error = practice
            .recording_csv("Pixel 7".into(), TraceLabel::Flick)
            .unwrap_err();
        assert!(
            error.to_string().contains("flick once first, then save"),
            "{error}"
        );
        practice.arm().unwrap();
        let confirmed: Vec<bool> = android("flick-medium-100hz")
            .chunks(8)
            .map(|batch| practice.push_android(batch.to_vec()).unwrap())
            .collect();
        assert_eq!(confirmed.iter().filter(|c| **c).count(), 1);
        let report = practice.disarm().unwrap();
        assert!(report.launched && report.reason.is_none(), "{report:?}");
        assert_eq!(report.arc.len(), flick::ARC_POINTS);
        let csv = practice
            .recording_csv("Pixel 7".into(), TraceLabel::Flick)
            .unwrap();
        let (label, samples) = flick::read_labelled_trace(&csv).unwrap();
        assert_eq!(label, TraceLabel::Flick);
        assert_eq!(samples.len(), android("flick-medium-100hz").len());
    }

    #[test]
    fn a_tap_on_the_practice_screen_is_a_report_not_an_error() {
        let practice = FlickPractice::new(FlickSensitivity::Gentle);
        assert_eq!(practice.sensitivity().unwrap(), FlickSensitivity::Gentle);
        practice.arm().unwrap();
        practice.push_android(android("tap")).unwrap();
        let report = practice.disarm().unwrap();
        assert!(!report.launched && report.launch.is_none() && report.arc.is_empty());
        let reason = report.reason.expect("why");
        assert!(!reason.contains(' '), "{reason}");
        practice.set_sensitivity(FlickSensitivity::Firm).unwrap();
        assert_eq!(practice.sensitivity().unwrap(), FlickSensitivity::Firm);
    }

    #[test]
    fn the_settings_list_the_three_sensitivities_gentlest_first_in_words() {
        let choices = flick_sensitivities();
        let ids: Vec<&str> = choices.iter().map(|c| c.id.as_str()).collect();
        assert_eq!(ids, ["gentle", "normal", "firm"]);
        assert_eq!(choices[0].label, "Gentle");
        assert!(choices.iter().all(|c| c.explanation.ends_with('.')));
    }
}
