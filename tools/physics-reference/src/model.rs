//! The project's model on a case: the same scene, the token started in the same state.

use crate::cases::{Body, Case, Observed};
use catapult_core::physics::tumble::rotation;
use catapult_core::physics::{
    DEFAULT_TABLE, FollowerBody, Options, Parameters, Pose, Scene, Simulation, seats_around,
};
use nalgebra::{Vector2, Vector3};

/// Runs `case` through the model with `params` (drag off: the reference has no air).
pub fn run(case: &Case, params: &Parameters) -> Result<Observed, String> {
    let table = Vector2::new(DEFAULT_TABLE[0], DEFAULT_TABLE[1]);
    let followers = case
        .body
        .map(|body| {
            let (x, y) = body.position();
            FollowerBody {
                id: 1,
                position: Vector2::new(x, y),
                facing: body.facing(),
                pose: match body {
                    Body::Standing { .. } => Pose::Standing,
                    Body::Lying { .. } => Pose::Lying,
                },
                big: false,
            }
        })
        .into_iter()
        .collect();
    let scene = Scene {
        table,
        board_origin: Vector2::zeros(),
        tiles: case.tiles.clone(),
        followers,
        tokens: Vec::new(),
        seats: seats_around(table, 2),
    };
    let params = params.without_drag();
    let mut simulation = Simulation::from_motion(
        &scene,
        case.token,
        case.position,
        case.velocity,
        &params,
        &Options::default(),
    )
    .map_err(|e| e.to_string())?
    .with_attitude(
        rotation(Vector3::new(case.tilt[0], case.tilt[1], 0.0)),
        Vector3::from(case.spin),
    );
    while simulation.step() {}
    let outcome = simulation.finish();
    let touched = outcome.touched_by_token.contains(&1);
    let follower = case.body.map(|body| {
        let (x, y) = body.position();
        let moved = outcome.moved_followers.iter().find(|m| m.id == 1);
        let at = moved.map_or(Vector2::new(x, y), |m| m.position);
        let fell = outcome.toppled.contains(&1);
        let lying_from_start = matches!(body, Body::Lying { .. });
        // The reference reports the up axis; the model whether it fell.
        let up = if fell && !lying_from_start { 0.0 } else { 1.0 };
        (at, up)
    });
    Ok(Observed::new(
        case,
        touched,
        follower,
        outcome.rest_position,
        outcome.first_landing,
    ))
}
