//! The `#[wasm_bindgen]` exports, for the browser only. Each converts its arguments, calls the
//! core and returns [`crate::payload`]'s JSON; errors become JavaScript `Error`s named by
//! their kind.

mod flick;
mod game;
mod history;
mod menu;
mod practice;

use crate::WebError;
use wasm_bindgen::JsValue;

/// The page's clock, ms since the Unix epoch: the core calls no clock of its own here.
fn page_clock() -> i64 {
    js_sys::Date::now() as i64
}

/// `error` as a JavaScript `Error` whose `name` is the kind (`illegal_move`, `bad_input`, …).
fn thrown(error: impl Into<WebError>) -> JsValue {
    let error = error.into();
    let js = js_sys::Error::new(&error.message);
    js.set_name(error.kind);
    js.into()
}
