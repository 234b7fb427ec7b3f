//! The game session: one game at the table, kept in the history as it is played. The app asks
//! for the view, sends the players' moves, lets bots play, and listens for changes.
//!
//! A tile placement waits in the session until the player puts a follower or skips, so `undo`
//! can take it back; then both moves are stored, one transaction each. A killed app therefore
//! resumes at the start of an unfinished placement (or, killed between the two writes, at the
//! follower decision, which the session takes up without a pending placement).

use crate::error::CatapultError;
use crate::events::{GameEvent, HurlFlight, convert};
use crate::listener::{GameListener, Listeners, Subscription};
use crate::runtime::off_thread;
use crate::setup::{GameSetup, SeatSetup};
use crate::shared::{Cell, Launch, Token};
use crate::store::{BotSkill, GameStore};
use crate::view::{GameView, game_view};
use catapult_core::board::Placement;
use catapult_core::bots::{Bot, BotLevel, decision_seed};
use catapult_core::rules::{Action, Event, Game, Throw};
use catapult_core::scene::{hurl_flight, hurl_indices};
use catapult_core::store::{GameId, SavedGame, Store};
use catapult_core::tiles::Rotation;
use std::sync::{Arc, Mutex, MutexGuard};

/// Longest a catch may come after the release, s (the token has long landed by then).
const LATEST_CATCH: f64 = 10.0;
/// Bot moves one `play_bots` call makes at most, so a call always ends.
const BOT_MOVES_PER_CALL: usize = 2_000;

/// The game as stored, or kept only in memory when the app passed no history.
enum Committed {
    Saved {
        saved: SavedGame,
        store: Arc<Mutex<Store>>,
    },
    Loose(Game),
}

impl Committed {
    fn game(&self) -> &Game {
        match self {
            Committed::Saved { saved, .. } => saved.game(),
            Committed::Loose(game) => game,
        }
    }

    fn id(&self) -> Option<i64> {
        match self {
            Committed::Saved { saved, .. } => Some(saved.id().0),
            Committed::Loose(_) => None,
        }
    }

    /// Stores (if kept) and applies `action`; a refusal changes nothing.
    fn play(&mut self, action: Action) -> Result<Vec<Event>, CatapultError> {
        match self {
            Committed::Saved { saved, store } => {
                let mut store = store.lock().map_err(|_| poisoned())?;
                Ok(saved.play(&mut store, action)?)
            }
            Committed::Loose(game) => Ok(game.apply(action)?),
        }
    }
}

/// Everything the session changes, behind one lock.
struct State {
    committed: Committed,
    seats: Vec<SeatSetup>,
    /// A tile placed this turn but not yet stored, with the game as it would be.
    pending: Option<(Action, Game)>,
    /// The view of the game as it is now, built on first request after a change.
    view: Option<GameView>,
}

impl State {
    /// The game the players see: with the pending placement, if any.
    fn shown(&self) -> &Game {
        match &self.pending {
            Some((_, game)) => game,
            None => self.committed.game(),
        }
    }

    /// Plays `action` for the seat to act: a placement waits for the follower decision; the
    /// follower decision stores the placement first.
    fn act(&mut self, action: Action) -> Result<Vec<Event>, CatapultError> {
        if let Action::PlaceTile { .. } = action {
            // From the game as shown: with a placement pending, the core refuses a second one.
            let mut preview = self.shown().clone();
            let events = preview.apply(action)?;
            self.pending = Some((action, preview));
            self.view = None;
            return Ok(events);
        }
        let mut events = Vec::new();
        if let Some((placement, preview)) = &self.pending {
            // Checked on the preview first, so a refused follower stores nothing.
            preview.clone().apply(action)?;
            let placement = *placement;
            self.committed.play(placement)?;
            self.pending = None;
            self.view = None;
        }
        events.extend(self.committed.play(action)?);
        self.view = None;
        Ok(events)
    }

    fn names(&self) -> Vec<String> {
        self.seats.iter().map(|s| s.name.clone()).collect()
    }

    fn bot_seats(&self) -> Vec<bool> {
        self.seats.iter().map(|seat| seat.bot.is_some()).collect()
    }

    /// The level of the bot to act now, or `None` for a person.
    fn bot_level_to_act(&self) -> Option<BotLevel> {
        let seat = self.shown().current_player();
        self.seats.get(seat)?.bot.map(BotLevel::from)
    }

    /// The bot to decide for the seat to act now, or `None` for a person. It is made afresh
    /// for each decision from the game's seed, the seat and the moves so far, so a resumed game
    /// goes on exactly as it would have without the pause.
    fn bot_to_act(&self) -> Option<Box<dyn Bot + Send>> {
        let game = self.shown();
        let seat = game.current_player();
        let level = self.bot_level_to_act()?;
        Some(level.bot(decision_seed(game.seed(), seat, game.actions().len())))
    }
}

/// Refuses a person's move while a bot is to act.
fn refuse_on_bot_turn(state: &State) -> Result<(), CatapultError> {
    let game = state.shown();
    if game.is_over() || state.bot_level_to_act().is_none() {
        return Ok(());
    }
    let name = state
        .seats
        .get(game.current_player())
        .map_or("a bot", |seat| seat.name.as_str());
    Err(CatapultError::IllegalMove {
        message: format!("it is {name}'s turn, and {name} is a bot: let the bots play"),
    })
}

fn poisoned() -> CatapultError {
    CatapultError::Internal {
        message: "the game was left half-changed by an earlier fault; resume it from the history"
            .into(),
    }
}

/// A game being played on this device.
#[derive(uniffi::Object)]
pub struct GameSession {
    state: Mutex<State>,
    listeners: Arc<Listeners>,
}

impl GameSession {
    fn from_state(state: State) -> Arc<GameSession> {
        Arc::new(GameSession {
            state: Mutex::new(state),
            listeners: Arc::new(Listeners::default()),
        })
    }

    fn lock(&self) -> Result<MutexGuard<'_, State>, CatapultError> {
        self.state.lock().map_err(|_| poisoned())
    }

    /// Plays a person's `action` for the seat to act, tells the listeners, and returns the
    /// events. On a bot's turn it is refused: only `play_bots` moves for bots.
    fn act(&self, action: Action) -> Result<Vec<GameEvent>, CatapultError> {
        let events = {
            let mut state = self.lock()?;
            refuse_on_bot_turn(&state)?;
            convert(&state.act(action)?)
        };
        self.listeners.notify(&events);
        Ok(events)
    }

    /// One bot move, if a bot is to act: it thinks on a copy of the game without holding the
    /// lock (so the screen can read the view meanwhile), and its move is applied only if the
    /// game did not change in between. `None` when a person is to act or the game is over.
    fn one_bot_move(&self) -> Result<Option<Vec<GameEvent>>, CatapultError> {
        let (game, bot) = {
            let state = self.lock()?;
            let game = state.shown().clone();
            if game.is_over() {
                return Ok(None);
            }
            match state.bot_to_act() {
                Some(bot) => (game, bot),
                None => return Ok(None),
            }
        };
        let mut bot = bot;
        let Some(action) = bot.choose(&game) else {
            return Ok(None);
        };
        let events = {
            let mut state = self.lock()?;
            if state.shown().actions().len() != game.actions().len() {
                // Someone moved meanwhile: think again on the next round.
                return Ok(Some(Vec::new()));
            }
            convert(&state.act(action)?)
        };
        self.listeners.notify(&events);
        Ok(Some(events))
    }
}

/// Resumes the saved game `game_id` from `store` with its seats and bots; every stored move is
/// replayed and checked.
#[uniffi::export]
pub async fn resume_game(
    store: Arc<GameStore>,
    game_id: i64,
) -> Result<Arc<GameSession>, CatapultError> {
    off_thread(move || {
        let shared = store.shared();
        let (saved, seats) = {
            let store = shared.lock().map_err(|_| poisoned())?;
            let saved = store.resume(GameId(game_id))?;
            let seats: Vec<SeatSetup> = store
                .seats(GameId(game_id))?
                .into_iter()
                .map(|seat| SeatSetup {
                    name: seat.name,
                    bot: seat.bot.map(BotSkill::from),
                })
                .collect();
            (saved, seats)
        };
        Ok(GameSession::from_state(State {
            committed: Committed::Saved {
                saved,
                store: shared,
            },
            seats,
            pending: None,
            view: None,
        }))
    })
    .await
}

#[uniffi::export]
impl GameSession {
    /// A new game from `setup`, kept in `store` (each move stored as it is made) or, without
    /// one, only in memory.
    #[uniffi::constructor]
    pub fn new(
        setup: GameSetup,
        store: Option<Arc<GameStore>>,
    ) -> Result<Arc<GameSession>, CatapultError> {
        let (config, stored_seats) = setup.checked()?;
        let seed = setup.seed.unwrap_or_else(fresh_seed);
        let committed = match store {
            Some(store) => {
                let shared = store.shared();
                let saved = shared.lock().map_err(|_| poisoned())?.start_game(
                    &config,
                    seed,
                    &stored_seats,
                )?;
                Committed::Saved {
                    saved,
                    store: shared,
                }
            }
            None => Committed::Loose(Game::new(config, seed)?),
        };
        let seats: Vec<SeatSetup> = setup
            .seats
            .iter()
            .map(|seat| SeatSetup {
                name: seat.name.trim().to_owned(),
                bot: seat.bot,
            })
            .collect();
        Ok(GameSession::from_state(State {
            committed,
            seats,
            pending: None,
            view: None,
        }))
    }

    /// The saved game's id (`None` when kept only in memory).
    pub fn game_id(&self) -> Result<Option<i64>, CatapultError> {
        Ok(self.lock()?.committed.id())
    }

    /// The game's seed (the same setup and seed give the same tiles).
    pub fn seed(&self) -> Result<u64, CatapultError> {
        Ok(self.lock()?.committed.game().seed())
    }

    /// Everything the screen shows now. Built once per change and kept, so a screen may ask
    /// again for every redraw.
    pub fn view(&self) -> Result<GameView, CatapultError> {
        let mut state = self.lock()?;
        if let Some(view) = &state.view {
            return Ok(view.clone());
        }
        let view = game_view(
            state.shown(),
            state.committed.id(),
            &state.names(),
            &state.bot_seats(),
            state.pending.is_some() && state.bot_level_to_act().is_none(),
        );
        state.view = Some(view.clone());
        Ok(view)
    }

    /// Places the drawn tile at `cell`, turned `rotation` clockwise quarter turns. It waits
    /// (and `undo` takes it back) until the player places a follower or skips.
    pub fn place_tile(&self, cell: Cell, rotation: u32) -> Result<Vec<GameEvent>, CatapultError> {
        if rotation > 3 {
            return Err(CatapultError::bad_input(format!(
                "a tile turns 0 to 3 quarter turns, not {rotation}"
            )));
        }
        self.act(Action::PlaceTile {
            placement: Placement {
                pos: cell.into(),
                rotation: Rotation::from_quarters(rotation as u8),
            },
        })
    }

    /// Puts a follower on `segment` of the tile just placed (see the view's follower choices).
    pub fn place_follower(&self, segment: u32) -> Result<Vec<GameEvent>, CatapultError> {
        let segment = u8::try_from(segment).map_err(|_| {
            CatapultError::bad_input(format!("there is no segment {segment} on a tile"))
        })?;
        self.act(Action::PlaceFollower { segment })
    }

    /// Places no follower this turn.
    pub fn skip_follower(&self) -> Result<Vec<GameEvent>, CatapultError> {
        self.act(Action::Skip)
    }

    /// Takes back the tile placed this turn (before the follower decision).
    pub fn undo(&self) -> Result<(), CatapultError> {
        {
            let mut state = self.lock()?;
            state.view = None;
            refuse_on_bot_turn(&state)?;
            if state.pending.take().is_none() {
                return Err(CatapultError::IllegalMove {
                    message: "there is nothing to take back: only a tile placed this turn can be, before its follower is decided".into(),
                });
            }
        }
        self.listeners.notify(&[]);
        Ok(())
    }

    /// The fair tile's player chooses the round's token.
    pub fn choose_token(&self, token: Token) -> Result<Vec<GameEvent>, CatapultError> {
        self.act(Action::ChooseToken {
            token: token.into(),
        })
    }

    /// Hurls the round's token from the current player's catapult.
    pub fn hurl(&self, launch: Launch) -> Result<Vec<GameEvent>, CatapultError> {
        let values = [
            launch.aim_degrees,
            launch.elevation_degrees,
            launch.speed_m_per_s,
        ];
        if values.iter().any(|value| !value.is_finite()) {
            return Err(CatapultError::bad_input(
                "the launch has a missing value; flick again or use the swipe",
            ));
        }
        self.act(Action::Hurl {
            throw: Throw::new(
                launch.aim_degrees,
                launch.elevation_degrees,
                launch.speed_m_per_s,
            ),
        })
    }

    /// The catcher's attempt, `after_seconds` after the release (`None`: no attempt).
    pub fn catch_token(&self, after_seconds: Option<f64>) -> Result<Vec<GameEvent>, CatapultError> {
        let at_ms = match after_seconds {
            None => None,
            Some(seconds) if seconds.is_finite() && (0.0..=LATEST_CATCH).contains(&seconds) => {
                Some((seconds * 1000.0).round() as u32)
            }
            Some(seconds) => {
                return Err(CatapultError::bad_input(format!(
                    "a catch comes 0 to {LATEST_CATCH} s after the release, not {seconds} s"
                )));
            }
        };
        self.act(Action::Catch { at_ms })
    }

    /// The seduction: `target` goes home and one of the hurler's followers takes its place,
    /// from the supply (`from_board: None`) or moved from the board.
    pub fn seduce(
        &self,
        target: u32,
        from_board: Option<u32>,
    ) -> Result<Vec<GameEvent>, CatapultError> {
        self.act(Action::Seduce {
            target,
            with: from_board,
        })
    }

    /// The hurler leaves the seduced follower where it is.
    pub fn decline_seduction(&self) -> Result<Vec<GameEvent>, CatapultError> {
        self.act(Action::DeclineSeduction)
    }

    /// Whether a bot is to move now.
    pub fn bot_to_play(&self) -> Result<bool, CatapultError> {
        let state = self.lock()?;
        Ok(!state.shown().is_over() && state.bot_level_to_act().is_some())
    }

    /// Lets the bots play until a person is to act or the game ends (off the caller's thread;
    /// a bot hurl simulates many throws). Listeners hear each move as it is made. Cancelling
    /// the call stops the bots after the move in progress.
    pub async fn play_bots(self: Arc<Self>) -> Result<Vec<GameEvent>, CatapultError> {
        let mut all = Vec::new();
        for _ in 0..BOT_MOVES_PER_CALL {
            let session = Arc::clone(&self);
            match off_thread(move || session.one_bot_move()).await? {
                Some(events) => all.extend(events),
                None => break,
            }
        }
        Ok(all)
    }

    /// The flight of the game's `number`th hurl (1 = the first), replayed with its frames.
    pub async fn hurl_flight(self: Arc<Self>, number: u32) -> Result<HurlFlight, CatapultError> {
        off_thread(move || {
            let (config, seed, actions) = {
                let state = self.lock()?;
                let game = state.committed.game();
                (game.config().clone(), game.seed(), game.actions().to_vec())
            };
            let hurls = hurl_indices(&actions);
            let index = usize::try_from(number)
                .ok()
                .and_then(|n| n.checked_sub(1))
                .and_then(|k| hurls.get(k).copied())
                .ok_or_else(|| CatapultError::NotFound {
                    message: format!(
                        "there is no hurl {number}; this game has {} so far",
                        hurls.len()
                    ),
                })?;
            let flight = hurl_flight(config, seed, &actions, index)?;
            Ok(HurlFlight::from(&flight.hurl))
        })
        .await
    }

    /// Calls `listener` after every change to this game until the subscription is cancelled.
    pub fn subscribe(&self, listener: Arc<dyn GameListener>) -> Arc<Subscription> {
        self.listeners.add(listener)
    }
}

/// A seed from the clock, for games whose setup names none.
fn fresh_seed() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0x5eed, |elapsed| {
            elapsed.as_nanos() as u64 ^ u64::from(std::process::id()).rotate_left(32)
        })
}

/// What a game file (from `export_game`) holds, replayed and checked in Rust.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct GameFileSummary {
    /// The seats' names.
    pub names: Vec<String>,
    /// Moves in the file.
    pub actions: u32,
    /// Points per seat after the last move.
    pub scores: Vec<u32>,
    /// Whether the game is over.
    pub finished: bool,
    /// The state hash after the last move (16 hex digits).
    pub state_hash: String,
}

/// Replays a game file (as `export_game` writes it) and says what it holds, without storing
/// anything: to preview an import, or to check a game against its replay.
#[uniffi::export]
pub async fn inspect_game_file(json: String) -> Result<GameFileSummary, CatapultError> {
    off_thread(move || {
        let document: catapult_core::store::GameDocument =
            serde_json::from_str(&json).map_err(|error| {
                CatapultError::bad_input(format!(
                    "this is not a game file from Catapult ({error}); export the game again"
                ))
            })?;
        let game = Game::replay(document.config, document.seed, &document.actions)?;
        Ok(GameFileSummary {
            names: document.seats.into_iter().map(|seat| seat.name).collect(),
            actions: u32::try_from(document.actions.len()).unwrap_or(u32::MAX),
            scores: game.scores().to_vec(),
            finished: game.is_over(),
            state_hash: format!("{:016x}", game.state_hash()),
        })
    })
    .await
}
