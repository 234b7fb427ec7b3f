//! The practice screen's JSON and the words the page sends for it: sensitivities and trace
//! labels by name, the report, the recording.

use crate::WebError;
use catapult_core::flick::{FlickSensitivity, Practice, PracticeReport, TraceLabel};
use serde::Serialize;

/// A sensitivity as the settings and practice screens list it.
#[derive(Debug, Serialize)]
pub struct SensitivityChoice {
    /// `gentle`, `normal` or `firm`: what the page sends back.
    id: FlickSensitivity,
    /// Its name for players ("Gentle").
    label: &'static str,
    /// Who it is for, one line.
    explanation: &'static str,
}

/// A trace label as "Save this flick" lists it.
#[derive(Debug, Serialize)]
pub struct TraceLabelChoice {
    /// `flick`, `put-down`, …: what the page sends back.
    id: TraceLabel,
    /// In a player's words ("Putting it down").
    words: &'static str,
}

/// Every trace label in the order a player picks from, the flick first.
pub fn trace_label_choices() -> Vec<TraceLabelChoice> {
    TraceLabel::FOR_SAVING
        .into_iter()
        .map(|id| TraceLabelChoice {
            id,
            words: id.words(),
        })
        .collect()
}

/// Every sensitivity, gentlest first.
pub fn sensitivity_choices() -> Vec<SensitivityChoice> {
    FlickSensitivity::ALL
        .into_iter()
        .map(|id| SensitivityChoice {
            id,
            label: id.label(),
            explanation: id.explanation(),
        })
        .collect()
}

/// The sensitivity the page names (`gentle`, `normal`, `firm`).
pub fn sensitivity(name: &str) -> Result<FlickSensitivity, WebError> {
    name.parse().map_err(WebError::bad_input)
}

/// The trace label the page names (`flick`, `put-down`, …).
pub fn trace_label(name: &str) -> Result<TraceLabel, WebError> {
    name.parse().map_err(WebError::bad_input)
}

/// A practice report as JSON (`launched`, `headline`, `advice`, `launch`, `reason`, `arc`).
pub fn practice_report(report: &PracticeReport) -> Result<String, WebError> {
    Ok(serde_json::to_string(report)?)
}

/// The last attempt as a trace file, labelled `label` (a name), from the phone `device`.
pub fn recording(practice: &Practice, device: &str, label: &str) -> Result<String, WebError> {
    practice
        .recording(device, trace_label(label)?)
        .map_err(|error| WebError::bad_input(error.to_string()))
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

    use super::*;
    use catapult_core::flick::read_csv;

    #[test]
    fn a_browser_practice_flick_comes_back_as_a_report_and_a_put_down_trace() {
        let path = concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../../tests/traces/set-down.csv"
        );
        let samples = read_csv(&std::fs::read_to_string(path).unwrap()).unwrap();
        let mut practice = Practice::new(sensitivity("firm").unwrap());
        let empty = recording(&practice, "Chrome on Android", "put-down").unwrap_err();
        assert!(empty.message.contains("flick once first"), "{empty}");
        practice.arm();
        practice.push(&samples);
        let report: serde_json::Value =
            serde_json::from_str(&practice_report(&practice.disarm()).unwrap()).unwrap();
        assert_eq!(report["launched"], false);
        assert!(report["reason"].is_string(), "{report}");
        let csv = recording(&practice, "Chrome on Android", "put-down").unwrap();
        assert!(
            csv.contains("# label: put-down\n# device: Chrome on Android\n"),
            "{csv}"
        );
        assert!(csv.contains("# sensitivity: firm\n"), "{csv}");
    }

    #[test]
    fn a_name_the_page_got_wrong_is_refused_with_the_names_that_work() {
        let error = sensitivity("hard").unwrap_err();
        assert_eq!(error.kind, "bad_input");
        assert!(error.message.contains("gentle, normal or firm"), "{error}");
        assert!(
            trace_label("jump")
                .unwrap_err()
                .message
                .contains("put-down")
        );
        let json = serde_json::to_value(sensitivity_choices()).unwrap();
        assert_eq!(json[0]["id"], "gentle");
        assert_eq!(json[2]["label"], "Firm");
    }
}
