//! A game file (an exported game) read strictly, once, for everyone who reads one: import,
//! the replay screens, `render` and the apps' previews. What it refuses is in
//! docs/STORAGE.md, "Export format".

use super::game_file_error::{GameFileError, shown};
use super::games::check_seats;
use super::stats::Tally;
use super::strict_json::parse_strict;
use super::{EXPORT_FORMAT, EXPORT_FORMAT_VERSION, GameDocument, LARGEST_GAME_FILE, hash_hex};
use crate::bounded::read_at_most;
use crate::rules::Game;
use std::io::Read;

/// A game file that passed every check: the document, and the game its actions lead to.
#[derive(Debug, Clone)]
pub struct GameFile {
    document: GameDocument,
    game: Game,
    /// The state hash after each action.
    hashes: Vec<u64>,
    /// The statistics counters of its seats.
    tally: Tally,
}

impl GameFile {
    /// Reads a game file's text, checking it all: at most [`LARGEST_GAME_FILE`] bytes, JSON
    /// with no key given twice, `format` and `format_version`, the fields, the config, the
    /// seats ([`super::Seat::check`]), every action replayed, and the state hash (required
    /// when there are actions; if given without any, it must be the new game's).
    pub fn read(json: &str) -> Result<GameFile, GameFileError> {
        if json.len() > LARGEST_GAME_FILE {
            return Err(GameFileError::TooLarge);
        }
        let value = parse_strict(json).map_err(|error| GameFileError::NotJson {
            reason: shown(&error.to_string()),
        })?;
        if value.get("format").and_then(|format| format.as_str()) != Some(EXPORT_FORMAT) {
            return Err(GameFileError::NotAGameFile);
        }
        match value
            .get("format_version")
            .and_then(|version| version.as_u64())
        {
            Some(version) if version == u64::from(EXPORT_FORMAT_VERSION) => {}
            Some(version) if version > u64::from(EXPORT_FORMAT_VERSION) => {
                return Err(GameFileError::Newer { version });
            }
            _ => return Err(GameFileError::UnknownVersion),
        }
        let document: GameDocument =
            serde_json::from_value(value).map_err(|error| GameFileError::Fields {
                reason: shown(&error.to_string()),
            })?;
        GameFile::check(document)
    }

    /// Reads a game file from `reader` (at most [`LARGEST_GAME_FILE`] bytes of it) and checks
    /// it as [`GameFile::read`] does.
    pub fn read_from(reader: impl Read) -> Result<GameFile, GameFileError> {
        GameFile::read(&read_game_text(reader)?)
    }

    /// The document, as the file holds it.
    pub fn document(&self) -> &GameDocument {
        &self.document
    }

    /// The document, taken out of the checked file.
    pub fn into_document(self) -> GameDocument {
        self.document
    }

    /// The game after the file's last action.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The state hash after each action.
    pub(super) fn hashes(&self) -> &[u64] {
        &self.hashes
    }

    /// The statistics counters of the file's seats.
    pub(super) fn tally(&self) -> &Tally {
        &self.tally
    }

    /// Checks a parsed document: config, seats, every action, the state hash.
    fn check(document: GameDocument) -> Result<GameFile, GameFileError> {
        let mut game = Game::with_physics_model(
            document.config.clone(),
            document.seed,
            document.physics_version,
        )
        .map_err(GameFileError::Config)?;
        check_seats(&document.config, &document.seats).map_err(|error| GameFileError::Seats {
            reason: error.to_string(),
        })?;
        let mut hashes = Vec::with_capacity(document.actions.len());
        let mut tally = Tally::new(document.config.players);
        for (turn, action) in document.actions.iter().enumerate() {
            let events = game
                .apply(*action)
                .map_err(|error| GameFileError::IllegalAction {
                    turn,
                    verb: action.verb(),
                    reason: error.to_string(),
                })?;
            tally.observe(&events);
            hashes.push(game.state_hash());
        }
        if document.actions.is_empty() && game.is_over() {
            return Err(GameFileError::NothingPlayed);
        }
        let reached = hash_hex(game.state_hash());
        match &document.state_hash {
            None if !document.actions.is_empty() => return Err(GameFileError::MissingHash),
            Some(stated) if !stated.eq_ignore_ascii_case(&reached) => {
                return Err(GameFileError::HashMismatch {
                    reached,
                    stated: shown(stated),
                    rules_version: document.rules_version,
                    physics_version: document.physics_version,
                });
            }
            _ => {}
        }
        Ok(GameFile {
            document,
            game,
            hashes,
            tally,
        })
    }
}

/// Reads the text of a file that should be a game file (or, for `render`, a scenario): at most
/// [`LARGEST_GAME_FILE`] bytes, so a huge file is refused having read no more than that.
pub fn read_game_text(reader: impl Read) -> Result<String, GameFileError> {
    let bytes = read_at_most(reader, LARGEST_GAME_FILE)
        .map_err(GameFileError::Unreadable)?
        .ok_or(GameFileError::TooLarge)?;
    String::from_utf8(bytes).map_err(|_| GameFileError::NotText)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_endless_stream_is_refused_having_read_just_past_the_limit() {
        let mut endless = std::io::repeat(b' ');
        assert!(matches!(
            read_game_text(&mut endless),
            Err(GameFileError::TooLarge)
        ));
        let exactly = " ".repeat(LARGEST_GAME_FILE);
        assert_eq!(
            read_game_text(exactly.as_bytes())
                .map(|text| text.len())
                .ok(),
            Some(LARGEST_GAME_FILE)
        );
        assert!(matches!(
            read_game_text(&[0xff, 0xfe][..]),
            Err(GameFileError::NotText)
        ));
    }
}
