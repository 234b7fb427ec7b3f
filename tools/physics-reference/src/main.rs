//! Compares the project's physics with converged rigid-body simulations on single
//! interactions (integrators of our own: at 1 µs for hits on standing followers, at 2 µs for
//! landings; rapier3d at 2 kHz for drops on a lying farmer, and for hits with `--rapier-hits`)
//! and prints the agreement against the targets of docs/PHYSICS.md.
//!
//! `cargo run --release` (from this folder; `scripts/physics-reference` does it) prints one
//! line a case and a summary; `--model N` checks model version N; `--step S` and
//! `--landing-step S` set the references' steps (s), to check that they have converged;
//! `--landing-stiffness K` the landing reference's stiffness (N/m), to check that it does not
//! decide the rest points; `--rings N` samples the token's side in N rings in the hits'
//! reference (2, its rims, by default), to check that the sampling does not decide the verdicts;
//! `--settled` also gives the figures on the cases whose reference answer is settled (see
//! [`settles`]). Exits 1 if a target is missed on the whole set.
//!
//! The third reference, MuJoCo, runs outside this program: `--export-cases FILE` writes every
//! case for `mujoco/reference.py`, `--mujoco ANSWERS` (more than once to merge files) checks
//! the model against its answers instead, and `--three-way` compares the model, our
//! integrators, rapier (at `--step`) and MuJoCo case by case (docs/PHYSICS.md, "Three
//! references"; `scripts/mujoco-reference` makes the answers).

mod bodies;
mod cases;
mod exchange;
mod hit;
mod landing;
mod model;
mod reference;
mod three_way;

use cases::{Group, Verdict};
use catapult_core::physics::Parameters;
use std::process::ExitCode;

fn main() -> ExitCode {
    let mut args = std::env::args().skip(1);
    let mut version = catapult_core::physics::MODEL_VERSION;
    let mut references = References::default();
    let mut quiet = false;
    let mut settled_only = false;
    let mut export = None;
    let mut three_way = false;
    while let Some(arg) = args.next() {
        let value = |args: &mut dyn Iterator<Item = String>| args.next().unwrap_or_default();
        match arg.as_str() {
            "--model" => version = value(&mut args).parse().unwrap_or(0),
            "--step" => references.rapier_step = value(&mut args).parse().unwrap_or(0.0),
            "--landing-step" => {
                references.landing_step = value(&mut args).parse().unwrap_or(0.0);
            }
            "--landing-stiffness" => {
                references.landing_stiffness = value(&mut args).parse().unwrap_or(0.0);
            }
            "--quiet" => quiet = true,
            "--settled" => settled_only = true,
            "--rapier-hits" => references.rapier_hits = true,
            "--rings" => references.rings = value(&mut args).parse().unwrap_or(0),
            "--export-cases" => export = Some(value(&mut args)),
            "--three-way" => three_way = true,
            "--mujoco" => {
                let path = value(&mut args);
                match std::fs::read_to_string(&path)
                    .map_err(|e| e.to_string())
                    .and_then(|text| exchange::read_answers(&text, &cases::all()))
                {
                    Ok(answers) => {
                        let mut merged = references.mujoco.as_deref().cloned().unwrap_or_default();
                        merged.extend(answers);
                        references.mujoco = Some(std::sync::Arc::new(merged));
                    }
                    Err(error) => {
                        eprintln!("{path}: {error}");
                        return ExitCode::from(2);
                    }
                }
            }
            other => {
                eprintln!(
                    "unknown argument {other}; try --model N, --step S, --landing-step S, --landing-stiffness K, --rings N, --quiet, --settled, --rapier-hits, --export-cases FILE, --mujoco ANSWERS, --three-way"
                );
                return ExitCode::from(2);
            }
        }
    }
    if let Some(path) = export {
        let json = exchange::cases_json(&cases::all());
        return match std::fs::write(&path, json.to_string()) {
            Ok(()) => ExitCode::SUCCESS,
            Err(error) => {
                eprintln!("{path}: {error}");
                ExitCode::from(2)
            }
        };
    }
    let params = match Parameters::for_model(version) {
        Ok(params) => params,
        Err(error) => {
            eprintln!("{error}");
            return ExitCode::from(2);
        }
    };
    let References {
        rapier_step: step,
        landing_step,
        landing_stiffness,
        rapier_hits,
        rings,
        ..
    } = references.clone();
    if !(step > 0.0 && step <= 0.001) {
        eprintln!("--step must be above 0 and at most 0.001 s (1 kHz)");
        return ExitCode::from(2);
    }
    if !(landing_step > 0.0 && landing_step <= 0.000_01) {
        eprintln!("--landing-step must be above 0 and at most 0.00001 s (10 µs)");
        return ExitCode::from(2);
    }
    if !(1e4..=1e8).contains(&landing_stiffness) {
        eprintln!(
            "--landing-stiffness must be 1e4 to 1e8 N/m (stiffer needs a smaller --landing-step: about a hundredth of π√(m/K))"
        );
        return ExitCode::from(2);
    }
    if !(2..=33).contains(&rings) {
        eprintln!("--rings must be 2 (the token's two rims) to 33");
        return ExitCode::from(2);
    }
    let mut hits = Tally::default();
    let mut farmer = Tally::default();
    let mut landings = [Tally::default(), Tally::default()];
    // The same figures on the cases whose reference answer is settled (--settled).
    let mut settled = [Tally::default(), Tally::default()];
    if settled_only && references.mujoco.is_some() {
        eprintln!(
            "--settled cannot judge MuJoCo's answers (they are read, not run at half the step): compare two answer files made at different settings instead"
        );
        return ExitCode::from(2);
    }
    if three_way {
        let Some(mujoco) = references.mujoco.clone() else {
            eprintln!("--three-way needs MuJoCo's answers: --mujoco ANSWERS");
            return ExitCode::from(2);
        };
        let others = References {
            mujoco: None,
            ..references.clone()
        };
        return match three_way::report(&params, &mujoco, |case| others.run(case), step) {
            Ok(true) => ExitCode::SUCCESS,
            Ok(false) => ExitCode::from(1),
            Err(error) => {
                eprintln!("{error}");
                ExitCode::from(2)
            }
        };
    }
    let mut skipped = 0;
    for case in cases::all() {
        if references
            .mujoco
            .as_ref()
            .is_some_and(|answers| !answers.contains_key(&case.name))
        {
            skipped += 1;
            continue;
        }
        let reference = references.run(&case);
        let is_settled = settled_only && settles(&case, &reference, &references);
        let model = match model::run(&case, &params) {
            Ok(model) => model,
            Err(error) => {
                eprintln!("{}: the model refused the case: {error}", case.name);
                return ExitCode::from(2);
            }
        };
        let (rv, mv) = (reference.verdict(), model.verdict());
        let rest_gap = (reference.token_rest.xy() - model.token_rest.xy()).norm();
        if !quiet {
            println!(
                "{:<64} reference {:<10} model {:<10} slide {:>5.1}/{:>5.1} mm  token rest {:>5.1} mm apart (x {:.1}/{:.1} mm, landed {:.1}/{:.1} mm)",
                case.name,
                format!("{rv:?}"),
                format!("{mv:?}"),
                reference.slide * 1000.0,
                model.slide * 1000.0,
                rest_gap * 1000.0,
                reference.token_rest.x * 1000.0,
                model.token_rest.x * 1000.0,
                reference.landing.map_or(f64::NAN, |p| p.x * 1000.0),
                model.landing.map_or(f64::NAN, |p| p.x * 1000.0),
            );
        }
        let tally = match case.group {
            Group::Hit => &mut hits,
            Group::Farmer => &mut farmer,
            Group::FlatLanding => &mut landings[0],
            Group::EdgeLanding => &mut landings[1],
        };
        tally.count(&reference, &model);
        if is_settled {
            let landing = matches!(case.group, Group::FlatLanding | Group::EdgeLanding);
            settled[usize::from(landing)].count(&reference, &model);
        }
    }
    if skipped > 0 {
        println!("\n{skipped} cases left out: MuJoCo's answers do not cover them");
    }
    let followers = hits.plus(&farmer);
    let landing = landings[0].plus(&landings[1]);
    println!(
        "\nmodel version {version}: hits against {}, the farmer against rapier3d at {:.0} Hz, landings against our integrator at {:.1} µs and {landing_stiffness:.0} N/m",
        if rapier_hits {
            format!("rapier3d at {:.0} Hz", 1.0 / step)
        } else {
            format!(
                "our integrator at {:.0} µs, the token's side in {rings} rings",
                references.hit_step * 1e6
            )
        },
        1.0 / step,
        landing_step * 1e6
    );
    let mut missed = false;
    for (what, value, target, of) in figures(&followers, &landing) {
        let ok = value >= target;
        missed |= !ok;
        println!(
            "{what:<44} {value:>5.1} % of {of:<4} target ≥ {target:.0} %  {}",
            if ok { "met" } else { "MISSED" }
        );
    }
    println!(
        "  flat landings within 1 cm: {:.1} % of {}; edge landings: {:.1} % of {}",
        percent(landings[0].rest_within_1cm, landings[0].cases),
        landings[0].cases,
        percent(landings[1].rest_within_1cm, landings[1].cases),
        landings[1].cases
    );
    if settled_only {
        println!(
            "\non the cases whose reference answer is settled (hits: the same verdict, and a slide within 10 %, at half the step; landings: rest points within 5 mm when the start tilt is turned 0.02 rad either way):"
        );
        for (what, value, target, of) in figures(&settled[0], &settled[1]) {
            println!("{what:<44} {value:>5.1} % of {of:<4} target ≥ {target:.0} %");
        }
    }
    if missed {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    }
}

/// The reference simulations and their settings, one for each group of cases.
#[derive(Debug, Clone)]
struct References {
    /// rapier3d's step (the farmer; the hits with `rapier_hits`), s.
    rapier_step: f64,
    /// Our hit integrator's step near the follower, s.
    hit_step: f64,
    /// Rings of points sampling the token's side in our hit integrator.
    rings: u32,
    /// Our landing integrator's step, s.
    landing_step: f64,
    /// Its flat face's stiffness, N/m.
    landing_stiffness: f64,
    /// Whether the hits are checked against rapier3d instead of our integrator.
    rapier_hits: bool,
    /// MuJoCo's answers on every case, by name (`--mujoco`), which then replace the others.
    mujoco: Option<std::sync::Arc<std::collections::HashMap<String, cases::Observed>>>,
}

impl Default for References {
    fn default() -> Self {
        References {
            rapier_step: reference::STEP,
            hit_step: hit::STEP,
            rings: hit::RINGS,
            landing_step: landing::STEP,
            landing_stiffness: landing::FLAT_STIFFNESS,
            rapier_hits: false,
            mujoco: None,
        }
    }
}

impl References {
    /// The reference's answer on `case`.
    fn run(&self, case: &cases::Case) -> cases::Observed {
        if let Some(answer) = self
            .mujoco
            .as_ref()
            .and_then(|answers| answers.get(&case.name))
        {
            return answer.clone();
        }
        match case.group {
            Group::FlatLanding | Group::EdgeLanding => {
                landing::run(case, self.landing_step, self.landing_stiffness)
            }
            Group::Hit if !self.rapier_hits => hit::run(case, self.hit_step, self.rings),
            Group::Hit | Group::Farmer => reference::run(case, self.rapier_step),
        }
    }

    /// The same references with the followers' steps halved (the landings' kept), to see
    /// whether a follower's answer has converged.
    fn with_half_follower_steps(&self) -> References {
        References {
            rapier_step: self.rapier_step / 2.0,
            hit_step: self.hit_step / 2.0,
            ..self.clone()
        }
    }
}

/// Whether the reference's answer on `case` is settled: for a hit, the same verdict (and a
/// slide within 10 %) at half the step; for a landing, rest points within 5 mm when the start
/// tilt is turned 0.02 rad either way about x (an edge landing can be chaotic: a slightly
/// different first touch sends the chit elsewhere, and no model can be held to that).
fn settles(case: &cases::Case, reference: &cases::Observed, references: &References) -> bool {
    match case.group {
        Group::Hit | Group::Farmer => {
            let finer = references.with_half_follower_steps().run(case);
            let slides_agree = reference.verdict() != Verdict::Slid
                || (finer.slide - reference.slide).abs() <= 0.1 * reference.slide;
            finer.verdict() == reference.verdict() && slides_agree
        }
        Group::FlatLanding | Group::EdgeLanding => [-0.02, 0.02].iter().all(|turn| {
            let mut turned = case.clone();
            turned.tilt[0] += turn;
            let rest = references.run(&turned).token_rest;
            (rest.xy() - reference.token_rest.xy()).norm() <= 0.005
        }),
    }
}

/// The four figures against their targets: (what, %, target %, of how many cases).
fn figures(followers: &Tally, landing: &Tally) -> [(&'static str, f64, f64, usize); 4] {
    [
        (
            "topple verdict agrees (hits and farmer)",
            percent(followers.topple_agrees, followers.cases),
            85.0,
            followers.cases,
        ),
        (
            "exact outcome agrees (hits and farmer)",
            percent(followers.verdict_agrees, followers.cases),
            70.0,
            followers.cases,
        ),
        (
            "slides within 25 % (both slid)",
            percent(followers.slides_within_25, followers.slides),
            80.0,
            followers.slides,
        ),
        (
            "landing rest within 1 cm (flat and edge)",
            percent(landing.rest_within_1cm, landing.cases),
            80.0,
            landing.cases,
        ),
    ]
}

/// A share as a percentage (100 % of nothing).
fn percent(n: usize, of: usize) -> f64 {
    if of == 0 {
        100.0
    } else {
        100.0 * n as f64 / of as f64
    }
}

/// Counts for a group of cases.
#[derive(Debug, Default, Clone, Copy)]
struct Tally {
    cases: usize,
    verdict_agrees: usize,
    topple_agrees: usize,
    slides: usize,
    slides_within_25: usize,
    rest_within_1cm: usize,
}

impl Tally {
    /// Counts one case: how the model's answer compares with the reference's.
    fn count(&mut self, reference: &cases::Observed, model: &cases::Observed) {
        let (rv, mv) = (reference.verdict(), model.verdict());
        let rest_gap = (reference.token_rest.xy() - model.token_rest.xy()).norm();
        self.cases += 1;
        self.verdict_agrees += usize::from(rv == mv);
        self.topple_agrees += usize::from((rv == Verdict::Toppled) == (mv == Verdict::Toppled));
        self.rest_within_1cm += usize::from(rest_gap <= 0.01);
        if rv == Verdict::Slid && mv == Verdict::Slid {
            self.slides += 1;
            self.slides_within_25 +=
                usize::from((model.slide - reference.slide).abs() <= 0.25 * reference.slide);
        }
    }

    fn plus(&self, other: &Tally) -> Tally {
        Tally {
            cases: self.cases + other.cases,
            verdict_agrees: self.verdict_agrees + other.verdict_agrees,
            topple_agrees: self.topple_agrees + other.topple_agrees,
            slides: self.slides + other.slides,
            slides_within_25: self.slides_within_25 + other.slides_within_25,
            rest_within_1cm: self.rest_within_1cm + other.rest_within_1cm,
        }
    }
}
