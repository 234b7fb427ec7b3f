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
        let mut next = self.game.clone();
        let events = next.apply(action).map_err(GameError::from)?;
        let mut tally = self.tally.clone();
        tally.observe(&events);
        store.record_counted(self.id, &next, Some(&tally))?;
        self.game = next;
        self.tally = tally;
        Ok(events)
    }
}
