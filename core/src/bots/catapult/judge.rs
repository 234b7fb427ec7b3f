//! What a throw is worth to the hurler, found by simulating it through the physics.

use super::token::stake;
use crate::physics::{
    FRAME_RATE, Launch, Line, Options, Outcome, Parameters, RestPlace, Scene, Simulation,
    TokenKind, simulate,
};
use crate::rules::{AIRBORNE, Game, HAND_REACH, TIE, Throw, hands, nearest_with_ties, ruler_line};
use nalgebra::{Vector2, Vector3};

/// A follower on the table with what it is worth to the hurler.
#[derive(Debug, Clone, Copy)]
pub(super) struct Stake {
    id: u32,
    pub(super) owner: usize,
    pub(super) value: f64,
    pub(super) position: Vector2<f64>,
}

/// Everything needed to judge a throw from the current seat.
pub(super) struct Judge {
    pub(super) me: usize,
    pub(super) token: TokenKind,
    pub(super) scene: Scene,
    pub(super) params: Parameters,
    pub(super) stakes: Vec<Stake>,
    pub(super) fair: Vector2<f64>,
    /// The catch: the catcher's hands, the ruler line, and its sign on the catcher's side.
    hands: Vector3<f64>,
    pub(super) line: Line,
    beyond: f64,
    /// How many throws have been simulated.
    pub(super) simulations: usize,
}

impl Judge {
    /// The judge of the current player's throws with `token`, the fair at `fair`.
    pub(super) fn new(game: &Game, token: TokenKind, fair: crate::board::Pos) -> Judge {
        let me = game.current_player();
        let scene = game.table();
        let stakes = scene
            .followers
            .iter()
            .filter_map(|body| {
                let follower = game.followers().iter().find(|f| f.id == body.id)?;
                Some(Stake {
                    id: body.id,
                    owner: usize::from(follower.player),
                    value: stake(game, me, follower),
                    position: body.position,
                })
            })
            .collect();
        let fair = scene.cell_centre([fair.x, fair.y]);
        let catcher = (me + 1) % scene.seats.len();
        let line = ruler_line(&scene, me, catcher);
        let hands = hands(&scene, catcher);
        let beyond = if line.side(scene.seats[catcher].position) >= 0.0 {
            1.0
        } else {
            -1.0
        };
        Judge {
            me,
            token,
            scene,
            // The game's own model (a resumed old game hurls with it); known to be valid.
            params: Parameters::for_model(game.physics_model()).unwrap_or_default(),
            stakes,
            fair,
            hands,
            line,
            beyond,
            simulations: 0,
        }
    }

    /// What a throw is worth, tenths of a point, by simulating it; `point` is what it aimed
    /// at, used to rank throws that achieve nothing by how near they came.
    pub(super) fn value(&mut self, throw: Throw, point: Vector2<f64>) -> f64 {
        self.simulations += 1;
        let launch = throw.launch(self.me, self.token);
        if self.token == TokenKind::Catch {
            return self.value_of_catch(&launch);
        }
        let Ok(outcome) = simulate(&self.scene, &launch, &self.params, &Options::default()) else {
            return f64::MIN;
        };
        let rest = outcome.rest_position.xy();
        // 100 mm away costs 2 tenths: it only orders throws that achieve nothing.
        let near = |p: Vector2<f64>| 20.0 * (p - point).norm();
        match self.token {
            TokenKind::KnockOut => {
                let missed_by = outcome
                    .first_landing
                    .map_or(near(rest), |landing| near(landing).min(near(rest)));
                outcome
                    .all_touched()
                    .iter()
                    .filter_map(|id| self.stakes.iter().find(|s| s.id == *id))
                    .map(|s| s.value)
                    .sum::<f64>()
                    - missed_by
            }
            TokenKind::Seduction => self.value_of_seduction(&outcome) - near(rest),
            TokenKind::Target => self.value_of_target(&outcome),
            TokenKind::Catch => f64::MIN,
        }
    }

    /// A seduction is worth the most valuable of the opponents' followers nearest to where the
    /// token rests on the tiles (the bot then swaps that one).
    fn value_of_seduction(&self, outcome: &Outcome) -> f64 {
        if !matches!(outcome.rest, RestPlace::OnTiles { .. }) {
            return 0.0;
        }
        let rest = outcome.rest_position.xy();
        nearest_with_ties(
            self.stakes
                .iter()
                .filter(|s| s.owner != self.me)
                .map(|s| ((s.position - rest).norm(), s.value)),
        )
        .into_iter()
        .fold(0.0, f64::max)
    }

    /// A target throw is worth being near the fair's centre (half a tenth per mm), and 10 more
    /// for being the nearest token when it stops; off the table it is worth nothing at all.
    fn value_of_target(&self, outcome: &Outcome) -> f64 {
        if outcome.off_table() {
            return -1000.0;
        }
        let distance = (outcome.rest_position.xy() - self.fair).norm();
        let nearest_other = self
            .scene
            .tokens
            .iter()
            .filter_map(|token| {
                match outcome.moved_tokens.iter().find(|m| m.id == token.id) {
                    Some(moved) if moved.off_table => None,
                    Some(moved) => Some(moved.position),
                    None => Some(token.position),
                }
                .map(|at| (at - self.fair).norm())
            })
            .fold(f64::INFINITY, f64::min);
        let leading = if distance + TIE < nearest_other {
            10.0
        } else {
            0.0
        };
        leading - 500.0 * distance
    }

    /// A catch throw is worth the hurler's 5 points when it crosses the ruler line and never
    /// comes within the catcher's reach; 2 when it crosses within reach (a catcher misses about
    /// 40 % of those); a throw short of the line is ranked by how near it came.
    fn value_of_catch(&self, launch: &Launch) -> f64 {
        let options = Options {
            frames: false,
            lines: vec![self.line],
        };
        let Ok(mut simulation) = Simulation::new(&self.scene, launch, &self.params, &options)
        else {
            return f64::MIN;
        };
        // The rules judge reach from the 60 Hz frames while the token flies
        // (`nearest_in_reach`): sample the flight at the same moments, a frame at the start
        // and one at the first step at or after each 1/60 s.
        let distance = |at: Vector3<f64>| {
            if at.z > AIRBORNE {
                (at - self.hands).norm()
            } else {
                f64::INFINITY
            }
        };
        let mut closest = distance(simulation.position());
        let mut frames = 1.0;
        loop {
            let moving = simulation.step();
            if simulation.time() * FRAME_RATE >= frames {
                closest = closest.min(distance(simulation.position()));
                frames += 1.0;
            }
            if !moving {
                break;
            }
        }
        let outcome = simulation.finish();
        let crossed = outcome.line_crossings.first().copied().flatten().is_some();
        if crossed && closest > HAND_REACH {
            // Keep a margin from the hands: up to 2 tenths for 10 cm clear.
            50.0 + 20.0 * (closest - HAND_REACH).min(0.1)
        } else if crossed {
            20.0
        } else {
            let side = self.beyond * self.line.side(outcome.rest_position.xy())
                / self.line.direction.norm();
            10.0 * side.min(0.0)
        }
    }
}
