//! A [`Report`] as Markdown tables (`Report::markdown`) and as one plain-text table
//! (`Report::summary`), a `✗` on every figure that misses its target.

use super::{
    Correlation, Count, Family, MAX_AIM_MEDIAN, MAX_AIM_P95, MAX_ELEVATION_AT_BOUND,
    MAX_ELEVATION_ERROR, MAX_FALSE_LAUNCHES, MAX_FALSE_LAUNCHES_SHAKE, MAX_WIND_UP_CHANGE,
    MIN_SPEARMAN, OFF_DIRECTION_DEGREES, RateReport, Report, Spread, TARGET_DETECTED, above,
    bin_name, detection_missed, family_missed, spearman_missed,
};
use std::fmt::Write as _;

/// The mark of a missed target.
const MISSED: &str = " ✗";

/// `" ✗"` if `missed`, else nothing.
fn mark(missed: bool) -> &'static str {
    if missed { MISSED } else { "" }
}

/// A share of a count: `85.0 % (17/20)`, or `—` for none.
fn count(c: &Count) -> String {
    match c.percent() {
        Some(percent) => format!("{percent:.1} % ({}/{})", c.k, c.n),
        None => "—".to_string(),
    }
}

/// A number with `decimals`, or `—`.
fn number(value: Option<f64>, decimals: usize) -> String {
    value.map_or_else(|| "—".to_string(), |v| format!("{v:.decimals$}"))
}

/// A spread's median and p95 in degrees: `0.8° / 2.4°`.
fn spread(s: &Spread) -> String {
    format!("{}° / {}°", number(s.median, 2), number(s.p95, 2))
}

/// A correlation with its count: `0.951 (n 300)`, and the ceiling its ties allow when that
/// leaves it unjudged: `0.730 (n 9; ties cap it at 0.730: info)`.
fn correlation(c: &Correlation) -> String {
    if c.rho.is_some() && !c.judged() {
        return format!(
            "{} (n {}; ties cap it at {}: info)",
            number(c.rho, 3),
            c.n,
            number(c.ceiling, 3)
        );
    }
    format!(
        "{} (n {}){}",
        number(c.rho, 3),
        c.n,
        mark(spearman_missed(c))
    )
}

/// A share of 1 as a percentage: `4.2 %`.
fn share(value: Option<f64>) -> String {
    value.map_or_else(|| "—".to_string(), |v| format!("{:.1} %", 100.0 * v))
}

/// Writes one Markdown table: a header row and one row per report row.
fn table(out: &mut String, header: &[String], rows: &[Vec<String>]) {
    let line = |cells: &[String]| format!("| {} |\n", cells.join(" | "));
    out.push_str(&line(header));
    out.push_str(&line(&vec!["---".to_string(); header.len()]));
    for row in rows {
        out.push_str(&line(row));
    }
    out.push('\n');
}

/// Text cells.
fn cells<const N: usize>(names: [&str; N]) -> Vec<String> {
    names.iter().map(|n| n.to_string()).collect()
}

impl Report {
    /// The report as Markdown: detection by hand speed, false launches by family, direction
    /// and aim, strength, elevation and cost, one row per rate and one over all, then the
    /// first failures. Every figure that misses its target carries a `✗`.
    pub fn markdown(&self) -> String {
        let mut out = String::new();
        let rows = &self.rates;
        let targets: Vec<String> = TARGET_DETECTED
            .iter()
            .enumerate()
            .map(|(i, target)| match target {
                Some(t) => format!("{} m/s (≥ {t} %)", bin_name(i)),
                None => format!("{} m/s (info)", bin_name(i)),
            })
            .collect();
        out.push_str("#### Flicks detected, by the hand's speed\n\n");
        let mut header = cells(["rate"]);
        header.extend(targets);
        header.extend(cells([
            "hard (info)",
            "behind the player, launched (= 0)",
            "lost as dropped (= 0)",
        ]));
        let body: Vec<Vec<String>> = rows
            .iter()
            .map(|r| {
                let mut row = vec![r.label()];
                for (i, c) in r.detected.iter().enumerate() {
                    row.push(format!("{}{}", count(c), mark(detection_missed(i, c))));
                }
                row.push(count(&r.hard_detected));
                row.push(format!(
                    "{}/{}{}",
                    r.behind_flicks.k,
                    r.behind_flicks.n,
                    mark(r.behind_flicks.k > 0)
                ));
                row.push(format!(
                    "{}/{}{}",
                    r.flicks_dropped.k,
                    r.flicks_dropped.n,
                    mark(r.flicks_dropped.k > super::MAX_FLICKS_DROPPED)
                ));
                row
            })
            .collect();
        table(&mut out, &header, &body);

        let families: Vec<Family> = Family::ALL
            .into_iter()
            .filter(|f| {
                rows.iter()
                    .any(|r| r.families.iter().any(|o| o.family == f.name()))
            })
            .collect();
        if !families.is_empty() {
            out.push_str(&format!(
                "#### False launches of the movements that are no flick (shakes ≤ \
                 {MAX_FALSE_LAUNCHES_SHAKE} %, others ≤ {MAX_FALSE_LAUNCHES} %; also how many \
                 ended as dropped)\n\n"
            ));
            let mut header = cells(["rate"]);
            header.extend(families.iter().map(|f| f.name().to_string()));
            let body: Vec<Vec<String>> = rows
                .iter()
                .map(|r| {
                    let mut row = vec![r.label()];
                    for family in &families {
                        let cell = match r.families.iter().find(|o| o.family == family.name()) {
                            Some(o) => {
                                let dropped = if o.dropped > 0 {
                                    format!(", {} dropped", o.dropped)
                                } else {
                                    String::new()
                                };
                                format!(
                                    "{}/{}{dropped}{}",
                                    o.launched.k,
                                    o.launched.n,
                                    mark(family_missed(o))
                                )
                            }
                            None => "—".to_string(),
                        };
                        row.push(cell);
                    }
                    row
                })
                .collect();
            table(&mut out, &header, &body);
        }

        out.push_str("#### Direction and aim (error: median / p95)\n\n");
        let header = vec![
            "rate".to_string(),
            "launches behind the player (= 0)".to_string(),
            format!("more than {OFF_DIRECTION_DEGREES}° off the hand (= 0)"),
            "at ±90° (info)".to_string(),
            format!("aim vs hand (≤ {MAX_AIM_MEDIAN}° / ≤ {MAX_AIM_P95}°)"),
            "aim vs sensor (info)".to_string(),
            "aim vs hand, no wrist turn (info)".to_string(),
        ];
        let body: Vec<Vec<String>> = rows
            .iter()
            .map(|r| {
                vec![
                    r.label(),
                    format!("{}{}", r.behind, mark(r.behind > super::MAX_BEHIND)),
                    format!(
                        "{}{}",
                        r.off_direction,
                        mark(r.off_direction > super::MAX_OFF_DIRECTION)
                    ),
                    r.clamped.to_string(),
                    format!(
                        "{}° / {}°{} (n {})",
                        number(r.aim_hand.median, 2),
                        number(r.aim_hand.p95, 2),
                        mark(
                            above(r.aim_hand.median, MAX_AIM_MEDIAN)
                                || above(r.aim_hand.p95, MAX_AIM_P95)
                        ),
                        r.aim_hand.n
                    ),
                    spread(&r.aim_sensor),
                    format!("{} (n {})", spread(&r.aim_no_turn), r.aim_no_turn.n),
                ]
            })
            .collect();
        table(&mut out, &header, &body);

        out.push_str("#### Strength\n\n");
        let header = vec![
            "rate".to_string(),
            "wind-up pairs (incomplete)".to_string(),
            "wind-up change, median".to_string(),
            format!(
                "wind-up change, max (≤ {:.0} %)",
                100.0 * MAX_WIND_UP_CHANGE
            ),
            format!("Spearman(speed, hand), hand ≤ full power (≥ {MIN_SPEARMAN})"),
            format!("Spearman(strength, hand) (≥ {MIN_SPEARMAN})"),
        ];
        let body: Vec<Vec<String>> = rows
            .iter()
            .map(|r| {
                vec![
                    r.label(),
                    format!("{} ({})", r.wind_up.pairs, r.wind_up.incomplete),
                    share(r.wind_up.median),
                    format!(
                        "{}{}",
                        share(r.wind_up.max),
                        mark(above(r.wind_up.max, MAX_WIND_UP_CHANGE))
                    ),
                    correlation(&r.spearman_speed),
                    correlation(&r.spearman_strength),
                ]
            })
            .collect();
        table(&mut out, &header, &body);

        out.push_str("#### Elevation\n\n");
        let header = vec![
            "rate".to_string(),
            "launches".to_string(),
            format!("at 30° (≤ {MAX_ELEVATION_AT_BOUND} %)"),
            format!("at 60° (≤ {MAX_ELEVATION_AT_BOUND} %)"),
            format!("median error (≤ {MAX_ELEVATION_ERROR}°)"),
            "deciles: min, 10 %, …, 90 %, max (°)".to_string(),
        ];
        let body: Vec<Vec<String>> = rows
            .iter()
            .map(|r| {
                let e = &r.elevation;
                vec![
                    r.label(),
                    e.n.to_string(),
                    format!(
                        "{}{}",
                        percent(e.at_floor),
                        mark(above(e.at_floor, MAX_ELEVATION_AT_BOUND))
                    ),
                    format!(
                        "{}{}",
                        percent(e.at_ceiling),
                        mark(above(e.at_ceiling, MAX_ELEVATION_AT_BOUND))
                    ),
                    format!(
                        "{}°{}",
                        number(e.median_error, 1),
                        mark(above(e.median_error, MAX_ELEVATION_ERROR))
                    ),
                    if e.deciles.is_empty() {
                        "—".to_string()
                    } else {
                        e.deciles
                            .iter()
                            .map(|d| format!("{d:.0}"))
                            .collect::<Vec<_>>()
                            .join(" ")
                    },
                ]
            })
            .collect();
        table(&mut out, &header, &body);

        out.push_str("#### Traces and cost\n\n");
        let header = cells(["rate", "traces", "detector µs per s of samples (info)"]);
        let body: Vec<Vec<String>> = rows
            .iter()
            .map(|r| {
                vec![
                    r.label(),
                    r.traces.to_string(),
                    number(r.detector_us_per_second, 1),
                ]
            })
            .collect();
        table(&mut out, &header, &body);

        if !self.failures.is_empty() {
            let _ = writeln!(
                out,
                "#### Failures ({} of {})\n",
                self.failures.len().min(FAILURES_SHOWN),
                self.failure_count
            );
            let header = cells([
                "family",
                "motion seed",
                "rate",
                "problem",
                "hand",
                "outcome",
            ]);
            let body: Vec<Vec<String>> = self
                .failures
                .iter()
                .take(FAILURES_SHOWN)
                .map(|f| {
                    vec![
                        f.family.clone(),
                        format!("{:#x}", f.motion_seed),
                        format!("{} Hz", f.rate_hz),
                        f.problem.clone(),
                        f.hand.map_or_else(
                            || "—".to_string(),
                            |(speed, azimuth)| format!("{speed:.2} m/s toward {azimuth:.1}°"),
                        ),
                        f.outcome.clone(),
                    ]
                })
                .collect();
            table(&mut out, &header, &body);
        }
        out
    }

    /// The report as one plain-text table, a row per rate: the judged figures only, each
    /// missed one marked `✗`.
    pub fn summary(&self) -> String {
        let mut header = cells(["rate", "traces"]);
        header.extend((1..TARGET_DETECTED.len()).map(|i| format!("det {}", bin_name(i))));
        header.extend(cells([
            "worst false launch",
            "behind",
            "off",
            "wind-up max",
            "aim med/p95",
            "dropped",
            "elev 30/60/err",
            "ρ speed",
            "ρ strength",
        ]));
        let mut rows = vec![header];
        for r in &self.rates {
            rows.push(summary_row(r));
        }
        let widths: Vec<usize> = (0..rows[0].len())
            .map(|i| {
                rows.iter()
                    .map(|row| row.get(i).map_or(0, |c| c.chars().count()))
                    .max()
                    .unwrap_or(0)
            })
            .collect();
        let mut out = String::new();
        for row in &rows {
            let line: Vec<String> = row
                .iter()
                .zip(&widths)
                .map(|(cell, &width)| {
                    let pad = width.saturating_sub(cell.chars().count());
                    format!("{cell}{}", " ".repeat(pad))
                })
                .collect();
            out.push_str(line.join("  ").trim_end());
            out.push('\n');
        }
        if self
            .rates
            .iter()
            .flat_map(|r| [r.spearman_speed, r.spearman_strength])
            .any(|c| c.rho.is_some() && !c.judged())
        {
            out.push_str("(ρ): ties among the hand speeds cap ρ below the target: not judged.\n");
        }
        out
    }
}

/// How many failures the Markdown lists (the JSON has up to [`super::MAX_FAILURES`]).
const FAILURES_SHOWN: usize = 30;

/// A percentage already in percent: `4.2 %`.
fn percent(value: Option<f64>) -> String {
    value.map_or_else(|| "—".to_string(), |v| format!("{v:.1} %"))
}

/// One row of [`Report::summary`].
fn summary_row(r: &RateReport) -> Vec<String> {
    let mut row = vec![r.label(), r.traces.to_string()];
    for i in 1..TARGET_DETECTED.len() {
        let c = &r.detected[i];
        row.push(format!(
            "{}{}",
            percent(c.percent()),
            mark(detection_missed(i, c))
        ));
    }
    let worst = r
        .families
        .iter()
        .filter(|f| f.launched.n > 0)
        .max_by(|a, b| {
            let over =
                |f: &super::FamilyOutcome| f.launched.percent().unwrap_or(0.0) - f.max_percent;
            over(a).total_cmp(&over(b))
        });
    let non_flicks: usize = r.families.iter().map(|f| f.launched.n).sum();
    row.push(match worst {
        Some(f) if f.launched.k > 0 => format!(
            "{} {}/{}{}",
            f.family,
            f.launched.k,
            f.launched.n,
            mark(family_missed(f))
        ),
        _ if non_flicks > 0 => format!("none of {non_flicks}"),
        _ => "—".to_string(),
    });
    row.push(format!(
        "{}{}",
        r.behind,
        mark(r.behind > super::MAX_BEHIND)
    ));
    row.push(format!(
        "{}{}",
        r.off_direction,
        mark(r.off_direction > super::MAX_OFF_DIRECTION)
    ));
    row.push(format!(
        "{}{}",
        share(r.wind_up.max),
        mark(above(r.wind_up.max, MAX_WIND_UP_CHANGE))
    ));
    row.push(format!(
        "{}{}",
        spread(&r.aim_hand),
        mark(above(r.aim_hand.median, MAX_AIM_MEDIAN) || above(r.aim_hand.p95, MAX_AIM_P95))
    ));
    row.push(format!(
        "{}{}",
        r.flicks_dropped.k,
        mark(r.flicks_dropped.k > super::MAX_FLICKS_DROPPED)
    ));
    let e = &r.elevation;
    row.push(format!(
        "{}/{}/{}°{}",
        number(e.at_floor, 0),
        number(e.at_ceiling, 0),
        number(e.median_error, 1),
        mark(
            above(e.at_floor, MAX_ELEVATION_AT_BOUND)
                || above(e.at_ceiling, MAX_ELEVATION_AT_BOUND)
                || above(e.median_error, MAX_ELEVATION_ERROR)
        )
    ));
    row.push(correlation_short(&r.spearman_speed));
    row.push(correlation_short(&r.spearman_strength));
    row
}

/// A correlation alone: `0.951`, `(0.730)` when ties leave it unjudged.
fn correlation_short(c: &Correlation) -> String {
    if c.rho.is_some() && !c.judged() {
        return format!("({})", number(c.rho, 3));
    }
    format!("{}{}", number(c.rho, 3), mark(spearman_missed(c)))
}
