//! The practice screen in a browser: flicks tried with a player's sensitivity, each reported
//! in the core's words, and the motion saved as a labelled trace file.

use super::thrown;
use crate::{WebError, payload};
use catapult_core::flick::{self, MotionSample};
use wasm_bindgen::prelude::*;

/// A practice session.
#[wasm_bindgen]
pub struct Practice {
    practice: flick::Practice,
}

#[wasm_bindgen]
impl Practice {
    /// A session for a player with `sensitivity` (`gentle`, `normal` or `firm`).
    #[wasm_bindgen(constructor)]
    pub fn new(sensitivity: &str) -> Result<Practice, JsValue> {
        let sensitivity = payload::sensitivity(sensitivity).map_err(thrown)?;
        Ok(Practice {
            practice: flick::Practice::new(sensitivity),
        })
    }

    /// The launch button went down: a new attempt, recorded from here.
    pub fn arm(&mut self) {
        self.practice.arm();
    }

    /// One motion event: the ten numbers `Flick.push` takes, in its order (`timeStamp` ms,
    /// acceleration m/s² x y z, rotation rate °/s alpha beta gamma, orientation ° alpha beta
    /// gamma). Returns true when the flick was confirmed (the page may disarm at once for the
    /// report).
    pub fn push(&mut self, reading: &[f64]) -> Result<bool, JsValue> {
        let [
            time_ms,
            ax,
            ay,
            az,
            rate_alpha,
            rate_beta,
            rate_gamma,
            alpha,
            beta,
            gamma,
        ] = <[f64; 10]>::try_from(reading).map_err(|_| {
            thrown(WebError::bad_input(format!(
                "a motion reading has 10 numbers, not {}",
                reading.len()
            )))
        })?;
        let sample = MotionSample::browser(
            time_ms,
            [ax, ay, az],
            [rate_alpha, rate_beta, rate_gamma],
            [alpha, beta, gamma],
        );
        Ok(self.practice.push(&[sample]).is_some())
    }

    /// The launch button came up: the report (JSON `{launched, headline, advice, launch,
    /// reason, arc}`); a miss is a report too, saying why.
    pub fn disarm(&mut self) -> Result<String, JsValue> {
        payload::practice_report(&self.practice.disarm()).map_err(thrown)
    }

    /// Switches to `sensitivity` for the next attempt.
    #[wasm_bindgen(js_name = setSensitivity)]
    pub fn set_sensitivity(&mut self, sensitivity: &str) -> Result<(), JsValue> {
        let sensitivity = payload::sensitivity(sensitivity).map_err(thrown)?;
        self.practice.set_sensitivity(sensitivity);
        Ok(())
    }

    /// The last attempt as a trace file (CSV with `#` lines), labelled `label` (`flick`,
    /// `put-down`, …), from the browser or phone named `device` (nothing personal).
    pub fn recording(&self, device: &str, label: &str) -> Result<String, JsValue> {
        payload::recording(&self.practice, device, label).map_err(thrown)
    }
}
