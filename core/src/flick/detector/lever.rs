//! The distance from the wrist to the sensor, fitted to one stroke: the lever arm that makes
//! the wrist's path straightest.
//!
//! The wrist moves nearly straight during a stroke, while the sensor, 2–20 cm in front of it,
//! swings about it as the wrist turns: `w = v − ρ l`, with `v` the sensor's velocity and `l`
//! `R(ω × ŷ)`. The ρ that puts the wrist's velocities `w` closest to one line through zero (the
//! least of their squares off that line, whichever way it points) is the sensor's. Why not the
//! line of the velocity at the peak: that velocity depends on ρ itself, and a turning wrist
//! swings it.
//!
//! For a line `u`, the best ρ is a one-line least-squares answer; for a ρ, the best line is the
//! main axis of the wrist's scatter `Σ w wᵀ = A − ρ(B + Bᵀ) + ρ²C` (A, B, C summed over the
//! ticks once), found by power steps from the last one. With the line on the main axis, the
//! least-squares residual is the objective's slope (the line's own turn adds nothing to it), so
//! the fit takes secant steps on that slope from the settings' lever arm, and settles in a few
//! rounds. The line it ends on must be one a flick could take, or the settings' lever arm is
//! kept.

use super::history::History;
use crate::flick::settings::FlickSettings;
use nalgebra::{Matrix3, Vector3};

/// Largest angle between the wrist's line and the stroke's direction measured before the fit,
/// degrees: the fit corrects the sensor's swing about the wrist, it does not find another
/// stroke. For a large ρ the wrist's velocity is mostly ρ times the lever's, and a wrist
/// turning about one axis moves that along one line too (up and down, or sideways).
const MAX_SWING_DEGREES: f64 = 45.0;

/// Most rounds of the fit (it settles in 2–6).
const MAX_ROUNDS: u32 = 12;

/// Power steps toward the scatter's main axis per round, from the last round's axis.
const POWER_STEPS: u32 = 3;

/// The fit has settled once a round moves the lever arm by less than this, m (a tenth of a
/// millimetre moves a 10 rad/s wrist's speed by 1 mm/s).
const SETTLED: f64 = 0.0001;

/// The wrist's scatter over a stroke, as a quadratic in the lever arm ρ (m).
struct Scatter {
    /// `A = Σ v vᵀ`, the sensor's velocity, (m/s)².
    velocities: Matrix3<f64>,
    /// `B = Σ v lᵀ`, the cross term, (m/s)²/m.
    cross: Matrix3<f64>,
    /// `C = Σ l lᵀ`, the lever's velocity per metre, (1/s)².
    levers: Matrix3<f64>,
}

impl Scatter {
    /// The scatter over the ticks from `start` to `end` (inclusive).
    fn over(history: &History, (start, end): (u64, u64)) -> Scatter {
        let mut scatter = Scatter {
            velocities: Matrix3::zeros(),
            cross: Matrix3::zeros(),
            levers: Matrix3::zeros(),
        };
        for past in (start..=end).filter_map(|i| history.get(i)) {
            let v = Vector3::from(past.velocity.map(f64::from));
            let l = Vector3::from(past.lever.map(f64::from));
            scatter.velocities += v * v.transpose();
            scatter.cross += v * l.transpose();
            scatter.levers += l * l.transpose();
        }
        scatter
    }

    /// The main axis of the wrist's scatter for a lever arm of `rho` m, a unit vector, by power
    /// steps from `axis`; `axis` itself if the scatter is empty.
    fn main_axis(&self, rho: f64, axis: Vector3<f64>) -> Vector3<f64> {
        let both = self.cross + self.cross.transpose();
        let wrist = self.velocities - both * rho + self.levers * (rho * rho);
        let mut axis = axis;
        for _ in 0..POWER_STEPS {
            let next = wrist * axis;
            let length = next.norm();
            if length <= 1e-12 {
                break;
            }
            axis = next / length;
        }
        axis
    }

    /// Half the slope of what lies off the wrist's line (with `ridge`·(ρ − `prior`)² added)
    /// at a lever arm of `rho` m, whose main axis is `axis`, (m/s)²/m, and the lever arm where
    /// that slope would be zero if the line stayed along `axis`: least squares on `P(v − ρl)`,
    /// `P` taking out the part along the line. The line's own turn adds nothing to the slope
    /// when `axis` is the main axis, so this is the slope itself as far as the power steps
    /// have found that axis.
    fn slope(&self, rho: f64, axis: Vector3<f64>, prior: f64, ridge: f64) -> (f64, f64) {
        // Σ (Pv)·(Pl) = tr B − uᵀBu, and Σ |Pl|² = tr C − uᵀCu.
        let across = |m: &Matrix3<f64>| m.trace() - axis.dot(&(m * axis));
        let (cross, levers) = (
            across(&self.cross) + ridge * prior,
            across(&self.levers) + ridge,
        );
        let flat = if levers > 1e-12 {
            cross / levers
        } else {
            prior
        };
        (rho * levers - cross, flat)
    }
}

/// The lever arm (m) that makes the wrist's path from `start` to `end` straightest, with
/// `lever_ridge`·(ρ − prior)² added (the settings' lever arm when the wrist hardly turned),
/// within the settings' range, starting from the line along `toward` (the stroke's horizontal
/// direction as first measured, a unit vector). If the line it settles on is not one a flick
/// could take (steeper than the steepest stroke, or more than [`MAX_SWING_DEGREES`] from
/// `toward`), the settings' lever arm is kept.
pub(super) fn straightest_lever_arm(
    history: &History,
    window: (u64, u64),
    toward: [f64; 2],
    prior: f64,
    settings: &FlickSettings,
) -> f64 {
    let scatter = Scatter::over(history, window);
    let (low, high) = settings.lever_range;
    let prior = prior.clamp(low, high);
    let ridge = settings.lever_ridge;
    // Secant steps on the slope, from the settings' lever arm and the best one for the line
    // there; a step that finds the slope falling (no minimum that way) takes the line's best.
    let mut rho = prior;
    let mut axis = scatter.main_axis(rho, Vector3::new(toward[0], toward[1], 0.0));
    let (mut slope, mut next) = scatter.slope(rho, axis, prior, ridge);
    for _ in 0..MAX_ROUNDS {
        let next_rho = next.clamp(low, high);
        if (next_rho - rho).abs() < SETTLED {
            rho = next_rho;
            break;
        }
        let next_axis = scatter.main_axis(next_rho, axis);
        let (next_slope, flat) = scatter.slope(next_rho, next_axis, prior, ridge);
        let rate = (next_slope - slope) / (next_rho - rho);
        next = if rate > 1e-12 {
            next_rho - next_slope / rate
        } else {
            flat
        };
        (rho, axis, slope) = (next_rho, next_axis, next_slope);
    }
    // The line at the lever arm settled on, with more power steps for the checks.
    let axis = scatter.main_axis(rho, scatter.main_axis(rho, axis));
    let flat = (axis[0] * axis[0] + axis[1] * axis[1]).sqrt();
    let toward_length = (toward[0] * toward[0] + toward[1] * toward[1]).sqrt();
    if flat < 1e-6 || toward_length < 1e-6 {
        // No horizontal line, or no direction to hold it to: nothing a flick's fit can use.
        return prior;
    }
    // The axis's sign is arbitrary: the angle to `toward` is taken either way.
    let along = (axis[0] * toward[0] + axis[1] * toward[1]).abs();
    let steepest = libm::sin(settings.max_stroke_slope.to_radians());
    let widest = libm::cos(MAX_SWING_DEGREES.to_radians());
    if axis[2].abs() <= steepest && along >= widest * flat * toward_length {
        rho
    } else {
        prior
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::flick::detector::history::Past;

    #[test]
    fn the_main_axis_of_a_stretched_scatter_lies_along_its_stretch() {
        // Velocities mostly along (1, 2, 0)/√5, a little along z; started along x.
        let stretch = Vector3::new(1.0, 2.0, 0.0).normalize();
        let scatter = Scatter {
            velocities: stretch * stretch.transpose() * 9.0
                + Vector3::z() * Vector3::z().transpose() * 0.5,
            cross: Matrix3::zeros(),
            levers: Matrix3::zeros(),
        };
        let mut axis = Vector3::x();
        for _ in 0..4 {
            axis = scatter.main_axis(0.1, axis);
        }
        assert!((axis.dot(&stretch).abs() - 1.0).abs() < 1e-6, "{axis:?}");
    }

    /// A stroke whose wrist goes straight along (0.6, 0.8, 0) with a bell of speed up to
    /// 1.2 m/s, while the wrist flexes forward and back (the lever's velocity vertical) and
    /// deviates to the side once, with the sensor `rho` m in front of it.
    fn stroke_seen_by_a_sensor(rho: f64) -> History {
        let mut history = History::new();
        let direction = Vector3::new(0.6, 0.8, 0.0);
        let across = Vector3::new(-0.8, 0.6, 0.0);
        for tick in 0..=40 {
            let t = f64::from(tick) / 40.0;
            let speed = 1.2 * libm::sin(std::f64::consts::PI * t);
            let flexing = 8.0 * libm::sin(2.0 * std::f64::consts::PI * t);
            let deviating = 4.0 * libm::sin(std::f64::consts::PI * t);
            let lever = Vector3::z() * flexing + across * deviating;
            let velocity = direction * speed + lever * rho;
            history.push(Past {
                velocity: [velocity.x, velocity.y, velocity.z].map(|c| c as f32),
                lever: [lever.x, lever.y, lever.z].map(|c| c as f32),
                ..Past::default()
            });
        }
        history
    }

    #[test]
    fn the_fit_finds_how_far_in_front_of_the_wrist_the_sensor_sits() {
        let settings = FlickSettings::default();
        for rho in [0.04, 0.08, 0.13, 0.18] {
            let history = stroke_seen_by_a_sensor(rho);
            let fitted = straightest_lever_arm(&history, (0, 40), [0.6, 0.8], 0.10, &settings);
            // The ridge pulls it toward the settings' 10 cm, but it goes 90 % of the way.
            let allowed = 0.1 * (rho - 0.10f64).abs() + 0.001;
            assert!(
                (fitted - rho).abs() < allowed,
                "{rho} m fitted as {fitted} m"
            );
        }
    }

    #[test]
    fn a_wrist_that_does_not_turn_keeps_the_settings_lever_arm() {
        let settings = FlickSettings::default();
        let mut history = History::new();
        for tick in 0..=40 {
            let speed = 1.2 * libm::sin(std::f64::consts::PI * f64::from(tick) / 40.0);
            history.push(Past {
                velocity: [0.0, speed as f32, 0.0],
                ..Past::default()
            });
        }
        let fitted = straightest_lever_arm(&history, (0, 40), [0.0, 1.0], 0.10, &settings);
        assert!((fitted - 0.10).abs() < 1e-9, "{fitted}");
    }

    #[test]
    fn a_stroke_with_no_direction_keeps_the_settings_lever_arm() {
        let settings = FlickSettings::default();
        let history = stroke_seen_by_a_sensor(0.15);
        let fitted = straightest_lever_arm(&history, (0, 40), [0.0, 0.0], 0.10, &settings);
        assert_eq!(fitted, 0.10);
    }
}
