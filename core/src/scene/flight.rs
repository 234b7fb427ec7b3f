//! A hurl's flight for animation: the table before the hurl and 60 Hz frames of what moved.

use crate::physics::Scene;
use crate::rules::{Action, Event, Game, GameConfig, HurlRecord, ReplayError};

/// A hurl to animate: the table as it was, and the hurl with its frames.
#[derive(Debug, Clone, PartialEq)]
pub struct FlightScene {
    /// The table just before the hurl (tiles, followers, resting tokens, seats), m.
    pub table: Scene,
    /// The hurl: who threw what, how, and the outcome with 60 Hz frames.
    pub hurl: HurlRecord,
}

/// The flight of the hurl at `index` in `actions` of the game (`config`, `seed`, played with
/// physics model `physics_model`): the game is replayed up to it and the hurl resolved again,
/// frames included.
pub fn hurl_flight(
    config: GameConfig,
    seed: u64,
    physics_model: u32,
    actions: &[Action],
    index: usize,
) -> Result<FlightScene, ReplayError> {
    let Some(action) = actions.get(index) else {
        return Err(ReplayError::NoSuchAction {
            number: index + 1,
            count: actions.len(),
        });
    };
    if !matches!(action, Action::Hurl { .. }) {
        return Err(ReplayError::NotAHurl { number: index + 1 });
    }
    let mut game = Game::replay(config, seed, physics_model, &actions[..index])?;
    let table = game.table();
    let events = game.apply(*action)?;
    let hurl = events
        .into_iter()
        .find_map(|event| match event {
            Event::Hurled(record) => Some(*record),
            _ => None,
        })
        .ok_or(ReplayError::NotAHurl { number: index + 1 })?;
    Ok(FlightScene { table, hurl })
}

/// The indices of every hurl in `actions`, for choosing one to animate.
pub fn hurl_indices(actions: &[Action]) -> Vec<usize> {
    actions
        .iter()
        .enumerate()
        .filter(|(_, action)| matches!(action, Action::Hurl { .. }))
        .map(|(index, _)| index)
        .collect()
}
