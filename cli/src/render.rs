//! `catapult render`: a stored game, an exported game file or a scenario drawn as PNG — the
//! board at any turn, or a hurl as a still picture, an animated PNG or numbered frames.

use crate::db::DbArgs;
use crate::failure::Failure;
use crate::history::open_game_file;
use catapult_core::rules::{Action, Event, Game, GameConfig};
use catapult_core::scenario::Scenario;
use catapult_core::scene::{board_scene, hurl_flight, hurl_indices, player_colour};
use catapult_core::session::{MessageKind, describe, hurl_result};
use catapult_core::store::{GameDocument, GameFile, GameFileError, GameId, read_game_text};
use catapult_render::{
    BoardOptions, FlightOptions, FlightView, HurlCast, board_png, flight_apng, hurl_png,
    write_flight_pngs,
};
use clap::Args;
use std::io::{self, Write};
use std::path::{Path, PathBuf};

/// Arguments of `catapult render`.
#[derive(Debug, Args)]
pub struct RenderArgs {
    /// A saved game's id (see `catapult history`), a file from `catapult export`, or a
    /// scenario file.
    source: String,
    /// Write the board (or with --hurl, the hurl's top view) to this PNG file.
    #[arg(long, value_name = "FILE")]
    png: Option<PathBuf>,
    /// Show the board as turn N began (N = 1 is the first tile after the start tile), with the
    /// drawn tile and where it fits. Default: the last moment of the game.
    #[arg(long, value_name = "N")]
    turn: Option<usize>,
    /// Draw the game's Kth hurl (1 = the first) instead of the board.
    #[arg(long, value_name = "K")]
    hurl: Option<usize>,
    /// With --hurl: write the flight as an animated PNG to this file.
    #[arg(long, value_name = "FILE")]
    apng: Option<PathBuf>,
    /// With --hurl: write the flight as numbered PNG files into this folder.
    #[arg(long, value_name = "FOLDER")]
    frames: Option<PathBuf>,
    /// With --hurl: show the whole table north up with every seat, not the hurl as the hurler
    /// saw it (from their seat, the board ahead).
    #[arg(long)]
    whole_table: bool,
    /// Tint every feature with followers in its holder's colour.
    #[arg(long)]
    ownership: bool,
    /// Picture width, px.
    #[arg(long, default_value_t = 1080)]
    width: u32,
    /// Board picture height, px.
    #[arg(long, default_value_t = 1920)]
    height: u32,
    #[command(flatten)]
    db: DbArgs,
}

/// A game to draw: how it was set up, what was played, who sat where.
struct Source {
    config: GameConfig,
    seed: u64,
    /// The physics model its hurls ran.
    physics_model: u32,
    actions: Vec<Action>,
    names: Vec<String>,
    label: String,
}

/// Runs `catapult render`.
pub fn run(args: &RenderArgs) -> Result<(), Failure> {
    if args.png.is_none() && args.apng.is_none() && args.frames.is_none() {
        return Err(Failure::Message(
            "say where to write the picture: --png FILE (or, with --hurl, --apng FILE or --frames FOLDER)"
                .into(),
        ));
    }
    if args.hurl.is_none() && (args.apng.is_some() || args.frames.is_some()) {
        return Err(Failure::Message(
            "--apng and --frames draw a hurl: add --hurl K (1 = the game's first hurl)".into(),
        ));
    }
    if args.width < 64 || args.height < 64 || args.width > 8192 || args.height > 8192 {
        return Err(Failure::Message(
            "--width and --height must be between 64 and 8192 pixels".into(),
        ));
    }
    let source = load(&args.source, &args.db)?;
    match args.hurl {
        Some(number) => render_hurl(args, &source, number),
        None => render_board(args, &source),
    }
}

/// Reads the game from a file (export or scenario) or the history (by id).
fn load(text: &str, db: &DbArgs) -> Result<Source, String> {
    let path = Path::new(text);
    if path.is_file() {
        return from_file(path);
    }
    let id: i64 = text.parse().map_err(|_| {
        format!("{text} is neither a file nor a game id; `catapult history` lists the saved games")
    })?;
    let store = db.open()?;
    let document = store
        .game_document(GameId(id))
        .map_err(|error| format!("game {id}: {error}"))?;
    Ok(from_document(document, format!("game {id}")))
}

/// An exported game, checked as `import` checks it, or else a scenario. A file that says it
/// is an exported game is drawn only if `import` would take it.
fn from_file(path: &Path) -> Result<Source, String> {
    let label = path.display().to_string();
    let refused = |error: GameFileError| format!("{label} cannot be drawn: {error}");
    let text = read_game_text(open_game_file(path)?).map_err(refused)?;
    let error = match GameFile::read(&text) {
        Ok(file) => return Ok(from_document(file.into_document(), label)),
        Err(error) => error,
    };
    if !matches!(error, GameFileError::NotAGameFile) {
        return Err(refused(error));
    }
    let scenario = Scenario::from_json(&text)
        .map_err(|error| format!("{label} is neither an exported game nor a scenario: {error}"))?;
    let game = scenario
        .play_moves()
        .map_err(|error| format!("{label}: {error}"))?;
    Ok(Source {
        config: game.config().clone(),
        seed: game.seed(),
        physics_model: game.physics_model(),
        actions: game.actions().to_vec(),
        names: Vec::new(),
        label,
    })
}

/// A game document, from the history or a checked file.
fn from_document(document: GameDocument, label: String) -> Source {
    Source {
        config: document.config,
        seed: document.seed,
        physics_model: document.physics_version,
        actions: document.actions,
        names: document.seats.into_iter().map(|seat| seat.name).collect(),
        label,
    }
}

/// The actions played before turn `turn` began (all of them without `turn`).
fn actions_before_turn(actions: &[Action], turn: Option<usize>) -> Result<&[Action], String> {
    let Some(turn) = turn else {
        return Ok(actions);
    };
    let placements: Vec<usize> = actions
        .iter()
        .enumerate()
        .filter(|(_, action)| matches!(action, Action::PlaceTile { .. }))
        .map(|(index, _)| index)
        .collect();
    if turn == 0 || turn > placements.len() + 1 {
        return Err(format!(
            "the game has turns 1 to {}; choose one with --turn N",
            placements.len() + 1
        ));
    }
    let end = placements.get(turn - 1).copied().unwrap_or(actions.len());
    Ok(&actions[..end])
}

fn render_board(args: &RenderArgs, source: &Source) -> Result<(), Failure> {
    let Some(png) = &args.png else {
        return Err(Failure::Message(
            "say where to write the board: --png FILE".into(),
        ));
    };
    let played = actions_before_turn(&source.actions, args.turn)?;
    let game = Game::replay(
        source.config.clone(),
        source.seed,
        source.physics_model,
        played,
    )
    .map_err(|error| format!("{}: {error}", source.label))?;
    let scene = board_scene(&game, &source.names);
    let options = BoardOptions {
        width: args.width,
        height: args.height,
        ownership: args.ownership,
        ..BoardOptions::default()
    };
    let bytes = board_png(&scene, &options).map_err(|error| error.to_string())?;
    write(png, &bytes)?;
    let moment = match args.turn {
        Some(turn) => format!("as turn {turn} began"),
        None => "at its last move".to_owned(),
    };
    writeln!(
        io::stdout(),
        "wrote {} ({}×{} px): {} {moment}",
        png.display(),
        args.width,
        args.height,
        source.label
    )?;
    Ok(())
}

fn render_hurl(args: &RenderArgs, source: &Source, number: usize) -> Result<(), Failure> {
    let hurls = hurl_indices(&source.actions);
    let Some(index) = number.checked_sub(1).and_then(|k| hurls.get(k)).copied() else {
        return Err(Failure::Message(match hurls.len() {
            0 => format!("{} has no hurls", source.label),
            count => format!(
                "{} has hurls 1 to {count}; choose one with --hurl K",
                source.label
            ),
        }));
    };
    let flight = hurl_flight(
        source.config.clone(),
        source.seed,
        source.physics_model,
        &source.actions,
        index,
    )
    .map_err(|error| format!("{}: {error}", source.label))?;
    let before = Game::replay(
        source.config.clone(),
        source.seed,
        source.physics_model,
        &source.actions[..index],
    )
    .map_err(|error| format!("{}: {error}", source.label))?;
    let board = board_scene(&before, &source.names);
    let options = FlightOptions {
        width: args.width,
        view: if args.whole_table {
            FlightView::Table
        } else {
            FlightView::Hurler
        },
        ..FlightOptions::default()
    };
    if let Some(png) = &args.png {
        let launch = flight
            .hurl
            .throw
            .launch(flight.hurl.seat, flight.hurl.token);
        let mut cast = hurl_cast(&before, &source.actions[index..], &source.names);
        cast.caught = flight.caught_at.is_some();
        // Seen as the flight is: from the hurler's seat, or the whole table if asked.
        cast.camera = flight.camera.clone().filter(|_| !args.whole_table);
        let bytes = hurl_png(
            &flight.table,
            &launch,
            &flight.shown_outcome(),
            Some(&cast),
            args.width,
        )
        .map_err(|error| error.to_string())?;
        write(png, &bytes)?;
        writeln!(
            io::stdout(),
            "wrote {} (hurl {number}, seen from above)",
            png.display()
        )?;
    }
    if let Some(apng) = &args.apng {
        let bytes =
            flight_apng(&flight, Some(&board), &options).map_err(|error| error.to_string())?;
        write(apng, &bytes)?;
        writeln!(
            io::stdout(),
            "wrote {} (hurl {number}, animated)",
            apng.display()
        )?;
    }
    if let Some(folder) = &args.frames {
        std::fs::create_dir_all(folder)
            .map_err(|error| format!("cannot create {}: {error}", folder.display()))?;
        let paths = write_flight_pngs(&flight, Some(&board), &options, folder)
            .map_err(|error| error.to_string())?;
        writeln!(
            io::stdout(),
            "wrote {} frames of hurl {number} into {}",
            paths.len(),
            folder.display()
        )?;
    }
    Ok(())
}

/// Writes `bytes` to `path`, saying what to do if it cannot.
fn write(path: &Path, bytes: &[u8]) -> Result<(), String> {
    std::fs::write(path, bytes).map_err(|error| {
        format!(
            "cannot write {}: {error}; choose another file or folder",
            path.display()
        )
    })
}

/// The colours and caption of the hurl that starts `actions` (the catch after it, if any,
/// follows), played on `before`.
fn hurl_cast(before: &Game, actions: &[Action], names: &[String]) -> HurlCast {
    let seats = (0..before.config().players).map(player_colour).collect();
    let follower_owners = before
        .followers()
        .iter()
        .map(|follower| (follower.id, usize::from(follower.player)))
        .collect();
    let mut after = before.clone();
    let mut said = Vec::new();
    for (step, action) in actions.iter().take(2).enumerate() {
        if step > 0 && !matches!(action, Action::Catch { .. }) {
            break;
        }
        let events = after.apply(*action).unwrap_or_default();
        let mut messages: Vec<String> = describe(Some(*action), before.current_player(), &events)
            .iter()
            .filter(|message| message.kind != MessageKind::RoundOver)
            .map(|message| message.english(names))
            .collect();
        // Who threw which token first, then where it ended, then what the rules made of it.
        let record = events.iter().find_map(|event| match event {
            Event::Hurled(record) => Some(record),
            _ => None,
        });
        if let Some(record) = record {
            let at = usize::from(!messages.is_empty());
            messages.splice(at..at, hurl_result(before, record, names));
        }
        said.extend(messages);
    }
    HurlCast {
        seats,
        follower_owners,
        caption: said,
        caught: false,
        camera: None,
    }
}
