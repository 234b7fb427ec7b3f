//! After a stroke: does the hand hold the phone again, or does the phone lie on a table?
//!
//! A hand that has just flicked holds the phone with its tremor: 0.1–0.5 m/s² at 8–12 Hz,
//! never quite still. A phone put down on a table lies dead still: what the accelerometer
//! feels then varies by its noise only (about 0.01 m/s² through the detector's filter). So
//! once the phone is calm (the filtered acceleration and the rotation below the quiet
//! thresholds, tick after tick) for a short while, the spread of what the accelerometer felt
//! (in the device's frame, so no attitude estimate switching or drifting adds to it) tells
//! the two apart. Gravity and the accelerometer's bias are constant there and do not spread.
//! A table is level too, so a phone held dead still at the hand's tilt is still in a hand
//! (the detector checks that; this module measures the spread).

/// The calm ticks seen in a row since the phone last moved, and the spread of their filtered
/// acceleration (Welford's running mean and sum of squares, per axis) once the filter's own
/// tail from the movement has died out.
#[derive(Debug, Clone, Copy, Default)]
pub(super) struct Settling {
    calm: u32,
    ticks: u32,
    mean: [f64; 3],
    squares: [f64; 3],
}

impl Settling {
    /// Counts one tick whose filtered world acceleration is `acceleration` (m/s²) if the phone
    /// is `calm` there, its spread only after the first `skip` calm ticks (the low-pass
    /// filter's tail, three time constants: a deceleration that just stopped still shows
    /// in it); a tick that is not calm starts the count afresh.
    pub fn push(&mut self, calm: bool, acceleration: [f64; 3], skip: u32) {
        if !calm {
            *self = Settling::default();
            return;
        }
        self.calm = self.calm.saturating_add(1);
        if self.calm <= skip {
            return;
        }
        self.ticks = self.ticks.saturating_add(1);
        let share = 1.0 / f64::from(self.ticks);
        for (axis, value) in acceleration.into_iter().enumerate() {
            let delta = value - self.mean[axis];
            self.mean[axis] += delta * share;
            self.squares[axis] += delta * (value - self.mean[axis]);
        }
    }

    /// How many calm ticks in a row have counted toward the spread.
    pub fn ticks(&self) -> u32 {
        self.ticks
    }

    /// The root-mean-square spread of the filtered acceleration over the calm ticks, m/s²
    /// (all three axes together).
    pub fn spread(&self) -> f64 {
        if self.ticks == 0 {
            return 0.0;
        }
        (self.squares.iter().sum::<f64>() / f64::from(self.ticks)).sqrt()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_phone_on_a_table_has_no_spread_and_a_held_one_its_tremor() {
        let mut table = Settling::default();
        let mut held = Settling::default();
        for tick in 0..40 {
            let t = f64::from(tick) * 0.005;
            // A bias of 0.08 m/s² on x: constant, so no spread.
            table.push(true, [0.08, 0.0, 0.0], 0);
            // Tremor of 0.1 m/s² at 10 Hz: an RMS of 0.07 m/s².
            held.push(
                true,
                [
                    0.1 * (2.0 * std::f64::consts::PI * 10.0 * t).sin(),
                    0.0,
                    0.0,
                ],
                0,
            );
        }
        assert_eq!(table.ticks(), 40);
        assert!(table.spread() < 1e-9, "{}", table.spread());
        assert!((held.spread() - 0.0707).abs() < 0.005, "{}", held.spread());
    }

    #[test]
    fn a_tick_that_moves_starts_the_count_afresh() {
        let mut settling = Settling::default();
        settling.push(true, [0.5, 0.0, 0.0], 1);
        assert_eq!(settling.ticks(), 0, "the filter's tail is skipped");
        settling.push(true, [0.0; 3], 1);
        settling.push(true, [0.1, 0.0, 0.0], 1);
        assert_eq!(settling.ticks(), 2);
        settling.push(false, [3.0, 0.0, 0.0], 1);
        assert_eq!(settling.ticks(), 0);
        assert_eq!(settling.spread(), 0.0);
    }
}
