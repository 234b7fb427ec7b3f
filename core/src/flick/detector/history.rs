//! The last 1.28 s of the hand's motion (at 200 Hz) in a fixed ring, so a stroke can be
//! measured from where it really began, and what came just before it can be checked, without
//! allocating.

/// How many ticks are kept: 1.28 s at 200 Hz.
pub(super) const LENGTH: usize = 256;

/// One tick of the hand's motion, as the ring keeps it (single precision is plenty for
/// speeds of a few m/s).
#[derive(Debug, Clone, Copy, Default)]
pub(super) struct Past {
    /// The sensor's velocity in the world frame, m/s, since the hand was last quiet.
    pub velocity: [f32; 3],
    /// `R (ω × ŷ)`: the sensor's velocity about the wrist per metre of lever arm, world frame,
    /// 1/s (the wrist sits behind the sensor, along the device's −y).
    pub lever: [f32; 3],
    /// The filtered acceleration's horizontal magnitude, m/s².
    pub acceleration: f32,
    /// The rotation rate's magnitude, rad/s.
    pub rotation: f32,
    /// How far the phone has turned about its screen's normal since the detector last started
    /// afresh (armed, or after a gap), rad.
    pub turn: f32,
    /// Whether the hand was quiet (its speed taken as zero).
    pub quiet: bool,
}

impl Past {
    /// The wrist's velocity, m/s, for a sensor `lever_arm` m in front of it.
    pub fn wrist(&self, lever_arm: f64) -> [f64; 3] {
        std::array::from_fn(|i| f64::from(self.velocity[i]) - lever_arm * f64::from(self.lever[i]))
    }
}

/// The ring of [`Past`] ticks, indexed by a tick count that only goes up.
#[derive(Debug, Clone)]
pub(super) struct History {
    ring: [Past; LENGTH],
    /// Index the next tick gets.
    next: u64,
    /// Oldest index since the last `clear`.
    first: u64,
}

impl History {
    /// An empty history.
    pub fn new() -> History {
        History {
            ring: [Past::default(); LENGTH],
            next: 0,
            first: 0,
        }
    }

    /// Forgets everything (after a gap, or when armed again); indices keep counting.
    pub fn clear(&mut self) {
        self.first = self.next;
    }

    /// Keeps `past`; returns its index.
    pub fn push(&mut self, past: Past) -> u64 {
        let index = self.next;
        self.ring[(index % LENGTH as u64) as usize] = past;
        self.next += 1;
        index
    }

    /// The oldest index still kept.
    pub fn oldest(&self) -> u64 {
        self.first.max(self.next.saturating_sub(LENGTH as u64))
    }

    /// The index of the latest tick (0 before any).
    pub fn latest(&self) -> u64 {
        self.next.saturating_sub(1)
    }

    /// The tick at `index`, if it is still kept.
    pub fn get(&self, index: u64) -> Option<&Past> {
        (index >= self.oldest() && index < self.next)
            .then(|| &self.ring[(index % LENGTH as u64) as usize])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_ring_keeps_the_last_ticks_and_forgets_on_clear() {
        let mut history = History::new();
        for i in 0..300 {
            history.push(Past {
                acceleration: i as f32,
                ..Past::default()
            });
        }
        assert!(history.get(43).is_none());
        assert_eq!(history.get(44).map(|p| p.acceleration), Some(44.0));
        assert_eq!(history.get(299).map(|p| p.acceleration), Some(299.0));
        assert!(history.get(300).is_none());
        history.clear();
        assert!(history.get(299).is_none());
        assert_eq!(history.push(Past::default()), 300);
        assert!(history.get(300).is_some());
    }
}
