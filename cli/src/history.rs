//! The game history on the command line: `catapult history`, `resume`, `export`, `import` and
//! `stats`. Where the database lives is `db.rs`.

use crate::db::DbArgs;
use crate::failure::Failure;
use crate::play;
use catapult_core::rules::escape_hidden;
use catapult_core::session::Session;
use catapult_core::store::{GameFile, GameFilter, GameId, GameStatus, StoreError};
use clap::Args;
use std::fs::File;
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};

/// Games per page of `catapult history`.
const PAGE_SIZE: usize = 20;

/// Arguments of `catapult history`.
#[derive(Debug, Args)]
pub struct HistoryArgs {
    /// Only finished games.
    #[arg(long, conflicts_with = "unfinished")]
    finished: bool,
    /// Only games still being played.
    #[arg(long)]
    unfinished: bool,
    /// Only games with a seat of this name (case does not matter).
    #[arg(long, value_name = "NAME")]
    player: Option<String>,
    /// The page to show, from 1 (20 games a page).
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u64).range(1..))]
    page: u64,
    #[command(flatten)]
    db: DbArgs,
}

/// Lists the saved games, newest first. Names are shown with control characters escaped, so a
/// name stored before names were checked cannot colour the terminal or forge a line.
pub fn run_history(args: &HistoryArgs) -> Result<(), Failure> {
    let store = args.db.open()?;
    let mut out = io::stdout().lock();
    let filter = GameFilter {
        status: if args.finished {
            Some(GameStatus::Finished)
        } else if args.unfinished {
            Some(GameStatus::InProgress)
        } else {
            None
        },
        player: args.player.clone(),
    };
    let page = usize::try_from(args.page - 1).unwrap_or(usize::MAX);
    let games = store
        .list_games(&filter, page, PAGE_SIZE)
        .map_err(|e| e.to_string())?;
    if games.is_empty() {
        if args.page > 1 {
            writeln!(out, "No games on page {}; try a smaller --page.", args.page)?;
        } else {
            writeln!(
                out,
                "No saved games yet in {}; `catapult play` or `catapult demo` saves one.",
                store.path().display()
            )?;
        }
        return Ok(out.flush()?);
    }
    for game in &games {
        let status = match game.status {
            GameStatus::Finished => "finished".to_string(),
            GameStatus::InProgress => format!(
                "unfinished, tile {} of {}",
                game.tiles_placed, game.tiles_in_game
            ),
            GameStatus::Abandoned => "abandoned".to_string(),
        };
        let players: Vec<String> = game
            .seats
            .iter()
            .enumerate()
            .map(|(index, seat)| {
                let name = escape_hidden(&seat.name);
                match game.scores.as_ref().and_then(|scores| scores.get(index)) {
                    Some(score) => format!("{name} {score}"),
                    None => name.into_owned(),
                }
            })
            .collect();
        writeln!(
            out,
            "{:>5}  {}  {:<26}  {}",
            game.id.0,
            date_time(game.updated_ms),
            status,
            players.join(", ")
        )?;
        writeln!(out, "{:>5}  rules: {}", "", game.rules.summary())?;
    }
    if games.len() == PAGE_SIZE {
        writeln!(out, "More with --page {}.", args.page + 1)?;
    }
    Ok(out.flush()?)
}

/// `YYYY-MM-DD HH:MM` (UTC) for milliseconds since the Unix epoch.
fn date_time(ms: i64) -> String {
    let secs = ms.div_euclid(1000);
    let days = secs.div_euclid(86_400);
    let rest = secs.rem_euclid(86_400);
    // Howard Hinnant's civil-from-days.
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!(
        "{year:04}-{month:02}-{day:02} {:02}:{:02}",
        rest / 3600,
        rest % 3600 / 60
    )
}

/// Arguments of `catapult resume`.
#[derive(Debug, Args)]
pub struct ResumeArgs {
    /// The game's number, as `catapult history` shows it.
    id: i64,
    #[command(flatten)]
    db: DbArgs,
}

/// Continues an unfinished game at the terminal with its seats.
pub fn run_resume(args: &ResumeArgs) -> Result<(), String> {
    let store = Arc::new(Mutex::new(args.db.open()?));
    let id = GameId(args.id);
    let session = Session::resume(store, id).map_err(|e| e.to_string())?;
    if session.game().is_over() {
        return Err(format!(
            "game {} is already finished; `catapult export {}` shows its moves, `catapult demo` or `catapult play` starts a new one",
            id.0, id.0
        ));
    }
    play::run_saved(session, id, &args.db)
}

/// Arguments of `catapult export`.
#[derive(Debug, Args)]
pub struct ExportArgs {
    /// The game's number, as `catapult history` shows it.
    id: i64,
    /// Write the JSON document to this file instead of printing it.
    #[arg(long, value_name = "FILE")]
    out: Option<PathBuf>,
    #[command(flatten)]
    db: DbArgs,
}

/// Prints or writes a game as one JSON document.
pub fn run_export(args: &ExportArgs) -> Result<(), Failure> {
    let store = args.db.open()?;
    let json = store
        .export_game(GameId(args.id))
        .map_err(|e| e.to_string())?;
    let mut out = io::stdout().lock();
    match &args.out {
        Some(path) => {
            std::fs::write(path, format!("{json}\n")).map_err(|error| {
                format!(
                    "cannot write {}: {error}; check the folder exists and is writable",
                    path.display()
                )
            })?;
            writeln!(
                out,
                "Game {} written to {}; `catapult import {}` reads it back.",
                args.id,
                path.display(),
                path.display()
            )?;
        }
        None => writeln!(out, "{json}")?,
    }
    Ok(out.flush()?)
}

/// Arguments of `catapult import`.
#[derive(Debug, Args)]
pub struct ImportArgs {
    /// A game file written by `catapult export`.
    file: PathBuf,
    #[command(flatten)]
    db: DbArgs,
}

/// Imports a game document as a new game, once it passed every check ([`GameFile::read`]); a
/// file of more than [`catapult_core::store::LARGEST_GAME_FILE`] bytes is refused having read
/// no more than that.
pub fn run_import(args: &ImportArgs) -> Result<(), Failure> {
    let file = GameFile::read_from(open_game_file(&args.file)?)
        .map_err(|error| StoreError::from(error).to_string())?;
    let mut store = args.db.open()?;
    let id = store.import_file(&file).map_err(|e| e.to_string())?;
    writeln!(
        io::stdout(),
        "Imported {} as game {}; `catapult history` lists it.",
        args.file.display(),
        id.0
    )?;
    Ok(())
}

/// Opens a game file (or, for `render`, a scenario), saying what to do if it cannot.
pub fn open_game_file(path: &Path) -> Result<File, String> {
    File::open(path).map_err(|error| {
        format!(
            "cannot read {}: {error}; give the path of a file written by `catapult export`",
            path.display()
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_are_shown_in_utc() {
        assert_eq!(date_time(0), "1970-01-01 00:00");
        assert_eq!(date_time(1_709_210_096_000), "2024-02-29 12:34");
    }
}

/// Arguments of `catapult stats`.
#[derive(Debug, Args)]
pub struct StatsArgs {
    /// Only this player (case does not matter).
    #[arg(long, value_name = "NAME")]
    player: Option<String>,
    #[command(flatten)]
    db: DbArgs,
}

/// Prints the players' statistics over their finished games (names escaped as in
/// [`run_history`]).
pub fn run_stats(args: &StatsArgs) -> Result<(), Failure> {
    let store = args.db.open()?;
    let mut out = io::stdout().lock();
    let players = match &args.player {
        Some(name) => store
            .player_stats(name)
            .map_err(|e| e.to_string())?
            .into_iter()
            .collect(),
        None => store.all_player_stats().map_err(|e| e.to_string())?,
    };
    if players.is_empty() {
        match &args.player {
            Some(name) => writeln!(
                out,
                "{name} has no finished game yet; `catapult history --player \"{name}\"` lists their games."
            )?,
            None => writeln!(
                out,
                "No finished games yet; finish a `catapult play` or run `catapult demo`."
            )?,
        }
        return Ok(out.flush()?);
    }
    writeln!(
        out,
        "{:<20} {:>5} {:>5} {:>7} {:>5}  {:>6} {:>6} {:>9} {:>6} {:>8}  {:>6} {:>9} {:>7}",
        "player",
        "games",
        "wins",
        "average",
        "best",
        "roads",
        "cities",
        "cloisters",
        "fields",
        "catapult",
        "rounds",
        "knock-outs",
        "catches"
    )?;
    for p in &players {
        writeln!(
            out,
            "{:<20} {:>5} {:>5} {:>7.1} {:>5}  {:>6} {:>6} {:>9} {:>6} {:>8}  {:>6} {:>9} {:>7}",
            escape_hidden(&p.name),
            p.games,
            p.wins,
            p.average_score,
            p.best_score,
            p.roads,
            p.cities,
            p.cloisters,
            p.fields,
            p.catapult,
            p.rounds_won,
            p.knock_outs,
            p.catches
        )?;
    }
    Ok(out.flush()?)
}
