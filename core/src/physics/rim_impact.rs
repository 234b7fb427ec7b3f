//! Model 4: a rim strike of the tumbling token on a surface followed through its impulse
//! (Routh's method, docs/PHYSICS.md "Model 4").
//!
//! The normal impulse P grows from 0 in small increments. Over each, friction is the Coulomb
//! force of the moment: it holds the contact point if the cone allows (stick), else acts at μ
//! against the slip; so a slip that stops, or turns, within the impact is followed, which one
//! impulse solved at its start cannot do. Compression lasts until the contact point no longer
//! moves into the surface, with normal impulse P_c; restitution then goes on to (1 + e) P_c
//! (Poisson's hypothesis). Poisson's rule never makes energy for a single contact, whereas
//! Newton's (the rebound speed e times the approach speed, model 2) can with friction.

use super::tumble::Disc;
use nalgebra::{Matrix2, Matrix3, Vector2, Vector3};

/// Increments of the normal impulse in the compression of a frictionless strike: fine enough
/// for the slip to turn smoothly, and cheap (a 3 × 3 product each).
const INCREMENTS: f64 = 24.0;

/// The most increments one strike takes (a strike whose friction makes it last much longer
/// than the frictionless one ends there, as if plastic).
const MAX_INCREMENTS: usize = 400;

/// A slip slower than this is the point at rest in the plane, m/s.
const AT_REST: f64 = 1e-9;

/// The velocity (m/s) and angular velocity (rad/s) of the disc after its point at `offset`
/// (m from its centre) strikes a surface whose normal is +z, followed through the impulse.
///
/// `axis` is the disc's axis, `e` Poisson's restitution (the restitution impulse is e times
/// the compression impulse; 0 makes the strike plastic), `friction` Coulomb's μ. Unchanged if
/// that point is not moving into the surface.
pub fn strike_through(
    disc: &Disc,
    axis: Vector3<f64>,
    motion: (Vector3<f64>, Vector3<f64>),
    offset: Vector3<f64>,
    e: f64,
    friction: f64,
) -> (Vector3<f64>, Vector3<f64>) {
    let (velocity, spin) = motion;
    let mut point = velocity + spin.cross(&offset);
    if point.z >= 0.0 {
        return motion;
    }
    let inverse = disc.inverse_inertia(axis);
    let arm = offset.cross_matrix();
    // How the contact point's velocity answers an impulse there, m/s per N·s.
    let answer = Matrix3::identity() / disc.mass - arm * inverse * arm;
    let in_plane = answer.fixed_view::<2, 2>(0, 0).into_owned();
    let Some(in_plane_inverse) = in_plane.try_inverse() else {
        return motion;
    };
    let along_normal = answer.fixed_view::<2, 1>(0, 2).into_owned();
    let step = -point.z / answer.m33 / INCREMENTS;
    let mut impulse = Vector3::zeros();
    let mut compression = None;
    for _ in 0..MAX_INCREMENTS {
        let normal = match compression {
            None => step,
            Some(end) => step.min((1.0 + e) * end - impulse.z),
        };
        if normal <= 0.0 {
            break;
        }
        let tangent = friction_over(&in_plane_inverse, &along_normal, point, normal, friction);
        let mut increment = Vector3::new(tangent.x, tangent.y, normal);
        let mut change = answer * increment;
        // Compression ends within this increment: stop it where the normal speed is zero.
        if compression.is_none() && point.z + change.z >= 0.0 && change.z > 0.0 {
            let share = -point.z / change.z;
            increment *= share;
            change *= share;
            impulse += increment;
            point += change;
            compression = Some(impulse.z);
            continue;
        }
        impulse += increment;
        point += change;
    }
    let apply = |impulse: Vector3<f64>| {
        (
            velocity + impulse / disc.mass,
            spin + inverse * offset.cross(&impulse),
        )
    };
    let after = apply(impulse);
    let energy = |(v, w): (Vector3<f64>, Vector3<f64>)| {
        disc.mass * v.norm_squared() + w.dot(&(inverse.try_inverse().unwrap_or_default() * w))
    };
    if energy(after) <= energy(motion) {
        after
    } else {
        // Poisson's rule can still make energy when the slip reverses in an off-centre
        // strike (Stronge); friction must not add energy, so the frictionless strike stands.
        apply(Vector3::new(
            0.0,
            0.0,
            (1.0 + e) * -(velocity + spin.cross(&offset)).z / answer.m33,
        ))
    }
}

/// The friction impulse (N·s, in the plane) over an increment `normal` (N·s) of the normal
/// impulse, with the contact point moving at `point` (m/s): the impulse that brings the point
/// to rest in the plane by the increment's end if it lies within the cone (stick), else μ
/// times the increment against the slip.
fn friction_over(
    in_plane_inverse: &Matrix2<f64>,
    along_normal: &Vector2<f64>,
    point: Vector3<f64>,
    normal: f64,
    friction: f64,
) -> Vector2<f64> {
    let slip = point.xy();
    let holding = -(in_plane_inverse * (slip + along_normal * normal));
    let limit = friction * normal;
    if holding.norm() <= limit {
        return holding;
    }
    // Slipping: against the slip, or, from rest, the way the point starts to slip (against
    // the holding impulse the cone cannot give).
    let direction = if slip.norm() > AT_REST {
        slip.normalize()
    } else {
        -holding.normalize()
    };
    -direction * limit
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::physics::pieces::TokenKind;
    use crate::physics::tumble::{axis_of, rotation};

    fn disc() -> Disc {
        Disc::of(TokenKind::Target)
    }

    fn kinetic(disc: &Disc, axis: Vector3<f64>, (v, w): (Vector3<f64>, Vector3<f64>)) -> f64 {
        let inertia = disc.inverse_inertia(axis).try_inverse().unwrap_or_default();
        0.5 * disc.mass * v.norm_squared() + 0.5 * w.dot(&(inertia * w))
    }

    #[test]
    fn a_frictionless_strike_rebounds_at_e_times_its_approach_like_newtons_rule() {
        // With no friction Poisson's and Newton's hypotheses agree.
        let d = disc();
        let axis = axis_of(&rotation(Vector3::new(0.0, 0.5, 0.0)));
        let offset = d.lowest_point(axis);
        let v = Vector3::new(0.5, 0.0, -1.0);
        let (after_v, after_w) = strike_through(&d, axis, (v, Vector3::zeros()), offset, 0.3, 0.0);
        let rebound = (after_v + after_w.cross(&offset)).z;
        assert!((rebound - 0.3).abs() < 1e-9, "{rebound}");
    }

    #[test]
    fn an_edge_landing_sets_the_chit_turning_and_never_adds_energy() {
        let d = disc();
        for tilt in [0.1, 0.3, 0.6, 1.2] {
            let axis = axis_of(&rotation(Vector3::new(0.0, tilt, 0.0)));
            let offset = d.lowest_point(axis);
            for (v, w) in [
                (Vector3::new(1.0, 0.0, -1.0), Vector3::zeros()),
                (Vector3::new(0.3, 0.2, -0.5), Vector3::new(0.0, -100.0, 0.0)),
                (
                    Vector3::new(-0.4, 0.0, -0.2),
                    Vector3::new(20.0, 100.0, 30.0),
                ),
            ] {
                let after = strike_through(&d, axis, (v, w), offset, 0.3, 0.4);
                let point = after.0 + after.1.cross(&offset);
                assert!(point.z >= -1e-9, "the rim leaves the surface: {point:?}");
                assert!(
                    kinetic(&d, axis, after) <= kinetic(&d, axis, (v, w)) * (1.0 + 1e-12),
                    "tilt {tilt}, {v:?} {w:?}"
                );
            }
        }
    }

    #[test]
    fn a_plastic_strike_stops_the_rim_going_into_the_surface_and_no_more() {
        let d = disc();
        let axis = axis_of(&rotation(Vector3::new(0.3, 0.0, 0.0)));
        let offset = d.lowest_point(axis);
        let motion = (Vector3::new(0.2, 0.1, -0.4), Vector3::new(5.0, 0.0, 0.0));
        let after = strike_through(&d, axis, motion, offset, 0.0, 0.4);
        let point = after.0 + after.1.cross(&offset);
        assert!(point.z.abs() < 1e-9, "{point:?}");
    }

    #[test]
    fn a_slip_that_reverses_within_the_strike_is_followed_and_friction_turns_with_it() {
        // A tilted chit coming down steeply, its lowest rim point slipping slowly towards the
        // low side: the normal impulse turns the chit so that the point's slip stops and
        // reverses during the strike. Friction follows it, so its impulse over the strike is
        // less than μ times the normal one, which a single impulse at the start's slip would
        // take in one direction throughout.
        let d = disc();
        let axis = axis_of(&rotation(Vector3::new(0.0, 0.15, 0.0)));
        let offset = d.lowest_point(axis);
        let before = Vector3::new(-0.05, 0.0, -1.0);
        let (after, spin) = strike_through(&d, axis, (before, Vector3::zeros()), offset, 0.3, 0.4);
        let point = after + spin.cross(&offset);
        assert!(point.x > 0.01, "the slip reversed: {point:?}");
        let impulse = (after - before) * d.mass;
        assert!(impulse.x.abs() < 0.39 * impulse.z, "{impulse:?}");
        assert!(point.z > 0.2, "it bounces: {point:?}");
    }
}
