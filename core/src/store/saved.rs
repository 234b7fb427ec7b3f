//! `SavedGame`: a game in memory tied to its stored copy, changed only after a write.

use super::stats::Tally;
use super::{GameId, Store, StoreError};
use crate::GameError;
use crate::rules::{Action, Event, Game};

/// A stored game in memory. Its state changes only through [`SavedGame::play`], which stores an
/// action before applying it, so what is in memory is always what a resume would rebuild.
#[derive(Debug, Clone)]
pub struct SavedGame {
    id: GameId,
    game: Game,
    /// The statistics counters of the actions played so far, stored when the game ends.
    tally: Tally,
}

impl SavedGame {
    pub(super) fn new(id: GameId, game: Game, tally: Tally) -> SavedGame {
        SavedGame { id, game, tally }
    }

    /// The stored game's id.
    pub fn id(&self) -> GameId {
        self.id
    }

    /// The game as stored.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// Plays `action`: the rules check it on a copy, the copy's action is stored in one
    /// transaction (with the results and statistics when it ends the game), and only then does
    /// the copy become the game. A refused action
    /// ([`StoreError::Refused`]) stores nothing; a failed write leaves the game as it was.
    pub fn play(&mut self, store: &mut Store, action: Action) -> Result<Vec<Event>, StoreError> {
        let next = self.prepare(action)?;
        self.commit(store, next)
    }

    /// The first half of [`SavedGame::play`]: the rules (and a hurl's physics) run on a copy,
    /// without the history. A caller sharing the history between threads calls this before
    /// taking the history's lock, so the lock is held only for the write.
    pub fn prepare(&self, action: Action) -> Result<PreparedMove, StoreError> {
        let mut game = self.game.clone();
        let events = game.apply(action).map_err(GameError::from)?;
        let mut tally = self.tally.clone();
        tally.observe(&events);
        Ok(PreparedMove {
            id: self.id,
            game,
            tally,
            events,
        })
    }

    /// The second half of [`SavedGame::play`]: stores the prepared move and only then makes it
    /// the game. A move prepared from another game, or from this one before it changed, is
    /// refused with [`StoreError::OutOfStep`] and nothing is written.
    pub fn commit(
        &mut self,
        store: &mut Store,
        next: PreparedMove,
    ) -> Result<Vec<Event>, StoreError> {
        let stored = self.game.actions().len();
        let turn = next.game.actions().len().saturating_sub(1);
        if next.id != self.id || turn != stored {
            return Err(StoreError::OutOfStep {
                id: self.id,
                stored,
                turn,
            });
        }
        store.record_counted(self.id, &next.game, Some(&next.tally))?;
        self.game = next.game;
        self.tally = next.tally;
        Ok(next.events)
    }
}

/// A move checked and applied to a copy of a [`SavedGame`], not stored yet
/// ([`SavedGame::prepare`]).
#[derive(Debug, Clone)]
pub struct PreparedMove {
    id: GameId,
    game: Game,
    tally: Tally,
    events: Vec<Event>,
}
