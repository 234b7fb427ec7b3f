//! Dev-only: prints JSON fixtures for the web app's board canvas tests (web/tests/fixtures/):
//! `{"art": {tile name: TileArt}, "place": BoardScene, "follower": BoardScene}` — the artwork of
//! every tile type, and a greedy 3-bot game (seed 7) once 20 tiles lie on the board and a tile
//! is to be placed, then just after that tile is placed (follower choices open).
//! Run: `cargo run -p catapult-core --example dump_scene > web/tests/fixtures/scene.json`.

use catapult_core::bots::{BotLevel, decision_seed};
use catapult_core::rules::{Game, GameConfig, Phase};
use catapult_core::scene::{board_scene, tile_art};
use catapult_core::tiles::catalogue;
use serde_json::{Map, Value, json};
use std::error::Error;

fn main() -> Result<(), Box<dyn Error>> {
    let config = GameConfig {
        players: 3,
        rules: Default::default(),
        stacked_pile: None,
    };
    let mut game = Game::new(config, 7)?;
    let names: Vec<String> = ["Ada", "Brunhild", "Cai"].map(String::from).to_vec();
    let step = |game: &mut Game| -> Result<(), Box<dyn Error>> {
        let seat = game.current_player();
        let seed = decision_seed(game.seed(), seat, game.actions().len());
        let action = BotLevel::Greedy
            .bot(seed)
            .choose(game)
            .ok_or("the bot found no move")?;
        game.apply(action)?;
        Ok(())
    };
    while !(game.board().tiles().len() >= 20 && game.phase() == Phase::PlaceTile) {
        step(&mut game)?;
    }
    let place = board_scene(&game, &names);
    step(&mut game)?;
    let follower = board_scene(&game, &names);
    let art = catalogue()
        .ids()
        .map(|id| Ok((id.tile().name(), serde_json::to_value(tile_art(id))?)))
        .collect::<Result<Map<String, Value>, serde_json::Error>>()?;
    let out = json!({ "art": art, "place": place, "follower": follower });
    println!("{}", serde_json::to_string(&out)?);
    Ok(())
}
