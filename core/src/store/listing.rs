//! Listing stored games, newest first, a page at a time.

use super::{GameId, GameStatus, Seat, Store, StoreError};
use crate::rules::{GameConfig, RuleOptions};
use crate::tiles::catalogue;

/// Which games to list. The default lists all of them.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct GameFilter {
    /// Only games with this status (`InProgress` lists the unfinished ones).
    pub status: Option<GameStatus>,
    /// Only games with a seat of this name (case does not matter).
    pub player: Option<String>,
}

/// One line of the game list.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct GameSummary {
    /// The game's id.
    pub id: GameId,
    /// When it was created, in milliseconds since the Unix epoch.
    pub created_ms: i64,
    /// When its last action was stored, in milliseconds since the Unix epoch.
    pub updated_ms: i64,
    /// Where it stands.
    pub status: GameStatus,
    /// The seats, in seat order.
    pub seats: Vec<Seat>,
    /// Actions stored so far.
    pub actions: usize,
    /// Final points per seat, for a finished game.
    pub scores: Option<Vec<u32>>,
    /// The rule options it is played with.
    pub rules: RuleOptions,
    /// Tiles on the board, the start tile included.
    pub tiles_placed: usize,
    /// Tiles the game has, the start tile included (84 with The Catapult's fair tiles).
    pub tiles_in_game: usize,
}

impl Store {
    /// The games matching `filter`, most recently played first, `page_size` to a page; `page`
    /// counts from 0. A page past the end is empty, however large its number.
    pub fn list_games(
        &self,
        filter: &GameFilter,
        page: usize,
        page_size: usize,
    ) -> Result<Vec<GameSummary>, StoreError> {
        let mut statement = self.conn.prepare(
            "SELECT g.id, g.created_ms, g.updated_ms, g.status,
                    (SELECT COUNT(*) FROM actions a WHERE a.game_id = g.id),
                    (SELECT COUNT(*) FROM actions a WHERE a.game_id = g.id
                       AND json_extract(a.payload, '$.action') = 'place_tile'),
                    g.config
             FROM games g
             WHERE (?1 IS NULL OR g.status = ?1)
               AND (?2 IS NULL OR EXISTS (SELECT 1 FROM seats s
                                          WHERE s.game_id = g.id AND s.name = ?2 COLLATE NOCASE))
             ORDER BY g.updated_ms DESC, g.id DESC
             LIMIT ?3 OFFSET ?4",
        )?;
        // Saturated, never wrapped: SQLite reads a negative LIMIT as "no limit" and a negative
        // OFFSET as 0, so a page far past the end would show the first games.
        let offset = i64::try_from(page.saturating_mul(page_size)).unwrap_or(i64::MAX);
        let limit = i64::try_from(page_size).unwrap_or(i64::MAX);
        let rows = statement.query_map(
            rusqlite::params![
                filter.status.map(GameStatus::as_str),
                filter.player,
                limit,
                offset
            ],
            |row| {
                Ok((
                    row.get::<_, i64>(0)?,
                    row.get::<_, i64>(1)?,
                    row.get::<_, i64>(2)?,
                    row.get::<_, String>(3)?,
                    row.get::<_, i64>(4)?,
                    row.get::<_, i64>(5)?,
                    row.get::<_, String>(6)?,
                ))
            },
        )?;
        let mut games = Vec::new();
        for row in rows {
            let (id, created_ms, updated_ms, status, actions, placed, config) = row?;
            let id = GameId(id);
            let config: GameConfig =
                serde_json::from_str(&config).map_err(|error| StoreError::Damaged {
                    id,
                    what: format!("its rules cannot be read: {error}"),
                })?;
            let status = GameStatus::parse(&status).ok_or_else(|| StoreError::Damaged {
                id,
                what: format!("unknown status '{status}'"),
            })?;
            games.push(GameSummary {
                id,
                created_ms,
                updated_ms,
                status,
                seats: self.seats(id)?,
                actions: actions as usize,
                scores: self.final_scores(id)?,
                rules: config.rules,
                // The start tile is on the board before the first action.
                tiles_placed: placed as usize + 1,
                tiles_in_game: catalogue().pile(&config.expansions()).len() + 1,
            });
        }
        Ok(games)
    }

    /// The stored results of a game, per seat, or `None` if it has none.
    fn final_scores(&self, id: GameId) -> Result<Option<Vec<u32>>, StoreError> {
        let mut statement = self
            .conn
            .prepare("SELECT score FROM results WHERE game_id = ?1 ORDER BY seat")?;
        let scores = statement
            .query_map([id.0], |row| row.get::<_, u32>(0))?
            .collect::<Result<Vec<_>, _>>()?;
        Ok((!scores.is_empty()).then_some(scores))
    }
}
