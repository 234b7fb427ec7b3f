//! TEMPORARY PLACEHOLDER (branch i16-eval only): delete this file and its `mod`/`pub use` lines
//! in `realism/mod.rs` at the merge, where the realistic generator's own `realism::corpus`
//! (branch of `flick::realism::{hand, wrist, sensor, families}`) takes its place with the same
//! signature. It only lets `catapult flick-eval --source realistic` compile meanwhile.

use super::Trace;

/// No traces yet: the realistic corpus is being written on another branch. Its signature is
/// the real one: the traces at each of `rates` (Hz), every `every`-th motion.
pub fn corpus(_rates: &[u32], _every: usize) -> std::iter::Empty<Trace> {
    std::iter::empty()
}
