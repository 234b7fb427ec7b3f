//! One-line explanations of the catapult tokens and the rule options, for the screens where
//! players choose them (the same words in every app).

use super::config::{CatapultRules, FarmerRules};
use crate::physics::TokenKind;

/// What a catapult token does, in one line (lower case, no full stop, so it reads after the
/// token's name: "knock-out: every follower it touches goes home, yours too").
pub const fn token_rule(token: TokenKind) -> &'static str {
    match token {
        TokenKind::KnockOut => "every follower it touches goes home, yours too",
        TokenKind::Seduction => {
            "land on a tile and swap the nearest opponent's follower for one of yours"
        }
        TokenKind::Target => "the token nearest the fair tile scores 5",
        TokenKind::Catch => "throw to the next player, who tries to catch it",
    }
}

/// The token as players call it, in lower case ("knock-out").
pub const fn token_name(token: TokenKind) -> &'static str {
    match token {
        TokenKind::KnockOut => "knock-out",
        TokenKind::Seduction => "seduction",
        TokenKind::Target => "target",
        TokenKind::Catch => "catch",
    }
}

/// What the tiny-city option does.
pub const TINY_CITY_RULE: &str =
    "A finished city of only two tiles scores 1 per tile and pennant instead of 2.";

/// What Inns & Cathedrals brings.
pub const INNS_CATHEDRALS_RULE: &str =
    "18 tiles with inns and cathedrals, and a big follower each that counts as two.";

/// What The River brings.
pub const RIVER_RULE: &str =
    "12 river tiles first: the spring starts the game and the lake ends the river.";

/// What playing without farmers means.
pub const FARMERS_OFF_RULE: &str = "No farmers: followers cannot be put on fields.";

/// How farmers score under `rules`, in one line.
pub const fn farmer_rule(rules: FarmerRules) -> &'static str {
    match rules {
        FarmerRules::Final => "Each field scores 3 for every finished city it touches.",
        FarmerRules::Second => {
            "Farmers score 3 per finished city they touch; each player scores a city only once."
        }
        FarmerRules::Original => {
            "Farmers round each finished city are counted together; the majority scores 4."
        }
    }
}

/// What The Catapult option means, in one line.
pub const fn catapult_rule(rules: CatapultRules) -> &'static str {
    match rules {
        CatapultRules::Rounds => "After each fair tile, everyone hurls a catapult token.",
        CatapultRules::HouseRule => {
            "Fair tiles, no hurling: a follower put on a fair tile scores 5 at once."
        }
        CatapultRules::TilesOnly => "The 12 fair tiles join the pile, without catapult rounds.",
        CatapultRules::Off => "No fair tiles and no catapult: the base game's 72 tiles.",
    }
}
