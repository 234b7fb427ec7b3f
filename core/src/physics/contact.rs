//! Contacts: swept-disc tests (continuous collision), impulses between bodies, and when a
//! follower tips over.
//!
//! All bodies are upright cylinders in the table plane (tokens are thin ones), so a contact is
//! found in 2D and checked for overlap in height.

use super::pieces::FollowerSize;
use nalgebra::Vector2;

/// The first time, as a fraction of the step in `[0, 1]`, at which a point moving from `from` to
/// `to` comes within `reach` of `centre`, if it does while approaching.
///
/// This is the continuous-collision test: a disc of radius r moving against a disc of radius
/// R is a point against a disc of radius r + R, swept along the whole step, so no step can jump
/// over a body however fast the token moves.
pub fn swept_hit(
    from: Vector2<f64>,
    to: Vector2<f64>,
    centre: Vector2<f64>,
    reach: f64,
) -> Option<f64> {
    let d = to - from;
    let m = from - centre;
    let c = m.dot(&m) - reach * reach;
    let b = m.dot(&d);
    if c <= 0.0 {
        // Already touching: a contact only if moving closer.
        return (b < 0.0).then_some(0.0);
    }
    let a = d.dot(&d);
    if b >= 0.0 || a == 0.0 {
        return None;
    }
    let disc = b * b - a * c;
    if disc < 0.0 {
        return None;
    }
    let t = (-b - disc.sqrt()) / a;
    (t <= 1.0).then_some(t.max(0.0))
}

/// The normal impulse (N·s) of a collision between bodies of masses `m1`, `m2` (kg) closing at
/// `closing_speed` (m/s, > 0) with restitution `e`: `(1 + e) · v / (1/m1 + 1/m2)`. Momentum
/// is conserved and, with `e ≤ 1`, kinetic energy never grows.
pub fn collision_impulse(m1: f64, m2: f64, closing_speed: f64, e: f64) -> f64 {
    (1.0 + e) * closing_speed / (1.0 / m1 + 1.0 / m2)
}

/// A standing follower seen as a box pivoting on one bottom edge.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Tipping {
    /// Distance from the base centre to the pivot edge along the push, m.
    pub half_base: f64,
    /// Moment of inertia about the pivot edge, kg·m².
    pub inertia: f64,
    /// Distance from the pivot to the centre of mass, m.
    pub pivot_to_mass: f64,
    /// Angle between the vertical and the pivot-to-mass line, radians.
    pub lean: f64,
    /// Gravitational acceleration, m/s².
    pub gravity: f64,
    /// The follower's mass, kg.
    pub mass: f64,
    /// Its centre of mass above its base standing, m.
    pub mass_height: f64,
}

impl Tipping {
    /// A follower of `size` facing `facing` (radians) pushed in direction `push` (unit
    /// vector), under `gravity` (m/s²).
    pub fn new(size: &FollowerSize, facing: f64, push: Vector2<f64>, gravity: f64) -> Tipping {
        // The thin side tips more easily than the wide one.
        let half_base = size.reach(facing, push);
        let (m, h, c) = (size.mass, size.height, size.mass_height());
        let inertia =
            m * ((2.0 * half_base).powi(2) + h * h) / 12.0 + m * (half_base * half_base + c * c);
        Tipping {
            half_base,
            inertia,
            pivot_to_mass: (half_base * half_base + c * c).sqrt(),
            lean: libm::atan2(half_base, c),
            gravity,
            mass: m,
            mass_height: c,
        }
    }

    /// Angular speed about the pivot (rad/s) after a horizontal impulse `impulse` (N·s) at
    /// `height` (m) above the base.
    pub fn spin(&self, impulse: f64, height: f64) -> f64 {
        impulse * height / self.inertia
    }

    /// Whether spinning at `omega` lifts the centre of mass over the pivot edge: the rotational
    /// energy must pay for raising it from `c` to `√(b² + c²)`.
    pub fn topples(&self, omega: f64) -> bool {
        let lift = self.pivot_to_mass - self.mass_height;
        0.5 * self.inertia * omega * omega > self.mass * self.gravity * lift
    }

    /// Angular speed (rad/s) once tilted by `angle` (radians from upright), having started at
    /// `omega0`: energy conservation as the centre of mass first rises to the balance point,
    /// then falls.
    pub fn spin_at(&self, omega0: f64, angle: f64) -> f64 {
        let height = self.pivot_to_mass * libm::cos(angle - self.lean);
        let gained = 2.0 * self.mass * self.gravity * (self.mass_height - height) / self.inertia;
        (omega0 * omega0 + gained).max(0.0).sqrt()
    }

    /// Angular acceleration (rad/s²) at tilt `angle`: gravity's torque about the pivot.
    pub fn angular_acceleration(&self, angle: f64) -> f64 {
        self.mass * self.gravity * self.pivot_to_mass * libm::sin(angle - self.lean) / self.inertia
    }
}

/// Where a falling follower first meets a neighbour: `None` if the neighbour lies outside the
/// strip the faller covers as it falls (from its pivot edge, its height `length` long, as wide
/// as the follower across the fall), else the distance (m, ≥ 0) from the pivot to the neighbour's near
/// side.
pub fn sweep_reaches(
    pivot: Vector2<f64>,
    direction: Vector2<f64>,
    half_width: f64,
    length: f64,
    neighbour: Vector2<f64>,
    neighbour_radius: f64,
) -> Option<f64> {
    let across = Vector2::new(-direction.y, direction.x);
    let offset = neighbour - pivot;
    let along = offset.dot(&direction);
    let side = offset.dot(&across).abs();
    let near = along - neighbour_radius;
    let inside =
        side <= half_width + neighbour_radius && along + neighbour_radius >= 0.0 && near <= length;
    inside.then_some(near.max(0.0))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_fast_point_cannot_jump_over_a_disc() {
        // 5 m/s for a whole second in one step still hits the disc in the middle.
        let hit = swept_hit(
            Vector2::new(-2.5, 0.0),
            Vector2::new(2.5, 0.0),
            Vector2::zeros(),
            0.01,
        );
        let t = hit.unwrap();
        assert!((t - (2.49 / 5.0)).abs() < 1e-12);
        assert_eq!(
            swept_hit(
                Vector2::new(-1.0, 0.5),
                Vector2::new(1.0, 0.5),
                Vector2::zeros(),
                0.01
            ),
            None
        );
        // Moving away from a touching disc is no contact.
        assert_eq!(
            swept_hit(
                Vector2::new(0.005, 0.0),
                Vector2::new(0.01, 0.0),
                Vector2::zeros(),
                0.01
            ),
            None
        );
    }

    #[test]
    fn a_collision_keeps_momentum_and_loses_energy() {
        let (m1, m2, v, e) = (0.00064, 0.00126, 3.0, 0.5);
        let j = collision_impulse(m1, m2, v, e);
        let (v1, v2) = (v - j / m1, j / m2);
        assert!((m1 * v - (m1 * v1 + m2 * v2)).abs() < 1e-15);
        assert!(0.5 * m1 * v1 * v1 + 0.5 * m2 * v2 * v2 < 0.5 * m1 * v * v);
    }

    #[test]
    fn a_follower_tips_more_easily_over_its_thin_side() {
        let normal = &FollowerSize::NORMAL;
        let thin = Tipping::new(normal, 0.0, Vector2::new(1.0, 0.0), 9.81);
        let wide = Tipping::new(normal, 0.0, Vector2::new(0.0, 1.0), 9.81);
        assert!((thin.half_base - 0.00497).abs() < 1e-12);
        assert!((wide.half_base - 0.008).abs() < 1e-12);
        // The smallest spin that topples is lower over the thin side.
        let threshold = |t: &Tipping| {
            let lift = t.pivot_to_mass - t.mass_height;
            (2.0 * t.mass * t.gravity * lift / t.inertia).sqrt()
        };
        assert!(threshold(&thin) < threshold(&wide));
        assert!(thin.topples(threshold(&thin) * 1.01));
        assert!(!thin.topples(threshold(&thin) * 0.99));
    }
}
