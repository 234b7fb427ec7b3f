//! Where a session's game is kept: in the history (each move stored before it counts) or only
//! in memory.

use super::error::SessionError;
use crate::rules::{Action, Event, Game};
use crate::store::{GameId, SavedGame, Store};
use std::sync::{Arc, Mutex};

/// A history shared by the sessions of one app (a phone plays one game at a time, but the
/// history screen reads the same file).
pub type SharedStore = Arc<Mutex<Store>>;

/// The game as committed: stored, or kept in memory.
#[derive(Debug, Clone)]
pub(super) enum Record {
    /// Kept in the history: a move counts once it is stored.
    Saved {
        /// The game and its id.
        saved: SavedGame,
        /// The history.
        store: SharedStore,
    },
    /// Kept only in memory.
    InMemory(Game),
}

impl Record {
    pub(super) fn game(&self) -> &Game {
        match self {
            Record::Saved { saved, .. } => saved.game(),
            Record::InMemory(game) => game,
        }
    }

    pub(super) fn id(&self) -> Option<GameId> {
        match self {
            Record::Saved { saved, .. } => Some(saved.id()),
            Record::InMemory(_) => None,
        }
    }

    /// Stores (if kept) and applies `action`; a refusal changes nothing.
    pub(super) fn play(&mut self, action: Action) -> Result<Vec<Event>, SessionError> {
        match self {
            Record::Saved { saved, store } => {
                // The rules and a hurl's physics run before the history is locked: the lock
                // covers only the write, so the history screens never wait for a throw.
                let next = saved.prepare(action)?;
                let mut store = store.lock().map_err(|_| SessionError::Poisoned)?;
                Ok(saved.commit(&mut store, next)?)
            }
            Record::InMemory(game) => Ok(game.apply(action)?),
        }
    }
}
