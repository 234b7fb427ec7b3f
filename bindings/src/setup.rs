//! A new game's table: the seats (names, people or bots) and the rule options, checked.

use crate::error::CatapultError;
use crate::store::BotSkill;
use catapult_core::rules::{CatapultRules, FarmerRules, GameConfig, PLAYER_RANGE, RuleOptions};
use catapult_core::scene::player_colour;
use catapult_core::store::Seat;

/// Longest name shown on a seat, characters.
const NAME_LIMIT: usize = 24;

/// One seat at the table.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct SeatSetup {
    /// The player's name (a bot's shown name).
    pub name: String,
    /// The bot playing this seat, or `None` for a person.
    pub bot: Option<BotSkill>,
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
        }
    }
}

impl GameSetup {
    /// The core's configuration and the stored seats, or what is wrong with the setup.
    pub fn checked(&self) -> Result<(GameConfig, Vec<Seat>), CatapultError> {
        let count = self.seats.len();
        if !PLAYER_RANGE.contains(&count) {
            return Err(CatapultError::bad_input(format!(
                "a game needs 2 to 6 seats, not {count}; add or remove a seat"
            )));
        }
        let mut seats = Vec::with_capacity(count);
        for (index, seat) in self.seats.iter().enumerate() {
            let name = seat.name.trim();
            if name.is_empty() {
                return Err(CatapultError::bad_input(format!(
                    "seat {} has no name; type one",
                    index + 1
                )));
            }
            if name.chars().count() > NAME_LIMIT {
                return Err(CatapultError::bad_input(format!(
                    "the name {name:?} is too long; use at most {NAME_LIMIT} letters"
                )));
            }
            let colour = player_colour(index).name;
            seats.push(match seat.bot {
                Some(skill) => Seat::bot(name, colour, skill.into()),
                None => Seat::person(name, colour),
            });
        }
        let mut config = GameConfig::new(count);
        config.rules = self.rules.into();
        config.validate()?;
        Ok((config, seats))
    }
}

/// A rule option's choices explained, for the setup screen.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct RuleHelp {
    /// The option as players call it.
    pub option: String,
    /// Each choice with its one-line explanation, in the order to offer them.
    pub choices: Vec<RuleChoiceHelp>,
}

/// One choice of a rule option.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct RuleChoiceHelp {
    /// The choice as players call it.
    pub choice: String,
    /// What it means, in one line.
    pub explanation: String,
}

fn choice(choice: &str, explanation: &str) -> RuleChoiceHelp {
    RuleChoiceHelp {
        choice: choice.to_owned(),
        explanation: explanation.to_owned(),
    }
}

/// Every rule option with one line per choice (the same words in every app).
#[uniffi::export]
pub fn rule_help() -> Vec<RuleHelp> {
    use catapult_core::rules::explain::{
        FARMERS_OFF_RULE, TINY_CITY_RULE, catapult_rule, farmer_rule,
    };
    vec![
        RuleHelp {
            option: "The Catapult".into(),
            choices: vec![
                choice("Catapult rounds", catapult_rule(CatapultRules::Rounds)),
                choice("House rule", catapult_rule(CatapultRules::HouseRule)),
                choice("Fair tiles only", catapult_rule(CatapultRules::TilesOnly)),
                choice("Base game", catapult_rule(CatapultRules::Off)),
            ],
        },
        RuleHelp {
            option: "Farmers".into(),
            choices: vec![
                choice("Today's rules", farmer_rule(FarmerRules::Final)),
                choice("2nd edition", farmer_rule(FarmerRules::Second)),
                choice("1st edition", farmer_rule(FarmerRules::Original)),
                choice("No farmers", FARMERS_OFF_RULE),
            ],
        },
        RuleHelp {
            option: "Small cities".into(),
            choices: vec![choice("Two-tile city scores 1 each", TINY_CITY_RULE)],
        },
    ]
}
