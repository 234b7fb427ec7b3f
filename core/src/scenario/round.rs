//! The catapult round written into a scenario move: the token the chooser picks, then one hurl
//! per player in seat order from the chooser, each with the catcher's attempt (catch rounds) or
//! the hurler's seduction choice (seduction rounds, when the game asks for one).

use super::cell::near_cell;
use super::{ScenarioError, ScenarioFailure};
use crate::board::Pos;
use crate::error::GameError;
use crate::physics::TokenKind;
use crate::rules::{Action, Game, Phase, Throw};
use serde::Deserialize;
use serde_json::Value;

/// The round a fair tile starts.
#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ScenarioRound {
    /// The token kind the chooser picks: `knock_out`, `seduction`, `target` or `catch`.
    pub token: TokenKind,
    /// One hurl per player, in seat order starting with the chooser.
    pub hurls: Vec<ScenarioHurl>,
}

/// One player's hurl, and what follows it.
#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ScenarioHurl {
    /// Degrees from the seat's straight ahead, counter-clockwise positive.
    pub aim: f64,
    /// Degrees above the table.
    pub elevation: f64,
    /// Launch speed, m/s.
    pub speed: f64,
    /// Catch rounds: when the catcher grabs, ms after release (`null` or left out: no attempt).
    #[serde(default)]
    pub catch_ms: Option<u32>,
    /// Seduction rounds, when the game asks: the swap, or declining it (left out: decline).
    #[serde(default)]
    pub seduce: Option<SeduceChoice>,
}

/// The hurler's answer to a seduction. Followers are named by the tile they stand on (a tile
/// holds at most one follower).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(try_from = "Value")]
pub enum SeduceChoice {
    /// `"decline"`: leave the follower where it is.
    Decline,
    /// `{"target": [x, y], "with": "supply" | [x, y]}`: send the follower on tile `target`
    /// home and put one of the hurler's in its place, from the supply (`with: None`) or from
    /// the tile `with`. Both cells lie within ±[`Pos::REACH`] of the start tile (refused as
    /// the file is read otherwise).
    Swap {
        /// The tile of the opponent's follower.
        target: [i32; 2],
        /// The tile of the hurler's follower that moves, or `None` for one from the supply.
        with: Option<[i32; 2]>,
    },
}

impl TryFrom<Value> for SeduceChoice {
    type Error = String;

    fn try_from(value: Value) -> Result<SeduceChoice, String> {
        const FORM: &str =
            r#"seduce must be "decline" or {"target": [x, y], "with": "supply" or [x, y]}"#;
        #[derive(Deserialize)]
        #[serde(deny_unknown_fields)]
        struct Swap {
            target: [i32; 2],
            with: Value,
        }
        if value == "decline" {
            return Ok(SeduceChoice::Decline);
        }
        let swap: Swap = serde_json::from_value(value).map_err(|e| format!("{FORM} ({e})"))?;
        let with = if swap.with == "supply" {
            None
        } else {
            let at = serde_json::from_value(swap.with).map_err(|_| FORM.to_string())?;
            Some(near_cell(at)?)
        };
        Ok(SeduceChoice::Swap {
            target: near_cell(swap.target)?,
            with,
        })
    }
}

/// Plays the round move `index` just started, if it started one. Fails when a round is
/// missing, not wanted or has the wrong number of hurls, or when a hurl or its follow-up is
/// refused (then naming the hurl).
pub(super) fn play(
    game: &mut Game,
    index: usize,
    written: Option<&ScenarioRound>,
) -> Result<(), ScenarioFailure> {
    let round = match (game.phase() == Phase::ChooseToken, written) {
        (false, None) => return Ok(()),
        (false, Some(_)) => {
            return Err(ScenarioFailure::at_move(
                index,
                bad(
                    "no catapult round follows this move (only a fair tile starts one, under the \
                 catapult rule \"rounds\"); remove \"round\"",
                ),
            ));
        }
        (true, None) => {
            return Err(ScenarioFailure::at_move(
                index,
                bad(
                    "this fair tile starts a catapult round; add a \"round\" with the token and one \
                 hurl per player",
                ),
            ));
        }
        (true, Some(round)) => round,
    };
    let players = game.config().players;
    if round.hurls.len() != players {
        return Err(ScenarioFailure::at_move(
            index,
            bad(format!(
                "the round needs {players} hurls, one per player in seat order from the chooser, \
             not {}",
                round.hurls.len()
            )),
        ));
    }
    game.apply(Action::ChooseToken { token: round.token })
        .map_err(|error| ScenarioFailure::at_move(index, error))?;
    for (hurl_index, hurl) in round.hurls.iter().enumerate() {
        play_hurl(game, round.token, hurl)
            .map_err(|error| ScenarioFailure::at_hurl(index, hurl_index, error))?;
    }
    Ok(())
}

/// One hurl, then the catch attempt or the seduction choice the game asks for.
fn play_hurl(game: &mut Game, token: TokenKind, hurl: &ScenarioHurl) -> Result<(), GameError> {
    if hurl.catch_ms.is_some() && token != TokenKind::Catch {
        return Err(bad("catch_ms belongs to catch rounds only; remove it").into());
    }
    if hurl.seduce.is_some() && token != TokenKind::Seduction {
        return Err(bad("seduce belongs to seduction rounds only; remove it").into());
    }
    let throw = Throw::new(hurl.aim, hurl.elevation, hurl.speed);
    game.apply(Action::Hurl { throw })?;
    match game.phase() {
        Phase::Catch => {
            game.apply(Action::Catch {
                at_ms: hurl.catch_ms,
            })?;
        }
        Phase::Seduce => {
            let action = seduction(game, hurl.seduce)?;
            game.apply(action)?;
        }
        _ if hurl.seduce.is_some() => {
            return Err(bad(
                "the game asks for no seduction choice after this hurl (the token rests off the \
                 tiles, or no opponent's follower is on the board); remove seduce",
            )
            .into());
        }
        _ => {}
    }
    Ok(())
}

/// The action for the hurler's written choice; none written is a decline.
fn seduction(game: &Game, choice: Option<SeduceChoice>) -> Result<Action, ScenarioError> {
    match choice {
        None | Some(SeduceChoice::Decline) => Ok(Action::DeclineSeduction),
        Some(SeduceChoice::Swap { target, with }) => Ok(Action::Seduce {
            target: follower_at(game, target)?,
            with: with.map(|at| follower_at(game, at)).transpose()?,
        }),
    }
}

/// The id of the follower standing on the tile at `at`.
fn follower_at(game: &Game, at: [i32; 2]) -> Result<u32, ScenarioError> {
    let pos = Pos::new(at[0], at[1]);
    game.followers()
        .iter()
        .find(|follower| game.board().segment_of(follower.node).0.pos == pos)
        .map(|follower| follower.id)
        .ok_or_else(|| {
            bad(format!(
                "no follower stands on the tile at [{}, {}]",
                at[0], at[1]
            ))
        })
}

/// A scenario that cannot be played as written.
fn bad(reason: impl Into<String>) -> ScenarioError {
    ScenarioError::BadScenario {
        reason: reason.into(),
    }
}
