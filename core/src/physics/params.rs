//! The model's parameters, with units and where each value comes from (docs/PHYSICS.md).

use super::error::PhysicsError;
use serde::{Deserialize, Serialize};

/// Version of the physical model. A recorded hurl stores it, so a game replays with the model
/// it was played with even after the parameters are tuned.
///
/// - 1: a struck follower stays or falls, heads are springy, the token a flat disc.
/// - 2: a struck follower slides, pivots or both; hits from above share momentum; the token a
///   thin rigid body that tilts and spins (docs/PHYSICS.md).
/// - 3: model 2, with the token's attitude advanced in one go over the stretches of flight high
///   above everything (the same closed form, rounded differently; a throw costs 60 µs, not 100).
/// - 4: model 3, with a rim strike on the surface followed through its impulse (Routh's
///   method, Poisson's restitution, friction that sticks or slips along the way) and a rim
///   struck again in the next step taken as the same contact rolling on.
/// - 5: model 4, with a follower struck below its centre of mass followed through its hop (its
///   near edge bounces off the table) and its rocking on that sliding edge, with the edge's
///   friction and the other edge's impact when it rocks back, not judged by its energy alone.
pub const MODEL_VERSION: u32 = 5;

/// The oldest model version that still replays.
pub const OLDEST_MODEL_VERSION: u32 = 1;

/// Coefficients and step size of the simulation.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Parameters {
    /// Which model runs ([`MODEL_VERSION`] for new hurls, older for recorded games).
    pub model: u32,
    /// Fixed time step, s. 1 ms keeps a 5 m/s token's step (5 mm) below a follower's
    /// thickness, and contacts are found by swept tests anyway.
    pub time_step: f64,
    /// Gravitational acceleration, m/s².
    pub gravity: f64,
    /// Air density, kg/m³ (sea level, 20 °C).
    pub air_density: f64,
    /// Drag coefficient of a tumbling flat plate (dimensionless); 0 switches drag off.
    pub drag_coefficient: f64,
    /// Height above the table top where the catapult releases the token, m.
    pub launch_height: f64,
    /// How far in from the table edge the catapult stands, m.
    pub catapult_inset: f64,
    /// Model 2: the catapult arm's length from its pivot to the spoon, m. The token leaves
    /// turning with the arm, at its speed divided by this.
    pub arm_length: f64,
    /// Coefficient of restitution of a token landing on the table or a tile.
    pub restitution_surface: f64,
    /// Coulomb friction coefficient of cardboard on cardboard or varnished wood.
    pub friction: f64,
    /// Coefficient of restitution between a token and a follower.
    pub restitution_follower: f64,
    /// Coefficient of restitution between two tokens.
    pub restitution_token: f64,
    /// A token's vertical speed below which a landing does not bounce any more, m/s.
    pub settle_speed: f64,
    /// Simulated time after which everything is taken to rest, s.
    pub max_time: f64,
}

impl Default for Parameters {
    fn default() -> Self {
        Parameters {
            model: MODEL_VERSION,
            time_step: 0.001,
            gravity: 9.81,
            air_density: 1.204,
            drag_coefficient: 1.17,
            launch_height: 0.05,
            catapult_inset: 0.06,
            arm_length: 0.1,
            restitution_surface: 0.3,
            friction: 0.4,
            restitution_follower: 0.5,
            restitution_token: 0.6,
            settle_speed: 0.05,
            max_time: 8.0,
        }
    }
}

impl Parameters {
    /// The parameters of model `version`, so a game replays with the model it was played with.
    pub fn for_model(version: u32) -> Result<Parameters, PhysicsError> {
        if !(OLDEST_MODEL_VERSION..=MODEL_VERSION).contains(&version) {
            return Err(PhysicsError::UnknownModel { version });
        }
        Ok(Parameters {
            model: version,
            ..Parameters::default()
        })
    }

    /// The same parameters with air drag switched off (for checks against textbook flight).
    pub fn without_drag(self) -> Parameters {
        Parameters {
            drag_coefficient: 0.0,
            ..self
        }
    }

    /// Checks every parameter against its sensible range, naming the first one outside it.
    pub fn validate(&self) -> Result<(), PhysicsError> {
        let params = self;
        if !(OLDEST_MODEL_VERSION..=MODEL_VERSION).contains(&params.model) {
            return Err(PhysicsError::UnknownModel {
                version: params.model,
            });
        }
        let values = [
            ("time step", params.time_step, 1e-5, 0.01),
            ("gravity", params.gravity, 0.1, 100.0),
            ("air density", params.air_density, 0.0, 10.0),
            ("drag coefficient", params.drag_coefficient, 0.0, 10.0),
            ("launch height", params.launch_height, 0.0, 1.0),
            ("catapult inset", params.catapult_inset, 0.0, 1.0),
            ("arm length", params.arm_length, 0.01, 1.0),
            ("surface restitution", params.restitution_surface, 0.0, 1.0),
            ("friction", params.friction, 0.0, 2.0),
            (
                "follower restitution",
                params.restitution_follower,
                0.0,
                1.0,
            ),
            ("token restitution", params.restitution_token, 0.0, 1.0),
            ("settle speed", params.settle_speed, 0.0, 1.0),
            ("max time", params.max_time, 0.01, 60.0),
        ];
        for (name, value, low, high) in values {
            if !(value.is_finite() && value >= low && value <= high) {
                return Err(PhysicsError::BadScene {
                    reason: format!(
                        "parameter {name} must be between {low} and {high}; got {value}"
                    ),
                });
            }
        }
        Ok(())
    }
}
