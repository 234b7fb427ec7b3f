//! The one error type of the game: every illegal action or bad input says what is wrong and
//! what to do next, and changes nothing.

use crate::board::PlacementError;
use thiserror::Error;

/// Why an action, a configuration or a scenario was refused.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum GameError {
    /// The action does not belong to the current step of the turn.
    #[error("it is not time to {action}: the game is waiting for {expected}")]
    WrongPhase {
        /// What the action tried to do.
        action: &'static str,
        /// What the game waits for.
        expected: &'static str,
    },
    /// The game is over; nothing more can be played.
    #[error("the game is over; start a new one")]
    GameOver,
    /// The board refuses the placement.
    #[error(transparent)]
    Placement(#[from] PlacementError),
    /// The feature already holds a follower.
    #[error("that {kind} is already occupied by a follower; choose another spot or skip")]
    FeatureOccupied {
        /// Road, city, field or cloister.
        kind: &'static str,
    },
    /// The player has no follower in supply.
    #[error("player {} has no follower left in supply; skip placing one", .player + 1)]
    NoFollowerLeft {
        /// Seat index, from 0.
        player: usize,
    },
    /// The tile has no segment there (or the spot name is malformed).
    #[error("this tile has no follower spot '{spot}'; pick one of the spots offered")]
    NoSuchSegment {
        /// The spot as given.
        spot: String,
    },
    /// Farmers are switched off for this game.
    #[error("farmers are off in this game; choose a road, city or cloister, or skip")]
    FarmersOff,
    /// A tile name that the catalogue does not know.
    #[error("unknown tile '{name}'; use a letter A-X or a Catapult tile id such as CA/RFR")]
    UnknownTile {
        /// The name as given.
        name: String,
    },
    /// More tiles of one type than the pile holds.
    #[error("no '{name}' tile left: the game holds only {count} of them")]
    NoTileLeft {
        /// The tile's name.
        name: String,
        /// How many the game holds (less the start tile for D).
        count: u8,
    },
    /// The scenario asks for a tile other than the one on top of the pile.
    #[error("the drawn tile is {drawn}, not {asked}")]
    NotTheDrawnTile {
        /// The tile on top of the pile.
        drawn: String,
        /// The tile the move named.
        asked: String,
    },
    /// Carcassonne is for 2 to 6 players.
    #[error("{players} players cannot play: choose 2 to 6")]
    PlayerCount {
        /// The number asked for.
        players: usize,
    },
    /// A throw the physics refuses (NaN, out of range).
    #[error("that throw cannot be made: {reason}")]
    BadThrow {
        /// What the physics said.
        reason: String,
    },
    /// The follower is not one the seduction token reached.
    #[error(
        "follower {follower} is not the one the seduction token came to rest nearest; choose one offered or decline"
    )]
    NotSeducible {
        /// The follower's id.
        follower: u32,
    },
    /// The hurler tried to move someone else's follower.
    #[error(
        "follower {follower} is not yours; swap with one of your own followers or one from your supply"
    )]
    NotYourFollower {
        /// The follower's id.
        follower: u32,
    },
    /// An action number past the end of the game.
    #[error("the game has {count} actions, so there is no action {number}")]
    NoSuchAction {
        /// The action asked for, counted from 1.
        number: usize,
        /// How many actions the game has.
        count: usize,
    },
    /// An action asked for as a hurl is something else.
    #[error("action {number} is not a hurl; choose one of the game's hurls")]
    NotAHurl {
        /// The action asked for, counted from 1.
        number: usize,
    },
    /// A scenario or saved game that cannot be read.
    #[error("bad scenario: {reason}")]
    BadScenario {
        /// What is wrong, in a sentence.
        reason: String,
    },
}
