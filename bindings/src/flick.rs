//! The flick: the phone's motion samples, exactly as Android or iOS report them, turned into a
//! catapult launch by the core's detector; and the touch swipe that is always available instead.
//!
//! The apps never convert units: Android samples go in as `SensorEvent` gives them (ns, m/s²,
//! rad/s), iOS samples as `CMDeviceMotion` gives them (s, g, rad/s), and the core brings both to
//! one convention.

use crate::error::CatapultError;
use crate::shared::Launch;
use catapult_core::flick::{
    self, FlickLaunch, FlickSensitivity, FlickSettings, FlickState, MotionSample, NoFlick,
};
use std::sync::{Mutex, MutexGuard};

/// One Android motion reading: the same moment from three sensors.
///
/// Device frame: x to the right of the screen, y to its top, z out of the screen.
#[derive(Debug, Clone, Copy, PartialEq, uniffi::Record)]
pub struct AndroidMotion {
    /// `SensorEvent.timestamp`, ns (a clock that only goes forward).
    pub timestamp_ns: i64,
    /// `TYPE_LINEAR_ACCELERATION` x (gravity removed), m/s².
    pub acceleration_x: f64,
    /// `TYPE_LINEAR_ACCELERATION` y, m/s².
    pub acceleration_y: f64,
    /// `TYPE_LINEAR_ACCELERATION` z, m/s².
    pub acceleration_z: f64,
    /// `TYPE_GYROSCOPE` x, rad/s.
    pub rotation_x: f64,
    /// `TYPE_GYROSCOPE` y, rad/s.
    pub rotation_y: f64,
    /// `TYPE_GYROSCOPE` z, rad/s.
    pub rotation_z: f64,
    /// `TYPE_GAME_ROTATION_VECTOR` through `SensorManager.getQuaternionFromVector`: w.
    pub quaternion_w: f64,
    /// The quaternion's x.
    pub quaternion_x: f64,
    /// The quaternion's y.
    pub quaternion_y: f64,
    /// The quaternion's z.
    pub quaternion_z: f64,
}

impl From<AndroidMotion> for MotionSample {
    fn from(m: AndroidMotion) -> MotionSample {
        MotionSample::android(
            m.timestamp_ns,
            [m.acceleration_x, m.acceleration_y, m.acceleration_z],
            [m.rotation_x, m.rotation_y, m.rotation_z],
            [
                m.quaternion_w,
                m.quaternion_x,
                m.quaternion_y,
                m.quaternion_z,
            ],
        )
    }
}

impl From<MotionSample> for AndroidMotion {
    fn from(sample: MotionSample) -> AndroidMotion {
        let [acceleration_x, acceleration_y, acceleration_z] = sample.acceleration;
        let [rotation_x, rotation_y, rotation_z] = sample.rotation_rate;
        let [quaternion_w, quaternion_x, quaternion_y, quaternion_z] = sample.attitude;
        AndroidMotion {
            timestamp_ns: sample.timestamp_ns,
            acceleration_x,
            acceleration_y,
            acceleration_z,
            rotation_x,
            rotation_y,
            rotation_z,
            quaternion_w,
            quaternion_x,
            quaternion_y,
            quaternion_z,
        }
    }
}

/// One iOS motion reading: a `CMDeviceMotion` (reference frame `xArbitraryZVertical`), as is.
///
/// Device frame: x to the right of the screen, y to its top, z out of the screen.
#[derive(Debug, Clone, Copy, PartialEq, uniffi::Record)]
pub struct IosMotion {
    /// `CMDeviceMotion.timestamp`, s since boot.
    pub timestamp_s: f64,
    /// `userAcceleration.x`, in g (Core Motion's sign; the library converts).
    pub user_acceleration_x_g: f64,
    /// `userAcceleration.y`, in g.
    pub user_acceleration_y_g: f64,
    /// `userAcceleration.z`, in g.
    pub user_acceleration_z_g: f64,
    /// `rotationRate.x`, rad/s.
    pub rotation_x: f64,
    /// `rotationRate.y`, rad/s.
    pub rotation_y: f64,
    /// `rotationRate.z`, rad/s.
    pub rotation_z: f64,
    /// `attitude.quaternion.w`.
    pub quaternion_w: f64,
    /// `attitude.quaternion.x`.
    pub quaternion_x: f64,
    /// `attitude.quaternion.y`.
    pub quaternion_y: f64,
    /// `attitude.quaternion.z`.
    pub quaternion_z: f64,
}

impl From<IosMotion> for MotionSample {
    fn from(m: IosMotion) -> MotionSample {
        MotionSample::ios(
            m.timestamp_s,
            [
                m.user_acceleration_x_g,
                m.user_acceleration_y_g,
                m.user_acceleration_z_g,
            ],
            [m.rotation_x, m.rotation_y, m.rotation_z],
            [
                m.quaternion_w,
                m.quaternion_x,
                m.quaternion_y,
                m.quaternion_z,
            ],
        )
    }
}

/// A detected flick (or swipe): the launch it asks for and how it was measured.
#[derive(Debug, Clone, Copy, PartialEq, uniffi::Record)]
pub struct FlickResult {
    /// The launch: aim, elevation and speed. Flicks aim within ±90° (the hurl itself takes
    /// what the catapult allows); swipes are at the middle of the elevation range.
    pub launch: Launch,
    /// The hand's speed gained in the flick, m/s, after calibration (feed an uncalibrated
    /// hardest flick's value to [`FlickDetector::calibrate`]).
    pub strength_m_per_s: f64,
    /// Highest filtered horizontal acceleration, m/s² (0 for a swipe).
    pub peak_acceleration: f64,
    /// Highest rotation rate during the flick, rad/s (0 for a swipe).
    pub peak_rotation: f64,
    /// How long the flick accelerated (or the swipe took), s.
    pub duration_s: f64,
}

impl From<FlickLaunch> for FlickResult {
    fn from(launch: FlickLaunch) -> FlickResult {
        FlickResult {
            launch: Launch {
                aim_degrees: launch.aim_degrees,
                elevation_degrees: launch.elevation_degrees,
                speed_m_per_s: launch.speed,
            },
            strength_m_per_s: launch.strength,
            peak_acceleration: launch.peak_acceleration,
            peak_rotation: launch.peak_rotation,
            duration_s: launch.duration,
        }
    }
}

/// What the detector is doing.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum FlickPhase {
    /// Not listening (the launch button is not held).
    Idle,
    /// Listening for a flick.
    Armed,
    /// A flick is under way.
    Flicking,
    /// A flick was detected (or the attempt ended): release the button to get it.
    Done,
}

impl From<FlickState> for FlickPhase {
    fn from(state: FlickState) -> FlickPhase {
        match state {
            FlickState::Idle => FlickPhase::Idle,
            FlickState::Armed => FlickPhase::Armed,
            FlickState::Flicking => FlickPhase::Flicking,
            FlickState::Done => FlickPhase::Done,
        }
    }
}

/// How to flick, and how to raise or flatten the arc, for the how-to-play text and the flick's
/// help: a few short sentences (the same words in every app).
#[uniffi::export]
pub fn how_to_flick() -> String {
    flick::HOW_TO_FLICK.to_owned()
}

/// Why no flick came out, as a [`CatapultError::BadInput`] whose message says what to do (the
/// core's advice, the same words as the practice screen's).
fn no_flick(why: NoFlick) -> CatapultError {
    CatapultError::bad_input(format!("{why}; {}", why.advice()))
}

/// Why a swipe launched nothing, as a [`CatapultError::BadInput`].
fn no_swipe(why: NoFlick) -> CatapultError {
    CatapultError::bad_input(match why {
        NoFlick::NoSignal => {
            "the swipe could not be measured (its numbers, duration or screen height are not usable); swipe again"
        }
        _ => "the swipe was too short or too slow to launch; swipe up toward the board, quicker",
    })
}

/// Turns the phone's motion into a launch. Make one per aiming player; [`FlickDetector::arm`]
/// when the launch button goes down, push samples while it is held, and
/// [`FlickDetector::disarm`] when it comes up. Safe to call from any thread (one at a time).
#[derive(Debug, uniffi::Object)]
pub struct FlickDetector {
    inner: Mutex<flick::FlickDetector>,
}

impl FlickDetector {
    /// The core detector, or [`CatapultError::Internal`] if an earlier call broke it.
    fn detector(&self) -> Result<MutexGuard<'_, flick::FlickDetector>, CatapultError> {
        self.inner.lock().map_err(|_| CatapultError::Internal {
            message: "the flick detector stopped working; make a new one".into(),
        })
    }

    /// Feeds samples (any platform) and returns the flick completed in this batch.
    fn push(&self, samples: &[MotionSample]) -> Result<Option<FlickResult>, CatapultError> {
        Ok(self.detector()?.push(samples).map(FlickResult::from))
    }
}

#[uniffi::export]
impl FlickDetector {
    /// A detector with the standard thresholds, idle and uncalibrated.
    #[uniffi::constructor]
    pub fn new() -> std::sync::Arc<FlickDetector> {
        std::sync::Arc::new(FlickDetector {
            inner: Mutex::new(flick::FlickDetector::new(FlickSettings::default())),
        })
    }

    /// A detector for a player with `sensitivity` (the hurl stage's `flick_sensitivity`): its
    /// start speed and its calibration. Calibrating it afterwards replaces that calibration.
    #[uniffi::constructor]
    pub fn with_sensitivity(sensitivity: FlickSensitivity) -> std::sync::Arc<FlickDetector> {
        std::sync::Arc::new(FlickDetector {
            inner: Mutex::new(flick::FlickDetector::with_sensitivity(sensitivity)),
        })
    }

    /// The launch button went down: start listening, forgetting any earlier flick.
    pub fn arm(&self) -> Result<(), CatapultError> {
        self.detector()?.arm();
        Ok(())
    }

    /// Feeds Android samples, oldest first, in batches of any size. Returns the flick if it
    /// completed in this batch (once; later batches return `None` until armed again). Bad
    /// samples (NaN, time going backwards, …) are skipped and counted, never refused.
    pub fn push_android(
        &self,
        samples: Vec<AndroidMotion>,
    ) -> Result<Option<FlickResult>, CatapultError> {
        let samples: Vec<MotionSample> = samples.into_iter().map(MotionSample::from).collect();
        self.push(&samples)
    }

    /// Feeds iOS samples, oldest first, in batches of any size; as
    /// [`FlickDetector::push_android`].
    pub fn push_ios(&self, samples: Vec<IosMotion>) -> Result<Option<FlickResult>, CatapultError> {
        let samples: Vec<MotionSample> = samples.into_iter().map(MotionSample::from).collect();
        self.push(&samples)
    }

    /// The launch button came up: stop listening. Returns the flick of this attempt, or
    /// [`CatapultError::BadInput`] saying why there was none and what to do.
    pub fn disarm(&self) -> Result<FlickResult, CatapultError> {
        self.detector()?
            .disarm()
            .map(FlickResult::from)
            .map_err(no_flick)
    }

    /// What the detector is doing.
    pub fn state(&self) -> Result<FlickPhase, CatapultError> {
        Ok(self.detector()?.state().into())
    }

    /// Scales this player's flicks so that their hardest one, whose uncalibrated
    /// [`FlickResult::strength_m_per_s`] was `hardest_m_per_s` (m/s, > 0), gives full power.
    /// The factor stays between ×0.5 and ×3.
    pub fn calibrate(&self, hardest_m_per_s: f64) -> Result<(), CatapultError> {
        if !(hardest_m_per_s.is_finite() && hardest_m_per_s > 0.0) {
            return Err(CatapultError::bad_input(format!(
                "a flick's strength must be a positive number of m/s, not {hardest_m_per_s}; flick as hard as you can and calibrate with its strength"
            )));
        }
        self.detector()?.calibrate(hardest_m_per_s);
        Ok(())
    }

    /// The factor hand speeds are multiplied by (1 until calibrated; 0.5–3).
    pub fn calibration(&self) -> Result<f64, CatapultError> {
        Ok(self.detector()?.calibration())
    }

    /// Samples skipped so far as unusable (not finite, time going backwards or repeated, gaps,
    /// impossible values, no attitude); a count, for diagnostics.
    pub fn skipped_samples(&self) -> Result<u32, CatapultError> {
        let r = self.detector()?.rejected();
        Ok([
            r.not_finite,
            r.backwards,
            r.duplicate,
            r.gaps,
            r.absurd,
            r.bad_attitude,
        ]
        .into_iter()
        .fold(0u32, u32::saturating_add))
    }
}

/// A swipe on the screen, in screen points (x to the right, y down, as screens have it).
#[derive(Debug, Clone, Copy, PartialEq, uniffi::Record)]
pub struct SwipeInput {
    /// Where the finger went down: x, points.
    pub start_x: f64,
    /// Where the finger went down: y, points (down the screen).
    pub start_y: f64,
    /// Where it lifted: x, points.
    pub end_x: f64,
    /// Where it lifted: y, points (down the screen).
    pub end_y: f64,
    /// How long the swipe took, s (> 0).
    pub duration_s: f64,
    /// The screen's height, points (> 0): a swipe of the whole height in 0.2 s is full power.
    pub screen_height: f64,
}

/// The launch a swipe asks for: up the screen is toward the board, the angle off vertical is
/// the aim (left is counter-clockwise), the swipe's speed is the power, at the middle of the
/// catapult's elevation range. A swipe down, too slow or unmeasurable is
/// [`CatapultError::BadInput`] saying what to do.
#[uniffi::export]
pub fn swipe_launch(swipe: SwipeInput) -> Result<FlickResult, CatapultError> {
    // The core's swipe has the same convention (points, y down): no conversion.
    let swipe = flick::Swipe {
        start: [swipe.start_x, swipe.start_y],
        end: [swipe.end_x, swipe.end_y],
        duration: swipe.duration_s,
        screen_height: swipe.screen_height,
    };
    flick::swipe_launch(&swipe)
        .map(FlickResult::from)
        .map_err(no_swipe)
}

/// Runs the detector over a recorded motion trace (CSV with the header
/// `timestamp_ns,ax,ay,az,gx,gy,gz,qw,qx,qy,qz`, Android units; `#` lines are comments), armed
/// from the first sample to the last, as a player holding the button throughout. A file that
/// cannot be read, or a trace with no flick, is [`CatapultError::BadInput`] saying why.
#[uniffi::export]
pub fn flick_from_trace(csv: String) -> Result<FlickResult, CatapultError> {
    let samples = flick::read_csv(&csv).map_err(|error| {
        CatapultError::bad_input(format!(
            "the motion trace could not be read ({error}); check it is a trace CSV"
        ))
    })?;
    let (result, _skipped) = flick::detect(&samples, FlickSettings::default());
    result.map(FlickResult::from).map_err(no_flick)
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

    use super::*;
    use catapult_core::flick::STANDARD_GRAVITY;

    fn trace(name: &str) -> String {
        let path = format!("{}/../tests/traces/{name}.csv", env!("CARGO_MANIFEST_DIR"));
        std::fs::read_to_string(&path).unwrap_or_else(|error| panic!("{path}: {error}"))
    }

    fn android(name: &str) -> Vec<AndroidMotion> {
        flick::read_csv(&trace(name))
            .unwrap()
            .into_iter()
            .map(AndroidMotion::from)
            .collect()
    }

    fn message(error: CatapultError) -> String {
        match error {
            CatapultError::BadInput { message } => message,
            other => panic!("not BadInput: {other:?}"),
        }
    }

    #[test]
    fn a_recorded_medium_flick_from_tests_traces_gives_a_launch() {
        let result = flick_from_trace(trace("flick-medium-100hz")).unwrap();
        assert!(result.launch.speed_m_per_s > 1.0 && result.launch.speed_m_per_s <= 5.0);
        assert!(result.launch.aim_degrees.abs() < 15.0, "{result:?}");
        assert!((30.0..=60.0).contains(&result.launch.elevation_degrees));
        assert!(result.strength_m_per_s > 0.3 && result.duration_s > 0.0);

        // The same through the object, in batches as a phone delivers them.
        let detector = FlickDetector::new();
        assert_eq!(detector.state().unwrap(), FlickPhase::Idle);
        detector.arm().unwrap();
        assert_eq!(detector.state().unwrap(), FlickPhase::Armed);
        let launches: Vec<FlickResult> = android("flick-medium-100hz")
            .chunks(5)
            .filter_map(|batch| detector.push_android(batch.to_vec()).unwrap())
            .collect();
        assert_eq!(launches, vec![result]);
        assert_eq!(detector.state().unwrap(), FlickPhase::Done);
        assert_eq!(detector.disarm().unwrap(), result);
        assert_eq!(detector.state().unwrap(), FlickPhase::Idle);
        assert_eq!(detector.skipped_samples().unwrap(), 0);
    }

    #[test]
    fn a_tap_is_refused_with_why() {
        let why = message(flick_from_trace(trace("tap")).unwrap_err());
        assert!(why.contains("hold the launch button"), "{why}");
        let detector = FlickDetector::new();
        detector.arm().unwrap();
        assert_eq!(detector.push_android(android("tap")).unwrap(), None);
        assert_eq!(message(detector.disarm().unwrap_err()), why);
        // Released without being pressed.
        let why = message(detector.disarm().unwrap_err());
        assert!(why.starts_with("the launch button was not held"), "{why}");
    }

    #[test]
    fn ios_samples_in_g_give_the_same_launch_as_android_samples_in_m_per_s2() {
        let samples = android("flick-medium-200hz");
        let ios: Vec<IosMotion> = samples
            .iter()
            .map(|m| IosMotion {
                timestamp_s: m.timestamp_ns as f64 / 1e9,
                // Core Motion's user acceleration is the opposite of the device's, in g.
                user_acceleration_x_g: -m.acceleration_x / STANDARD_GRAVITY,
                user_acceleration_y_g: -m.acceleration_y / STANDARD_GRAVITY,
                user_acceleration_z_g: -m.acceleration_z / STANDARD_GRAVITY,
                rotation_x: m.rotation_x,
                rotation_y: m.rotation_y,
                rotation_z: m.rotation_z,
                quaternion_w: m.quaternion_w,
                quaternion_x: m.quaternion_x,
                quaternion_y: m.quaternion_y,
                quaternion_z: m.quaternion_z,
            })
            .collect();
        let on_android = FlickDetector::new();
        on_android.arm().unwrap();
        on_android.push_android(samples).unwrap();
        let on_ios = FlickDetector::new();
        on_ios.arm().unwrap();
        on_ios.push_ios(ios).unwrap();
        let (a, i) = (on_android.disarm().unwrap(), on_ios.disarm().unwrap());
        let close = |x: f64, y: f64| (x - y).abs() < 1e-6;
        assert!(
            close(a.launch.speed_m_per_s, i.launch.speed_m_per_s),
            "{a:?} {i:?}"
        );
        assert!(
            close(a.launch.aim_degrees, i.launch.aim_degrees),
            "{a:?} {i:?}"
        );
        assert!(close(
            a.launch.elevation_degrees,
            i.launch.elevation_degrees
        ));
        assert!(close(a.strength_m_per_s, i.strength_m_per_s));
        assert!(close(a.duration_s, i.duration_s));
    }

    #[test]
    fn calibration_takes_only_a_positive_strength() {
        let detector = FlickDetector::new();
        assert_eq!(detector.calibration().unwrap(), 1.0);
        for bad in [0.0, -1.0, f64::NAN, f64::INFINITY] {
            let why = message(detector.calibrate(bad).unwrap_err());
            assert!(why.contains("positive number of m/s"), "{why}");
        }
        detector.calibrate(1.5).unwrap();
        assert!((detector.calibration().unwrap() - 2.0).abs() < 1e-12);
    }

    #[test]
    fn bad_samples_are_skipped_and_counted() {
        let detector = FlickDetector::new();
        detector.arm().unwrap();
        let mut samples = android("flick-medium-100hz");
        samples[3].acceleration_x = f64::NAN;
        samples[9].timestamp_ns = samples[8].timestamp_ns;
        detector.push_android(samples).unwrap();
        assert_eq!(detector.skipped_samples().unwrap(), 2);
        assert!(detector.disarm().is_ok());
    }

    #[test]
    fn a_quick_swipe_up_launches_and_a_swipe_down_is_refused() {
        let swipe = |end_y: f64, duration_s: f64| SwipeInput {
            start_x: 200.0,
            start_y: 700.0,
            end_x: 200.0,
            end_y,
            duration_s,
            screen_height: 800.0,
        };
        let up = swipe_launch(swipe(100.0, 0.15)).unwrap();
        assert!(up.launch.aim_degrees.abs() < 1e-9 && up.launch.speed_m_per_s > 1.0);
        assert!(message(swipe_launch(swipe(750.0, 0.2)).unwrap_err()).contains("swipe up"));
        assert!(message(swipe_launch(swipe(100.0, 0.0)).unwrap_err()).contains("swipe again"));
    }

    #[test]
    fn a_gentle_players_detector_throws_a_light_flick_further_than_a_firm_ones() {
        let speed = |sensitivity: FlickSensitivity| {
            let detector = FlickDetector::with_sensitivity(sensitivity);
            detector.arm().unwrap();
            detector.push_android(android("flick-light-100hz")).unwrap();
            detector.disarm().unwrap().launch.speed_m_per_s
        };
        assert!(speed(FlickSensitivity::Gentle) > speed(FlickSensitivity::Firm));
        let normal = FlickDetector::with_sensitivity(FlickSensitivity::Normal);
        assert_eq!(normal.calibration().unwrap(), 1.0);
    }

    #[test]
    fn how_to_flick_is_the_cores_text() {
        assert_eq!(how_to_flick(), flick::HOW_TO_FLICK);
    }

    #[test]
    fn an_unreadable_trace_is_refused_with_its_line() {
        let why = message(flick_from_trace("timestamp_ns,ax\n".into()).unwrap_err());
        assert!(why.contains("line 1"), "{why}");
    }
}
