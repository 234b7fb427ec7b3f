//! `catapult play`: pass-and-play in the terminal. The core's session says what the game waits
//! for; people answer at the prompt, bots move by themselves, the board is redrawn every turn,
//! and what each move did is printed as the core words it.

use crate::RuleArgs;
use crate::board_text::draw_board;
use crate::db::{DbArgs, saved_line, start_session};
use crate::placing::FollowerAnswer;
use crate::seats::{Seat, parse_list};
use crate::style::Style;
use crate::table::{Stop, Table, scoreboard};
use crate::wrap::Wrapped;
use catapult_core::rules::explain::token_name;
use catapult_core::rules::{Action, Game, GameConfig, PLAYER_RANGE, escape_hidden, spot_words};
use catapult_core::session::{
    FinalScores, MessageKind, Played, RoundSummary, Session, SessionErrorKind, Stage, count,
};
use catapult_core::store::{self, GameId};
use catapult_core::tiles::{SegmentKind, catalogue};
use clap::Args;
use std::collections::BTreeMap;
use std::io::{self, BufRead, Write};

/// Arguments of `catapult play`.
#[derive(Debug, Args)]
pub struct PlayArgs {
    /// A seat: a name for a person; `bot` (strong) or `bot:LEVEL` for a computer player, LEVEL
    /// being random, beginner, greedy (intermediate), strong or expert.
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
    let mut output = Wrapped::stdout();
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
    let history = args.db.open()?;
    let mut table = Table::new(&mut input, &mut output);
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
    let (mut session, id) = start_session(history, &config, seed, &seats)?;
    let heading = format!(
        "A game for {} (seed {seed}), saved as game {}. Type q at any prompt to stop.",
        escape_hidden(&session.names().join(", ")),
        id.0
    );
    let result = table.play(&mut session, &heading);
    conclude(result, &session, id, &args.db, &mut output)
}

/// Continues stored game `id`, taken up by `session`, on the terminal (`catapult resume`).
pub fn run_saved(mut session: Session, id: GameId, db: &DbArgs) -> Result<(), String> {
    let stdin = io::stdin();
    let mut input = stdin.lock();
    let mut output = Wrapped::stdout();
    let mut table = Table::new(&mut input, &mut output);
    let game = session.committed_game().clone();
    let seats = session.seats().to_vec();
    let heading = format!(
        "Game {} resumed for {} at tile {} of {} (seed {}). Type q at any prompt to stop.",
        id.0,
        escape_hidden(&session.names().join(", ")),
        game.board().tiles().len(),
        catalogue().pile(&game.config().expansions()).len() + 1,
        game.seed(),
    );
    // The heading, then the board as it stands, then the game goes on.
    let result = writeln!(table.out, "{}", table.style.bold(&heading))
        .map_err(Stop::from)
        .and_then(|()| table.show_table_now(&game, &seats))
        .and_then(|()| table.play(&mut session, ""));
    conclude(result, &session, id, db, &mut output)
}

/// Tells where the game was saved: on stdout when it ended, in the error when it stopped.
fn conclude(
    result: Result<(), Stop>,
    session: &Session,
    id: GameId,
    db: &DbArgs,
    out: &mut impl Write,
) -> Result<(), String> {
    let line = saved_line(id, session.committed_game().is_over(), db);
    match result {
        Ok(()) => writeln!(out, "{line}").map_err(|e| format!("terminal error: {e}")),
        Err(stop) => Err(format!("{stop}. {line}")),
    }
}

// `W: Send`: a timed catch draws the flight from a second thread while this one waits for
// the key press.
impl<R: BufRead, W: Write + Send> Table<'_, R, W> {
    /// Plays `session` until the game ends or the player stops: each turn shows what the
    /// session waits for, and a bot's or person's move is followed by what it did.
    fn play(&mut self, session: &mut Session, heading: &str) -> Result<(), Stop> {
        let seats = session.seats().to_vec();
        let names = self.style.players(&session.names());
        if !heading.is_empty() {
            writeln!(self.out, "{}", self.style.bold(heading))?;
        }
        // The core's game-over sentence, kept for the end screen.
        let mut verdict = Vec::new();
        loop {
            let stage = session.stage();
            // What `s` shows, made for people only: bots never ask.
            if !matches!(stage, Stage::BotToAct { .. }) {
                self.scoreboard = scoreboard(session);
            }
            // The game as it was before the move: what a bot placed, where a hurl flew from.
            let before = session.game().clone();
            let played = match stage {
                Stage::BotToAct { .. } => session
                    .bot_step()?
                    .ok_or_else(|| Stop::Game("a bot found no move".to_string()))?,
                Stage::HandOver { seat, .. } => {
                    writeln!(self.out, "\n{}'s turn.", self.who(&seats, seat))?;
                    session.hand_over_done()?;
                    continue;
                }
                Stage::RoundSummary(summary) => {
                    self.print_summary(&summary, &before, &seats)?;
                    session.close_summary()?;
                    continue;
                }
                Stage::GameOver(scores) => {
                    writeln!(
                        self.out,
                        "{}",
                        draw_board(self.style, &before, &BTreeMap::new())
                    )?;
                    print_end(self.out, self.style, &scores, &seats, &verdict)?;
                    return Ok(());
                }
                person => match self.person_move(session, &before, person, &seats)? {
                    Some(played) => played,
                    None => continue,
                },
            };
            if played.by_bot {
                self.describe_bot_move(&before, &played, &seats)?;
            }
            self.report(&before, session.game(), &played, &seats, &names)?;
            verdict.extend(
                played
                    .messages
                    .iter()
                    .filter(|message| message.kind == MessageKind::GameOver)
                    .map(|message| message.english(&names)),
            );
        }
    }

    /// Asks the person to act for the move `stage` waits for, and makes it; `None` when the
    /// session refused the answer (the player was told why and is asked again).
    fn person_move(
        &mut self,
        session: &mut Session,
        game: &Game,
        stage: Stage,
        seats: &[store::Seat],
    ) -> Result<Option<Played>, Stop> {
        let result = match stage {
            Stage::PlaceTile(stage) => {
                let placement = self.ask_placement(game, &stage, seats)?;
                session.place_tile(placement)
            }
            Stage::PlaceFollower(stage) => match self.ask_follower(game, &stage, seats)? {
                FollowerAnswer::Place(segment) => session.place_follower(segment),
                FollowerAnswer::PlaceBig(segment) => session.place_big_follower(segment),
                FollowerAnswer::Skip => session.skip_follower(),
                FollowerAnswer::Back => {
                    session.undo()?;
                    return Ok(None);
                }
            },
            Stage::ChooseToken { seat } => {
                let token = self.ask_token(seat, seats)?;
                session.choose_token(token)
            }
            Stage::Hurl(stage) => {
                let throw = self.ask_hurl(game, &stage, seats)?;
                session.hurl(throw)
            }
            Stage::Catch(stage) => {
                let at_ms = self.ask_catch(game, &stage, seats)?;
                let result = session.catch_at(at_ms.map(|ms| f64::from(ms) / 1000.0));
                if result.is_ok() {
                    self.catch_feedback(game, at_ms)?;
                }
                result
            }
            Stage::Seduce(stage) => match self.ask_seduction(game, &stage, seats)? {
                Some((target, with)) => session.seduce(target, with),
                None => session.decline_seduction(),
            },
            other => {
                return Err(Stop::Game(format!(
                    "nobody at the terminal can give {}",
                    other.kind().waiting_for()
                )));
            }
        };
        match result {
            Ok(played) => Ok(Some(played)),
            Err(error) if error.kind() == SessionErrorKind::BadInput => {
                writeln!(self.out, "That cannot be played: {error}.")?;
                Ok(None)
            }
            Err(error) => Err(error.into()),
        }
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

    /// What a bot did that the board, not redrawn for bots, does not show.
    fn describe_bot_move(
        &mut self,
        before: &Game,
        played: &Played,
        seats: &[store::Seat],
    ) -> io::Result<()> {
        let name = self.who(seats, played.seat);
        match played.action {
            Action::PlaceTile { placement } => {
                let tile = before
                    .drawn_tile()
                    .map_or_else(|| "a tile".to_owned(), |t| t.tile().description());
                writeln!(
                    self.out,
                    "{name} places a tile ({tile}) at {}, turned {}.",
                    placement.pos, placement.rotation
                )
            }
            Action::PlaceFollower { segment } | Action::PlaceBigFollower { segment } => {
                let big = if matches!(played.action, Action::PlaceBigFollower { .. }) {
                    "big "
                } else {
                    ""
                };
                let Some(placed) = before.tile_placed_this_turn() else {
                    return Ok(());
                };
                // "a thief on the road to the east", as the follower prompt lists the spots.
                writeln!(
                    self.out,
                    "{name} puts a {big}{}.",
                    spot_words(placed.tile_type(), placed.rotation, segment)
                )
            }
            Action::Catch { at_ms } => self.describe_bot_catch(played.seat, at_ms, seats),
            _ => Ok(()),
        }
    }

    /// What a move did: the core's sentences in order, each with what the terminal draws for
    /// it (the board when a round starts, the flight after a hurl). The game-over sentence
    /// waits for the end screen.
    fn report(
        &mut self,
        before: &Game,
        after: &Game,
        played: &Played,
        seats: &[store::Seat],
        names: &[String],
    ) -> io::Result<()> {
        for message in &played.messages {
            let text = message.english(names);
            match message.kind {
                MessageKind::GameOver => {}
                MessageKind::RoundStarted => {
                    writeln!(self.out, "\n{text}")?;
                    if seats.iter().any(|seat| seat.bot.is_none()) {
                        // People aim from the board they see: the fair tile is marked F.
                        writeln!(
                            self.out,
                            "{}",
                            draw_board(self.style, after, &BTreeMap::new())
                        )?;
                    }
                }
                MessageKind::TokenChosen => {
                    writeln!(self.out, "{text}")?;
                    if let (Some(&chooser), Some(token)) = (message.seats.first(), message.token) {
                        self.token_order(chooser, token, seats)?;
                    }
                }
                MessageKind::Hurled => {
                    writeln!(self.out, "{text}")?;
                    if let Some(record) = played.hurl() {
                        self.show_hurl(before, record, seats)?;
                    }
                }
                _ => writeln!(self.out, "{text}")?,
            }
        }
        Ok(())
    }

    /// The round's summary: its token and chooser, each seat's points and followers sent home
    /// in the round, and the scores now.
    fn print_summary(
        &mut self,
        summary: &RoundSummary,
        game: &Game,
        seats: &[store::Seat],
    ) -> io::Result<()> {
        let token = summary.token.map_or("no token".to_string(), |token| {
            format!("the {} token", token_name(token))
        });
        writeln!(
            self.out,
            "The round in short: {token}, chosen by {}.",
            self.who(seats, summary.chooser)
        )?;
        for (seat, gained) in summary.points.iter().enumerate() {
            let home = match summary.sent_home.get(seat).copied().unwrap_or(0) {
                0 => String::new(),
                home => format!(", {} sent home", count(home, "follower")),
            };
            writeln!(
                self.out,
                "   {}: +{}{home}",
                self.who(seats, seat),
                count(*gained, "point")
            )?;
        }
        self.print_scores(game, seats)
    }

    pub(crate) fn print_scores(&mut self, game: &Game, seats: &[store::Seat]) -> io::Result<()> {
        for line in self.score_lines(game, seats) {
            writeln!(self.out, "{line}")?;
        }
        Ok(())
    }

    /// Each seat's score and followers left, packed into lines as wide as the terminal (one
    /// line when its width is unknown).
    pub(crate) fn score_lines(&self, game: &Game, seats: &[store::Seat]) -> Vec<String> {
        let width = self.screen.map_or(usize::MAX, |(columns, _)| columns);
        let mut lines: Vec<(String, usize)> = Vec::new();
        for (seat, s) in seats.iter().enumerate() {
            let part = format!(
                "{} {}: {} pts, {} left",
                seat + 1,
                s.name,
                game.scores().get(seat).copied().unwrap_or(0),
                game.supply().get(seat).copied().unwrap_or(0),
            );
            let shown = part.chars().count();
            let coloured = self.style.player(seat, &part);
            match lines.last_mut() {
                Some((line, used)) if *used + 3 + shown <= width => {
                    line.push_str(" | ");
                    line.push_str(&coloured);
                    *used += 3 + shown;
                }
                _ => lines.push((coloured, shown)),
            }
        }
        lines.into_iter().map(|(line, _)| line).collect()
    }
}

/// The end screen: the ranking with the points by feature and from The Catapult, then the
/// core's `verdict` (who won).
pub fn print_end(
    out: &mut impl Write,
    style: Style,
    scores: &FinalScores,
    seats: &[store::Seat],
    verdict: &[String],
) -> io::Result<()> {
    writeln!(out, "{}", style.bold("Final scores"))?;
    let label = |seat: usize| {
        let name = seats.get(seat).map_or("?", |s| s.name.as_str());
        format!("{} {name}", seat + 1)
    };
    // Padded before it is coloured: colour codes take no room on the screen.
    let width = scores
        .ranking
        .iter()
        .map(|standing| label(standing.seat).chars().count())
        .max()
        .unwrap_or(0);
    for standing in &scores.ranking {
        let sheet = standing.breakdown;
        let padded = format!("{:<width$}", label(standing.seat));
        writeln!(
            out,
            "  {:>3}  {}  roads {:>3}  cities {:>3}  cloisters {:>3}  fields {:>3}  catapult {:>3}",
            standing.score,
            style.player(standing.seat, &padded),
            sheet.points_for(SegmentKind::Road),
            sheet.points_for(SegmentKind::City),
            sheet.points_for(SegmentKind::Cloister),
            sheet.points_for(SegmentKind::Field),
            sheet.catapult,
        )?;
    }
    for line in verdict {
        writeln!(out, "{line}")?;
    }
    Ok(())
}
