//! How a game is set up: number of players, rule options and, for hand-written cases, a stacked
//! pile.

use super::ConfigError;
use crate::tiles::{Expansion, TileTypeId, catalogue};
use serde::{Deserialize, Serialize};

/// How farmers score at the end (RULES.md section 4).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum FarmerRules {
    /// Later editions: each field separately, 3 per completed city it touches.
    #[default]
    Final,
    /// 2nd edition: 3 per completed city, a player scores a given city at most once.
    Second,
    /// 1st edition: per completed city, all farmers in all fields touching it; the majority
    /// scores 4.
    Original,
}

/// How much of The Catapult is in the game (RULES.md sections 5-7).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CatapultRules {
    /// The 12 fair tiles, and a catapult round after each one.
    #[default]
    Rounds,
    /// The fair tiles, no rounds: a follower placed on a fair tile in the turn it is placed
    /// scores 5 at once.
    HouseRule,
    /// The fair tiles only, no rounds.
    TilesOnly,
    /// The base game alone (72 tiles).
    Off,
}

/// The rule options a table chooses before the game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct RuleOptions {
    /// A completed city of exactly two tiles scores 1 per tile and 1 per pennant.
    pub tiny_city_two_points: bool,
    /// How farmers score.
    pub farmer_rules: FarmerRules,
    /// No farmers at all.
    pub farmers_off: bool,
    /// The Catapult: rounds (default), house rule, fair tiles only, or off.
    pub catapult: CatapultRules,
    /// Inns & Cathedrals: its 18 tiles in the pile (inns and cathedrals score as RULES.md
    /// says) and a big follower for each player. Left out of saved games when off, so they
    /// read as before.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub inns_cathedrals: bool,
    /// The River's 12 tiles: the spring starts the game, the river is drawn first and the lake
    /// ends it (RULES.md, The River). Left out of saved games when off.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub river: bool,
}

// By hand, so that a game without Inns & Cathedrals hashes as before the option existed: the
// state hashes in saved games stay valid.
impl std::hash::Hash for RuleOptions {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.tiny_city_two_points.hash(state);
        self.farmer_rules.hash(state);
        self.farmers_off.hash(state);
        self.catapult.hash(state);
        if self.inns_cathedrals {
            self.inns_cathedrals.hash(state);
        }
        if self.river {
            // Tagged, so that River alone never hashes like Inns & Cathedrals alone.
            (0x52u8, self.river).hash(state);
        }
    }
}

/// Everything that fixes a game before its first action (with the seed).
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GameConfig {
    /// Number of seats, 2 to 6.
    pub players: usize,
    /// Rule options.
    #[serde(default)]
    pub rules: RuleOptions,
    /// A stacked pile, top first, instead of the shuffled one: the game holds exactly these
    /// tiles. Used for hand-written rule cases.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub stacked_pile: Option<Vec<TileTypeId>>,
}

/// Followers each player owns.
pub const FOLLOWERS_PER_PLAYER: u8 = 7;

/// The fewest and most players.
pub const PLAYER_RANGE: std::ops::RangeInclusive<usize> = 2..=6;

impl GameConfig {
    /// A base game for `players` with default rules.
    pub fn new(players: usize) -> GameConfig {
        GameConfig {
            players,
            rules: RuleOptions::default(),
            stacked_pile: None,
        }
    }

    /// The boxes whose tiles are in the pile.
    pub fn expansions(&self) -> Vec<Expansion> {
        let mut boxes = match self.rules.catapult {
            CatapultRules::Off => vec![Expansion::Base],
            _ => vec![Expansion::Base, Expansion::Catapult],
        };
        if self.rules.inns_cathedrals {
            boxes.push(Expansion::InnsCathedrals);
        }
        if self.rules.river {
            boxes.push(Expansion::River);
        }
        boxes
    }

    /// Checks the configuration: player count, and a stacked pile holding at least one tile
    /// and no more of a tile than the boxes do.
    pub fn validate(&self) -> Result<(), ConfigError> {
        if !PLAYER_RANGE.contains(&self.players) {
            return Err(ConfigError::PlayerCount {
                players: self.players,
            });
        }
        if let Some(stacked) = &self.stacked_pile {
            if stacked.is_empty() {
                return Err(ConfigError::EmptyPile);
            }
            let full = catalogue().pile(&self.expansions());
            for tile in stacked {
                let available = full.iter().filter(|t| *t == tile).count();
                let wanted = stacked.iter().filter(|t| *t == tile).count();
                if wanted > available {
                    return Err(ConfigError::NoTileLeft {
                        name: tile.tile().name(),
                        count: available as u8,
                    });
                }
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_game_without_inns_and_cathedrals_hashes_and_saves_as_before_the_option() {
        use std::hash::{Hash, Hasher};
        let hash = |rules: &RuleOptions| {
            let mut hasher = std::collections::hash_map::DefaultHasher::new();
            rules.hash(&mut hasher);
            hasher.finish()
        };
        let with = RuleOptions {
            inns_cathedrals: true,
            ..RuleOptions::default()
        };
        assert_ne!(hash(&with), hash(&RuleOptions::default()));
        let saved = serde_json::to_string(&RuleOptions::default()).unwrap();
        assert!(!saved.contains("inns"), "{saved}");
        let read: RuleOptions = serde_json::from_str(&saved).unwrap();
        assert_eq!(read, RuleOptions::default());
    }

    #[test]
    fn a_stacked_pile_without_a_tile_is_refused_as_there_would_be_nothing_to_draw() {
        let mut config = GameConfig::new(2);
        config.stacked_pile = Some(Vec::new());
        assert_eq!(config.validate(), Err(ConfigError::EmptyPile));
        config.stacked_pile = Some(vec![catalogue().find("CA/F").expect("a fair tile")]);
        assert_eq!(config.validate(), Ok(()));
    }
}
