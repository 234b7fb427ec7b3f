//! The hurled token as a thin rigid disc (model 2): its attitude and spin in free flight, and
//! the impulse of an edge striking the table or a tile (docs/PHYSICS.md, "A tumbling token").
//!
//! Between impacts the disc is a torque-free symmetric top, advanced in closed form (exact for
//! any step). An impact at the lowest rim point is a single impulse with Newton restitution and
//! Coulomb friction, solved with the disc's full inertia, so it tilts, spins and scatters the
//! token. Rotations are built with the portable `libm` sine and cosine, so replays stay
//! bit-identical.

use super::pieces::TokenKind;
use nalgebra::{Matrix3, Quaternion, UnitQuaternion, Vector3};

/// Below this tilt (radians, 5°) a landing disc meets the surface with its whole face: the
/// face's spread contact stops it rocking, and the flat bounce of model 1 applies.
pub const FLAT_TILT: f64 = 0.087;

/// A token's body: mass, shape and moments of inertia.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Disc {
    /// Mass, kg.
    pub mass: f64,
    /// Radius, m.
    pub radius: f64,
    /// Half its thickness, m.
    pub half_thickness: f64,
    /// Moment of inertia about its axis, kg·m² (m r²/2).
    pub axial: f64,
    /// Moment of inertia about a diameter through its centre, kg·m² (m (3r² + t²)/12).
    pub diametral: f64,
}

impl Disc {
    /// The disc of a token of `kind` (a square chit as the disc of the same face area).
    pub fn of(kind: TokenKind) -> Disc {
        let (m, r, t) = (kind.mass(), kind.radius(), kind.thickness());
        Disc {
            mass: m,
            radius: r,
            half_thickness: t / 2.0,
            axial: m * r * r / 2.0,
            diametral: m * (3.0 * r * r + t * t) / 12.0,
        }
    }

    /// The inverse inertia tensor in the table's frame for a disc whose axis is `axis` (unit),
    /// 1/(kg·m²).
    pub fn inverse_inertia(&self, axis: Vector3<f64>) -> Matrix3<f64> {
        let along = axis * axis.transpose();
        (Matrix3::identity() - along) / self.diametral + along / self.axial
    }

    /// The lowest point of the disc relative to its centre, m, for a disc whose axis is
    /// `axis` (unit): a point on the lower rim, or the lower face's centre when it lies flat.
    pub fn lowest_point(&self, axis: Vector3<f64>) -> Vector3<f64> {
        let side = if axis.z >= 0.0 { -1.0 } else { 1.0 };
        let face = axis * (side * self.half_thickness);
        // Straight down, projected onto the disc's plane: towards the lowest rim point.
        let down = Vector3::new(0.0, 0.0, -1.0) + axis * axis.z;
        match down.try_normalize(1e-9) {
            Some(rim) => face + rim * self.radius,
            None => face,
        }
    }

    /// Angle between the disc's axis and the vertical, radians (0 when it lies flat).
    pub fn tilt(axis: Vector3<f64>) -> f64 {
        libm::acos(axis.z.abs().min(1.0))
    }
}

/// The rotation by the rotation vector `turn` (axis times angle, radians), built with the
/// portable sine and cosine.
pub fn rotation(turn: Vector3<f64>) -> UnitQuaternion<f64> {
    let angle = turn.norm();
    if angle == 0.0 {
        return UnitQuaternion::identity();
    }
    let half = angle / 2.0;
    let axis = turn * (libm::sin(half) / angle);
    UnitQuaternion::new_normalize(Quaternion::new(libm::cos(half), axis.x, axis.y, axis.z))
}

/// The disc's axis (its face normal) for `attitude`.
pub fn axis_of(attitude: &UnitQuaternion<f64>) -> Vector3<f64> {
    attitude * Vector3::z()
}

/// Free flight of the disc for `dt` s from `attitude` with angular velocity `spin` (rad/s):
/// the new attitude and spin. Exact for a torque-free symmetric top: the angular momentum L
/// stays fixed, the body turns about L at |L|/I_d and about its own axis at
/// (1/I_a − 1/I_d)·L·n.
pub fn rotate_freely(
    disc: &Disc,
    attitude: UnitQuaternion<f64>,
    spin: Vector3<f64>,
    dt: f64,
) -> (UnitQuaternion<f64>, Vector3<f64>) {
    if spin == Vector3::zeros() {
        return (attitude, spin);
    }
    let axis = axis_of(&attitude);
    let axial_spin = axis.dot(&spin);
    let momentum = spin * disc.diametral + axis * ((disc.axial - disc.diametral) * axial_spin);
    let about_axis = (1.0 / disc.axial - 1.0 / disc.diametral) * disc.axial * axial_spin;
    let turned = rotation(momentum * (dt / disc.diametral)) * rotation(axis * (about_axis * dt));
    let attitude = UnitQuaternion::new_normalize((turned * attitude).into_inner());
    let axis = axis_of(&attitude);
    let spin = momentum / disc.diametral + axis * (about_axis);
    (attitude, spin)
}

/// The velocity and spin after the disc's point at `offset` (m from its centre) strikes a
/// surface whose normal is +z, with restitution `e` (none if the rebound would be below
/// `settle` m/s) and friction `friction`. Unchanged if that point is not moving into the
/// surface.
pub fn strike_surface(
    disc: &Disc,
    axis: Vector3<f64>,
    motion: (Vector3<f64>, Vector3<f64>),
    offset: Vector3<f64>,
    e: f64,
    friction: f64,
    settle: f64,
) -> (Vector3<f64>, Vector3<f64>) {
    let (velocity, spin) = motion;
    let point = velocity + spin.cross(&offset);
    if point.z >= 0.0 {
        return motion;
    }
    let inverse = disc.inverse_inertia(axis);
    let arm = offset.cross_matrix();
    // How the contact point's velocity answers an impulse there, m/s per N·s.
    let answer = Matrix3::identity() / disc.mass - arm * inverse * arm;
    let rebound = if -e * point.z < settle {
        0.0
    } else {
        -e * point.z
    };
    let apply = |impulse: Vector3<f64>| {
        (
            velocity + impulse / disc.mass,
            spin + inverse * offset.cross(&impulse),
        )
    };
    let energy = |(v, w): (Vector3<f64>, Vector3<f64>)| {
        disc.mass * v.norm_squared() + w.dot(&(inverse.try_inverse().unwrap_or_default() * w))
    };
    // Sticking: the contact point stops in the plane and rebounds along the normal.
    let sticking = answer
        .try_inverse()
        .map(|solve| solve * Vector3::new(-point.x, -point.y, rebound - point.z));
    if let Some(impulse) = sticking.filter(|j| j.z >= 0.0 && j.xy().norm() <= friction * j.z) {
        return apply(impulse);
    }
    // Slipping: friction at its full μ against the slip.
    let slip = point.xy().try_normalize(1e-12).unwrap_or_default();
    let direction = Vector3::new(-friction * slip.x, -friction * slip.y, 1.0);
    let normal = (rebound - point.z) / (answer * direction).z;
    let after = apply(direction * normal.max(0.0));
    if energy(after) <= energy(motion) {
        after
    } else {
        // A slip that reverses within the impact: friction must not add energy.
        apply(Vector3::new(0.0, 0.0, (rebound - point.z) / answer.m33))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn disc() -> Disc {
        Disc::of(TokenKind::Target)
    }

    fn kinetic(disc: &Disc, axis: Vector3<f64>, v: Vector3<f64>, w: Vector3<f64>) -> f64 {
        let inertia = disc.inverse_inertia(axis).try_inverse().unwrap();
        0.5 * disc.mass * v.norm_squared() + 0.5 * w.dot(&(inertia * w))
    }

    #[test]
    fn a_spinning_chit_keeps_its_energy_and_momentum_in_flight() {
        let d = disc();
        let attitude = rotation(Vector3::new(0.7, 0.2, 0.0));
        let spin = Vector3::new(3.0, -20.0, 40.0);
        let (mut a, mut w) = (attitude, spin);
        for _ in 0..1000 {
            (a, w) = rotate_freely(&d, a, w, 0.001);
        }
        let before = kinetic(&d, axis_of(&attitude), Vector3::zeros(), spin);
        let after = kinetic(&d, axis_of(&a), Vector3::zeros(), w);
        assert!(
            (after - before).abs() < 1e-12 * before.max(1.0),
            "{before} {after}"
        );
        let momentum = |a: &UnitQuaternion<f64>, w: Vector3<f64>| {
            d.inverse_inertia(axis_of(a)).try_inverse().unwrap() * w
        };
        assert!((momentum(&a, w) - momentum(&attitude, spin)).norm() < 1e-12);
    }

    #[test]
    fn a_flat_chit_rests_on_its_face_and_a_tilted_one_on_its_rim() {
        let d = disc();
        let flat = d.lowest_point(Vector3::z());
        assert_eq!(flat, Vector3::new(0.0, 0.0, -d.half_thickness));
        let tilted = d.lowest_point(axis_of(&rotation(Vector3::new(0.5, 0.0, 0.0))));
        assert!(tilted.z < -d.radius * 0.4, "{tilted:?}");
    }

    #[test]
    fn an_edge_landing_sets_the_chit_spinning_and_never_adds_energy() {
        let d = disc();
        let axis = axis_of(&rotation(Vector3::new(0.0, 0.6, 0.0)));
        let offset = d.lowest_point(axis);
        for speed in [0.2, 1.0, 3.0] {
            let v = Vector3::new(speed, 0.0, -speed);
            let (after_v, after_w) =
                strike_surface(&d, axis, (v, Vector3::zeros()), offset, 0.3, 0.4, 0.05);
            assert!(after_w.norm() > 1.0, "it starts to turn: {after_w:?}");
            let point = after_v + after_w.cross(&offset);
            assert!(point.z >= -1e-12, "the rim no longer moves into the table");
            assert!(
                kinetic(&d, axis, after_v, after_w) <= kinetic(&d, axis, v, Vector3::zeros()),
                "{speed} m/s"
            );
        }
    }
}
