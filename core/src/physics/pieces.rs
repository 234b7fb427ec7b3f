//! The physical pieces: catapult tokens and followers, with their measured sizes and masses.
//!
//! Sizes come from caliper and scale measurements of the real pieces (docs/PHYSICS.md).

use serde::{Deserialize, Serialize};
use std::fmt;

/// The four kinds of catapult token.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TokenKind {
    /// Knock-out: 24.85 × 19.97 × 1.95 mm, 0.64 g.
    KnockOut,
    /// Seduction: 22.05 × 21.86 × 1.95 mm, 0.62 g.
    Seduction,
    /// Target: Ø 24.13 × 1.96 mm, 0.62 g.
    Target,
    /// Catch: Ø 19.14 × 1.95 mm, 0.40 g.
    Catch,
}

/// The outline of a token as printed: a rectangle or a disc.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Outline {
    /// A rectangular chit, length × width in metres.
    Rectangle {
        /// Long side, m.
        length: f64,
        /// Short side, m.
        width: f64,
    },
    /// A round chit of this diameter, m.
    Disc {
        /// Diameter, m.
        diameter: f64,
    },
}

impl TokenKind {
    /// All four kinds.
    pub const ALL: [TokenKind; 4] = [
        TokenKind::KnockOut,
        TokenKind::Seduction,
        TokenKind::Target,
        TokenKind::Catch,
    ];

    /// The printed outline.
    pub const fn outline(self) -> Outline {
        match self {
            TokenKind::KnockOut => Outline::Rectangle {
                length: 0.024_85,
                width: 0.019_97,
            },
            TokenKind::Seduction => Outline::Rectangle {
                length: 0.022_05,
                width: 0.021_86,
            },
            TokenKind::Target => Outline::Disc { diameter: 0.024_13 },
            TokenKind::Catch => Outline::Disc { diameter: 0.019_14 },
        }
    }

    /// Thickness, m.
    pub const fn thickness(self) -> f64 {
        match self {
            TokenKind::Target => 0.001_96,
            _ => 0.001_95,
        }
    }

    /// Mass, kg.
    pub const fn mass(self) -> f64 {
        match self {
            TokenKind::KnockOut => 0.000_64,
            TokenKind::Seduction | TokenKind::Target => 0.000_62,
            TokenKind::Catch => 0.000_40,
        }
    }

    /// Face area, m².
    pub fn face_area(self) -> f64 {
        match self.outline() {
            Outline::Rectangle { length, width } => length * width,
            Outline::Disc { diameter } => std::f64::consts::PI * diameter * diameter / 4.0,
        }
    }

    /// Radius of the disc with the same face area, m: the model treats every token as a disc
    /// (a chit spins in flight, so its orientation on landing is not tracked).
    pub fn radius(self) -> f64 {
        match self.outline() {
            Outline::Disc { diameter } => diameter / 2.0,
            Outline::Rectangle { .. } => (self.face_area() / std::f64::consts::PI).sqrt(),
        }
    }

    /// Lowercase name.
    pub const fn name(self) -> &'static str {
        match self {
            TokenKind::KnockOut => "knock_out",
            TokenKind::Seduction => "seduction",
            TokenKind::Target => "target",
            TokenKind::Catch => "catch",
        }
    }
}

impl fmt::Display for TokenKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The size and mass of a follower: the normal one or Inns & Cathedrals' big one (PHYSICAL.md).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct FollowerSize {
    /// Width across the arms, m.
    pub width: f64,
    /// Height standing, m.
    pub height: f64,
    /// Thickness front to back, m.
    pub thickness: f64,
    /// Mass, kg.
    pub mass: f64,
    /// Radius of the upright cylinder that stands for it standing, m: the disc with the area
    /// of the ellipse inscribed in its footprint.
    pub standing_radius: f64,
    /// Radius of the disc that stands for it lying, m: the area of its outline.
    pub lying_radius: f64,
}

impl FollowerSize {
    /// A normal follower: 16.00 mm wide, 15.98 mm high, 9.94 mm thick, 1.26 g.
    pub const NORMAL: FollowerSize = FollowerSize {
        width: follower::WIDTH,
        height: follower::HEIGHT,
        thickness: follower::THICKNESS,
        mass: follower::MASS,
        standing_radius: follower::STANDING_RADIUS,
        lying_radius: follower::LYING_RADIUS,
    };

    /// The big follower: 18.50 mm wide, 19.28 mm high, 9.88 mm thick, 1.70 g (measured with a
    /// caliper and a scale, PHYSICAL.md).
    pub const BIG: FollowerSize = FollowerSize {
        width: 0.018_5,
        height: 0.019_28,
        thickness: 0.009_88,
        mass: 0.001_70,
        // √(9.25 × 4.94) mm and √(18.5 × 19.28 / π) mm.
        standing_radius: 0.006_760,
        lying_radius: 0.010_656,
    };

    /// Its centre of mass above its base standing, m: a uniform box, half its height.
    pub const fn mass_height(&self) -> f64 {
        self.height / 2.0
    }

    /// Radius and height of its body in `pose` (a cylinder), m.
    pub const fn shape(&self, pose: super::Pose) -> (f64, f64) {
        match pose {
            super::Pose::Standing => (self.standing_radius, self.height),
            super::Pose::Lying => (self.lying_radius, self.thickness),
        }
    }

    /// How far its footprint facing `facing` (radians; its thin axis) reaches from its centre
    /// along the unit vector `direction`, m: the support function of the rectangle. Along the
    /// push it is the pivot's distance; across it, half the width of the strip a falling
    /// follower covers.
    pub fn reach(&self, facing: f64, direction: nalgebra::Vector2<f64>) -> f64 {
        let thin = nalgebra::Vector2::new(libm::cos(facing), libm::sin(facing));
        let wide = nalgebra::Vector2::new(-thin.y, thin.x);
        self.thickness / 2.0 * direction.dot(&thin).abs()
            + self.width / 2.0 * direction.dot(&wide).abs()
    }
}

/// A follower (meeple): 16.00 mm wide, 15.98 mm high, 9.94 mm thick, 1.26 g.
pub mod follower {
    /// Width across the arms, m.
    pub const WIDTH: f64 = 0.016;
    /// Height standing, m.
    pub const HEIGHT: f64 = 0.015_98;
    /// Thickness front to back, m.
    pub const THICKNESS: f64 = 0.009_94;
    /// Mass, kg.
    pub const MASS: f64 = 0.001_26;
    /// Radius of the upright cylinder that stands for a standing follower, m: the disc with
    /// the area of the ellipse inscribed in its 16 × 9.94 mm footprint, √(8 × 4.97) mm.
    pub const STANDING_RADIUS: f64 = 0.006_306;
    /// Radius of the disc that stands for a lying farmer, m: the area of its 16 × 15.98 mm
    /// outline.
    pub const LYING_RADIUS: f64 = 0.009_021;
    /// Height of a lying farmer, m (its thickness).
    pub const LYING_HEIGHT: f64 = THICKNESS;

    /// How far the 16 × 9.94 mm footprint of a follower facing `facing` (radians; its thin
    /// axis) reaches from its centre along the unit vector `direction`, m: the support function
    /// of the rectangle. Along the push it is the pivot's distance; across it, half the width
    /// of the strip a falling follower covers.
    pub fn reach(facing: f64, direction: nalgebra::Vector2<f64>) -> f64 {
        super::FollowerSize::NORMAL.reach(facing, direction)
    }
}

/// A land tile: 45.00 × 45.00 × 2.05 mm.
pub mod tile {
    /// Side, m.
    pub const SIZE: f64 = 0.045;
    /// Thickness, m: the height of a tile's top above the table.
    pub const THICKNESS: f64 = 0.002_05;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rectangular_chits_become_discs_of_the_same_area() {
        let r = TokenKind::KnockOut.radius();
        let disc = std::f64::consts::PI * r * r;
        assert!((disc - 0.024_85 * 0.019_97).abs() < 1e-12);
        assert!((TokenKind::Target.radius() - 0.012_065).abs() < 1e-12);
        let expected = (0.008f64 * 0.00497).sqrt();
        assert!((follower::STANDING_RADIUS - expected).abs() < 1e-6);
        let lying = (0.016f64 * 0.01598 / std::f64::consts::PI).sqrt();
        assert!((follower::LYING_RADIUS - lying).abs() < 1e-6);
    }
}
