//! The search for a throw: a coarse grid of throws at the points that matter for the round's
//! token, then a pattern search from the best few; `judge` says what each throw is worth.

use super::judge::{Judge, Stake};
use crate::flick;
use crate::physics::{Parameters, TokenKind, bearing};
use crate::rules::{Game, Throw};
use nalgebra::Vector2;

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

/// Elevations of the coarse grid, degrees, across the range a person's flick gives: the flatter
/// throws slide into followers, the steeper ones stop nearer where they land.
const COARSE_ELEVATIONS: [f64; 4] = [30.0, 40.0, 50.0, 60.0];
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
/// The range a bot keeps its throws in: what a person can make with the flick or the swipe
/// (RULES.md C6, "Bots hurl like people"), so a bot never makes a throw a person cannot.
const AIM_LIMIT: f64 = 80.0;
const ELEVATION_RANGE: (f64, f64) = flick::ELEVATION_RANGE;
const SPEED_RANGE: (f64, f64) = (flick::MIN_SPEED, flick::MAX_SPEED);

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
                coarse.push((judge.value(aim.throw(), *point), coarse.len(), aim, index));
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
pub(super) struct Aim {
    pub(super) aim: f64,
    pub(super) elevation: f64,
    pub(super) speed: f64,
}

impl Aim {
    /// The throw, kept in the bot's range and rounded as the rules store it.
    pub(super) fn throw(self) -> Throw {
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

impl Judge {
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
        bearing(&self.scene, self.me, point, &self.params).map_or((0.0, 0.0), |seen| {
            (seen.aim * 180.0 / std::f64::consts::PI, seen.distance)
        })
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
                let next_value = self.value(next.throw(), point);
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
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bots::catapult::test_rounds::{catch_round, lone_thief_round, rng};
    use crate::bots::catapult::{Skill, play, with_error};
    use crate::rules::{Action, Event};

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
        // With the greedy hand's error the same plan still hits often (half the time: model 2's
        // tumbling chit scatters what a small error starts).
        let hits = (0..20)
            .filter(|seed| {
                let mut after = game.clone();
                let throw = with_error(planned.throw, &Skill::GREEDY, &mut rng(*seed));
                after.apply(Action::Hurl { throw }).unwrap();
                after.followers().is_empty()
            })
            .count();
        assert!(hits >= 9, "only {hits} of 20 greedy throws hit");
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
}
