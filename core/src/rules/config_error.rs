//! Why a game cannot be set up as configured.

use thiserror::Error;

/// A configuration `GameConfig::validate` refuses, and so `Game::new`: no game is started.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum ConfigError {
    /// Carcassonne is for 2 to 6 players.
    #[error("{players} players cannot play: choose 2 to 6")]
    PlayerCount {
        /// The number asked for.
        players: usize,
    },
    /// The stacked pile holds more tiles of one type than the boxes do.
    #[error("no '{name}' tile left: the game holds only {count} of them")]
    NoTileLeft {
        /// The tile's name.
        name: String,
        /// How many the game holds (less the start tile for D).
        count: u8,
    },
    /// A stacked pile with no tile: there would be nothing to draw, and the game would be over
    /// before anyone played.
    #[error("the stacked pile holds no tile: a game needs at least one tile to draw")]
    EmptyPile,
    /// A physics model this app does not have (a game recorded by a newer app).
    #[error(
        "this game was played with physics model {version}, which this app does not have: update the app to play it"
    )]
    UnknownPhysicsModel {
        /// The model asked for.
        version: u32,
    },
}
