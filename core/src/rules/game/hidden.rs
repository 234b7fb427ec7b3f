//! What a player knows of the pile, and "what if" draws for a bot's search. The pile's order is
//! hidden; what is in it is not (every tile placed or discarded was seen by everyone), so a bot
//! may count it, and may try each kind of tile as the next draw.

use super::Game;
use crate::rules::Phase;
use crate::tiles::TileTypeId;

impl Game {
    /// The tiles not yet seen (still in the pile, the drawn tile excluded), by type, each with
    /// its count, in tile-type order.
    pub fn unseen_tiles(&self) -> Vec<(TileTypeId, u32)> {
        let mut sorted = self.pile.clone();
        sorted.sort_unstable();
        let mut counts: Vec<(TileTypeId, u32)> = Vec::new();
        for tile in sorted {
            match counts.last_mut() {
                Some((last, count)) if *last == tile => *count += 1,
                _ => counts.push((tile, 1)),
            }
        }
        counts
    }

    /// For a search: the current player holds a tile of type `tile` instead of the one drawn,
    /// which goes back into the pile where that tile was (so the pile's contents stay true).
    /// Returns false, changing nothing, when no tile is waiting to be placed, no unseen tile
    /// is of that type, or it fits nowhere (a real draw would put it aside).
    pub fn suppose_drawn(&mut self, tile: TileTypeId) -> bool {
        let (Phase::PlaceTile, Some(drawn)) = (self.phase, self.drawn) else {
            return false;
        };
        if drawn == tile {
            return true;
        }
        let Some(index) = self.pile.iter().position(|t| *t == tile) else {
            return false;
        };
        if !self.board.fits_somewhere(tile) {
            return false;
        }
        self.pile[index] = drawn;
        self.drawn = Some(tile);
        true
    }
}

#[cfg(test)]
mod tests {
    use crate::test_support::stacked;
    use crate::tiles::catalogue;

    #[test]
    fn the_unseen_tiles_are_the_piles_contents_and_a_supposed_draw_keeps_them_true() {
        let mut game = stacked(2, &["U", "V", "U", "E"]);
        let name = |tile: crate::tiles::TileTypeId| tile.to_string();
        let unseen: Vec<(String, u32)> = game
            .unseen_tiles()
            .into_iter()
            .map(|(tile, count)| (name(tile), count))
            .collect();
        // U is in hand; the pile holds V, U and E.
        assert_eq!(
            unseen,
            [
                ("E".to_string(), 1),
                ("U".to_string(), 1),
                ("V".to_string(), 1)
            ]
        );
        let v = catalogue().find("V").unwrap();
        assert!(game.suppose_drawn(v));
        assert_eq!(game.drawn_tile(), Some(v));
        // The U that was in hand is back in the pile, in the V's place.
        let now: Vec<(String, u32)> = game
            .unseen_tiles()
            .into_iter()
            .map(|(tile, count)| (name(tile), count))
            .collect();
        assert_eq!(now, [("E".to_string(), 1), ("U".to_string(), 2)]);
        let cloister = catalogue().find("A").unwrap();
        assert!(!game.suppose_drawn(cloister), "no A is left to draw");
    }
}
