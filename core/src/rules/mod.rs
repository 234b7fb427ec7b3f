//! The rules: game setup, actions and events, the turn state machine and scoring.

mod action;
mod config;
mod config_error;
pub mod explain;
mod follower;
mod game;
mod hash;
mod move_error;
mod names;
mod pile;
mod replay_error;
mod round;
pub mod rule_menu;
pub(crate) mod scoring;
mod spot;
mod table;

pub use action::{Action, CatapultReason, Event, Phase, Scoring};
pub use config::{
    CatapultRules, FOLLOWERS_PER_PLAYER, FarmerRules, GameConfig, PLAYER_RANGE, RuleOptions,
};
pub use config_error::ConfigError;
pub use follower::Follower;
pub use game::{Breakdown, Game};
pub use hash::StableHasher;
pub use move_error::MoveError;
pub use names::{LONGEST_NAME, NameError, check_name, escape_hidden, escaped_start, is_hidden};
pub use pile::below;
pub use replay_error::ReplayError;
pub use round::{
    AIRBORNE, CATAPULT_POINTS, CATCH_WINDOW, CatchCase, HAND_REACH, HANDS_HEIGHT, HANDS_INSET,
    HurlRecord, PendingCatch, Round, TIE, TOUCH_WINDOW, Throw, catcher_of, first_touchdown, hands,
    nearest_in_reach, nearest_with_ties, ruler_line,
};
pub use rule_menu::{RULE_OPTIONS, RuleChoice, RuleOption, UnknownRuleChoice};
pub use spot::{parse_spot, spot_name, spot_words};
pub use table::table_scene;
