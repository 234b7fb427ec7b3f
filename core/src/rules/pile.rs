//! The draw pile, shuffled from the game's seed with a portable algorithm.

use crate::tiles::{Expansion, TileTypeId, catalogue};
use rand_chacha::ChaCha8Rng;
use rand_core::{Rng, SeedableRng};

/// Mixed into the seed for the river tiles, so their order is not the land tiles' order.
const RIVER_SEED: u64 = 0x5249_5645_5221;

/// The draw pile of a game with `expansions`, top first, shuffled from `seed`. With The River
/// its tiles come first, in their own shuffle, and the lake last of them (RULES.md, R1).
pub fn shuffled_pile(expansions: &[Expansion], seed: u64) -> Vec<TileTypeId> {
    let tiles = catalogue().pile(expansions);
    let (mut river, mut land): (Vec<TileTypeId>, Vec<TileTypeId>) = tiles
        .into_iter()
        .partition(|tile| tile.tile().expansion == Expansion::River);
    // Without The River this is the one shuffle games have always had.
    shuffle(&mut land, seed);
    let (mut lakes, mut flowing): (Vec<TileTypeId>, Vec<TileTypeId>) =
        river.drain(..).partition(|tile| catalogue().is_lake(*tile));
    shuffle(&mut flowing, seed ^ RIVER_SEED);
    flowing.append(&mut lakes);
    flowing.append(&mut land);
    flowing
}

/// Shuffles `tiles` with ChaCha8 seeded by `seed` (Fisher–Yates with unbiased bounded draws),
/// written out here so the order never changes with a dependency's version.
pub fn shuffle(tiles: &mut [TileTypeId], seed: u64) {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    for i in (1..tiles.len()).rev() {
        let j = below(&mut rng, i as u64 + 1) as usize;
        tiles.swap(i, j);
    }
}

/// A uniform number in `0..bound` (bound > 0), by rejection of the biased tail.
pub fn below(rng: &mut ChaCha8Rng, bound: u64) -> u64 {
    let zone = u64::MAX - (u64::MAX % bound);
    loop {
        let value = rng.next_u64();
        if value < zone {
            return value % bound;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tiles::{Expansion, catalogue};

    #[test]
    fn the_same_seed_gives_the_same_pile_and_another_seed_another() {
        let base = catalogue().pile(&[Expansion::Base]);
        let (mut a, mut b, mut c) = (base.clone(), base.clone(), base.clone());
        shuffle(&mut a, 7);
        shuffle(&mut b, 7);
        shuffle(&mut c, 8);
        assert_eq!(a, b);
        assert_ne!(a, c);
        let mut sorted = a.clone();
        sorted.sort();
        assert_eq!(sorted, base);
    }
}
