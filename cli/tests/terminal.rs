//! `catapult play` in a real terminal of 80 columns and 24 rows (tmux): Anna against a strong
//! bot, answering each prompt as it comes (help, a wrong answer, tiles, followers, a catapult
//! round) until the bot has placed a follower and a round is over. After every answer the screen
//! is read back row by row as the player sees it; no row may end in the middle of a word, and
//! no follower spot may be named by its internal id (`road:E`).
//!
//! tmux is needed (scripts/test-all installs it); without it these tests say so and pass.

// Test helpers may unwrap: a failure is the test failing.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

mod common;
use common::{TempDir, text};
use std::io::Write;
use std::path::PathBuf;
use std::process::Command;
use std::sync::OnceLock;
use std::time::{Duration, Instant};

/// The terminal's size.
const COLUMNS: usize = 80;
const ROWS: usize = 24;

/// How long the game may take to ask the next question.
const PATIENCE: Duration = Duration::from_secs(60);

/// What the terminal showed.
#[derive(Debug, Clone)]
struct Screen {
    /// The rows as drawn (`capture-pane -p`).
    rows: Vec<String>,
    /// The lines as printed, each row the terminal wrapped joined to the next (`-J`).
    lines: Vec<String>,
}

/// The screen after one answer.
struct Step {
    /// What was typed.
    answer: String,
    screen: Screen,
}

/// The whole game as the terminal showed it.
struct Transcript {
    steps: Vec<Step>,
    /// Everything printed, from the first row of the scrollback to the last.
    history: Screen,
}

/// A tmux server of the test's own, with one pane of 80×24 running the game.
struct Tmux {
    dir: TempDir,
}

impl Tmux {
    fn socket(&self) -> PathBuf {
        self.dir.file("tmux.socket")
    }

    fn tmux(&self, args: &[&str]) -> Result<String, String> {
        let output = Command::new("tmux")
            // Run from inside tmux, the test still starts a server of its own.
            .env_remove("TMUX")
            .arg("-S")
            .arg(self.socket())
            .arg("-f")
            .arg(self.dir.file("tmux.conf"))
            .args(args)
            .output()
            .map_err(|error| format!("tmux {args:?}: {error}"))?;
        if output.status.success() {
            Ok(text(&output.stdout))
        } else {
            Err(format!("tmux {args:?}: {}", text(&output.stderr)))
        }
    }

    /// Starts `catapult play` with `args` in a new 80×24 pane.
    fn start(args: &str) -> Result<Tmux, String> {
        let tmux = Tmux {
            dir: TempDir::new("tmux"),
        };
        std::fs::write(
            tmux.dir.file("tmux.conf"),
            "set -g history-limit 100000\nset -g remain-on-exit on\nset -g status off\n",
        )
        .map_err(|error| error.to_string())?;
        // The size comes from the terminal, as for a player: COLUMNS and LINES are not set.
        let command = format!(
            "env -u COLUMNS -u LINES CATAPULT_DB='{}' '{}' play {args}",
            tmux.dir.arg("games.sqlite"),
            env!("CARGO_BIN_EXE_catapult"),
        );
        let (columns, rows) = (COLUMNS.to_string(), ROWS.to_string());
        tmux.tmux(&[
            "new-session",
            "-d",
            "-s",
            "play",
            "-x",
            &columns,
            "-y",
            &rows,
            &command,
        ])?;
        Ok(tmux)
    }

    fn capture(&self, whole: bool) -> Result<Screen, String> {
        let from: &[&str] = if whole { &["-S", "-"] } else { &[] };
        let capture = |joined: &[&str]| -> Result<Vec<String>, String> {
            let mut args = vec!["capture-pane", "-p", "-t", "play"];
            args.extend(joined);
            args.extend(from);
            // tmux's own notice once the game has ended is no part of it.
            Ok(self
                .tmux(&args)?
                .lines()
                .take_while(|row| !row.starts_with("Pane is dead ("))
                .map(str::to_owned)
                .collect())
        };
        Ok(Screen {
            rows: capture(&[])?,
            lines: capture(&["-J"])?,
        })
    }

    /// Where the cursor is (column, row) and whether the game has ended.
    fn cursor(&self) -> Result<(usize, usize, bool), String> {
        let shown = self.tmux(&[
            "display-message",
            "-p",
            "-t",
            "play",
            "#{cursor_x} #{cursor_y} #{pane_dead}",
        ])?;
        let numbers: Vec<usize> = shown
            .split_whitespace()
            .map(|n| n.parse().map_err(|_| format!("tmux said {shown:?}")))
            .collect::<Result<_, _>>()?;
        match numbers.as_slice() {
            [x, y, dead] => Ok((*x, *y, *dead == 1)),
            _ => Err(format!("tmux said {shown:?}")),
        }
    }

    /// Waits until the game asks something (a row ending in ": " with the cursor after it,
    /// and nothing more printed for a moment) or ends; the prompt's row, or `None` at the end.
    fn prompt(&self) -> Result<Option<String>, String> {
        let start = Instant::now();
        let mut last = None;
        while start.elapsed() < PATIENCE {
            let rows = self.capture(false)?.rows;
            let (x, y, dead) = self.cursor()?;
            if dead {
                return Ok(None);
            }
            let row = rows.get(y).cloned().unwrap_or_default();
            let asking = row.ends_with(':') && x == row.chars().count() + 1;
            let now = Some((rows.clone(), x, y));
            if asking && now == last {
                return Ok(Some(row));
            }
            last = now;
            std::thread::sleep(Duration::from_millis(100));
        }
        Err(format!(
            "the game asked nothing for {PATIENCE:?}:\n{}",
            self.capture(false)?.rows.join("\n")
        ))
    }

    fn type_line(&self, answer: &str) -> Result<(), String> {
        if !answer.is_empty() {
            self.tmux(&["send-keys", "-t", "play", "-l", answer])?;
        }
        self.tmux(&["send-keys", "-t", "play", "Enter"]).map(drop)
    }
}

impl Drop for Tmux {
    fn drop(&mut self) {
        let _ = self.tmux(&["kill-server"]);
    }
}

/// What Anna answers to `prompt`: `?` the first time she meets most prompts and a wrong spot
/// once, then the first tile spot and way, a follower on the first spot, the knock-out token,
/// a hurl, and no seduction swap or timed catch.
fn answer(prompt: &str, seen: &mut Vec<&'static str>) -> Result<&'static str, String> {
    let answers: [(&str, &[&str]); 9] = [
        ("Where does it go?", &["?", "nonsense", "1"]),
        ("Which way?", &["1"]),
        ("(b takes the tile back)", &["?", "1"]),
        ("Type 1-4", &["?", "1"]),
        ("Aim in degrees", &["?", "5 45 2.2"]),
        ("Elevation", &[""]),
        ("Power", &[""]),
        ("Ready?", &["n"]),
        ("(? explains)", &["0"]),
    ];
    let (key, replies) = answers
        .iter()
        .find(|(key, _)| prompt.contains(key))
        .ok_or_else(|| format!("an unexpected prompt: {prompt}"))?;
    let times = seen.iter().filter(|asked| *asked == key).count();
    seen.push(key);
    Ok(replies[times.min(replies.len() - 1)])
}

/// Plays until a bot has put a follower down, a catapult round is over and a few turns have
/// gone by, then quits; the screen after every answer.
fn play() -> Result<Transcript, String> {
    let tmux = Tmux::start("--seat Anna --seat bot --seed 3")?;
    let mut steps = Vec::new();
    let mut seen = Vec::new();
    // What was typed last: the screen is read back once the game waits again.
    let mut typed = Some("(nothing yet)");
    loop {
        let prompt = tmux.prompt()?;
        if let Some(answer) = typed.take() {
            steps.push(Step {
                answer: answer.to_owned(),
                screen: tmux.capture(false)?,
            });
        }
        let Some(prompt) = prompt else { break };
        let history = tmux.capture(true)?.lines.join("\n");
        if steps.last().is_some_and(|step| step.answer == "q") {
            return Err(format!("q did not stop the game:\n{history}"));
        }
        let done = history.contains("(strong) puts a")
            && history.contains("The round is over")
            && seen.len() >= 12;
        let answer = if done || steps.len() > 200 {
            "q"
        } else {
            answer(&prompt, &mut seen)?
        };
        tmux.type_line(answer)?;
        typed = Some(answer);
    }
    Ok(Transcript {
        steps,
        history: tmux.capture(true)?,
    })
}

/// The game, played once for all the tests of this file; `None` without tmux.
fn transcript() -> Option<&'static Transcript> {
    static GAME: OnceLock<Option<Result<Transcript, String>>> = OnceLock::new();
    let game = GAME.get_or_init(|| {
        let tmux = Command::new("tmux").arg("-V").output();
        if !tmux.is_ok_and(|output| output.status.success()) {
            // Past the test harness's capture, so that the skip shows.
            let _ = writeln!(
                std::io::stderr(),
                "SKIPPED: tmux is not installed, so `catapult play` was not tried in an 80x24 \
                 terminal (scripts/test-all installs it)"
            );
            return None;
        }
        Some(play())
    });
    game.as_ref()
        .map(|played| played.as_ref().unwrap_or_else(|error| panic!("{error}")))
}

/// The places where the terminal broke a printed line between two rows in the middle of a
/// word: each line as printed (`lines`) is laid over the rows it took (`rows`).
fn split_words(screen: &Screen) -> Vec<String> {
    let mut rows = screen.rows.iter();
    let mut splits = Vec::new();
    for line in &screen.lines {
        let chars: Vec<char> = line.chars().collect();
        let taken = chars.len().div_ceil(COLUMNS).max(1);
        let shown: Vec<&String> = rows.by_ref().take(taken).collect();
        for (index, row) in shown.iter().enumerate() {
            let part: String = chars.iter().skip(index * COLUMNS).take(COLUMNS).collect();
            assert_eq!(
                part.trim_end(),
                row.trim_end(),
                "the rows do not match the line they show: {line:?}"
            );
        }
        for end in (1..taken).map(|row| row * COLUMNS) {
            if !chars[end - 1].is_whitespace() && !chars[end].is_whitespace() {
                splits.push(format!(
                    "{}|\n|{}",
                    shown[end / COLUMNS - 1],
                    shown[end / COLUMNS]
                ));
            }
        }
    }
    splits
}

/// The internal spot ids in `text`: `road:E`, `city:N`, `field:NL`, `cloister` as a spot.
fn spot_ids(text: &str) -> Vec<String> {
    let mut ids: Vec<String> = ["road:", "city:", "field:", "cloister:"]
        .iter()
        .flat_map(|kind| text.match_indices(kind))
        .map(|(at, _)| {
            text[at..]
                .split_whitespace()
                .next()
                .unwrap_or_default()
                .to_owned()
        })
        .collect();
    ids.extend(
        text.match_indices("on cloister")
            .map(|(_, id)| id.to_owned()),
    );
    ids
}

#[test]
fn no_word_is_split_across_the_rows_of_an_80_by_24_terminal() {
    let Some(game) = transcript() else { return };
    for step in &game.steps {
        let splits = split_words(&step.screen);
        assert!(
            splits.is_empty(),
            "after typing {:?}, words split across rows:\n{}\n\nThe screen:\n{}",
            step.answer,
            splits.join("\n\n"),
            step.screen.rows.join("\n")
        );
    }
    let splits = split_words(&game.history);
    assert!(
        splits.is_empty(),
        "words split across rows:\n{}",
        splits.join("\n\n")
    );
}

#[test]
fn no_spot_is_named_by_its_internal_id() {
    let Some(game) = transcript() else { return };
    for step in &game.steps {
        let ids = spot_ids(&step.screen.lines.join("\n"));
        assert!(
            ids.is_empty(),
            "after typing {:?}, the screen names spots by id: {ids:?}\n{}",
            step.answer,
            step.screen.rows.join("\n")
        );
    }
    let ids = spot_ids(&game.history.lines.join("\n"));
    assert!(ids.is_empty(), "spots named by id: {ids:?}");
}

#[test]
fn a_bots_follower_is_named_in_words() {
    let Some(game) = transcript() else { return };
    let placed: Vec<&String> = game
        .history
        .lines
        .iter()
        .filter(|line| line.contains("(strong) puts a"))
        .collect();
    assert!(!placed.is_empty(), "the bot placed no follower");
    let words = [
        "on the road",
        "in the city",
        "in the field",
        "in the cloister",
    ];
    for line in placed {
        assert!(
            words.iter().any(|words| line.contains(words)),
            "not in words: {line}"
        );
    }
}

#[test]
fn the_game_went_through_a_catapult_round_and_help_and_a_wrong_answer() {
    let Some(game) = transcript() else { return };
    let all = game.history.lines.join("\n");
    for shown in [
        "A catapult round!",
        "How a hurl works",
        "'nonsense' is not one of the numbered spots",
        "The round is over",
        "game left unfinished",
    ] {
        assert!(all.contains(shown), "never shown: {shown}\n{all}");
    }
}
