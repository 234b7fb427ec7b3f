//! Writing and reading one game: create it, record each action, resume it, list its steps.

use super::schema::PAYLOAD_VERSION;
use super::stats::{Tally, insert_seat_stats};
use super::{GameId, GameStatus, RULES_VERSION, SavedGame, Seat, Store, StoreError, hash_hex};
use crate::GameError;
use crate::physics::MODEL_VERSION;
use crate::rules::{Action, Game, GameConfig};
use rusqlite::{OptionalExtension, Transaction, TransactionBehavior, params};

/// One stored action and the state hash the game reached after it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Step {
    /// Index of the action in the game, from 0.
    pub turn: usize,
    /// The action.
    pub action: Action,
    /// [`Game::state_hash`] after the action.
    pub state_hash: u64,
}

/// What is stored about a game besides its actions.
#[derive(Debug, Clone)]
pub(super) struct Header {
    pub config: GameConfig,
    pub seed: u64,
    /// The physics model its hurls ran (`physics_version`).
    pub physics: u32,
    pub seats: Vec<Seat>,
}

impl Store {
    /// Stores a new game with no action yet and returns its id. The config is checked by the
    /// rules first; there must be one seat per player.
    pub fn create_game(
        &mut self,
        config: &GameConfig,
        seed: u64,
        seats: &[Seat],
    ) -> Result<GameId, StoreError> {
        check_seats(config, seats)?;
        Game::new(config.clone(), seed).map_err(GameError::from)?;
        let now = self.now_ms();
        let tx = self
            .writer()?
            .transaction_with_behavior(TransactionBehavior::Immediate)?;
        let id = insert_game(&tx, config, seed, seats, MODEL_VERSION, now)?;
        tx.commit()?;
        Ok(id)
    }

    /// Stores a new game and returns it ready to play (see [`Store::create_game`]).
    pub fn start_game(
        &mut self,
        config: &GameConfig,
        seed: u64,
        seats: &[Seat],
    ) -> Result<SavedGame, StoreError> {
        let id = self.create_game(config, seed, seats)?;
        let game = Game::new(config.clone(), seed).map_err(GameError::from)?;
        Ok(SavedGame::new(id, game, Tally::new(config.players)))
    }

    /// Stores the last action of `after` (the game with that action applied) in one
    /// transaction, with the state hash after it; when the game is over, its results, its
    /// `seat_stats` and the status `finished` go in the same transaction. Refuses with [`StoreError::OutOfStep`] if
    /// the stored game does not hold exactly the actions before it. A game with no action has
    /// nothing to record. [`SavedGame::play`] is the way to call this.
    pub fn record(&mut self, id: GameId, after: &Game) -> Result<(), StoreError> {
        self.record_counted(id, after, None)
    }

    /// [`Store::record`] with the statistics counters of `after` (`None`: rebuilt by replay
    /// if the game is over).
    pub(super) fn record_counted(
        &mut self,
        id: GameId,
        after: &Game,
        tally: Option<&Tally>,
    ) -> Result<(), StoreError> {
        let Some((turn, action)) = after.actions().iter().enumerate().next_back() else {
            return Ok(());
        };
        let now = self.now_ms();
        let tx = self
            .writer()?
            .transaction_with_behavior(TransactionBehavior::Immediate)?;
        let stored = stored_actions(&tx, id)?;
        if stored != turn {
            return Err(StoreError::OutOfStep { id, stored, turn });
        }
        insert_action(&tx, id, turn, action, after.state_hash())?;
        let status = if after.is_over() {
            insert_results(&tx, id, after)?;
            let replayed;
            let tally = match tally {
                Some(tally) => tally,
                None => {
                    replayed = Tally::replay(after).map_err(GameError::from)?;
                    &replayed
                }
            };
            insert_seat_stats(&tx, id, after, tally)?;
            GameStatus::Finished
        } else {
            GameStatus::InProgress
        };
        tx.execute(
            "UPDATE games SET updated_ms = ?2, status = ?3 WHERE id = ?1",
            params![id.0, now, status.as_str()],
        )?;
        tx.commit()?;
        Ok(())
    }

    /// Rebuilds a stored game by replaying its actions on its config and seed. Every state
    /// hash is checked against the one stored with its action; the first difference is
    /// reported as [`StoreError::HashMismatch`].
    pub fn resume(&self, id: GameId) -> Result<SavedGame, StoreError> {
        self.load(id)?.replay()
    }

    /// Reads what is stored of a game (config, seed, seats and actions) without replaying it:
    /// [`StoredGame::replay`] does that, and needs no history, so a caller sharing the history
    /// between threads replays after letting it go.
    pub fn load(&self, id: GameId) -> Result<StoredGame, StoreError> {
        Ok(StoredGame {
            id,
            header: self.header(id)?,
            steps: self.replay_steps(id)?,
        })
    }

    /// Deletes a game with its seats, actions, results and statistics (one transaction; the
    /// rows go by `ON DELETE CASCADE`). [`StoreError::NoSuchGame`] if there is none.
    pub fn delete_game(&mut self, id: GameId) -> Result<(), StoreError> {
        let tx = self
            .writer()?
            .transaction_with_behavior(TransactionBehavior::Immediate)?;
        let deleted = tx.execute("DELETE FROM games WHERE id = ?1", [id.0])?;
        if deleted == 0 {
            return Err(StoreError::NoSuchGame { id });
        }
        tx.commit()?;
        Ok(())
    }

    /// Marks an unfinished game `abandoned` (its actions are kept: it can still be exported,
    /// replayed, or resumed, and playing it on makes it `in_progress` again). Abandoning an
    /// abandoned game does nothing; a finished game is refused with
    /// [`StoreError::AlreadyFinished`].
    pub fn abandon_game(&mut self, id: GameId) -> Result<(), StoreError> {
        let now = self.now_ms();
        let tx = self
            .writer()?
            .transaction_with_behavior(TransactionBehavior::Immediate)?;
        let status: Option<String> = tx
            .query_row("SELECT status FROM games WHERE id = ?1", [id.0], |row| {
                row.get(0)
            })
            .optional()?;
        match status.as_deref().map(GameStatus::parse) {
            None => return Err(StoreError::NoSuchGame { id }),
            Some(Some(GameStatus::Finished)) => return Err(StoreError::AlreadyFinished { id }),
            Some(Some(GameStatus::Abandoned)) => return Ok(()),
            Some(_) => {}
        }
        tx.execute(
            "UPDATE games SET status = ?2, updated_ms = ?3 WHERE id = ?1",
            params![id.0, GameStatus::Abandoned.as_str(), now],
        )?;
        tx.commit()?;
        Ok(())
    }

    /// The stored actions of a game, in order, with the state hash after each (read, not
    /// replayed). Replaying them one by one shows the game step by step.
    pub fn replay_steps(&self, id: GameId) -> Result<Vec<Step>, StoreError> {
        self.header(id)?;
        let mut statement = self.conn.prepare(
            "SELECT turn, payload_version, payload, state_hash FROM actions
             WHERE game_id = ?1 ORDER BY turn",
        )?;
        let rows = statement.query_map([id.0], |row| {
            Ok((
                row.get::<_, i64>(0)?,
                row.get::<_, i64>(1)?,
                row.get::<_, String>(2)?,
                row.get::<_, String>(3)?,
            ))
        })?;
        let mut steps = Vec::new();
        for row in rows {
            let (turn, version, payload, hash) = row?;
            let turn = turn as usize;
            if turn != steps.len() {
                return Err(StoreError::Damaged {
                    id,
                    what: format!("action {} is missing", steps.len()),
                });
            }
            if version != PAYLOAD_VERSION {
                return Err(StoreError::Damaged {
                    id,
                    what: format!(
                        "action {turn} was saved in format {version}, this app reads {PAYLOAD_VERSION}"
                    ),
                });
            }
            let action = serde_json::from_str(&payload)
                .map_err(|error| damaged(id, format!("action {turn}: {error}")))?;
            let state_hash = u64::from_str_radix(&hash, 16)
                .map_err(|error| damaged(id, format!("hash of action {turn}: {error}")))?;
            steps.push(Step {
                turn,
                action,
                state_hash,
            });
        }
        Ok(steps)
    }

    /// The config, seed and seats of a game.
    pub(super) fn header(&self, id: GameId) -> Result<Header, StoreError> {
        let row = self
            .conn
            .query_row(
                "SELECT config, seed, physics_version FROM games WHERE id = ?1",
                [id.0],
                |row| {
                    Ok((
                        row.get::<_, String>(0)?,
                        row.get::<_, i64>(1)?,
                        row.get::<_, u32>(2)?,
                    ))
                },
            )
            .optional()?;
        let (config, seed, physics) = row.ok_or(StoreError::NoSuchGame { id })?;
        let config = serde_json::from_str(&config)
            .map_err(|error| damaged(id, format!("its config: {error}")))?;
        Ok(Header {
            config,
            seed: seed as u64,
            physics,
            seats: self.seats(id)?,
        })
    }

    /// The seats of a game, in seat order (names, colours, bots), as they were set up.
    pub fn seats(&self, id: GameId) -> Result<Vec<Seat>, StoreError> {
        let mut statement = self.conn.prepare(
            "SELECT name, colour, bot, flick_sensitivity FROM seats WHERE game_id = ?1
             ORDER BY seat",
        )?;
        let rows = statement.query_map([id.0], |row| {
            Ok((
                row.get::<_, String>(0)?,
                row.get::<_, String>(1)?,
                row.get::<_, Option<String>>(2)?,
                row.get::<_, String>(3)?,
            ))
        })?;
        let mut seats = Vec::new();
        for row in rows {
            let (name, colour, bot, sensitivity) = row?;
            let bot = bot
                .map(|level| level.parse())
                .transpose()
                .map_err(|error: String| damaged(id, error))?;
            let flick_sensitivity = sensitivity
                .parse()
                .map_err(|error: String| damaged(id, error))?;
            seats.push(Seat {
                name,
                colour,
                bot,
                flick_sensitivity,
            });
        }
        Ok(seats)
    }
}

/// A game as read from the history, not replayed yet ([`Store::load`]).
#[derive(Debug, Clone)]
pub struct StoredGame {
    id: GameId,
    header: Header,
    steps: Vec<Step>,
}

impl StoredGame {
    /// The seats, in seat order.
    pub fn seats(&self) -> &[Seat] {
        &self.header.seats
    }

    /// Replays the stored actions on the config and seed, checking the state hash after each
    /// ([`StoreError::HashMismatch`] at the first difference).
    pub fn replay(self) -> Result<SavedGame, StoreError> {
        let StoredGame { id, header, steps } = self;
        let mut tally = Tally::new(header.config.players);
        let mut game = Game::with_physics_model(header.config, header.seed, header.physics)
            .map_err(|error| damaged(id, error))?;
        for step in steps {
            let events = game
                .apply(step.action)
                .map_err(|error| StoreError::Damaged {
                    id,
                    what: format!("action {} is refused by the rules: {error}", step.turn),
                })?;
            tally.observe(&events);
            let replayed = game.state_hash();
            if replayed != step.state_hash {
                return Err(StoreError::HashMismatch {
                    id,
                    turn: step.turn,
                    stored: hash_hex(step.state_hash),
                    replayed: hash_hex(replayed),
                });
            }
        }
        Ok(SavedGame::new(id, game, tally))
    }
}

fn damaged(id: GameId, what: impl ToString) -> StoreError {
    StoreError::Damaged {
        id,
        what: what.to_string(),
    }
}

/// Refuses seats that do not match the number of players, or a seat that no game may store
/// ([`Seat::check`]: its name or colour), new or imported alike.
pub(super) fn check_seats(config: &GameConfig, seats: &[Seat]) -> Result<(), StoreError> {
    if seats.len() != config.players {
        return Err(StoreError::SeatCount {
            seats: seats.len(),
            players: config.players,
        });
    }
    for (index, seat) in seats.iter().enumerate() {
        seat.check().map_err(|error| StoreError::BadSeat {
            seat: index + 1,
            error,
        })?;
    }
    Ok(())
}

/// Inserts a game row (status `in_progress`, created `now`, ms since the Unix epoch) and its
/// seats.
pub(super) fn insert_game(
    tx: &Transaction<'_>,
    config: &GameConfig,
    seed: u64,
    seats: &[Seat],
    physics: u32,
    now: i64,
) -> Result<GameId, StoreError> {
    let config = serde_json::to_string(config).map_err(|error| StoreError::BadDocument {
        reason: format!("the config cannot be written: {error}"),
    })?;
    tx.execute(
        "INSERT INTO games (created_ms, updated_ms, status, config, seed, rules_version,
                            physics_version)
         VALUES (?1, ?1, ?2, ?3, ?4, ?5, ?6)",
        params![
            now,
            GameStatus::InProgress.as_str(),
            config,
            seed as i64,
            RULES_VERSION,
            physics
        ],
    )?;
    let id = GameId(tx.last_insert_rowid());
    for (index, seat) in seats.iter().enumerate() {
        tx.execute(
            "INSERT INTO seats (game_id, seat, name, colour, bot, flick_sensitivity)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
            params![
                id.0,
                index as i64,
                seat.name,
                seat.colour,
                seat.bot.map(|level| level.name()),
                seat.flick_sensitivity.name()
            ],
        )?;
    }
    Ok(id)
}

/// How many actions of the game are stored; [`StoreError::NoSuchGame`] if there is no game.
fn stored_actions(tx: &Transaction<'_>, id: GameId) -> Result<usize, StoreError> {
    let exists = tx
        .query_row("SELECT 1 FROM games WHERE id = ?1", [id.0], |_| Ok(()))
        .optional()?;
    if exists.is_none() {
        return Err(StoreError::NoSuchGame { id });
    }
    let count: i64 = tx.query_row(
        "SELECT COUNT(*) FROM actions WHERE game_id = ?1",
        [id.0],
        |row| row.get(0),
    )?;
    Ok(count as usize)
}

/// Inserts one action with the state hash after it.
pub(super) fn insert_action(
    tx: &Transaction<'_>,
    id: GameId,
    turn: usize,
    action: &Action,
    state_hash: u64,
) -> Result<(), StoreError> {
    let payload = serde_json::to_string(action).map_err(|error| StoreError::BadDocument {
        reason: format!("action {turn} cannot be written: {error}"),
    })?;
    tx.execute(
        "INSERT INTO actions (game_id, turn, payload_version, payload, state_hash)
         VALUES (?1, ?2, ?3, ?4, ?5)",
        params![
            id.0,
            turn as i64,
            PAYLOAD_VERSION,
            payload,
            hash_hex(state_hash)
        ],
    )?;
    Ok(())
}

/// Inserts the final score and rank of every seat (rank 1 is the best; equal scores share a
/// rank).
pub(super) fn insert_results(
    tx: &Transaction<'_>,
    id: GameId,
    game: &Game,
) -> Result<(), StoreError> {
    let scores = game.scores();
    for (seat, score) in scores.iter().enumerate() {
        let rank = 1 + scores.iter().filter(|other| *other > score).count();
        tx.execute(
            "INSERT INTO results (game_id, seat, score, rank) VALUES (?1, ?2, ?3, ?4)",
            params![id.0, seat as i64, score, rank as i64],
        )?;
    }
    Ok(())
}
