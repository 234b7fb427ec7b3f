//! The board laid out on the table for a catapult round: the physics scene built from the
//! tiles, the followers at their spots, this round's resting tokens and the seats.

use super::follower::Follower;
use crate::board::Board;
use crate::physics::pieces::tile;
use crate::physics::{DEFAULT_TABLE, FollowerBody, Pose, RestingToken, Scene, seats_around};
use crate::tiles::SegmentKind;
use nalgebra::Vector2;

/// Room kept between the board and the table edge, m, so seats and catapults fit.
const TABLE_MARGIN: f64 = 0.25;

/// The scene a hurl flies over: the board centred on the table (the table grows if the board
/// would not fit), a follower's base at its spot on its tile, farmers lying, `players` seats.
pub fn table_scene(
    board: &Board,
    followers: &[Follower],
    players: usize,
    resting: &[RestingToken],
) -> Scene {
    let cells: Vec<[i32; 2]> = board.tiles().iter().map(|t| [t.pos.x, t.pos.y]).collect();
    let (min, max) = cells
        .iter()
        .fold(([i32::MAX; 2], [i32::MIN; 2]), |(lo, hi), c| {
            (
                [lo[0].min(c[0]), lo[1].min(c[1])],
                [hi[0].max(c[0]), hi[1].max(c[1])],
            )
        });
    let centre = Vector2::new(
        f64::from(min[0]) + f64::from(max[0]),
        f64::from(min[1]) + f64::from(max[1]),
    ) * (tile::SIZE / 2.0);
    // In f64: the difference of two i32 cannot overflow there.
    let extent = Vector2::new(
        f64::from(max[0]) - f64::from(min[0]) + 1.0,
        f64::from(max[1]) - f64::from(min[1]) + 1.0,
    ) * tile::SIZE;
    let table = Vector2::new(
        DEFAULT_TABLE[0].max(extent.x + 2.0 * TABLE_MARGIN),
        DEFAULT_TABLE[1].max(extent.y + 2.0 * TABLE_MARGIN),
    );
    let board_origin = -centre;
    let bodies = followers
        .iter()
        .map(|follower| {
            let (placed, segment) = board.segment_of(follower.node);
            let tile_type = placed.tile_type();
            let spot = tile_type.follower_spot(placed.rotation, segment);
            let cell = board_origin
                + Vector2::new(f64::from(placed.pos.x), f64::from(placed.pos.y)) * tile::SIZE;
            let kind = tile_type.segments[segment as usize].kind;
            FollowerBody {
                id: follower.id,
                position: cell + Vector2::new(spot[0], spot[1]) * tile::SIZE,
                facing: std::f64::consts::FRAC_PI_2,
                pose: if kind == SegmentKind::Field {
                    Pose::Lying
                } else {
                    Pose::Standing
                },
                big: follower.big,
            }
        })
        .collect();
    Scene {
        table,
        board_origin,
        tiles: cells,
        followers: bodies,
        tokens: resting.to_vec(),
        seats: seats_around(table, players),
    }
}
