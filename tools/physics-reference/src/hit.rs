//! The hits' second reference: an integrator of our own at very small steps, like the landings'
//! (`landing.rs`), because rapier resolves an impact over a few sub-steps and under-applies the
//! friction during it (docs/PHYSICS.md).
//!
//! The follower is the model's box (16 × 9.94 × 15.98 mm, 1.26 g, uniform), the token a rigid
//! disc of its real mass and inertia. Contacts are penalty springs with dampers and Coulomb
//! friction (regularised below 1 mm/s of slip), so a blow is integrated through its ~0.1 ms and
//! the table's friction at the follower's edges acts during it, as it does:
//!
//! - the follower's bottom face (a 7 × 7 grid, edges included) and its top corners press on
//!   the table, together 1.4·10⁵ N/m (the chit's 6.8·10⁴ N/m scaled by mass: the same contact
//!   time), with the table's restitution 0.3;
//! - the token's rims (48 points each) press into the follower's box, 2·10⁵ N/m a point, with
//!   the follower's restitution 0.5; the token's faces press on the table as in `landing.rs`.
//!   `--rings N` samples the token's side with N rings instead of its two rims (the rims
//!   included, evenly spaced, sharing the two rims' stiffness), to show that the verdicts do not
//!   hang on where the side is sampled.
//!
//! Steps: 1 µs while the token is within 3 mm of the follower, 10 µs otherwise. Halving both
//! is checked by `--settled`.

use crate::bodies::{FRICTION, Rigid, SLIP, press_on_surface};
use crate::cases::{Body, Case, Observed};
use crate::landing::{DAMPING_RATIO, FLAT_STIFFNESS, face_points};
use catapult_core::physics::pieces::follower;
use nalgebra::{UnitQuaternion, Vector2, Vector3};
use std::sync::OnceLock;

/// The step near the follower, s.
pub const STEP: f64 = 0.000_001;
/// Rings of points on the token's side by default: its two rims.
pub const RINGS: u32 = 2;
/// Points on each ring.
const RING_POINTS: u32 = 48;
/// The follower's table contact, all its bottom points together, N/m.
const FOLLOWER_STIFFNESS: f64 = 1.4e5;
/// One point of the token's side pressed into the follower, when its two rims sample it, N/m.
const STRIKE_STIFFNESS: f64 = 2.0e5;
/// Restitution between a token and a follower (the model's).
const FOLLOWER_RESTITUTION: f64 = 0.5;
/// Longest simulated time, s.
const LENGTH: f64 = 3.0;

/// The points of the token's side inside the follower's box push the two apart along the box face
/// each is nearest to, and are held by Coulomb friction; the points share one damper for
/// restitution 0.5, set at their stiffness-weighted centroid (as `landing.rs` does). Returns
/// whether any touched.
fn strike(
    token: &mut Rigid,
    side_points: &[Vector3<f64>],
    point_stiffness: f64,
    box_body: &mut Rigid,
    half: &Vector3<f64>,
) -> bool {
    let zeta = *FOLLOWER_ZETA.get_or_init(|| damping_ratio_for(FOLLOWER_RESTITUTION));
    let token_rotation = token.attitude.to_rotation_matrix();
    let box_rotation = box_body.attitude.to_rotation_matrix();
    // Each side point inside the box: its arm on the token, the face normal, its depth.
    let inside: Vec<(Vector3<f64>, Vector3<f64>, f64)> = side_points
        .iter()
        .filter_map(|p| {
            let arm = token_rotation * p;
            let local = box_rotation.transpose() * (token.centre + arm - box_body.centre);
            let depths = [
                half.x - local.x.abs(),
                half.y - local.y.abs(),
                half.z - local.z.abs(),
            ];
            let axis = (0..3).min_by(|a, b| depths[*a].total_cmp(&depths[*b]))?;
            let mut face = Vector3::zeros();
            face[axis] = local[axis].signum();
            (depths[axis] > 0.0).then(|| (arm, box_rotation * face, depths[axis]))
        })
        .collect();
    let Some(&(_, normal, _)) = inside.first() else {
        return false;
    };
    let centroid = inside.iter().map(|(arm, _, _)| arm).sum::<Vector3<f64>>() / inside.len() as f64;
    let box_centroid = token.centre + centroid - box_body.centre;
    let give = token.give(&centroid, &normal) + box_body.give(&box_centroid, &normal);
    let total = point_stiffness * inside.len() as f64;
    // Damping per unit stiffness, s.
    let damping = 2.0 * zeta * (total / give).sqrt() / total;
    for (arm, normal, depth) in &inside {
        let box_arm = token.centre + arm - box_body.centre;
        let relative = token.velocity_at(arm) - box_body.velocity_at(&box_arm);
        let closing = relative.dot(normal);
        let pressure = point_stiffness * (depth - damping * closing).max(0.0);
        let slip = relative - normal * closing;
        let friction = -slip * (FRICTION * pressure / slip.norm().max(SLIP));
        let force = normal * pressure + friction;
        token.push(force, arm);
        box_body.push(-force, &box_arm);
    }
    true
}

static FOLLOWER_ZETA: OnceLock<f64> = OnceLock::new();

/// The damping ratio of a spring-dashpot that cannot pull which rebounds at `e` of its
/// closing speed, by bisection on the 1-degree-of-freedom impact.
fn damping_ratio_for(e: f64) -> f64 {
    let rebound = |zeta: f64| {
        // Unit mass and stiffness, closing at 1: step through the contact.
        let (mut x, mut v, dt) = (0.0f64, 1.0f64, 1e-5);
        loop {
            let force = (-x - 2.0 * zeta * v).min(0.0);
            v += force * dt;
            x += v * dt;
            if x <= 0.0 {
                return -v;
            }
        }
    };
    let (mut low, mut high) = (0.0, 2.0);
    for _ in 0..50 {
        let mid = (low + high) / 2.0;
        if rebound(mid) > e {
            low = mid;
        } else {
            high = mid;
        }
    }
    (low + high) / 2.0
}

/// Runs a hit case (a standing follower on the bare table) with step `step` (s) near the
/// follower and ten times that elsewhere, the token's side sampled by `rings` rings (at least 2:
/// its rims).
pub fn run(case: &Case, step: f64, rings: u32) -> Observed {
    let Some(Body::Standing { x, y, facing, .. }) = case.body else {
        return Observed::new(case, false, None, case.position, None);
    };
    let kind = case.token;
    let (r, t) = (kind.radius(), kind.thickness());
    let half = Vector3::new(
        follower::THICKNESS / 2.0,
        follower::WIDTH / 2.0,
        follower::HEIGHT / 2.0,
    );
    let box_inertia = Vector3::new(
        follower::MASS * (4.0 * half.y * half.y + 4.0 * half.z * half.z) / 12.0,
        follower::MASS * (4.0 * half.x * half.x + 4.0 * half.z * half.z) / 12.0,
        follower::MASS * (4.0 * half.x * half.x + 4.0 * half.y * half.y) / 12.0,
    );
    let mut meeple = Rigid {
        mass: follower::MASS,
        inertia: box_inertia,
        centre: Vector3::new(x, y, half.z),
        attitude: UnitQuaternion::from_scaled_axis(Vector3::new(0.0, 0.0, facing)),
        velocity: Vector3::zeros(),
        spin: Vector3::zeros(),
        force: Vector3::zeros(),
        torque: Vector3::zeros(),
    };
    let mut token = Rigid::token_of(case);
    // The follower's bottom grid (edges included) and top corners, sharing its stiffness.
    let mut box_points: Vec<Vector3<f64>> = Vec::new();
    for i in 0..7 {
        for j in 0..7 {
            let (u, v) = (f64::from(i) / 3.0 - 1.0, f64::from(j) / 3.0 - 1.0);
            box_points.push(Vector3::new(u * half.x, v * half.y, -half.z));
        }
    }
    for (u, v) in [(-1.0, -1.0), (-1.0, 1.0), (1.0, -1.0), (1.0, 1.0)] {
        box_points.push(Vector3::new(u * half.x, v * half.y, half.z));
    }
    let share = FOLLOWER_STIFFNESS / 49.0;
    let box_points: Vec<(Vector3<f64>, f64)> = box_points.into_iter().map(|p| (p, share)).collect();
    let token_points: Vec<(Vector3<f64>, f64)> = [-t / 2.0, t / 2.0]
        .iter()
        .flat_map(|&z| face_points(r, z, FLAT_STIFFNESS))
        .collect();
    let rings = rings.max(2);
    let side_points: Vec<Vector3<f64>> = (0..rings)
        .flat_map(|ring| {
            let z = t * (f64::from(ring) / f64::from(rings - 1) - 0.5);
            (0..RING_POINTS).map(move |i| {
                let angle = std::f64::consts::TAU * f64::from(i) / f64::from(RING_POINTS);
                Vector3::new(r * angle.cos(), r * angle.sin(), z)
            })
        })
        .collect();
    // The side as a whole is as stiff however many rings sample it.
    let point_stiffness = STRIKE_STIFFNESS * 2.0 / f64::from(rings);
    let reach = r + half.norm() + 0.003;
    let (mut time, mut still, mut touched) = (0.0, 0.0, false);
    while time < LENGTH && still < 0.05 {
        let near = (token.centre - meeple.centre).norm() < reach;
        let dt = if near { step } else { step * 10.0 };
        press_on_surface(&mut meeple, &box_points, DAMPING_RATIO, |_| 0.0);
        press_on_surface(&mut token, &token_points, DAMPING_RATIO, |_| 0.0);
        if near {
            touched |= strike(
                &mut token,
                &side_points,
                point_stiffness,
                &mut meeple,
                &half,
            );
        }
        meeple.advance(dt);
        token.advance(dt);
        time += dt;
        still = if meeple.resting() && token.resting() {
            still + dt
        } else {
            0.0
        };
    }
    let up = meeple.attitude * Vector3::z();
    let base = meeple.centre - up * half.z;
    let token_up = token.attitude * Vector3::z();
    let rest = token.centre - Vector3::new(0.0, 0.0, t / 2.0 * token_up.z.abs());
    Observed::new(
        case,
        touched,
        Some((Vector2::new(base.x, base.y), up.z)),
        rest,
        None,
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bodies::GRAVITY;
    use crate::cases::{self, Group};
    use catapult_core::physics::TokenKind;

    /// A knock-out token flying level at `speed` into the thin side at `height_mm`.
    fn hit(height_mm: f64, speed: f64) -> Case {
        cases::all()
            .into_iter()
            .find(|c| c.group == Group::Hit)
            .map(|c| Case {
                position: Vector3::new(
                    c.position.x,
                    0.0,
                    height_mm / 1000.0 - TokenKind::KnockOut.thickness() / 2.0,
                ),
                velocity: Vector3::new(speed, 0.0, 0.0),
                ..c
            })
            .unwrap()
    }

    #[test]
    fn a_blow_level_with_the_centre_of_mass_slides_it_as_far_as_restitution_and_coulomb_say() {
        // Struck at half its height it does not turn: it leaves at (1 + e)·m u/(m + M) and
        // slides v²/(2μg).
        let (m, big) = (TokenKind::KnockOut.mass(), follower::MASS);
        let speed = 1.0;
        let leaves = (1.0 + FOLLOWER_RESTITUTION) * m * speed / (m + big);
        let expected = leaves * leaves / (2.0 * FRICTION * GRAVITY);
        let got = run(&hit(follower::HEIGHT * 500.0, speed), STEP, RINGS);
        assert!(!got.toppled);
        assert!(
            (got.slide - expected).abs() < 0.05 * expected,
            "slid {} m, expected {expected} m",
            got.slide
        );
    }

    #[test]
    fn a_hard_blow_to_the_head_fells_it_and_a_soft_one_to_the_foot_slides_it() {
        assert!(run(&hit(15.0, 3.0), STEP, RINGS).toppled);
        let grazed = run(&hit(3.0, 0.5), STEP, RINGS);
        assert!(!grazed.toppled && grazed.slide > 0.001, "{grazed:?}");
    }

    #[test]
    fn sampling_the_side_in_nine_rings_keeps_the_blows_answer() {
        // The side is as stiff whatever the sampling, so a level blow slides the follower as
        // far, and a hard blow to the head still fells it.
        let level = hit(follower::HEIGHT * 500.0, 1.0);
        let (rims, rings) = (run(&level, STEP, RINGS), run(&level, STEP, 9));
        assert!(!rings.toppled);
        assert!(
            (rings.slide - rims.slide).abs() < 0.05 * rims.slide,
            "slid {} m with 9 rings, {} m with the rims",
            rings.slide,
            rims.slide
        );
        assert!(run(&hit(15.0, 3.0), STEP, 9).toppled);
    }

    #[test]
    fn the_damper_for_three_tenths_is_the_landings_one() {
        assert!((damping_ratio_for(0.3) - DAMPING_RATIO).abs() < 0.002);
    }
}
