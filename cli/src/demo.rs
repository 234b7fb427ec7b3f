//! `catapult demo`: bots play a whole game; the final board and scores are printed.

use crate::RuleArgs;
use crate::board_text::{draw_board, legend};
use crate::db::{DbArgs, saved_line, start_session};
use crate::failure::Failure;
use crate::play::print_end;
use crate::seats::Seat;
use crate::style::Style;
use catapult_core::bots::BotLevel;
use catapult_core::rules::{Game, GameConfig};
use catapult_core::session::{MessageKind, Stage};
use clap::Args;
use std::collections::BTreeMap;
use std::io::{self, Write};

/// More moves than any game has: the bots are stopped there rather than loop if that broke.
const MOST_MOVES: usize = 100_000;

/// Arguments of `catapult demo`.
#[derive(Debug, Args)]
pub struct DemoArgs {
    /// Number of bots at the table (2-6).
    #[arg(long, default_value_t = 4)]
    players: usize,
    /// The game's seed; the same seed gives the same game. Default: from the clock.
    #[arg(long)]
    seed: Option<u64>,
    /// How the bots play: random, beginner, greedy (intermediate), strong or expert.
    #[arg(long, default_value = "greedy")]
    bots: BotLevel,
    #[command(flatten)]
    rules: RuleArgs,
    #[command(flatten)]
    db: DbArgs,
}

/// Plays the bot game and prints it.
pub fn run(args: &DemoArgs) -> Result<(), Failure> {
    let seed = args.seed.unwrap_or_else(clock_seed);
    let config = GameConfig {
        players: args.players,
        rules: args.rules.options(),
        stacked_pile: None,
    };
    let seats: Vec<Seat> = (0..args.players)
        .map(|seat| Seat {
            name: format!("Bot {} ({})", seat + 1, args.bots),
            bot: Some(args.bots),
        })
        .collect();
    // Refuse a bad table before a game is stored.
    Game::new(config.clone(), seed).map_err(|e| e.to_string())?;
    let history = args.db.open()?;
    let (mut session, id) = start_session(history, &config, seed, &seats)?;
    // Every move is saved before the next is chosen; nobody reads round summaries.
    let played = session
        .play_bots(MOST_MOVES)
        .map_err(|error| format!("{error}. {}", saved_line(id, false, &args.db)))?;
    let Stage::GameOver(scores) = session.stage() else {
        return Err(Failure::Message(format!(
            "the bots stopped before the game ended. {}",
            saved_line(id, false, &args.db)
        )));
    };
    let style = Style::detect();
    let names = style.players(&session.names());
    let verdict: Vec<String> = played
        .iter()
        .flat_map(|step| &step.messages)
        .filter(|message| message.kind == MessageKind::GameOver)
        .map(|message| message.english(&names))
        .collect();
    let mut out = io::stdout().lock();
    writeln!(
        out,
        "{}",
        draw_board(style, session.game(), &BTreeMap::new())
    )?;
    writeln!(out, "{}\n", legend(style, &session.game().config().rules))?;
    print_end(&mut out, style, &scores, session.seats(), &verdict)?;
    writeln!(
        out,
        "{}",
        style.dim(&format!(
            "Seed {seed}: run `{}` to see this game again.",
            again_command(args, seed)
        ))
    )?;
    writeln!(out, "{}", saved_line(id, true, &args.db))?;
    Ok(out.flush()?)
}

/// The command that plays the same game again: the same table, bots, seed and rules.
fn again_command(args: &DemoArgs, seed: u64) -> String {
    let mut command = format!("catapult demo --players {} --seed {seed}", args.players);
    if args.bots != BotLevel::Greedy {
        command.push_str(&format!(" --bots {}", args.bots));
    }
    for flag in RuleArgs::flags_for(&args.rules.options()) {
        command.push(' ');
        command.push_str(&flag);
    }
    command
}

fn clock_seed() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|elapsed| elapsed.as_secs() ^ u64::from(elapsed.subsec_nanos()))
        .unwrap_or(1)
}
