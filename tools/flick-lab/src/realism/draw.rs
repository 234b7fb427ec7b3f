//! Seeded draws for the realistic generator: a ChaCha8 stream with the few distributions the
//! models use. The order of the draws is part of the model: a trace depends on it.

use crate::generator::uniform;
use rand_chacha::ChaCha8Rng;
use rand_core::SeedableRng;
use std::f64::consts::PI;

/// A seeded stream of random numbers.
#[derive(Debug, Clone)]
pub struct Draw {
    /// The generator.
    rng: ChaCha8Rng,
    /// The second normal number of the last Box–Muller pair, not yet used.
    spare: Option<f64>,
}

impl Draw {
    /// The stream of `seed`.
    pub fn new(seed: u64) -> Draw {
        Draw {
            rng: ChaCha8Rng::seed_from_u64(seed),
            spare: None,
        }
    }

    /// Uniform in [0, 1).
    pub fn unit(&mut self) -> f64 {
        uniform(&mut self.rng)
    }

    /// Uniform in [`low`, `high`).
    pub fn between(&mut self, low: f64, high: f64) -> f64 {
        low + (high - low) * self.unit()
    }

    /// Log-uniform in [`low`, `high`) (both > 0).
    pub fn log_between(&mut self, low: f64, high: f64) -> f64 {
        libm::exp(self.between(libm::log(low), libm::log(high)))
    }

    /// A whole number from `low` to `high`, both included.
    pub fn whole(&mut self, low: u32, high: u32) -> u32 {
        let span = f64::from(high.saturating_sub(low) + 1);
        low + ((self.unit() * span) as u32).min(high - low)
    }

    /// True with probability `p`.
    pub fn chance(&mut self, p: f64) -> bool {
        self.unit() < p
    }

    /// +1 or −1, evenly.
    pub fn sign(&mut self) -> f64 {
        if self.chance(0.5) { 1.0 } else { -1.0 }
    }

    /// Standard normal (Box–Muller, both numbers of each pair used in turn).
    pub fn normal(&mut self) -> f64 {
        if let Some(spare) = self.spare.take() {
            return spare;
        }
        let radius = (-2.0 * libm::log(1.0 - self.unit())).sqrt();
        let angle = 2.0 * PI * self.unit();
        self.spare = Some(radius * libm::sin(angle));
        radius * libm::cos(angle)
    }

    /// A uniformly random unit vector.
    pub fn direction(&mut self) -> [f64; 3] {
        loop {
            let v = [self.normal(), self.normal(), self.normal()];
            let length = (v[0] * v[0] + v[1] * v[1] + v[2] * v[2]).sqrt();
            if length > 1e-3 {
                return v.map(|c| c / length);
            }
        }
    }
}
