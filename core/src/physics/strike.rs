//! How a standing follower answers a horizontal blow (model 2): it slides, pivots about a
//! bottom edge, or both, depending on the hit's height and friction (docs/PHYSICS.md, "A
//! struck follower").
//!
//! The follower is the uniform box of [`Tipping`] (half-base b along the push, centre of mass
//! at c = H/2), struck at height h on its near face by a body of mass `m_s` closing at u. The
//! blow is an impulse J; the table answers with an impulse N up and μN of friction at the
//! bottom edge the blow presses down (the far edge if h > c, the near edge if h < c):
//!
//! - **Pivot** (the edge holds, |F| ≤ μN): it turns about the far edge, I_p ω = J h. This
//!   needs h ≥ I_p / (m (c + μ b)): about 11.8 mm over the thin side, 15.2 mm over the wide.
//! - **Slide** (the edge slips): m v = J − μN, N = m ω s b, (I_cm + m b² − μ m s b c) ω =
//!   J (h − c), with s = ±1 the loaded edge's side.
//!
//! J follows from the restitution e between striker and follower at the contact point.
//!
//! Model 5, a blow below the centre of mass: the near edge bounces off the table with the
//! table's restitution e_t, so N = m s b (ω + e_t ω₀) with ω₀ = J (h − c) / I_cm the turn the
//! blow alone gives, and the follower hops; what follows is stepped by `rocking.rs`. A bounce
//! that would turn it the other way or give it more energy than a striker can lose is dropped.

use super::contact::Tipping;
use super::params::Parameters;
use super::rocking::rock;
use super::scene::FollowerBody;
use nalgebra::Vector2;

/// What a blow does to a standing follower.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Struck {
    /// The impulse the striker receives back along the contact normal, N·s (≥ 0).
    pub impulse: f64,
    /// The follower's sliding speed along the push afterwards, m/s (0 if its edge held).
    pub slide_speed: f64,
    /// Whether it falls, and which way: along the push (pivoting forward) or against it.
    pub falls: Option<Vector2<f64>>,
    /// Its turning speed about the edge it falls over, rad/s (0 if it does not fall).
    pub spin: f64,
    /// The tipping geometry of the fall.
    pub tipping: Tipping,
}

/// A horizontal blow on a standing follower.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Blow {
    /// The direction the striker moves (unit vector in the table plane).
    pub push: Vector2<f64>,
    /// Where it lands, m above the follower's base, within (0, H].
    pub height: f64,
    /// The striker's mass, kg.
    pub striker_mass: f64,
    /// The closing speed along the push, m/s (> 0).
    pub closing: f64,
}

/// How a standing follower moves per unit of horizontal impulse at a given height: the blow's
/// regime (slipping edge or pivot) does not depend on its strength, only on where it lands.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Response {
    /// The contact point's speed along the push per unit impulse, 1/kg.
    pub give: f64,
    /// The slide speed per unit impulse, 1/kg (0 when the edge holds).
    pub slide: f64,
    /// The turn per unit impulse, rad/s per N·s (its sign says which edge is loaded).
    pub turn: f64,
    /// The moment of inertia that turns into lift as it rocks, kg·m².
    pub rocking: f64,
    /// The edge it would fall over, with its tipping geometry.
    pub tipping: Tipping,
    /// The direction it would fall (the push, or against it).
    pub direction: Vector2<f64>,
    /// Model 5: the rise of its centre of mass per unit impulse, m/s per N·s (the loaded edge
    /// bounces off the table), and the table's friction and restitution, with which its
    /// rocking is followed through ([`rock`]) rather than judged by its energy alone.
    pub rocking_table: Option<RockingTable>,
}

/// What model 5 follows a struck follower's rocking with.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct RockingTable {
    /// The rise of its centre of mass per unit impulse, m/s per N·s.
    pub rise: f64,
    /// The table's friction coefficient.
    pub friction: f64,
    /// The table's restitution.
    pub restitution: f64,
}

/// The response of a standing follower facing `facing` (radians) to a horizontal impulse
/// along `push` (unit vector) at `height` (m above its base), with the friction and gravity
/// of `params`.
pub fn response(
    body: &FollowerBody,
    push: Vector2<f64>,
    height: f64,
    params: &Parameters,
) -> Response {
    let (facing, size) = (body.facing, body.size());
    let h = height;
    let gravity = params.gravity;
    let forward = Tipping::new(size, facing, push, gravity);
    let (m, b, c, mu) = (
        size.mass,
        forward.half_base,
        size.mass_height(),
        params.friction,
    );
    // Moment of inertia about the centre of mass of a uniform box, kg·m².
    let central = m * ((2.0 * b).powi(2) + size.height.powi(2)) / 12.0;
    let sliding = if h >= c { 1.0 } else { -1.0 };
    // Model 5, a blow below the centre of mass: the near edge it drives into the table bounces
    // off it with the table's restitution (Newton's rule on the speed the blow alone would
    // give it), so the follower hops, and its rocking is followed through (`rocking.rs`).
    // Models 2–4, and any blow above the centre of mass: the edge does not bounce.
    let followed = params.model >= 5 && sliding < 0.0;
    let alone = (h - c) / central;
    let bounced = |bounce: f64| {
        let turn = ((h - c) - bounce * alone * m * (b * b - mu * sliding * b * c))
            / (central + m * b * b - mu * m * sliding * b * c);
        (turn, m * sliding * b * (turn + bounce * alone))
    };
    let (turn, lift) = if followed {
        let (turn, lift) = bounced(params.restitution_surface);
        let slide = (1.0 - mu * lift) / m;
        // The follower's energy per unit impulse squared, J²: moving, hopping, turning.
        let energy = 0.5 * (m * (slide * slide + (lift / m).powi(2)) + central * turn * turn);
        let give = slide + turn * (h - c);
        // A bounce that turns it the other way, or gives it more energy than the hardest
        // striker could lose (J u ≤ J² give / (1 + e) with u the closing speed), is beyond
        // this rule (a very bouncy table or follower): the edge does not bounce.
        if turn * (h - c) < 0.0 || energy > give / (1.0 + params.restitution_follower) {
            bounced(0.0)
        } else {
            (turn, lift)
        }
    } else {
        // As models 2–4 wrote it, so they replay to the bit.
        let turn = (h - c) / (central + m * b * b - mu * m * sliding * b * c);
        (turn, m * turn * sliding * b)
    };
    let slide = (1.0 - mu * lift) / m;
    if slide - turn * c >= 0.0 {
        // The loaded edge slips forward: slide and turn together.
        let direction = if sliding > 0.0 { push } else { -push };
        return Response {
            give: slide + turn * (h - c),
            slide,
            turn,
            // Rocking on a slipping edge, only the turn about the centre of mass and the rise
            // of the centre lift it; its slide does not.
            rocking: central + m * b * b,
            tipping: Tipping::new(size, facing, direction, gravity),
            direction,
            rocking_table: followed.then_some(RockingTable {
                rise: lift / m,
                friction: mu,
                restitution: params.restitution_surface,
            }),
        };
    }
    // The far edge holds: it turns about it.
    Response {
        give: h * h / forward.inertia,
        slide: 0.0,
        turn: h / forward.inertia,
        rocking: forward.inertia,
        tipping: forward,
        direction: push,
        rocking_table: None,
    }
}

impl Response {
    /// What a horizontal impulse `impulse` (N·s) does, the table holding back `held` (N·s) of
    /// its slide by extra friction (a follower pressed down by a token on its head).
    pub fn answer(&self, impulse: f64, held: f64) -> Struck {
        let omega = impulse * self.turn;
        // What of the impulse moves it: the table holds back `held`.
        let pressed = (impulse - held).max(0.0);
        let slide_speed = pressed * self.slide;
        if let Some(table) = self.rocking_table {
            // Along the tilt: a blow above the centre of mass tilts it forward (the turn's
            // sign), one below tilts it back against the push.
            let along = if self.turn >= 0.0 { 1.0 } else { -1.0 };
            let rise = pressed * table.rise;
            let rocked = rock(
                &self.tipping,
                along * slide_speed,
                rise,
                omega.abs(),
                table.friction,
                table.restitution,
            );
            let direction = if rocked.reversed {
                -self.direction
            } else {
                self.direction
            };
            return Struck {
                impulse,
                slide_speed: if rocked.falls {
                    slide_speed
                } else {
                    along * rocked.slide_speed
                },
                falls: rocked.falls.then_some(direction),
                spin: rocked.spin,
                tipping: self.tipping,
            };
        }
        let lift = self.tipping.mass
            * self.tipping.gravity
            * (self.tipping.pivot_to_mass - self.tipping.mass_height);
        let falls = 0.5 * self.rocking * omega * omega > lift;
        Struck {
            impulse,
            slide_speed,
            falls: falls.then_some(self.direction),
            // Its spin about the edge it falls over: the energy it has to fall with.
            spin: if falls {
                (self.rocking / self.tipping.inertia).sqrt() * omega.abs()
            } else {
                0.0
            },
            tipping: self.tipping,
        }
    }
}

/// Answer of a standing follower facing `facing` (radians) to `blow`, with the restitution
/// between striker and follower, the friction and the gravity of `params`.
pub fn strike(body: &FollowerBody, blow: Blow, params: &Parameters) -> Struck {
    let response = response(body, blow.push, blow.height, params);
    let impulse = (1.0 + params.restitution_follower) * blow.closing
        / (1.0 / blow.striker_mass + response.give);
    response.answer(impulse, 0.0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::physics::TokenKind;

    const THIN: Vector2<f64> = Vector2::new(1.0, 0.0);
    const WIDE: Vector2<f64> = Vector2::new(0.0, 1.0);

    /// A follower facing along x (its thin side towards +x), the big one if `big`.
    fn upright(big: bool) -> FollowerBody {
        FollowerBody {
            id: 1,
            position: Vector2::zeros(),
            facing: 0.0,
            pose: crate::physics::Pose::Standing,
            big,
        }
    }

    fn knock(push: Vector2<f64>, height_mm: f64, speed: f64) -> Struck {
        let blow = Blow {
            push,
            height: height_mm / 1000.0,
            striker_mass: TokenKind::KnockOut.mass(),
            closing: speed,
        };
        strike(&upright(false), blow, &Parameters::default())
    }

    #[test]
    fn a_low_blow_slides_the_follower_and_a_high_one_pivots_it() {
        // The edge holds from about 11.8 mm up over the thin side, 15.2 mm over the wide one.
        assert!(knock(THIN, 11.5, 1.0).slide_speed > 0.0);
        assert_eq!(knock(THIN, 12.0, 1.0).slide_speed, 0.0);
        assert!(knock(WIDE, 15.0, 1.0).slide_speed > 0.0);
        assert_eq!(knock(WIDE, 15.5, 1.0).slide_speed, 0.0);
    }

    #[test]
    fn a_token_grazing_the_foot_slides_the_follower_without_felling_it() {
        // The reference check agrees: at 2–4 mm and 0.5 m/s it slides about 8 mm.
        let struck = knock(THIN, 3.0, 0.5);
        assert!(struck.falls.is_none());
        assert!(struck.slide_speed > 0.1, "{struck:?}");
    }

    #[test]
    fn a_big_follower_takes_a_harder_blow_to_fell_than_a_follower() {
        // The same knock-out token at 14 mm on the thin side: the big one is heavier and its
        // centre of mass higher, so the blow is lower on it.
        let threshold = |big: bool| {
            (1..=800)
                .map(|centi| f64::from(centi) / 100.0)
                .find(|speed| {
                    let blow = Blow {
                        push: THIN,
                        height: 0.014,
                        striker_mass: TokenKind::KnockOut.mass(),
                        closing: *speed,
                    };
                    strike(&upright(big), blow, &Parameters::default())
                        .falls
                        .is_some()
                })
                .unwrap_or(f64::INFINITY)
        };
        let (normal, big) = (threshold(false), threshold(true));
        assert!(normal < 2.0, "{normal} m/s");
        // 0.36 against 0.32 m/s: about an eighth harder.
        assert!(big > normal * 1.1, "{big} m/s against {normal} m/s");
    }

    #[test]
    fn a_follower_hit_low_and_gently_slides_on_either_side() {
        for push in [THIN, WIDE] {
            for height in [2.0, 4.0, 6.0] {
                let struck = knock(push, height, 0.5);
                assert!(struck.falls.is_none(), "{height} mm: {struck:?}");
                // v²/(2μg) of at least a millimetre.
                assert!(struck.slide_speed > 0.09, "{height} mm: {struck:?}");
            }
        }
    }

    #[test]
    fn a_hard_low_blow_on_the_wide_side_slides_it_away_upright_where_model_4_tipped_it_back() {
        // MuJoCo and rapier agree: it hops, lands on its near edge and rocks upright again.
        let struck = knock(WIDE, 4.0, 2.0);
        assert!(struck.falls.is_none(), "{struck:?}");
        assert!(struck.slide_speed > 0.5, "{struck:?}");
        let blow = Blow {
            push: WIDE,
            height: 0.004,
            striker_mass: TokenKind::KnockOut.mass(),
            closing: 2.0,
        };
        let old = Parameters::for_model(4).expect("model 4 still replays");
        assert_eq!(strike(&upright(false), blow, &old).falls, Some(-WIDE));
    }

    #[test]
    fn a_follower_hit_low_rocks_back_lands_on_its_far_edge_and_goes_over_that_one() {
        // 4 mm up its thin side at 1 m/s: it tilts back, rocks upright with more turn than the
        // far edge's impact takes out, and falls forward (MuJoCo and our integrator agree).
        let struck = knock(THIN, 4.0, 1.0);
        assert_eq!(struck.falls, Some(THIN), "{struck:?}");
    }

    #[test]
    fn a_bouncier_table_never_gives_a_struck_follower_more_energy_than_the_blow_had() {
        let m = TokenKind::KnockOut.mass();
        for table in [0.0, 0.3, 0.6, 1.0] {
            for token in [0.0, 0.5, 1.0] {
                let params = Parameters {
                    restitution_surface: table,
                    restitution_follower: token,
                    ..Parameters::default()
                };
                for push in [THIN, WIDE] {
                    for h in [1.0, 3.0, 5.0, 7.0] {
                        let body = upright(false);
                        let response = response(&body, push, h / 1000.0, &params);
                        let blow = Blow {
                            push,
                            height: h / 1000.0,
                            striker_mass: m,
                            closing: 2.0,
                        };
                        let struck = strike(&body, blow, &params);
                        let j = struck.impulse;
                        let rise = response.rocking_table.map_or(0.0, |t| t.rise) * j;
                        let (slide, turn) = (response.slide * j, response.turn * j);
                        let fm = crate::physics::pieces::follower::MASS;
                        let central = response.rocking - fm * response.tipping.half_base.powi(2);
                        let gained =
                            0.5 * fm * (slide * slide + rise * rise) + 0.5 * central * turn * turn;
                        let lost = 0.5 * m * 4.0 - 0.5 * m * (2.0 - j / m).powi(2);
                        assert!(
                            gained <= lost + 1e-12,
                            "{table} {token} {h} mm: {gained} > {lost}"
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn a_hard_blow_to_the_head_fells_it_forward_and_a_soft_one_does_not() {
        assert_eq!(knock(THIN, 14.0, 2.0).falls, Some(THIN));
        assert_eq!(knock(THIN, 14.0, 0.25).falls, None);
    }

    #[test]
    fn no_blow_makes_energy() {
        let m = TokenKind::KnockOut.mass();
        for push in [THIN, WIDE] {
            for h in 1..=16 {
                for speed in [0.25, 1.0, 4.0] {
                    let s = knock(push, f64::from(h), speed);
                    let after = m * (speed - s.impulse / m).powi(2) / 2.0
                        + crate::physics::pieces::follower::MASS * s.slide_speed.powi(2) / 2.0;
                    assert!(
                        after <= m * speed * speed / 2.0 + 1e-15,
                        "{h} mm {speed} m/s"
                    );
                    assert!(s.impulse >= 0.0);
                }
            }
        }
    }
}
