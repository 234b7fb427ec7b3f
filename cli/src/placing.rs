//! A person's tile and follower at the terminal: the board cut to fit the terminal (moved with
//! `^ v < >`, all of it with `m`), the spot, the way it is turned, then the follower with the
//! tile drawn in place. Every prompt also takes `?` (help), `r` (redraw), `b` (back) and `s`
//! (the scores, with what the game would give if it ended now).

use crate::board_text::{
    Window, best_window, cells_that_fit, draw_tile, draw_window, legend, legend_lines, moved,
    whole_board,
};
use crate::table::{Stop, Table};
use catapult_core::board::{Placement, Pos};
use catapult_core::rules::Game;
use catapult_core::session::{FollowerStage, TileStage, count};
use catapult_core::store;
use catapult_core::tiles::{Rotation, TileType};
use std::collections::BTreeMap;
use std::io::{BufRead, Write};

/// Lines the placement screen needs besides the board and the scores: a blank line, the
/// column numbers, the legend, the view line, the drawn tile (heading and 3 rows), the prompt
/// and a line of reply.
const SPARE_ROWS: usize = 10;

/// The lines besides the board and the scores for `game`: one more with a two-line legend.
fn spare_rows(game: &Game) -> usize {
    SPARE_ROWS + legend_lines(&game.config().rules) - 1
}

/// The keys every placement prompt takes, for `?`.
const KEYS: &str = "At any prompt: ? help, r redraws, b goes back, s shows the scores, q stops (the game is kept).";

/// What the person chose for the follower.
pub(crate) enum FollowerAnswer {
    /// Put one on this segment.
    Place(u8),
    /// Put the big follower on this segment.
    PlaceBig(u8),
    /// No follower this turn.
    Skip,
    /// Take the tile back and place it again.
    Back,
}

impl<R: BufRead, W: Write + Send> Table<'_, R, W> {
    /// The spot and the way the drawn tile is turned.
    pub(crate) fn ask_placement(
        &mut self,
        game: &Game,
        stage: &TileStage,
        seats: &[store::Seat],
    ) -> Result<Placement, Stop> {
        // The core lists the cells in reading order: spot n is the nth, as on the pictures.
        let cells: Vec<(Pos, &[Rotation])> = stage
            .legal
            .iter()
            .map(|legal| (legal.cell, legal.rotations.as_slice()))
            .collect();
        let marks: BTreeMap<Pos, usize> = cells
            .iter()
            .enumerate()
            .map(|(i, (pos, _))| (*pos, i + 1))
            .collect();
        let whole = whole_board(game, &marks);
        let size = self.board_room(spare_rows(game) + self.score_lines(game, seats).len());
        let mut window = size.map_or(whole, |size| best_window(whole, size, &marks));
        let places: usize = cells.iter().map(|(_, rotations)| rotations.len()).sum();
        let tile = stage.tile.tile();
        let prompt = match cells.len() {
            1 => "Where does it go? Type 1 (the only spot):".to_owned(),
            n => format!("Where does it go? Type a spot number 1-{n}:"),
        };
        let mut show = true;
        loop {
            if show {
                self.show_board(game, &marks, window, whole, seats)?;
                writeln!(
                    self.out,
                    "{} draws this tile ({} left in the pile):",
                    self.who(seats, stage.seat),
                    stage.tiles_left,
                )?;
                let beside = [
                    tile.description(),
                    format!(
                        "fits {}",
                        count(u32::try_from(places).unwrap_or(u32::MAX), "way")
                    ),
                    String::new(),
                ];
                for (line, words) in draw_tile(self.style, tile, Rotation::default())
                    .iter()
                    .zip(beside)
                {
                    writeln!(self.out, "   {line}   {words}")?;
                }
                show = false;
            }
            let answer = self.read(&prompt)?;
            let (across, down) = (
                window.max.x - window.min.x + 1,
                window.max.y - window.min.y + 1,
            );
            let step = |n: i32| (n / 2).max(1);
            let view = match answer.as_str() {
                "^" => Some(moved(window, whole, 0, step(down))),
                "v" | "V" => Some(moved(window, whole, 0, -step(down))),
                "<" => Some(moved(window, whole, -step(across), 0)),
                ">" => Some(moved(window, whole, step(across), 0)),
                "m" | "M" => Some(whole),
                "r" | "R" => Some(window),
                _ => None,
            };
            if let Some(view) = view {
                window = view;
                show = true;
                continue;
            }
            match answer.as_str() {
                "?" => {
                    writeln!(
                        self.out,
                        "Type the number shown on the board where the tile should go; then pick how it is turned."
                    )?;
                    writeln!(
                        self.out,
                        "^ v < > move the view of a big board, m shows all of it. {KEYS}"
                    )?;
                    continue;
                }
                "b" | "B" => {
                    writeln!(
                        self.out,
                        "This is the turn's first choice: there is nothing to go back to."
                    )?;
                    continue;
                }
                _ => {}
            }
            let Some((pos, rotations)) = answer
                .parse::<usize>()
                .ok()
                .and_then(|n| n.checked_sub(1))
                .and_then(|i| cells.get(i))
            else {
                writeln!(
                    self.out,
                    "'{answer}' is not one of the numbered spots on the board (? for help)."
                )?;
                continue;
            };
            match self.ask_rotation(tile, rotations)? {
                Some(rotation) => {
                    return Ok(Placement {
                        pos: *pos,
                        rotation,
                    });
                }
                None => show = true,
            }
        }
    }

    /// How the tile is turned; `None` to go back to the spot.
    fn ask_rotation(
        &mut self,
        tile: &TileType,
        rotations: &[Rotation],
    ) -> Result<Option<Rotation>, Stop> {
        if let [only] = rotations {
            return Ok(Some(*only));
        }
        let drawings: Vec<[String; 3]> = rotations
            .iter()
            .map(|rotation| draw_tile(self.style, tile, *rotation))
            .collect();
        writeln!(self.out, "It fits turned these ways:")?;
        let labels: Vec<String> = rotations
            .iter()
            .enumerate()
            .map(|(index, rotation)| format!("{}) {:<4}", index + 1, rotation.to_string()))
            .collect();
        writeln!(self.out, "   {}", labels.join("  "))?;
        for row in 0..3 {
            let line: Vec<String> = drawings
                .iter()
                .map(|drawing| format!("   {}", drawing[row]))
                .collect();
            writeln!(self.out, "   {}", line.join("   "))?;
        }
        loop {
            let answer = self.read(&format!("Which way? Type 1-{}:", rotations.len()))?;
            match answer.as_str() {
                "b" | "B" | "r" | "R" => return Ok(None),
                "?" => {
                    writeln!(
                        self.out,
                        "Type the number above the drawing of the way you want; b picks another spot. {KEYS}"
                    )?;
                    continue;
                }
                _ => {}
            }
            let choice = answer
                .parse::<usize>()
                .ok()
                .and_then(|n| n.checked_sub(1))
                .and_then(|index| rotations.get(index));
            match choice {
                Some(rotation) => return Ok(Some(*rotation)),
                None => writeln!(self.out, "'{answer}' is not one of the numbers shown.")?,
            }
        }
    }

    /// The follower on the tile just placed, the board drawn with the tile in place.
    pub(crate) fn ask_follower(
        &mut self,
        game: &Game,
        stage: &FollowerStage,
        seats: &[store::Seat],
    ) -> Result<FollowerAnswer, Stop> {
        let placed = BTreeMap::new();
        let whole = whole_board(game, &placed);
        let around = Window {
            min: stage.placed,
            max: stage.placed,
        };
        let window = self
            .board_room(
                spare_rows(game)
                    + self.score_lines(game, seats).len()
                    + stage.spots.len()
                    + stage.unavailable.len(),
            )
            .map_or(whole, |size| centred(around, whole, size));
        let mut show = true;
        loop {
            if show {
                self.show_board(game, &placed, window, whole, seats)?;
                let big = if stage.big_follower {
                    " and your big follower (type a number and +)"
                } else {
                    ""
                };
                writeln!(
                    self.out,
                    "Your tile is down at {}. Place a follower? You have {} in supply{big}.",
                    stage.placed, stage.supply
                )?;
                writeln!(self.out, "   0) no follower")?;
                for (index, spot) in stage.spots.iter().enumerate() {
                    writeln!(self.out, "   {}) {}", index + 1, spot.words)?;
                }
                for spot in &stage.unavailable {
                    writeln!(
                        self.out,
                        "{}",
                        self.style
                            .dim(&format!("   -  {}: {}", spot.words, spot.why))
                    )?;
                }
                show = false;
            }
            if stage.spots.is_empty() {
                writeln!(self.out, "No follower can go on this tile this turn.")?;
                return Ok(FollowerAnswer::Skip);
            }
            let answer = self.read(&format!(
                "Type 0-{} (b takes the tile back):",
                stage.spots.len()
            ))?;
            match answer.as_str() {
                "b" | "B" if stage.can_undo => return Ok(FollowerAnswer::Back),
                "b" | "B" => {
                    writeln!(self.out, "The tile cannot be taken back now.")?;
                    continue;
                }
                "r" | "R" => {
                    show = true;
                    continue;
                }
                "?" => {
                    writeln!(
                        self.out,
                        "Type the number of a spot to put a follower there (with + after it, your big follower), or 0 for none. {KEYS}"
                    )?;
                    continue;
                }
                _ => {}
            }
            // "3+" puts the big follower on spot 3; with no normal follower left, "3" does too.
            let (number, big) = match answer.strip_suffix('+') {
                Some(number) => (number.trim(), true),
                None => (answer.as_str(), stage.supply == 0),
            };
            let choice = match number.parse::<usize>() {
                Ok(0) => return Ok(FollowerAnswer::Skip),
                Ok(n) if !big || stage.big_follower => stage.spots.get(n - 1),
                _ => None,
            };
            match choice {
                Some(spot) if big => return Ok(FollowerAnswer::PlaceBig(spot.segment)),
                Some(spot) => return Ok(FollowerAnswer::Place(spot.segment)),
                None => writeln!(
                    self.out,
                    "'{answer}' is not one of the choices (? for help)."
                )?,
            }
        }
    }

    /// The board as it stands, around the last tile placed (a resumed game starts with it).
    pub(crate) fn show_table_now(
        &mut self,
        game: &Game,
        seats: &[store::Seat],
    ) -> Result<(), Stop> {
        let none = BTreeMap::new();
        let whole = whole_board(game, &none);
        let last = game
            .board()
            .tiles()
            .last()
            .map_or(Pos::new(0, 0), |t| t.pos);
        let around = Window {
            min: last,
            max: last,
        };
        let window = self
            .board_room(spare_rows(game) + self.score_lines(game, seats).len())
            .map_or(whole, |size| centred(around, whole, size));
        self.show_board(game, &none, window, whole, seats)
    }

    /// The board (the part in `window`), the legend, where the view is, and the scores.
    fn show_board(
        &mut self,
        game: &Game,
        marks: &BTreeMap<Pos, usize>,
        window: Window,
        whole: Window,
        seats: &[store::Seat],
    ) -> Result<(), Stop> {
        writeln!(self.out)?;
        writeln!(self.out, "{}", draw_window(self.style, game, marks, window))?;
        writeln!(self.out, "{}", legend(self.style, &game.config().rules))?;
        if window != whole {
            let hidden: Vec<String> = marks
                .iter()
                .filter(|(pos, _)| !window.contains(**pos))
                .map(|(_, number)| number.to_string())
                .collect();
            let width = self.screen.map_or(usize::MAX, |(columns, _)| columns);
            writeln!(self.out, "{}", self.style.dim(&view_line(&hidden, width)))?;
        }
        self.print_scores(game, seats)?;
        Ok(())
    }

    /// How many tile columns and rows of board fit the terminal with `spare_rows` for the
    /// rest; `None` when the size is unknown (not a terminal): then the whole board is shown.
    fn board_room(&self, spare_rows: usize) -> Option<(i32, i32)> {
        self.screen
            .map(|(columns, rows)| cells_that_fit(columns, rows, spare_rows))
    }
}

/// What a cut board says: how to move it, and the spots it leaves out (as many as fit
/// `width`, then how many more).
fn view_line(hidden: &[String], width: usize) -> String {
    let mut line = "View: ^ v < > move it, m shows all.".to_owned();
    if hidden.is_empty() {
        return line;
    }
    line.push_str(" Off it:");
    for (index, number) in hidden.iter().enumerate() {
        let rest = hidden.len() - index - 1;
        let more = if rest > 0 {
            format!(" and {rest} more")
        } else {
            String::new()
        };
        if line.chars().count() + 1 + number.len() + more.len() + 1 > width {
            line.push_str(&format!(" {} more", hidden.len() - index));
            return line;
        }
        line.push(' ');
        line.push_str(number);
    }
    line
}

/// A window of `size` on `whole` with `around` as near its middle as the board allows.
fn centred(around: Window, whole: Window, size: (i32, i32)) -> Window {
    let (across, down) = (
        size.0.min(whole.max.x - whole.min.x + 1),
        size.1.min(whole.max.y - whole.min.y + 1),
    );
    let start = Window {
        min: Pos::new(around.min.x - across / 2, around.min.y - down / 2),
        max: Pos::new(
            around.min.x - across / 2 + across - 1,
            around.min.y - down / 2 + down - 1,
        ),
    };
    moved(start, whole, 0, 0)
}
