//! A stored or exported game, step by step: the view after any number of its moves, and the
//! flight of a hurl, all rebuilt by the core from the game's moves.

use crate::error::CatapultError;
use crate::events::HurlFlight;
use crate::runtime::off_thread;
use crate::store::GameStore;
use crate::view::{GameView, game_view};
use catapult_core::rules::Action;
use catapult_core::session::{self as core_replay, SessionErrorKind};
use catapult_core::store::GameId;
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
            Action::PlaceFollower { .. } | Action::PlaceBigFollower { .. } => {
                MoveKind::PlaceFollower
            }
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
    replay: core_replay::GameReplay,
}

impl GameReplay {
    fn step_now(&self, step: u32) -> Result<ReplayStep, CatapultError> {
        let count = usize::try_from(step).unwrap_or(usize::MAX);
        let shown = self
            .replay
            .step(count)
            .map_err(|error| match error.kind() {
                SessionErrorKind::BadInput if count > self.replay.moves() => {
                    CatapultError::NotFound {
                        message: error.to_string(),
                    }
                }
                _ => error.into(),
            })?;
        let names = self.replay.names();
        // A replay only shows: no seat is to be played by a bot here.
        let no_bots = vec![false; names.len()];
        Ok(ReplayStep {
            step,
            view: game_view(&shown.game, None, names, &no_bots, false),
            last_move: shown.last_move.as_ref().map(MoveKind::from),
            flight: shown
                .flight
                .as_ref()
                .map(|record| HurlFlight::from(record).seen_through(shown.flight_camera.as_ref())),
        })
    }
}

/// A replay of the saved game `game_id`.
#[uniffi::export]
pub async fn replay_saved_game(
    store: Arc<GameStore>,
    game_id: i64,
) -> Result<Arc<GameReplay>, CatapultError> {
    off_thread(move || {
        let document = store
            .shared()
            .lock()
            .map_err(|_| CatapultError::Internal {
                message: "the history was left locked by an earlier fault; reopen it".into(),
            })?
            .game_document(GameId(game_id))?;
        Ok(Arc::new(GameReplay {
            replay: core_replay::GameReplay::from_document(document),
        }))
    })
    .await
}

/// A replay of a game file (as `export_game` writes it), checked as `import_game` checks it: a
/// file an import would refuse is refused with the reason. Checking replays the whole game, so
/// this runs on the library's threads.
#[uniffi::export]
pub async fn replay_game_file(json: String) -> Result<Arc<GameReplay>, CatapultError> {
    off_thread(move || {
        Ok(Arc::new(GameReplay {
            replay: core_replay::GameReplay::from_json(&json)?,
        }))
    })
    .await
}

#[uniffi::export]
impl GameReplay {
    /// How many moves the game has: the steps are 0 (the start) to this.
    pub fn moves(&self) -> u32 {
        u32::try_from(self.replay.moves()).unwrap_or(u32::MAX)
    }

    /// The game after its first `step` moves (rebuilt by replaying them; a hurl's physics runs
    /// again, so this is async).
    pub async fn step(self: Arc<Self>, step: u32) -> Result<ReplayStep, CatapultError> {
        off_thread(move || self.step_now(step)).await
    }
}
