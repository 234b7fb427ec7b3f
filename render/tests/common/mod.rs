//! Games and hurls the picture tests draw.

#![allow(dead_code)]

use catapult_core::bots::{BotLevel, seat_seed};
use catapult_core::rules::{Game, GameConfig};
use catapult_core::scenario::Scenario;
use catapult_core::scene::{BoardScene, FlightScene, board_scene, hurl_flight, hurl_indices};
use std::path::{Path, PathBuf};

/// Greedy bots play a `players`-seat game (catapult rounds on) from `seed` until `stop` says
/// so or the game ends.
pub fn bot_game(players: usize, seed: u64, stop: impl Fn(&Game) -> bool) -> Game {
    let mut bots: Vec<_> = (0..players)
        .map(|seat| BotLevel::Greedy.bot(seat_seed(seed, seat)))
        .collect();
    let mut game = Game::new(GameConfig::new(players), seed).unwrap();
    while !game.is_over() && !stop(&game) {
        let action = bots[game.current_player()].choose(&game).unwrap();
        game.apply(action).unwrap();
    }
    game
}

/// A 4-player greedy game from `seed` stopped when `tiles` tiles lie on the board (the start
/// tile included) and the next tile waits to be placed, outside a catapult round.
pub fn mid_game(seed: u64, tiles: usize) -> Game {
    bot_game(4, seed, |game| {
        game.board().tiles().len() >= tiles && game.drawn_tile().is_some() && game.round().is_none()
    })
}

/// The seat names the pictures show.
pub fn names() -> Vec<String> {
    ["Ada", "Brunhild", "Cyrus", "Dagmar"]
        .iter()
        .map(|name| (*name).to_string())
        .collect()
}

/// The workspace root.
pub fn workspace() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .unwrap()
        .to_path_buf()
}

/// The round scenario with a knock-out chain (`tests/scenarios/round-*chain*.json`).
pub fn chain_scenario() -> PathBuf {
    let folder = workspace().join("tests/scenarios");
    let mut found: Vec<PathBuf> = std::fs::read_dir(&folder)
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|path| {
            let name = path.file_name().unwrap().to_string_lossy().to_string();
            name.starts_with("round-") && name.contains("chain") && name.ends_with(".json")
        })
        .collect();
    found.sort();
    found
        .into_iter()
        .next()
        .expect("a round-*chain*.json scenario")
}

/// The last hurl of the knock-out chain scenario, and the board scene just before it.
pub fn chain_flight() -> (FlightScene, BoardScene) {
    let hurls = |game: &Game| hurl_indices(game.actions()).len();
    let path = chain_scenario();
    let last = hurls(
        &Scenario::from_json(&std::fs::read_to_string(&path).unwrap())
            .unwrap()
            .play_moves()
            .unwrap(),
    );
    scenario_flight(&path, last)
}

/// Hurl `number` (1 = the first) of the round scenario at `path`, and the board scene just
/// before it.
pub fn scenario_flight(path: &Path, number: usize) -> (FlightScene, BoardScene) {
    let text = std::fs::read_to_string(path).unwrap();
    let scenario = Scenario::from_json(&text).unwrap();
    let game = scenario.play_moves().unwrap();
    let actions = game.actions();
    let index = hurl_indices(actions)[number - 1];
    let config = game.config().clone();
    let flight = hurl_flight(
        config.clone(),
        game.seed(),
        game.physics_model(),
        actions,
        index,
    )
    .unwrap();
    let before =
        Game::replay(config, game.seed(), game.physics_model(), &actions[..index]).unwrap();
    (flight, board_scene(&before, &names()[..2]))
}
