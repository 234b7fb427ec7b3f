//! Where the game history lives (`--db`, `$CATAPULT_DB`, the platform's data folder) and how
//! a terminal game is saved in it; used by `play`, `demo`, `render` and the history commands.

use crate::seats::Seat;
use catapult_core::rules::GameConfig;
use catapult_core::session::Session;
use catapult_core::store::{self, GameId, Store};
use clap::Args;
use std::path::PathBuf;
use std::sync::{Arc, Mutex};

/// The `--db` option shared by every command that uses the game history.
#[derive(Debug, Clone, Args)]
pub struct DbArgs {
    /// The game history file. Default: $CATAPULT_DB, else catapult/games.sqlite in the
    /// platform's data folder.
    #[arg(long, value_name = "FILE")]
    db: Option<PathBuf>,
}

impl DbArgs {
    /// Opens the history (creating its folder), setting a damaged file aside with a notice.
    pub fn open(&self) -> Result<Store, String> {
        let path = match &self.db {
            Some(path) => path.clone(),
            None => default_db()?,
        };
        if let Some(folder) = path
            .parent()
            .filter(|folder| !folder.as_os_str().is_empty())
        {
            std::fs::create_dir_all(folder).map_err(|error| {
                format!(
                    "cannot create the folder {} for the game history: {error}; create it, or choose another file with --db FILE",
                    folder.display()
                )
            })?;
        }
        let (store, moved) = Store::open_or_move_aside(&path)
            .map_err(|error| format!("{error} (or choose another history file with --db FILE)"))?;
        if let Some(moved) = moved {
            eprintln!(
                "{}",
                crate::wrap::on_screen(&format!(
                    "catapult: {} was damaged or not a game history; it was moved to {} and a new, empty history was started",
                    path.display(),
                    moved.display()
                ))
            );
        }
        Ok(store)
    }
}

/// `$CATAPULT_DB`, else `catapult/games.sqlite` in the platform's data folder.
pub fn default_db() -> Result<PathBuf, String> {
    if let Some(path) = std::env::var_os("CATAPULT_DB").filter(|path| !path.is_empty()) {
        return Ok(PathBuf::from(path));
    }
    data_dir()
        .map(|dir| dir.join("catapult").join("games.sqlite"))
        .ok_or_else(|| {
            "cannot find a folder for the game history (no home folder is set); set CATAPULT_DB or pass --db FILE".to_string()
        })
}

fn env_dir(name: &str) -> Option<PathBuf> {
    std::env::var_os(name)
        .map(PathBuf::from)
        .filter(|path| path.is_absolute())
}

#[cfg(target_os = "windows")]
fn data_dir() -> Option<PathBuf> {
    env_dir("APPDATA")
}

#[cfg(target_os = "macos")]
fn data_dir() -> Option<PathBuf> {
    env_dir("HOME").map(|home| home.join("Library").join("Application Support"))
}

#[cfg(not(any(target_os = "windows", target_os = "macos")))]
fn data_dir() -> Option<PathBuf> {
    env_dir("XDG_DATA_HOME").or_else(|| env_dir("HOME").map(|home| home.join(".local/share")))
}

/// Stores a new game for these terminal seats in `history` and returns the session that plays
/// it (every move saved as it is made) with the game's id.
pub fn start_session(
    history: Store,
    config: &GameConfig,
    seed: u64,
    seats: &[Seat],
) -> Result<(Session, GameId), String> {
    let stored: Vec<_> = seats
        .iter()
        .enumerate()
        .map(|(index, seat)| to_store(seat, index))
        .collect();
    let session = Session::start(Arc::new(Mutex::new(history)), config.clone(), seed, stored)
        .map_err(|e| e.to_string())?;
    let id = session
        .id()
        .ok_or_else(|| "the game was not stored in the history".to_string())?;
    Ok((session, id))
}

/// The stored seat for a terminal seat at `index`.
fn to_store(seat: &Seat, index: usize) -> store::Seat {
    let colour = catapult_core::scene::player_colour(index).name;
    match seat.bot {
        Some(level) => store::Seat::bot(&seat.name, colour, level),
        None => store::Seat::person(&seat.name, colour),
    }
}

/// "Saved as game 12; `catapult resume 12` continues it" (with `--db` when one was given).
pub fn saved_line(id: GameId, finished: bool, db: &DbArgs) -> String {
    let db = db
        .db
        .as_deref()
        .map(|path| format!(" --db {}", path.display()))
        .unwrap_or_default();
    if finished {
        format!(
            "Saved as game {}; `catapult export {}{db}` writes it out.",
            id.0, id.0
        )
    } else {
        format!(
            "Saved as game {}; `catapult resume {}{db}` continues it.",
            id.0, id.0
        )
    }
}
