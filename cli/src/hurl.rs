//! `catapult hurl`: hurl a catapult token onto a scene, print what it did as JSON and, with
//! `--png`, draw a top view of the table.

use crate::failure::Failure;
use crate::output::print_json;
use catapult_core::physics::{
    self, Launch, Options, Outcome, Parameters, PhysicsError, Scene, TokenKind,
};
use clap::Args;
use std::path::{Path, PathBuf};

/// Width of the `--png` picture, px.
pub const PNG_WIDTH: u32 = 1200;

/// Arguments of `catapult hurl`.
#[derive(Debug, Args)]
pub struct HurlArgs {
    /// The scene file (JSON: table, tiles, followers, tokens, seats). Default: a small demo
    /// scene, a cross of tiles with six followers and four seats.
    #[arg(long, value_name = "FILE")]
    scene: Option<PathBuf>,
    /// The seat whose catapult throws, counting from 0.
    #[arg(long, default_value_t = 0, value_name = "N")]
    seat: usize,
    /// Direction in degrees from the seat's facing, counter-clockwise positive, within ±90.
    #[arg(
        long,
        default_value_t = 0.0,
        value_name = "DEG",
        allow_negative_numbers = true
    )]
    aim: f64,
    /// Angle above the table in degrees, 0 to 85.
    #[arg(
        long,
        default_value_t = 45.0,
        value_name = "DEG",
        allow_negative_numbers = true
    )]
    elevation: f64,
    /// Speed at release in m/s, above 0 and at most 10 (about 2.2 reaches the middle).
    #[arg(
        long,
        default_value_t = 2.5,
        value_name = "M_PER_S",
        allow_negative_numbers = true
    )]
    speed: f64,
    /// The token hurled: knock-out, seduction, target or catch.
    #[arg(long, default_value = "knock-out", value_parser = parse_token)]
    token: TokenKind,
    /// Switch air drag off.
    #[arg(long)]
    no_drag: bool,
    /// Also draw a top view of the table and the hurl into this PNG file.
    #[arg(long, value_name = "FILE")]
    png: Option<PathBuf>,
    /// Include the 60 Hz animation frames in the JSON (long).
    #[arg(long)]
    frames: bool,
}

/// Reads a token kind as `knock-out` or `knock_out` (any case).
fn parse_token(text: &str) -> Result<TokenKind, String> {
    let name = text.trim().to_ascii_lowercase().replace('-', "_");
    serde_json::from_value(serde_json::Value::String(name)).map_err(|_| {
        format!("'{text}' is not a catapult token: use knock-out, seduction, target or catch")
    })
}

/// Hurls the token; prints the outcome as pretty JSON and writes the picture if asked.
pub fn run(args: &HurlArgs) -> Result<(), Failure> {
    let scene = match &args.scene {
        Some(path) => read_scene(path)?,
        None => Scene::demo(),
    };
    let launch = Launch {
        seat: args.seat,
        aim: physics::radians(args.aim),
        elevation: physics::radians(args.elevation),
        speed: args.speed,
        token: args.token,
    };
    let params = if args.no_drag {
        Parameters::default().without_drag()
    } else {
        Parameters::default()
    };
    let options = Options {
        // The picture draws the flight from the frames.
        frames: args.frames || args.png.is_some(),
        lines: Vec::new(),
    };
    let mut outcome = physics::simulate(&scene, &launch, &params, &options)
        .map_err(|error| explain(error, args))?;
    if let Some(path) = &args.png {
        write_png(path, &scene, &launch, &outcome)?;
    }
    if !args.frames {
        outcome.frames.clear();
    }
    let outcome = serde_json::to_value(&outcome)
        .map_err(|e| format!("cannot write the outcome as JSON: {e}"))?;
    print_json(&outcome)
}

fn read_scene(path: &Path) -> Result<Scene, String> {
    let text = std::fs::read_to_string(path).map_err(|e| {
        format!(
            "cannot read the scene file {}: {e}; check the path, or leave out --scene to use the demo scene",
            path.display()
        )
    })?;
    serde_json::from_str(&text).map_err(|e| {
        format!(
            "{} is not a scene: {e}. A scene is a JSON object with \"table\": [x, y] in metres, \
             \"tiles\": [[i, j], …], \"seats\": [{{\"position\": [x, y], \"facing\": radians}}, …] \
             and optionally \"board_origin\", \"followers\" and \"tokens\"",
            path.display()
        )
    })
}

/// The core's refusal as a sentence naming the flag to change.
fn explain(error: PhysicsError, args: &HurlArgs) -> String {
    match error {
        PhysicsError::BadLaunch {
            field,
            range,
            value,
        } => {
            // The core reports angles in radians; the user typed degrees.
            let given = match field {
                "aim" => args.aim.to_string(),
                "elevation" => args.elevation.to_string(),
                "speed" => args.speed.to_string(),
                _ => value,
            };
            format!("the launch {field} must be {range}; got {given}: change --{field}")
        }
        PhysicsError::NoSuchSeat { seats, .. } => {
            format!("{error}: use --seat 0 to {}", seats.saturating_sub(1))
        }
        PhysicsError::UnknownModel { .. } => error.to_string(),
        PhysicsError::BadScene { .. } => match &args.scene {
            Some(path) => format!("{}: {error}; fix the scene file", path.display()),
            None => error.to_string(),
        },
    }
}

fn write_png(path: &Path, scene: &Scene, launch: &Launch, outcome: &Outcome) -> Result<(), String> {
    let png = catapult_render::hurl_png(scene, launch, outcome, None, PNG_WIDTH)
        .map_err(|e| e.to_string())?;
    std::fs::write(path, png).map_err(|e| {
        format!(
            "cannot write the picture to {}: {e}; check that the folder exists and is writable",
            path.display()
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_read_with_hyphens_or_underscores() {
        assert_eq!(parse_token("knock-out"), Ok(TokenKind::KnockOut));
        assert_eq!(parse_token("knock_out"), Ok(TokenKind::KnockOut));
        assert_eq!(parse_token("Target"), Ok(TokenKind::Target));
        assert_eq!(parse_token("catch"), Ok(TokenKind::Catch));
        assert!(parse_token("rock").is_err_and(|e| e.contains("knock-out, seduction")));
    }
}
