//! The catapult round (RULES.md C4 and C6): who hurls, what each token does, and how a catch
//! is judged.

use crate::board::Pos;
use crate::physics::{Launch, Line, Outcome, RestingToken, Scene, TokenKind, radians};
use nalgebra::{Vector2, Vector3};
use serde::{Deserialize, Serialize};
use std::hash::{Hash, Hasher};

/// Points a token effect is worth: a target win, a catch case, the house rule.
pub const CATAPULT_POINTS: u32 = 5;

/// Two distances closer than this are a tie, m (ruler precision).
pub const TIE: f64 = 0.001;

/// The items nearest by distance (m), ties within [`TIE`] all included, in the given order:
/// who wins the target, which followers a seduction token reaches.
pub fn nearest_with_ties<T>(items: impl IntoIterator<Item = (f64, T)>) -> Vec<T> {
    let items: Vec<(f64, T)> = items.into_iter().collect();
    let Some(best) = items.iter().map(|(d, _)| *d).min_by(f64::total_cmp) else {
        return Vec::new();
    };
    items
        .into_iter()
        .filter(|(d, _)| *d <= best + TIE)
        .map(|(_, item)| item)
        .collect()
}

/// A throw as a player makes it, in whole thousandths so a game's actions hash and replay
/// exactly: aim in millidegrees from straight ahead (counter-clockwise positive), elevation in
/// millidegrees, speed in mm/s.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Throw {
    /// Aim from the seat's straight-ahead, millidegrees, counter-clockwise positive.
    pub aim_millideg: i32,
    /// Elevation above the table, millidegrees.
    pub elevation_millideg: i32,
    /// Launch speed, mm/s.
    pub speed_mm_per_s: i32,
}

impl Throw {
    /// A throw from degrees and m/s, rounded to the nearest thousandth.
    pub fn new(aim_degrees: f64, elevation_degrees: f64, speed: f64) -> Throw {
        let thousandths = |value: f64| (value * 1000.0).round().clamp(-1e9, 1e9) as i32;
        Throw {
            aim_millideg: thousandths(aim_degrees),
            elevation_millideg: thousandths(elevation_degrees),
            speed_mm_per_s: thousandths(speed),
        }
    }

    /// The physics launch of `token` from `seat`.
    pub fn launch(self, seat: usize, token: TokenKind) -> Launch {
        Launch {
            seat,
            aim: radians(f64::from(self.aim_millideg) / 1000.0),
            elevation: radians(f64::from(self.elevation_millideg) / 1000.0),
            speed: f64::from(self.speed_mm_per_s) / 1000.0,
            token,
        }
    }
}

/// A hurl as it happened: who, what, how, with which physics, and what it did.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct HurlRecord {
    /// The hurler's seat.
    pub seat: usize,
    /// The token kind.
    pub token: TokenKind,
    /// The throw.
    pub throw: Throw,
    /// The physics model version that resolved it.
    pub model_version: u32,
    /// What the physics said (frames included, for the screen).
    pub outcome: Outcome,
}

/// How a catch ended (RULES.md C4, item 7).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CatchCase {
    /// A: caught; the catcher scores 5.
    Caught,
    /// B: not caught, beyond the ruler line; the hurler scores 5.
    MissedBeyondLine,
    /// C: not caught, short of the ruler line; the catcher scores 5.
    MissedShort,
    /// D: touched but not caught; the hurler scores 5.
    Touched,
}

impl CatchCase {
    /// Whether the catcher (rather than the hurler) scores.
    pub fn catcher_scores(self) -> bool {
        matches!(self, CatchCase::Caught | CatchCase::MissedShort)
    }
}

/// How close in time a catch attempt must be to the moment the token is nearest the catcher's
/// hands to catch it, s: a tap on a phone lands within about ±0.1 s of an intended moment.
pub const CATCH_WINDOW: f64 = 0.15;
/// How close an attempt must be to at least touch the token, s.
pub const TOUCH_WINDOW: f64 = 0.35;
/// How far the catcher's hands reach from their catching point, m.
pub const HAND_REACH: f64 = 0.25;
/// Where the hands wait: this far in from the catcher's seat and this high above the table, m.
pub const HANDS_INSET: f64 = 0.1;
/// Height of the catcher's hands above the table, m.
pub const HANDS_HEIGHT: f64 = 0.12;

/// A hurl waiting for the catcher's attempt.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct PendingCatch {
    /// The hurler's seat.
    pub hurler: usize,
    /// The catcher's seat.
    pub catcher: usize,
    /// When the token came nearest the catcher's hands within reach, s after release.
    pub nearest: Option<f64>,
    /// Whether the token crossed the ruler line half-way between the two seats.
    pub beyond_line: bool,
    /// When the token first came down on the table (or left it), s after release: a catch
    /// attempt after this grabs at a token no longer in the air. Follows from the same outcome
    /// as `nearest`, so it is not part of the state's hash.
    pub in_flight_until: f64,
}

impl PendingCatch {
    /// Judges an attempt at `attempt` seconds after release (`None`: no attempt).
    pub fn judge(&self, attempt: Option<f64>) -> CatchCase {
        let gap = match (attempt, self.nearest) {
            (Some(at), Some(nearest)) => (at - nearest).abs(),
            _ => f64::INFINITY,
        };
        if gap <= CATCH_WINDOW {
            CatchCase::Caught
        } else if gap <= TOUCH_WINDOW {
            CatchCase::Touched
        } else if self.beyond_line {
            CatchCase::MissedBeyondLine
        } else {
            CatchCase::MissedShort
        }
    }
}

/// Who catches a catch token hurled by `hurler`: the next seat round the table.
pub fn catcher_of(hurler: usize, players: usize) -> usize {
    (hurler + 1) % players.max(1)
}

/// The ruler line for a catch: half-way between the hurler's and the catcher's seats, across
/// the line joining them.
pub fn ruler_line(scene: &Scene, hurler: usize, catcher: usize) -> Line {
    let (a, b) = (scene.seats[hurler].position, scene.seats[catcher].position);
    let along = b - a;
    Line {
        point: (a + b) / 2.0,
        direction: Vector2::new(-along.y, along.x),
    }
}

/// The catcher's hands: `HANDS_INSET` in from their seat, `HANDS_HEIGHT` above the table.
pub fn hands(scene: &Scene, catcher: usize) -> Vector3<f64> {
    let seat = scene.seats[catcher];
    let facing = Vector2::new(libm::cos(seat.facing), libm::sin(seat.facing));
    let point = seat.position + facing * HANDS_INSET;
    Vector3::new(point.x, point.y, HANDS_HEIGHT)
}

/// A token lower than this above the table is landing, sliding or resting, not flying, m (a
/// tile's top plus a token's thickness, with a little room).
pub const AIRBORNE: f64 = 0.005;

/// When the token first came down below [`AIRBORNE`] (from the 60 Hz frames), s after release;
/// the whole flight's duration if it never did.
pub fn first_touchdown(outcome: &Outcome) -> f64 {
    outcome
        .frames
        .iter()
        .skip(1)
        .find(|frame| frame.token.z <= AIRBORNE)
        .map_or(outcome.duration, |frame| frame.time)
}

/// When the flight came nearest `hands` while flying within reach (from the 60 Hz frames), s.
/// A token already down on the table cannot be caught, however near it lies.
pub fn nearest_in_reach(outcome: &Outcome, hands: Vector3<f64>) -> Option<f64> {
    outcome
        .frames
        .iter()
        .filter(|frame| frame.token.z > AIRBORNE)
        .map(|frame| ((frame.token - hands).norm(), frame.time))
        .filter(|(distance, _)| *distance <= HAND_REACH)
        .min_by(|a, b| a.0.total_cmp(&b.0))
        .map(|(_, time)| time)
}

/// The round in progress.
#[derive(Debug, Clone, PartialEq)]
pub struct Round {
    /// The player who placed the fair tile and chooses the token.
    pub chooser: usize,
    /// The fair tile that started the round.
    pub fair: Pos,
    /// The token kind everyone hurls, once chosen.
    pub token: Option<TokenKind>,
    /// Hurls completed so far.
    pub hurls: usize,
    /// Tokens resting on the table from this round's hurls (id = the hurler's seat).
    pub resting: Vec<RestingToken>,
    /// A catch waiting for the catcher.
    pub pending_catch: Option<PendingCatch>,
    /// Followers the seduction token may swap (ties within 1 mm), waiting for the hurler.
    pub seduction: Vec<u32>,
    /// Every hurl of the round, frames dropped.
    pub log: Vec<HurlRecord>,
}

impl Round {
    /// A round started by `chooser` placing the fair tile at `fair`.
    pub fn new(chooser: usize, fair: Pos) -> Round {
        Round {
            chooser,
            fair,
            token: None,
            hurls: 0,
            resting: Vec::new(),
            pending_catch: None,
            seduction: Vec::new(),
            log: Vec::new(),
        }
    }

    /// The seat that hurls next.
    pub fn hurler(&self, players: usize) -> usize {
        (self.chooser + self.hurls) % players.max(1)
    }
}

impl Hash for Round {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.chooser.hash(state);
        self.fair.hash(state);
        self.token.hash(state);
        self.hurls.hash(state);
        for token in &self.resting {
            token.id.hash(state);
            token.kind.hash(state);
            token.position.x.to_bits().hash(state);
            token.position.y.to_bits().hash(state);
        }
        if let Some(pending) = &self.pending_catch {
            pending.hurler.hash(state);
            pending.catcher.hash(state);
            pending.nearest.map(f64::to_bits).hash(state);
            pending.beyond_line.hash(state);
        }
        self.seduction.hash(state);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pending(nearest: Option<f64>, beyond_line: bool) -> PendingCatch {
        PendingCatch {
            hurler: 0,
            catcher: 1,
            nearest,
            beyond_line,
            in_flight_until: 1.0,
        }
    }

    #[test]
    fn a_catch_in_time_is_caught_a_late_one_touches_and_a_wild_one_misses() {
        let flight = pending(Some(0.5), true);
        assert_eq!(flight.judge(Some(0.6)), CatchCase::Caught);
        assert_eq!(flight.judge(Some(0.25)), CatchCase::Touched);
        assert_eq!(flight.judge(Some(1.5)), CatchCase::MissedBeyondLine);
        assert_eq!(flight.judge(None), CatchCase::MissedBeyondLine);
        assert_eq!(
            pending(Some(0.5), false).judge(Some(2.0)),
            CatchCase::MissedShort
        );
    }

    #[test]
    fn a_token_that_never_comes_within_reach_cannot_be_caught() {
        let short = pending(None, false);
        assert_eq!(short.judge(Some(0.5)), CatchCase::MissedShort);
        assert!(short.judge(Some(0.5)).catcher_scores());
        assert!(!pending(None, true).judge(None).catcher_scores());
    }

    #[test]
    fn a_throw_keeps_thousandths_of_a_degree_and_millimetres_per_second() {
        let throw = Throw::new(-5.25, 45.0, 2.1);
        assert_eq!(
            (
                throw.aim_millideg,
                throw.elevation_millideg,
                throw.speed_mm_per_s
            ),
            (-5250, 45000, 2100)
        );
        let launch = throw.launch(2, TokenKind::Catch);
        assert!((launch.speed - 2.1).abs() < 1e-12);
        assert_eq!(launch.seat, 2);
    }
}
