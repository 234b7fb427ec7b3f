//! A follower struck below its centre of mass, hopping, rocking and sliding on its near edge
//! until it stands or falls (model 5; docs/PHYSICS.md, "Model 5").
//!
//! Models 2–4 asked only whether a struck follower's rocking energy lifts its centre of mass
//! over its edge. MuJoCo and rapier, which agree on it, showed what that leaves out for a
//! follower hit low (docs/PHYSICS.md, "Three references"): the near edge the blow drives into
//! the table bounces off it, the follower hops, turns in the air, lands back on that edge and
//! often rocks upright again while it slides on; and the friction at the sliding edge, below the
//! centre of mass, rights a follower tilting back. (`strike.rs` follows only such blows: one
//! above the centre of mass presses the far edge, which barely slips, and keeps the old rule.)
//!
//! So the follower is followed as a rigid box in the vertical plane of its tilt: y along the
//! way its top moves, z up, θ its tilt (0 upright, > 0 towards +y), b its half-base, c the
//! height of its centre of mass G. Only its edge P on the +y side can touch the table while
//! θ > 0; with G − P = ρ = (−b cos θ + c sin θ, b sin θ + c cos θ):
//!
//! - **in the air**, it flies and turns freely (gravity only);
//! - **landing on P**, one impulse with Newton restitution e and Coulomb friction μ (sticking
//!   if the cone allows);
//! - **on P**, sliding: I θ̈ = N (ρ_y + μ σ ρ_z), N = m (g − ρ_y θ̈ − ρ_z θ̇²), m ÿ = −μ σ N,
//!   σ the sign of P's slip; it leaves the table when N would pull; once P stops slipping it
//!   turns about P and falls if its energy lifts G over P (the rule of models 2–4).
//!
//! It falls once G is over P while P is down; it stands once it is upright again. Stepped at
//! [`STEP`]; only `+ − × ÷ √` and the portable `libm` sine and cosine, so it replays to the bit.

use super::contact::Tipping;

/// The step, s. A quarter of it changes no verdict over a grid of starts (a test checks).
const STEP: f64 = 0.000_2;
/// The longest rocking followed, s (a hop and a rock or two last about a tenth of a second).
const LONGEST: f64 = 0.5;
/// A landing slower than this, m/s, does not bounce: the edge stays down.
const SETTLE: f64 = 0.01;

/// How a follower's rocking ends.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Rocked {
    /// Whether it goes over an edge.
    pub falls: bool,
    /// Whether that is the edge opposite the one it first tilted to (it rocked back, landed on
    /// its other edge and went over that one).
    pub reversed: bool,
    /// If it falls: the turning speed about the edge, rad/s, that a fall from upright needs to
    /// have the energy it goes over with (what the fall's animation starts from).
    pub spin: f64,
    /// If it stands: the sliding speed along y, m/s, that carries its base as far as the
    /// rocking and the slide after it do (negative: towards −y).
    pub slide_speed: f64,
}

/// The follower's state in the plane of its tilt.
#[derive(Debug, Clone, Copy)]
struct Planar {
    /// Centre of mass, m, relative to where it started.
    y: f64,
    z: f64,
    /// Tilt, rad.
    theta: f64,
    /// Velocities, m/s and rad/s.
    vy: f64,
    vz: f64,
    omega: f64,
}

/// The box: mass, its moments and sizes, and the table under it.
#[derive(Debug, Clone, Copy)]
struct Box2 {
    m: f64,
    g: f64,
    b: f64,
    c: f64,
    /// Moment of inertia about G, kg·m².
    central: f64,
    /// About the edge P, kg·m².
    pivot: f64,
    /// From P to G, m (the tipping geometry's).
    reach: f64,
    mu: f64,
    e: f64,
}

impl Box2 {
    /// G − P at tilt θ, m.
    fn arm(&self, theta: f64) -> (f64, f64) {
        let (sin, cos) = (libm::sin(theta), libm::cos(theta));
        (-self.b * cos + self.c * sin, self.b * sin + self.c * cos)
    }

    /// The rocking's end once P sticks: it turns about P, falling if its energy lifts G over.
    /// `side` is +1 while P is the edge it first tilted to, −1 once it has rocked over to the
    /// other (the state is then mirrored).
    fn pivots(&self, state: &Planar, side: f64) -> Rocked {
        let (rho_y, rho_z) = self.arm(state.theta);
        let energy = 0.5 * self.pivot * state.omega * state.omega;
        let falls = state.omega > 0.0 && energy > self.m * self.g * (self.reach - rho_z);
        if falls {
            return self.falling(state, side);
        }
        Rocked {
            falls: false,
            reversed: false,
            spin: 0.0,
            // It rocks back about P: its base ends b behind P.
            slide_speed: equivalent_slide(side * (state.y - rho_y - self.b), 0.0, self.mu, self.g),
        }
    }

    /// It stands: it slides on from where its base is with its speed.
    fn stands(&self, state: &Planar, side: f64) -> Rocked {
        Rocked {
            falls: false,
            reversed: false,
            spin: 0.0,
            slide_speed: equivalent_slide(side * state.y, side * state.vy, self.mu, self.g),
        }
    }

    /// It goes over: the spin from upright with the same energy.
    fn falling(&self, state: &Planar, side: f64) -> Rocked {
        let lifted = 2.0 * self.m * self.g * (state.z - self.c) / self.pivot;
        Rocked {
            falls: true,
            reversed: side < 0.0,
            spin: (state.omega * state.omega + lifted).max(0.0).sqrt(),
            slide_speed: 0.0,
        }
    }

    /// The impulse of P landing (moving down): Newton restitution and Coulomb friction,
    /// sticking when the cone allows. `(rho_y, rho_z)` is the arm G − P at the state's tilt.
    /// Returns P's vertical speed after.
    fn land(&self, state: &mut Planar, (rho_y, rho_z): (f64, f64)) -> f64 {
        let (m, i) = (self.m, self.central);
        let slip = state.vy - state.omega * rho_z;
        let down = state.vz + state.omega * rho_y;
        let bounce = if -down < SETTLE { 0.0 } else { self.e };
        // P's velocity change per unit impulse: [[a_yy, a_yz], [a_zy, a_zz]] · (F, N).
        let (a_yy, a_yz) = (1.0 / m + rho_z * rho_z / i, -rho_z * rho_y / i);
        let (a_zy, a_zz) = (a_yz, 1.0 / m + rho_y * rho_y / i);
        let wanted = -(1.0 + bounce) * down;
        // Sticking: P's slip stops.
        let det = a_yy * a_zz - a_yz * a_zy;
        let (mut f, mut n) = (
            (-slip * a_zz - wanted * a_yz) / det,
            (wanted * a_yy + slip * a_zy) / det,
        );
        if f.abs() > self.mu * n {
            // Slipping: friction μN against the slip.
            let sigma = if slip > 0.0 { 1.0 } else { -1.0 };
            let along = a_zz - self.mu * sigma * a_zy;
            if along > 0.0 {
                n = wanted / along;
                f = -self.mu * sigma * n;
            } else {
                n = wanted / a_zz;
                f = 0.0;
            }
        }
        state.vy += f / m;
        state.vz += n / m;
        state.omega += (rho_y * n - rho_z * f) / i;
        state.vz + state.omega * rho_y
    }
}

/// Follows a follower with tipping geometry `tipping` (its edge on the side it tilts to),
/// upright at the end of a blow, its centre of mass moving at `speed` along y and `rise` up
/// (m/s) and tilting at `tilt_rate` (rad/s, ≥ 0), on a table with friction `friction` and
/// restitution `restitution`.
pub fn rock(
    tipping: &Tipping,
    speed: f64,
    rise: f64,
    tilt_rate: f64,
    friction: f64,
    restitution: f64,
) -> Rocked {
    rock_in_steps(
        tipping,
        [speed, rise, tilt_rate],
        friction,
        restitution,
        STEP,
    )
}

/// [`rock`] from `[speed, rise, tilt_rate]`, stepped at `step` s.
fn rock_in_steps(
    tipping: &Tipping,
    [speed, rise, tilt_rate]: [f64; 3],
    friction: f64,
    restitution: f64,
    step: f64,
) -> Rocked {
    let (m, b, c) = (tipping.mass, tipping.half_base, tipping.mass_height);
    let body = Box2 {
        m,
        g: tipping.gravity,
        b,
        c,
        central: tipping.inertia - m * (b * b + c * c),
        pivot: tipping.inertia,
        reach: tipping.pivot_to_mass,
        mu: friction,
        e: restitution,
    };
    let g = body.g;
    let mut state = Planar {
        y: 0.0,
        z: c,
        theta: 0.0,
        vy: speed,
        vz: rise,
        omega: tilt_rate,
    };
    let mut on_edge = rise <= 0.0;
    // +1 while the edge down is the one it first tilted to; the state is mirrored when it
    // rocks over to the other, so P is always the edge on the side it leans to.
    let mut side = 1.0;
    // The arm G − P at the state's tilt: a sine and a cosine, worked out only when the tilt
    // changes (a mirror sets the tilt to 0, where the edge's last arm was worked out already).
    let mut arm = body.arm(state.theta);
    let mut time = 0.0;
    while time < LONGEST {
        let (rho_y, rho_z) = arm;
        if on_edge {
            if rho_y >= 0.0 {
                return body.falling(&state, side);
            }
            let slip = state.vy - state.omega * rho_z;
            let sigma = if slip > 0.0 { 1.0 } else { -1.0 };
            let k = rho_y + friction * sigma * rho_z;
            let inertia = body.central + m * k * rho_y;
            if inertia <= 0.0 {
                // Friction this high jams a slipping edge (Painlevé): it sticks.
                return body.pivots(&state, side);
            }
            let accel = k * m * (g - rho_z * state.omega * state.omega) / inertia;
            let normal = m * (g - rho_y * accel - rho_z * state.omega * state.omega);
            if normal < 0.0 {
                on_edge = false;
                continue;
            }
            state.vy -= friction * sigma * normal / m * step;
            state.omega += accel * step;
            state.theta += state.omega * step;
            state.y += state.vy * step;
            arm = body.arm(state.theta.max(0.0));
            let (rho_y, rho_z) = arm;
            // P stays on the table.
            state.z = rho_z;
            state.vz = -state.omega * rho_y;
            let slipping = state.vy - state.omega * rho_z;
            if slip != 0.0 && (slipping > 0.0) != (slip > 0.0) {
                return body.pivots(&state, side);
            }
            if state.theta <= 0.0 {
                // Upright again: the other edge meets the table, plastically (the rocking
                // block's impact: the turn about the new edge keeps its angular momentum).
                let kept = (body.central + m * (c * c - b * b)) / body.pivot;
                let omega = -state.omega * kept;
                if omega <= 0.0 || 0.5 * body.pivot * omega * omega <= m * g * (body.reach - c) {
                    return body.stands(&state, side);
                }
                // It rocks on over the other edge: mirror, so that edge is P.
                side = -side;
                state = Planar {
                    y: -state.y,
                    z: c,
                    theta: 0.0,
                    vy: -state.vy,
                    vz: omega * b,
                    omega,
                };
            }
        } else {
            // In the air: it flies and turns freely; turned past lying, it has gone over.
            if state.theta.abs() >= core::f64::consts::FRAC_PI_2 {
                return body.falling(&state, side);
            }
            state.y += state.vy * step;
            state.z += state.vz * step - 0.5 * g * step * step;
            state.vz -= g * step;
            state.theta += state.omega * step;
            if state.theta < 0.0 {
                // Leaning to the other side now: mirror, so the edge on that side is P.
                side = -side;
                (state.y, state.vy, state.theta, state.omega) =
                    (-state.y, -state.vy, -state.theta, -state.omega);
            }
            arm = body.arm(state.theta);
            let (rho_y, rho_z) = arm;
            let down = state.vz + state.omega * rho_y;
            if state.z <= rho_z && down < 0.0 {
                state.z = rho_z;
                if rho_y >= 0.0 {
                    return body.falling(&state, side);
                }
                on_edge = body.land(&mut state, arm) < SETTLE;
            }
        }
        time += step;
    }
    if on_edge {
        return body.pivots(&state, side);
    }
    body.stands(&state, side)
}

/// The speed a slide from upright needs to carry the base `travel` (m) and then on from
/// `speed` (m/s) to a stop at deceleration μg: √(2 μ g d), signed like the reach d.
fn equivalent_slide(travel: f64, speed: f64, friction: f64, gravity: f64) -> f64 {
    if friction * gravity <= 0.0 {
        // Nothing stops it: it slides on at its speed.
        return speed;
    }
    let reach = travel + speed * speed.abs() / (2.0 * friction * gravity);
    reach.signum() * (2.0 * friction * gravity * reach.abs()).sqrt()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::physics::pieces::FollowerSize;
    use nalgebra::Vector2;

    /// The follower's tipping over its wide side (the push along its facing's normal).
    fn wide() -> Tipping {
        Tipping::new(&FollowerSize::NORMAL, 0.0, Vector2::new(0.0, 1.0), 9.81)
    }

    /// Over its thin side.
    fn thin() -> Tipping {
        Tipping::new(&FollowerSize::NORMAL, 0.0, Vector2::new(1.0, 0.0), 9.81)
    }

    #[test]
    fn a_follower_tilting_slowly_rocks_back_upright_and_slides_on() {
        let rocked = rock(&wide(), 0.5, 0.0, 2.0, 0.4, 0.3);
        assert!(!rocked.falls);
        // It slides at least as far as it would from 0.5 m/s less the rocking's losses.
        assert!(rocked.slide_speed > 0.3, "{rocked:?}");
    }

    #[test]
    fn a_follower_thrown_up_spinning_hard_goes_over() {
        let rocked = rock(&wide(), 0.0, 0.3, 60.0, 0.4, 0.3);
        assert!(rocked.falls, "{rocked:?}");
        assert!(rocked.spin > 0.0);
    }

    #[test]
    fn the_step_does_not_decide_whether_it_falls_or_how_far_it_slides() {
        for side in [wide(), thin()] {
            for speed in [-1.0, -0.3, 0.0, 0.3] {
                for rise in [0.0, 0.05, 0.1, 0.2] {
                    for tilt in [5.0, 10.0, 20.0, 30.0, 40.0] {
                        let start = [speed, rise, tilt];
                        let coarse = rock_in_steps(&side, start, 0.4, 0.3, STEP);
                        let fine = rock_in_steps(&side, start, 0.4, 0.3, STEP / 4.0);
                        assert_eq!(
                            (coarse.falls, coarse.reversed),
                            (fine.falls, fine.reversed),
                            "{start:?}"
                        );
                        // Where it ends, m: within a millimetre and a tenth.
                        let reach =
                            |r: Rocked| r.slide_speed * r.slide_speed.abs() / (2.0 * 0.4 * 9.81);
                        let (a, b) = (reach(coarse), reach(fine));
                        assert!(
                            (a - b).abs() <= 0.001 + 0.1 * b.abs(),
                            "{start:?}: {a} m against {b} m"
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn a_table_without_friction_lets_it_slide_on_at_its_speed() {
        let rocked = rock(&wide(), 0.5, 0.0, 2.0, 0.0, 0.3);
        assert!(rocked.slide_speed.is_finite(), "{rocked:?}");
    }
}
