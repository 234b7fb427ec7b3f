//! The shapes a hand's speed takes in a flick's main stroke (issue 40): the bell of one
//! minimum-jerk submovement, and the shapes real hands also make: a peak early or late
//! (skewed), a plateau, and two peaks. Each is a sum of minimum-jerk submovements along the
//! stroke, so its acceleration stays exact, scaled so that its peak speed is the one asked for.

use super::draw::Draw;
use super::path::Submovement;

/// The profile of the hand's speed along a flick's main stroke.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum StrokeShape {
    /// One minimum-jerk submovement: a symmetric bell, peak half-way.
    Bell,
    /// A quick peak at about a quarter of the stroke, then a long easing off.
    EarlyPeak,
    /// A slow build and a sharp peak at about three quarters of the stroke.
    LatePeak,
    /// The speed holds near its peak for about a third of the stroke.
    Plateau,
    /// Two pushes: the speed peaks, dips to a third of it or less and peaks again.
    TwoPeaks,
}

/// One part of a shape: its start and duration as shares of the stroke's duration T, and its
/// share of the stroke's length, before the scaling to the asked-for peak speed.
type Part = (f64, f64, f64);

/// The grid the sum's peak speed is found on, as a share of the stroke's duration.
const PEAK_GRID: f64 = 0.001;

impl StrokeShape {
    /// Every shape, the bell first.
    pub const ALL: [StrokeShape; 5] = [
        StrokeShape::Bell,
        StrokeShape::EarlyPeak,
        StrokeShape::LatePeak,
        StrokeShape::Plateau,
        StrokeShape::TwoPeaks,
    ];

    /// A short kebab-case name, as in reports (`early-peak`).
    pub fn name(self) -> &'static str {
        match self {
            StrokeShape::Bell => "bell",
            StrokeShape::EarlyPeak => "early-peak",
            StrokeShape::LatePeak => "late-peak",
            StrokeShape::Plateau => "plateau",
            StrokeShape::TwoPeaks => "two-peaks",
        }
    }

    /// One of the shapes, each as likely.
    pub fn draw(draw: &mut Draw) -> StrokeShape {
        let index = draw.whole(0, Self::ALL.len() as u32 - 1) as usize;
        Self::ALL[index.min(Self::ALL.len() - 1)]
    }

    /// The shape's parts.
    fn shares(self) -> &'static [Part] {
        match self {
            StrokeShape::Bell => &[(0.0, 1.0, 1.0)],
            StrokeShape::EarlyPeak => &[(0.0, 0.4, 0.45), (0.08, 0.6, 0.33), (0.2, 0.8, 0.22)],
            StrokeShape::LatePeak => &[(0.0, 0.8, 0.22), (0.32, 0.6, 0.33), (0.6, 0.4, 0.45)],
            StrokeShape::Plateau => &[(0.0, 0.6, 0.5), (0.35, 0.6, 0.5)],
            StrokeShape::TwoPeaks => &[(0.0, 0.5, 0.5), (0.37, 0.6, 0.5)],
        }
    }

    /// The submovements of a stroke of this shape from `start` s lasting `duration` s whose
    /// summed speed peaks at `peak_speed` m/s (their amounts in m).
    pub fn parts(self, start: f64, duration: f64, peak_speed: f64) -> Vec<Submovement> {
        let parts: Vec<Submovement> = self
            .shares()
            .iter()
            .map(|&(offset, length, share)| Submovement {
                start: start + offset * duration,
                duration: length * duration,
                amount: share,
            })
            .collect();
        let steps = (1.0 / PEAK_GRID) as u32;
        let peak = (0..=steps)
            .map(|i| {
                let t = start + f64::from(i) * PEAK_GRID * duration;
                parts.iter().map(|part| part.at(t)[1]).sum::<f64>()
            })
            .fold(0.0, f64::max);
        let scale = if peak > 0.0 { peak_speed / peak } else { 0.0 };
        parts
            .into_iter()
            .map(|part| Submovement {
                amount: part.amount * scale,
                ..part
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn speed(parts: &[Submovement], t: f64) -> f64 {
        parts.iter().map(|part| part.at(t)[1]).sum()
    }

    fn peak_time(parts: &[Submovement], start: f64, duration: f64) -> (f64, f64) {
        (0..=1000)
            .map(|i| start + f64::from(i) * duration / 1000.0)
            .map(|t| (speed(parts, t), t))
            .fold(
                (0.0, start),
                |best, now| if now.0 > best.0 { now } else { best },
            )
    }

    #[test]
    fn every_shape_peaks_at_the_asked_for_speed_and_ends_within_the_stroke() {
        for shape in StrokeShape::ALL {
            let parts = shape.parts(0.5, 0.2, 1.7);
            let (peak, _) = peak_time(&parts, 0.5, 0.2);
            assert!((peak - 1.7).abs() < 0.01, "{shape:?}: {peak}");
            for part in &parts {
                assert!(part.start + part.duration <= 0.7 + 1e-9, "{shape:?}");
            }
        }
    }

    #[test]
    fn a_skewed_stroke_peaks_early_or_late_and_two_peaks_dip_between() {
        let (_, early) = peak_time(&StrokeShape::EarlyPeak.parts(0.0, 0.2, 1.0), 0.0, 0.2);
        let (_, late) = peak_time(&StrokeShape::LatePeak.parts(0.0, 0.2, 1.0), 0.0, 0.2);
        assert!(early < 0.07, "{early}");
        assert!(late > 0.13, "{late}");
        let two = StrokeShape::TwoPeaks.parts(0.0, 0.2, 1.0);
        let dip = (40..=60)
            .map(|i| speed(&two, f64::from(i) * 0.002))
            .fold(f64::INFINITY, f64::min);
        assert!((0.15..0.6).contains(&dip), "{dip}");
        let plateau = StrokeShape::Plateau.parts(0.0, 0.2, 1.0);
        let held = (0..100)
            .filter(|&i| speed(&plateau, f64::from(i) * 0.002) > 0.85)
            .count();
        assert!(held >= 25, "{held}");
    }
}
