//! The cases and answers exchanged with a reference outside this program (MuJoCo's, in
//! `tools/physics-reference/mujoco/reference.py`), as JSON: every case with the sizes and masses of
//! its bodies, so the other side needs nothing of ours; and back, per case, what the reference
//! observed.

use crate::cases::{Body, Case, Observed};
use catapult_core::physics::Parameters;
use catapult_core::physics::pieces::{follower, tile};
use nalgebra::{Vector2, Vector3};
use serde_json::{Value, json};
use std::collections::HashMap;

/// Every case as JSON: lengths in m, masses in kg, speeds in m/s, angles in rad.
pub fn cases_json(cases: &[Case]) -> Value {
    let cases: Vec<Value> = cases
        .iter()
        .map(|case| {
            let kind = case.token;
            let body = case.body.map(|body| {
                let (x, y) = body.position();
                let (pose, base) = match body {
                    Body::Standing { base, .. } => ("standing", base),
                    Body::Lying { base, .. } => ("lying", base),
                };
                json!({"pose": pose, "x": x, "y": y, "facing": body.facing(), "base": base})
            });
            json!({
                "name": case.name,
                "group": format!("{:?}", case.group),
                "token": {"radius": kind.radius(), "thickness": kind.thickness(), "mass": kind.mass()},
                "position": [case.position.x, case.position.y, case.position.z],
                "velocity": [case.velocity.x, case.velocity.y, case.velocity.z],
                "tilt": case.tilt,
                "spin": case.spin,
                "follower": body,
                "tiles": case.tiles,
                "landing_height": case.landing_height(),
            })
        })
        .collect();
    let defaults = Parameters::default();
    json!({
        "follower_box": {
            "thickness": follower::THICKNESS,
            "width": follower::WIDTH,
            "height": follower::HEIGHT,
            "mass": follower::MASS,
        },
        "tile": {"size": tile::SIZE, "thickness": tile::THICKNESS},
        "friction": crate::bodies::FRICTION,
        "restitution": {
            "surface": defaults.restitution_surface,
            "follower": defaults.restitution_follower,
        },
        "cases": cases,
    })
}

/// A reference's answers read back, by case name (a file may answer some of the cases: a run
/// of the followers only, say). Each answer: `touched`, `follower` (its final base centre
/// [x, y] and the z of its up axis, or null), `token_rest` [x, y, z] and `landing` ([x, y] or
/// null). An answer to no case of ours is refused, so a file of other cases is not taken.
pub fn read_answers(text: &str, cases: &[Case]) -> Result<HashMap<String, Observed>, String> {
    let root: Value = serde_json::from_str(text).map_err(|e| format!("not JSON: {e}"))?;
    let answers = root
        .get("answers")
        .and_then(Value::as_object)
        .ok_or("no \"answers\" object")?;
    if let Some(stranger) = answers
        .keys()
        .find(|name| !cases.iter().any(|c| &c.name == *name))
    {
        return Err(format!("\"{stranger}\" is no case of ours"));
    }
    let mut read = HashMap::new();
    for case in cases {
        let Some(answer) = answers.get(&case.name) else {
            continue;
        };
        let number = |v: &Value| {
            v.as_f64()
                .ok_or_else(|| format!("{}: {v} is no number", case.name))
        };
        let triple = |v: &Value| -> Result<Vec<f64>, String> {
            v.as_array()
                .ok_or_else(|| format!("{}: {v} is no list", case.name))?
                .iter()
                .map(number)
                .collect()
        };
        let touched = answer["touched"]
            .as_bool()
            .ok_or_else(|| format!("{}: \"touched\" must be true or false", case.name))?;
        let follower = match (&answer["follower"], case.body) {
            (Value::Null, None) => None,
            (v, Some(_)) => match triple(v)?.as_slice() {
                [x, y, up] => Some((Vector2::new(*x, *y), *up)),
                _ => return Err(format!("{}: \"follower\" needs [x, y, up]", case.name)),
            },
            (_, None) => return Err(format!("{}: has no follower to answer for", case.name)),
        };
        let rest = triple(&answer["token_rest"])?;
        if rest.len() != 3 {
            return Err(format!("{}: token_rest needs [x, y, z]", case.name));
        }
        let landing = match &answer["landing"] {
            Value::Null => None,
            v => match triple(v)?.as_slice() {
                [x, y] => Some(Vector2::new(*x, *y)),
                _ => return Err(format!("{}: \"landing\" needs [x, y]", case.name)),
            },
        };
        let observed = Observed::new(
            case,
            touched,
            follower,
            Vector3::new(rest[0], rest[1], rest[2]),
            landing,
        );
        read.insert(case.name.clone(), observed);
    }
    Ok(read)
}
