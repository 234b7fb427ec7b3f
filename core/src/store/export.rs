//! Export and import: a game as one JSON document; an imported one is checked in full
//! ([`GameFile::read`]) before it is stored.

use super::game_file::GameFile;
use super::game_file_error::GameFileError;
use super::games::{insert_action, insert_game, insert_results};
use super::stats::insert_seat_stats;
use super::{GameId, GameStatus, Seat, Store, StoreError, hash_hex};
use crate::rules::{Action, GameConfig};
use rusqlite::{TransactionBehavior, params};
use serde::{Deserialize, Serialize};

/// The `format` field of an exported game.
pub const EXPORT_FORMAT: &str = "catapult-game";

/// The version of the export document this app writes and reads.
pub const EXPORT_FORMAT_VERSION: u32 = 1;

/// A whole game as exported: enough to rebuild it anywhere.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GameDocument {
    /// Always [`EXPORT_FORMAT`].
    pub format: String,
    /// [`EXPORT_FORMAT_VERSION`] when written by this app.
    pub format_version: u32,
    /// The rules version of the app that recorded the game ([`crate::store::RULES_VERSION`]).
    pub rules_version: u32,
    /// The physics model of the app that recorded the game ([`crate::physics::MODEL_VERSION`]).
    pub physics_version: u32,
    /// The setup.
    pub config: GameConfig,
    /// The seed the pile was shuffled from.
    pub seed: u64,
    /// One seat per player.
    pub seats: Vec<Seat>,
    /// Every action, in order.
    pub actions: Vec<Action>,
    /// The state hash after the last action (16 hex digits), if any action was played.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub state_hash: Option<String>,
}

impl Store {
    /// The game as a document ([`GameDocument`]), as it is stored: not checked as a file
    /// from elsewhere would be, so a game stored before a check existed can still be shown.
    pub fn game_document(&self, id: GameId) -> Result<GameDocument, StoreError> {
        let header = self.header(id)?;
        let steps = self.replay_steps(id)?;
        let (rules_version, physics_version): (u32, u32) = self.conn.query_row(
            "SELECT rules_version, physics_version FROM games WHERE id = ?1",
            params![id.0],
            |row| Ok((row.get(0)?, row.get(1)?)),
        )?;
        Ok(GameDocument {
            format: EXPORT_FORMAT.to_owned(),
            format_version: EXPORT_FORMAT_VERSION,
            rules_version,
            physics_version,
            config: header.config,
            seed: header.seed,
            seats: header.seats,
            state_hash: steps.last().map(|step| hash_hex(step.state_hash)),
            actions: steps.into_iter().map(|step| step.action).collect(),
        })
    }

    /// The game as a JSON document ([`GameDocument`]).
    pub fn export_game(&self, id: GameId) -> Result<String, StoreError> {
        let document = self.game_document(id)?;
        serde_json::to_string_pretty(&document).map_err(|error| StoreError::Damaged {
            id,
            what: format!("it cannot be written as JSON: {error}"),
        })
    }

    /// Stores a game from an exported document, as a new game. The document is checked in
    /// full first ([`GameFile::read`]); a bad one is refused with the reason
    /// ([`StoreError::BadDocument`]) and nothing is written.
    pub fn import_game(&mut self, json: &str) -> Result<GameId, StoreError> {
        let file = GameFile::read(json)?;
        self.import_file(&file)
    }

    /// Stores a checked game file as a new game, in one transaction: its seats, its actions
    /// with the state hash after each, and its results and statistics if it is over.
    pub fn import_file(&mut self, file: &GameFile) -> Result<GameId, StoreError> {
        let document = file.document();
        if let Some(id) = self.same_game(document)? {
            return Err(StoreError::AlreadyImported { id });
        }
        let now = self.now_ms();
        let tx = self
            .writer()?
            .transaction_with_behavior(TransactionBehavior::Immediate)?;
        let id = insert_game(
            &tx,
            &document.config,
            document.seed,
            &document.seats,
            document.physics_version,
            now,
        )?;
        for (turn, (action, hash)) in document.actions.iter().zip(file.hashes()).enumerate() {
            insert_action(&tx, id, turn, action, *hash)?;
        }
        let game = file.game();
        if game.is_over() {
            insert_results(&tx, id, game)?;
            insert_seat_stats(&tx, id, game, file.tally())?;
            tx.execute(
                "UPDATE games SET status = ?2 WHERE id = ?1",
                params![id.0, GameStatus::Finished.as_str()],
            )?;
        }
        tx.commit()?;
        Ok(id)
    }
}

impl Store {
    /// A stored game that is `document` already: the same rules, seed, seats (names and
    /// levels) and moves. Importing one file twice would count its game twice.
    fn same_game(&self, document: &GameDocument) -> Result<Option<GameId>, StoreError> {
        let mut statement = self
            .conn
            .prepare("SELECT id FROM games WHERE seed = ?1 ORDER BY id")?;
        let candidates = statement
            .query_map(params![document.seed as i64], |row| row.get::<_, i64>(0))?
            .collect::<Result<Vec<i64>, _>>()?;
        for id in candidates.into_iter().map(GameId) {
            let stored = self.game_document(id)?;
            if stored.config == document.config
                && stored.seats == document.seats
                && stored.actions == document.actions
            {
                return Ok(Some(id));
            }
        }
        Ok(None)
    }
}

impl From<GameFileError> for StoreError {
    fn from(error: GameFileError) -> StoreError {
        StoreError::BadDocument {
            reason: error.to_string(),
        }
    }
}
