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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bots::BotLevel;
    use crate::rules::{CatapultRules, GameConfig};
    use crate::store::Seat;

    /// The pages the history's file may hold (`PRAGMA max_page_count`): past them SQLite
    /// answers `SQLITE_FULL`, as on a full disk.
    fn limit_pages(store: &Store, pages: i64) {
        store
            .conn
            .pragma_update(None, "max_page_count", pages)
            .unwrap();
    }

    #[test]
    fn a_move_sqlite_finds_no_room_for_is_refused_as_the_phone_is_full_and_kept_for_later() {
        let mut store = Store::open_in_memory().unwrap();
        let mut config = GameConfig::new(2);
        config.rules.catapult = CatapultRules::Off;
        let seats = [
            Seat::bot("Anna", "red", BotLevel::Random),
            Seat::bot("Ben", "blue", BotLevel::Random),
        ];
        let mut saved = store.start_game(&config, 7, &seats).unwrap();
        let pages: i64 = store
            .conn
            .query_row("PRAGMA page_count", [], |row| row.get(0))
            .unwrap();
        limit_pages(&store, pages);
        let mut bot = BotLevel::Random.bot(7);
        // Moves go into the pages there are until one needs a new page.
        let (refused, before) = loop {
            let action = bot.choose(saved.game()).unwrap();
            let before = saved.game().clone();
            match saved.play(&mut store, action) {
                Ok(_) => assert!(before.actions().len() < 500, "no page ever filled"),
                Err(error) => break (error, (before, action)),
            }
        };
        let (game, action) = before;
        assert!(matches!(refused, StoreError::PhoneFull), "{refused:?}");
        assert_eq!(saved.game().actions(), game.actions(), "the game as it was");
        assert_eq!(saved.game().state_hash(), game.state_hash());
        assert_eq!(
            store.resume(saved.id()).unwrap().game().actions(),
            game.actions()
        );

        limit_pages(&store, i64::from(u32::MAX) - 1);
        saved.play(&mut store, action).unwrap();
        let resumed = store.resume(saved.id()).unwrap();
        assert_eq!(resumed.game().actions().len(), game.actions().len() + 1);
        assert_eq!(resumed.game().state_hash(), saved.game().state_hash());
    }
}
