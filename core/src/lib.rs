//! Catapult's core: Carcassonne with The Catapult as a pure Rust state machine.
//!
//! A game is data: a [`rules::GameConfig`], a seed and a list of [`rules::Action`]s rebuild the
//! [`rules::Game`] exactly ([`rules::Game::state_hash`] proves it). Modules depend one way:
//! `tiles` ← `board` ← `rules` ← `bots`; `scenario` plays hand-written rule cases.

pub mod board;
pub mod bots;
pub mod bounded;
pub mod error;
pub mod flick;
pub mod physics;
pub mod rules;
pub mod scenario;
pub mod scene;
pub mod session;
pub mod store;
pub mod tiles;
pub mod words;

#[cfg(test)]
mod test_support;

pub use error::{GameError, GameErrorKind};
