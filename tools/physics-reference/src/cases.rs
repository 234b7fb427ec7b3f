//! The cases compared, and what each simulation is asked to report.

use catapult_core::physics::TokenKind;
use catapult_core::physics::pieces::{follower, tile};
use nalgebra::{Vector2, Vector3};

/// The follower in a case, its base centre at (x, y) m on a surface at height `base` m,
/// its thin axis turned `facing` radians from +x.
#[derive(Debug, Clone, Copy)]
pub enum Body {
    /// A standing follower.
    Standing {
        x: f64,
        y: f64,
        facing: f64,
        base: f64,
    },
    /// A farmer lying on the table.
    Lying {
        x: f64,
        y: f64,
        facing: f64,
        base: f64,
    },
}

impl Body {
    pub fn position(&self) -> (f64, f64) {
        match *self {
            Body::Standing { x, y, .. } | Body::Lying { x, y, .. } => (x, y),
        }
    }

    pub fn facing(&self) -> f64 {
        match *self {
            Body::Standing { facing, .. } | Body::Lying { facing, .. } => facing,
        }
    }
}

/// Which group a case belongs to (its figures are reported per group).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Group {
    /// A token flying level into a standing follower.
    Hit,
    /// A token coming down on a lying farmer.
    Farmer,
    /// A token landing flat.
    FlatLanding,
    /// A token landing on its edge.
    EdgeLanding,
}

/// One interaction: a token in flight, and what it may meet.
#[derive(Debug, Clone)]
pub struct Case {
    pub name: String,
    pub group: Group,
    pub token: TokenKind,
    /// The token's bottom-face centre, m.
    pub position: Vector3<f64>,
    /// Its velocity, m/s.
    pub velocity: Vector3<f64>,
    /// Its tilt as a rotation vector in the table plane (x, y), radians.
    pub tilt: [f64; 2],
    /// Its angular velocity, rad/s.
    pub spin: [f64; 3],
    pub body: Option<Body>,
    pub tiles: Vec<[i32; 2]>,
}

impl Case {
    /// The height of the surface the token comes down on first, m.
    pub fn landing_height(&self) -> f64 {
        if self.tiles.is_empty() {
            0.0
        } else {
            tile::THICKNESS
        }
    }
}

/// The verdict on a follower after a hit.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Verdict {
    Toppled,
    Slid,
    Stayed,
    PassedOver,
}

/// A follower that moves less than this has stayed, m.
pub const SLID: f64 = 0.001;

/// The cosine of the smallest tipping angle: the model's box over its thin side leans its
/// centre of mass over the edge at atan(b / c) = 31.9° (b = 4.97 mm, c = 7.99 mm). A body
/// whose up axis ends tilted further from the vertical than that, lying or on its head, has
/// toppled; nothing rests there unless it fell.
pub fn toppled_below() -> f64 {
    let (b, c) = (follower::THICKNESS / 2.0, follower::HEIGHT / 2.0);
    c / (b * b + c * c).sqrt()
}

/// Whether a follower whose up axis ends with vertical component `up` (1 upright, 0 on its
/// side, −1 on its head) has toppled.
pub fn has_toppled(up: f64) -> bool {
    up < toppled_below()
}

/// What a simulation reports for a case.
#[derive(Debug, Clone)]
pub struct Observed {
    pub touched: bool,
    pub toppled: bool,
    /// How far the follower's base centre moved, m (for a follower that did not fall).
    pub slide: f64,
    /// The token's rest (bottom-face centre), m.
    pub token_rest: Vector3<f64>,
    pub landing: Option<Vector2<f64>>,
}

impl Observed {
    /// `follower`: its final base centre and the z component of its up axis.
    pub fn new(
        case: &Case,
        touched: bool,
        follower: Option<(Vector2<f64>, f64)>,
        token_rest: Vector3<f64>,
        landing: Option<Vector2<f64>>,
    ) -> Observed {
        let (toppled, slide) = match (case.body, follower) {
            (Some(body), Some((at, up))) => {
                let (x, y) = body.position();
                // Upside down counts: it went over (a test checks).
                (has_toppled(up), (at - Vector2::new(x, y)).norm())
            }
            _ => (false, 0.0),
        };
        Observed {
            touched,
            toppled,
            slide,
            token_rest,
            landing,
        }
    }

    pub fn verdict(&self) -> Verdict {
        if !self.touched {
            Verdict::PassedOver
        } else if self.toppled {
            Verdict::Toppled
        } else if self.slide >= SLID {
            Verdict::Slid
        } else {
            Verdict::Stayed
        }
    }
}

/// Every case: hits on both sides at heights 2–18 mm and 0.25–4 m/s, tokens onto a lying
/// farmer, flat and edge-first landings on the table and on tiles.
pub fn all() -> Vec<Case> {
    let mut cases = Vec::new();
    let token = TokenKind::KnockOut;
    let (r, t) = (token.radius(), token.thickness());
    for (side, facing, half_base) in [
        ("thin", 0.0, follower::THICKNESS / 2.0),
        ("wide", std::f64::consts::FRAC_PI_2, follower::WIDTH / 2.0),
    ] {
        for height_mm in [2, 4, 6, 8, 10, 12, 14, 16, 18] {
            for speed in [0.25, 0.5, 1.0, 1.5, 2.0, 2.5, 3.0, 4.0] {
                let h = f64::from(height_mm) / 1000.0;
                cases.push(Case {
                    name: format!("hit {side} side at {height_mm} mm, {speed} m/s"),
                    group: Group::Hit,
                    token,
                    position: Vector3::new(-(half_base + r + 0.002), 0.0, h - t / 2.0),
                    velocity: Vector3::new(speed, 0.0, 0.0),
                    tilt: [0.0, 0.0],
                    spin: [0.0; 3],
                    body: Some(Body::Standing {
                        x: 0.0,
                        y: 0.0,
                        facing,
                        base: 0.0,
                    }),
                    tiles: Vec::new(),
                });
            }
        }
    }
    // Onto a farmer's back: level flight from 30 mm away, falling onto its top at the offset.
    let top = follower::THICKNESS;
    for offset_mm in [-6, 0, 6] {
        for speed in [0.5, 1.0, 1.5, 2.0] {
            let travel = 0.03;
            let time = travel / speed;
            let offset = f64::from(offset_mm) / 1000.0;
            cases.push(Case {
                name: format!("onto a farmer {offset_mm} mm off its middle, {speed} m/s"),
                group: Group::Farmer,
                token,
                position: Vector3::new(offset - travel, 0.0, top + 0.5 * 9.81 * time * time),
                velocity: Vector3::new(speed, 0.0, 0.0),
                tilt: [0.0, 0.0],
                spin: [0.0; 3],
                body: Some(Body::Lying {
                    x: 0.0,
                    y: 0.0,
                    facing: 0.0,
                    base: 0.0,
                }),
                tiles: Vec::new(),
            });
        }
    }
    // Landings: from the catapult's height, on the bare table or on a 15 × 3 patch of tiles.
    let patch: Vec<[i32; 2]> = (0..15)
        .flat_map(|i| (-1..=1).map(move |j| [i, j]))
        .collect();
    for (surface, tiles) in [("table", Vec::new()), ("tiles", patch)] {
        for elevation in [15.0f64, 30.0, 45.0] {
            for speed in [1.0, 1.5, 2.0] {
                for (edge, tilt, spin) in [
                    (false, [0.0, 0.0], [0.0; 3]),
                    (true, [0.6, 0.0], [0.0, 0.0, 0.0]),
                    (true, [0.0, -0.8], [0.0, -15.0, 0.0]),
                ] {
                    let e = elevation.to_radians();
                    cases.push(Case {
                        name: format!(
                            "{} landing on the {surface}, {elevation}°, {speed} m/s{}",
                            if edge { "edge" } else { "flat" },
                            if edge {
                                format!(", tilt {tilt:?} spin {spin:?}")
                            } else {
                                String::new()
                            }
                        ),
                        group: if edge {
                            Group::EdgeLanding
                        } else {
                            Group::FlatLanding
                        },
                        token: TokenKind::Target,
                        position: Vector3::new(-0.04, 0.0, 0.05),
                        velocity: Vector3::new(speed * e.cos(), 0.0, speed * e.sin()),
                        tilt,
                        spin,
                        body: None,
                        tiles: tiles.clone(),
                    });
                }
            }
        }
    }
    cases
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The verdict a simulation that leaves its follower with up axis `up` reports.
    fn ended_with(up: f64) -> Verdict {
        let case = all()
            .into_iter()
            .find(|c| c.group == Group::Hit)
            .expect("there are hit cases");
        let moved = Vector2::new(0.004, 0.0);
        Observed::new(&case, true, Some((moved, up)), Vector3::zeros(), None).verdict()
    }

    #[test]
    fn a_follower_knocked_onto_its_head_has_toppled_like_one_knocked_onto_its_side() {
        assert_eq!(ended_with(-1.0), Verdict::Toppled, "on its head");
        assert_eq!(
            ended_with(-0.3),
            Verdict::Toppled,
            "past 90°, leaning on something"
        );
        assert_eq!(ended_with(0.0), Verdict::Toppled, "on its side");
        assert_eq!(ended_with(0.7), Verdict::Toppled, "past its tipping angle");
    }

    #[test]
    fn a_follower_still_upright_after_moving_has_slid_and_one_that_did_not_move_stayed() {
        assert_eq!(ended_with(1.0), Verdict::Slid);
        assert_eq!(ended_with(0.95), Verdict::Slid, "rocking back to upright");
        let case = &all()[0];
        let still = Observed::new(
            case,
            true,
            Some((Vector2::zeros(), 1.0)),
            Vector3::zeros(),
            None,
        );
        assert_eq!(still.verdict(), Verdict::Stayed);
        let missed = Observed::new(
            case,
            false,
            Some((Vector2::zeros(), 1.0)),
            Vector3::zeros(),
            None,
        );
        assert_eq!(missed.verdict(), Verdict::PassedOver);
    }
}
