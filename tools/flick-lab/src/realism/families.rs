//! The movements that must never launch, one parameter draw per motion seed. Each starts and
//! ends with the phone held still (or lying still) for U(0.4, 1.0) s, and the detector is
//! thought armed throughout. Parameters as in the table of docs/FLICK.md ("Realistic motion
//! and its evaluation"); the hand's tremor is added while the phone is in the hand.

use super::Family;
use super::draw::Draw;
use super::hand::{Submovement, tremor};
use super::path::{Component, Oscillation, Profile};
use super::sensor::GRID;
use super::vector::{add, norm, rotate, scale};
use super::wrist::{Hold, Motion, lever_arm};
use catapult_core::flick::STANDARD_GRAVITY;
use std::f64::consts::PI;

/// The motion of `family` drawn from `draw`; `None` for [`Family::Flick`] (see
/// [`super::flicks`]).
pub fn motion(family: Family, draw: &mut Draw) -> Option<Motion> {
    Some(match family {
        Family::Flick => return None,
        Family::ShakeX => shake(0, draw),
        Family::ShakeY => shake(1, draw),
        Family::ShakeZ => shake(2, draw),
        Family::PickUp => pick_up(draw),
        Family::PutDown => put_down(draw),
        Family::PutDownReaching => put_down_reaching(draw),
        Family::Tap => tap(draw),
        Family::Walk => walk(draw),
        Family::Jog => jog(draw),
        Family::Pass => pass(draw),
        Family::SofaDrop => sofa_drop(draw),
        Family::Landscape => landscape(draw),
        Family::Still => still(draw),
        Family::SlowSweep => slow_sweep(draw),
    })
}

/// How long the phone is still before and after a movement, s: U(0.4, 1.0) each.
fn still_times(draw: &mut Draw) -> (f64, f64) {
    (draw.between(0.4, 1.0), draw.between(0.4, 1.0))
}

/// The phone held at `hold` for `duration` s, the sensor at `lever` from the wrist, the hand's
/// tremor throughout.
fn in_hand(hold: &Hold, lever: [f64; 3], duration: f64, draw: &mut Draw) -> Motion {
    Motion {
        pivot: vec![tremor(draw, 0.0, duration)],
        lever,
        ..Motion::still(hold.attitude(), duration)
    }
}

/// A minimum-jerk movement of `amount` (m or rad) from `start` over `duration` s.
fn stroke(start: f64, duration: f64, amount: f64) -> Profile {
    Profile::MinimumJerk(Submovement {
        start,
        duration,
        amount,
    })
}

/// A shake along the device's axis `axis` (0 = x, 1 = y, 2 = z): the hand moves
/// sinusoidally, A ~ U(1.5, 6) cm at f ~ U(2.5, 7) Hz for U(2, 6) cycles under a Hann window,
/// the wrist rocking ±U(5°, 25°) in phase (about z for x, about x otherwise); 30 % start
/// with a backward half-cycle.
fn shake(axis: usize, draw: &mut Draw) -> Motion {
    let hold = Hold::draw(draw);
    let (lead, tail) = still_times(draw);
    let amplitude = draw.between(0.015, 0.06);
    let frequency = draw.between(2.5, 7.0);
    let cycles = draw.between(2.0, 6.0);
    let rocking = draw.between(5.0, 25.0).to_radians();
    let backward = draw.chance(0.3);
    let lever = lever_arm(draw);
    let duration = cycles / frequency;
    let mut device_axis = [0.0; 3];
    device_axis[axis] = 1.0;
    let along = rotate(hold.attitude(), device_axis);
    let oscillation = |amplitude: f64| {
        Profile::Oscillation(Oscillation {
            start: lead,
            duration,
            amplitude,
            frequency,
            phase: if backward { PI } else { 0.0 },
            ramp: duration / 2.0,
        })
    };
    let mut motion = in_hand(&hold, lever, lead + duration + tail, draw);
    motion
        .pivot
        .push(Component::new(oscillation(amplitude), along));
    // Turning about z moves a sensor ahead of the wrist toward −x; about x, toward +z.
    match axis {
        0 => motion.deviation.push(oscillation(-rocking)),
        _ => motion.flexion.push(oscillation(rocking)),
    }
    motion
}

/// Picking the phone up from the table: it lies flat (out of the hand, no tremor), then the
/// hand lifts it Δz ~ U(0.15, 0.35) m and up to 0.6·Δz sideways (toward the body in half the
/// cases) over U(0.3, 0.8) s, tilting its top up by U(0°, 40°).
fn pick_up(draw: &mut Draw) -> Motion {
    let heading = draw.between(-10.0, 10.0);
    let (lead, tail) = still_times(draw);
    let lift = draw.between(0.15, 0.35);
    let sideways = draw.between(0.0, 0.6) * lift;
    let toward_body = draw.chance(0.5);
    let azimuth = if toward_body {
        180.0 + draw.between(-45.0, 45.0)
    } else {
        draw.between(-180.0, 180.0)
    };
    let duration = draw.between(0.3, 0.8);
    let tilt = draw.between(0.0, 40.0).to_radians();
    let lever = lever_arm(draw);
    let hold = Hold {
        heading_degrees: heading,
        tilt_degrees: 0.0,
        roll_degrees: 0.0,
    };
    let end = lead + duration + tail;
    let direction = hold.turn(horizontal(azimuth));
    Motion {
        pivot: vec![
            Component::new(stroke(lead, duration, lift), [0.0, 0.0, 1.0]),
            Component::new(stroke(lead, duration, sideways), direction),
            tremor(draw, lead, end),
        ],
        flexion: vec![stroke(lead, duration, tilt)],
        lever,
        ..Motion::still(hold.attitude(), end)
    }
}

/// Putting the phone down: the hand lowers it Δz ~ U(0.15, 0.35) m and up to 0.6·Δz sideways
/// over U(0.3, 0.8) s, turning it flat, and the table stops it U(0.75, 0.9) of the way down
/// in a half-sine of U(10, 25) ms (some 2–6 g); then it lies still out of the hand.
fn put_down(draw: &mut Draw) -> Motion {
    let hold = Hold {
        roll_degrees: 0.0,
        ..Hold::draw(draw)
    };
    let (lead, tail) = still_times(draw);
    let lowering = draw.between(0.15, 0.35);
    let sideways = draw.between(0.0, 0.6) * lowering;
    let azimuth = draw.between(-180.0, 180.0);
    let duration = draw.between(0.3, 0.8);
    let contact_share = draw.between(0.75, 0.9);
    let landing = draw.between(0.01, 0.025);
    let lever = lever_arm(draw);
    let contact = lead + contact_share * duration;
    let end = contact + landing + tail;
    let pushed = |profile: Profile, direction: [f64; 3]| Component {
        until: contact,
        ..Component::new(profile, direction)
    };
    let mut pivot = vec![
        pushed(stroke(lead, duration, -lowering), [0.0, 0.0, 1.0]),
        pushed(
            stroke(lead, duration, sideways),
            hold.turn(horizontal(azimuth)),
        ),
    ];
    let velocity = pivot.iter().fold([0.0; 3], |sum, component| {
        let rate = component.profile.at(contact)[1];
        add(sum, scale(component.direction, rate))
    });
    let speed = norm(velocity);
    if speed > 0.0 {
        pivot.push(Component::new(
            Profile::Pulse {
                start: contact,
                duration: landing,
                change: speed,
            },
            scale(velocity, -1.0 / speed),
        ));
    }
    pivot.push(tremor(draw, 0.0, contact));
    Motion {
        pivot,
        flexion: vec![stroke(
            lead,
            contact_share * duration,
            -hold.tilt_degrees.to_radians(),
        )],
        lever,
        ..Motion::still(hold.attitude(), end)
    }
}

/// Putting the phone down on the table in front, reaching toward it (issue 40): a quick start
/// forward and down, U(0.5, 1.5) m/s forward and U(0.2, 0.6) m/s down within U(0.06, 0.15) s
/// (half-sine accelerations, the hand at its fastest early, as in a flick), then easing off
/// over U(0.2, 0.5) s to U(0.1, 0.4) m/s forward and U(0.1, 0.3) m/s down as it touches the
/// table, toward U(−45°, 45°) from forward, the phone turning flat meanwhile. The table stops
/// its fall in U(10, 25) ms; it slides on, slowed by friction (U(2, 5) m/s²), and lies still
/// out of the hand.
fn put_down_reaching(draw: &mut Draw) -> Motion {
    let hold = Hold {
        roll_degrees: 0.0,
        ..Hold::draw(draw)
    };
    let (lead, tail) = still_times(draw);
    let forward_peak = draw.between(0.5, 1.5);
    let down_peak = draw.between(0.2, 0.6);
    let reach = draw.between(0.06, 0.15);
    let ease = draw.between(0.2, 0.5);
    let forward_touch = draw.between(0.1, 0.4);
    let down_touch = draw.between(0.1, 0.3);
    let azimuth = draw.between(-45.0, 45.0);
    let landing = draw.between(0.01, 0.025);
    let friction = draw.between(2.0, 5.0);
    let lever = lever_arm(draw);
    let contact = lead + reach + ease;
    let slide = forward_touch / friction;
    let end = contact + landing.max(slide) + tail;
    let along = hold.turn(horizontal(azimuth));
    let up = [0.0, 0.0, 1.0];
    let pulse = |start: f64, duration: f64, change: f64| Profile::Pulse {
        start,
        duration,
        change,
    };
    let mut pivot = vec![
        Component::new(pulse(lead, reach, forward_peak), along),
        Component::new(
            pulse(lead + reach, ease, forward_touch - forward_peak),
            along,
        ),
        Component::new(
            Profile::Constant {
                start: contact,
                end: contact + slide,
                acceleration: -friction,
            },
            along,
        ),
        Component::new(pulse(lead, reach, -down_peak), up),
        Component::new(pulse(lead + reach, ease, down_peak - down_touch), up),
        Component::new(pulse(contact, landing, down_touch), up),
    ];
    pivot.push(tremor(draw, 0.0, contact));
    Motion {
        pivot,
        flexion: vec![stroke(lead, reach + ease, -hold.tilt_degrees.to_radians())],
        lever,
        ..Motion::still(hold.attitude(), end)
    }
}

/// One to three taps on the screen, U(0.15, 0.4) s apart: the phone is pushed along −z of
/// the device and back, one sine period of U(20, 40) ms peaking at U(20, 60) m/s², rocking
/// about x at up to 1.5 rad/s. The phone is nearly flat (top up U(0°, 20°)), so the push is
/// mostly vertical.
fn tap(draw: &mut Draw) -> Motion {
    let hold = Hold {
        tilt_degrees: draw.between(0.0, 20.0),
        ..Hold::draw(draw)
    };
    let (lead, tail) = still_times(draw);
    let count = draw.whole(1, 3);
    let lever = lever_arm(draw);
    let down = rotate(hold.attitude(), [0.0, 0.0, -1.0]);
    let mut pivot = Vec::new();
    let mut flexion = Vec::new();
    let mut t = lead;
    for _ in 0..count {
        let duration = draw.between(0.02, 0.04);
        let peak = draw.between(20.0, 60.0);
        let rocking = draw.between(-1.5, 1.5);
        pivot.push(Component::new(
            Profile::Wave {
                start: t,
                duration,
                peak,
            },
            down,
        ));
        flexion.push(Profile::Bump {
            start: t,
            duration,
            amount: rocking * duration / PI,
        });
        t += duration + draw.between(0.15, 0.4);
    }
    let mut motion = in_hand(&hold, lever, t + tail, draw);
    motion.pivot.extend(pivot);
    motion.flexion = flexion;
    motion
}

/// The parameters of a gait: walking or jogging with the phone in hand.
struct Gait {
    /// Steps per second, Hz.
    step_hz: f64,
    /// The body's vertical bounce at the step frequency, m/s² (amplitude).
    vertical: f64,
    /// The body's forward surge at the step frequency, m/s² (amplitude, a quarter period
    /// later).
    forward: f64,
    /// The body's sway at the stride frequency (half the step frequency), m/s².
    sideways: f64,
    /// Each heel strike's jolt, m/s² (peak of a half-sine).
    strike: f64,
    /// How far back the jolt leans from the vertical, as its backward share (sin of the lean).
    strike_lean: f64,
    /// How long a heel strike lasts, s.
    strike_time: f64,
    /// The arm's swing along forward at the stride frequency, m (amplitude).
    swing: f64,
    /// The phone's pitching with the swing, rad (amplitude).
    pitching: f64,
    /// How long the gait lasts, s.
    duration: f64,
}

/// The phone carried through `gait` (faded in and out over 0.5 s): the body's bounce, surge
/// and sway as sines, each heel strike a half-sine jolt whose change of speed the rest of the
/// step takes back, the arm's swing and the phone's pitching at the stride frequency.
fn carried(gait: &Gait, draw: &mut Draw) -> Motion {
    let hold = Hold::draw(draw);
    let (lead, tail) = still_times(draw);
    let lever = lever_arm(draw);
    let phase = draw.between(0.0, 2.0 * PI);
    let forward = hold.turn([0.0, 1.0, 0.0]);
    let side = hold.turn([1.0, 0.0, 0.0]);
    let up = [0.0, 0.0, 1.0];
    let step = 2.0 * PI * gait.step_hz;
    let stride = step / 2.0;
    let sine = |amplitude: f64, frequency: f64, phase: f64| {
        Profile::Oscillation(Oscillation {
            start: lead,
            duration: gait.duration,
            amplitude,
            frequency,
            phase,
            ramp: 0.5,
        })
    };
    let mut motion = in_hand(&hold, lever, lead + gait.duration + tail, draw);
    motion.pivot.extend([
        Component::new(sine(gait.vertical / (step * step), gait.step_hz, phase), up),
        Component::new(
            sine(gait.forward / (step * step), gait.step_hz, phase + PI / 2.0),
            forward,
        ),
        Component::new(
            sine(
                gait.sideways / (stride * stride),
                gait.step_hz / 2.0,
                phase / 2.0,
            ),
            side,
        ),
        Component::new(
            sine(gait.swing, gait.step_hz / 2.0, phase / 2.0 + PI / 2.0),
            forward,
        ),
    ]);
    motion.flexion.push(sine(
        gait.pitching,
        gait.step_hz / 2.0,
        phase / 2.0 + PI / 2.0,
    ));
    // Heel strikes, away from the fades: up and a little back, taken back over half a step.
    let lean = gait.strike_lean.clamp(0.0, 1.0);
    let jolt = normalise(add(
        scale(up, (1.0 - lean * lean).sqrt()),
        scale(forward, -lean),
    ));
    let period = 1.0 / gait.step_hz;
    let change = 2.0 / PI * gait.strike * gait.strike_time;
    let mut t = lead + 0.5;
    while t + period < lead + gait.duration - 0.5 {
        motion.pivot.push(Component::new(
            Profile::Pulse {
                start: t,
                duration: gait.strike_time,
                change,
            },
            jolt,
        ));
        motion.pivot.push(Component::new(
            Profile::Pulse {
                start: t + gait.strike_time,
                duration: period / 2.0,
                change: -change,
            },
            jolt,
        ));
        t += period;
    }
    motion
}

/// Walking with the phone held in front, 3–5 s: 1.6–2.1 steps a second, the older
/// generator's walk (bounce ±2, surge ±1.2, sway ±0.8 m/s², heel strikes of 4 m/s² up and
/// 3 m/s² back for 40 ms) scaled by U(0.7, 1.3), the arm nearly still.
fn walk(draw: &mut Draw) -> Motion {
    let step_hz = draw.between(1.6, 2.1);
    let k = draw.between(0.7, 1.3);
    let gait = Gait {
        step_hz,
        vertical: 2.0 * k,
        forward: 1.2 * k,
        sideways: 0.8 * k,
        strike: 5.0 * k,
        strike_lean: 0.6,
        strike_time: 0.04,
        swing: draw.between(0.0, 0.02),
        pitching: draw.between(1.0, 4.0).to_radians(),
        duration: draw.between(3.0, 5.0),
    };
    carried(&gait, draw)
}

/// Jogging with the phone in hand for 4 s: 2.5–3.0 steps a second, bounce ±(8–15) m/s², heel
/// strikes of 4–8 g for 20–40 ms (leaning back 12°), surge ±(3–6) m/s², sway ±2 m/s², the arm swinging
/// U(0.05, 0.20) m along forward at the stride frequency and the phone pitching ±U(5°, 15°).
fn jog(draw: &mut Draw) -> Motion {
    let gait = Gait {
        step_hz: draw.between(2.5, 3.0),
        vertical: draw.between(8.0, 15.0),
        forward: draw.between(3.0, 6.0),
        sideways: 2.0,
        strike: draw.between(4.0, 8.0) * STANDARD_GRAVITY,
        strike_lean: 0.2,
        strike_time: draw.between(0.02, 0.04),
        swing: draw.between(0.05, 0.20),
        pitching: draw.between(5.0, 15.0).to_radians(),
        duration: 4.0,
    };
    carried(&gait, draw)
}

/// Passing the phone to the next player: a slow horizontal arc of U(0.3, 0.8) m over
/// U(0.7, 1.5) s, ±U(45°, 120°) from forward, lifted U(0.05, 0.15) m and lowered again, the
/// phone turning U(30°, 120°) toward the side it goes.
fn pass(draw: &mut Draw) -> Motion {
    let hold = Hold::draw(draw);
    let (lead, tail) = still_times(draw);
    let distance = draw.between(0.3, 0.8);
    let duration = draw.between(0.7, 1.5);
    let side = draw.sign();
    let azimuth = side * draw.between(45.0, 120.0);
    let lift = draw.between(0.05, 0.15);
    let yaw = side * draw.between(30.0, 120.0).to_radians();
    let lever = lever_arm(draw);
    let mut motion = in_hand(&hold, lever, lead + duration + tail, draw);
    let half = duration / 2.0;
    motion.pivot.extend([
        Component::new(
            stroke(lead, duration, distance),
            hold.turn(horizontal(azimuth)),
        ),
        Component::new(stroke(lead, half, lift), [0.0, 0.0, 1.0]),
        Component::new(stroke(lead + half, half, -lift), [0.0, 0.0, 1.0]),
    ]);
    motion.deviation.push(stroke(lead, duration, yaw));
    motion
}

/// The phone slips out of the hand and falls h ~ U(0.25, 0.6) m onto a sofa, tumbling at
/// 2–10 rad/s (spun up in 30 ms); the cushion stops it in U(60, 150) ms, and in 30 % of
/// drops it bounces back up with U(0.2, 0.4) of its speed and lands again. The sensor is up to
/// 2 cm across and 3 cm along the phone from its centre of mass.
fn sofa_drop(draw: &mut Draw) -> Motion {
    let hold = Hold::draw(draw);
    let (lead, tail) = still_times(draw);
    let height = draw.between(0.25, 0.6);
    let tumble_x = draw.sign() * draw.between(2.0, 10.0);
    let tumble_z = draw.between(-3.0, 3.0);
    let cushion = draw.between(0.06, 0.15);
    let bounces = draw.chance(0.3);
    let restitution = if bounces { draw.between(0.2, 0.4) } else { 0.0 };
    let lever = [
        draw.between(-0.02, 0.02),
        draw.between(-0.03, 0.03),
        draw.between(-0.004, 0.004),
    ];
    let fall = (2.0 * height / STANDARD_GRAVITY).sqrt();
    let impact = STANDARD_GRAVITY * fall;
    let landing = lead + fall;
    let up = [0.0, 0.0, 1.0];
    let mut pivot = vec![
        Component::new(
            Profile::Constant {
                start: lead,
                end: landing,
                acceleration: -STANDARD_GRAVITY,
            },
            up,
        ),
        Component::new(
            Profile::Pulse {
                start: landing,
                duration: cushion,
                change: impact * (1.0 + restitution),
            },
            up,
        ),
    ];
    let mut end = landing + cushion;
    if bounces {
        let flight = 2.0 * restitution * impact / STANDARD_GRAVITY;
        pivot.push(Component::new(
            Profile::Constant {
                start: end,
                end: end + flight,
                acceleration: -STANDARD_GRAVITY,
            },
            up,
        ));
        pivot.push(Component::new(
            Profile::Pulse {
                start: end + flight,
                duration: cushion / 2.0,
                change: restitution * impact,
            },
            up,
        ));
        end += flight + cushion / 2.0;
    }
    pivot.push(tremor(draw, 0.0, lead));
    let spin = |rate: f64| {
        vec![
            Profile::Constant {
                start: lead,
                end: lead + 0.03,
                acceleration: rate / 0.03,
            },
            Profile::Pulse {
                start: landing,
                duration: cushion,
                change: -rate,
            },
        ]
    };
    Motion {
        pivot,
        flexion: spin(tumble_x),
        deviation: spin(tumble_z),
        lever,
        ..Motion::still(hold.attitude(), end + tail)
    }
}

/// Turning the phone to landscape: 90° either way about the device's z axis over
/// U(0.3, 0.8) s, about a grip U(3, 7) cm from the sensor, the top tilting ±U(0°, 15°).
fn landscape(draw: &mut Draw) -> Motion {
    let hold = Hold::draw(draw);
    let (lead, tail) = still_times(draw);
    let duration = draw.between(0.3, 0.8);
    let turn = draw.sign() * PI / 2.0;
    let pitch = draw.between(-15.0, 15.0).to_radians();
    let grip = draw.between(0.03, 0.07);
    let grip_angle = draw.between(0.0, 2.0 * PI);
    let lever = [
        grip * libm::cos(grip_angle),
        grip * libm::sin(grip_angle),
        0.0,
    ];
    let mut motion = in_hand(&hold, lever, lead + duration + tail, draw);
    motion.deviation.push(stroke(lead, duration, turn));
    motion.flexion.push(stroke(lead, duration, pitch));
    motion
}

/// Holding the phone still for U(2, 4) s.
fn still(draw: &mut Draw) -> Motion {
    let hold = Hold::draw(draw);
    let duration = draw.between(2.0, 4.0);
    let lever = lever_arm(draw);
    in_hand(&hold, lever, duration, draw)
}

/// A slow sweep of the arm sideways: U(0.4, 0.8) m over U(0.8, 1.2) s, to either side.
fn slow_sweep(draw: &mut Draw) -> Motion {
    let hold = Hold::draw(draw);
    let (lead, tail) = still_times(draw);
    let distance = draw.sign() * draw.between(0.4, 0.8);
    let duration = draw.between(0.8, 1.2);
    let lever = lever_arm(draw);
    let mut motion = in_hand(&hold, lever, lead + duration + tail, draw);
    motion.pivot.push(Component::new(
        stroke(lead, duration, distance),
        hold.turn([1.0, 0.0, 0.0]),
    ));
    motion
}

/// The horizontal unit vector `degrees` counter-clockwise from world +y.
fn horizontal(degrees: f64) -> [f64; 3] {
    let angle = degrees.to_radians();
    [-libm::sin(angle), libm::cos(angle), 0.0]
}

/// `v` made a unit vector.
fn normalise(v: [f64; 3]) -> [f64; 3] {
    scale(v, 1.0 / norm(v))
}

/// The peak of the sensor's |acceleration| (world, gravity not included) over `motion`, m/s².
pub fn peak_acceleration(motion: &Motion) -> f64 {
    let steps = (motion.duration / GRID) as u32;
    (0..=steps)
        .map(|i| norm(motion.at(f64::from(i) * GRID).sensor_acceleration))
        .fold(0.0, f64::max)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn motions(family: Family) -> Vec<Motion> {
        (0..20)
            .filter_map(|seed| motion(family, &mut Draw::new(seed)))
            .collect()
    }

    #[test]
    fn every_movement_starts_and_ends_still() {
        for family in Family::ALL.into_iter().filter(|&f| f != Family::Flick) {
            for motion in motions(family) {
                for t in [0.0, 0.3, motion.duration - 0.3, motion.duration] {
                    let now = motion.at(t);
                    // Only the tremor moves the hand (at most 0.5 m/s², 1 cm/s).
                    assert!(
                        norm(now.sensor_velocity) < 0.02,
                        "{family:?} at {t}: {now:?}"
                    );
                    assert!(norm(now.rotation_rate) < 1e-9, "{family:?} at {t}: {now:?}");
                    assert!(norm(now.sensor_acceleration) < 0.6, "{family:?} at {t}");
                }
            }
        }
    }

    #[test]
    fn shakes_reach_the_plans_accelerations_and_a_sofa_drop_falls_freely() {
        let peak = motions(Family::ShakeY)
            .iter()
            .map(peak_acceleration)
            .fold(0.0, f64::max);
        assert!((40.0..400.0).contains(&peak), "{peak}");
        for motion in motions(Family::SofaDrop) {
            // In the fall the sensor's specific force is only the tumble's centripetal part,
            // for at least 0.15 s (a fall of 0.25 m takes 0.23 s).
            let steps = (motion.duration / GRID) as u32;
            let falling = (0..steps)
                .filter(|&i| {
                    let now = motion.at(f64::from(i) * GRID);
                    norm(add(now.sensor_acceleration, [0.0, 0.0, STANDARD_GRAVITY])) < 4.0
                })
                .count();
            assert!(f64::from(falling as u32) * GRID > 0.15, "{falling}");
        }
    }
}
