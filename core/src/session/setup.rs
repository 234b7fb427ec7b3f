//! A table as the setup screen fills it in: names, people or bots, and the rule options;
//! checked once here for every frontend.

use super::SessionError;
use crate::bots::BotLevel;
use crate::flick::FlickSensitivity;
use crate::rules::{GameConfig, PLAYER_RANGE, RuleOptions, check_name};
use crate::scene::player_colour;
use crate::store::Seat;
use serde::{Deserialize, Serialize};

/// One seat of the setup screen.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatSetup {
    /// The player's name (a bot's shown name).
    pub name: String,
    /// The bot playing this seat, or `None` for a person.
    #[serde(default)]
    pub bot: Option<BotLevel>,
    /// How hard this player must flick (normal when left out).
    #[serde(default)]
    pub flick_sensitivity: FlickSensitivity,
}

/// The setup screen's table: 2 to 6 seats and the rule options.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct TableSetup {
    /// The seats, in playing order.
    pub seats: Vec<SeatSetup>,
    /// The rule options.
    #[serde(default)]
    pub rules: RuleOptions,
}

impl TableSetup {
    /// The game's configuration and the seats to store, or what is wrong with the setup (in
    /// words that say what to change). Each seat takes its colour by its place at the table.
    pub fn checked(&self) -> Result<(GameConfig, Vec<Seat>), SessionError> {
        let count = self.seats.len();
        if !PLAYER_RANGE.contains(&count) {
            return Err(SessionError::BadInput(format!(
                "a game needs {} to {} seats, not {count}; add or remove a seat",
                PLAYER_RANGE.start(),
                PLAYER_RANGE.end()
            )));
        }
        let mut seats = Vec::with_capacity(count);
        for (index, seat) in self.seats.iter().enumerate() {
            let name = seat.name.trim();
            check_name(name)
                .map_err(|error| SessionError::BadInput(format!("seat {} {error}", index + 1)))?;
            let colour = player_colour(index).name;
            let stored = match seat.bot {
                Some(level) => Seat::bot(name, colour, level),
                None => Seat::person(name, colour),
            };
            seats.push(stored.with_flick_sensitivity(seat.flick_sensitivity));
        }
        let names: Vec<&str> = seats.iter().map(|seat| seat.name.as_str()).collect();
        check_distinct_names(&names)?;
        let mut config = GameConfig::new(count);
        config.rules = self.rules;
        config.validate()?;
        Ok((config, seats))
    }
}

/// Refuses two seats with the same name, compared without case or surrounding spaces (two
/// "Anna"s could not tell their turns, scores or history apart).
pub fn check_distinct_names(names: &[&str]) -> Result<(), SessionError> {
    for (index, name) in names.iter().enumerate() {
        let key = name.trim().to_lowercase();
        if let Some(first) = names[..index]
            .iter()
            .position(|earlier| earlier.trim().to_lowercase() == key)
        {
            return Err(SessionError::BadInput(format!(
                "seats {} and {} are both called {}; give each seat its own name",
                first + 1,
                index + 1,
                name.trim()
            )));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn seat(name: &str, bot: Option<BotLevel>) -> SeatSetup {
        SeatSetup {
            name: name.to_owned(),
            bot,
            flick_sensitivity: FlickSensitivity::Normal,
        }
    }

    #[test]
    fn anna_against_a_greedy_bot_is_a_two_player_game_with_colours_by_seat() {
        let table = TableSetup {
            seats: vec![seat(" Anna ", None), seat("Bot", Some(BotLevel::Greedy))],
            rules: RuleOptions::default(),
        };
        let (config, seats) = table.checked().expect("a fine table");
        assert_eq!(config.players, 2);
        assert_eq!(seats[0].name, "Anna");
        assert_eq!(seats[1].bot, Some(BotLevel::Greedy));
        assert_eq!(seats[1].colour, player_colour(1).name);
    }

    #[test]
    fn a_lonely_player_or_a_nameless_seat_is_told_what_to_change() {
        let alone = TableSetup {
            seats: vec![seat("Anna", None)],
            rules: RuleOptions::default(),
        };
        let error = alone.checked().expect_err("one seat is too few");
        assert!(
            error.to_string().contains("add or remove a seat"),
            "{error}"
        );
        let nameless = TableSetup {
            seats: vec![seat("Anna", None), seat("  ", None)],
            rules: RuleOptions::default(),
        };
        let error = nameless.checked().expect_err("a seat needs a name");
        assert!(error.to_string().contains("seat 2 has no name"), "{error}");
    }

    #[test]
    fn anna_and_anna_are_one_name_so_the_second_seat_must_change_it() {
        let table = TableSetup {
            seats: vec![seat("Anna", None), seat("Ben", None), seat(" anna ", None)],
            rules: RuleOptions::default(),
        };
        let error = table.checked().expect_err("two Annas").to_string();
        assert_eq!(
            error,
            "seats 1 and 3 are both called anna; give each seat its own name"
        );
    }

    #[test]
    fn a_name_with_a_newline_or_too_many_letters_is_refused_as_an_import_would_refuse_it() {
        for name in ["Anna\n12  finished", "Anna\u{1b}[31m", &"a".repeat(25)] {
            let table = TableSetup {
                seats: vec![seat("Ben", None), seat(name, None)],
                rules: RuleOptions::default(),
            };
            let error = table.checked().expect_err(name).to_string();
            assert!(error.starts_with("seat 2 has a name"), "{error}");
        }
    }

    #[test]
    fn a_gentle_flicker_keeps_her_setting_and_a_setup_without_it_is_normal() {
        let table: TableSetup = serde_json::from_str(
            r#"{"seats": [{"name": "Anna", "flick_sensitivity": "gentle"}, {"name": "Ben"}]}"#,
        )
        .expect("a table as the web app sends it");
        let (_, seats) = table.checked().expect("a fine table");
        assert_eq!(seats[0].flick_sensitivity, FlickSensitivity::Gentle);
        assert_eq!(seats[1].flick_sensitivity, FlickSensitivity::Normal);
    }
}
