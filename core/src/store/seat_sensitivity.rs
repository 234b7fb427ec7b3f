//! Changing a stored seat's flick sensitivity mid-game (from the settings or the practice
//! screen): the one thing about a seat that may change once the game has started.

use super::{GameId, Store, StoreError};
use crate::flick::FlickSensitivity;
use rusqlite::{OptionalExtension, params};

impl Store {
    /// Saves `sensitivity` for seat `seat` (from 0) of game `id`. [`StoreError::NoSuchGame`]
    /// or [`StoreError::NoSuchSeat`] when there is no such game or seat; nothing else changes
    /// (the game's moves and hashes do not depend on it).
    pub fn set_flick_sensitivity(
        &mut self,
        id: GameId,
        seat: usize,
        sensitivity: FlickSensitivity,
    ) -> Result<(), StoreError> {
        let changed = self.writer()?.execute(
            "UPDATE seats SET flick_sensitivity = ?3 WHERE game_id = ?1 AND seat = ?2",
            params![id.0, seat as i64, sensitivity.name()],
        )?;
        if changed == 1 {
            return Ok(());
        }
        let game = self
            .conn
            .query_row("SELECT 1 FROM games WHERE id = ?1", [id.0], |_| Ok(()))
            .optional()?;
        Err(match game {
            None => StoreError::NoSuchGame { id },
            Some(()) => StoreError::NoSuchSeat { id, seat: seat + 1 },
        })
    }
}
