//! The reference: the same pieces as rigid bodies in rapier3d (f64), stepped at 2 kHz with
//! continuous collision for the token. Followers are the model's tipping boxes
//! (16 × 9.94 × 15.98 mm, 1.26 g), tokens cylinders of the model's radius and thickness, the
//! table and tiles fixed boxes. Friction 0.4 everywhere; restitution 0.3 on the table and
//! tiles, 0.5 between a token and a follower (the model's values; the smaller of two
//! colliders' values is used, so the token's 0.5 meets the table's 0.3 as 0.3).

use crate::cases::{Body, Case, Observed};
use catapult_core::physics::pieces::{follower, tile};
use rapier3d_f64::prelude::*;

/// Reference step, s: 2 kHz (halving it changes 28 of 156 verdicts: docs/PHYSICS.md).
pub const STEP: f64 = 0.000_5;
/// Simulated time after which everything is taken to rest, s.
const LENGTH: f64 = 2.0;
/// How far the table reaches from the origin, m.
const TABLE_HALF: f64 = 0.7;

/// Runs `case` in rapier and reports what happened to the follower (if any) and the token.
pub fn run(case: &Case, step: f64) -> Observed {
    let mut world = PhysicsWorld::new();
    world.gravity = Vector::new(0.0, 0.0, -9.81);
    world.integration_parameters.dt = step;
    world.integration_parameters.length_unit = 0.01;
    world.integration_parameters.num_solver_iterations = 8;
    world.integration_parameters.friction_model = FrictionModel::Coulomb;
    let surface = |builder: ColliderBuilder, e: f64| {
        builder
            .friction(0.4)
            .restitution(e)
            .restitution_combine_rule(CoefficientCombineRule::Min)
            .friction_combine_rule(CoefficientCombineRule::Min)
    };
    let table =
        world.insert_body(RigidBodyBuilder::fixed().translation(Vector::new(0.0, 0.0, -0.01)));
    world.insert_collider(
        surface(ColliderBuilder::cuboid(TABLE_HALF, TABLE_HALF, 0.01), 0.3),
        Some(table),
    );
    for cell in &case.tiles {
        let centre = Vector::new(
            f64::from(cell[0]) * tile::SIZE,
            f64::from(cell[1]) * tile::SIZE,
            tile::THICKNESS / 2.0,
        );
        let body = world.insert_body(RigidBodyBuilder::fixed().translation(centre));
        let half = tile::SIZE / 2.0;
        world.insert_collider(
            surface(
                ColliderBuilder::cuboid(half, half, tile::THICKNESS / 2.0),
                0.3,
            ),
            Some(body),
        );
    }
    let follower_handle = case.body.map(|body| {
        let (half, base) = match body {
            Body::Standing { base, .. } => (
                Vector::new(
                    follower::THICKNESS / 2.0,
                    follower::WIDTH / 2.0,
                    follower::HEIGHT / 2.0,
                ),
                base,
            ),
            Body::Lying { base, .. } => (
                Vector::new(
                    follower::HEIGHT / 2.0,
                    follower::WIDTH / 2.0,
                    follower::THICKNESS / 2.0,
                ),
                base,
            ),
        };
        let (x, y) = body.position();
        let handle = world.insert_body(
            RigidBodyBuilder::dynamic()
                .translation(Vector::new(x, y, base + half.z))
                .rotation(Vector::new(0.0, 0.0, body.facing()))
                .can_sleep(false),
        );
        world.insert_collider(
            surface(ColliderBuilder::cuboid(half.x, half.y, half.z), 0.5).mass(follower::MASS),
            Some(handle),
        );
        handle
    });
    let kind = case.token;
    let thickness = kind.thickness();
    let start = case.position;
    let token = world.insert_body(
        RigidBodyBuilder::dynamic()
            .translation(Vector::new(start.x, start.y, start.z + thickness / 2.0))
            .rotation(Vector::new(case.tilt[0], case.tilt[1], 0.0))
            .linvel(Vector::new(
                case.velocity.x,
                case.velocity.y,
                case.velocity.z,
            ))
            .angvel(Vector::new(case.spin[0], case.spin[1], case.spin[2]))
            .ccd_enabled(true)
            .can_sleep(false),
    );
    // A cylinder's axis is y: turn it upright first (its own frame), the case's tilt after.
    let token_collider = world.insert_collider(
        surface(
            ColliderBuilder::cylinder(thickness / 2.0, kind.radius()),
            0.5,
        )
        .rotation(Vector::new(std::f64::consts::FRAC_PI_2, 0.0, 0.0))
        .mass(kind.mass()),
        Some(token),
    );
    let follower_collider =
        follower_handle.and_then(|h| world.bodies[h].colliders().first().copied());
    let mut touched = false;
    let mut landing = None;
    let steps = (LENGTH / step).round() as usize;
    for _ in 0..steps {
        world.step();
        if let Some(other) = follower_collider
            && !touched
            && world
                .narrow_phase
                .contact_pair(token_collider, other)
                .is_some_and(|pair| pair.total_impulse().length() > 0.0)
        {
            touched = true;
        }
        let p = world.bodies[token].translation();
        if landing.is_none() && p.z < case.landing_height() + kind.radius() {
            // The first touch of the table or a tile: below the height a tilted disc can reach.
            let touching = world
                .narrow_phase
                .contact_pairs_with(token_collider)
                .any(|pair| {
                    pair.has_any_active_contact()
                        && Some(pair.collider1) != follower_collider
                        && Some(pair.collider2) != follower_collider
                });
            if touching {
                landing = Some(nalgebra::Vector2::new(p.x, p.y));
            }
        }
    }
    let token_body = &world.bodies[token];
    let p = token_body.translation();
    let up = token_body.rotation() * Vector::new(0.0, 0.0, 1.0);
    let follower = follower_handle.map(|handle| {
        let body = &world.bodies[handle];
        let q = body.translation();
        let axis = match case.body {
            Some(Body::Lying { .. }) => body.rotation() * Vector::new(0.0, 0.0, 1.0),
            _ => body.rotation() * Vector::new(0.0, 0.0, 1.0),
        };
        (nalgebra::Vector2::new(q.x, q.y), axis.z)
    });
    Observed::new(
        case,
        touched,
        follower,
        nalgebra::Vector3::new(p.x, p.y, p.z - thickness / 2.0 * up.z.abs()),
        landing,
    )
}
