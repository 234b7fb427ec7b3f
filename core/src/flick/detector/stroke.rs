//! Measuring a stroke once the hand has passed its fastest moment: where it began, how fast
//! and which way the wrist went, how long the hand sped up, what came just before, and the
//! lever arm between the wrist and the sensor, fitted to the stroke itself.
//!
//! The sensor sits some 2–20 cm in front of the wrist, so a turning wrist moves it sideways
//! by ρ·ω (1 m/s at 10 rad/s): `v_sensor = v_wrist + ρ R (ω × ŷ)`. The wrist itself moves
//! nearly straight during a stroke, so ρ is the value that makes the wrist's path straightest
//! (its velocities closest to one line, pulled toward the settings' lever arm when the wrist
//! hardly turned).

use super::NoFlick;
use super::history::{History, Past};
use super::lever::straightest_lever_arm;
use crate::flick::quaternion::length;
use crate::flick::settings::FlickSettings;

/// A measured stroke that may be a flick.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(super) struct Stroke {
    /// Index of the tick where the wrist last moved the other way (or was still).
    pub start: u64,
    /// Index of the tick where the wrist was fastest.
    pub peak: u64,
    /// The wrist's horizontal direction at the peak, a unit vector in the world.
    pub direction: [f64; 2],
    /// The wrist's horizontal speed at the peak, m/s.
    pub speed: f64,
    /// The wrist's speed at the peak, m/s (horizontal and vertical).
    pub strength: f64,
    /// The stroke's slope at the peak, degrees above the horizontal.
    pub slope_degrees: f64,
    /// How long the wrist sped up, from a tenth of its peak speed to the peak, s.
    pub duration: f64,
    /// Highest filtered horizontal acceleration of the stroke, m/s².
    pub peak_acceleration: f64,
    /// Highest rotation rate of the stroke, rad/s.
    pub peak_rotation: f64,
    /// The fitted distance from the wrist to the sensor, m.
    pub lever_arm: f64,
}

/// How a stroke turned out to be no flick (or a backward one, which is not a miss: it may be
/// a wind-up).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Verdict {
    /// The wrist went toward the player.
    Backward,
    /// Not a flick, for this reason.
    Miss(NoFlick),
}

/// The wrist's horizontal speed along `direction` at `past`, m/s.
fn along(past: &Past, lever_arm: f64, direction: [f64; 2]) -> f64 {
    let v = past.wrist(lever_arm);
    v[0] * direction[0] + v[1] * direction[1]
}

fn horizontal(v: [f64; 3]) -> f64 {
    (v[0] * v[0] + v[1] * v[1]).sqrt()
}

/// The tick from `from` to `to` (inclusive) where the wrist's horizontal speed is highest;
/// with `toward`, among the ticks where it moves that way only.
fn fastest(
    history: &History,
    (from, to): (u64, u64),
    lever_arm: f64,
    toward: Option<[f64; 2]>,
) -> Option<(u64, [f64; 3])> {
    let mut best: Option<(u64, [f64; 3], f64)> = None;
    for index in from..=to {
        let Some(past) = history.get(index) else {
            continue;
        };
        let v = past.wrist(lever_arm);
        if toward.is_some_and(|[x, y]| v[0] * x + v[1] * y <= 0.0) {
            continue;
        }
        let squared = v[0] * v[0] + v[1] * v[1];
        if best.is_none_or(|(_, _, most)| squared > most) {
            best = Some((index, v, squared));
        }
    }
    best.map(|(index, v, _)| (index, v))
}

/// The first tick of the rise to `peak`: going back while the wrist still moves along
/// `direction` faster than `floor` m/s, and no further than the last quiet tick.
fn rise_start(
    history: &History,
    peak: u64,
    lever_arm: f64,
    direction: [f64; 2],
    floor: f64,
) -> u64 {
    let mut start = peak;
    while start > history.oldest()
        && history
            .get(start - 1)
            .is_some_and(|p| !p.quiet && along(p, lever_arm, direction) > floor)
    {
        start -= 1;
    }
    start
}

/// Measures the stroke whose fastest tick (with the settings' lever arm) is `peak`, seen up to
/// `now`, for a phone whose top pointed along `forward` when armed. `dt` is the tick, s.
pub(super) fn measure(
    history: &History,
    (peak, now): (u64, u64),
    forward: [f64; 2],
    settings: &FlickSettings,
    dt: f64,
) -> Result<Stroke, Verdict> {
    let gone = Verdict::Miss(NoFlick::TooGentle);
    let mut lever_arm = settings.lever_arm;
    let mut peak = peak;
    // Twice: the fit moves the peak and the direction a little, and they move the fit.
    for _ in 0..2 {
        let velocity = history.get(peak).ok_or(gone)?.wrist(lever_arm);
        let flat = horizontal(velocity).max(1e-9);
        let direction = [velocity[0] / flat, velocity[1] / flat];
        let start = rise_start(history, peak, lever_arm, direction, 0.1 * flat);
        lever_arm = straightest_lever_arm(
            history,
            (start, peak),
            direction,
            settings.lever_arm,
            settings,
        );
        (peak, _) = fastest(history, (start, now), lever_arm, None).ok_or(gone)?;
    }
    let velocity = history.get(peak).ok_or(gone)?.wrist(lever_arm);
    let speed = horizontal(velocity);
    if speed <= 1e-9 {
        return Err(gone);
    }
    let direction = [velocity[0] / speed, velocity[1] / speed];
    let start = rise_start(history, peak, lever_arm, direction, 0.1 * speed);
    let duration = (peak - start) as f64 * dt;
    let brisk = duration <= settings.max_brisk_lobe && speed >= settings.brisk_rise * duration;
    if duration > settings.max_lobe && !brisk {
        return Err(Verdict::Miss(NoFlick::TooSlow));
    }
    if direction[0] * forward[0] + direction[1] * forward[1] < 0.0 {
        return Err(Verdict::Backward);
    }
    if duration < settings.min_lobe {
        return Err(Verdict::Miss(NoFlick::TooShort));
    }
    let slope_degrees = libm::atan2(velocity[2], speed).to_degrees();
    if slope_degrees.abs() > settings.max_stroke_slope {
        return Err(Verdict::Miss(NoFlick::Steep));
    }
    // Where the wrist last moved the other way; back from there to the hand's last rest, it
    // must not have swung this way (a wind-up only goes backward, a shake goes both ways), and
    // that rest must be recent (a flick starts from a steady hand, not from a jog).
    let zero = rise_start(history, peak, lever_arm, direction, 0.0);
    let window = (settings.earlier_window / dt).round() as u64;
    let mut rested = false;
    for past in (zero.saturating_sub(window).max(history.oldest())..zero)
        .rev()
        .filter_map(|i| history.get(i))
    {
        if past.quiet {
            rested = true;
            break;
        }
        if along(past, lever_arm, direction) >= settings.earlier_motion * speed {
            return Err(Verdict::Miss(NoFlick::Shake));
        }
    }
    if !rested {
        return Err(Verdict::Miss(NoFlick::Unsteady));
    }
    let stroke = (zero..=peak).filter_map(|i| history.get(i));
    let (peak_acceleration, peak_rotation) = stroke.fold((0.0f64, 0.0f64), |(a, r), p| {
        (
            a.max(f64::from(p.acceleration)),
            r.max(f64::from(p.rotation)),
        )
    });
    Ok(Stroke {
        start: zero,
        peak,
        direction,
        speed,
        strength: length(velocity),
        slope_degrees,
        duration,
        peak_acceleration,
        peak_rotation,
        lever_arm,
    })
}

/// The stroke measured again once it is over (at `now`): its rise and its braking lie on the
/// wrist's line, so the lever arm is fitted to both, and the peak, direction, strength and
/// slope follow from that fit.
pub(super) fn refined(
    history: &History,
    stroke: &Stroke,
    now: u64,
    settings: &FlickSettings,
) -> Stroke {
    // The rise and the braking lie on the wrist's line; the recoil after the wrist stopped
    // swings about the wrist more than it travels, and a new push is another movement.
    let now = (stroke.peak..=now)
        .find(|&i| {
            history
                .get(i)
                .is_none_or(|p| speed_along(stroke, p) <= 0.1 * stroke.speed)
        })
        .unwrap_or(now);
    let lever_arm = straightest_lever_arm(
        history,
        (stroke.start, now),
        stroke.direction,
        settings.lever_arm,
        settings,
    );
    let Some((peak, _)) = fastest(
        history,
        (stroke.start, now),
        lever_arm,
        Some(stroke.direction),
    ) else {
        return *stroke;
    };
    let Some(velocity) = history.get(peak).map(|p| p.wrist(lever_arm)) else {
        return *stroke;
    };
    let speed = horizontal(velocity);
    if speed <= 1e-9 {
        return *stroke;
    }
    let direction = [velocity[0] / speed, velocity[1] / speed];
    Stroke {
        peak,
        direction: top_direction(history, (stroke.start, now), lever_arm, direction, speed),
        speed,
        strength: length(velocity),
        slope_degrees: libm::atan2(velocity[2], speed).to_degrees(),
        lever_arm,
        ..*stroke
    }
}

/// Share of the peak speed above which the wrist's direction counts toward the aim.
const TOP_SHARE: f64 = 0.8;

/// The wrist's horizontal direction over the top of the stroke from `start` to `end` (the ticks
/// at [`TOP_SHARE`] of the peak `speed` m/s or more, moving along `direction`), their
/// velocities summed: one tick's direction swings with the sensor's noise and the wrist's
/// turn, the top of the stroke's holds.
fn top_direction(
    history: &History,
    (start, end): (u64, u64),
    lever_arm: f64,
    direction: [f64; 2],
    speed: f64,
) -> [f64; 2] {
    let mut sum = [0.0, 0.0];
    for past in (start..=end).filter_map(|i| history.get(i)) {
        let v = past.wrist(lever_arm);
        if v[0] * direction[0] + v[1] * direction[1] >= TOP_SHARE * speed {
            sum = [sum[0] + v[0], sum[1] + v[1]];
        }
    }
    let length = horizontal([sum[0], sum[1], 0.0]);
    if length > 1e-9 {
        [sum[0] / length, sum[1] / length]
    } else {
        direction
    }
}

/// How far the phone turned about its screen's normal from the stroke's start to `now`,
/// degrees.
pub(super) fn turn_degrees(stroke: &Stroke, history: &History, now: u64) -> f64 {
    let at = |i: u64| history.get(i).map_or(0.0, |p| f64::from(p.turn));
    (at(now) - at(stroke.start)).abs().to_degrees()
}

/// The wrist's horizontal speed along the stroke at `past`, m/s (negative: coming back).
pub(super) fn speed_along(stroke: &Stroke, past: &Past) -> f64 {
    along(past, stroke.lever_arm, stroke.direction)
}

/// How far the wrist went along `stroke` from its start to the tick `now`, m (`dt`: the tick,
/// s).
pub(super) fn travel(history: &History, stroke: &Stroke, now: u64, dt: f64) -> f64 {
    (stroke.start..=now)
        .filter_map(|i| history.get(i))
        .map(|past| speed_along(stroke, past) * dt)
        .sum()
}
