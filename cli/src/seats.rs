//! Who sits at the table: people by name, or bots by level.

use catapult_core::bots::BotLevel;
use catapult_core::session::check_distinct_names;
use std::fmt;

/// One seat at the table.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Seat {
    /// The name shown on screen.
    pub name: String,
    /// `Some` for a computer player.
    pub bot: Option<BotLevel>,
}

impl Seat {
    /// Parses `Anna` (a person), `bot` (a bot of the default level, strong) or `bot:LEVEL`
    /// (random, beginner, greedy or intermediate, strong, expert).
    /// `number` is the seat's number from 1, used to name bots.
    pub fn parse(text: &str, number: usize) -> Result<Seat, String> {
        let text = text.trim();
        if text.is_empty() {
            return Err(format!(
                "seat {number} has no name: type a name, or bot for a computer player"
            ));
        }
        let lower = text.to_lowercase();
        let level = match lower.as_str() {
            "bot" => Some(BotLevel::DEFAULT),
            other => match other.strip_prefix("bot:") {
                Some(level) => Some(level.parse::<BotLevel>()?),
                None => None,
            },
        };
        Ok(match level {
            Some(level) => Seat {
                name: format!("Bot {number} ({level})"),
                bot: Some(level),
            },
            None => Seat {
                name: text.to_string(),
                bot: None,
            },
        })
    }
}

impl fmt::Display for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.name)
    }
}

/// Parses a comma-separated list of seats (`Anna, Ben, bot`).
pub fn parse_list(text: &str) -> Result<Vec<Seat>, String> {
    let seats = text
        .split(',')
        .enumerate()
        .map(|(index, part)| Seat::parse(part, index + 1))
        .collect::<Result<Vec<Seat>, String>>()?;
    let names: Vec<&str> = seats.iter().map(|seat| seat.name.as_str()).collect();
    check_distinct_names(&names).map_err(|error| format!("{error}."))?;
    Ok(seats)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn people_and_bots_are_told_apart() {
        let seats = parse_list("Anna, bot, bot:random, bot:expert, bot:intermediate").unwrap();
        assert_eq!(seats[0].bot, None);
        assert_eq!(seats[1].bot, Some(BotLevel::Strong));
        assert_eq!(seats[2].name, "Bot 3 (random)");
        assert_eq!(seats[3].bot, Some(BotLevel::Expert));
        assert_eq!(seats[4].bot, Some(BotLevel::Greedy));
        assert!(parse_list("Anna,,Ben").is_err());
        assert!(parse_list("bot:clever").is_err());
        assert_eq!(
            parse_list("Anna, anna").unwrap_err(),
            "seats 1 and 2 are both called anna; give each seat its own name."
        );
    }
}
