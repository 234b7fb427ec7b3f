//! What the page needs before a game: the setup menu, rule choices, artwork, the swipe.

use super::thrown;
use crate::payload;
use wasm_bindgen::prelude::*;

/// The setup screen's rule options (with explanations), seat limits, bot levels and colours.
#[wasm_bindgen(js_name = setupMenu)]
pub fn setup_menu() -> Result<String, JsValue> {
    payload::setup_menu().map_err(thrown)
}

/// `rules` (JSON) with a choice made; `choice` undefined turns a switch off.
#[wasm_bindgen(js_name = chooseRule)]
pub fn choose_rule(rules: &str, option: &str, choice: Option<String>) -> Result<String, JsValue> {
    payload::choose_rule(rules, option, choice.as_deref()).map_err(thrown)
}

/// The choice `rules` (JSON) make for each option, by option id.
#[wasm_bindgen(js_name = chosenRules)]
pub fn chosen_rules(rules: &str) -> Result<String, JsValue> {
    payload::chosen_rules(rules).map_err(thrown)
}

/// Every tile type's artwork, by tile id.
#[wasm_bindgen(js_name = tileArt)]
pub fn tile_art() -> Result<String, JsValue> {
    payload::all_tile_art().map_err(thrown)
}

/// The launch a swipe asks for (JSON `{start, end, duration, screen_height}` in CSS pixels
/// and seconds), as JSON `{speed, aim_degrees, elevation_degrees, …}`.
#[wasm_bindgen(js_name = swipeLaunch)]
pub fn swipe_launch(swipe: &str) -> Result<String, JsValue> {
    let launch = payload::swipe(swipe).map_err(thrown)?;
    serde_json::to_string(&launch).map_err(thrown)
}
