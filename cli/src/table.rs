//! The terminal a game is played on: where answers come from and the game is shown, the
//! screen's size the board is cut to, and why a game stopped early.

use crate::style::Style;
use catapult_core::rules::escape_hidden;
use catapult_core::session::{Session, SessionError, supply_words};
use std::io::{self, BufRead, Write};

/// Why the session stopped early.
#[derive(Debug)]
pub(crate) enum Stop {
    /// The player typed q.
    Quit,
    /// Input ended or could not be read/written.
    Io(io::Error),
    /// The game refused something it should not have.
    Game(String),
}

impl std::fmt::Display for Stop {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Stop::Quit => write!(f, "game left unfinished"),
            Stop::Io(error) if error.kind() == io::ErrorKind::UnexpectedEof => {
                write!(f, "input ended before the game did")
            }
            Stop::Io(error) => write!(f, "terminal error: {error}"),
            Stop::Game(message) => write!(f, "{message}"),
        }
    }
}

impl From<io::Error> for Stop {
    fn from(error: io::Error) -> Stop {
        Stop::Io(error)
    }
}

impl From<SessionError> for Stop {
    fn from(error: SessionError) -> Stop {
        Stop::Game(error.to_string())
    }
}

/// The terminal a game is played on.
pub(crate) struct Table<'a, R: BufRead, W: Write> {
    /// Where answers come from.
    pub(crate) input: &'a mut R,
    /// Where the game is shown.
    pub(crate) out: &'a mut W,
    /// Colours or not.
    pub(crate) style: Style,
    /// The terminal's size, columns and rows, when known: the board is cut to fit it.
    pub(crate) screen: Option<(usize, usize)>,
    /// What `s` shows at any prompt: the scores and what the game would give if it ended now.
    pub(crate) scoreboard: Vec<String>,
}

impl<'a, R: BufRead, W: Write> Table<'a, R, W> {
    /// A table on `input` and `out`, with colours and the board's size as the terminal allows.
    pub(crate) fn new(input: &'a mut R, out: &'a mut W) -> Self {
        Table {
            input,
            out,
            style: Style::detect(),
            screen: screen_size(),
            scoreboard: Vec::new(),
        }
    }

    /// Reads one trimmed line; `q` stops the game.
    pub(crate) fn read(&mut self, prompt: &str) -> Result<String, Stop> {
        write!(self.out, "{prompt} ")?;
        self.out.flush()?;
        let mut line = String::new();
        if self.input.read_line(&mut line)? == 0 {
            return Err(Stop::Io(io::Error::from(io::ErrorKind::UnexpectedEof)));
        }
        let line = line.trim().to_string();
        if line.eq_ignore_ascii_case("q") {
            return Err(Stop::Quit);
        }
        if line.eq_ignore_ascii_case("s") && !self.scoreboard.is_empty() {
            for row in self.scoreboard.clone() {
                writeln!(self.out, "{row}")?;
            }
            return self.read(prompt);
        }
        Ok(line)
    }
}

/// The terminal's columns and rows: `COLUMNS` and `LINES` when set (as shells and tests set
/// them), else the size of the terminal standard output is, else unknown.
pub(crate) fn screen_size() -> Option<(usize, usize)> {
    let from_env = |name: &str| std::env::var(name).ok()?.trim().parse::<usize>().ok();
    if let (Some(columns), Some(rows)) = (from_env("COLUMNS"), from_env("LINES")) {
        return Some((columns, rows));
    }
    terminal_size::terminal_size()
        .map(|(width, height)| (usize::from(width.0), usize::from(height.0)))
}

/// What `s` prints: each seat's score and followers left, and what the final scoring would
/// add if the game ended now.
pub(crate) fn scoreboard(session: &Session) -> Vec<String> {
    let scene = catapult_core::scene::board_scene(session.game(), &session.names());
    let width = scene
        .players
        .iter()
        .map(|player| player.name.chars().count())
        .max()
        .unwrap_or(0);
    let mut lines = vec!["Scores now, and if the game ended now:".to_owned()];
    for player in &scene.players {
        let p = player.projected;
        let parts: Vec<String> = [
            ("roads", p.roads),
            ("cities", p.cities),
            ("cloisters", p.cloisters),
            ("fields", p.fields),
        ]
        .iter()
        .filter(|(_, points)| *points > 0)
        .map(|(what, points)| format!("{what} {points}"))
        .collect();
        let end = if parts.is_empty() {
            "nothing more".to_owned()
        } else {
            format!("+{} ({})", p.total(), parts.join(", "))
        };
        lines.push(format!(
            "  {} {:<width$} {:>3} now, {} left; at the end {end} = {}",
            player.seat + 1,
            escape_hidden(&player.name),
            player.score,
            supply_words(player.supply, player.big_follower_in_supply),
            player.score + p.total(),
        ));
    }
    lines
}
