//! The landings' reference: an integrator of our own at very small steps, because rapier's
//! impacts are not converged at 2 kHz and under-apply impact friction (docs/PHYSICS.md).
//!
//! The token is a rigid disc (its real mass and moments of inertia). Each face carries sample
//! points, a grid inside and 48 on the rim, each as stiff as the share of the face it stands
//! for, so a face lying flat presses evenly. A point below the surface under it (the table at z = 0, or a tile's top
//! where the point lies over a tile of the case) is pushed out by a linear spring and a damper,
//! and held back by Coulomb friction, regularised below 1 mm/s of slip. So an impact is
//! integrated through its ~0.3 ms (flat) to ~1 ms (on the rim) instead of being one impulse:
//! the model's Newton impulse and friction cone are not assumed, only the same e and μ.
//!
//! - Stiffness: a flat landing's bottom points together make K = 6.8·10⁴ N/m (a 0.3 ms
//!   contact for a 0.62 g chit; it sinks 0.1 µm at rest).
//! - Damping: the points in contact share c = 2ζ√(K_c m_eff) as they share K_c, their
//!   stiffness, with m_eff the effective mass at their stiffness-weighted centroid, with ζ giving e = 0.3: the restitution at the
//!   contact is the model's, flat or on the rim.
//! - Steps: 2 µs while a point is within 1 mm of a surface, 20 µs in free flight. Halving both
//!   moves no rest point of the 54 landings by more than 0.2 mm.

use crate::bodies::{Rigid, press_on_surface};
use crate::cases::{Case, Observed};
use catapult_core::physics::pieces::tile;
use nalgebra::Vector3;

/// The step in contact, s.
pub const STEP: f64 = 0.000_002;
/// Sample points on each rim.
const RIM_POINTS: usize = 48;
/// Total normal stiffness of a flat landing, N/m (`--landing-stiffness` changes it, to show the
/// rest points do not hang on it).
pub const FLAT_STIFFNESS: f64 = 6.8e4;
/// Damping ratio of the contact: a spring-dashpot that cannot pull lets go when its force
/// reaches zero, so e = 0.3 needs ζ = 0.497 (solved numerically; the formula for one that can
/// pull, ζ = −ln e / √(π² + ln² e) = 0.358, would give e = 0.40). A test checks the rebound.
pub const DAMPING_RATIO: f64 = 0.4972;
/// Longest simulated time, s.
const LENGTH: f64 = 3.0;

/// Runs a landing case with contact step `step` (s; free flight takes ten times as long) and a
/// flat face's total stiffness `stiffness` (N/m).
pub fn run(case: &Case, step: f64, stiffness: f64) -> Observed {
    integrate(case, step, stiffness, |_| {})
}

/// [`run`], showing `watch` the velocity after every step.
fn integrate(
    case: &Case,
    step: f64,
    stiffness: f64,
    mut watch: impl FnMut(&Vector3<f64>),
) -> Observed {
    let kind = case.token;
    let (r, t) = (kind.radius(), kind.thickness());
    // Each point with its stiffness, N/m: a share of K by the face area it stands for.
    let points: Vec<(Vector3<f64>, f64)> = [-t / 2.0, t / 2.0]
        .iter()
        .flat_map(|&z| face_points(r, z, stiffness))
        .collect();
    let mut token = Rigid::token_of(case);
    let surface = |p: &Vector3<f64>| surface_under(case, p.x, p.y);
    let (mut time, mut still, mut landing) = (0.0, 0.0, None);
    while time < LENGTH && still < 0.05 {
        let rotation = token.attitude.to_rotation_matrix();
        let near = points.iter().any(|(p, _)| {
            let at = token.centre + rotation * p;
            at.z < surface(&at) + 0.001
        });
        let dt = if near { step } else { step * 10.0 };
        if press_on_surface(&mut token, &points, DAMPING_RATIO, surface) {
            landing.get_or_insert(token.centre.xy());
        }
        token.advance(dt);
        time += dt;
        watch(&token.velocity);
        still = if token.resting() { still + dt } else { 0.0 };
    }
    let up = token.attitude * Vector3::z();
    let rest = token.centre - Vector3::new(0.0, 0.0, t / 2.0 * up.z.abs());
    Observed::new(case, false, None, rest, landing)
}

/// The sample points of a face at height `z` (m, from the centre) of a disc of radius `r`, with
/// their stiffness, N/m: a square grid inside (spacing r/6) and 48 points on the rim, each
/// standing for the face area around it, so a flat face presses evenly with `stiffness` (N/m)
/// in all.
pub fn face_points(r: f64, z: f64, stiffness: f64) -> Vec<(Vector3<f64>, f64)> {
    let spacing = r / 6.0;
    let area = std::f64::consts::PI * r * r;
    let mut points = Vec::new();
    for i in -6..=6 {
        for j in -6..=6 {
            let (x, y) = (f64::from(i) * spacing, f64::from(j) * spacing);
            if x.hypot(y) < r - spacing / 2.0 {
                points.push((Vector3::new(x, y, z), spacing * spacing));
            }
        }
    }
    let inside: f64 = points.iter().map(|(_, a)| a).sum();
    for i in 0..RIM_POINTS {
        let angle = std::f64::consts::TAU * i as f64 / RIM_POINTS as f64;
        let share = (area - inside) / RIM_POINTS as f64;
        points.push((Vector3::new(r * angle.cos(), r * angle.sin(), z), share));
    }
    points
        .into_iter()
        .map(|(p, a)| (p, stiffness * a / area))
        .collect()
}

/// The height of the surface under (x, y): a tile's top over one of the case's tiles, else the
/// table, m.
fn surface_under(case: &Case, x: f64, y: f64) -> f64 {
    let cell = [
        (x / tile::SIZE).round() as i32,
        (y / tile::SIZE).round() as i32,
    ];
    if case.tiles.contains(&cell) {
        tile::THICKNESS
    } else {
        0.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bodies::{FRICTION, GRAVITY};
    use crate::cases::Group;
    use catapult_core::physics::TokenKind;

    /// The model's restitution on the table and tiles.
    const RESTITUTION: f64 = 0.3;

    fn drop(velocity: Vector3<f64>) -> Case {
        Case {
            name: String::new(),
            group: Group::FlatLanding,
            token: TokenKind::Target,
            position: Vector3::new(0.0, 0.0, 0.0005),
            velocity,
            tilt: [0.0, 0.0],
            spin: [0.0; 3],
            body: None,
            tiles: Vec::new(),
        }
    }

    #[test]
    fn a_flat_drop_bounces_back_at_three_tenths_of_its_speed_and_stays_put() {
        let case = drop(Vector3::new(0.0, 0.0, -1.0));
        let (mut fastest_up, mut landed, mut rising) = (0.0f64, false, true);
        let observed = integrate(&case, STEP, FLAT_STIFFNESS, |v| {
            // The first bounce: from the first contact until it starts to fall again.
            landed |= v.z > -0.99;
            if landed && rising {
                rising = !(fastest_up > 0.0 && v.z < fastest_up - 0.01);
                fastest_up = fastest_up.max(v.z);
            }
        });
        assert!(
            (fastest_up - RESTITUTION).abs() < 0.01,
            "rebound {fastest_up} m/s"
        );
        // Straight down it stays put, to a few µm of rounding in the 96 contacts.
        assert!(
            observed.token_rest.xy().norm() < 1e-5,
            "{:?}",
            observed.token_rest
        );
    }

    #[test]
    fn a_chit_set_down_sliding_stops_after_v_squared_over_2_mu_g() {
        let case = Case {
            position: Vector3::zeros(),
            ..drop(Vector3::new(1.0, 0.0, 0.0))
        };
        let expected = 1.0 / (2.0 * FRICTION * GRAVITY);
        let got = run(&case, STEP, FLAT_STIFFNESS).token_rest.x;
        assert!(
            (got - expected).abs() < 0.01 * expected,
            "{got} m, Coulomb says {expected} m"
        );
    }
}
