//! `catapult`: play Carcassonne with The Catapult in a terminal, watch bots play, keep and
//! replay the history of games, check hand-written rule scenarios, and serve the web app to
//! phones on the local network.

mod arc_text;
mod arena;
mod board_text;
mod db;
mod demo;
mod failure;
mod flick;
mod history;
mod hurl;
mod output;
mod placing;
mod play;
mod render;
mod round_play;
mod round_text;
mod score;
mod seats;
mod serve;
mod style;
mod table;
mod tidy;
mod wrap;

use clap::{Args, Parser, Subcommand};
use failure::Failure;
use std::io::Write;
use std::process::ExitCode;

/// Carcassonne with The Catapult, in your terminal.
#[derive(Debug, Parser)]
#[command(name = "catapult", version, about)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Pass-and-play for 2-6 people at one terminal; any seat can be a bot.
    Play(play::PlayArgs),
    /// Bots play a whole game; prints the final board and scores.
    Demo(demo::DemoArgs),
    /// Two bot levels play many seeded games against each other, seats rotated; prints each
    /// level's wins, a 95 % interval on the win rate, mean score and time per move as JSON.
    Arena(arena::ArenaArgs),
    /// Plays a stacked-deck scenario file and prints {"scores":[…],"supply":[…]} as JSON.
    Score(score::ScoreArgs),
    /// Lists the saved games, newest first: id, date, status, players and scores.
    History(history::HistoryArgs),
    /// Continues an unfinished saved game at the terminal, with the same seats.
    Resume(history::ResumeArgs),
    /// Prints a saved game as one JSON document (or writes it with --out FILE).
    Export(history::ExportArgs),
    /// Imports a game file written by `catapult export` as a new saved game (the same game
    /// twice is refused).
    Import(history::ImportArgs),
    /// Marks an unfinished saved game abandoned (it keeps its moves and can still be resumed).
    Abandon(tidy::AbandonArgs),
    /// Deletes a saved game with all its moves, after asking (or with --yes).
    Delete(tidy::DeleteArgs),
    /// Players' statistics over their finished games: wins, points by feature, catapult feats.
    Stats(history::StatsArgs),
    /// Hurls a catapult token onto a scene and prints what it touched as JSON (with --png, a top view).
    Hurl(hurl::HurlArgs),
    /// Draws a saved game (by id), an exported game file or a scenario as PNG: the board at any
    /// turn (--png, --turn N), or a hurl as a still, an animated PNG or frames (--hurl K).
    Render(render::RenderArgs),
    /// Runs the flick detector over a motion trace (CSV) as the practice screen does: the launch
    /// in words with its arc drawn, or why there is none (--json for JSON); --save-recording
    /// saves it as a labelled trace.
    Flick(flick::FlickArgs),
    /// Serves the web app (web/dist) to phones on the local network, over HTTP or, with
    /// --https, a self-signed certificate; prints the addresses and a QR code to scan.
    Serve(serve::ServeArgs),
}

/// Rule options shared by `play` and `demo`.
#[derive(Debug, Clone, Args)]
pub struct RuleArgs {
    /// A completed city of two tiles scores 1 per tile and 1 per pennant.
    #[arg(long)]
    tiny_city_two_points: bool,
    /// How farmers score: final (later editions), second or original (1st edition).
    #[arg(long, default_value = "final", value_parser = parse_farmer_rules)]
    farmer_rules: catapult_core::rules::FarmerRules,
    /// Play without farmers.
    #[arg(long)]
    farmers_off: bool,
    /// The Catapult: rounds (a catapult round after each fair tile, the default), house-rule (5
    /// points for a follower on a fair tile, no rounds), tiles-only (fair tiles, no rounds) or
    /// off. Given, it wins over --expansions.
    #[arg(long, value_parser = parse_catapult_rules)]
    catapult: Option<catapult_core::rules::CatapultRules>,
    /// The expansions in the game, comma-separated: catapult, inns-cathedrals, river (or base
    /// for none). Without it: the base game with The Catapult.
    #[arg(long, value_delimiter = ',', value_parser = parse_expansion)]
    expansions: Option<Vec<ExpansionArg>>,
}

/// An expansion named on the command line.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ExpansionArg {
    /// The base game alone (`base`): names no expansion.
    Base,
    /// The Catapult.
    Catapult,
    /// Inns & Cathedrals.
    InnsCathedrals,
    /// The River.
    River,
}

fn parse_expansion(text: &str) -> Result<ExpansionArg, String> {
    match text.trim() {
        "base" => Ok(ExpansionArg::Base),
        "catapult" => Ok(ExpansionArg::Catapult),
        "inns-cathedrals" | "inns-and-cathedrals" => Ok(ExpansionArg::InnsCathedrals),
        "river" => Ok(ExpansionArg::River),
        other => Err(format!(
            "'{other}' is not an expansion: use catapult, inns-cathedrals or river (or base)"
        )),
    }
}

impl RuleArgs {
    /// The flags that choose `options`, leaving out the defaults: what a command line needs to
    /// play the same rules again.
    pub fn flags_for(options: &catapult_core::rules::RuleOptions) -> Vec<String> {
        use catapult_core::rules::CatapultRules;
        let defaults = catapult_core::rules::RuleOptions::default();
        let value =
            |choice: serde_json::Value| choice.as_str().unwrap_or_default().replace('_', "-");
        let mut flags = Vec::new();
        if options.tiny_city_two_points {
            flags.push("--tiny-city-two-points".to_owned());
        }
        if options.farmer_rules != defaults.farmer_rules {
            let choice = serde_json::to_value(options.farmer_rules).unwrap_or_default();
            flags.push(format!("--farmer-rules {}", value(choice)));
        }
        if options.farmers_off {
            flags.push("--farmers-off".to_owned());
        }
        if options.catapult != defaults.catapult {
            let choice = serde_json::to_value(options.catapult).unwrap_or_default();
            flags.push(format!("--catapult {}", value(choice)));
        }
        // With another expansion named, The Catapult must be named too to stay in.
        let mut expansions = Vec::new();
        if (options.inns_cathedrals || options.river) && options.catapult != CatapultRules::Off {
            expansions.push("catapult");
        }
        if options.inns_cathedrals {
            expansions.push("inns-cathedrals");
        }
        if options.river {
            expansions.push("river");
        }
        if !expansions.is_empty() {
            flags.push(format!("--expansions {}", expansions.join(",")));
        }
        flags
    }

    /// The rule options these flags choose.
    pub fn options(&self) -> catapult_core::rules::RuleOptions {
        use catapult_core::rules::CatapultRules;
        let named = |expansion: ExpansionArg| {
            self.expansions
                .as_ref()
                .is_some_and(|list| list.contains(&expansion))
        };
        let catapult = match (self.catapult, &self.expansions) {
            (Some(chosen), _) => chosen,
            (None, Some(_)) if !named(ExpansionArg::Catapult) => CatapultRules::Off,
            (None, _) => CatapultRules::Rounds,
        };
        catapult_core::rules::RuleOptions {
            tiny_city_two_points: self.tiny_city_two_points,
            farmer_rules: self.farmer_rules,
            farmers_off: self.farmers_off,
            catapult,
            inns_cathedrals: named(ExpansionArg::InnsCathedrals),
            river: named(ExpansionArg::River),
        }
    }
}

fn parse_farmer_rules(text: &str) -> Result<catapult_core::rules::FarmerRules, String> {
    serde_json::from_value(serde_json::Value::String(text.to_string()))
        .map_err(|_| format!("'{text}' is not a farmer rule: use final, second or original"))
}

fn parse_catapult_rules(text: &str) -> Result<catapult_core::rules::CatapultRules, String> {
    serde_json::from_value(serde_json::Value::String(text.replace('-', "_"))).map_err(|_| {
        format!("'{text}' is not a Catapult option: use rounds, house-rule, tiles-only or off")
    })
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result: Result<(), Failure> = match cli.command {
        Command::Play(args) => play::run(&args).map_err(Failure::from),
        Command::Demo(args) => demo::run(&args),
        Command::Arena(args) => arena::run(&args),
        Command::Score(args) => score::run(&args),
        Command::History(args) => history::run_history(&args),
        Command::Resume(args) => history::run_resume(&args).map_err(Failure::from),
        Command::Export(args) => history::run_export(&args),
        Command::Import(args) => history::run_import(&args),
        Command::Abandon(args) => tidy::run_abandon(&args),
        Command::Delete(args) => tidy::run_delete(&args),
        Command::Stats(args) => history::run_stats(&args),
        Command::Hurl(args) => hurl::run(&args),
        Command::Render(args) => render::run(&args),
        Command::Flick(args) => flick::run(&args),
        Command::Serve(args) => serve::run(&args).map_err(Failure::from),
    };
    match result.map_err(Failure::message) {
        Ok(()) | Err(None) => ExitCode::SUCCESS,
        Err(Some(message)) => {
            // With stderr closed too there is no one to tell; the status still says it.
            let _ = writeln!(
                std::io::stderr(),
                "{}",
                wrap::on_screen(&format!("catapult: {message}"))
            );
            ExitCode::FAILURE
        }
    }
}
