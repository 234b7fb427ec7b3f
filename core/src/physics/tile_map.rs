//! Which cells of the board hold a tile, for the simulation's surface look-ups.

/// Which cells hold a tile, as a dense bitmap over the board's bounding box. Offsets are
/// taken in i64, so no cell, however far, can overflow them.
#[derive(Debug, Clone)]
pub(super) struct TileMap {
    min: [i64; 2],
    size: [i64; 2],
    filled: Vec<bool>,
}

/// The most cells a [`TileMap`] covers: a box of 401 × 401 (tiles within
/// [`super::scene::MAX_TILE_CELL`] of the origin) and far more than any board needs.
const MAX_MAP_CELLS: i64 = 1 << 20;

impl TileMap {
    /// The map of `cells`, or `None` if their bounding box is larger than [`MAX_MAP_CELLS`].
    pub(super) fn new(cells: &[[i32; 2]]) -> Option<TileMap> {
        let axis = |k: usize| {
            let values = cells.iter().map(|c| i64::from(c[k]));
            match (values.clone().min(), values.max()) {
                (Some(min), Some(max)) => (min, max - min + 1),
                // An empty board has an empty box.
                _ => (0, 0),
            }
        };
        let ((min_x, width), (min_y, height)) = (axis(0), axis(1));
        let count = width
            .checked_mul(height)
            .filter(|count| *count <= MAX_MAP_CELLS)?;
        let mut map = TileMap {
            min: [min_x, min_y],
            size: [width, height],
            filled: vec![false; usize::try_from(count).ok()?],
        };
        for cell in cells {
            let slot = map
                .index(*cell)
                .and_then(|index| map.filled.get_mut(index))?;
            *slot = true;
        }
        Some(map)
    }

    /// The bitmap index of `cell`, if it lies in the box.
    fn index(&self, cell: [i32; 2]) -> Option<usize> {
        let x = i64::from(cell[0]) - self.min[0];
        let y = i64::from(cell[1]) - self.min[1];
        let inside = (0..self.size[0]).contains(&x) && (0..self.size[1]).contains(&y);
        inside
            .then(|| usize::try_from(y * self.size[0] + x).ok())
            .flatten()
    }

    pub(super) fn has(&self, cell: [i32; 2]) -> bool {
        self.index(cell)
            .and_then(|index| self.filled.get(index).copied())
            .unwrap_or(false)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_tile_map_knows_its_tiles_and_no_cell_however_far_overflows_it() {
        let map = TileMap::new(&[[-2, 1], [3, -4], [0, 0]]).unwrap();
        assert!(map.has([-2, 1]) && map.has([3, -4]) && map.has([0, 0]));
        assert!(!map.has([1, 1]) && !map.has([4, -4]) && !map.has([-3, 1]));
        for far in [[i32::MIN, 0], [i32::MAX, i32::MAX], [0, i32::MIN]] {
            assert!(!map.has(far), "{far:?}");
        }
    }

    #[test]
    fn tiles_spread_over_the_whole_i32_range_are_no_map() {
        assert!(TileMap::new(&[[i32::MIN, i32::MIN], [i32::MAX, i32::MAX]]).is_none());
        assert!(TileMap::new(&[[i32::MIN, 0], [i32::MAX, 0]]).is_none());
        let empty = TileMap::new(&[]).unwrap();
        assert!(!empty.has([0, 0]) && !empty.has([i32::MIN, i32::MIN]));
    }
}
