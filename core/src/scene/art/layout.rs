//! The hand-drawn parts of the artwork: where each Catapult tile's fair lies (tiles.json only
//! says so in words), the ring road round one fair, and the few cities whose walls reach past
//! their own edge to split fields (one Catapult tile, three of Inns & Cathedrals). Everything
//! else is drawn from the tile's segments by rule.
//!
//! Each fair is placed so that the follower spots of [`crate::tiles::TileType::follower_spot`]
//! stay clear of it, and so that it splits exactly the fields the rules split (the tests in
//! `super` check both).

use super::outline::{Contour, P, ellipse, quadratic, rounded_rectangle};

/// A fair: its ground and tent, and where the roads it ends stop.
#[derive(Debug, Clone)]
pub struct FairLayout {
    /// The ground, tile units about the tile's centre, printed orientation.
    pub ground: Contour,
    /// The tent's centre.
    pub tent: P,
    /// The tent's half width.
    pub tent_size: f64,
    /// Where a road that ends at the fair stops (under the fair).
    pub hub: P,
    /// Whether the fair lies on top of the city (it is inside it) rather than under its walls.
    pub above_cities: bool,
    /// A ring road round the fair: centre and radius of its middle line.
    pub ring: Option<(P, f64)>,
}

/// A round fair about `centre` with radius `radius`; the tent fills most of it, so a fair
/// reads as a fair and not as a pennant.
fn round_fair(centre: P, radius: f64) -> FairLayout {
    FairLayout {
        ground: ellipse(centre, [radius, radius]),
        tent: centre,
        tent_size: radius * 0.68,
        hub: centre,
        above_cities: false,
        ring: None,
    }
}

/// The fair of the Catapult tile with community id `id`, if it has one.
pub fn fair_layout(id: &str) -> Option<FairLayout> {
    Some(match id {
        // Off the middle, so the farmer at the centre lies in the field beside it.
        "CA/F" => round_fair([0.17, 0.17], 0.203),
        // A band from the west edge to the east edge under the cloister: two fields.
        "CA/L" => {
            let mut ground = vec![[-0.5, 0.02]];
            ground.extend(quadratic([-0.5, -0.18], [0.0, -0.2], [0.5, -0.05]));
            ground.extend(quadratic([0.5, 0.04], [0.0, -0.02], [-0.5, 0.02]));
            FairLayout {
                ground,
                tent: [0.32, -0.04],
                tent_size: 0.085,
                hub: [0.0, 0.0],
                above_cities: false,
                ring: None,
            }
        }
        "CA/RFR" => round_fair([0.0, 0.0], 0.23),
        // Towards the south-west corner, so the big field's farmer lies clear of it.
        "CA/RR" => round_fair([-0.1, -0.1], 0.176),
        // Left of the centre, clear of the curve that passes in the south-east.
        "CA/RrR.1" => round_fair([-0.15, -0.12], 0.176),
        "CA/RRr.2" => round_fair([-0.2, -0.22], 0.162),
        // The ring road passes through the centre, where the thief stands.
        "CA/Rrrr" => FairLayout {
            ring: Some(([0.08, 0.08], 0.13)),
            ..round_fair([0.08, 0.08], 0.085)
        },
        // Just south of the city gate.
        "CA/C" => round_fair([0.0, 0.12], 0.189),
        // From one city to the other: the two fields are apart.
        "CA/CFC" => FairLayout {
            ground: rounded_rectangle([0.0, 0.0], [0.12, 0.34], 0.06),
            ..round_fair([0.0, 0.0], 0.162)
        },
        "CA/Cc+" => round_fair([0.25, 0.05], 0.176),
        "CA/Cccc" => FairLayout {
            above_cities: true,
            ..round_fair([0.17, -0.17], 0.176)
        },
        "CA/C!" => round_fair([0.1, -0.1], 0.176),
        _ => return None,
    })
}

/// A city drawn by hand: its ground and the lines of its walls.
pub struct CityOutline {
    /// The city's ground.
    pub ground: Contour,
    /// Its walls, each an open line.
    pub walls: Vec<Vec<P>>,
}

/// The city on printed sides `sides` of tile `id`, where the rule cannot draw it:
/// - on `CA/C!` the city on the east edge has walls reaching the north-west corner, which cut
///   the north field off from the south-west one; `IC/C!` is the same city drawn from the north
///   edge (mirrored), cutting the east field off;
/// - on `IC/CRCR` the north and south cities reach down to the road and meet at the centre,
///   so the roads west and east are two, and the four fields apart;
/// - on `IC/CFR` the north city reaches the road from the south, which ends at its gate, so
///   the fields west and east of the road are apart.
pub fn city_override(id: &str, sides: u8) -> Option<CityOutline> {
    const N: u8 = 1;
    const S: u8 = 4;
    match (id, sides) {
        ("CA/C!", _) => Some(east_city_to_the_corner()),
        ("IC/C!", _) => {
            // Mirrored in the diagonal x = y, which takes east to north; reversed to keep the
            // ground's turning sense.
            let mirror =
                |line: &Vec<P>| -> Vec<P> { line.iter().rev().map(|p| [p[1], p[0]]).collect() };
            let east = east_city_to_the_corner();
            Some(CityOutline {
                ground: mirror(&east.ground),
                walls: east.walls.iter().map(mirror).collect(),
            })
        }
        ("IC/CRCR" | "IC/CFR", N) => {
            Some(deep_cap(quadratic([0.5, 0.5], [0.0, -0.5], [-0.5, 0.5])))
        }
        ("IC/CRCR", S) => Some(deep_cap(quadratic([-0.5, -0.5], [0.0, 0.5], [0.5, -0.5]))),
        _ => None,
    }
}

/// A city on one edge whose wall `wall` (from one corner of that edge to the other) dips to
/// the tile's centre.
fn deep_cap(wall: Vec<P>) -> CityOutline {
    CityOutline {
        ground: wall.clone(),
        walls: vec![wall],
    }
}

/// `CA/C!`'s city: on the east edge, its walls reaching the north-west corner.
fn east_city_to_the_corner() -> CityOutline {
    let lower = quadratic([0.5, -0.5], [0.1, 0.1], [-0.5, 0.5]);
    let upper = quadratic([-0.5, 0.5], [0.0, 0.0], [0.5, 0.5]);
    let mut ground = lower.clone();
    ground.extend(upper.iter().skip(1));
    CityOutline {
        ground,
        walls: vec![lower, upper],
    }
}
