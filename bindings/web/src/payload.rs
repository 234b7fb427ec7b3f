//! The JSON the page reads: each payload is the core's own serde shape (field names as in
//! Rust, stages tagged by `kind`), with player-facing messages already in English.

use crate::WebError;
use catapult_core::bots::BotLevel;
use catapult_core::flick::{Swipe, swipe_launch};
use catapult_core::rules::{
    GameConfig, LONGEST_NAME, PLAYER_RANGE, RULE_OPTIONS, RuleOptions,
    explain::{token_name, token_rule},
};
use catapult_core::scene::{BoardScene, board_scene, player_colour, tile_art};
use catapult_core::session::{
    EventMessage, GameReplay, Session, Show, Stage, TableSetup, supply_words,
};
use catapult_core::store::{GameFilter, Seat, Store};
use catapult_core::tiles::catalogue;
use serde::Serialize;
use std::collections::BTreeMap;

/// Games listed by the history screen at most (newest first).
pub const LISTED_GAMES: usize = 500;

mod practice;
pub use practice::{practice_report, recording, sensitivity, sensitivity_choices, trace_label};

/// What the page shows now: the stage (what the game waits for, from whom) and the board.
#[derive(Debug, Serialize)]
struct Screen<'a> {
    /// The stored game's number, `None` for a game kept in memory.
    game_id: Option<i64>,
    /// The shuffle's seed, as text (a u64 does not fit a JavaScript number).
    seed: String,
    /// Names, colours and bot levels by seat.
    seats: &'a [catapult_core::store::Seat],
    /// What the game waits for.
    stage: Stage,
    /// The round summary's messages in English (empty at other stages).
    summary: Vec<String>,
    /// What the board draws.
    board: BoardScene,
    /// Each player's supply in words, in the order of `board.players` ("6 followers + big
    /// follower").
    supplies: Vec<String>,
    /// Whether `undo` takes the tile back.
    can_undo: bool,
    /// Counts changes: the page redraws when it grows.
    changes: u64,
}

/// The session's screen as JSON.
pub fn screen(session: &Session) -> Result<String, WebError> {
    let names = session.names();
    let stage = session.stage();
    let summary = match &stage {
        Stage::RoundSummary(summary) => english(&summary.messages, &names),
        _ => Vec::new(),
    };
    let board = board_scene(session.game(), &names);
    let screen = Screen {
        game_id: session.id().map(|id| id.0),
        seed: session.game().seed().to_string(),
        seats: session.seats(),
        supplies: supplies(&board),
        board,
        stage,
        summary,
        can_undo: session.can_undo(),
        changes: session.changes(),
    };
    Ok(serde_json::to_string(&screen)?)
}

/// One thing to show before the stage, as the page reads it.
#[derive(Debug, Serialize)]
#[serde(tag = "kind")]
enum ShowPayload {
    /// Animate a hurl from its frames, on the table as it was.
    Flight {
        hurl: Box<catapult_core::rules::HurlRecord>,
        round_before: Box<Option<catapult_core::scene::RoundView>>,
        caption: Option<String>,
        /// How the flight is seen: from the hurler's seat, ending on the token's rest.
        camera: Option<catapult_core::scene::RoundCamera>,
    },
    /// Messages to read, in English.
    Messages { texts: Vec<String> },
}

/// What to show for the moves made since the last call, in order, as JSON (see
/// [`Session::take_shows`]).
pub fn take_shows(session: &mut Session) -> Result<String, WebError> {
    let names = session.names();
    let shows: Vec<ShowPayload> = session
        .take_shows()
        .into_iter()
        .map(|show| match show {
            Show::Flight(flight) => ShowPayload::Flight {
                caption: flight.caption.as_ref().map(|m| m.english(&names)),
                hurl: Box::new(flight.hurl),
                round_before: Box::new(flight.round_before),
                camera: flight.camera,
            },
            Show::Messages(messages) => ShowPayload::Messages {
                texts: english(&messages, &names),
            },
        })
        .collect();
    Ok(serde_json::to_string(&shows)?)
}

/// Each player's supply in the core's words, in the order of `board.players`.
fn supplies(board: &BoardScene) -> Vec<String> {
    board
        .players
        .iter()
        .map(|player| supply_words(player.supply, player.big_follower_in_supply))
        .collect()
}

fn english(messages: &[EventMessage], names: &[String]) -> Vec<String> {
    messages.iter().map(|m| m.english(names)).collect()
}

/// A bot level as the setup screen offers it.
#[derive(Debug, Serialize)]
struct BotChoice {
    id: BotLevel,
    name: &'static str,
}

/// A catapult token as the token choice offers it, with the core's one-line rule.
#[derive(Debug, Serialize)]
struct TokenChoice {
    id: catapult_core::physics::TokenKind,
    name: &'static str,
    rule: &'static str,
}

/// The seat limits the setup screen enforces.
#[derive(Debug, Serialize)]
struct SeatLimits {
    min_seats: usize,
    max_seats: usize,
    longest_name: usize,
}

/// Everything the setup screen offers.
#[derive(Debug, Serialize)]
struct SetupMenu {
    rules: &'static [catapult_core::rules::RuleOption],
    default_rules: RuleOptions,
    seat_limits: SeatLimits,
    bot_levels: Vec<BotChoice>,
    /// The level a new bot seat starts with.
    default_bot: BotLevel,
    colours: Vec<catapult_core::scene::PlayerColour>,
    tokens: Vec<TokenChoice>,
    /// The launch speed of a full-power swipe or flick, m/s (for the power bar).
    full_power_speed: f64,
    /// How to flick, and how to raise or flatten the arc (the flick's help).
    how_to_flick: &'static str,
    /// The flick sensitivities a seat may have, gentlest first, with their words.
    flick_sensitivities: Vec<practice::SensitivityChoice>,
    /// What a saved practice motion may have been, in a player's words, the flick first.
    trace_labels: Vec<practice::TraceLabelChoice>,
}

/// The setup screen's options, limits, bot levels and seat colours, as JSON.
pub fn setup_menu() -> Result<String, WebError> {
    let menu = SetupMenu {
        rules: &RULE_OPTIONS,
        default_rules: RuleOptions::default(),
        seat_limits: SeatLimits {
            min_seats: *PLAYER_RANGE.start(),
            max_seats: *PLAYER_RANGE.end(),
            longest_name: LONGEST_NAME,
        },
        bot_levels: BotLevel::ALL
            .iter()
            .map(|&level| BotChoice {
                id: level,
                name: level.label(),
            })
            .collect(),
        default_bot: BotLevel::DEFAULT,
        colours: (0..*PLAYER_RANGE.end()).map(player_colour).collect(),
        tokens: catapult_core::physics::TokenKind::ALL
            .iter()
            .map(|&id| TokenChoice {
                id,
                name: token_name(id),
                rule: token_rule(id),
            })
            .collect(),
        full_power_speed: catapult_core::flick::MAX_SPEED,
        how_to_flick: catapult_core::flick::HOW_TO_FLICK,
        flick_sensitivities: sensitivity_choices(),
        trace_labels: practice::trace_label_choices(),
    };
    Ok(serde_json::to_string(&menu)?)
}

/// `rules` (JSON) with choice `choice` of option `option` made (`None` turns a switch off).
pub fn choose_rule(rules: &str, option: &str, choice: Option<&str>) -> Result<String, WebError> {
    let mut rules: RuleOptions = serde_json::from_str(rules)?;
    rules
        .choose(option, choice)
        .map_err(|error| WebError::bad_input(error.to_string()))?;
    Ok(serde_json::to_string(&rules)?)
}

/// For each option id, the id of the choice `rules` (JSON) make (`null`: a switch that is off).
pub fn chosen_rules(rules: &str) -> Result<String, WebError> {
    let rules: RuleOptions = serde_json::from_str(rules)?;
    let chosen: BTreeMap<&str, Option<&str>> = RULE_OPTIONS
        .iter()
        .map(|option| (option.id, rules.chosen(option.id)))
        .collect();
    Ok(serde_json::to_string(&chosen)?)
}

/// The game's configuration and seats from the setup screen's JSON ([`TableSetup`]), checked.
pub fn table(setup: &str) -> Result<(GameConfig, Vec<Seat>), WebError> {
    let table: TableSetup = serde_json::from_str(setup)?;
    Ok(table.checked()?)
}

/// The artwork of every tile type, by tile id, as JSON.
pub fn all_tile_art() -> Result<String, WebError> {
    let art: BTreeMap<String, _> = catalogue()
        .ids()
        .map(|id| (id.to_string(), tile_art(id)))
        .collect();
    Ok(serde_json::to_string(&art)?)
}

/// The launch a swipe (JSON [`Swipe`]) asks for: aim, elevation and speed, or why there is none.
pub fn swipe(swipe: &str) -> Result<catapult_core::flick::FlickLaunch, WebError> {
    let swipe: Swipe = serde_json::from_str(swipe)?;
    swipe_launch(&swipe).map_err(|no| WebError::bad_input(no.to_string()))
}

/// The history's games, newest first, as JSON.
pub fn games(store: &Store) -> Result<String, WebError> {
    let games = store.list_games(&GameFilter::default(), 0, LISTED_GAMES)?;
    Ok(serde_json::to_string(&games)?)
}

/// Every player's statistics over finished games, as JSON.
pub fn statistics(store: &Store) -> Result<String, WebError> {
    Ok(serde_json::to_string(&store.all_player_stats()?)?)
}

/// One step of a replay, as the page reads it.
#[derive(Debug, Serialize)]
struct ReplayPayload {
    step: usize,
    moves: usize,
    board: BoardScene,
    /// Each player's supply in words, in the order of `board.players`.
    supplies: Vec<String>,
    last_move: Option<catapult_core::rules::Action>,
    flight: Option<catapult_core::rules::HurlRecord>,
    /// How that flight is seen, from the hurler's seat to where the token rested.
    flight_camera: Option<catapult_core::scene::RoundCamera>,
}

/// The replay after `step` moves, as JSON.
pub fn replay_step(replay: &GameReplay, step: usize) -> Result<String, WebError> {
    let shown = replay.step(step)?;
    let board = board_scene(&shown.game, replay.names());
    Ok(serde_json::to_string(&ReplayPayload {
        step,
        moves: replay.moves(),
        supplies: supplies(&board),
        board,
        last_move: shown.last_move,
        flight: shown.flight,
        flight_camera: shown.flight_camera,
    })?)
}

#[cfg(test)]
mod tests;
