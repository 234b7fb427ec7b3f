//! Realistic motion traces for the flick's evaluation (issue 16): a minimum-jerk hand, a wrist
//! that turns the phone about a pivot behind the sensor, an IMU with its filter, noise, bias,
//! clipping and quantisation, a fused attitude that lags, and sampling at 50–400 Hz with
//! jitter and dropped samples; and the movements that must never launch. See docs/FLICK.md,
//! "Realistic motion and its evaluation".
//!
//! Frames: the phone is held in portrait, screen up, top edge toward the board, so at arming
//! the device's y axis points (about) along world +y, which is the detector's `forward`.
//! Everything is deterministic from its seed, with `libm` and ChaCha8 only, so traces are
//! bit-identical on every platform.

use super::sample::MotionSample;

/// What kind of movement a trace holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Family {
    /// A flick toward the board: the only family that should launch.
    Flick,
    /// Shaking the phone along its x axis (side to side).
    ShakeX,
    /// Shaking the phone along its y axis (along its length).
    ShakeY,
    /// Shaking the phone along its z axis (up and down through the screen).
    ShakeZ,
    /// Picking the phone up from the table.
    PickUp,
    /// Putting the phone down on the table.
    PutDown,
    /// Tapping the screen.
    Tap,
    /// Walking with the phone in hand.
    Walk,
    /// Jogging with the phone in hand.
    Jog,
    /// Passing the phone to the next player: a slow arc.
    Pass,
    /// The phone slips and falls onto a sofa.
    SofaDrop,
    /// Turning the phone to landscape.
    Landscape,
    /// Holding the phone still (the older half-sine generator's non-flick).
    Still,
    /// A long, slow sweep of the arm (the older half-sine generator's non-flick).
    SlowSweep,
}

impl Family {
    /// Every family, flicks first.
    pub const ALL: [Family; 14] = [
        Family::Flick,
        Family::ShakeX,
        Family::ShakeY,
        Family::ShakeZ,
        Family::PickUp,
        Family::PutDown,
        Family::Tap,
        Family::Walk,
        Family::Jog,
        Family::Pass,
        Family::SofaDrop,
        Family::Landscape,
        Family::Still,
        Family::SlowSweep,
    ];

    /// A short kebab-case name, as in file names and reports (`shake-x`, `sofa-drop`).
    pub fn name(self) -> &'static str {
        match self {
            Family::Flick => "flick",
            Family::ShakeX => "shake-x",
            Family::ShakeY => "shake-y",
            Family::ShakeZ => "shake-z",
            Family::PickUp => "pick-up",
            Family::PutDown => "put-down",
            Family::Tap => "tap",
            Family::Walk => "walk",
            Family::Jog => "jog",
            Family::Pass => "pass",
            Family::SofaDrop => "sofa-drop",
            Family::Landscape => "landscape",
            Family::Still => "still",
            Family::SlowSweep => "slow-sweep",
        }
    }

    /// Whether the family is one of the shakes (whose target is ≤ 2 % false launches, not 1 %).
    pub fn is_shake(self) -> bool {
        matches!(self, Family::ShakeX | Family::ShakeY | Family::ShakeZ)
    }
}

/// What a flick really was: the ground truth the detector's launch is measured against.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct FlickTruth {
    /// The hand's (wrist's) highest speed in the stroke, m/s: the peak of |ṗ_w|.
    pub hand_speed: f64,
    /// Direction of the hand's horizontal velocity at that peak, degrees from the phone's top at
    /// arming (world +y rotated by the hold's heading), counter-clockwise positive: the
    /// convention of `FlickLaunch::aim_degrees`.
    pub hand_azimuth_degrees: f64,
    /// Direction of the sensor's own horizontal velocity at the hand's peak, degrees, same
    /// convention (it differs from the hand's when the wrist turns).
    pub sensor_azimuth_degrees: f64,
    /// The elevation the player meant, degrees, 30–60: the stroke rises by this less 45°.
    pub intended_elevation_degrees: f64,
    /// The stroke's slope above the horizontal at the hand's peak, degrees.
    pub stroke_elevation_degrees: f64,
    /// Whether a backward wind-up came before the stroke.
    pub wind_up: bool,
    /// For a flick rendered twice, with and without its wind-up: the motion seed both share.
    pub wind_up_pair: Option<u64>,
    /// Whether the wrist turned the phone during the stroke.
    pub wrist_turn: bool,
    /// An extra-hard flick (above full power, to test clipping), reported apart.
    pub hard: bool,
}

/// One generated trace with what it really was.
#[derive(Debug, Clone, PartialEq)]
pub struct Trace {
    /// The kind of movement.
    pub family: Family,
    /// The seed of the movement itself (the same at every rate).
    pub motion_seed: u64,
    /// Nominal sample rate, Hz.
    pub rate_hz: u32,
    /// The samples, as a phone reports them (Android convention).
    pub samples: Vec<MotionSample>,
    /// The truth, for a flick; `None` for a movement that must not launch.
    pub flick: Option<FlickTruth>,
}

/// The sample rates every evaluation covers, Hz.
pub const RATES: [u32; 5] = [50, 60, 100, 200, 400];

pub mod eval;
pub mod older;

// TEMPORARY (branch i16-eval): the realistic corpus is written on another branch; delete these
// two lines and corpus_placeholder.rs at the merge.
mod corpus_placeholder;
pub use corpus_placeholder::corpus;
