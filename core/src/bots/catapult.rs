//! Playing the catapult round (RULES.md C4): choosing the token, aiming a hurl, catching, and
//! settling a seduction.
//!
//! A bot hurls through the same physics as a person. It aims like a careful player who can try
//! throws in their head: it simulates a coarse set of throws at the points that matter for the
//! round's token (the opponents' followers, the fair, the space beyond the ruler line), refines
//! the best few with a small pattern search, and then makes the chosen throw with a seeded
//! aiming error ([`Skill`]), so it is good but beatable. A bot catcher catches with a seeded
//! probability.
//!
//! Everything is deterministic given the bot's ChaCha8 stream: the search is a fixed sequence
//! of simulations, its arithmetic is + − × ÷ and √ with angles through `libm`, and ties go to
//! the candidate tried first.

use super::value::{Value, follower_value};
use crate::physics::{
    FRAME_RATE, Launch, Line, Options, Outcome, Parameters, RestPlace, Scene, Simulation,
    TokenKind, simulate,
};
use crate::rules::{
    AIRBORNE, Action, Follower, Game, HAND_REACH, Phase, TIE, TOUCH_WINDOW, Throw, below, hands,
    nearest_with_ties, ruler_line,
};
use nalgebra::{Vector2, Vector3};
use rand_chacha::ChaCha8Rng;
use rand_core::Rng;

/// How well a bot throws and catches. This is the one place the bots' error model lives.
///
/// Each part of the aim is off by a triangular error on ±its bound (the sum of two uniform
/// draws, so small errors are common and the bound is never passed), drawn from the bot's own
/// ChaCha8 stream after it has chosen the throw.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Skill {
    /// Largest error of the aim (left-right), degrees.
    pub aim_error_degrees: f64,
    /// Largest error of the elevation, degrees.
    pub elevation_error_degrees: f64,
    /// Largest error of the speed, as a fraction of the intended speed.
    pub speed_error: f64,
    /// Catches out of 1000 when the token comes within reach.
    pub catch_per_mille: u64,
}

impl Skill {
    /// The greedy bot: ±1.5° aim, ±2° elevation, ±3 % speed, and 60 % of catchable tokens
    /// caught. At half a metre ±1.5° is ±13 mm sideways and ±3 % speed about ±30 mm of length:
    /// a lone follower is hit most of the time and the fair's centre is missed by up to a
    /// few centimetres.
    pub const GREEDY: Skill = Skill {
        aim_error_degrees: 1.5,
        elevation_error_degrees: 2.0,
        speed_error: 0.03,
        catch_per_mille: 600,
    };

    /// A flawless hand: no aiming error, every catchable token caught.
    pub const PERFECT: Skill = Skill {
        aim_error_degrees: 0.0,
        elevation_error_degrees: 0.0,
        speed_error: 0.0,
        catch_per_mille: 1000,
    };
}

/// The catapult round's decision for the current player, or `None` outside the round.
pub fn play(game: &Game, skill: &Skill, rng: &mut ChaCha8Rng) -> Option<Action> {
    match game.phase() {
        Phase::ChooseToken => Some(Action::ChooseToken {
            token: choose_token(game),
        }),
        Phase::Hurl => {
            let planned = plan_hurl(game)?;
            Some(Action::Hurl {
                throw: with_error(planned.throw, skill, rng),
            })
        }
        Phase::Catch => catch(game, skill, rng),
        Phase::Seduce => Some(seduce(game)),
        Phase::PlaceTile | Phase::PlaceFollower { .. } | Phase::GameOver => None,
    }
}

// ---------------------------------------------------------------------------------------------
// Choosing the token

/// How likely a hurler is to hit the follower it aims at with a knock-out token (it only has
/// to touch), and to rest nearest it with a seduction token (it has to stop on a tile there).
const KNOCK_OUT_HIT: f64 = 0.8;
const SEDUCTION_HIT: f64 = 0.5;

/// The token kind for this round, by a cheap forecast rather than by simulation: every seat
/// will hurl the kind once, each at the opponent follower it values most. The kind that leaves
/// the chooser best placed against its strongest opponent wins. Target and catch treat every
/// seat alike (a margin of zero change); target is preferred on a tie, so knock-out and
/// seduction are chosen only when they are expected to gain.
pub fn choose_token(game: &Game) -> TokenKind {
    let me = game.current_player();
    let mut best = (margin_after(game, me, TokenKind::Target), TokenKind::Target);
    for kind in [TokenKind::KnockOut, TokenKind::Seduction] {
        let margin = margin_after(game, me, kind);
        if margin > best.0 {
            best = (margin, kind);
        }
    }
    best.1
}

/// Expected (own score − strongest opponent's score) after a round of `kind`, tenths of a
/// point, counting a follower at its greedy value.
fn margin_after(game: &Game, me: usize, kind: TokenKind) -> f64 {
    let players = game.scores().len();
    let mut net: Vec<f64> = game.scores().iter().map(|s| 10.0 * f64::from(*s)).collect();
    if matches!(kind, TokenKind::KnockOut | TokenKind::Seduction) {
        for hurler in 0..players {
            let target = game
                .followers()
                .iter()
                .filter(|f| usize::from(f.player) != hurler)
                .map(|f| (stake(game, hurler, f), f))
                .fold(None, |best: Option<(f64, &Follower)>, next| match best {
                    Some(kept) if kept.0 >= next.0 => Some(kept),
                    _ => Some(next),
                });
            let Some((_, target)) = target else {
                continue;
            };
            let value = follower_value(game, target.node) as f64;
            let owner = usize::from(target.player);
            if kind == TokenKind::KnockOut {
                net[owner] -= KNOCK_OUT_HIT * value;
            } else {
                net[owner] -= SEDUCTION_HIT * value;
                net[hurler] += SEDUCTION_HIT * value;
            }
        }
    }
    let rival = (0..players)
        .filter(|seat| *seat != me)
        .map(|seat| net[seat])
        .fold(f64::NEG_INFINITY, f64::max);
    net[me] - rival
}

/// What a follower is worth to `seat`, tenths of a point: its greedy value, negative for the
/// seat's own, half as much again for a follower of the leader (the seat with the highest
/// score, when that is not `seat`).
fn stake(game: &Game, seat: usize, follower: &Follower) -> f64 {
    let value = follower_value(game, follower.node) as f64;
    let owner = usize::from(follower.player);
    if owner == seat {
        return -value;
    }
    let top = game.scores().iter().copied().max().unwrap_or(0);
    if game.scores()[owner] == top && game.scores()[seat] < top {
        1.5 * value
    } else {
        value
    }
}

// ---------------------------------------------------------------------------------------------
// Aiming

/// A throw the bot means to make, before its aiming error.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct PlannedHurl {
    /// The throw.
    pub throw: Throw,
    /// What the search expects it to be worth, tenths of a point (for comparison only).
    pub value: f64,
    /// How many throws were simulated to find it.
    pub simulations: usize,
}

/// Elevations of the coarse grid, degrees: flat throws slide into followers, steep ones stop
/// where they land.
const COARSE_ELEVATIONS: [f64; 4] = [25.0, 40.0, 55.0, 70.0];
/// Speeds of the coarse grid, as multiples of the drag-free speed that lands on the point.
const COARSE_SPEEDS: [f64; 4] = [0.85, 1.0, 1.15, 1.3];
/// The most points aimed at in the coarse grid.
const MAX_AIM_POINTS: usize = 6;
/// How many of the best coarse throws are refined.
const REFINED: usize = 3;
/// Rounds of the pattern search per refined throw (six simulations each).
const REFINE_ROUNDS: usize = 3;
/// First steps of the pattern search: aim and elevation in degrees, speed as a fraction.
const STEP: (f64, f64, f64) = (1.0, 4.0, 0.04);
/// The range a bot keeps its throws in (inside what the physics accepts).
const AIM_LIMIT: f64 = 80.0;
const ELEVATION_RANGE: (f64, f64) = (5.0, 80.0);
const SPEED_RANGE: (f64, f64) = (0.3, 9.0);

/// The best throw the current player can find for this round's token: a coarse grid aimed at
/// up to six points that matter (4 elevations × 4 speeds each), then a pattern search from
/// the best three (3 rounds of 6 throws each). At most 96 + 54 = 150 simulations.
pub fn plan_hurl(game: &Game) -> Option<PlannedHurl> {
    let round = game.round()?;
    let token = round.token?;
    let mut judge = Judge::new(game, token, round.fair);
    let points = judge.aim_points();
    let mut coarse = Vec::new();
    for (index, point) in points.iter().enumerate() {
        let (aim, distance) = judge.aim_at(*point);
        for elevation in COARSE_ELEVATIONS {
            let base = drag_free_speed(distance, elevation, judge.params);
            for factor in COARSE_SPEEDS {
                let aim = Aim {
                    aim,
                    elevation,
                    speed: base * factor,
                };
                coarse.push((judge.value(aim, *point), coarse.len(), aim, index));
            }
        }
    }
    coarse.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)));
    let mut best: Option<(f64, Aim)> = None;
    for (value, _, aim, index) in coarse.into_iter().take(REFINED) {
        let (value, aim) = judge.refine(value, aim, points[index]);
        if best.is_none_or(|(kept, _)| value > kept) {
            best = Some((value, aim));
        }
    }
    let (value, aim) = best?;
    Some(PlannedHurl {
        throw: aim.throw(),
        value,
        simulations: judge.simulations,
    })
}

/// A throw as the search varies it: aim and elevation in degrees, speed in m/s.
#[derive(Debug, Clone, Copy, PartialEq)]
struct Aim {
    aim: f64,
    elevation: f64,
    speed: f64,
}

impl Aim {
    /// The throw, kept in the bot's range and rounded as the rules store it.
    fn throw(self) -> Throw {
        Throw::new(
            self.aim.clamp(-AIM_LIMIT, AIM_LIMIT),
            self.elevation.clamp(ELEVATION_RANGE.0, ELEVATION_RANGE.1),
            self.speed.clamp(SPEED_RANGE.0, SPEED_RANGE.1),
        )
    }
}

/// The speed that, without drag, carries a token released `launch_height` up at `elevation`
/// degrees down onto the table `distance` m away.
fn drag_free_speed(distance: f64, elevation: f64, params: Parameters) -> f64 {
    let theta = crate::physics::radians(elevation);
    let (cos, tan) = (libm::cos(theta), libm::tan(theta));
    let drop = params.launch_height + distance * tan;
    (params.gravity * distance * distance / (2.0 * cos * cos * drop)).sqrt()
}

/// A follower on the table with what it is worth to the hurler.
#[derive(Debug, Clone, Copy)]
struct Stake {
    id: u32,
    owner: usize,
    value: f64,
    position: Vector2<f64>,
}

/// Everything needed to judge a throw from the current seat.
struct Judge {
    me: usize,
    token: TokenKind,
    scene: Scene,
    params: Parameters,
    stakes: Vec<Stake>,
    fair: Vector2<f64>,
    /// The catch: the catcher's hands, the ruler line, and its sign on the catcher's side.
    hands: Vector3<f64>,
    line: Line,
    beyond: f64,
    simulations: usize,
}

impl Judge {
    fn new(game: &Game, token: TokenKind, fair: crate::board::Pos) -> Judge {
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
            params: Parameters::default(),
            stakes,
            fair,
            hands,
            line,
            beyond,
            simulations: 0,
        }
    }

    /// Where on the table the coarse grid aims, best first.
    fn aim_points(&self) -> Vec<Vector2<f64>> {
        let mut points: Vec<Vector2<f64>> = match self.token {
            TokenKind::KnockOut | TokenKind::Seduction => {
                let mut targets: Vec<&Stake> = self
                    .stakes
                    .iter()
                    .filter(|s| s.owner != self.me && s.value > 0.0)
                    .collect();
                targets.sort_by(|a, b| b.value.total_cmp(&a.value));
                targets
                    .into_iter()
                    .take(MAX_AIM_POINTS)
                    .map(|s| s.position)
                    .collect()
            }
            TokenKind::Target => vec![self.fair],
            TokenKind::Catch => {
                // A little beyond the middle of the ruler line, and further in towards the
                // table's centre, away from the catcher's hands.
                let along = self.scene.seats[(self.me + 1) % self.scene.seats.len()].position
                    - self.scene.seats[self.me].position;
                let length = along.norm();
                let unit = along / length;
                let mut across = Vector2::new(-unit.y, unit.x);
                if across.dot(&(-self.line.point)) < 0.0 {
                    across = -across;
                }
                let past = self.line.point + unit * (0.15 * length);
                [0.0, 0.12, 0.25]
                    .into_iter()
                    .map(|inwards| past + across * inwards)
                    .collect()
            }
        };
        if points.is_empty() {
            // Nothing to win: a throw at the fair, judged by what it must not do.
            points.push(self.fair);
        }
        points
    }

    /// Aim (degrees from the seat's facing) and distance (m) from the catapult to `point`.
    fn aim_at(&self, point: Vector2<f64>) -> (f64, f64) {
        let seat = self.scene.seats[self.me];
        let facing = Vector2::new(libm::cos(seat.facing), libm::sin(seat.facing));
        let start = seat.position + facing * self.params.catapult_inset;
        let to = point - start;
        let heading = libm::atan2(to.y, to.x);
        let mut aim = heading - seat.facing;
        let turn = 2.0 * std::f64::consts::PI;
        while aim > std::f64::consts::PI {
            aim -= turn;
        }
        while aim < -std::f64::consts::PI {
            aim += turn;
        }
        (aim * 180.0 / std::f64::consts::PI, to.norm())
    }

    /// Improves `aim` by a pattern search: try one step either way in each of aim, elevation
    /// and speed, move to the best if it is better, else halve the steps.
    fn refine(&mut self, mut value: f64, mut aim: Aim, point: Vector2<f64>) -> (f64, Aim) {
        let (mut d_aim, mut d_elevation, mut d_speed) = STEP;
        for _ in 0..REFINE_ROUNDS {
            let speed_step = aim.speed * d_speed;
            let neighbours = [
                Aim {
                    aim: aim.aim - d_aim,
                    ..aim
                },
                Aim {
                    aim: aim.aim + d_aim,
                    ..aim
                },
                Aim {
                    elevation: aim.elevation - d_elevation,
                    ..aim
                },
                Aim {
                    elevation: aim.elevation + d_elevation,
                    ..aim
                },
                Aim {
                    speed: aim.speed - speed_step,
                    ..aim
                },
                Aim {
                    speed: aim.speed + speed_step,
                    ..aim
                },
            ];
            let mut moved = false;
            for next in neighbours {
                let next_value = self.value(next, point);
                if next_value > value {
                    (value, aim, moved) = (next_value, next, true);
                }
            }
            if !moved {
                d_aim /= 2.0;
                d_elevation /= 2.0;
                d_speed /= 2.0;
            }
        }
        (value, aim)
    }

    /// What a throw is worth, tenths of a point, by simulating it; `point` is what it aimed
    /// at, used to rank throws that achieve nothing by how near they came.
    fn value(&mut self, aim: Aim, point: Vector2<f64>) -> f64 {
        self.simulations += 1;
        let launch = aim.throw().launch(self.me, self.token);
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

/// The planned throw made by a hand of `skill`: each part off by a triangular error.
pub fn with_error(planned: Throw, skill: &Skill, rng: &mut ChaCha8Rng) -> Throw {
    let aim = f64::from(planned.aim_millideg) / 1000.0 + skill.aim_error_degrees * wobble(rng);
    let elevation = f64::from(planned.elevation_millideg) / 1000.0
        + skill.elevation_error_degrees * wobble(rng);
    let speed =
        f64::from(planned.speed_mm_per_s) / 1000.0 * (1.0 + skill.speed_error * wobble(rng));
    Aim {
        aim,
        elevation,
        speed,
    }
    .throw()
}

/// A triangular draw on (−1, 1): the sum of two uniform draws, less one.
fn wobble(rng: &mut ChaCha8Rng) -> f64 {
    unit(rng) + unit(rng) - 1.0
}

/// A uniform draw on [0, 1) from the top 53 bits of the stream.
fn unit(rng: &mut ChaCha8Rng) -> f64 {
    (rng.next_u64() >> 11) as f64 / (1u64 << 53) as f64
}

// ---------------------------------------------------------------------------------------------
// Catching and seducing

/// The catcher's attempt. With the skill's probability it grabs at the moment the token is
/// nearest its hands; otherwise it grabs too late, by more than the touch window (50 to 300 ms
/// beyond it). A token that never comes within reach gets no attempt.
fn catch(game: &Game, skill: &Skill, rng: &mut ChaCha8Rng) -> Option<Action> {
    let pending = game.round()?.pending_catch?;
    let Some(nearest) = pending.nearest else {
        return Some(Action::Catch { at_ms: None });
    };
    let caught = below(rng, 1000) < skill.catch_per_mille;
    let at = if caught {
        nearest
    } else {
        nearest + TOUCH_WINDOW + 0.05 + 0.25 * unit(rng)
    };
    Some(Action::Catch {
        at_ms: Some((at * 1000.0).round().max(0.0) as u32),
    })
}

/// The seduction swap: the candidate on the most valuable feature, swapped for a follower from
/// the supply, else for the hurler's least valuable follower on the board if that is worth
/// less; otherwise the hurler declines.
fn seduce(game: &Game) -> Action {
    let me = game.current_player();
    let value_of = |id: u32| {
        game.followers()
            .iter()
            .find(|f| f.id == id)
            .map(|f| follower_value(game, f.node))
    };
    let candidates = game.round().map_or(&[][..], |round| &round.seduction[..]);
    let Some((value, target)) = candidates
        .iter()
        .filter_map(|id| Some((value_of(*id)?, *id)))
        .fold(None, |best: Option<(Value, u32)>, next| match best {
            Some(kept) if kept.0 >= next.0 => Some(kept),
            _ => Some(next),
        })
    else {
        return Action::DeclineSeduction;
    };
    let own: Vec<(Value, u32)> = game
        .followers()
        .iter()
        .filter(|f| usize::from(f.player) == me)
        .map(|f| (follower_value(game, f.node), f.id))
        .collect();
    swap_for(target, value, game.supply()[me], &own)
}

/// How to seduce `target` (worth `value`): with a follower from the supply if there is one,
/// else with the least valuable of `own` (value, id) if it is worth less than the target,
/// else not at all.
fn swap_for(target: u32, value: Value, supply: u8, own: &[(Value, u32)]) -> Action {
    if supply > 0 {
        return Action::Seduce { target, with: None };
    }
    let cheapest = own
        .iter()
        .fold(None, |best: Option<(Value, u32)>, next| match best {
            Some(kept) if kept.0 <= next.0 => Some(kept),
            _ => Some(*next),
        });
    match cheapest {
        Some((mine, id)) if mine < value => Action::Seduce {
            target,
            with: Some(id),
        },
        _ => Action::DeclineSeduction,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bots::{Bot, GreedyBot, seat_seed};
    use crate::rules::{CatchCase, Event};
    use crate::test_support::{place, stacked};
    use rand_core::SeedableRng;

    fn choose(game: &mut Game, token: TokenKind) {
        game.apply(Action::ChooseToken { token }).unwrap();
    }

    /// Seat 0's thief stands alone on the road east of the start tile; seat 1 has placed the
    /// fair tile south of the start and hurls first.
    fn lone_thief_round(token: TokenKind) -> Game {
        let mut game = stacked(2, &["U", "CA/F"]);
        place(&mut game, 1, 0, 0, Some("road:E"));
        place(&mut game, 0, -1, 0, None);
        choose(&mut game, token);
        assert_eq!((game.phase(), game.current_player()), (Phase::Hurl, 1));
        game
    }

    /// A catch round: seat 0 placed the fair tile and hurls at seat 1.
    fn catch_round() -> Game {
        let mut game = stacked(2, &["CA/F"]);
        place(&mut game, 0, -1, 0, None);
        choose(&mut game, TokenKind::Catch);
        game
    }

    fn rng(seed: u64) -> ChaCha8Rng {
        ChaCha8Rng::seed_from_u64(seed)
    }

    #[test]
    fn a_greedy_bots_knock_out_throw_from_its_seat_hits_a_follower_standing_alone() {
        let game = lone_thief_round(TokenKind::KnockOut);
        let thief = game.followers()[0].id;
        let planned = plan_hurl(&game).unwrap();
        assert!(planned.simulations <= 300, "{planned:?}");
        let mut after = game.clone();
        let events = after.apply(Action::Hurl {
            throw: planned.throw,
        });
        assert!(events.unwrap().iter().any(|event| matches!(
            event,
            Event::KnockedHome { follower, owner: 0, kind: crate::tiles::SegmentKind::Road, .. } if *follower == thief
        )));
        // With the greedy hand's error the same plan still hits most of the time.
        let hits = (0..20)
            .filter(|seed| {
                let mut after = game.clone();
                let throw = with_error(planned.throw, &Skill::GREEDY, &mut rng(*seed));
                after.apply(Action::Hurl { throw }).unwrap();
                after.followers().is_empty()
            })
            .count();
        assert!(hits >= 12, "only {hits} of 20 greedy throws hit");
    }

    #[test]
    fn the_greedy_hand_wobbles_within_its_documented_bounds_and_replays_from_its_seed() {
        let planned = Throw::new(10.0, 45.0, 2.0);
        let mut stream = rng(5);
        let throws: Vec<Throw> = (0..200)
            .map(|_| with_error(planned, &Skill::GREEDY, &mut stream))
            .collect();
        for throw in &throws {
            assert!((throw.aim_millideg - 10_000).abs() <= 1_500, "{throw:?}");
            assert!(
                (throw.elevation_millideg - 45_000).abs() <= 2_000,
                "{throw:?}"
            );
            assert!((throw.speed_mm_per_s - 2_000).abs() <= 60, "{throw:?}");
        }
        assert!(throws.iter().filter(|t| **t == planned).count() < 5);
        let mut again = rng(5);
        assert_eq!(with_error(planned, &Skill::GREEDY, &mut again), throws[0]);
        assert_eq!(with_error(planned, &Skill::PERFECT, &mut again), planned);
    }

    #[test]
    fn the_greedy_bots_target_throw_stops_by_the_fairs_centre() {
        let mut game = lone_thief_round(TokenKind::Target);
        let fair = game.table().cell_centre([0, -1]);
        let planned = plan_hurl(&game).unwrap();
        game.apply(Action::Hurl {
            throw: planned.throw,
        })
        .unwrap();
        let token = game.round().unwrap().resting[0];
        let off = (token.position - fair).norm();
        assert!(
            off < 0.005,
            "the token stopped {off} m from the fair's centre"
        );
    }

    #[test]
    fn the_greedy_bots_seduction_lands_by_the_knight_of_the_biggest_city_and_swaps_him() {
        // Seat 0: a knight on a three-tile city north of the start, a thief on a two-tile
        // road to the west. Seat 1 places the fair and seduces first.
        let mut game = stacked(2, &["R", "R", "U", "CA/F"]);
        place(&mut game, 0, 1, 180, Some("city:S"));
        place(&mut game, 1, 1, 180, None);
        place(&mut game, -1, 0, 0, Some("road:W"));
        place(&mut game, 0, -1, 0, None);
        choose(&mut game, TokenKind::Seduction);
        let knight = game.followers()[0];
        let city = game.board().features().root(knight.node);
        assert_eq!(game.board().tile_count(knight.node), 3);
        let planned = plan_hurl(&game).unwrap();
        game.apply(Action::Hurl {
            throw: planned.throw,
        })
        .unwrap();
        assert_eq!(game.phase(), Phase::Seduce);
        let action = play(&game, &Skill::GREEDY, &mut rng(1)).unwrap();
        assert_eq!(
            action,
            Action::Seduce {
                target: knight.id,
                with: None
            }
        );
        game.apply(action).unwrap();
        let features = game.board().features();
        let on_city: Vec<u8> = game
            .followers()
            .iter()
            .filter(|f| features.root(f.node) == city)
            .map(|f| f.player)
            .collect();
        assert_eq!(on_city, vec![1]);
        // Seat 0 had placed two followers and gets the knight back; seat 1 used one from supply.
        assert_eq!(game.supply(), &[6, 6]);
    }

    #[test]
    fn a_seducer_with_an_empty_supply_sends_its_least_useful_follower_or_declines() {
        let own = [(44, 3), (19, 8), (25, 9)];
        assert_eq!(
            swap_for(5, 30, 0, &own),
            Action::Seduce {
                target: 5,
                with: Some(8)
            }
        );
        assert_eq!(swap_for(5, 19, 0, &own), Action::DeclineSeduction);
        assert_eq!(swap_for(5, 30, 0, &[]), Action::DeclineSeduction);
        assert_eq!(
            swap_for(5, 1, 2, &own),
            Action::Seduce {
                target: 5,
                with: None
            }
        );
    }

    #[test]
    fn the_greedy_bots_catch_throw_crosses_the_ruler_line_out_of_the_catchers_reach() {
        let mut game = catch_round();
        let planned = plan_hurl(&game).unwrap();
        assert!(planned.value >= 50.0, "{planned:?}");
        game.apply(Action::Hurl {
            throw: planned.throw,
        })
        .unwrap();
        let pending = game.round().unwrap().pending_catch.unwrap();
        assert!(pending.beyond_line);
        assert_eq!(pending.nearest, None);
        // The bot catcher sees it never comes within reach and does not try.
        assert_eq!(
            play(&game, &Skill::PERFECT, &mut rng(1)),
            Some(Action::Catch { at_ms: None })
        );
    }

    /// The catch round after a throw that comes within the catcher's reach.
    fn catchable() -> Game {
        let game = catch_round();
        (20..=60)
            .map(|tenth| Throw::new(0.0, 45.0, f64::from(tenth) / 10.0))
            .find_map(|throw| {
                let mut after = game.clone();
                after.apply(Action::Hurl { throw }).ok()?;
                let pending = after.round()?.pending_catch?;
                (pending.nearest.is_some() && pending.beyond_line).then_some(after)
            })
            .unwrap()
    }

    fn judged(game: &mut Game, action: Action) -> CatchCase {
        let events = game.apply(action).unwrap();
        events
            .into_iter()
            .find_map(|event| match event {
                Event::CatchJudged { case, .. } => Some(case),
                _ => None,
            })
            .unwrap()
    }

    #[test]
    fn a_bot_catcher_with_probability_one_catches() {
        let mut game = catchable();
        let action = play(&game, &Skill::PERFECT, &mut rng(3)).unwrap();
        assert_eq!(judged(&mut game, action), CatchCase::Caught);
        assert_eq!(game.scores(), &[0, 5]);
    }

    #[test]
    fn a_bot_catcher_with_probability_zero_grabs_too_late_and_the_hurler_scores() {
        let clumsy = Skill {
            catch_per_mille: 0,
            ..Skill::GREEDY
        };
        let mut game = catchable();
        let action = play(&game, &clumsy, &mut rng(3)).unwrap();
        assert_eq!(judged(&mut game, action), CatchCase::MissedBeyondLine);
        assert_eq!(game.scores(), &[5, 0]);
    }

    #[test]
    fn the_greedy_catcher_catches_about_six_times_in_ten() {
        let game = catchable();
        let mut stream = rng(11);
        let caught = (0..200)
            .filter(|_| {
                let mut after = game.clone();
                let action = play(&after, &Skill::GREEDY, &mut stream).unwrap();
                judged(&mut after, action) == CatchCase::Caught
            })
            .count();
        assert!((100..=140).contains(&caught), "{caught} of 200 caught");
    }

    #[test]
    fn a_bot_catcher_makes_no_attempt_at_a_token_that_never_comes_within_reach() {
        let mut game = catch_round();
        game.apply(Action::Hurl {
            throw: Throw::new(0.0, 45.0, 1.0),
        })
        .unwrap();
        assert_eq!(game.round().unwrap().pending_catch.unwrap().nearest, None);
        assert_eq!(
            play(&game, &Skill::PERFECT, &mut rng(1)),
            Some(Action::Catch { at_ms: None })
        );
    }

    #[test]
    fn a_chooser_facing_only_an_opponents_follower_goes_after_it() {
        let game = {
            let mut game = stacked(2, &["U", "CA/F"]);
            place(&mut game, 1, 0, 0, Some("road:E"));
            place(&mut game, 0, -1, 0, None);
            game
        };
        assert_eq!(game.phase(), Phase::ChooseToken);
        assert!(matches!(
            choose_token(&game),
            TokenKind::KnockOut | TokenKind::Seduction
        ));
    }

    #[test]
    fn a_chooser_with_the_only_follower_on_the_board_keeps_it_out_of_harms_way() {
        let mut game = stacked(2, &["U", "CA/F"]);
        place(&mut game, 1, 0, 0, None);
        place(&mut game, 0, -1, 0, Some("field:NL"));
        assert_eq!(
            (game.phase(), game.current_player()),
            (Phase::ChooseToken, 1)
        );
        // Seat 1 placed the fair and owns the farmer.
        assert_eq!(choose_token(&game), TokenKind::Target);
    }

    #[test]
    fn greedy_bots_play_a_short_catapult_game_to_the_end_and_it_replays() {
        let play_once = || {
            let game = stacked(3, &["U", "CA/F", "E", "CA/RR", "V", "CA/C"]);
            let mut bots: Vec<GreedyBot> = (0..3)
                .map(|seat| GreedyBot::new(seat_seed(9, seat)))
                .collect();
            let mut game = game;
            while let Some(action) = bots[game.current_player()].choose(&game) {
                game.apply(action).unwrap();
            }
            game
        };
        let game = play_once();
        assert!(game.is_over());
        let hurls = game
            .actions()
            .iter()
            .filter(|a| matches!(a, Action::Hurl { .. }))
            .count();
        assert_eq!(hurls, 9, "three rounds of three hurls");
        assert_eq!(play_once().state_hash(), game.state_hash());
        let replayed = Game::replay(game.config().clone(), game.seed(), game.actions()).unwrap();
        assert_eq!(replayed.state_hash(), game.state_hash());
    }
}
