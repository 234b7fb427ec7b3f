//! The game session for the apps: the core's [`Session`] (the whole flow of one game) behind a
//! lock, with listeners and bots off the caller's thread. Conversions only: every rule and
//! flow decision is the core's.

use crate::error::CatapultError;
use crate::events::{GameEvent, HurlFlight, convert};
use crate::listener::{GameListener, Listeners, Subscription};
use crate::message::{EventMessage, event_message, event_messages, seat_number};
use crate::runtime::off_thread;
use crate::setup::GameSetup;
use crate::shared::{Cell, Launch, Token};
use crate::stage::{GameStage, game_stage};
use crate::store::GameStore;
use crate::view::{GameView, RoundView, game_view};
use catapult_core::board::Placement;
use catapult_core::flick::FlickSensitivity;
use catapult_core::scene::{hurl_flight, hurl_indices};
use catapult_core::session::{Played, Session, SessionError, Show};
use catapult_core::store::{GameFile, GameId};
use catapult_core::tiles::Rotation;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};

/// Bot moves one `play_bots` call makes at most, so a call always ends.
const BOT_MOVES_PER_CALL: usize = 2_000;

/// One move and what it did.
#[derive(Debug, Clone, PartialEq, uniffi::Record)]
pub struct PlayedMove {
    /// Who moved.
    pub seat: u32,
    /// Whether a bot made it.
    pub by_bot: bool,
    /// What happened, in order (a hurl's flight is in its `Hurled` event).
    pub events: Vec<GameEvent>,
    /// The same, said for players.
    pub messages: Vec<EventMessage>,
    /// For a hurl: the table as it was when the token flew, to draw the flight on.
    pub round_before: Option<RoundView>,
}

/// Something to show after moves, before the next stage.
// Lowered into a buffer for the apps either way; a Box would not cross UniFFI.
#[allow(clippy::large_enum_variant)]
#[derive(Debug, Clone, PartialEq, uniffi::Enum)]
pub enum MoveShow {
    /// Animate a hurl on the table as it was when the token flew.
    Flight {
        /// The flight, 60 Hz frames from the release.
        flight: HurlFlight,
        /// The table at the hurl.
        round_before: Option<RoundView>,
        /// What the hurl says, for a caption.
        caption: Option<EventMessage>,
    },
    /// Messages to read.
    Messages {
        /// In order.
        messages: Vec<EventMessage>,
    },
}

/// The session and the view built from it, behind one lock.
struct State {
    session: Session,
    /// The view and the stage as of `changes`, rebuilt on the first request after a change.
    view: Option<(u64, GameView)>,
}

fn poisoned() -> CatapultError {
    CatapultError::Internal {
        message: "the game was left half-changed by an earlier fault; resume it from the history"
            .into(),
    }
}

/// A game being played on this device.
///
/// Two locks, so the screen never waits for the history or the physics: `state` is held only
/// to read the game, to make an in-memory change (a selection, a hand-over) and to swap in a
/// finished move; `moving` keeps moves in order while each runs on a copy of the session
/// ([`Session::fork`]) on the library's threads.
#[derive(uniffi::Object)]
pub struct GameSession {
    state: Mutex<State>,
    moving: Mutex<()>,
    listeners: Arc<Listeners>,
    /// How many times the player has left the game ([`GameSession::leave`]): a bot thinking
    /// when it changes gives way.
    left: Arc<AtomicU64>,
}

impl GameSession {
    fn around(session: Session) -> Arc<GameSession> {
        Arc::new(GameSession {
            state: Mutex::new(State {
                session,
                view: None,
            }),
            moving: Mutex::new(()),
            listeners: Arc::new(Listeners::default()),
            left: Arc::new(AtomicU64::new(0)),
        })
    }

    fn lock(&self) -> Result<MutexGuard<'_, State>, CatapultError> {
        self.state.lock().map_err(|_| poisoned())
    }

    /// Runs the move `operation` on a copy of the session, off the caller's thread (its rules,
    /// a hurl's physics and the history's write take time), then swaps the copy in, converts
    /// the move and tells the listeners. A refused move changes nothing.
    async fn act(
        self: Arc<Self>,
        operation: impl FnOnce(&mut Session) -> Result<Played, SessionError> + Send + 'static,
    ) -> Result<PlayedMove, CatapultError> {
        off_thread(move || {
            let played = self.on_fork(operation)??;
            self.listeners.notify(&played.events);
            Ok(played)
        })
        .await
    }

    /// Makes the move `operation` on a fork of the session, holding the session's lock only to
    /// copy it out and to swap the result in. The outer error is this object's own fault, the
    /// inner one the move's refusal (nothing changed).
    fn on_fork(
        &self,
        operation: impl FnOnce(&mut Session) -> Result<Played, SessionError>,
    ) -> Result<Result<PlayedMove, SessionError>, CatapultError> {
        let _in_order = self.moving.lock().map_err(|_| poisoned())?;
        let mut fork = self.lock()?.session.fork();
        let played = match operation(&mut fork) {
            Ok(played) => played_move(&played, &fork.names()),
            Err(refused) => return Ok(Err(refused)),
        };
        self.lock()?.session.adopt(fork);
        Ok(Ok(played))
    }

    /// Runs `operation`, a change without a move (hand-over, selection, undo).
    fn change(
        &self,
        operation: impl FnOnce(&mut Session) -> Result<(), SessionError>,
    ) -> Result<(), CatapultError> {
        operation(&mut self.lock()?.session)?;
        self.listeners.notify(&[]);
        Ok(())
    }

    /// One bot move, if a bot is to act: it thinks on a copy of the game without holding the
    /// lock (so the screen can read the view meanwhile). `None` when no bot is to act.
    fn one_bot_move(&self) -> Result<Option<PlayedMove>, CatapultError> {
        let Some(plan) = self.lock()?.session.plan_bot() else {
            return Ok(None);
        };
        let left = Arc::clone(&self.left);
        let when_planned = left.load(Ordering::SeqCst);
        let gone = move || left.load(Ordering::SeqCst) != when_planned;
        let Some(action) = plan.think_until(Arc::new(gone.clone())) else {
            return Ok(None);
        };
        if gone() {
            // The player left while the bot thought: no move; the next call thinks again.
            return Ok(None);
        }
        let played = match self.on_fork(|session| session.apply_bot(&plan, action))? {
            Ok(played) => played,
            // Someone moved meanwhile: the next call thinks again.
            Err(SessionError::Stale) => {
                return Ok(Some(PlayedMove {
                    seat: seat_number(plan.seat()),
                    by_bot: true,
                    events: Vec::new(),
                    messages: Vec::new(),
                    round_before: None,
                }));
            }
            Err(error) => return Err(error.into()),
        };
        self.listeners.notify(&played.events);
        Ok(Some(played))
    }
}

/// `played` for the apps.
fn played_move(played: &Played, names: &[String]) -> PlayedMove {
    PlayedMove {
        seat: seat_number(played.seat),
        by_bot: played.by_bot,
        events: convert(&played.events),
        messages: event_messages(&played.messages, names),
        round_before: played.round_before.as_ref().map(RoundView::from),
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
        let session = Session::resume(store.shared(), GameId(game_id))?;
        Ok(GameSession::around(session))
    })
    .await
}

/// A new game from `setup`, kept in `store`: each move is stored as it is made. Storing the new
/// game writes to the history, so this runs on the library's threads.
#[uniffi::export]
pub async fn start_game(
    setup: GameSetup,
    store: Arc<GameStore>,
) -> Result<Arc<GameSession>, CatapultError> {
    off_thread(move || {
        let (config, seats) = setup.checked()?;
        let seed = setup.seed.unwrap_or_else(fresh_seed);
        let session = Session::start(store.shared(), config, seed, seats)?;
        Ok(GameSession::around(session))
    })
    .await
}

#[uniffi::export]
impl GameSession {
    /// A new game from `setup`, kept only in memory (nothing is stored, so this is quick on
    /// any thread). [`start_game`] starts one kept in the history.
    #[uniffi::constructor]
    pub fn new(setup: GameSetup) -> Result<Arc<GameSession>, CatapultError> {
        let (config, seats) = setup.checked()?;
        let seed = setup.seed.unwrap_or_else(fresh_seed);
        Ok(GameSession::around(Session::in_memory(
            config, seed, seats,
        )?))
    }

    /// The saved game's id (`None` when kept only in memory).
    pub fn game_id(&self) -> Result<Option<i64>, CatapultError> {
        Ok(self.lock()?.session.id().map(|id| id.0))
    }

    /// The game's seed (the same setup and seed give the same tiles).
    pub fn seed(&self) -> Result<u64, CatapultError> {
        Ok(self.lock()?.session.game().seed())
    }

    /// Everything the board shows now. Built once per change and kept, so a screen may ask
    /// again for every redraw.
    pub fn view(&self) -> Result<GameView, CatapultError> {
        let mut state = self.lock()?;
        let changes = state.session.changes();
        if let Some((seen, view)) = &state.view
            && *seen == changes
        {
            return Ok(view.clone());
        }
        let session = &state.session;
        let bots: Vec<bool> = session.seats().iter().map(|s| s.bot.is_some()).collect();
        let view = game_view(
            session.game(),
            session.id().map(|id| id.0),
            &session.names(),
            &bots,
            session.can_undo(),
        );
        state.view = Some((changes, view.clone()));
        Ok(view)
    }

    /// What the game waits for now, and from whom: the screen to show.
    pub fn stage(&self) -> Result<GameStage, CatapultError> {
        let state = self.lock()?;
        Ok(game_stage(state.session.stage(), &state.session.names()))
    }

    /// What to show for the moves made since the last call (each flight, and the messages
    /// between them), before the stage the game waits at now: show these in order, then the
    /// stage.
    pub fn take_shows(&self) -> Result<Vec<MoveShow>, CatapultError> {
        let mut state = self.lock()?;
        let names = state.session.names();
        Ok(state
            .session
            .take_shows()
            .into_iter()
            .map(|show| match show {
                Show::Flight(show) => MoveShow::Flight {
                    flight: HurlFlight::from(&show.hurl).seen_through(show.camera.as_ref()),
                    round_before: show.round_before.as_ref().map(RoundView::from),
                    caption: show
                        .caption
                        .as_ref()
                        .map(|message| event_message(message, &names)),
                },
                Show::Messages(messages) => MoveShow::Messages {
                    messages: event_messages(&messages, &names),
                },
            })
            .collect())
    }

    /// The person named by the hand-over stage has the phone now.
    pub fn hand_over_done(&self) -> Result<(), CatapultError> {
        self.change(Session::hand_over_done)
    }

    /// Picks `cell` for the drawn tile, or turns the tile when `cell` is already picked.
    pub fn select_cell(&self, cell: Cell) -> Result<(), CatapultError> {
        self.change(|session| session.select_cell(cell.into()))
    }

    /// Picks the next cell where the tile fits (a "next spot" button).
    pub fn next_spot(&self) -> Result<(), CatapultError> {
        self.change(Session::next_spot)
    }

    /// Turns the picked tile to the next rotation that fits.
    pub fn rotate_tile(&self) -> Result<(), CatapultError> {
        self.change(Session::rotate)
    }

    /// Puts the tile down as picked; it waits for the follower decision.
    pub async fn confirm_tile(self: Arc<Self>) -> Result<PlayedMove, CatapultError> {
        self.act(Session::confirm_tile).await
    }

    /// Places the drawn tile at `cell`, turned `rotation` clockwise quarter turns. It waits
    /// (and `undo` takes it back) until the player places a follower or skips.
    pub async fn place_tile(
        self: Arc<Self>,
        cell: Cell,
        rotation: u32,
    ) -> Result<PlayedMove, CatapultError> {
        if rotation > 3 {
            return Err(CatapultError::bad_input(format!(
                "a tile turns 0 to 3 quarter turns, not {rotation}"
            )));
        }
        let placement = Placement {
            pos: cell.into(),
            rotation: Rotation::from_quarters(rotation as u8),
        };
        self.act(move |session| session.place_tile(placement)).await
    }

    /// Puts a follower on `segment` of the tile just placed (one of the stage's spots).
    pub async fn place_follower(
        self: Arc<Self>,
        segment: u32,
    ) -> Result<PlayedMove, CatapultError> {
        let segment = segment_index(segment)?;
        self.act(move |session| session.place_follower(segment))
            .await
    }

    /// Puts the big follower (Inns & Cathedrals) on `segment` of the tile just placed (one of
    /// the stage's spots, while the stage says the big follower is in the supply).
    pub async fn place_big_follower(
        self: Arc<Self>,
        segment: u32,
    ) -> Result<PlayedMove, CatapultError> {
        let segment = segment_index(segment)?;
        self.act(move |session| session.place_big_follower(segment))
            .await
    }

    /// Places no follower this turn.
    pub async fn skip_follower(self: Arc<Self>) -> Result<PlayedMove, CatapultError> {
        self.act(Session::skip_follower).await
    }

    /// Takes back the tile placed this turn (before the follower decision).
    pub fn undo(&self) -> Result<(), CatapultError> {
        self.change(Session::undo)
    }

    /// The fair tile's player chooses the round's token.
    pub async fn choose_token(self: Arc<Self>, token: Token) -> Result<PlayedMove, CatapultError> {
        self.act(move |session| session.choose_token(token.into()))
            .await
    }

    /// Hurls the round's token from the current player's catapult.
    pub async fn hurl(self: Arc<Self>, launch: Launch) -> Result<PlayedMove, CatapultError> {
        self.act(move |session| {
            session.hurl_launch(
                launch.aim_degrees,
                launch.elevation_degrees,
                launch.speed_m_per_s,
            )
        })
        .await
    }

    /// The catcher's attempt, `after_seconds` after the release (`None`: no attempt).
    pub async fn catch_token(
        self: Arc<Self>,
        after_seconds: Option<f64>,
    ) -> Result<PlayedMove, CatapultError> {
        self.act(move |session| session.catch_at(after_seconds))
            .await
    }

    /// The seduction: `target` goes home and one of the hurler's followers takes its place,
    /// from the supply (`from_board: None`) or moved from the board.
    pub async fn seduce(
        self: Arc<Self>,
        target: u32,
        from_board: Option<u32>,
    ) -> Result<PlayedMove, CatapultError> {
        self.act(move |session| session.seduce(target, from_board))
            .await
    }

    /// The hurler leaves the seduced follower where it is.
    pub async fn decline_seduction(self: Arc<Self>) -> Result<PlayedMove, CatapultError> {
        self.act(Session::decline_seduction).await
    }

    /// Sets a person's flick sensitivity (seat numbers from 0), from the settings or the
    /// practice screen, at any stage; saved with the seat. A bot's seat is refused.
    pub fn set_flick_sensitivity(
        &self,
        seat: u32,
        sensitivity: FlickSensitivity,
    ) -> Result<(), CatapultError> {
        let seat = usize::try_from(seat).unwrap_or(usize::MAX);
        self.change(|session| session.set_flick_sensitivity(seat, sensitivity))
    }

    /// The round's summary was read: the game goes on.
    pub fn close_summary(&self) -> Result<(), CatapultError> {
        self.change(Session::close_summary)
    }

    /// The player leaves the game (the screen closes, the app goes to the background): a bot
    /// thinking now gives way at once and makes no move, and `bot_step` / `play_bots` return.
    /// Bots think again from the next call.
    pub fn leave(&self) {
        self.left.fetch_add(1, Ordering::SeqCst);
    }

    /// Whether a bot is to move now.
    pub fn bot_to_play(&self) -> Result<bool, CatapultError> {
        // The stage, not a plan: planning copies the whole game.
        let stage = self.lock()?.session.stage();
        Ok(matches!(
            stage,
            catapult_core::session::Stage::BotToAct { .. }
        ))
    }

    /// One bot move, if a bot is to act (off the caller's thread). `None` when none is.
    pub async fn bot_step(self: Arc<Self>) -> Result<Option<PlayedMove>, CatapultError> {
        off_thread(move || self.one_bot_move()).await
    }

    /// Lets the bots play until a person is needed or the game ends (off the caller's thread;
    /// a bot hurl simulates many throws). Listeners hear each move as it is made. Cancelling
    /// the call stops the bots after the move in progress.
    pub async fn play_bots(self: Arc<Self>) -> Result<Vec<PlayedMove>, CatapultError> {
        let mut all = Vec::new();
        for _ in 0..BOT_MOVES_PER_CALL {
            let session = Arc::clone(&self);
            match off_thread(move || session.one_bot_move()).await? {
                Some(played) => all.push(played),
                None => break,
            }
        }
        Ok(all)
    }

    /// The flight of the game's `number`th hurl (1 = the first), replayed with its frames.
    pub async fn hurl_flight(self: Arc<Self>, number: u32) -> Result<HurlFlight, CatapultError> {
        off_thread(move || {
            let (config, seed, physics_model, actions) = {
                let state = self.lock()?;
                let game = state.session.committed_game();
                (
                    game.config().clone(),
                    game.seed(),
                    game.physics_model(),
                    game.actions().to_vec(),
                )
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
            let flight = hurl_flight(config, seed, physics_model, &actions, index)?;
            Ok(HurlFlight::from(&flight.hurl).seen_through(flight.camera.as_ref()))
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
/// anything: to preview an import, or to check a game against its replay. The file is checked
/// as `import_game` checks it; a file an import would refuse is refused with the reason.
#[uniffi::export]
pub async fn inspect_game_file(json: String) -> Result<GameFileSummary, CatapultError> {
    off_thread(move || {
        let file = GameFile::read(&json).map_err(|error| {
            CatapultError::bad_input(format!("this game file cannot be read: {error}"))
        })?;
        let game = file.game();
        let document = file.document();
        Ok(GameFileSummary {
            names: document
                .seats
                .iter()
                .map(|seat| seat.name.clone())
                .collect(),
            actions: u32::try_from(document.actions.len()).unwrap_or(u32::MAX),
            scores: game.scores().to_vec(),
            finished: game.is_over(),
            state_hash: format!("{:016x}", game.state_hash()),
        })
    })
    .await
}

/// A segment number from a frontend, checked: a tile has far fewer than 256.
fn segment_index(segment: u32) -> Result<u8, CatapultError> {
    u8::try_from(segment)
        .map_err(|_| CatapultError::bad_input(format!("there is no segment {segment} on a tile")))
}
