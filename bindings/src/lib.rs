//! Catapult's core for the phone apps, through UniFFI: the game session (state in, actions in,
//! view and events out), the flick detector, the game history, and the tile artwork.
//!
//! Everything crossing the boundary is plain data (records, enums) or an object behind `Arc`
//! that is safe to call from any thread. Errors are one flat [`CatapultError`] with a message a
//! player can read. Work that can take long (bot turns, opening or migrating the history,
//! statistics) is `async` on a tokio runtime this library owns, so Kotlin sees suspend functions
//! and Swift async ones. Nothing panics across the boundary: input is checked, and the core has
//! no panicking paths on input.

uniffi::setup_scaffolding!();

mod art;
mod camera;
mod error;
mod events;
mod flick;
mod listener;
mod message;
mod practice;
mod replay;
mod runtime;
mod session;
mod setup;
mod shared;
mod stage;
mod store;
mod view;
#[cfg(test)]
mod waiting_tests;

pub use art::{
    ArtRole, ArtShape, SegmentSpot, TileArtwork, TileExpansion, all_tile_artwork, seat_colours,
    tile_artwork,
};
pub use camera::{CameraSubject, CameraTransform, RoundCamera, round_camera_transform};
pub use catapult_core::flick::{FlickSensitivity, TraceLabel};
pub use catapult_core::session::{MessageKind, StageKind};
pub use error::CatapultError;
pub use events::{
    CatapultPointsReason, CatchResult, FallingFollower, FlightFrame, GameEvent, HurlFlight,
    PushedToken, SlidFollower,
};
pub use flick::{
    AndroidMotion, FlickDetector, FlickPhase, FlickResult, IosMotion, SwipeInput, flick_from_trace,
    how_to_flick, swipe_launch,
};
pub use listener::{GameListener, ListenerError, Subscription};
pub use message::EventMessage;
pub use practice::{
    ArcPoint, FlickPractice, PracticeLaunch, PracticeReport, SensitivityChoice, TraceLabelChoice,
    flick_sensitivities, trace_labels,
};
pub use replay::{GameReplay, MoveKind, ReplayStep, replay_game_file, replay_saved_game};
pub use session::{
    GameFileSummary, GameSession, MoveShow, PlayedMove, inspect_game_file, resume_game, start_game,
};
pub use setup::{
    CatapultMode, FarmerScoring, GameSetup, RuleChoiceHelp, RuleChoices, RuleHelp, SeatLimits,
    SeatSetup, choose_rule, chosen_rule, default_rules, rule_help, seat_limits,
};
pub use shared::{
    Cell, FeatureKind, Launch, SeatColour, SeatPattern, Spot, Token, TokenHelp, token_help,
};
pub use stage::{FollowerSpot, GameStage, PickedPlacement, Standing};
pub use store::{
    BotSkill, GameStore, GameSummaryRecord, HistoryFilter, HistoryStatus, PlayerStatistics,
    SeatRecord, open_game_store,
};
pub use view::{
    CatchZone, FeaturePart, FollowerChoice, FollowerView, GameView, HeldFeature, LegalPlacement,
    PlacedTileView, PlayerView, RestingToken, RoundView, ScoreBreakdown, SeatOnTable, TurnStep,
    TurnView,
};
