//! The hand: minimum-jerk submovements (Flash and Hogan, 1985), superposed, and the flick built
//! from them: a main stroke toward the board, an optional backward wind-up before it and an
//! optional recoil after it; plus the hand's physiological tremor.
//!
//! One submovement of `amount` D over `duration` T from `start` t₀, with τ = (t − t₀)/T
//! clamped to [0, 1], follows D·s(τ) where
//! ```text
//! s(τ) = 10τ³ − 15τ⁴ + 6τ⁵
//! ṡ    = (30τ² − 60τ³ + 30τ⁴)/T        peak 1.875·D/T at τ = 0.5
//! s̈    = (60τ − 180τ² + 120τ³)/T²      peak ±5.774·D/T² at τ = 0.5 ∓ √3/6
//! ```
//! so a stroke whose peak speed is v peaks in acceleration at 3.08·v/T, half-way through its
//! accelerating phase, which lasts T/2.

use super::draw::Draw;
pub use super::path::{Submovement, minimum_jerk};

use super::path::{Component, Oscillation, Profile};
use super::shapes::StrokeShape;
use super::vector::{cross, norm, scale};
use std::f64::consts::PI;

/// The hand's physiological tremor: a sine of 0.1–0.5 m/s² at 8–12 Hz along a random
/// direction, while the hand holds the phone from `from` to `to` s (faded in and out over
/// 50 ms).
pub fn tremor(draw: &mut Draw, from: f64, to: f64) -> Component {
    let acceleration = draw.between(0.1, 0.5);
    let frequency = draw.between(8.0, 12.0);
    let phase = draw.between(0.0, 2.0 * PI);
    let direction = draw.direction();
    let omega = 2.0 * PI * frequency;
    let duration = (to - from).max(0.0);
    Component::new(
        Profile::Oscillation(Oscillation {
            start: from,
            duration,
            amplitude: acceleration / (omega * omega),
            frequency,
            phase,
            ramp: 0.05f64.min(duration / 2.0),
        }),
        direction,
    )
}

/// A flick's hand, as drawn: everything is in the world frame with the heading of the hold
/// already applied.
#[derive(Debug, Clone, PartialEq)]
pub struct FlickHand {
    /// The main stroke toward the board, along [`FlickHand::direction`], m: for a
    /// [`StrokeShape::Bell`] the stroke itself, for another shape the span its parts fill.
    pub stroke: Submovement,
    /// The profile of the stroke's speed.
    pub shape: StrokeShape,
    /// Unit direction of the main stroke in the world.
    pub direction: [f64; 3],
    /// The target peak speed of the main stroke, m/s (the measured peak of the superposed path
    /// differs a little: the wind-up and recoil overlap it).
    pub nominal_speed: f64,
    /// The backward wind-up before the stroke, if any: a submovement along
    /// [`FlickHand::wind_up_direction`].
    pub wind_up: Option<Submovement>,
    /// Unit direction of the wind-up (about −direction, scattered by up to 20°).
    pub wind_up_direction: [f64; 3],
    /// The recoil after the stroke, if any, along −direction.
    pub recoil: Option<Submovement>,
}

/// The draws of a flick's hand that do not depend on where the stroke points.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct FlickTiming {
    /// Target peak speed of the stroke, m/s.
    pub speed: f64,
    /// Duration of the main stroke, s.
    pub duration: f64,
}

impl FlickHand {
    /// Draws a flick's hand that starts moving at `start` s: the stroke of `timing` along the
    /// unit `direction`; a wind-up (drawn always, kept with probability 0.4 or as `wind_up`
    /// forces) of w ~ U(0.15, 0.5) of the stroke's length over T_w ~ U(0.15, 0.35) s,
    /// backward within 20°, the stroke starting λ ~ U(0.5, 0.9) of the way through it; a
    /// recoil (probability 0.6) of ρ ~ U(0.05, 0.3) of the stroke's length over
    /// U(0.15, 0.3) s, from U(0.7, 1.0)·T after the stroke's start. Every value is drawn
    /// whatever is kept, so a forced choice does not change the others.
    pub fn draw(
        draw: &mut Draw,
        start: f64,
        timing: FlickTiming,
        direction: [f64; 3],
        wind_up: Option<bool>,
    ) -> FlickHand {
        let has_wind_up = draw.chance(0.4);
        let wind_share = draw.between(0.15, 0.5);
        let wind_duration = draw.between(0.15, 0.35);
        let lead = draw.between(0.5, 0.9);
        let scatter_azimuth = draw.between(-20.0, 20.0).to_radians();
        let scatter_slope = draw.between(-10.0, 10.0).to_radians();
        let has_recoil = draw.chance(0.6);
        let recoil_share = draw.between(0.05, 0.3);
        let recoil_duration = draw.between(0.15, 0.3);
        let recoil_delay = draw.between(0.7, 1.0);

        let has_wind_up = wind_up.unwrap_or(has_wind_up);
        let length = timing.speed * timing.duration / 1.875;
        let stroke_start = if has_wind_up {
            start + lead * wind_duration
        } else {
            start
        };
        let backward = scale(direction, -1.0);
        let wind_up_direction = scatter(backward, scatter_azimuth, scatter_slope);
        FlickHand {
            stroke: Submovement {
                start: stroke_start,
                duration: timing.duration,
                amount: length,
            },
            shape: StrokeShape::Bell,
            direction,
            nominal_speed: timing.speed,
            wind_up: has_wind_up.then_some(Submovement {
                start,
                duration: wind_duration,
                amount: wind_share * length,
            }),
            wind_up_direction,
            recoil: has_recoil.then_some(Submovement {
                start: stroke_start + recoil_delay * timing.duration,
                duration: recoil_duration,
                amount: recoil_share * length,
            }),
        }
    }

    /// The same hand without its wind-up: the stroke and recoil keep their timing.
    pub fn without_wind_up(&self) -> FlickHand {
        FlickHand {
            wind_up: None,
            ..self.clone()
        }
    }

    /// The same hand with its main stroke of `shape` (the same span and peak speed).
    pub fn with_shape(&self, shape: StrokeShape) -> FlickHand {
        FlickHand {
            shape,
            ..self.clone()
        }
    }

    /// The main stroke's submovements, m.
    pub fn stroke_parts(&self) -> Vec<Submovement> {
        match self.shape {
            // The bell is the stroke itself, exactly (the corpus's traces stay as they were).
            StrokeShape::Bell => vec![self.stroke],
            shape => shape.parts(self.stroke.start, self.stroke.duration, self.nominal_speed),
        }
    }

    /// When the last submovement ends, s.
    pub fn end(&self) -> f64 {
        let end = |s: &Submovement| s.start + s.duration;
        let mut last = end(&self.stroke);
        if let Some(recoil) = &self.recoil {
            last = last.max(end(recoil));
        }
        last
    }

    /// The hand's path as components of the pivot's translation.
    pub fn components(&self) -> Vec<Component> {
        let mut parts: Vec<Component> = self
            .stroke_parts()
            .into_iter()
            .map(|part| Component::new(Profile::MinimumJerk(part), self.direction))
            .collect();
        if let Some(wind_up) = self.wind_up {
            parts.push(Component::new(
                Profile::MinimumJerk(wind_up),
                self.wind_up_direction,
            ));
        }
        if let Some(recoil) = self.recoil {
            parts.push(Component::new(
                Profile::MinimumJerk(recoil),
                scale(self.direction, -1.0),
            ));
        }
        parts
    }
}

/// `direction` turned by `azimuth` (rad) about the vertical and tilted by `slope` (rad) in its
/// vertical plane.
fn scatter(direction: [f64; 3], azimuth: f64, slope: f64) -> [f64; 3] {
    let (sa, ca) = (libm::sin(azimuth), libm::cos(azimuth));
    let turned = [
        ca * direction[0] - sa * direction[1],
        sa * direction[0] + ca * direction[1],
        direction[2],
    ];
    let side = cross(turned, [0.0, 0.0, 1.0]);
    if norm(side) < 1e-9 {
        return turned;
    }
    let axis = scale(side, 1.0 / norm(side));
    // Rodrigues: the turn of `turned` about `axis` (perpendicular to it) by `slope`.
    let (ss, cs) = (libm::sin(slope), libm::cos(slope));
    let bent = cross(axis, turned);
    [
        cs * turned[0] + ss * bent[0],
        cs * turned[1] + ss * bent[1],
        cs * turned[2] + ss * bent[2],
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_minimum_jerk_stroke_peaks_at_1_875_d_over_t_half_way() {
        let stroke = Submovement {
            start: 0.3,
            duration: 0.2,
            amount: 0.15,
        };
        let mut peak = (0.0, 0.0);
        let mut peak_acceleration: f64 = 0.0;
        for i in 0..=40_000 {
            let t = 0.3 + 0.2 * f64::from(i) / 40_000.0;
            let [_, rate, acceleration] = stroke.at(t);
            if rate > peak.0 {
                peak = (rate, t);
            }
            peak_acceleration = peak_acceleration.max(acceleration);
        }
        assert!((peak.0 - 1.875 * 0.15 / 0.2).abs() < 1e-9, "{peak:?}");
        assert!((peak.1 - 0.4).abs() < 1e-4, "{peak:?}");
        assert!((stroke.peak_rate() - peak.0).abs() < 1e-9);
        // 5.774·D/T², that is 3.08·v/T.
        assert!((peak_acceleration - 10.0 / 3f64.sqrt() * 0.15 / 0.04).abs() < 1e-3);
        assert_eq!(stroke.at(0.0), [0.0, 0.0, 0.0]);
        assert_eq!(stroke.at(1.0), [0.15, 0.0, 0.0]);
    }

    #[test]
    fn the_rate_and_acceleration_are_the_derivatives_of_the_value() {
        let stroke = Submovement {
            start: 0.0,
            duration: 0.25,
            amount: -0.4,
        };
        let h = 1e-6;
        for i in 1..50 {
            let t = f64::from(i) * 0.005;
            let [_, rate, acceleration] = stroke.at(t);
            let numeric_rate = (stroke.at(t + h)[0] - stroke.at(t - h)[0]) / (2.0 * h);
            let numeric_acceleration = (stroke.at(t + h)[1] - stroke.at(t - h)[1]) / (2.0 * h);
            assert!((rate - numeric_rate).abs() < 1e-6, "{t}");
            assert!((acceleration - numeric_acceleration).abs() < 1e-4, "{t}");
        }
    }

    #[test]
    fn a_wind_up_goes_backward_within_its_scatter() {
        for seed in 0..50 {
            let mut draw = Draw::new(seed);
            let direction = [0.0, 0.8, 0.6];
            let timing = FlickTiming {
                speed: 1.0,
                duration: 0.2,
            };
            let hand = FlickHand::draw(&mut draw, 0.5, timing, direction, Some(true));
            let cosine = super::super::vector::dot(hand.wind_up_direction, direction);
            assert!(cosine < -(25f64.to_radians().cos()), "{cosine}");
            assert!(hand.stroke.start > 0.5 && hand.wind_up.is_some());
            assert_eq!(hand.without_wind_up().stroke, hand.stroke);
        }
    }
}
