//! What lies on the table when a token is hurled: tiles, followers, resting tokens, seats.

use super::error::PhysicsError;
use super::pieces::{FollowerSize, TokenKind, tile};
use nalgebra::Vector2;
use serde::{Deserialize, Serialize};

/// A follower's pose.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Pose {
    /// Upright (thief, knight, monk).
    Standing,
    /// Lying flat (a farmer, or a follower knocked over).
    Lying,
}

/// A follower on the table.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FollowerBody {
    /// The caller's id, reported back in the outcome.
    pub id: u32,
    /// Centre of its base in the table plane, m.
    pub position: Vector2<f64>,
    /// Direction it faces (its thin axis), radians from +x, counter-clockwise.
    #[serde(default)]
    pub facing: f64,
    /// Standing or lying.
    pub pose: Pose,
    /// Inns & Cathedrals' big follower: larger and heavier.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub big: bool,
}

impl FollowerBody {
    /// Its size and mass.
    pub const fn size(&self) -> &'static FollowerSize {
        if self.big {
            &FollowerSize::BIG
        } else {
            &FollowerSize::NORMAL
        }
    }
}

/// A token that came to rest earlier in the round.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RestingToken {
    /// The caller's id, reported back when it moves.
    pub id: u32,
    /// Its kind (size and mass).
    pub kind: TokenKind,
    /// Centre in the table plane, m.
    pub position: Vector2<f64>,
}

/// A seat on the table edge; its catapult stands `catapult_inset` inside it, facing in.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Seat {
    /// The seat's point on the table edge, m.
    pub position: Vector2<f64>,
    /// The direction it throws when aimed straight, radians from +x, counter-clockwise.
    pub facing: f64,
}

/// The table and everything on it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Scene {
    /// Table size along x and y, m; the table is centred on the origin.
    pub table: Vector2<f64>,
    /// Centre of board cell (0, 0) in the table plane, m.
    #[serde(default = "Vector2::zeros")]
    pub board_origin: Vector2<f64>,
    /// Board cells holding a tile; cell (i, j) is centred at `board_origin + 45 mm × (i, j)`.
    pub tiles: Vec<[i32; 2]>,
    /// Followers standing or lying on the table.
    #[serde(default)]
    pub followers: Vec<FollowerBody>,
    /// Tokens resting from earlier hurls of the round.
    #[serde(default)]
    pub tokens: Vec<RestingToken>,
    /// The catapult positions, in seat order.
    pub seats: Vec<Seat>,
}

/// Default table: 1.4 m × 1.0 m, room for a full board and the seats.
pub const DEFAULT_TABLE: [f64; 2] = [1.4, 1.0];

/// How far a scene's tile may lie from board cell (0, 0), cells, in x and in y: 200 cells are
/// 9 m, more than the largest table (10 m) reaches from a board origin on it.
pub const MAX_TILE_CELL: u32 = 200;

/// How far from the table centre a point of a scene may lie, m, in x and in y: the largest
/// table's edge is 5 m away, so this leaves room for pieces beside the table and no more.
pub const MAX_REACH: f64 = 10.0;

/// Whether `p` is finite and within [`MAX_REACH`] of the table centre in x and in y.
fn near(p: &Vector2<f64>) -> bool {
    p.x.abs() <= MAX_REACH && p.y.abs() <= MAX_REACH
}

impl Scene {
    /// An empty default table with `seats` catapults spread evenly along its edge.
    pub fn empty(seats: usize) -> Scene {
        let table = Vector2::new(DEFAULT_TABLE[0], DEFAULT_TABLE[1]);
        Scene {
            table,
            board_origin: Vector2::zeros(),
            tiles: Vec::new(),
            followers: Vec::new(),
            tokens: Vec::new(),
            seats: seats_around(table, seats),
        }
    }

    /// The centre of board cell `cell` in the table plane, m.
    pub fn cell_centre(&self, cell: [i32; 2]) -> Vector2<f64> {
        self.board_origin + Vector2::new(f64::from(cell[0]), f64::from(cell[1])) * tile::SIZE
    }

    /// The board cell containing point `p` (it may hold no tile). A point beyond the i32 range
    /// gets the cell at its end: `as` saturates (and takes NaN to 0), so this never overflows.
    pub fn cell_at(&self, p: Vector2<f64>) -> [i32; 2] {
        let local = (p - self.board_origin) / tile::SIZE;
        [
            libm::floor(local.x + 0.5) as i32,
            libm::floor(local.y + 0.5) as i32,
        ]
    }

    /// Whether `p` lies on the table top (inside its edges).
    pub fn on_table(&self, p: Vector2<f64>) -> bool {
        p.x.abs() <= self.table.x / 2.0 && p.y.abs() <= self.table.y / 2.0
    }

    /// Checks sizes and positions, naming the first bad value: the table between 0.2 m and
    /// 10 m a side, every tile within [`MAX_TILE_CELL`] cells of the board origin, and every
    /// point (board origin, followers, tokens, seats) finite and within [`MAX_REACH`] of the
    /// table centre, so that nothing computed from them can overflow.
    pub fn validate(&self) -> Result<(), PhysicsError> {
        let bad = |reason: String| Err(PhysicsError::BadScene { reason });
        let finite2 = |v: &Vector2<f64>| v.x.is_finite() && v.y.is_finite();
        if !finite2(&self.table)
            || self.table.x <= 0.2
            || self.table.y <= 0.2
            || self.table.x > 10.0
            || self.table.y > 10.0
        {
            return bad("the table must be between 0.2 m and 10 m on each side".to_string());
        }
        if !near(&self.board_origin) {
            return bad(format!(
                "the board origin must be a point within {MAX_REACH} m of the table centre"
            ));
        }
        // unsigned_abs: i32::MIN has no positive i32 (its abs() would overflow).
        if let Some(cell) = self
            .tiles
            .iter()
            .find(|c| c[0].unsigned_abs() > MAX_TILE_CELL || c[1].unsigned_abs() > MAX_TILE_CELL)
        {
            return bad(format!(
                "the tile at [{}, {}] lies more than {MAX_TILE_CELL} cells from the board \
                 origin (9 m, off any table): keep tiles within -{MAX_TILE_CELL} to \
                 {MAX_TILE_CELL}",
                cell[0], cell[1]
            ));
        }
        let off = |what: String| {
            bad(format!(
                "{what} must be a point within {MAX_REACH} m of the table centre"
            ))
        };
        for body in &self.followers {
            if !near(&body.position) {
                return off(format!("follower {}", body.id));
            }
            if !body.facing.is_finite() {
                return bad(format!("follower {} has no finite facing", body.id));
            }
        }
        for token in &self.tokens {
            if !near(&token.position) {
                return off(format!("token {}", token.id));
            }
        }
        if self.seats.is_empty() {
            return bad("the table has no seat to hurl from".to_string());
        }
        for (index, seat) in self.seats.iter().enumerate() {
            if !near(&seat.position) {
                return off(format!("seat {index}"));
            }
            if !seat.facing.is_finite() {
                return bad(format!("seat {index} has no finite facing"));
            }
        }
        Ok(())
    }

    /// A small demo: a cross of 13 tiles, six followers (one a farmer), a resting token and
    /// four seats. Used by `catapult hurl` when no scene file is given.
    pub fn demo() -> Scene {
        let mut scene = Scene::empty(4);
        for i in -3..=3 {
            scene.tiles.push([i, 0]);
        }
        for j in [-3, -2, -1, 1, 2, 3] {
            scene.tiles.push([0, j]);
        }
        let spots = [
            (1, [0.0, 0.0], Pose::Standing),
            (2, [0.045, 0.0], Pose::Standing),
            (3, [0.058, 0.004], Pose::Standing),
            (4, [-0.09, 0.0], Pose::Standing),
            (5, [0.0, 0.09], Pose::Lying),
            (6, [0.0, -0.1], Pose::Standing),
        ];
        scene.followers = spots
            .into_iter()
            .map(|(id, [x, y], pose)| FollowerBody {
                id,
                position: Vector2::new(x, y),
                facing: 0.0,
                pose,
                big: false,
            })
            .collect();
        scene.tokens.push(RestingToken {
            id: 1,
            kind: TokenKind::Target,
            position: Vector2::new(-0.05, -0.07),
        });
        scene
    }
}

/// Seats spread evenly round the table edge, clockwise seen from above, starting at the middle
/// of the south edge; each faces the table centre.
pub fn seats_around(table: Vector2<f64>, count: usize) -> Vec<Seat> {
    let (w, d) = (table.x, table.y);
    let perimeter = 2.0 * (w + d);
    (0..count)
        .map(|index| {
            // Walk clockwise (south edge westwards, then west edge northwards, …).
            let mut s = perimeter * index as f64 / count.max(1) as f64;
            let legs = [
                (
                    Vector2::new(0.0, -d / 2.0),
                    Vector2::new(-1.0, 0.0),
                    w / 2.0,
                ),
                (Vector2::new(-w / 2.0, -d / 2.0), Vector2::new(0.0, 1.0), d),
                (Vector2::new(-w / 2.0, d / 2.0), Vector2::new(1.0, 0.0), w),
                (Vector2::new(w / 2.0, d / 2.0), Vector2::new(0.0, -1.0), d),
                (
                    Vector2::new(w / 2.0, -d / 2.0),
                    Vector2::new(-1.0, 0.0),
                    w / 2.0,
                ),
            ];
            let mut position = legs[0].0;
            for (start, direction, length) in legs {
                if s <= length {
                    position = start + direction * s;
                    break;
                }
                s -= length;
            }
            let facing = libm::atan2(-position.y, -position.x);
            Seat { position, facing }
        })
        .collect()
}

/// Radius and height of follower `body`'s body in `pose`, m.
pub fn follower_shape(body: &FollowerBody, pose: Pose) -> (f64, f64) {
    body.size().shape(pose)
}
