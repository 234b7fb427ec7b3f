//! The detector's thresholds and the curve from hand speed to launch speed, with where each
//! number comes from (docs/FLICK.md).

use serde::{Deserialize, Serialize};

/// Thresholds and timings of the flick detector.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct FlickSettings {
    /// Fixed rate the samples are resampled to, Hz, so 50 Hz and 200 Hz phones agree.
    pub rate_hz: u32,
    /// Time constant of the low-pass filter against hand tremor, s.
    pub low_pass: f64,
    /// Horizontal acceleration that starts a flick, m/s² (a "medium" shake in practice).
    pub on_threshold: f64,
    /// Horizontal acceleration along the flick below which its accelerating lobe is over, m/s².
    pub off_threshold: f64,
    /// Acceleration below which the hand counts as quiet, m/s²: the lobe is integrated from the
    /// last quiet moment, so its soft start counts too.
    pub quiet: f64,
    /// Shortest accelerating lobe, s: a tap on the screen is shorter.
    pub min_lobe: f64,
    /// Longest accelerating lobe, s: a slow sweep is longer.
    pub max_lobe: f64,
    /// Time after a flick during which nothing new is detected, s.
    pub refractory: f64,
    /// A gap between samples longer than this restarts the detection, s.
    pub max_gap: f64,
    /// Downward acceleration that means free fall (a dropped phone), m/s².
    pub free_fall: f64,
    /// How long free fall must last to cancel, s.
    pub free_fall_time: f64,
    /// Accelerations above this are sensor errors, m/s².
    pub absurd_acceleration: f64,
    /// Rotation rates above this are sensor errors, rad/s.
    pub absurd_rotation: f64,
}

impl Default for FlickSettings {
    fn default() -> Self {
        FlickSettings {
            rate_hz: 200,
            low_pass: 0.015,
            on_threshold: 13.0,
            off_threshold: 4.0,
            quiet: 2.0,
            min_lobe: 0.04,
            max_lobe: 0.4,
            refractory: 0.5,
            max_gap: 0.1,
            free_fall: 7.0,
            free_fall_time: 0.06,
            absurd_acceleration: 200.0,
            absurd_rotation: 60.0,
        }
    }
}

/// Hand speeds (m/s) at and below which a flick is too gentle to launch anything.
pub const DEAD_ZONE: f64 = 0.3;
/// Hand speed (m/s) that gives full power, before calibration.
pub const FULL_POWER: f64 = 3.0;
/// The weakest launch, m/s.
pub const MIN_SPEED: f64 = 1.0;
/// The strongest launch, m/s.
pub const MAX_SPEED: f64 = 5.0;
/// The catapult's elevation range, degrees.
pub const ELEVATION_RANGE: (f64, f64) = (30.0, 60.0);

/// Launch speed (m/s) for a hand speed `strength` (m/s) already scaled by calibration:
/// nothing in the dead zone, then linear from `MIN_SPEED` to `MAX_SPEED` at `FULL_POWER`, and
/// no more above it.
pub fn launch_speed(strength: f64) -> Option<f64> {
    if strength.is_nan() || strength <= DEAD_ZONE {
        return None;
    }
    let share = ((strength - DEAD_ZONE) / (FULL_POWER - DEAD_ZONE)).min(1.0);
    Some(MIN_SPEED + (MAX_SPEED - MIN_SPEED) * share)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_power_curve_has_a_dead_zone_and_a_ceiling() {
        assert_eq!(launch_speed(0.2), None);
        assert_eq!(launch_speed(f64::NAN), None);
        assert_eq!(launch_speed(FULL_POWER), Some(MAX_SPEED));
        assert_eq!(launch_speed(10.0), Some(MAX_SPEED));
        let middle = launch_speed((DEAD_ZONE + FULL_POWER) / 2.0).unwrap();
        assert!((middle - (MIN_SPEED + MAX_SPEED) / 2.0).abs() < 1e-12);
    }
}
