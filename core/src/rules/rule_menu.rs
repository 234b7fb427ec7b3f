//! The rule options as a setup screen offers them: each option and each choice with a stable
//! id, a title and the one-line explanation, and how a choice changes [`RuleOptions`]. Every
//! frontend builds its setup screen from this list, keyed by id, never by position.

use super::config::{CatapultRules, FarmerRules, RuleOptions};
use super::explain::{
    FARMERS_OFF_RULE, INNS_CATHEDRALS_RULE, RIVER_RULE, TINY_CITY_RULE, catapult_rule, farmer_rule,
};

/// One option of the setup screen.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
pub struct RuleOption {
    /// Stable id (`catapult`, `inns_cathedrals`, `river`, `farmers`, `small_cities`).
    pub id: &'static str,
    /// The option as players call it.
    pub title: &'static str,
    /// Its choices in the order to offer them. An option with one choice is a switch.
    pub choices: &'static [RuleChoice],
}

/// One choice of an option.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
pub struct RuleChoice {
    /// Stable id within its option (`rounds`, `original`).
    pub id: &'static str,
    /// The choice as players call it.
    pub title: &'static str,
    /// What it means, in one line.
    pub explanation: &'static str,
}

const fn choice(id: &'static str, title: &'static str, explanation: &'static str) -> RuleChoice {
    RuleChoice {
        id,
        title,
        explanation,
    }
}

/// Every option of the setup screen, in the order to show them: the expansions first (The
/// Catapult on, the others off by default), then the rule variants.
pub const RULE_OPTIONS: [RuleOption; 5] = [
    RuleOption {
        id: "catapult",
        title: "The Catapult",
        choices: &[
            choice(
                "rounds",
                "Catapult rounds",
                catapult_rule(CatapultRules::Rounds),
            ),
            choice(
                "house_rule",
                "House rule",
                catapult_rule(CatapultRules::HouseRule),
            ),
            choice(
                "tiles_only",
                "Fair tiles only",
                catapult_rule(CatapultRules::TilesOnly),
            ),
            choice("off", "No Catapult", catapult_rule(CatapultRules::Off)),
        ],
    },
    RuleOption {
        id: "inns_cathedrals",
        title: "Inns & Cathedrals",
        choices: &[choice(
            "on",
            "Inns, cathedrals and big followers",
            INNS_CATHEDRALS_RULE,
        )],
    },
    RuleOption {
        id: "river",
        title: "The River",
        choices: &[choice("on", "River tiles first", RIVER_RULE)],
    },
    RuleOption {
        id: "farmers",
        title: "Farmers",
        choices: &[
            choice("final", "Today's rules", farmer_rule(FarmerRules::Final)),
            choice("second", "2nd edition", farmer_rule(FarmerRules::Second)),
            choice(
                "original",
                "1st edition",
                farmer_rule(FarmerRules::Original),
            ),
            choice("off", "No farmers", FARMERS_OFF_RULE),
        ],
    },
    RuleOption {
        id: "small_cities",
        title: "Small cities",
        choices: &[choice(
            "two_points",
            "Two-tile city scores 1 each",
            TINY_CITY_RULE,
        )],
    },
];

/// Why a choice was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("there is no rule choice '{choice}' for '{option}'; choose one the setup screen lists")]
pub struct UnknownRuleChoice {
    /// The option id as given.
    pub option: String,
    /// The choice id as given (empty for "off").
    pub choice: String,
}

impl RuleOptions {
    /// The id of the choice made for option `option` (`None`: a switch that is off, or an
    /// unknown option).
    pub fn chosen(&self, option: &str) -> Option<&'static str> {
        match option {
            "catapult" => Some(match self.catapult {
                CatapultRules::Rounds => "rounds",
                CatapultRules::HouseRule => "house_rule",
                CatapultRules::TilesOnly => "tiles_only",
                CatapultRules::Off => "off",
            }),
            "farmers" if self.farmers_off => Some("off"),
            "farmers" => Some(match self.farmer_rules {
                FarmerRules::Final => "final",
                FarmerRules::Second => "second",
                FarmerRules::Original => "original",
            }),
            "small_cities" => self.tiny_city_two_points.then_some("two_points"),
            "inns_cathedrals" => self.inns_cathedrals.then_some("on"),
            "river" => self.river.then_some("on"),
            _ => None,
        }
    }

    /// The choices made, in words, for a list of games: "The Catapult: Catapult rounds;
    /// Farmers: Today's rules" (a switch that is off is left out).
    pub fn summary(&self) -> String {
        let parts: Vec<String> = RULE_OPTIONS
            .iter()
            .filter_map(|option| {
                let chosen = self.chosen(option.id)?;
                let choice = option.choices.iter().find(|c| c.id == chosen)?;
                Some(format!("{}: {}", option.title, choice.title))
            })
            .collect();
        parts.join("; ")
    }

    /// Makes choice `choice` of option `option` (`None` turns a switch off). An unknown id
    /// is refused and changes nothing.
    pub fn choose(&mut self, option: &str, choice: Option<&str>) -> Result<(), UnknownRuleChoice> {
        let refused = || UnknownRuleChoice {
            option: option.to_owned(),
            choice: choice.unwrap_or_default().to_owned(),
        };
        match (option, choice) {
            ("catapult", Some(choice)) => {
                self.catapult = match choice {
                    "rounds" => CatapultRules::Rounds,
                    "house_rule" => CatapultRules::HouseRule,
                    "tiles_only" => CatapultRules::TilesOnly,
                    "off" => CatapultRules::Off,
                    _ => return Err(refused()),
                }
            }
            ("farmers", Some(choice)) => {
                let (rules, off) = match choice {
                    "final" => (FarmerRules::Final, false),
                    "second" => (FarmerRules::Second, false),
                    "original" => (FarmerRules::Original, false),
                    "off" => (self.farmer_rules, true),
                    _ => return Err(refused()),
                };
                self.farmer_rules = rules;
                self.farmers_off = off;
            }
            ("small_cities", Some("two_points")) => self.tiny_city_two_points = true,
            ("small_cities", None) => self.tiny_city_two_points = false,
            ("inns_cathedrals", Some("on")) => self.inns_cathedrals = true,
            ("inns_cathedrals", None) => self.inns_cathedrals = false,
            ("river", Some("on")) => self.river = true,
            ("river", None) => self.river = false,
            _ => return Err(refused()),
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_listed_choice_can_be_made_and_reads_back_by_its_id() {
        for option in RULE_OPTIONS {
            for choice in option.choices {
                let mut rules = RuleOptions::default();
                rules.choose(option.id, Some(choice.id)).unwrap();
                assert_eq!(rules.chosen(option.id), Some(choice.id), "{}", option.id);
                assert!(!choice.explanation.contains('\n'));
            }
        }
    }

    #[test]
    fn no_farmers_is_a_farmer_choice_and_small_cities_a_switch() {
        let mut rules = RuleOptions::default();
        rules.choose("farmers", Some("off")).unwrap();
        assert!(rules.farmers_off);
        rules.choose("small_cities", Some("two_points")).unwrap();
        rules.choose("small_cities", None).unwrap();
        assert!(!rules.tiny_city_two_points);
        let before = rules;
        assert!(rules.choose("farmers", Some("fourth")).is_err());
        assert!(rules.choose("wizards", Some("on")).is_err());
        assert_eq!(rules, before, "a refused choice changes nothing");
    }
}
