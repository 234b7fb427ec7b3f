//! The detector's thresholds and the curve from hand speed to launch speed, with where each
//! number comes from (docs/FLICK.md).

use serde::{Deserialize, Serialize};

/// Thresholds and timings of the flick detector (docs/FLICK.md, "The stroke, and the
/// detector's decisions").
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct FlickSettings {
    /// Fixed rate the samples are resampled to, Hz, so 50 Hz and 400 Hz phones agree.
    pub rate_hz: u32,
    /// Time constant of the low-pass filter that decides when the hand is quiet, s.
    pub low_pass: f64,
    /// Filtered acceleration below which the hand counts as quiet, m/s² (tremor is 0.1–0.5
    /// before the filter; a slow wind-up, which must not count as quiet, 0.7 and more).
    pub quiet: f64,
    /// Rotation rate below which the hand counts as quiet, rad/s.
    pub quiet_rotation: f64,
    /// How long the hand must be quiet for its speed to be taken as zero, s.
    pub quiet_time: f64,
    /// Integrated speed above which the hand is still moving though it hardly accelerates (the
    /// turn of a slow wind-up), m/s: its speed is then taken as zero only after
    /// `moving_quiet_time`.
    pub still_speed: f64,
    /// How long a hand that still seems to move must be quiet for its speed to be taken as
    /// zero, s (a sensor's bias never gets far in that time).
    pub moving_quiet_time: f64,
    /// Time constant of the leak of the integrated speed, s: a sensor's bias of 0.05 m/s²
    /// never adds more than 0.25 m/s however long the hand moves, and a stroke of 10 cm
    /// loses 0.02 m/s.
    pub velocity_leak: f64,
    /// The hand's horizontal speed at which a movement may be a flick, m/s.
    pub start_speed: f64,
    /// Shortest rise of the hand's speed, from a tenth of its peak to the peak, s: a tap or
    /// a knock is shorter.
    pub min_lobe: f64,
    /// Longest rise of the hand's speed that needs no more, s: a slow sweep or passing the
    /// phone is longer.
    pub max_lobe: f64,
    /// Longest rise of a brisk stroke, s: a slow flick of 0.4 s that peaks late rises for
    /// 0.3 s, but only if it gains speed at `brisk_rise` or more.
    pub max_brisk_lobe: f64,
    /// Least average gain of speed over a rise longer than `max_lobe`, m/s²: a 1 m/s flick
    /// rising for 0.25 s gains 4 m/s², a slow sweep 2.4 m/s².
    pub brisk_rise: f64,
    /// How long after the hand's fastest moment the detector watches for a shake, s, unless
    /// the hand is quiet sooner.
    pub confirm: f64,
    /// Share of the peak speed that, coming back the other way within `confirm` and most of
    /// the way (`return_share`), makes the movement a shake (a flick's recoil is weaker, or
    /// shorter).
    pub reversal: f64,
    /// Share of the stroke's length that, come back with the reversal, makes it a shake: a
    /// shake returns all the way, a flick's recoil a tenth to a third.
    pub return_share: f64,
    /// Share of the peak speed that, pushed forward again after a reversal within `confirm`,
    /// makes the movement a shake (or a jog): a flick's recoil comes once.
    pub repush: f64,
    /// How long the phone must be calm after a stroke before the detector tells a hand from a
    /// table, s.
    pub table_time: f64,
    /// Spread of the filtered acceleration over `table_time` below which the phone lies on a
    /// table, not in a hand, m/s² RMS (a hand's tremor gives 0.05 and more, a phone's noise
    /// about 0.01).
    pub table_still: f64,
    /// Share of the spread while the hand rested before the stroke below which the phone lies
    /// on a table: the tremor is gone and only the sensor's noise is left.
    pub table_share: f64,
    /// Steepest a phone lying on a table is, degrees from flat: a table is level, while a hand
    /// that holds the phone dead still after a flick holds it at its own tilt.
    pub table_tilt: f64,
    /// How long after the stroke's peak the detector waits for the phone to be calm, s; a
    /// flick whose hand moves on is launched then.
    pub settle_limit: f64,
    /// Share of the peak speed that, seen the same way just before the hand turned round,
    /// makes the movement a shake (a wind-up only goes backward).
    pub earlier_motion: f64,
    /// How far back before the stroke the detector looks for an earlier swing, and for a
    /// steady hand, s: a flick starts from a hand held still (not from walking or jogging).
    pub earlier_window: f64,
    /// The most a flick may turn the phone about its screen's normal, degrees: turning it to
    /// landscape is no flick.
    pub max_turn: f64,
    /// Steepest stroke, degrees above or below the horizontal: steeper is lifting or lowering
    /// the phone.
    pub max_stroke_slope: f64,
    /// Degrees of elevation per degree of the stroke's slope, around 45° for a level flick.
    pub elevation_gain: f64,
    /// Distance from the wrist to the motion sensor, m, before it is fitted to the flick.
    pub lever_arm: f64,
    /// Weight of `lever_arm` against the flick's own evidence when fitting it, (rad/s)²: the
    /// fit follows the flick once the wrist's turn, squared and summed over the stroke's ticks,
    /// outweighs it.
    pub lever_ridge: f64,
    /// Shortest and longest lever arm the fit may give, m.
    pub lever_range: (f64, f64),
    /// Time after a launch during which nothing new is detected once the detector is armed
    /// again, s (a launch ends the press; re-arming at once must not catch its braking).
    pub refractory: f64,
    /// A gap between samples longer than this restarts the detection, s.
    pub max_gap: f64,
    /// Total acceleration (what the accelerometer feels) below which the phone is falling,
    /// m/s².
    pub free_fall: f64,
    /// How long free fall must last to cancel, s (0.15 s is an 11 cm fall).
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
            quiet: 0.5,
            quiet_rotation: 0.5,
            quiet_time: 0.05,
            still_speed: 0.02,
            moving_quiet_time: 0.3,
            velocity_leak: 5.0,
            start_speed: 0.5,
            min_lobe: 0.015,
            max_lobe: 0.22,
            max_brisk_lobe: 0.28,
            brisk_rise: 4.0,
            confirm: 0.3,
            reversal: 0.6,
            return_share: 0.6,
            repush: 0.4,
            table_time: 0.1,
            table_still: 0.025,
            table_share: 0.35,
            table_tilt: 10.0,
            settle_limit: 0.8,
            earlier_motion: 0.3,
            earlier_window: 0.9,
            max_turn: 50.0,
            max_stroke_slope: 40.0,
            elevation_gain: 0.9,
            lever_arm: 0.10,
            lever_ridge: 100.0,
            lever_range: (0.02, 0.20),
            refractory: 0.5,
            max_gap: 0.1,
            free_fall: 2.5,
            free_fall_time: 0.15,
            absurd_acceleration: 200.0,
            absurd_rotation: 60.0,
        }
    }
}

impl FlickSettings {
    /// These settings with every value made usable, so no setting can make the detector
    /// panic or hang: a time, threshold or share that is not a finite number of at least zero
    /// goes back to its default, the lever arm's range is put in order, and the rate is kept
    /// within 20–200 Hz (the detector's ring of 256 ticks must hold a second of look-back).
    pub fn sanitised(self) -> FlickSettings {
        let default = FlickSettings::default();
        let or = |value: f64, fallback: f64| {
            if value.is_finite() && value >= 0.0 {
                value
            } else {
                fallback
            }
        };
        let (low, high) = (
            or(self.lever_range.0, default.lever_range.0),
            or(self.lever_range.1, default.lever_range.1),
        );
        FlickSettings {
            rate_hz: self.rate_hz.clamp(20, 200),
            low_pass: or(self.low_pass, default.low_pass),
            quiet: or(self.quiet, default.quiet),
            quiet_rotation: or(self.quiet_rotation, default.quiet_rotation),
            quiet_time: or(self.quiet_time, default.quiet_time),
            still_speed: or(self.still_speed, default.still_speed),
            moving_quiet_time: or(self.moving_quiet_time, default.moving_quiet_time),
            velocity_leak: or(self.velocity_leak, default.velocity_leak),
            start_speed: or(self.start_speed, default.start_speed),
            min_lobe: or(self.min_lobe, default.min_lobe),
            max_lobe: or(self.max_lobe, default.max_lobe),
            max_brisk_lobe: or(self.max_brisk_lobe, default.max_brisk_lobe),
            brisk_rise: or(self.brisk_rise, default.brisk_rise),
            confirm: or(self.confirm, default.confirm),
            reversal: or(self.reversal, default.reversal),
            return_share: or(self.return_share, default.return_share),
            repush: or(self.repush, default.repush),
            table_time: or(self.table_time, default.table_time),
            table_still: or(self.table_still, default.table_still),
            table_share: or(self.table_share, default.table_share),
            table_tilt: or(self.table_tilt, default.table_tilt),
            settle_limit: or(self.settle_limit, default.settle_limit),
            earlier_motion: or(self.earlier_motion, default.earlier_motion),
            earlier_window: or(self.earlier_window, default.earlier_window),
            max_turn: or(self.max_turn, default.max_turn),
            max_stroke_slope: or(self.max_stroke_slope, default.max_stroke_slope),
            elevation_gain: or(self.elevation_gain, default.elevation_gain),
            lever_arm: or(self.lever_arm, default.lever_arm),
            lever_ridge: or(self.lever_ridge, default.lever_ridge),
            lever_range: (low.min(high), low.max(high)),
            refractory: or(self.refractory, default.refractory),
            max_gap: or(self.max_gap, default.max_gap),
            free_fall: or(self.free_fall, default.free_fall),
            free_fall_time: or(self.free_fall_time, default.free_fall_time),
            absurd_acceleration: or(self.absurd_acceleration, default.absurd_acceleration),
            absurd_rotation: or(self.absurd_rotation, default.absurd_rotation),
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
    fn settings_that_could_hang_or_break_the_detector_are_made_usable() {
        let wild = FlickSettings {
            rate_hz: 100_000,
            max_gap: f64::NAN,
            confirm: f64::INFINITY,
            free_fall_time: -1.0,
            lever_range: (0.3, 0.01),
            ..FlickSettings::default()
        }
        .sanitised();
        let default = FlickSettings::default();
        assert_eq!(wild.rate_hz, 200);
        assert_eq!(wild.max_gap, default.max_gap);
        assert_eq!(wild.confirm, default.confirm);
        assert_eq!(wild.free_fall_time, default.free_fall_time);
        assert_eq!(wild.lever_range, (0.01, 0.3));
        assert_eq!(default.sanitised(), default);
    }

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
