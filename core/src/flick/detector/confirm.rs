//! A stroke that may be a flick, watched after its peak: does the hand come back hard (a
//! shake, or a jog), and once the phone is calm, is it still in a hand or on a table?
//!
//! A shake comes back hard and most of the way, and that return ends (or goes forward again);
//! a flick's recoil is weaker, shorter (a tenth to a third of the stroke) and comes once. A
//! return that never ends is no hand at all: a velocity left behind by a gravity estimate that
//! lags, unless the phone never calms either (a jog).

use super::Waits;
use super::motion::Moment;
use super::settle::Settling;
use super::stroke::{self, Stroke};
use crate::flick::settings::FlickSettings;

/// What is known of a stroke being watched.
#[derive(Debug, Clone, Copy)]
pub(super) struct Watch {
    /// The stroke, as measured at its peak.
    pub stroke: Stroke,
    /// The last tick at which a reversal still counts toward a shake.
    until: u64,
    /// How far the wrist has gone along the stroke since it began, m.
    travel: f64,
    /// The farthest it went, m.
    farthest: f64,
    /// Whether it came back hard.
    reversed: bool,
    /// Whether it is coming back most of the way.
    returning: bool,
    /// The calm since the stroke, to tell a hand from a table.
    settling: Settling,
}

/// What one more tick says of a watched stroke.
#[derive(Debug, Clone, Copy)]
pub(super) enum Watched {
    /// Still to be decided.
    Watching(Watch),
    /// The hand came back and forth: a shake, or a jog.
    Shake,
    /// The phone has been calm long enough to tell a hand from a table: what the accelerometer
    /// felt spread by this much, m/s² RMS.
    Calm { spread: f64 },
    /// The hand moved on without coming back: the stroke is a flick.
    MovedOn,
}

impl Watch {
    /// Starts watching `stroke`, along which the wrist has gone `travel` m so far.
    pub fn new(stroke: Stroke, travel: f64, waits: &Waits) -> Watch {
        Watch {
            stroke,
            until: stroke.peak.saturating_add(waits.confirm),
            travel,
            farthest: travel,
            reversed: false,
            returning: false,
            settling: Settling::default(),
        }
    }

    /// Watches one more tick, `moment`, the `now`-th, `dt` s after the last.
    pub fn tick(
        mut self,
        moment: &Moment,
        now: u64,
        dt: f64,
        settings: &FlickSettings,
        waits: &Waits,
    ) -> Watched {
        let stroke = self.stroke;
        let along = stroke::speed_along(&stroke, &moment.past);
        self.travel += along * dt;
        self.farthest = self.farthest.max(self.travel);
        if now <= self.until {
            let back = along < -settings.reversal * stroke.speed;
            let returned = self.travel < (1.0 - settings.return_share) * self.farthest;
            let again = self.reversed && along > settings.repush * stroke.speed;
            let ended = self.returning && along > -settings.earlier_motion * stroke.speed;
            if again || ended {
                return Watched::Shake;
            }
            self.returning |= back && returned;
            if back && !self.reversed {
                self.reversed = true;
                self.until = self.until.max(now.saturating_add(waits.confirm));
            }
        }
        let calm = moment.calm;
        self.settling
            .push(calm && now > stroke.peak, moment.felt, waits.tail);
        if self.settling.ticks() >= waits.table {
            return Watched::Calm {
                spread: self.settling.spread(),
            };
        }
        if now >= stroke.peak.saturating_add(waits.settle_limit) && now > self.until && !calm {
            // A hand that moves on is launched; one still coming back, never calm, shakes or
            // jogs.
            return if self.returning {
                Watched::Shake
            } else {
                Watched::MovedOn
            };
        }
        Watched::Watching(self)
    }
}
