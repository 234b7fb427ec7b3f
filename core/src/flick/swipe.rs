//! The touch-swipe fallback: a launch from a swipe on the screen, always available (no
//! sensor, accessibility, or a player who would rather not swing a phone).

use super::detector::{FlickLaunch, NoFlick};
use super::settings::{ELEVATION_RANGE, launch_speed};
use serde::{Deserialize, Serialize};

/// A swipe in screen points (x to the right, y down), with its duration.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct Swipe {
    /// Where the finger went down.
    pub start: [f64; 2],
    /// Where it lifted.
    pub end: [f64; 2],
    /// How long it took, s.
    pub duration: f64,
    /// The screen's height in points (sets the scale: a swipe of the whole height in 0.2 s is
    /// full power).
    pub screen_height: f64,
}

/// Screen heights per second that give full power.
const FULL_SWIPE: f64 = 5.0;

/// The launch a swipe asks for: up the screen is toward the board, the angle off vertical is
/// the aim (left is counter-clockwise), the swipe's speed is the power through the same curve
/// as a flick, at the middle of the catapult's elevation range.
pub fn swipe_launch(swipe: &Swipe) -> Result<FlickLaunch, NoFlick> {
    let values = [
        swipe.start[0],
        swipe.start[1],
        swipe.end[0],
        swipe.end[1],
        swipe.duration,
        swipe.screen_height,
    ];
    if values.iter().any(|v| !v.is_finite()) || swipe.duration <= 0.0 || swipe.screen_height <= 0.0
    {
        return Err(NoFlick::NoSignal);
    }
    let (dx, up) = (swipe.end[0] - swipe.start[0], swipe.start[1] - swipe.end[1]);
    if up <= 0.0 {
        return Err(NoFlick::TooGentle);
    }
    let length = (dx * dx + up * up).sqrt() / swipe.screen_height;
    // A swipe at FULL_SWIPE screen heights per second is a full-power flick.
    let strength = length / swipe.duration / FULL_SWIPE * super::settings::FULL_POWER;
    let speed = launch_speed(strength).ok_or(NoFlick::TooGentle)?;
    let aim = libm::atan2(-dx, up).to_degrees().clamp(-90.0, 90.0);
    Ok(FlickLaunch {
        speed,
        aim_degrees: aim,
        elevation_degrees: (ELEVATION_RANGE.0 + ELEVATION_RANGE.1) / 2.0,
        strength,
        peak_acceleration: 0.0,
        peak_rotation: 0.0,
        duration: swipe.duration,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn swipe(end: [f64; 2], duration: f64) -> Swipe {
        Swipe {
            start: [200.0, 700.0],
            end,
            duration,
            screen_height: 800.0,
        }
    }

    #[test]
    fn a_quick_swipe_up_launches_straight_and_harder_than_a_slow_one() {
        let quick = swipe_launch(&swipe([200.0, 100.0], 0.15)).unwrap();
        let slow = swipe_launch(&swipe([200.0, 100.0], 0.6)).unwrap();
        assert!(quick.aim_degrees.abs() < 1e-9);
        assert!(quick.speed > slow.speed);
    }

    #[test]
    fn a_swipe_up_and_to_the_left_aims_left() {
        let launch = swipe_launch(&swipe([0.0, 500.0], 0.2)).unwrap();
        assert!((launch.aim_degrees - 45.0).abs() < 1e-9);
    }

    #[test]
    fn a_swipe_down_a_dawdle_or_nonsense_launches_nothing() {
        assert_eq!(
            swipe_launch(&swipe([200.0, 750.0], 0.2)),
            Err(NoFlick::TooGentle)
        );
        assert_eq!(
            swipe_launch(&swipe([200.0, 690.0], 2.0)),
            Err(NoFlick::TooGentle)
        );
        assert_eq!(
            swipe_launch(&swipe([f64::NAN, 100.0], 0.2)),
            Err(NoFlick::NoSignal)
        );
        assert_eq!(
            swipe_launch(&swipe([200.0, 100.0], 0.0)),
            Err(NoFlick::NoSignal)
        );
    }
}
