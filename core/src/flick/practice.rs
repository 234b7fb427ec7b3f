//! What the practice screen shows after a flick: the launch it gave in words and numbers with
//! a small side view of its flight, or why there was none and what to do next.

use super::arc::side_view;
use super::detector::{FlickLaunch, NoFlick};
use serde::Serialize;

/// Elevations below this are a flat arc, degrees.
const FLAT_BELOW: f64 = 40.0;
/// Elevations above this are a high arc, degrees.
const HIGH_ABOVE: f64 = 50.0;
/// Launches below this speed are gentle, m/s (about the middle of the table is 2.2 m/s).
const GENTLE_BELOW: f64 = 2.0;
/// Launches from this speed on are at or near full power, m/s.
const FULL_FROM: f64 = 4.8;
/// Aims further off than this are called crooked, degrees.
const CROOKED_BEYOND: f64 = 20.0;

/// The launch numbers of a practice flick.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct PracticeLaunch {
    /// Launch speed, m/s.
    pub speed_m_per_s: f64,
    /// Aim from straight ahead, degrees, counter-clockwise (left) positive.
    pub aim_degrees: f64,
    /// Elevation above the table, degrees (30–60).
    pub elevation_degrees: f64,
    /// The hand's speed at its fastest after the sensitivity's factor, m/s.
    pub hand_speed_m_per_s: f64,
    /// Where the token would come down, m from the catapult (drag-free, see `arc`).
    pub distance_m: f64,
}

/// What a practice flick gave, for the practice screen and `catapult flick`.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PracticeReport {
    /// Whether the flick launched.
    pub launched: bool,
    /// The outcome in a few words: "2.8 m/s, 4° left, a middle arc" or "Too gentle".
    pub headline: String,
    /// What to do next, one sentence.
    pub advice: String,
    /// The launch's numbers, when it launched.
    pub launch: Option<PracticeLaunch>,
    /// Why there was no launch (`too_gentle`, `steep`, …), when there was none.
    pub reason: Option<NoFlick>,
    /// The flight from the side: about 12 points `[distance, height]`, m, from the release to
    /// the landing on the table; empty when nothing launched.
    pub arc: Vec<[f64; 2]>,
}

impl PracticeReport {
    /// The report of a flick's outcome.
    pub fn new(outcome: Result<FlickLaunch, NoFlick>) -> PracticeReport {
        match outcome {
            Ok(launch) => launched(&launch),
            Err(why) => PracticeReport {
                launched: false,
                headline: why.title().to_owned(),
                advice: sentence(why.advice()),
                launch: None,
                reason: Some(why),
                arc: Vec::new(),
            },
        }
    }
}

fn launched(launch: &FlickLaunch) -> PracticeReport {
    let arc = side_view(launch.speed, launch.elevation_degrees);
    let distance_m = arc.last().map_or(0.0, |point| point[0]);
    PracticeReport {
        launched: true,
        headline: format!(
            "{:.1} m/s, {}, {}",
            launch.speed,
            aim_words(launch.aim_degrees),
            arc_words(launch.elevation_degrees)
        ),
        advice: launch_advice(launch).to_owned(),
        launch: Some(PracticeLaunch {
            speed_m_per_s: launch.speed,
            aim_degrees: launch.aim_degrees,
            elevation_degrees: launch.elevation_degrees,
            hand_speed_m_per_s: launch.strength,
            distance_m,
        }),
        reason: None,
        arc,
    }
}

/// "straight ahead", "4° left", "12° right" (counter-clockwise is left).
fn aim_words(aim_degrees: f64) -> String {
    let degrees = aim_degrees.abs().round();
    match aim_degrees {
        _ if degrees == 0.0 => "straight ahead".to_owned(),
        aim if aim > 0.0 => format!("{degrees}° left"),
        _ => format!("{degrees}° right"),
    }
}

/// "a flat arc" below 40°, "a high arc" above 50°, "a middle arc" between.
fn arc_words(elevation_degrees: f64) -> &'static str {
    if elevation_degrees < FLAT_BELOW {
        "a flat arc"
    } else if elevation_degrees > HIGH_ABOVE {
        "a high arc"
    } else {
        "a middle arc"
    }
}

/// The one thing worth trying next after a launch: the aim first (a crooked flick misses
/// whatever its power), then the power.
fn launch_advice(launch: &FlickLaunch) -> &'static str {
    if launch.aim_degrees.abs() > CROOKED_BEYOND {
        "Flick straight toward where the phone's top points to aim at the middle."
    } else if launch.speed < GENTLE_BELOW {
        "A short throw: flick harder to reach further, or pick the gentle setting."
    } else if launch.speed >= FULL_FROM {
        "Full power: flick softer for a shorter throw, or pick the firm setting."
    } else {
        "A good flick: hurl like this in the game."
    }
}

/// Advice written to follow a reason ("hold the button…") as a sentence of its own.
fn sentence(advice: &str) -> String {
    let mut letters = advice.chars();
    match letters.next() {
        Some(first) => format!("{}{}.", first.to_uppercase(), letters.as_str()),
        None => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::flick::{FlickSettings, detect, read_csv};

    fn launch(speed: f64, aim_degrees: f64, elevation_degrees: f64) -> FlickLaunch {
        FlickLaunch {
            speed,
            aim_degrees,
            elevation_degrees,
            strength: 1.5,
            peak_acceleration: 20.0,
            peak_rotation: 3.0,
            duration: 0.08,
        }
    }

    #[test]
    fn a_medium_flick_from_the_traces_reads_as_speed_aim_and_arc_with_its_flight() {
        let path = concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../tests/traces/flick-medium-100hz.csv"
        );
        let samples = read_csv(&std::fs::read_to_string(path).unwrap()).unwrap();
        let (outcome, _) = detect(&samples, FlickSettings::default());
        let flick = outcome.unwrap();
        let report = PracticeReport::new(outcome);
        assert!(report.launched && report.reason.is_none());
        assert!(
            report
                .headline
                .starts_with(&format!("{:.1} m/s, ", flick.speed)),
            "{}",
            report.headline
        );
        assert!(report.headline.ends_with("arc"), "{}", report.headline);
        let numbers = report.launch.unwrap();
        assert_eq!(numbers.hand_speed_m_per_s, flick.strength);
        assert_eq!(report.arc.len(), 12);
        assert_eq!(report.arc.last().unwrap()[1], 0.0);
        assert_eq!(numbers.distance_m, report.arc[11][0]);
        assert!(numbers.distance_m > 0.5, "{numbers:?}");
    }

    #[test]
    fn aim_left_is_counter_clockwise_and_the_arc_is_named_by_its_elevation() {
        let headline = |l: FlickLaunch| PracticeReport::new(Ok(l)).headline;
        assert_eq!(
            headline(launch(2.8, 4.2, 45.0)),
            "2.8 m/s, 4° left, a middle arc"
        );
        assert_eq!(
            headline(launch(3.0, -12.0, 35.0)),
            "3.0 m/s, 12° right, a flat arc"
        );
        assert_eq!(
            headline(launch(1.2, 0.3, 55.0)),
            "1.2 m/s, straight ahead, a high arc"
        );
    }

    #[test]
    fn the_advice_after_a_launch_names_the_one_thing_to_change() {
        let advice = |l: FlickLaunch| PracticeReport::new(Ok(l)).advice;
        assert!(advice(launch(3.0, 35.0, 45.0)).contains("straight"));
        assert!(advice(launch(1.3, 0.0, 45.0)).contains("flick harder"));
        assert!(advice(launch(5.0, 0.0, 45.0)).contains("softer"));
        assert!(advice(launch(3.0, 2.0, 45.0)).contains("good flick"));
    }

    #[test]
    fn every_miss_says_why_in_a_few_words_and_what_to_do_with_no_arc() {
        for why in NoFlick::ALL {
            let report = PracticeReport::new(Err(why));
            assert!(!report.launched && report.launch.is_none() && report.arc.is_empty());
            assert_eq!(report.reason, Some(why));
            assert_eq!(report.headline, why.title());
            assert!(report.advice.ends_with('.'), "{why:?}: {}", report.advice);
            assert!(report.advice.starts_with(char::is_uppercase), "{why:?}");
        }
        let put_down = PracticeReport::new(Err(NoFlick::TooShort));
        assert_eq!(put_down.headline, "Just a tap");
        let json = serde_json::to_value(PracticeReport::new(Err(NoFlick::Steep))).unwrap();
        assert_eq!(json["reason"], "steep");
        assert_eq!(json["headline"], "Tilted too steeply");
    }
}
