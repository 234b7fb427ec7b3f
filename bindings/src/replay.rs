//! A stored or exported game, step by step: the view after any number of its moves, and the
//! flight of a hurl, all rebuilt by the core from the game's moves.

use crate::error::CatapultError;
use crate::events::HurlFlight;
use crate::runtime::off_thread;
use crate::store::GameStore;
use crate::view::{GameView, game_view};
use catapult_core::rules::{Action, Event, Game, GameConfig};
use catapult_core::store::{GameDocument, GameId};
use std::sync::Arc;

/// What a move of the replay was.
#[derive(Debug, Clone, Copy, PartialEq, Eq, uniffi::Enum)]
pub enum MoveKind {
    /// A tile went down.
    PlaceTile,
    /// A follower went on the tile.
    PlaceFollower,
    /// No follower.
    Skip,
    /// The round's token was chosen.
    ChooseToken,
    /// A token was hurled.
    Hurl,
    /// The catcher tried (or not).
    Catch,
    /// The hurler swapped the seduced follower.
    Seduce,
    /// The hurler left the seduced follower where it was.
    DeclineSeduction,
}

impl From<&Action> for MoveKind {
    fn from(action: &Action) -> MoveKind {
        match action {
            Action::PlaceTile { .. } => MoveKind::PlaceTile,
            Action::PlaceFollower { .. } => MoveKind::PlaceFollower,
            Action::Skip => MoveKind::Skip,
            Action::ChooseToken { .. } => MoveKind::ChooseToken,
            Action::Hurl { .. } => MoveKind::Hurl,
            Action::Catch { .. } => MoveKind::Catch,
            Action::Seduce { .. } => MoveKind::Seduce,
            Action::DeclineSeduction => MoveKind::DeclineSeduction,
        }
    }
}

/// One step of a replay.
#[derive(Debug, Clone, PartialEq, uniffi::Record)]
pub struct ReplayStep {
    /// Moves played so far: 0 is the start.
    pub step: u32,
    /// The game after them.
    pub view: GameView,
    /// The move that led here (`None` at the start).
    pub last_move: Option<MoveKind>,
    /// When that move was a hurl: its flight, to animate.
    pub flight: Option<HurlFlight>,
}

/// A finished or unfinished game to step through; it changes nothing anywhere.
#[derive(uniffi::Object)]
pub struct GameReplay {
    config: GameConfig,
    seed: u64,
    actions: Vec<Action>,
    names: Vec<String>,
}

impl GameReplay {
    fn from_document(document: GameDocument) -> Arc<GameReplay> {
        Arc::new(GameReplay {
            names: document.seats.into_iter().map(|seat| seat.name).collect(),
            config: document.config,
            seed: document.seed,
            actions: document.actions,
        })
    }

    fn step_now(&self, step: u32) -> Result<ReplayStep, CatapultError> {
        let count = usize::try_from(step).unwrap_or(usize::MAX);
        if count > self.actions.len() {
            return Err(CatapultError::NotFound {
                message: format!(
                    "the game has {} moves, so there is no step {step}",
                    self.actions.len()
                ),
            });
        }
        // Replayed up to the last move, which is then applied once more to see its events (a
        // hurl's flight comes with it, frames included).
        let before = count.saturating_sub(1);
        let mut game = Game::replay(self.config.clone(), self.seed, &self.actions[..before])
            .map_err(damaged)?;
        let last = count.checked_sub(1).and_then(|i| self.actions.get(i));
        let mut flight = None;
        if let Some(action) = last {
            for event in game.apply(*action).map_err(damaged)? {
                if let Event::Hurled(record) = event {
                    flight = Some(HurlFlight::from(record.as_ref()));
                }
            }
        }
        // A replay only shows: no seat is to be played by a bot here.
        let no_bots = vec![false; self.names.len()];
        Ok(ReplayStep {
            step,
            view: game_view(&game, None, &self.names, &no_bots, false),
            last_move: last.map(MoveKind::from),
            flight,
        })
    }
}

/// A game file whose moves do not replay: a bad value from the app, whatever the rules said.
fn damaged(error: impl std::fmt::Display) -> CatapultError {
    CatapultError::bad_input(format!("this game file is damaged: {error}"))
}

/// A replay of the saved game `game_id`.
#[uniffi::export]
pub async fn replay_saved_game(
    store: Arc<GameStore>,
    game_id: i64,
) -> Result<Arc<GameReplay>, CatapultError> {
    off_thread(move || {
        let json = store
            .shared()
            .lock()
            .map_err(|_| CatapultError::Internal {
                message: "the history was left locked by an earlier fault; reopen it".into(),
            })?
            .export_game(GameId(game_id))?;
        parse(&json)
    })
    .await
}

/// A replay of a game file (as `export_game` writes it).
#[uniffi::export]
pub fn replay_game_file(json: String) -> Result<Arc<GameReplay>, CatapultError> {
    parse(&json)
}

fn parse(json: &str) -> Result<Arc<GameReplay>, CatapultError> {
    let document: GameDocument = serde_json::from_str(json).map_err(|_| {
        CatapultError::bad_input("this is not a game file from Catapult; export the game again")
    })?;
    Ok(GameReplay::from_document(document))
}

#[uniffi::export]
impl GameReplay {
    /// How many moves the game has: the steps are 0 (the start) to this.
    pub fn moves(&self) -> u32 {
        u32::try_from(self.actions.len()).unwrap_or(u32::MAX)
    }

    /// The game after its first `step` moves (rebuilt by replaying them; a hurl's physics runs
    /// again, so this is async).
    pub async fn step(self: Arc<Self>, step: u32) -> Result<ReplayStep, CatapultError> {
        off_thread(move || self.step_now(step)).await
    }
}
