//! The rules: game setup, actions and events, the turn state machine and scoring.

mod action;
mod config;
mod follower;
mod game;
mod hash;
mod pile;
mod scoring;
mod spot;

pub use action::{Action, Event, Phase, Scoring};
pub use config::{
    CatapultRules, FOLLOWERS_PER_PLAYER, FarmerRules, GameConfig, PLAYER_RANGE, RuleOptions,
};
pub use follower::Follower;
pub use game::{Breakdown, Game};
pub use hash::StableHasher;
pub use pile::below;
pub use spot::{parse_spot, spot_name};
