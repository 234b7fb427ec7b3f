//! Export and import: a game as one JSON document, checked in full before it is stored.

use super::games::{check_seats, insert_action, insert_game, insert_results};
use super::stats::{Tally, insert_seat_stats};
use super::{GameId, GameStatus, RULES_VERSION, Seat, Store, StoreError, hash_hex};
use crate::physics::MODEL_VERSION;
use crate::rules::{Action, Game, GameConfig};
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
    /// The rules version of the app that recorded the game ([`RULES_VERSION`]).
    pub rules_version: u32,
    /// The physics model of the app that recorded the game ([`MODEL_VERSION`]).
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
    /// The game as a JSON document ([`GameDocument`]).
    pub fn export_game(&self, id: GameId) -> Result<String, StoreError> {
        let header = self.header(id)?;
        let steps = self.replay_steps(id)?;
        let (rules_version, physics_version): (u32, u32) = self.conn.query_row(
            "SELECT rules_version, physics_version FROM games WHERE id = ?1",
            params![id.0],
            |row| Ok((row.get(0)?, row.get(1)?)),
        )?;
        let document = GameDocument {
            format: EXPORT_FORMAT.to_owned(),
            format_version: EXPORT_FORMAT_VERSION,
            rules_version,
            physics_version,
            config: header.config,
            seed: header.seed,
            seats: header.seats,
            state_hash: steps.last().map(|step| hash_hex(step.state_hash)),
            actions: steps.into_iter().map(|step| step.action).collect(),
        };
        serde_json::to_string_pretty(&document).map_err(|error| StoreError::Damaged {
            id,
            what: format!("it cannot be written as JSON: {error}"),
        })
    }

    /// Stores a game from an exported document, as a new game. The document is checked in
    /// full first (format and version, config, seats, every action replayed, the final state
    /// hash); a bad one is refused with the reason and nothing is written.
    pub fn import_game(&mut self, json: &str) -> Result<GameId, StoreError> {
        let document = parse(json)?;
        let bad = |reason: String| StoreError::BadDocument { reason };
        let mut game = Game::new(document.config.clone(), document.seed)
            .map_err(|error| bad(format!("its config is refused: {error}")))?;
        check_seats(&document.config, &document.seats).map_err(|error| bad(error.to_string()))?;
        let mut hashes = Vec::with_capacity(document.actions.len());
        let mut tally = Tally::new(document.config.players);
        for (turn, action) in document.actions.iter().enumerate() {
            let events = game.apply(*action).map_err(|error| {
                bad(format!(
                    "action {turn} ({}) is illegal: {error}",
                    action.verb()
                ))
            })?;
            tally.observe(&events);
            hashes.push(game.state_hash());
        }
        if let (Some(expected), Some(reached)) = (&document.state_hash, hashes.last())
            && !expected.eq_ignore_ascii_case(&hash_hex(*reached))
        {
            return Err(bad(format!(
                "the actions lead to state {} but the file says {expected}; it was recorded \
                 with rules {} and physics {} (this app: rules {RULES_VERSION}, physics \
                 {MODEL_VERSION})",
                hash_hex(*reached),
                document.rules_version,
                document.physics_version
            )));
        }
        let now = self.now_ms();
        let tx = self
            .conn
            .transaction_with_behavior(TransactionBehavior::Immediate)?;
        let id = insert_game(&tx, &document.config, document.seed, &document.seats, now)?;
        for (turn, (action, hash)) in document.actions.iter().zip(&hashes).enumerate() {
            insert_action(&tx, id, turn, action, *hash)?;
        }
        if game.is_over() {
            insert_results(&tx, id, &game)?;
            insert_seat_stats(&tx, id, &game, &tally)?;
            tx.execute(
                "UPDATE games SET status = ?2 WHERE id = ?1",
                params![id.0, GameStatus::Finished.as_str()],
            )?;
        }
        tx.commit()?;
        Ok(id)
    }
}

/// Reads a document, checking its format and version before its fields.
fn parse(json: &str) -> Result<GameDocument, StoreError> {
    let bad = |reason: String| StoreError::BadDocument { reason };
    let value: serde_json::Value =
        serde_json::from_str(json).map_err(|error| bad(format!("it is not JSON: {error}")))?;
    if value.get("format").and_then(|format| format.as_str()) != Some(EXPORT_FORMAT) {
        return Err(bad(format!(
            "it is not an exported Catapult game (\"format\" is not \"{EXPORT_FORMAT}\")"
        )));
    }
    match value
        .get("format_version")
        .and_then(|version| version.as_u64())
    {
        Some(version) if version == u64::from(EXPORT_FORMAT_VERSION) => {}
        Some(version) if version > u64::from(EXPORT_FORMAT_VERSION) => {
            return Err(bad(format!(
                "it was exported by a newer version of Catapult (format {version}, this app \
                 reads {EXPORT_FORMAT_VERSION}); update the app"
            )));
        }
        _ => {
            return Err(bad(format!(
                "its \"format_version\" is missing or unknown (this app reads \
                 {EXPORT_FORMAT_VERSION})"
            )));
        }
    }
    serde_json::from_value(value).map_err(|error| bad(format!("{error}")))
}
