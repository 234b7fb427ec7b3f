//! The web app's surface of Catapult's core, built for `wasm32-unknown-unknown` with
//! wasm-bindgen. Like the UniFFI crate it converts types only: every rule and every flow
//! decision is the core's.
//!
//! Everything crosses to JavaScript as JSON text (the core's serde shapes, field names as in
//! Rust), built by [`payload`], which compiles and is tested on every target. The
//! `#[wasm_bindgen]` exports live in `js`, compiled for the browser only. See docs/WEB.md.

pub mod error;
pub mod payload;

#[cfg(target_family = "wasm")]
mod js;

pub use error::WebError;
