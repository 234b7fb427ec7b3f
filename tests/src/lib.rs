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

/// Each seat's followers on the board plus in supply make 7, and its big follower (with Inns &
/// Cathedrals) is on the board or in its supply, never both.
pub fn followers_add_up(game: &Game) -> Result<(), String> {
    let big_ones = u8::from(game.config().rules.inns_cathedrals);
    for (seat, supply) in game.supply().iter().enumerate() {
        let theirs = || {
            game.followers()
                .iter()
                .filter(move |follower| follower.player as usize == seat)
        };
        let on_board = theirs().filter(|follower| !follower.big).count();
        if on_board + *supply as usize != FOLLOWERS_PER_PLAYER as usize {
            return Err(format!(
                "seat {seat}: {on_board} on the board + {supply} in supply"
            ));
        }
        let big_on_board = theirs().filter(|follower| follower.big).count();
        let big_supply = game.big_supply()[seat];
        if big_on_board + usize::from(big_supply) != usize::from(big_ones) {
            return Err(format!(
                "seat {seat}: {big_on_board} big on the board + {big_supply} in supply"
            ));
        }
    }
    Ok(())
}

/// The river is one stream: at most one river edge on the board is open (none once the lake
/// is down), and no tile that is not a river tile touches it.
pub fn river_flows(board: &Board) -> Result<(), String> {
    let mut open = 0;
    for placed in board.tiles() {
        for side in Side::ALL {
            if placed.tile_type().edge(placed.rotation, side)
                == catapult_core::tiles::EdgeKind::River
                && board.tile_at(placed.pos.beyond(side)).is_none()
            {
                open += 1;
            }
        }
    }
    if open > 1 {
        return Err(format!("the river has {open} open ends"));
    }
    Ok(())
}
