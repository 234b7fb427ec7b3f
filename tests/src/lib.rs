//! Helpers shared by the end-to-end tests: where the scenario and golden files live, and the
//! invariants every game state must keep.

use catapult_core::board::Board;
use catapult_core::rules::{FOLLOWERS_PER_PLAYER, Game};
use catapult_core::tiles::Side;
use std::path::PathBuf;

/// `tests/scenarios`: hand-checked rule cases.
pub fn scenario_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("scenarios")
}

/// `tests/golden`: whole games recorded with their state hash.
pub fn golden_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("golden")
}

/// Every pair of neighbouring tiles shows the same edge kind on the shared edge.
pub fn edges_match(board: &Board) -> Result<(), String> {
    for placed in board.tiles() {
        for side in Side::ALL {
            let Some(neighbour) = board.tile_at(placed.pos.beyond(side)) else {
                continue;
            };
            let ours = placed.tile_type().edge(placed.rotation, side);
            let theirs = neighbour
                .tile_type()
                .edge(neighbour.rotation, side.opposite());
            if ours != theirs {
                return Err(format!(
                    "tile at {} shows {ours:?} on {side}, its neighbour {theirs:?}",
                    placed.pos
                ));
            }
        }
    }
    Ok(())
}

/// Each seat's followers on the board plus in supply make 7.
pub fn followers_add_up(game: &Game) -> Result<(), String> {
    for (seat, supply) in game.supply().iter().enumerate() {
        let on_board = game
            .followers()
            .iter()
            .filter(|follower| follower.player as usize == seat)
            .count();
        if on_board + *supply as usize != FOLLOWERS_PER_PLAYER as usize {
            return Err(format!(
                "seat {seat}: {on_board} on the board + {supply} in supply"
            ));
        }
    }
    Ok(())
}
