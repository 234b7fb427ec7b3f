//! `--three-way`: the model against the two independent engines, rapier3d and MuJoCo, and the
//! engines against each other (and against our own integrators), case by case where they
//! differ. The targets of docs/PHYSICS.md hold against each engine on its own.

use crate::cases::{Case, Group, Observed, Verdict};
use crate::{model, percent, reference};
use catapult_core::physics::Parameters;
use std::collections::HashMap;

/// The targets against each independent engine: topple verdict, exact outcome (%).
const TOPPLE_TARGET: f64 = 85.0;
const OUTCOME_TARGET: f64 = 75.0;

/// How often two answers agree on a set of follower cases.
#[derive(Debug, Default, Clone, Copy)]
struct Agreement {
    cases: usize,
    topple: usize,
    outcome: usize,
}

impl Agreement {
    fn count(&mut self, a: Verdict, b: Verdict) {
        self.cases += 1;
        self.topple += usize::from((a == Verdict::Toppled) == (b == Verdict::Toppled));
        self.outcome += usize::from(a == b);
    }

    fn line(&self, what: &str) -> String {
        format!(
            "{what:<28} topple verdict {:>5.1} %  exact outcome {:>5.1} %  of {}",
            percent(self.topple, self.cases),
            percent(self.outcome, self.cases),
            self.cases
        )
    }

    fn meets_targets(&self) -> bool {
        // Nothing compared is no agreement (an answers file of landings only, say).
        self.cases > 0
            && percent(self.topple, self.cases) >= TOPPLE_TARGET
            && percent(self.outcome, self.cases) >= OUTCOME_TARGET
    }
}

/// Prints the three-way table. `ours` runs our own integrator on a case (rapier for the
/// farmer, which our integrators do not model); rapier runs at `rapier_step` s. Returns
/// whether the model meets the targets against both engines.
pub fn report(
    params: &Parameters,
    mujoco: &HashMap<String, Observed>,
    ours: impl Fn(&Case) -> Observed,
    rapier_step: f64,
) -> Result<bool, String> {
    let mut pairs: [Agreement; 4] = Default::default();
    let mut within = [0usize; 3];
    let mut landings = 0;
    println!(
        "{:<64} {:<10} {:<10} {:<10} {:<10}",
        "follower case (shown where any differ)", "model", "ours", "rapier", "MuJoCo"
    );
    let mut landing_lines = Vec::new();
    for case in crate::cases::all() {
        let Some(engine) = mujoco.get(&case.name) else {
            continue;
        };
        let model = model::run(&case, params)?;
        let own = ours(&case);
        if matches!(case.group, Group::FlatLanding | Group::EdgeLanding) {
            let gap = |a: &Observed, b: &Observed| (a.token_rest.xy() - b.token_rest.xy()).norm();
            let gaps = [gap(&model, &own), gap(&model, engine), gap(&own, engine)];
            landings += 1;
            for (count, g) in within.iter_mut().zip(gaps) {
                *count += usize::from(g <= 0.01);
            }
            if gaps.iter().any(|g| *g > 0.01) {
                landing_lines.push(format!(
                    "{:<80} rest x model {:>6.1}  ours {:>6.1}  MuJoCo {:>6.1} mm",
                    case.name,
                    model.token_rest.x * 1000.0,
                    own.token_rest.x * 1000.0,
                    engine.token_rest.x * 1000.0
                ));
            }
            continue;
        }
        let rapier = reference::run(&case, rapier_step);
        let verdicts = [
            model.verdict(),
            own.verdict(),
            rapier.verdict(),
            engine.verdict(),
        ];
        pairs[0].count(verdicts[0], verdicts[2]);
        pairs[1].count(verdicts[0], verdicts[3]);
        pairs[2].count(verdicts[2], verdicts[3]);
        pairs[3].count(verdicts[0], verdicts[1]);
        if verdicts.iter().any(|v| *v != verdicts[0]) {
            let [m, o, r, j] = verdicts.map(|v| format!("{v:?}"));
            let own = if case.group == Group::Farmer {
                "(rapier)".to_string()
            } else {
                o
            };
            println!("{:<64} {m:<10} {own:<10} {r:<10} {j:<10}", case.name);
        }
    }
    println!("\nlanding case (shown where a rest point is more than 1 cm from another)");
    for line in &landing_lines {
        println!("{line}");
    }
    println!(
        "\nmodel {}; rapier3d at {:.0} Hz; MuJoCo as its answers file says; ours: our integrators",
        params.model,
        1.0 / rapier_step
    );
    println!("{}", pairs[0].line("model against rapier"));
    println!("{}", pairs[1].line("model against MuJoCo"));
    println!("{}", pairs[2].line("rapier against MuJoCo"));
    println!("{}", pairs[3].line("model against ours"));
    println!(
        "landing rest within 1 cm, of {landings}: model-ours {:.1} %, model-MuJoCo {:.1} %, ours-MuJoCo {:.1} %",
        percent(within[0], landings),
        percent(within[1], landings),
        percent(within[2], landings)
    );
    let met = pairs[0].meets_targets() && pairs[1].meets_targets();
    println!(
        "targets against each engine (topple >= {TOPPLE_TARGET:.0} %, outcome >= {OUTCOME_TARGET:.0} %): {}",
        if met { "met" } else { "MISSED" }
    );
    Ok(met)
}
