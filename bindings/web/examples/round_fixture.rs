//! Writes a game file that stops at a catapult round's token choice for a person, for the web
//! app's browser tests: Anna (a person) and a greedy bot, Anna's moves made simply (first legal
//! cell, no follower, a straight hurl, no catch, no seduction) until she places a fair tile.
//!
//! `cargo run -p catapult-web --example round_fixture -- SEED TILES > web/tests/fixtures/round-anna.json`

use catapult_core::bots::BotLevel;
use catapult_core::session::{SeatSetup, Session, Stage, TableSetup};
use catapult_core::store::Store;
use std::sync::{Arc, Mutex};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let seed: u64 = std::env::args().nth(1).map_or(Ok(7), |s| s.parse())?;
    // Skip fair tiles until about this many tiles are down, so the board has followers to hit.
    let least_tiles: usize = std::env::args().nth(2).map_or(Ok(12), |s| s.parse())?;
    let table = TableSetup {
        seats: vec![
            SeatSetup { name: "Anna".into(), bot: None },
            SeatSetup { name: "Greedy".into(), bot: Some(BotLevel::Greedy) },
        ],
        rules: Default::default(),
    };
    let (config, seats) = table.checked()?;
    let store = Arc::new(Mutex::new(Store::open_in_memory()?));
    let mut session = Session::start(store.clone(), config, seed, seats)?;
    for _ in 0..2000 {
        match session.stage() {
            Stage::ChooseToken { seat: 0 } if session.game().tiles_left() <= 82 - least_tiles => {
                let id = session.id().ok_or("the game is not stored")?;
                println!("{}", store.lock().map_err(|_| "poisoned")?.export_game(id)?);
                return Ok(());
            }
            Stage::BotToAct { .. } => {
                session.bot_step()?;
            }
            Stage::HandOver { .. } => session.hand_over_done()?,
            Stage::PlaceTile(tile) => {
                let legal = tile.legal.first().ok_or("no legal cell")?;
                let rotation = *legal.rotations.first().ok_or("no rotation")?;
                session.place_tile(catapult_core::board::Placement { pos: legal.cell, rotation })?;
            }
            Stage::ChooseToken { .. } => {
                session.choose_token(catapult_core::physics::TokenKind::Target)?;
            }
            Stage::PlaceFollower(_) => {
                session.skip_follower()?;
            }
            Stage::Hurl(_) => {
                session.hurl_launch(0.0, 40.0, 3.0)?;
            }
            Stage::Catch(_) => {
                session.catch_at(None)?;
            }
            Stage::Seduce(_) => {
                session.decline_seduction()?;
            }
            Stage::RoundSummary(_) => session.close_summary()?,
            other => return Err(format!("the game stopped at {:?}", other.kind()).into()),
        }
    }
    Err("no fair tile for Anna in 2000 moves".into())
}
