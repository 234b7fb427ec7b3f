//! The catapult's physics: a token hurled onto the table, what it touches, what falls over and
//! where everything comes to rest. It knows nothing of the rules: a [`Scene`] and a [`Launch`]
//! in, an [`Outcome`] out.
//!
//! Units: metres, kilograms, seconds, radians; z up; the table top is z = 0. Deterministic to
//! the bit: fixed time step, only `+ − × ÷ √` and the portable `libm` functions, no hash maps,
//! no threads. The model and its parameters are described in docs/PHYSICS.md.

mod bearing;
mod contact;
mod error;
mod fall;
mod launch;
mod outcome;
mod params;
pub mod pieces;
pub mod rim_impact;
mod rocking;
mod scene;
mod sim;
mod strike;
mod tile_map;
pub mod tumble;

pub use bearing::{Bearing, bearing, catapult_position};
pub use contact::{Tipping, collision_impulse, swept_hit};
pub use error::PhysicsError;
pub use launch::{Launch, MAX_AIM, MAX_ELEVATION, MAX_SPEED, radians};
pub use outcome::{
    ChainTouch, FollowerFrame, Frame, Line, MovedFollower, MovedToken, Outcome, RestPlace,
};
pub use params::{MODEL_VERSION, OLDEST_MODEL_VERSION, Parameters};
pub use pieces::TokenKind;
pub use scene::{DEFAULT_TABLE, FollowerBody, Pose, RestingToken, Scene, Seat, seats_around};
pub use sim::{FRAME_RATE, Options, Simulation, simulate};
pub use strike::{Blow, Response, RockingTable, Struck, response, strike};
