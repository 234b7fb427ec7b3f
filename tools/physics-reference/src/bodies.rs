//! Rigid bodies for the penalty integrators (`hit.rs`, `landing.rs`): semi-implicit Euler, and
//! sample points pressed out of a surface by springs and dampers, held by Coulomb friction.

use crate::cases::Case;
use nalgebra::{Matrix3, UnitQuaternion, Vector3};

/// Friction of cardboard on the table and on tiles (the model's value; its restitution, 0.3,
/// is set by the contact's damping ratio, [`DAMPING_RATIO`](crate::landing::DAMPING_RATIO)).
pub const FRICTION: f64 = 0.4;
/// Slip speed below which friction is proportional to slip, m/s.
pub const SLIP: f64 = 0.001;
pub const GRAVITY: f64 = 9.81;

/// A rigid body: mass, principal moments (its own frame), and its motion.
pub struct Rigid {
    pub mass: f64,
    pub inertia: Vector3<f64>,
    pub centre: Vector3<f64>,
    pub attitude: UnitQuaternion<f64>,
    pub velocity: Vector3<f64>,
    pub spin: Vector3<f64>,
    pub force: Vector3<f64>,
    pub torque: Vector3<f64>,
}

impl Rigid {
    pub fn inverse_inertia(&self) -> Matrix3<f64> {
        let r = self.attitude.to_rotation_matrix();
        r * Matrix3::from_diagonal(&self.inertia.map(|i| 1.0 / i)) * r.transpose()
    }

    /// Velocity of the point at `arm` from the centre, m/s.
    pub fn velocity_at(&self, arm: &Vector3<f64>) -> Vector3<f64> {
        self.velocity + self.spin.cross(arm)
    }

    /// Inverse effective mass along `normal` at `arm`, 1/kg.
    pub fn give(&self, arm: &Vector3<f64>, normal: &Vector3<f64>) -> f64 {
        let turn = arm.cross(normal);
        1.0 / self.mass + turn.dot(&(self.inverse_inertia() * turn))
    }

    pub fn push(&mut self, force: Vector3<f64>, arm: &Vector3<f64>) {
        self.force += force;
        self.torque += arm.cross(&force);
    }

    /// Semi-implicit Euler with gravity, then clears the forces.
    pub fn advance(&mut self, dt: f64) {
        self.force.z -= self.mass * GRAVITY;
        self.velocity += self.force * (dt / self.mass);
        let inverse = self.inverse_inertia();
        let momentum = inverse.try_inverse().unwrap_or_default() * self.spin + self.torque * dt;
        self.spin = inverse * momentum;
        self.centre += self.velocity * dt;
        self.attitude = UnitQuaternion::from_scaled_axis(self.spin * dt) * self.attitude;
        self.force = Vector3::zeros();
        self.torque = Vector3::zeros();
    }

    pub fn resting(&self) -> bool {
        self.velocity.norm() < 0.001 && self.spin.norm() < 0.05
    }
}

/// The body's sample points (each with its stiffness, N/m) below the surface under them
/// (`surface`: its height, m), pushed out by springs that share a damper set for damping ratio
/// `zeta` at their stiffness-weighted centroid, and held by Coulomb friction. Returns whether
/// any touched.
pub fn press_on_surface(
    body: &mut Rigid,
    points: &[(Vector3<f64>, f64)],
    zeta: f64,
    surface: impl Fn(&Vector3<f64>) -> f64,
) -> bool {
    let rotation = body.attitude.to_rotation_matrix();
    let touching: Vec<(Vector3<f64>, f64, f64)> = points
        .iter()
        .filter_map(|(p, k)| {
            let arm = rotation * p;
            let at = body.centre + arm;
            let depth = surface(&at) - at.z;
            (depth > 0.0).then_some((arm, *k, depth))
        })
        .collect();
    if touching.is_empty() {
        return false;
    }
    let stiffness: f64 = touching.iter().map(|(_, k, _)| k).sum();
    let centroid = touching
        .iter()
        .map(|(p, k, _)| p * *k)
        .sum::<Vector3<f64>>()
        / stiffness;
    let give = body.give(&centroid, &Vector3::z());
    let damping = 2.0 * zeta * (stiffness / give).sqrt() / stiffness;
    for (arm, k, depth) in &touching {
        let v = body.velocity_at(arm);
        let normal = (k * depth - k * damping * v.z).max(0.0);
        let slip = Vector3::new(v.x, v.y, 0.0);
        let friction = -slip * (FRICTION * normal / slip.norm().max(SLIP));
        body.push(Vector3::new(0.0, 0.0, normal) + friction, arm);
    }
    true
}

impl Rigid {
    /// The token of `case` as it starts: a rigid disc of its mass, radius and thickness, its
    /// bottom face's centre at the case's position (m), tilted, moving and spinning as the case
    /// says.
    pub fn token_of(case: &Case) -> Rigid {
        let kind = case.token;
        let (m, r, t) = (kind.mass(), kind.radius(), kind.thickness());
        let attitude =
            UnitQuaternion::from_scaled_axis(Vector3::new(case.tilt[0], case.tilt[1], 0.0));
        Rigid {
            mass: m,
            inertia: Vector3::new(
                m * (3.0 * r * r + t * t) / 12.0,
                m * (3.0 * r * r + t * t) / 12.0,
                m * r * r / 2.0,
            ),
            centre: case.position + attitude * Vector3::new(0.0, 0.0, t / 2.0),
            attitude,
            velocity: case.velocity,
            spin: Vector3::from(case.spin),
            force: Vector3::zeros(),
            torque: Vector3::zeros(),
        }
    }
}
