//! A player's flick sensitivity: gentle, normal or firm. It moves two things only, within
//! bounds the tests cover: the hand speed at which a movement may start a flick, and the hand
//! speed that gives full power (docs/FLICK.md, "Sensitivity").

use super::detector::FlickDetector;
use super::settings::{FULL_POWER, FlickSettings};
use serde::{Deserialize, Serialize};

/// How hard a player must flick: a per-seat setting, saved with the seat.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum FlickSensitivity {
    /// For light flicks: a stroke starts at 0.4 m/s and full power comes at 2.2 m/s.
    Gentle,
    /// The detector's defaults: 0.5 m/s to start, full power at 3.0 m/s.
    #[default]
    Normal,
    /// For strong arms: 0.6 m/s to start, full power at 3.8 m/s.
    Firm,
}

impl FlickSensitivity {
    /// Every sensitivity, gentlest first (the order a settings screen lists them in).
    pub const ALL: [FlickSensitivity; 3] = [
        FlickSensitivity::Gentle,
        FlickSensitivity::Normal,
        FlickSensitivity::Firm,
    ];

    /// The hand's speed at which a movement may start a flick, m/s.
    pub const fn start_speed(self) -> f64 {
        match self {
            FlickSensitivity::Gentle => 0.4,
            FlickSensitivity::Normal => 0.5,
            FlickSensitivity::Firm => 0.6,
        }
    }

    /// The hand's speed that gives full power, m/s.
    pub const fn full_power_hand_speed(self) -> f64 {
        match self {
            FlickSensitivity::Gentle => 2.2,
            FlickSensitivity::Normal => FULL_POWER,
            FlickSensitivity::Firm => 3.8,
        }
    }

    /// The detector's settings: the defaults with this sensitivity's `start_speed`.
    pub fn settings(self) -> FlickSettings {
        FlickSettings {
            start_speed: self.start_speed(),
            ..FlickSettings::default()
        }
    }

    /// The factor hand speeds are multiplied by (dimensionless): [`FULL_POWER`] over this
    /// sensitivity's full-power hand speed, so exactly 1 for normal.
    pub fn calibration(self) -> f64 {
        FULL_POWER / self.full_power_hand_speed()
    }

    /// The name players see: "Gentle", "Normal", "Firm".
    pub const fn label(self) -> &'static str {
        match self {
            FlickSensitivity::Gentle => "Gentle",
            FlickSensitivity::Normal => "Normal",
            FlickSensitivity::Firm => "Firm",
        }
    }

    /// One line saying who it is for, for the settings and practice screens.
    pub const fn explanation(self) -> &'static str {
        match self {
            FlickSensitivity::Gentle => "For light flicks: a small flick goes far.",
            FlickSensitivity::Normal => "For most hands: a firm flick is full power.",
            FlickSensitivity::Firm => "For strong arms: it takes a hard flick to go far.",
        }
    }

    /// The name as the files and the bindings write it (`gentle`, `normal`, `firm`).
    pub const fn name(self) -> &'static str {
        match self {
            FlickSensitivity::Gentle => "gentle",
            FlickSensitivity::Normal => "normal",
            FlickSensitivity::Firm => "firm",
        }
    }

    /// Whether this is the default (a seat saved with it writes no field, so older files
    /// stay byte for byte the same).
    pub fn is_normal(&self) -> bool {
        *self == FlickSensitivity::Normal
    }
}

impl std::str::FromStr for FlickSensitivity {
    type Err = String;

    /// Reads `gentle`, `normal` or `firm` (any case); the error says which words work.
    fn from_str(text: &str) -> Result<FlickSensitivity, String> {
        let wanted = text.trim().to_lowercase();
        FlickSensitivity::ALL
            .into_iter()
            .find(|sensitivity| sensitivity.name() == wanted)
            .ok_or_else(|| {
                format!("no flick sensitivity is called \"{text}\"; use gentle, normal or firm")
            })
    }
}

impl FlickDetector {
    /// A detector for a player with `sensitivity`: its start speed, and its calibration (the
    /// same factor [`FlickDetector::calibrate`] stores for a hardest flick at the full-power
    /// hand speed).
    pub fn with_sensitivity(sensitivity: FlickSensitivity) -> FlickDetector {
        let mut detector = FlickDetector::new(sensitivity.settings());
        detector.calibrate(sensitivity.full_power_hand_speed());
        detector
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::flick::{FlickLaunch, read_csv};

    fn light_flick(sensitivity: FlickSensitivity) -> FlickLaunch {
        let path = concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../tests/traces/flick-light-100hz.csv"
        );
        let samples = read_csv(&std::fs::read_to_string(path).unwrap()).unwrap();
        let mut detector = FlickDetector::with_sensitivity(sensitivity);
        detector.arm();
        detector.push(&samples);
        detector.disarm().unwrap()
    }

    #[test]
    fn every_sensitivity_stays_within_the_bounds_the_tests_cover() {
        for sensitivity in FlickSensitivity::ALL {
            let start = sensitivity.settings().start_speed;
            assert!((0.4..=0.6).contains(&start), "{sensitivity:?}: {start}");
            let factor = sensitivity.calibration();
            assert!(
                (FULL_POWER / 3.8..=FULL_POWER / 2.2).contains(&factor),
                "{sensitivity:?}: ×{factor}"
            );
            // The detector keeps the factor as it is: within calibrate's ×0.5–×3.
            assert_eq!(
                FlickDetector::with_sensitivity(sensitivity).calibration(),
                factor
            );
        }
    }

    #[test]
    fn normal_is_the_detectors_defaults_and_writes_nothing_special() {
        assert_eq!(FlickSensitivity::default(), FlickSensitivity::Normal);
        assert_eq!(
            FlickSensitivity::Normal.settings(),
            FlickSettings::default()
        );
        assert_eq!(FlickSensitivity::Normal.calibration(), 1.0);
        assert_eq!(
            serde_json::to_string(&FlickSensitivity::ALL).unwrap(),
            r#"["gentle","normal","firm"]"#
        );
    }

    #[test]
    fn a_light_flick_goes_further_the_gentler_the_setting() {
        let [gentle, normal, firm] = FlickSensitivity::ALL.map(light_flick);
        assert!(
            gentle.speed > normal.speed && normal.speed > firm.speed,
            "gentle {gentle:?}, normal {normal:?}, firm {firm:?}"
        );
    }

    #[test]
    fn a_player_picks_a_sensitivity_by_its_name_and_a_typo_says_what_works() {
        assert_eq!("Firm".parse(), Ok(FlickSensitivity::Firm));
        assert_eq!(" gentle ".parse(), Ok(FlickSensitivity::Gentle));
        let error = "soft".parse::<FlickSensitivity>().unwrap_err();
        assert!(error.contains("use gentle, normal or firm"), "{error}");
        for sensitivity in FlickSensitivity::ALL {
            assert!(sensitivity.explanation().ends_with('.'));
            assert!(sensitivity.label().starts_with(char::is_uppercase));
        }
    }
}
