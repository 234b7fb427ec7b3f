//! Why a scene or a launch was refused.

use thiserror::Error;

/// A scene or launch the model cannot simulate; the message names the value and the range.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum PhysicsError {
    /// A launch value is NaN, infinite or out of range.
    #[error("the launch {field} must be {range}; got {value}")]
    BadLaunch {
        /// Which value.
        field: &'static str,
        /// The accepted range, in words.
        range: &'static str,
        /// What was given.
        value: String,
    },
    /// The launch names a seat the table does not have.
    #[error("there is no seat {seat}: the table has {seats} seats, numbered from 0")]
    NoSuchSeat {
        /// The seat asked for.
        seat: usize,
        /// How many there are.
        seats: usize,
    },
    /// A physics model this app does not have (a game recorded by a newer app).
    #[error(
        "this game was played with physics model {version}, which this app does not have: update the app to replay it"
    )]
    UnknownModel {
        /// The version asked for.
        version: u32,
    },
    /// The scene cannot be simulated.
    #[error("bad scene: {reason}")]
    BadScene {
        /// What is wrong.
        reason: String,
    },
}
