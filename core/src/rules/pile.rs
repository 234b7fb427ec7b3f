//! The draw pile, shuffled from the game's seed with a portable algorithm.

use crate::tiles::TileTypeId;
use rand_chacha::ChaCha8Rng;
use rand_core::{Rng, SeedableRng};

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
