//! `catapult demo`: bots play a whole game; the final board and scores are printed.

use crate::RuleArgs;
use crate::board_text::{draw_board, legend};
use crate::db::{DbArgs, saved_line, start_saved};
use crate::play::print_end;
use crate::seats::Seat;
use crate::style::Style;
use catapult_core::bots::BotLevel;
use catapult_core::rules::{Game, GameConfig};
use catapult_core::store::StoreError;
use clap::Args;
use std::collections::BTreeMap;

/// Arguments of `catapult demo`.
#[derive(Debug, Args)]
pub struct DemoArgs {
    /// Number of bots at the table (2-6).
    #[arg(long, default_value_t = 4)]
    players: usize,
    /// The game's seed; the same seed gives the same game. Default: from the clock.
    #[arg(long)]
    seed: Option<u64>,
    /// How the bots play: greedy or random.
    #[arg(long, default_value = "greedy")]
    bots: BotLevel,
    #[command(flatten)]
    rules: RuleArgs,
    #[command(flatten)]
    db: DbArgs,
}

/// Plays the bot game and prints it.
pub fn run(args: &DemoArgs) -> Result<(), String> {
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
    let mut store = args.db.open()?;
    let mut saved = start_saved(&mut store, &config, seed, &seats)?;
    let mut bots: Vec<_> = seats
        .iter()
        .enumerate()
        .filter_map(|(index, seat)| seat.make_bot(seed, index))
        .collect();
    // Like `play_out`, but every action is saved before the next is chosen.
    while let Some(action) = bots
        .get_mut(saved.game().current_player())
        .and_then(|bot| bot.choose(saved.game()))
    {
        match saved.play(&mut store, action) {
            Ok(_) => {}
            // Bots only pick legal actions; stop rather than loop if that ever broke.
            Err(StoreError::Refused(_)) => break,
            Err(error) => {
                return Err(format!(
                    "{error}. {}",
                    saved_line(saved.id(), false, &args.db)
                ));
            }
        }
    }
    let game = saved.game();
    let style = Style::detect();
    println!("{}", draw_board(style, game, &BTreeMap::new()));
    println!("{}\n", legend(style));
    print_end(&mut std::io::stdout(), style, game, &seats).map_err(|e| e.to_string())?;
    println!(
        "{}",
        style.dim(&format!(
            "Seed {seed}: run `catapult demo --players {} --seed {seed}` to see this game again.",
            args.players
        ))
    );
    println!("{}", saved_line(saved.id(), game.is_over(), &args.db));
    Ok(())
}

fn clock_seed() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|elapsed| elapsed.as_secs() ^ u64::from(elapsed.subsec_nanos()))
        .unwrap_or(1)
}
