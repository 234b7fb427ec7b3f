//! The catapult round at the terminal: choosing the token, hurling by typing aim, elevation and
//! power, catching with a timed key press, the seduction swap, and each hurl's flight drawn.

use crate::round_text::{
    FIELDS, bearing_to, catch_track, catcher_of, edge_name, flight_line, follower_info,
    parse_catch, parse_numbers, parse_token_choice, shown_frames, sketch, throw_words,
};
use crate::table::{Stop, Table};
use crate::wrap::{COLUMNS, wrap};
use catapult_core::physics::{Scene, TokenKind};
use catapult_core::rules::explain::{token_name, token_rule};
use catapult_core::rules::{Game, HurlRecord, Throw};
use catapult_core::session::{
    CatchStage, HurlStage, LATEST_CATCH, SeduceStage, hurl_result, join_and,
};
use catapult_core::store::Seat;
use catapult_core::words::distance_words;
use nalgebra::Vector2;
use std::io::{self, BufRead, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

/// `text` with a capital first letter, to stand as a sentence.
fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map_or_else(String::new, |first| {
        first.to_uppercase().chain(chars).collect()
    })
}

/// How many followers' aims the hurl prompt lists before "? lists them all".
const SHOWN_AIMS: usize = 5;

impl<R: BufRead, W: Write + Send> Table<'_, R, W> {
    /// A seat's name in its colour.
    pub(crate) fn who(&self, seats: &[Seat], seat: usize) -> String {
        let name = seats.get(seat).map_or("?", |s| s.name.as_str());
        self.style.player(seat, name)
    }

    /// "Ben's knight on (1, 0)".
    fn follower_words(&self, game: &Game, seats: &[Seat], id: u32) -> String {
        match follower_info(game, id) {
            Some(info) => format!(
                "{}'s {} on {}",
                self.who(seats, info.owner),
                info.role,
                info.pos
            ),
            None => format!("follower {id}"),
        }
    }

    /// The chooser picks the round's token.
    pub(crate) fn ask_token(&mut self, me: usize, seats: &[Seat]) -> Result<TokenKind, Stop> {
        let mut intro = vec![format!(
            "{}, choose the token everyone hurls this round:",
            self.who(seats, me)
        )];
        for (index, token) in TokenKind::ALL.into_iter().enumerate() {
            let name = format!("   {}) {:<10} ", index + 1, token_name(token));
            intro.extend(wrap(&name, name.len(), token_rule(token), self.width()));
        }
        self.say(&intro)?;
        loop {
            let answer = self.read("Type 1-4 (or ? for help):")?;
            if answer == "?" {
                self.token_help()?;
                continue;
            }
            if self.round_key(&answer, &intro)? {
                continue;
            }
            match parse_token_choice(&answer) {
                Some(token) => return Ok(token),
                None => writeln!(
                    self.out,
                    "'{answer}' is not one of the tokens: type a number 1-4 or a name like target."
                )?,
            }
        }
    }

    /// The terminal's width, or 80 columns when it is not known.
    fn width(&self) -> usize {
        self.screen.map_or(COLUMNS, |(columns, _)| columns.max(40))
    }

    /// Writes `lines`.
    fn say(&mut self, lines: &[String]) -> io::Result<()> {
        for line in lines {
            writeln!(self.out, "{line}")?;
        }
        Ok(())
    }

    /// What `b` and `r` do at a round's prompts: a round has no going back, so `b` says so;
    /// `r` shows the prompt's `intro` again. Whether `answer` was one of them.
    fn round_key(&mut self, answer: &str, intro: &[String]) -> io::Result<bool> {
        if answer.eq_ignore_ascii_case("b") {
            writeln!(
                self.out,
                "A catapult round cannot be taken back: each choice and hurl stands once made. \
                 Carry on, or q to stop (resume goes on from here)."
            )?;
            Ok(true)
        } else if answer.eq_ignore_ascii_case("r") {
            self.say(intro)?;
            Ok(true)
        } else {
            Ok(false)
        }
    }

    /// The chosen token's rule and the order of the hurls.
    pub(crate) fn token_order(
        &mut self,
        chooser: usize,
        token: TokenKind,
        seats: &[Seat],
    ) -> io::Result<()> {
        let players = seats.len().max(1);
        let order: Vec<String> = (0..players)
            .map(|step| self.who(seats, (chooser + step) % players))
            .collect();
        let turns = if token == TokenKind::Catch {
            let mut ring = order.clone();
            if let Some(first) = order.first() {
                ring.push(first.clone());
            }
            format!("Each hurls to the next: {}.", ring.join(" -> "))
        } else {
            format!(
                "Everyone hurls it once, in this order: {}.",
                order.join(", ")
            )
        };
        let mut lines = wrap(
            "  Its rule: ",
            2,
            &format!("{}.", token_rule(token)),
            self.width(),
        );
        lines.extend(wrap("  ", 2, &turns, self.width()));
        self.say(&lines)
    }

    fn token_help(&mut self) -> io::Result<()> {
        let rules = [
            "every follower it touches, knocked over or not, goes back to its owner, yours \
             too; a falling follower that touches another sends that one home as well.",
            "if it comes to rest on a tile, you may swap the opponent's follower nearest to \
             it for one of yours (from your supply or from the board).",
            "everyone aims at the fair tile just placed; the token resting nearest to its \
             centre scores 5 (ties all score).",
            "you throw to the next player, who presses a key to catch. Caught: the catcher \
             scores 5. Missed and past the half-way line: you score 5; missed and short of \
             it: the catcher scores 5; touched but dropped: you score 5.",
        ];
        let mut help = wrap(
            "",
            0,
            "Everyone hurls the chosen token once, starting with you and going round the table.",
            self.width(),
        );
        for (index, (token, rule)) in TokenKind::ALL.into_iter().zip(rules).enumerate() {
            let name = format!("   {}) {:<10} ", index + 1, token_name(token));
            help.extend(wrap(&name, name.len(), rule, self.width()));
        }
        self.say(&help)
    }

    /// The hurler types aim, elevation and power.
    pub(crate) fn ask_hurl(
        &mut self,
        game: &Game,
        stage: &HurlStage,
        seats: &[Seat],
    ) -> Result<Throw, Stop> {
        let (me, token) = (stage.seat, stage.token);
        let round = game
            .round()
            .ok_or_else(|| Stop::Game("no catapult round in progress".to_string()))?;
        let scene = game.table();
        let mut intro = vec![
            format!(
                "\n{}, hurl your {} token.\n  {}.",
                self.who(seats, me),
                token_name(token),
                capitalised(token_rule(token))
            ),
            format!("You sit at {}.", edge_name(&scene, me)),
            format!(
                "The board's centre is {}.",
                bearing_to(&scene, me, Vector2::zeros())
            ),
        ];
        let fair = scene.cell_centre([round.fair.x, round.fair.y]);
        intro.push(format!(
            "The fair tile {} is {}.",
            round.fair,
            bearing_to(&scene, me, fair)
        ));
        if let Some(catcher) = stage.catcher
            && let Some(seat) = scene.seats.get(catcher)
        {
            intro.push(format!(
                "{} catches; their seat is {}.\nGet the token past the half-way line.",
                self.who(seats, catcher),
                bearing_to(&scene, me, seat.position)
            ));
        }
        // Knock-out and seduction aim at someone else's follower: where each one is.
        let aims = self.follower_aims(game, token, seats);
        if !aims.is_empty() {
            intro.push("Other players' followers, nearest first:".to_owned());
            intro.extend(aims.iter().take(SHOWN_AIMS).cloned());
            if aims.len() > SHOWN_AIMS {
                intro.push(format!(
                    "  and {} more: ? lists them all.",
                    aims.len() - SHOWN_AIMS
                ));
            }
        }
        intro.push(
            self.style.dim(
                "Enter keeps the [value]; ? explains, b back, r repeats; or all three: 5 45 2.2",
            ),
        );
        self.say(&intro)?;
        loop {
            let throw = self.read_throw(token, &aims, &intro)?;
            match throw.launch(me, token).validate(&scene) {
                Ok(()) => return Ok(throw),
                Err(error) => writeln!(self.out, "That throw cannot be made: {error}. Again:")?,
            }
        }
    }

    /// For a knock-out or seduction token, one line for each follower of another player that
    /// the hurler can aim at, nearest first: "  Ben's knight on (1, 0): 12° to the left (aim
    /// 12), 48 cm away". None for the other tokens.
    fn follower_aims(&self, game: &Game, token: TokenKind, seats: &[Seat]) -> Vec<String> {
        if !matches!(token, TokenKind::KnockOut | TokenKind::Seduction) {
            return Vec::new();
        }
        let Some(round) = catapult_core::scene::round_view(game) else {
            return Vec::new();
        };
        // The core lists them nearest first.
        let aims: Vec<_> = round.aims.iter().filter(|aim| aim.in_reach).collect();
        aims.iter()
            .map(|aim| {
                format!(
                    "  {}'s {}",
                    self.who(seats, usize::from(aim.owner)),
                    aim.words
                )
            })
            .collect()
    }

    fn read_throw(
        &mut self,
        token: TokenKind,
        aims: &[String],
        intro: &[String],
    ) -> Result<Throw, Stop> {
        let mut values: Vec<f64> = Vec::new();
        while let Some(field) = FIELDS.get(values.len()) {
            let answer = self.read(&format!("{} [{}]:", field.prompt, field.default))?;
            if answer == "?" {
                self.hurl_help(token)?;
                if !aims.is_empty() {
                    writeln!(self.out, "Other players' followers, nearest first:")?;
                    for line in aims {
                        writeln!(self.out, "{line}")?;
                    }
                }
                continue;
            }
            if answer.eq_ignore_ascii_case("b") && !values.is_empty() {
                values.pop();
                continue;
            }
            if self.round_key(&answer, intro)? {
                continue;
            }
            if answer.is_empty() {
                values.push(field.default);
                continue;
            }
            let numbers = match parse_numbers(&answer) {
                Ok(numbers) => numbers,
                Err(message) => {
                    writeln!(
                        self.out,
                        "{message}. Type a number ({}), or press Enter for {}.",
                        field.example, field.default
                    )?;
                    continue;
                }
            };
            if values.len() + numbers.len() > FIELDS.len() {
                writeln!(
                    self.out,
                    "That is one number too many: type aim, elevation and power, like 5 45 2.2."
                )?;
                continue;
            }
            let checked: Result<Vec<f64>, String> = numbers
                .iter()
                .zip(&FIELDS[values.len()..])
                .map(|(value, field)| field.check(*value))
                .collect();
            match checked {
                Ok(checked) => values.extend(checked),
                Err(message) => writeln!(self.out, "{message}")?,
            }
        }
        Ok(Throw::new(values[0], values[1], values[2]))
    }

    fn hurl_help(&mut self, token: TokenKind) -> io::Result<()> {
        let fields = [
            (
                "aim",
                "degrees from straight at the table's centre: + to the left, - to the right, \
                 -90 to 90. The lines above give the angle to the fair tile.",
            ),
            (
                "elevation",
                "degrees above the table, 0 to 85: 45 flies furthest, lower is flatter and \
                 slides further after landing, higher drops more steeply.",
            ),
            (
                "power",
                "the release speed in m/s, above 0 and at most 10: about 1 lands just in front \
                 of you, 2.2 about the middle of the table, 4 or more off the far side.",
            ),
        ];
        let width = self.width();
        let mut help = wrap(
            "",
            0,
            "How a hurl works (all three numbers decide where the token goes, nothing is random):",
            width,
        );
        for (field, words) in fields {
            let label = format!("  {field:<10} ");
            help.extend(wrap(&label, label.len(), words, width));
        }
        help.extend(wrap(
            "  ",
            2,
            "Type them one at a time, or all three on one line: 5 45 2.2. q leaves the game.",
            width,
        ));
        help.extend(wrap(
            "",
            2,
            &format!(
                "This round's token, {}: {}.",
                token_name(token),
                token_rule(token)
            ),
            width,
        ));
        self.say(&help)
    }

    /// The catcher grabs: in real time with Enter, or at a typed time. Returns when, in ms
    /// after the release (`None`: no attempt).
    pub(crate) fn ask_catch(
        &mut self,
        game: &Game,
        stage: &CatchStage,
        seats: &[Seat],
    ) -> Result<Option<u32>, Stop> {
        let intro = [
            format!(
                "\n{}, {} hurled the catch token at you. Catch it as it reaches your hands!",
                self.who(seats, stage.seat),
                self.who(seats, stage.hurler)
            ),
            "Press Enter to start the flight, then press Enter again to grab.".to_owned(),
            "Or type when to grab, in ms after the release (like 420), or n to let it fly."
                .to_owned(),
        ];
        self.say(&intro)?;
        let scene = game.table();
        loop {
            let answer = self.read("Ready? Enter to start:")?;
            if answer == "?" {
                writeln!(
                    self.out,
                    "The flight is shown as it happens; the track runs from the hurler's seat \
                     (left) to yours (right), | is the half-way line. Grab when the token is \
                     nearest your hands: within {} s of that moment catches it, within {} s \
                     touches it.",
                    stage.zone.catch_window, stage.zone.touch_window
                )?;
                continue;
            }
            if self.round_key(&answer, &intro)? {
                continue;
            }
            return match parse_catch(&answer) {
                Ok(None) => self.timed_catch(&scene, &stage.flight),
                Ok(Some(at_ms)) => {
                    self.show_catch_flight(&scene, &stage.flight, at_ms)?;
                    Ok(at_ms)
                }
                Err(message) => {
                    writeln!(self.out, "{message}.")?;
                    continue;
                }
            };
        }
    }

    /// Draws the catch flight in real time from a second thread and times the Enter press from
    /// the first frame.
    fn timed_catch(&mut self, scene: &Scene, record: &HurlRecord) -> Result<Option<u32>, Stop> {
        let lines: Vec<(Duration, String)> = record
            .outcome
            .frames
            .iter()
            .step_by(3)
            .map(|frame| {
                (
                    Duration::from_secs_f64(frame.time.max(0.0)),
                    catch_track(scene, record.seat, catcher_of(record, scene), frame),
                )
            })
            .collect();
        writeln!(self.out, "It flies! Press Enter to grab.")?;
        self.out.flush()?;
        let stop = AtomicBool::new(false);
        let out = &mut *self.out;
        let input = &mut *self.input;
        let start = Instant::now();
        let (read, elapsed, drawn) = std::thread::scope(|scope| {
            let drawing = scope.spawn(|| -> io::Result<()> {
                for (at, line) in &lines {
                    loop {
                        if stop.load(Ordering::Relaxed) {
                            return Ok(());
                        }
                        let now = start.elapsed();
                        if now >= *at {
                            break;
                        }
                        std::thread::sleep((*at - now).min(Duration::from_millis(5)));
                    }
                    writeln!(out, "{line}")?;
                    out.flush()?;
                }
                writeln!(out, "  (the token has stopped: press Enter)")?;
                out.flush()
            });
            let mut line = String::new();
            let read = input.read_line(&mut line).map(|n| (n, line));
            let elapsed = start.elapsed();
            stop.store(true, Ordering::Relaxed);
            let drawn = drawing
                .join()
                .unwrap_or_else(|_| Err(io::Error::other("the flight could not be drawn")));
            (read, elapsed, drawn)
        });
        drawn?;
        let (count, line) = read?;
        if count == 0 {
            return Err(Stop::Io(io::Error::from(io::ErrorKind::UnexpectedEof)));
        }
        if line.trim().eq_ignore_ascii_case("q") {
            return Err(Stop::Quit);
        }
        // A grab long after the token landed misses all the same; the session takes grabs up
        // to LATEST_CATCH.
        let elapsed = elapsed.min(Duration::from_secs_f64(LATEST_CATCH));
        Ok(Some(u32::try_from(elapsed.as_millis()).unwrap_or(u32::MAX)))
    }

    /// The catch flight at once, with the moment of the grab marked.
    fn show_catch_flight(
        &mut self,
        scene: &Scene,
        record: &HurlRecord,
        at_ms: Option<u32>,
    ) -> io::Result<()> {
        let catcher = catcher_of(record, scene);
        let grab = at_ms.map(|ms| f64::from(ms) / 1000.0);
        let frames = shown_frames(&record.outcome, 5);
        let mut marked = false;
        for (index, frame) in frames.iter().enumerate() {
            let next = frames.get(index + 1).map_or(f64::INFINITY, |f| f.time);
            writeln!(
                self.out,
                "{}",
                catch_track(scene, record.seat, catcher, frame)
            )?;
            // On a row of its own under the frame: beside it, it would not fit 80 columns.
            if let Some(at) = grab
                && !marked
                && at < next
            {
                marked = true;
                writeln!(self.out, "          ^ you grab at {at:.2} s")?;
            }
        }
        Ok(())
    }

    /// When the catcher grabbed, and when the token came nearest their hands.
    pub(crate) fn catch_feedback(&mut self, game: &Game, at_ms: Option<u32>) -> io::Result<()> {
        let Some(pending) = game.round().and_then(|round| round.pending_catch) else {
            return Ok(());
        };
        let when = match at_ms {
            Some(ms) => format!("You grabbed at {:.2} s", f64::from(ms) / 1000.0),
            None => "You let it fly".to_string(),
        };
        let nearest = match pending.nearest {
            Some(at) => format!("it came nearest your hands at {at:.2} s"),
            None => "it never came within reach of your hands".to_string(),
        };
        writeln!(self.out, "{when}; {nearest}.")
    }

    /// The hurler decides the seduction swap: the follower sent home and the hurler's
    /// follower taking its place (`None` from the supply), or `None` to leave it.
    pub(crate) fn ask_seduction(
        &mut self,
        game: &Game,
        stage: &SeduceStage,
        seats: &[Seat],
    ) -> Result<Option<(u32, Option<u32>)>, Stop> {
        let me = stage.seat;
        // The round's log holds the seduction's hurl, also after a resume.
        let rest = game
            .round()
            .and_then(|round| round.log.last())
            .map(|record| record.outcome.rest_position.xy());
        let scene = game.table();
        let distance = |id: u32| {
            let body = scene.followers.iter().find(|body| body.id == id)?;
            rest.map(|at| (body.position - at).norm())
        };
        let candidates = stage.targets.iter().map(|id| {
            let away = distance(*id).map_or(String::new(), |d| {
                format!(" ({} from your token)", distance_words(d))
            });
            format!("{}{away}", self.follower_words(game, seats, *id))
        });
        let mut intro = vec![
            format!(
                "\n{}, your seduction token rests on the tiles. Nearest to it: {}.",
                self.who(seats, me),
                join_and(candidates)
            ),
            "Swap it for one of yours? It goes home, and yours stands in its place in the same role."
                .to_owned(),
        ];
        if !stage.can_use_supply {
            intro.push(
                "Your supply is empty, so the swap can only move one of yours from the board."
                    .to_owned(),
            );
        }
        let mut choices = vec![None];
        for target in &stage.targets {
            if stage.can_use_supply {
                choices.push(Some((*target, None)));
            }
            for own in &stage.own_on_board {
                choices.push(Some((*target, Some(*own))));
            }
        }
        let several = stage.targets.len() > 1;
        for (index, choice) in choices.iter().enumerate() {
            let words = match *choice {
                None => "no swap: leave it where it is".to_string(),
                Some((target, with)) => {
                    let mine = match with {
                        None => format!(
                            "a follower from your supply ({} left)",
                            game.supply().get(me).copied().unwrap_or(0)
                        ),
                        Some(id) => match follower_info(game, id) {
                            Some(info) => format!("your {} from {}", info.role, info.pos),
                            None => format!("your follower {id}"),
                        },
                    };
                    if several {
                        format!("{} <- {mine}", self.follower_words(game, seats, target))
                    } else {
                        mine
                    }
                }
            };
            intro.push(format!("   {index}) {words}"));
        }
        self.say(&intro)?;
        loop {
            let answer = self.read(&format!(
                "Type 0-{} (? explains):",
                choices.len().saturating_sub(1)
            ))?;
            if answer == "?" {
                writeln!(
                    self.out,
                    "The seduced follower goes back to its owner and one of yours takes its place, \
                     in the same role: a new one from your supply, or one moved from elsewhere \
                     on the board (that one's feature loses it). 0 leaves everything as it is."
                )?;
                continue;
            }
            if self.round_key(&answer, &intro)? {
                continue;
            }
            match answer.parse::<usize>().ok().and_then(|n| choices.get(n)) {
                Some(choice) => return Ok(*choice),
                None => writeln!(self.out, "'{answer}' is not one of the choices.")?,
            }
        }
    }

    /// A bot's catch attempt.
    pub(crate) fn describe_bot_catch(
        &mut self,
        seat: usize,
        at_ms: Option<u32>,
        seats: &[Seat],
    ) -> io::Result<()> {
        let name = self.who(seats, seat);
        match at_ms {
            Some(ms) => writeln!(
                self.out,
                "{name} grabs at {:.2} s after release.",
                f64::from(ms) / 1000.0
            ),
            None => writeln!(self.out, "{name} does not try to catch."),
        }
    }

    /// A hurl: the throw, the flight frame by frame, where the token stopped and what it hit.
    pub(crate) fn show_hurl(
        &mut self,
        before: &Game,
        record: &HurlRecord,
        seats: &[Seat],
    ) -> io::Result<()> {
        let scene = before.table();
        let hurler = record.seat;
        let outcome = &record.outcome;
        let catcher = catcher_of(record, &scene);
        let to = if record.token == TokenKind::Catch {
            format!(" to {}", self.who(seats, catcher))
        } else {
            String::new()
        };
        writeln!(self.out, "  Thrown{to} with {}.", throw_words(record.throw))?;
        if record.token == TokenKind::Catch {
            if seats.get(catcher).is_some_and(|seat| seat.bot.is_none()) {
                // The catcher watches it in real time when they try to catch.
                return Ok(());
            }
            for frame in shown_frames(outcome, 5) {
                writeln!(self.out, "{}", catch_track(&scene, hurler, catcher, frame))?;
            }
            return Ok(());
        }
        writeln!(self.out, "{}", self.style.dim("   time   out      height"))?;
        for frame in shown_frames(outcome, 5) {
            writeln!(self.out, "{}", flight_line(&outcome.frames, frame))?;
        }
        for line in hurl_result(
            before,
            record,
            &seats
                .iter()
                .map(|seat| seat.name.clone())
                .collect::<Vec<_>>(),
        ) {
            writeln!(self.out, "{line}")?;
        }
        let fair = before.round().map(|round| round.fair);
        if seats.get(hurler).is_some_and(|seat| seat.bot.is_none()) {
            let owners: Vec<(u32, usize)> = before
                .followers()
                .iter()
                .map(|f| (f.id, f.player as usize))
                .collect();
            // Room for the picture: the terminal's width, and about half its height.
            let room = self.screen.map_or((74, 12), |(columns, rows)| {
                (columns.saturating_sub(6).min(110), (rows / 2).clamp(6, 20))
            });
            for line in sketch(self.style, &scene, &owners, fair, outcome, room) {
                writeln!(self.out, "{line}")?;
            }
            writeln!(
                self.out,
                "{}",
                self.style.dim(
                    "  seats (edge) and followers by seat  · tile  F fair  o token  * flight  X rest"
                )
            )?;
        }
        Ok(())
    }
}
