//! The flick detector's test lab: the motion traces it is tested and measured on, and the
//! measurement. It stands beside the product: it uses `catapult-core`'s public flick API
//! (`MotionSample`, the detector, the trace files) and the core knows nothing of it.
//!
//! - [`generator`]: the simple half-sine model of a flick and of the movements that must not
//!   launch; it makes and checks the trace files in `tests/traces/` (tests/flick.rs);
//! - [`realism`]: realistic motion (a hand, a wrist, a phone's sensors and fusion), the
//!   non-flicks, the evaluation corpus, and [`realism::eval`], the evaluation against the
//!   targets of issues 16 and 40 with its Markdown report, which `flick-lab eval` prints.
//!
//! docs/FLICK.md describes the models and the figures.

pub mod generator;
pub mod realism;
