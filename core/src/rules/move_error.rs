//! Why `Game::apply` refused an action: an illegal move, and the game is unchanged.

use crate::board::PlacementError;
use thiserror::Error;

/// An action the rules refuse at this point of the game; nothing changed.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum MoveError {
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
    /// The player's big follower is on the board already, or the game has none.
    #[error("player {} has no big follower to place; place a normal follower or skip", .player + 1)]
    NoBigFollowerLeft {
        /// Seat index, from 0.
        player: usize,
    },
    /// The big follower cannot take part in a seduction swap (RULES.md, I4).
    #[error("the big follower cannot seduce; swap with a normal follower or decline")]
    BigFollowerCannotSeduce,
}
