//! A board cell written in a scenario, `[x, y]`: refused as the file is read when it lies
//! further from the start tile than any board reaches ([`Pos::REACH`]).

use crate::board::Pos;
use serde::{Deserialize, Deserializer, de::Error as _};

/// `at` as written, or why it is refused.
pub(super) fn near_cell(at: [i32; 2]) -> Result<[i32; 2], String> {
    if Pos::new(at[0], at[1]).within_reach() {
        Ok(at)
    } else {
        Err(format!(
            "[{}, {}] is more than {} cells from the start tile, further than any board \
             reaches: check the coordinates",
            at[0],
            at[1],
            Pos::REACH
        ))
    }
}

/// Reads a cell `[x, y]` and refuses it beyond [`Pos::REACH`] (serde's `deserialize_with`).
pub(super) fn deserialize_near<'de, D: Deserializer<'de>>(
    deserializer: D,
) -> Result<[i32; 2], D::Error> {
    near_cell(<[i32; 2]>::deserialize(deserializer)?).map_err(D::Error::custom)
}
