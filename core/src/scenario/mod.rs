//! Hand-written rule cases: a stacked deck of moves played from the start tile, then scored.
//! A move that places a fair tile carries its catapult round ([`round`]).
//!
//! The file format is described in `docs/SCENARIOS.md`. `catapult score FILE` prints the result.

mod cell;
mod failure;
mod round;

pub use crate::error::ScenarioError;
pub use failure::ScenarioFailure;
pub use round::{ScenarioHurl, ScenarioRound, SeduceChoice};

use crate::board::{Placement, Pos};
use crate::error::GameError;
use crate::rules::{Action, ConfigError, Game, GameConfig, RuleOptions, parse_spot};
use crate::tiles::{Rotation, TileTypeId, catalogue};
use serde::{Deserialize, Serialize};

/// A scenario file.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Scenario {
    /// What the case shows, for readers.
    #[serde(default)]
    pub description: String,
    /// Number of seats.
    pub players: usize,
    /// Rule options.
    #[serde(default)]
    pub rules: RuleOptions,
    /// The moves, played in seat order from seat 0.
    pub moves: Vec<ScenarioMove>,
    /// Whether the final scoring runs after the last move.
    #[serde(default)]
    pub end: bool,
    /// The expected outcome, for tests (ignored when playing).
    #[serde(default)]
    pub expect: Option<serde_json::Value>,
}

/// One move: the tile, where, how turned, the follower, and the catapult round a fair tile
/// starts.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ScenarioMove {
    /// Tile letter or id.
    pub tile: String,
    /// `[x, y]`, x east, y north, each within ±[`Pos::REACH`] of the start tile (refused as
    /// the file is read otherwise).
    #[serde(deserialize_with = "cell::deserialize_near")]
    pub at: [i32; 2],
    /// Degrees clockwise: 0, 90, 180, 270.
    pub rotation: u16,
    /// `null`, `"cloister"` or `KIND:WHERE` (road:E, city:N, field:NL).
    pub follower: Option<String>,
    /// The catapult round after this turn: required when the move starts one, refused
    /// otherwise.
    #[serde(default)]
    pub round: Option<ScenarioRound>,
}

/// The result printed by `catapult score`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ScenarioOutcome {
    /// Points per seat.
    pub scores: Vec<u32>,
    /// Followers in supply per seat.
    pub supply: Vec<u8>,
}

impl Scenario {
    /// Reads a scenario from JSON text.
    pub fn from_json(text: &str) -> Result<Scenario, ScenarioError> {
        serde_json::from_str(text).map_err(|e| ScenarioError::BadScenario {
            reason: e.to_string(),
        })
    }

    /// Builds the game and plays the moves (and their catapult rounds), without scoring.
    pub fn play_moves(&self) -> Result<Game, ScenarioFailure> {
        let tiles = self.stacked_pile()?;
        let config = GameConfig {
            players: self.players,
            rules: self.rules,
            stacked_pile: Some(tiles.clone()),
        };
        let mut game = Game::new(config, 0).map_err(ScenarioFailure::whole_file)?;
        for (index, (step, tile)) in self.moves.iter().zip(tiles).enumerate() {
            play_move(&mut game, step, tile)
                .map_err(|error| ScenarioFailure::at_move(index, error))?;
            round::play(&mut game, index, step.round.as_ref())?;
        }
        Ok(game)
    }

    /// Plays the moves and scores the result.
    pub fn play(&self) -> Result<ScenarioOutcome, ScenarioFailure> {
        let game = self.play_moves()?;
        let scores = if self.end {
            game.scores().to_vec()
        } else {
            game.scores_before_end()
        };
        Ok(ScenarioOutcome {
            scores,
            supply: game.supply().to_vec(),
        })
    }

    /// The moves' tiles, checked against the catalogue and the boxes' counts.
    fn stacked_pile(&self) -> Result<Vec<TileTypeId>, ScenarioFailure> {
        let mut tiles = Vec::with_capacity(self.moves.len());
        for (index, step) in self.moves.iter().enumerate() {
            let tile = catalogue().find(&step.tile).ok_or_else(|| {
                ScenarioFailure::at_move(
                    index,
                    ScenarioError::UnknownTile {
                        name: step.tile.clone(),
                    },
                )
            })?;
            tiles.push(tile);
            let config = GameConfig {
                players: self.players.clamp(2, 6),
                rules: self.rules,
                stacked_pile: Some(tiles.clone()),
            };
            if let Err(error @ ConfigError::NoTileLeft { .. }) = config.validate() {
                return Err(ScenarioFailure::at_move(index, error));
            }
        }
        Ok(tiles)
    }
}

/// The tile and follower steps of one turn.
fn play_move(game: &mut Game, step: &ScenarioMove, tile: TileTypeId) -> Result<(), GameError> {
    if game.drawn_tile() != Some(tile) {
        return Err(ScenarioError::NotTheDrawnTile {
            drawn: game
                .drawn_tile()
                .map_or_else(|| "none".to_string(), |t| t.to_string()),
            asked: step.tile.clone(),
        }
        .into());
    }
    let rotation = Rotation::try_from(step.rotation)
        .map_err(|reason| ScenarioError::BadScenario { reason })?;
    let placement = Placement {
        pos: Pos::new(step.at[0], step.at[1]),
        rotation,
    };
    game.apply(Action::PlaceTile { placement })?;
    let action = match &step.follower {
        None => Action::Skip,
        Some(spot) => Action::PlaceFollower {
            segment: parse_spot(tile.tile(), rotation, spot)?,
        },
    };
    game.apply(action)?;
    Ok(())
}
