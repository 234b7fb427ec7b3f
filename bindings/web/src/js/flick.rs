//! The flick in a browser: `devicemotion` events (at most 60 Hz) paired with the last
//! `deviceorientation`, through the same detector as the phones' apps.

use super::thrown;
use crate::{WebError, payload};
use catapult_core::flick::{FlickDetector, MotionSample};
use wasm_bindgen::prelude::*;

/// The flick detector of one hurl.
#[wasm_bindgen]
pub struct Flick {
    detector: FlickDetector,
}

#[wasm_bindgen]
impl Flick {
    /// A detector for a player with `sensitivity` (`gentle`, `normal`, `firm`; undefined:
    /// normal), not yet listening.
    #[wasm_bindgen(constructor)]
    pub fn new(sensitivity: Option<String>) -> Result<Flick, JsValue> {
        let sensitivity = match sensitivity {
            Some(name) => payload::sensitivity(&name).map_err(thrown)?,
            None => Default::default(),
        };
        Ok(Flick {
            detector: FlickDetector::with_sensitivity(sensitivity),
        })
    }

    /// Starts listening (the launch button went down).
    pub fn arm(&mut self) {
        self.detector.arm();
    }

    /// One motion event: its `timeStamp` (ms), `acceleration` (m/s²), `rotationRate` (°/s
    /// about z, x, y as alpha, beta, gamma) and the orientation (°, alpha, beta, gamma).
    /// Returns the launch (JSON) once a flick is detected.
    #[allow(clippy::too_many_arguments)]
    pub fn push(
        &mut self,
        time_ms: f64,
        ax: f64,
        ay: f64,
        az: f64,
        rate_alpha: f64,
        rate_beta: f64,
        rate_gamma: f64,
        alpha: f64,
        beta: f64,
        gamma: f64,
    ) -> Result<Option<String>, JsValue> {
        let sample = MotionSample::browser(
            time_ms,
            [ax, ay, az],
            [rate_alpha, rate_beta, rate_gamma],
            [alpha, beta, gamma],
        );
        self.detector
            .push(&[sample])
            .map(|launch| serde_json::to_string(&launch).map_err(thrown))
            .transpose()
    }

    /// Stops listening (the launch button went up): the launch (JSON), or why there is none.
    pub fn disarm(&mut self) -> Result<String, JsValue> {
        let launch = self
            .detector
            .disarm()
            .map_err(|no| thrown(WebError::bad_input(no.to_string())))?;
        serde_json::to_string(&launch).map_err(thrown)
    }

    /// What it is doing: `idle`, `armed`, `flicking` or `done`.
    pub fn state(&self) -> String {
        serde_json::to_value(self.detector.state())
            .ok()
            .and_then(|value| value.as_str().map(str::to_owned))
            .unwrap_or_default()
    }
}
