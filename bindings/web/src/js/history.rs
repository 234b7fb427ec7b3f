//! The history in the browser: SQLite through the OPFS "sahpool" VFS (a dedicated worker
//! only), with the same schema and migrations as on a phone or a terminal.

use super::game::Game;
use super::{page_clock, thrown};
use crate::{WebError, payload};
use catapult_core::session::{GameReplay, Session, SharedStore};
use catapult_core::store::{GameId, Store};
use sqlite_wasm_rs::WasmOsCallback;
use sqlite_wasm_vfs::sahpool::{OpfsSAHPoolCfg, install};
use std::sync::{Arc, Mutex};
use wasm_bindgen::prelude::*;

/// The open history.
#[wasm_bindgen]
pub struct History {
    store: SharedStore,
    kept: bool,
}

/// Opens the history `file` kept in the origin's private file system (OPFS). Call it from a
/// dedicated worker; where OPFS cannot be used (no secure context, an old browser) it fails,
/// and [`open_memory_history`] keeps games until the page closes.
#[wasm_bindgen(js_name = openHistory)]
pub async fn open_history(file: String) -> Result<History, JsValue> {
    install::<WasmOsCallback>(&OpfsSAHPoolCfg::default(), true)
        .await
        .map_err(|error| {
            thrown(WebError {
                kind: "storage",
                message: format!("this browser cannot keep games here ({error})"),
            })
        })?;
    let store = Store::open_with_clock(format!("/{file}"), page_clock).map_err(thrown)?;
    Ok(History {
        store: Arc::new(Mutex::new(store)),
        kept: true,
    })
}

/// A history in memory, gone when the page closes.
#[wasm_bindgen(js_name = openMemoryHistory)]
pub fn open_memory_history() -> Result<History, JsValue> {
    let store = Store::open_in_memory_with_clock(page_clock).map_err(thrown)?;
    Ok(History {
        store: Arc::new(Mutex::new(store)),
        kept: false,
    })
}

#[wasm_bindgen]
impl History {
    /// Whether games survive a reload (false: kept in memory only).
    #[wasm_bindgen(getter)]
    pub fn kept(&self) -> bool {
        self.kept
    }

    /// The games, newest first (JSON list of summaries).
    #[wasm_bindgen(js_name = listGames)]
    pub fn list_games(&self) -> Result<String, JsValue> {
        payload::games(&*self.lock()?).map_err(thrown)
    }

    /// Every player's statistics over finished games (JSON list).
    pub fn statistics(&self) -> Result<String, JsValue> {
        payload::statistics(&*self.lock()?).map_err(thrown)
    }

    /// Game `id` as a game file (JSON text).
    #[wasm_bindgen(js_name = exportGame)]
    pub fn export_game(&self, id: f64) -> Result<String, JsValue> {
        let id = game_id(id)?;
        self.lock()?.export_game(id).map_err(thrown)
    }

    /// Stores a game file as a new game; returns its id. A bad file is refused, saying why.
    #[wasm_bindgen(js_name = importGame)]
    pub fn import_game(&self, json: &str) -> Result<f64, JsValue> {
        let id = self.lock()?.import_game(json).map_err(thrown)?;
        Ok(id.0 as f64)
    }

    /// Deletes game `id` and its moves.
    #[wasm_bindgen(js_name = deleteGame)]
    pub fn delete_game(&self, id: f64) -> Result<(), JsValue> {
        let id = game_id(id)?;
        self.lock()?.delete_game(id).map_err(thrown)
    }

    /// Gives up the unfinished game `id`.
    #[wasm_bindgen(js_name = abandonGame)]
    pub fn abandon_game(&self, id: f64) -> Result<(), JsValue> {
        let id = game_id(id)?;
        self.lock()?.abandon_game(id).map_err(thrown)
    }

    /// A new game from the setup screen's JSON table, stored move by move. `seed` is a u64
    /// in decimal (the page draws it from `crypto.getRandomValues`).
    #[wasm_bindgen(js_name = startGame)]
    pub fn start_game(&self, table: &str, seed: &str) -> Result<Game, JsValue> {
        let (config, seats) = payload::table(table).map_err(thrown)?;
        let seed: u64 = seed
            .parse()
            .map_err(|_| thrown(WebError::bad_input(format!("{seed:?} is not a seed"))))?;
        let session =
            Session::start(Arc::clone(&self.store), config, seed, seats).map_err(thrown)?;
        Ok(Game::around(session))
    }

    /// The unfinished game `id`, replayed and ready to go on at the stage it stopped.
    #[wasm_bindgen(js_name = resumeGame)]
    pub fn resume_game(&self, id: f64) -> Result<Game, JsValue> {
        let id = game_id(id)?;
        let session = Session::resume(Arc::clone(&self.store), id).map_err(thrown)?;
        Ok(Game::around(session))
    }

    /// Game `id`, to step through.
    #[wasm_bindgen(js_name = replayGame)]
    pub fn replay_game(&self, id: f64) -> Result<Replay, JsValue> {
        let id = game_id(id)?;
        let document = self.lock()?.game_document(id).map_err(thrown)?;
        Ok(Replay {
            replay: GameReplay::from_document(document),
        })
    }

    fn lock(&self) -> Result<std::sync::MutexGuard<'_, Store>, JsValue> {
        self.store.lock().map_err(|_| {
            thrown(WebError {
                kind: "internal",
                message: "the history was left half-changed; reload the page".to_owned(),
            })
        })
    }
}

/// A game's number from JavaScript.
fn game_id(id: f64) -> Result<GameId, JsValue> {
    if id.fract() == 0.0 && (1.0..9.0e15).contains(&id) {
        Ok(GameId(id as i64))
    } else {
        Err(thrown(WebError::bad_input(format!(
            "there is no game {id}"
        ))))
    }
}

/// A game to step through; it changes nothing.
#[wasm_bindgen]
pub struct Replay {
    replay: GameReplay,
}

#[wasm_bindgen]
impl Replay {
    /// The replay of a game file (JSON text), checked as `importGame` checks it.
    #[wasm_bindgen(js_name = fromFile)]
    pub fn from_file(json: &str) -> Result<Replay, JsValue> {
        Ok(Replay {
            replay: GameReplay::from_json(json).map_err(thrown)?,
        })
    }

    /// How many moves the game has.
    pub fn moves(&self) -> usize {
        self.replay.moves()
    }

    /// The board after `step` moves, with the last move and its flight (JSON).
    pub fn step(&self, step: usize) -> Result<String, JsValue> {
        payload::replay_step(&self.replay, step).map_err(thrown)
    }
}
