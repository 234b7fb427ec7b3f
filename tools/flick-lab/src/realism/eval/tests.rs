//! The evaluation on a tiny hand-made set whose outcomes are known: the older generator's
//! flicks and still hand, labelled at will.

// Test helpers may unwrap: a failure is the test failing.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use super::*;
use crate::generator::{FlickModel, flick, holding_still};
use catapult_core::flick::detect;

fn truth(hand_speed: f64) -> FlickTruth {
    FlickTruth {
        hand_speed,
        hand_azimuth_degrees: 0.0,
        sensor_azimuth_degrees: 0.0,
        intended_elevation_degrees: 45.0,
        stroke_elevation_degrees: 0.0,
        wind_up: false,
        wind_up_pair: None,
        wrist_turn: false,
        hard: false,
        shape: crate::realism::shapes::StrokeShape::Bell,
        wide: false,
    }
}

fn medium(speed: f64, seed: u64) -> Vec<catapult_core::flick::MotionSample> {
    let model = FlickModel {
        peak_hand_speed: speed,
        ..FlickModel::medium(100.0)
    };
    flick(&model, seed)
}

fn trace(family: Family, seed: u64, samples: Vec<catapult_core::flick::MotionSample>) -> Trace {
    Trace {
        family,
        motion_seed: seed,
        rate_hz: 100,
        samples,
        flick: None,
    }
}

fn strength(samples: &[catapult_core::flick::MotionSample]) -> f64 {
    detect(samples, FlickSettings::default())
        .0
        .unwrap()
        .strength
}

#[test]
fn a_launched_flick_is_detected_and_a_launched_shake_is_a_false_launch() {
    let still = holding_still(&FlickModel::medium(100.0), 1.5, 2);
    let traces = vec![
        Trace {
            flick: Some(truth(1.8)),
            ..trace(Family::Flick, 1, medium(1.8, 1))
        },
        // A flick's samples called a shake: it launches, so it is a false launch.
        trace(Family::ShakeX, 2, medium(1.8, 2)),
        trace(Family::Still, 3, still),
    ];
    let report = evaluate(FlickSettings::default(), traces);
    assert_eq!(report.rates.len(), 2, "100 Hz and all");
    let row = &report.rates[0];
    assert_eq!(row.rate_hz, Some(100));
    assert_eq!(row.traces, 3);
    assert_eq!(row.detected[3], Count { k: 1, n: 1 });
    assert_eq!(row.detected[1], Count::default());
    let shake = row.families.iter().find(|f| f.family == "shake-x").unwrap();
    assert_eq!(shake.launched, Count { k: 1, n: 1 });
    assert_eq!(shake.max_percent, MAX_FALSE_LAUNCHES_SHAKE);
    let still = row.families.iter().find(|f| f.family == "still").unwrap();
    assert_eq!(still.launched, Count { k: 0, n: 1 });
    assert_eq!(row.behind, 0);
    assert_eq!(row.off_direction, 0);
    assert_eq!(row.aim_hand.n, 1);
    assert!(row.aim_hand.median.unwrap() < 5.0, "{row:?}");
    assert!((row.elevation.median_error.unwrap()).abs() < 1.0);
    // The shake is the one failure, and the one missed target (at 100 Hz and over all).
    assert_eq!(report.failure_count, 1);
    assert_eq!(report.failures[0].family, "shake-x");
    assert_eq!(report.failures[0].problem, "false launch");
    let missed = report.missed_targets();
    assert_eq!(missed.len(), 2, "{missed:?}");
    assert!(
        missed[0].starts_with("100 Hz: shake-x launched 100.0 %"),
        "{missed:?}"
    );
    let markdown = report.markdown();
    assert!(markdown.contains("1/1 ✗"), "{markdown}");
    assert!(
        markdown.contains("| still |") || markdown.contains("still"),
        "{markdown}"
    );
    assert!(report.summary().contains('✗'));
}

#[test]
fn pairs_with_and_without_a_wind_up_give_the_strengths_ratio() {
    let (with, without) = (medium(2.0, 5), medium(1.8, 6));
    let expected = (strength(&with) / strength(&without) - 1.0).abs();
    let paired = |samples, wind_up| Trace {
        flick: Some(FlickTruth {
            wind_up,
            wind_up_pair: Some(77),
            ..truth(1.9)
        }),
        ..trace(Family::Flick, 77, samples)
    };
    // A pair whose wind-up twin did not launch (a still hand): incomplete.
    let missing = Trace {
        flick: Some(FlickTruth {
            wind_up: true,
            wind_up_pair: Some(78),
            ..truth(1.9)
        }),
        ..trace(
            Family::Flick,
            78,
            holding_still(&FlickModel::medium(100.0), 1.0, 1),
        )
    };
    let lonely = Trace {
        flick: Some(FlickTruth {
            wind_up_pair: Some(78),
            ..truth(1.9)
        }),
        ..trace(Family::Flick, 78, medium(1.9, 8))
    };
    let report = evaluate(
        FlickSettings::default(),
        vec![paired(with, true), paired(without, false), missing, lonely],
    );
    let row = &report.rates[0];
    assert_eq!(row.wind_up.pairs, 1);
    assert_eq!(row.wind_up.incomplete, 1);
    assert!((row.wind_up.median.unwrap() - expected).abs() < 1e-12);
    assert!((row.wind_up.max.unwrap() - expected).abs() < 1e-12);
    // About 2.0 / 1.8 − 1 = 11 %: over the 10 % target.
    assert!(expected > MAX_WIND_UP_CHANGE, "{expected}");
    assert!(
        report
            .missed_targets()
            .iter()
            .any(|m| m.contains("wind-up")),
        "{:?}",
        report.missed_targets()
    );
    assert_eq!(report.failures[0].problem, "missed");
}

#[test]
fn a_flick_behind_the_player_must_not_launch_and_one_off_the_hand_is_counted() {
    let behind = FlickModel {
        direction_degrees: 180.0,
        ..FlickModel::medium(100.0)
    };
    let sideways = FlickModel {
        direction_degrees: 60.0,
        ..FlickModel::medium(100.0)
    };
    let traces = vec![
        Trace {
            flick: Some(FlickTruth {
                hand_azimuth_degrees: 180.0,
                sensor_azimuth_degrees: 180.0,
                ..truth(1.8)
            }),
            ..trace(Family::Flick, 1, flick(&behind, 1))
        },
        // Labelled straight ahead, but the hand went 60° left: more than 30° off.
        Trace {
            flick: Some(truth(1.8)),
            ..trace(Family::Flick, 2, flick(&sideways, 2))
        },
    ];
    let report = evaluate(FlickSettings::default(), traces);
    let row = &report.rates[0];
    assert_eq!(row.behind_flicks.n, 1);
    // Whatever the detector does with the flick behind, a launch from it counts as behind.
    assert_eq!(row.behind, row.behind_flicks.k);
    assert_eq!(row.off_direction, 1);
    assert_eq!(row.detected[3].n, 1, "the flick behind is not in the bins");
}

#[test]
fn an_empty_set_misses_nothing() {
    let report = evaluate(FlickSettings::default(), Vec::new());
    assert_eq!(report.traces(), 0);
    assert!(report.missed_targets().is_empty());
    assert!(report.markdown().contains("| all |"));
}
