//! A stored or exported game, step by step: the game after any number of its moves, with the
//! last move and its flight, rebuilt from the moves (for the history's replay screens).

use super::SessionError;
use crate::rules::{Action, Event, Game, GameConfig, HurlRecord};
use crate::scene::{RoundCamera, flight_end_camera, round_camera};
use crate::store::{GameDocument, GameFile};

/// A whole game's moves, ready to be shown at any step.
#[derive(Debug, Clone)]
pub struct GameReplay {
    config: GameConfig,
    seed: u64,
    physics_model: u32,
    actions: Vec<Action>,
    names: Vec<String>,
}

/// The game after some of its moves.
#[derive(Debug, Clone)]
pub struct ReplayStep {
    /// Moves played (0: the empty table).
    pub step: usize,
    /// The game after them.
    pub game: Game,
    /// The last of them.
    pub last_move: Option<Action>,
    /// Its flight, frames included, when the last move was a hurl.
    pub flight: Option<HurlRecord>,
    /// How that flight is seen, from the hurler's seat to where the token rested.
    pub flight_camera: Option<RoundCamera>,
}

impl GameReplay {
    /// The replay of a game as the history holds it ([`crate::store::Store::game_document`]);
    /// a file from elsewhere goes through [`GameReplay::from_json`], which checks it.
    pub fn from_document(document: GameDocument) -> GameReplay {
        GameReplay {
            names: document.seats.into_iter().map(|seat| seat.name).collect(),
            config: document.config,
            seed: document.seed,
            physics_model: document.physics_version,
            actions: document.actions,
        }
    }

    /// The replay of a game file's JSON (as `export` writes it), checked as an import checks
    /// it ([`GameFile::read`]); a file import would refuse is refused with the reason.
    pub fn from_json(json: &str) -> Result<GameReplay, SessionError> {
        let file = GameFile::read(json).map_err(|error| {
            SessionError::BadInput(format!("this game file cannot be shown: {error}"))
        })?;
        Ok(GameReplay::from_document(file.into_document()))
    }

    /// How many moves the game has.
    pub fn moves(&self) -> usize {
        self.actions.len()
    }

    /// The players' names, by seat.
    pub fn names(&self) -> &[String] {
        &self.names
    }

    /// The game after `step` moves; a step past the end is refused.
    pub fn step(&self, step: usize) -> Result<ReplayStep, SessionError> {
        if step > self.actions.len() {
            return Err(SessionError::BadInput(format!(
                "the game has {} moves, so there is no step {step}",
                self.actions.len()
            )));
        }
        // Replayed up to the last move, which is then applied on its own to see its events
        // (a hurl's flight comes with them, frames included).
        let before = step.saturating_sub(1);
        let mut game = Game::replay(
            self.config.clone(),
            self.seed,
            self.physics_model,
            &self.actions[..before],
        )
        .map_err(damaged)?;
        let last_move = step
            .checked_sub(1)
            .and_then(|i| self.actions.get(i))
            .copied();
        let mut flight = None;
        let mut flight_camera = None;
        if let Some(action) = last_move {
            // The table as the hurl found it, for the flight's camera.
            let before = matches!(action, Action::Hurl { .. }).then(|| {
                let table = game.table();
                (round_camera(&game, &table), table)
            });
            for event in game.apply(action).map_err(damaged)? {
                if let Event::Hurled(record) = event {
                    flight_camera = before.as_ref().and_then(|(aiming, table)| {
                        flight_end_camera(aiming.as_ref()?, table, &record.outcome)
                    });
                    flight = Some(*record);
                }
            }
        }
        Ok(ReplayStep {
            step,
            game,
            last_move,
            flight,
            flight_camera,
        })
    }
}

/// A game file whose moves do not replay.
fn damaged(error: impl std::fmt::Display) -> SessionError {
    SessionError::BadInput(format!("this game file is damaged: {error}"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bots::{BotLevel, play_out};
    use crate::physics::MODEL_VERSION;
    use crate::store::{EXPORT_FORMAT, EXPORT_FORMAT_VERSION, GameDocument, RULES_VERSION, Seat};

    #[test]
    fn a_finished_bot_game_replays_to_its_final_scores_and_shows_each_hurl() {
        let game = play_out(
            Game::new(GameConfig::new(2), 7).expect("a game"),
            &[BotLevel::Greedy, BotLevel::Greedy],
        );
        let document = GameDocument {
            format: EXPORT_FORMAT.to_owned(),
            format_version: EXPORT_FORMAT_VERSION,
            rules_version: RULES_VERSION,
            physics_version: MODEL_VERSION,
            config: game.config().clone(),
            seed: game.seed(),
            seats: vec![
                Seat::bot("A", "blue", BotLevel::Greedy),
                Seat::bot("B", "red", BotLevel::Greedy),
            ],
            actions: game.actions().to_vec(),
            state_hash: Some(format!("{:016x}", game.state_hash())),
        };
        let replay = GameReplay::from_json(&serde_json::to_string(&document).expect("json"))
            .expect("a game file");
        let end = replay.step(replay.moves()).expect("the last step");
        assert_eq!(end.game.scores(), game.scores());
        let hurl = game
            .actions()
            .iter()
            .position(|action| matches!(action, Action::Hurl { .. }))
            .expect("the catapult round hurls");
        assert!(replay.step(hurl + 1).expect("the hurl").flight.is_some());
        assert!(replay.step(replay.moves() + 1).is_err());
        assert!(GameReplay::from_json(EXPORT_FORMAT).is_err());
    }

    #[test]
    fn a_game_file_import_would_refuse_is_not_shown_either() {
        let game = Game::new(GameConfig::new(2), 7).expect("a game");
        let forged = serde_json::json!({
            "format": EXPORT_FORMAT,
            "format_version": EXPORT_FORMAT_VERSION,
            "rules_version": RULES_VERSION,
            "physics_version": MODEL_VERSION,
            "config": game.config(),
            "seed": 7,
            "seats": [
                { "name": "A\u{1b}[2J", "colour": "blue" },
                { "name": "B", "colour": "red" }
            ],
            "actions": []
        });
        let error = GameReplay::from_json(&forged.to_string())
            .expect_err("an escape in a name")
            .to_string();
        assert!(
            error.starts_with("this game file cannot be shown: seat 1 has a name"),
            "{error}"
        );
    }
}
