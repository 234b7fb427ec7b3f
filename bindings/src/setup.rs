//! A new game's table: the seats (names, people or bots) and the rule options, checked.

use crate::error::CatapultError;
use crate::store::BotSkill;
use catapult_core::flick::FlickSensitivity;
use catapult_core::rules::{
    CatapultRules, FarmerRules, GameConfig, LONGEST_NAME, PLAYER_RANGE, RULE_OPTIONS, RuleOptions,
};
use catapult_core::session::{self as table, TableSetup};
use catapult_core::store::Seat;

/// One seat at the table.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct SeatSetup {
    /// The player's name (a bot's shown name).
    pub name: String,
    /// The bot playing this seat, or `None` for a person.
    pub bot: Option<BotSkill>,
    /// How hard this player must flick; `None` (the default) is normal.
    #[uniffi(default = None)]
    pub flick_sensitivity: Option<FlickSensitivity>,
}

/// How farmers score at the end.
#[derive(Debug, Clone, Copy, PartialEq, Eq, uniffi::Enum)]
pub enum FarmerScoring {
    /// Later editions: each field on its own, 3 per completed city it touches.
    Final,
    /// 2nd edition: 3 per completed city, each city at most once per player.
    Second,
    /// 1st edition: the farmers round each completed city; the majority scores 4.
    Original,
}

/// How much of The Catapult is in the game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, uniffi::Enum)]
pub enum CatapultMode {
    /// The 12 fair tiles, and a catapult round after each one.
    Rounds,
    /// The fair tiles; a follower put on a fair tile scores 5 at once; no rounds.
    HouseRule,
    /// The fair tiles only, no rounds.
    TilesOnly,
    /// The base game alone.
    Off,
}

/// The rule options a table chooses before the game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, uniffi::Record)]
pub struct RuleChoices {
    /// A completed city of two tiles scores 1 per tile and 1 per pennant.
    pub tiny_city_two_points: bool,
    /// How farmers score.
    pub farmer_scoring: FarmerScoring,
    /// No farmers at all.
    pub farmers_off: bool,
    /// The Catapult.
    pub catapult: CatapultMode,
    /// Inns & Cathedrals: its tiles, inns, cathedrals and a big follower each.
    pub inns_cathedrals: bool,
    /// The River: its tiles first, from the spring to the lake.
    pub river: bool,
}

/// A new game: seats in playing order, rules, and optionally the seed (the same seed and
/// setup give the same tiles in the same order).
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct GameSetup {
    /// 2 to 6 seats.
    pub seats: Vec<SeatSetup>,
    /// The rule options.
    pub rules: RuleChoices,
    /// The shuffle's seed; `None` picks one.
    pub seed: Option<u64>,
}

/// The rules most tables play: The Catapult with its rounds, today's farmer scoring.
#[uniffi::export]
pub fn default_rules() -> RuleChoices {
    RuleOptions::default().into()
}

impl From<RuleOptions> for RuleChoices {
    fn from(rules: RuleOptions) -> RuleChoices {
        RuleChoices {
            tiny_city_two_points: rules.tiny_city_two_points,
            farmer_scoring: match rules.farmer_rules {
                FarmerRules::Final => FarmerScoring::Final,
                FarmerRules::Second => FarmerScoring::Second,
                FarmerRules::Original => FarmerScoring::Original,
            },
            farmers_off: rules.farmers_off,
            catapult: match rules.catapult {
                CatapultRules::Rounds => CatapultMode::Rounds,
                CatapultRules::HouseRule => CatapultMode::HouseRule,
                CatapultRules::TilesOnly => CatapultMode::TilesOnly,
                CatapultRules::Off => CatapultMode::Off,
            },
            inns_cathedrals: rules.inns_cathedrals,
            river: rules.river,
        }
    }
}

impl From<RuleChoices> for RuleOptions {
    fn from(rules: RuleChoices) -> RuleOptions {
        RuleOptions {
            tiny_city_two_points: rules.tiny_city_two_points,
            farmer_rules: match rules.farmer_scoring {
                FarmerScoring::Final => FarmerRules::Final,
                FarmerScoring::Second => FarmerRules::Second,
                FarmerScoring::Original => FarmerRules::Original,
            },
            farmers_off: rules.farmers_off,
            catapult: match rules.catapult {
                CatapultMode::Rounds => CatapultRules::Rounds,
                CatapultMode::HouseRule => CatapultRules::HouseRule,
                CatapultMode::TilesOnly => CatapultRules::TilesOnly,
                CatapultMode::Off => CatapultRules::Off,
            },
            inns_cathedrals: rules.inns_cathedrals,
            river: rules.river,
        }
    }
}

impl GameSetup {
    /// The core's configuration and the stored seats, or what is wrong with the setup.
    pub fn checked(&self) -> Result<(GameConfig, Vec<Seat>), CatapultError> {
        let table = TableSetup {
            seats: self
                .seats
                .iter()
                .map(|seat| table::SeatSetup {
                    name: seat.name.clone(),
                    bot: seat.bot.map(Into::into),
                    flick_sensitivity: seat.flick_sensitivity.unwrap_or_default(),
                })
                .collect(),
            rules: self.rules.into(),
        };
        Ok(table.checked()?)
    }
}

/// A rule option's choices explained, for the setup screen.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct RuleHelp {
    /// Stable id (`catapult`, `farmers`, `small_cities`): pass it to `choose_rule`.
    pub id: String,
    /// The option as players call it.
    pub option: String,
    /// Each choice with its one-line explanation, in the order to offer them. An option with
    /// one choice is a switch.
    pub choices: Vec<RuleChoiceHelp>,
}

/// One choice of a rule option.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct RuleChoiceHelp {
    /// Stable id within its option (`rounds`, `original`).
    pub id: String,
    /// The choice as players call it.
    pub choice: String,
    /// What it means, in one line.
    pub explanation: String,
}

/// Every rule option with one line per choice (the same words in every app).
#[uniffi::export]
pub fn rule_help() -> Vec<RuleHelp> {
    RULE_OPTIONS
        .iter()
        .map(|option| RuleHelp {
            id: option.id.to_owned(),
            option: option.title.to_owned(),
            choices: option
                .choices
                .iter()
                .map(|choice| RuleChoiceHelp {
                    id: choice.id.to_owned(),
                    choice: choice.title.to_owned(),
                    explanation: choice.explanation.to_owned(),
                })
                .collect(),
        })
        .collect()
}

/// The id of the choice `rules` make for option `option` (`None`: a switch that is off).
#[uniffi::export]
pub fn chosen_rule(rules: RuleChoices, option: String) -> Option<String> {
    RuleOptions::from(rules).chosen(&option).map(str::to_owned)
}

/// `rules` with choice `choice` of option `option` made (`None` turns a switch off); an
/// unknown id is refused.
#[uniffi::export]
pub fn choose_rule(
    rules: RuleChoices,
    option: String,
    choice: Option<String>,
) -> Result<RuleChoices, CatapultError> {
    let mut options = RuleOptions::from(rules);
    options
        .choose(&option, choice.as_deref())
        .map_err(|error| CatapultError::bad_input(error.to_string()))?;
    Ok(options.into())
}

/// How many seats a table has and how long a name may be.
#[derive(Debug, Clone, Copy, PartialEq, Eq, uniffi::Record)]
pub struct SeatLimits {
    /// The fewest seats, 2.
    pub min_seats: u32,
    /// The most seats, 6.
    pub max_seats: u32,
    /// The longest name, characters.
    pub longest_name: u32,
}

/// The seat limits the setup screen enforces (the core refuses anything else).
#[uniffi::export]
pub fn seat_limits() -> SeatLimits {
    let number = |n: usize| u32::try_from(n).unwrap_or(u32::MAX);
    SeatLimits {
        min_seats: number(*PLAYER_RANGE.start()),
        max_seats: number(*PLAYER_RANGE.end()),
        longest_name: number(LONGEST_NAME),
    }
}
