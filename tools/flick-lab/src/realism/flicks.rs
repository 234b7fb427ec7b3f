//! A flick as the hand makes it: the hold, the hand's strokes ([`super::hand`]), the wrist's
//! turn ([`super::wrist`]) and the hand's tremor, drawn from the motion seed; and its truth,
//! measured on the motion itself.

use super::FlickTruth;
use super::draw::Draw;
use super::hand::{FlickHand, FlickTiming, tremor};
use super::shapes::StrokeShape;
use super::vector::{azimuth_degrees, dot, norm};
use super::wrist::{FlickTurn, Hold, Motion, lever_arm};

/// The hand's target speeds of the corpus's strata, m/s: 40 flicks in the first (reported
/// only), 120 in each of the others.
pub const STRATA: [(f64, f64, u32); 4] = [
    (0.5, 0.7, 40),
    (0.7, 1.0, 120),
    (1.0, 1.5, 120),
    (1.5, 3.0, 120),
];

/// Which flick to make of a motion seed. Every value is drawn from the seed whatever is asked
/// here, so two requests for one seed differ only in what they ask.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct FlickRequest {
    /// The range the main stroke's target peak speed is drawn from, m/s (both ends equal for
    /// one speed).
    pub speeds: (f64, f64),
    /// An extra-hard flick instead: 3.0–4.5 m/s peaking at 100–160 m/s² (the range is ignored).
    pub hard: bool,
    /// Forces the backward wind-up on or off; `None` draws it (40 %).
    pub wind_up: Option<bool>,
    /// Leaves the wind-up out but keeps the stroke where it was: the twin of a wind-up flick.
    pub remove_wind_up: bool,
    /// Whether the wrist turns the phone; `false` holds the attitude (the no-turn case).
    pub wrist_turn: bool,
    /// The wrist turn's flexion and deviation, degrees, instead of the drawn ones.
    pub turn_degrees: Option<[f64; 2]>,
    /// A flick of the widened hand (issue 40): a stroke shape of any of
    /// [`StrokeShape::ALL`], lasting logU(0.08, 0.40) s, the sensor 3–12 cm from the wrist,
    /// on a harsh phone ([`super::sensor::Phone::draw_harsh`]).
    pub wide: bool,
}

impl Default for FlickRequest {
    /// Any flick of 0.5–3.0 m/s, everything drawn.
    fn default() -> Self {
        FlickRequest {
            speeds: (0.5, 3.0),
            hard: false,
            wind_up: None,
            remove_wind_up: false,
            wrist_turn: true,
            turn_degrees: None,
            wide: false,
        }
    }
}

impl FlickRequest {
    /// A flick whose target peak hand speed is `speed` m/s.
    pub fn at_speed(speed: f64) -> FlickRequest {
        FlickRequest {
            speeds: (speed, speed),
            ..FlickRequest::default()
        }
    }

    /// The flick of the corpus's `index`-th flick motion: the first 400 by [`STRATA`], the next
    /// 20 hard; others as [`FlickRequest::default`].
    pub fn in_corpus(index: u32) -> FlickRequest {
        let mut first = 0;
        for (low, high, count) in STRATA {
            if index < first + count {
                return FlickRequest {
                    speeds: (low, high),
                    ..FlickRequest::default()
                };
            }
            first += count;
        }
        FlickRequest {
            hard: index < first + super::HARD_FLICKS,
            ..FlickRequest::default()
        }
    }

    /// The corpus's `index`-th flick of the widened hand: the speeds of
    /// [`FlickRequest::in_corpus`]'s first 400 (by `index` modulo 400), [`FlickRequest::wide`].
    pub fn wide_in_corpus(index: u32) -> FlickRequest {
        let strata: u32 = STRATA.iter().map(|stratum| stratum.2).sum();
        FlickRequest {
            speeds: FlickRequest::in_corpus(index % strata).speeds,
            wide: true,
            ..FlickRequest::default()
        }
    }
}

/// The salt of the widened hand's own draws, so that the corpus's other draws stay as they
/// were.
const WIDE_SALT: u64 = 0x40_0000_0000;

/// The widened hand's draws: its stroke's shape, duration (s) and lever arm along the phone
/// (m).
fn wide_hand(motion_seed: u64) -> (StrokeShape, f64, f64) {
    let mut draw = Draw::new(motion_seed ^ WIDE_SALT);
    let shape = StrokeShape::draw(&mut draw);
    let duration = draw.log_between(0.08, 0.40);
    let lever = draw.between(0.03, 0.12);
    (shape, duration, lever)
}

/// The flick of `motion_seed` as `request` asks, with its truth.
///
/// The draws, in order: the hold; still U(0.4, 1.0) s before and after; the target speed and
/// T ~ logU(0.12, 0.32) s; the hard flick's speed and acceleration; the stroke's azimuth
/// d ~ U(−60°, 60°) from forward and the intended elevation e ~ U(30°, 60°), the stroke rising
/// at e − 45° + N(0, 3°); the hand ([`FlickHand::draw`]); the turn ([`FlickTurn::draw`]); the
/// lever arm ([`lever_arm`]); the tremor.
pub fn flick(motion_seed: u64, request: &FlickRequest) -> (Motion, FlickTruth) {
    let mut draw = Draw::new(motion_seed);
    let hold = Hold::draw(&mut draw);
    let lead = draw.between(0.4, 1.0);
    let tail = draw.between(0.4, 1.0);
    let target = draw.between(request.speeds.0, request.speeds.1);
    let duration = draw.log_between(0.12, 0.32);
    let hard_speed = draw.between(3.0, 4.5);
    let hard_acceleration = draw.between(100.0, 160.0);
    let azimuth = draw.between(-60.0, 60.0).to_radians();
    let intended = draw.between(30.0, 60.0);
    let slope = (intended - 45.0 + 3.0 * draw.normal()).to_radians();

    let wide = request.wide.then(|| wide_hand(motion_seed));
    let duration = wide.map_or(duration, |(_, wide_duration, _)| wide_duration);
    let timing = if request.hard {
        FlickTiming {
            speed: hard_speed,
            duration: 3.08 * hard_speed / hard_acceleration,
        }
    } else {
        FlickTiming {
            speed: target,
            duration,
        }
    };
    let direction = hold.turn([
        -libm::sin(azimuth) * libm::cos(slope),
        libm::cos(azimuth) * libm::cos(slope),
        libm::sin(slope),
    ]);
    let mut hand = FlickHand::draw(&mut draw, lead, timing, direction, request.wind_up);
    if let Some((shape, _, _)) = wide {
        hand = hand.with_shape(shape);
    }
    let drew_wind_up = hand.wind_up.is_some();
    if request.remove_wind_up {
        hand = hand.without_wind_up();
    }
    let mut turn = FlickTurn::draw(&mut draw, hand.stroke.start, timing.duration);
    if let Some([flexion, deviation]) = request.turn_degrees {
        turn.flexion = flexion.to_radians();
        turn.deviation = deviation.to_radians();
    }
    if !request.wrist_turn {
        turn.flexion = 0.0;
        turn.deviation = 0.0;
    }
    let mut lever = lever_arm(&mut draw);
    if let Some((_, _, along)) = wide {
        lever[1] = along;
    }
    let end = hand.end().max(turn.end()) + tail;
    let (flexion, deviation) = turn.profiles();
    let mut pivot = hand.components();
    pivot.push(tremor(&mut draw, 0.0, end));
    let motion = Motion {
        hold: hold.attitude(),
        pivot,
        flexion,
        deviation,
        lever,
        duration: end,
    };
    let truth = measure(&motion, &hand);
    let truth = FlickTruth {
        intended_elevation_degrees: intended,
        wind_up: hand.wind_up.is_some(),
        wind_up_pair: (drew_wind_up && request.wrist_turn && !request.hard && !request.wide)
            .then_some(motion_seed),
        wrist_turn: request.wrist_turn,
        hard: request.hard,
        shape: hand.shape,
        wide: request.wide,
        ..truth
    };
    (motion, truth)
}

/// The grid the hand's peak is found on, s.
const TRUTH_STEP: f64 = 0.0005;

/// The hand's peak speed in the main stroke (while it moves forward along the stroke), on a
/// 0.5 ms grid, and the directions there. The flags are left for the caller.
fn measure(motion: &Motion, hand: &FlickHand) -> FlickTruth {
    let forward = motion.forward(0.0);
    let stroke = hand.stroke;
    let steps = (stroke.duration / TRUTH_STEP).ceil() as u32;
    let mut best = (0.0, stroke.start + stroke.duration / 2.0);
    for i in 0..=steps {
        let t = stroke.start + f64::from(i) * TRUTH_STEP;
        let velocity = motion.at(t).hand_velocity;
        let speed = norm(velocity);
        if dot(velocity, hand.direction) > 0.0 && speed > best.0 {
            best = (speed, t);
        }
    }
    let at = motion.at(best.1);
    let v = at.hand_velocity;
    FlickTruth {
        hand_speed: best.0,
        hand_azimuth_degrees: azimuth_degrees(forward, v),
        sensor_azimuth_degrees: azimuth_degrees(forward, at.sensor_velocity),
        intended_elevation_degrees: 45.0,
        stroke_elevation_degrees: libm::atan2(v[2], (v[0] * v[0] + v[1] * v[1]).sqrt())
            .to_degrees(),
        wind_up: false,
        wind_up_pair: None,
        wrist_turn: true,
        hard: false,
        shape: StrokeShape::Bell,
        wide: false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_measured_hand_speed_is_near_the_target_and_points_where_the_stroke_does() {
        for seed in 0..40 {
            let request = FlickRequest::at_speed(1.2);
            let (_, truth) = flick(seed, &request);
            assert!(
                (truth.hand_speed / 1.2 - 1.0).abs() < 0.25,
                "{seed}: {truth:?}"
            );
            assert!(truth.hand_azimuth_degrees.abs() < 75.0, "{seed}: {truth:?}");
            assert!(
                (truth.stroke_elevation_degrees - (truth.intended_elevation_degrees - 45.0)).abs()
                    < 25.0,
                "{seed}: {truth:?}"
            );
        }
    }

    #[test]
    fn a_wind_up_twin_keeps_the_stroke_and_the_pair() {
        let with = FlickRequest {
            wind_up: Some(true),
            ..FlickRequest::at_speed(1.0)
        };
        let without = FlickRequest {
            remove_wind_up: true,
            ..with
        };
        let (a, truth_a) = flick(7, &with);
        let (b, truth_b) = flick(7, &without);
        assert!(truth_a.wind_up && !truth_b.wind_up);
        assert_eq!(truth_a.wind_up_pair, Some(7));
        assert_eq!(truth_b.wind_up_pair, Some(7));
        assert_eq!(a.pivot.len(), b.pivot.len() + 1);
        assert_eq!(a.flexion, b.flexion);
        assert_eq!(a.duration, b.duration);
    }
}
