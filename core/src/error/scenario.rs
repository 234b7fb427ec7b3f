//! Why a scenario cannot be read or played as written (besides the rules refusing a move).

use thiserror::Error;

/// A scenario file, or a move in it, that is wrong as written.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum ScenarioError {
    /// A tile name that the catalogue does not know.
    #[error("unknown tile '{name}'; use a letter A-X or a Catapult tile id such as CA/RFR")]
    UnknownTile {
        /// The name as given.
        name: String,
    },
    /// The scenario asks for a tile other than the one on top of the pile.
    #[error("the drawn tile is {drawn}, not {asked}")]
    NotTheDrawnTile {
        /// The tile on top of the pile.
        drawn: String,
        /// The tile the move named.
        asked: String,
    },
    /// A scenario file that cannot be read, or a move or round in it that cannot be played as
    /// written.
    #[error("bad scenario: {reason}")]
    BadScenario {
        /// What is wrong, in a sentence.
        reason: String,
    },
}
