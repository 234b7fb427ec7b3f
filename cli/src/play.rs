//! `catapult play`: pass-and-play in the terminal. People type numbers and letters; bots move by
//! themselves; the board is redrawn every turn.

use crate::RuleArgs;
use crate::board_text::{draw_board, draw_tile, legend};
use crate::db::{DbArgs, saved_line, start_saved};
use crate::seats::{Seat, parse_list};
use crate::style::Style;
use catapult_core::board::{Placement, Pos};
use catapult_core::bots::Bot;
use catapult_core::rules::{
    Action, Event, Game, GameConfig, HurlRecord, PLAYER_RANGE, Phase, spot_name,
};
use catapult_core::store::{SavedGame, Store};
use catapult_core::tiles::{Rotation, SegmentKind};
use clap::Args;
use std::collections::BTreeMap;
use std::io::{self, BufRead, Write};

/// Arguments of `catapult play`.
#[derive(Debug, Args)]
pub struct PlayArgs {
    /// A seat: a name for a person, `bot` or `bot:random` / `bot:greedy` for a computer player.
    /// Repeat for each seat (2-6); without any, you are asked.
    #[arg(long = "seat", value_name = "NAME|bot[:LEVEL]")]
    seats: Vec<String>,
    /// The game's seed; the same seed gives the same tiles. Default: from the clock.
    #[arg(long)]
    seed: Option<u64>,
    #[command(flatten)]
    rules: RuleArgs,
    #[command(flatten)]
    db: DbArgs,
}

/// Plays a game on the terminal, saving every action in the game history.
pub fn run(args: &PlayArgs) -> Result<(), String> {
    let stdin = io::stdin();
    let mut input = stdin.lock();
    let mut output = io::stdout();
    let seats = args
        .seats
        .iter()
        .enumerate()
        .map(|(index, text)| Seat::parse(text, index + 1))
        .collect::<Result<Vec<_>, _>>()?;
    let seed = args.seed.unwrap_or_else(|| {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(1, |elapsed| elapsed.as_secs())
    });
    let mut store = args.db.open()?;
    let mut table = Table {
        input: &mut input,
        out: &mut output,
        style: Style::detect(),
        flight: None,
    };
    let seats = if seats.is_empty() {
        table.ask_seats().map_err(|e| e.to_string())?
    } else {
        seats
    };
    let config = GameConfig {
        players: seats.len(),
        rules: args.rules.options(),
        stacked_pile: None,
    };
    let mut saved = start_saved(&mut store, &config, seed, &seats)?;
    let result = table.play(&mut store, &mut saved, &seats, false);
    conclude(result, &saved, &args.db, &mut output)
}

/// Continues a stored game on the terminal (`catapult resume`).
pub fn run_saved(
    store: &mut Store,
    mut saved: SavedGame,
    seats: Vec<Seat>,
    db: &DbArgs,
) -> Result<(), String> {
    let stdin = io::stdin();
    let mut input = stdin.lock();
    let mut output = io::stdout();
    let mut table = Table {
        input: &mut input,
        out: &mut output,
        style: Style::detect(),
        flight: None,
    };
    let result = table.play(store, &mut saved, &seats, true);
    conclude(result, &saved, db, &mut output)
}

/// Tells where the game was saved: on stdout when it ended, in the error when it stopped.
fn conclude(
    result: Result<(), Stop>,
    saved: &SavedGame,
    db: &DbArgs,
    out: &mut impl Write,
) -> Result<(), String> {
    let finished = saved.game().is_over();
    let line = saved_line(saved.id(), finished, db);
    match result {
        Ok(()) => writeln!(out, "{line}").map_err(|e| format!("terminal error: {e}")),
        Err(stop) => Err(format!("{stop}. {line}")),
    }
}

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

/// The terminal a game is played on.
pub(crate) struct Table<'a, R: BufRead, W: Write> {
    /// Where answers come from.
    pub(crate) input: &'a mut R,
    /// Where the game is shown.
    pub(crate) out: &'a mut W,
    /// Colours or not.
    pub(crate) style: Style,
    /// The last hurl, frames included: a person catching watches it after it was hurled.
    pub(crate) flight: Option<Box<HurlRecord>>,
}

// `W: Send`: a timed catch draws the flight from a second thread while this one waits for
// the key press.
impl<R: BufRead, W: Write + Send> Table<'_, R, W> {
    fn play(
        &mut self,
        store: &mut Store,
        saved: &mut SavedGame,
        seats: &[Seat],
        resumed: bool,
    ) -> Result<(), Stop> {
        let seed = saved.game().seed();
        let mut bots: Vec<Option<Box<dyn Bot + Send>>> = seats
            .iter()
            .enumerate()
            .map(|(index, seat)| seat.make_bot(seed, index))
            .collect();
        let heading = if resumed {
            format!(
                "Game {} resumed for {} (seed {seed}, {} actions already played). Type q at any prompt to stop.",
                saved.id().0,
                names(seats),
                saved.game().actions().len()
            )
        } else {
            format!(
                "A game for {} (seed {seed}), saved as game {}. Type q at any prompt to stop.",
                names(seats),
                saved.id().0
            )
        };
        writeln!(self.out, "{}", self.style.bold(&heading))?;
        while !saved.game().is_over() {
            let game = saved.game();
            let seat = game.current_player();
            let action = match bots.get_mut(seat).and_then(Option::as_mut) {
                Some(bot) => bot
                    .choose(game)
                    .ok_or_else(|| Stop::Game("a bot found no move".to_string()))?,
                None => self.ask_action(game, seats)?,
            };
            let before = game.clone();
            let events = saved
                .play(store, action)
                .map_err(|e| Stop::Game(e.to_string()))?;
            if bots.get(seat).is_some_and(Option::is_some) {
                self.describe_bot_move(&before, action, seats)?;
            }
            self.report(&before, saved.game(), action, &events, seats)?;
        }
        let game = saved.game();
        writeln!(
            self.out,
            "{}",
            draw_board(self.style, game, &BTreeMap::new())
        )?;
        print_end(self.out, self.style, game, seats)?;
        Ok(())
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
        Ok(line)
    }

    fn ask_seats(&mut self) -> Result<Vec<Seat>, Stop> {
        loop {
            let line = self.read(
                "Who is playing? Names separated by commas (2-6 seats; type bot for a computer player):",
            )?;
            match parse_list(&line) {
                Ok(seats) if PLAYER_RANGE.contains(&seats.len()) => return Ok(seats),
                Ok(seats) => writeln!(
                    self.out,
                    "That is {} seat(s); Carcassonne needs 2 to 6. Try again.",
                    seats.len()
                )?,
                Err(message) => writeln!(self.out, "{message}")?,
            }
        }
    }

    fn ask_action(&mut self, game: &Game, seats: &[Seat]) -> Result<Action, Stop> {
        match game.phase() {
            Phase::PlaceTile => self.ask_placement(game, seats),
            Phase::PlaceFollower { .. } => self.ask_follower(game),
            Phase::ChooseToken => self.ask_token(game, seats),
            Phase::Hurl => self.ask_hurl(game, seats),
            Phase::Catch => self.ask_catch(game, seats),
            Phase::Seduce => self.ask_seduction(game, seats),
            Phase::GameOver => Err(Stop::Game("the game is over".to_string())),
        }
    }

    fn ask_placement(&mut self, game: &Game, seats: &[Seat]) -> Result<Action, Stop> {
        let seat = game.current_player();
        let tile = game
            .drawn_tile()
            .ok_or_else(|| Stop::Game("no tile drawn".to_string()))?;
        // Number the cells, west to east, north to south.
        let mut by_cell: BTreeMap<(i32, i32), Vec<Rotation>> = BTreeMap::new();
        for placement in game.legal_placements() {
            let key = (-placement.pos.y, placement.pos.x);
            by_cell.entry(key).or_default().push(placement.rotation);
        }
        let cells: Vec<(Pos, Vec<Rotation>)> = by_cell
            .into_iter()
            .map(|((minus_y, x), rotations)| (Pos::new(x, -minus_y), rotations))
            .collect();
        let marks: BTreeMap<Pos, usize> = cells
            .iter()
            .enumerate()
            .map(|(i, (pos, _))| (*pos, i + 1))
            .collect();
        writeln!(self.out)?;
        writeln!(self.out, "{}", draw_board(self.style, game, &marks))?;
        writeln!(self.out, "{}", legend(self.style))?;
        self.print_scores(game, seats)?;
        writeln!(
            self.out,
            "\n{} draws this tile ({} left in the pile):",
            self.style.player(seat, &seats[seat].name),
            game.tiles_left()
        )?;
        for line in draw_tile(self.style, tile.tile(), Rotation::default()) {
            writeln!(self.out, "   {line}")?;
        }
        loop {
            let answer = self.read(&format!(
                "Where does it go? Type a spot number 1-{}:",
                cells.len()
            ))?;
            let Some((pos, rotations)) = answer
                .parse::<usize>()
                .ok()
                .and_then(|n| n.checked_sub(1))
                .and_then(|i| cells.get(i))
            else {
                writeln!(
                    self.out,
                    "'{answer}' is not one of the numbered spots on the board."
                )?;
                continue;
            };
            let rotation = self.ask_rotation(tile.tile(), rotations)?;
            return Ok(Action::PlaceTile {
                placement: Placement {
                    pos: *pos,
                    rotation,
                },
            });
        }
    }

    fn ask_rotation(
        &mut self,
        tile: &catapult_core::tiles::TileType,
        rotations: &[Rotation],
    ) -> Result<Rotation, Stop> {
        if let [only] = rotations {
            return Ok(*only);
        }
        let letters = ['a', 'b', 'c', 'd'];
        let drawings: Vec<[String; 3]> = rotations
            .iter()
            .map(|rotation| draw_tile(self.style, tile, *rotation))
            .collect();
        writeln!(self.out, "It fits turned these ways:")?;
        let labels: Vec<String> = rotations
            .iter()
            .zip(letters)
            .map(|(rotation, letter)| format!("{letter}) {:<4}", rotation.to_string()))
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
            let answer = self.read(&format!(
                "Which way? Type a letter a-{}:",
                letters[rotations.len() - 1]
            ))?;
            let choice = letters
                .iter()
                .position(|letter| answer.eq_ignore_ascii_case(&letter.to_string()))
                .and_then(|index| rotations.get(index));
            match choice {
                Some(rotation) => return Ok(*rotation),
                None => writeln!(self.out, "'{answer}' is not one of the letters shown.")?,
            }
        }
    }

    fn ask_follower(&mut self, game: &Game) -> Result<Action, Stop> {
        let seat = game.current_player();
        let spots = game.follower_spots();
        let placed = game
            .tile_placed_this_turn()
            .copied()
            .ok_or_else(|| Stop::Game("no tile placed".to_string()))?;
        if spots.is_empty() {
            let why = if game.supply()[seat] == 0 {
                "no follower left in supply"
            } else {
                "every feature on this tile is taken"
            };
            writeln!(self.out, "No follower this turn: {why}.")?;
            return Ok(Action::Skip);
        }
        writeln!(
            self.out,
            "Place a follower? You have {} in supply.",
            game.supply()[seat]
        )?;
        writeln!(self.out, "   0) no follower")?;
        for (index, segment) in spots.iter().enumerate() {
            let kind = placed.tile_type().segments[*segment as usize].kind;
            writeln!(
                self.out,
                "   {}) {} on {}",
                index + 1,
                kind.role(),
                spot_name(placed.tile_type(), placed.rotation, *segment)
            )?;
        }
        loop {
            let answer = self.read(&format!("Type 0-{}:", spots.len()))?;
            match answer.parse::<usize>() {
                Ok(0) => return Ok(Action::Skip),
                Ok(n) if n <= spots.len() => {
                    return Ok(Action::PlaceFollower {
                        segment: spots[n - 1],
                    });
                }
                _ => writeln!(self.out, "'{answer}' is not one of the choices.")?,
            }
        }
    }

    fn describe_bot_move(
        &mut self,
        before: &Game,
        action: Action,
        seats: &[Seat],
    ) -> io::Result<()> {
        let seat = before.current_player();
        let name = self.style.player(seat, &seats[seat].name);
        match action {
            Action::PlaceTile { placement } => {
                let tile = before
                    .drawn_tile()
                    .map(|t| t.to_string())
                    .unwrap_or_default();
                writeln!(
                    self.out,
                    "{name} places tile {tile} at {} turned {}.",
                    placement.pos, placement.rotation
                )
            }
            Action::PlaceFollower { segment } => {
                let Some(placed) = before.tile_placed_this_turn() else {
                    return Ok(());
                };
                let kind = placed.tile_type().segments[segment as usize].kind;
                writeln!(
                    self.out,
                    "{name} puts a {} on {}.",
                    kind.role(),
                    spot_name(placed.tile_type(), placed.rotation, segment)
                )
            }
            Action::Catch { at_ms } => self.describe_bot_catch(seat, at_ms, seats),
            _ => Ok(()),
        }
    }

    fn report(
        &mut self,
        before: &Game,
        after: &Game,
        action: Action,
        events: &[Event],
        seats: &[Seat],
    ) -> io::Result<()> {
        for (index, event) in events.iter().enumerate() {
            match event {
                Event::Scored(scoring) => {
                    let who: Vec<String> = scoring
                        .winners
                        .iter()
                        .map(|seat| self.style.player(*seat, &seats[*seat].name))
                        .collect();
                    let what = match scoring.kind {
                        SegmentKind::Road => format!("a road of {} tiles", scoring.size),
                        SegmentKind::City => format!("a city of {} tiles", scoring.size),
                        SegmentKind::Cloister => "a cloister".to_string(),
                        SegmentKind::Field => "a field".to_string(),
                    };
                    writeln!(
                        self.out,
                        "{} {} {} points for {what}.",
                        who.join(" and "),
                        if who.len() == 1 {
                            "scores"
                        } else {
                            "each score"
                        },
                        scoring.points
                    )?;
                }
                Event::TileDiscarded { tile } => writeln!(
                    self.out,
                    "Tile {tile} fits nowhere on the board: it is shown to all and removed."
                )?,
                Event::FollowersReturned { player, count } => writeln!(
                    self.out,
                    "{count} follower(s) go back to {}.",
                    self.style.player(*player, &seats[*player].name)
                )?,
                _ => self.report_round_event(before, after, events, index, seats)?,
            }
        }
        self.report_quiet_action(before, action, seats)
    }

    pub(crate) fn print_scores(&mut self, game: &Game, seats: &[Seat]) -> io::Result<()> {
        let parts: Vec<String> = seats
            .iter()
            .enumerate()
            .map(|(seat, s)| {
                self.style.player(
                    seat,
                    &format!(
                        "{} {}: {} pts, {} followers",
                        seat + 1,
                        s.name,
                        game.scores()[seat],
                        game.supply()[seat]
                    ),
                )
            })
            .collect();
        writeln!(self.out, "{}", parts.join(" | "))
    }
}

fn names(seats: &[Seat]) -> String {
    seats
        .iter()
        .map(|seat| seat.name.as_str())
        .collect::<Vec<_>>()
        .join(", ")
}

/// The end screen: ranking with the points by feature and from The Catapult.
pub fn print_end(
    out: &mut impl Write,
    style: Style,
    game: &Game,
    seats: &[Seat],
) -> io::Result<()> {
    writeln!(out, "{}", style.bold("Final scores"))?;
    let mut order: Vec<usize> = (0..seats.len()).collect();
    order.sort_by_key(|seat| std::cmp::Reverse(game.scores()[*seat]));
    for seat in order {
        let sheet = game.breakdown()[seat];
        writeln!(
            out,
            "  {:>3}  {:<20} roads {:>3}  cities {:>3}  cloisters {:>3}  fields {:>3}  catapult {:>3}",
            game.scores()[seat],
            style.player(seat, &format!("{} {}", seat + 1, seats[seat].name)),
            sheet.points_for(SegmentKind::Road),
            sheet.points_for(SegmentKind::City),
            sheet.points_for(SegmentKind::Cloister),
            sheet.points_for(SegmentKind::Field),
            sheet.catapult,
        )?;
    }
    let winners: Vec<String> = game
        .leaders()
        .into_iter()
        .map(|seat| style.player(seat, &seats[seat].name))
        .collect();
    let verdict = if winners.len() == 1 {
        format!("{} wins!", winners.join(""))
    } else {
        format!("{} share the win!", winners.join(" and "))
    };
    writeln!(out, "{}", style.bold(&verdict))
}
