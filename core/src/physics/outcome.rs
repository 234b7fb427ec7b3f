//! What a hurl did: touches, falls, where everything came to rest, and frames to animate it.

use nalgebra::{Vector2, Vector3};
use serde::{Deserialize, Serialize};

/// Where the hurled token ended.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "place", rename_all = "snake_case")]
pub enum RestPlace {
    /// Resting and overlapping these board cells' tiles (at least one).
    OnTiles {
        /// The cells, in ascending order.
        cells: Vec<[i32; 2]>,
    },
    /// Resting on the bare table.
    OnTable,
    /// Fell past the table's edge.
    OffTable,
}

/// A follower touched by a falling follower.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct ChainTouch {
    /// The follower touched.
    pub follower: u32,
    /// The follower that fell on it.
    pub by: u32,
}

/// A resting token that the hurled token pushed.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct MovedToken {
    /// The token's id from the scene.
    pub id: u32,
    /// Where it stopped in the table plane, m (where it left the table, if it fell off).
    pub position: Vector2<f64>,
    /// Whether it slid off the table.
    pub off_table: bool,
}

/// A follower the hurl moved (model 2 on): it slid, fell, or both.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct MovedFollower {
    /// The follower's id from the scene.
    pub id: u32,
    /// The centre of its footprint where it came to rest, m.
    pub position: Vector2<f64>,
    /// How far it slid before resting or falling, m.
    pub slid: f64,
}

/// A follower's pose in a frame.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct FollowerFrame {
    /// The follower's id.
    pub id: u32,
    /// The point on the table it turns about (the middle of its bottom edge), m: lying, it
    /// covers the strip from here one height along `direction`.
    pub pivot: Vector2<f64>,
    /// Tilt from upright, radians (π/2 is lying).
    pub tilt: f64,
    /// The direction it falls in the table plane (unit vector).
    pub direction: Vector2<f64>,
}

/// One picture of the flight, for animation at 60 Hz.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Frame {
    /// Time since release, s.
    pub time: f64,
    /// The hurled token's centre (bottom face for z), m.
    pub token: Vector3<f64>,
    /// Followers falling or fallen by this time.
    pub followers: Vec<FollowerFrame>,
    /// Pushed tokens' positions by this time, m.
    pub tokens: Vec<(u32, Vector2<f64>)>,
    /// Model 2: followers sliding or slid by this time (and not fallen), with their
    /// footprint's centre, m.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub sliding: Vec<(u32, Vector2<f64>)>,
}

/// Everything a hurl did.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Outcome {
    /// The model version that produced this outcome.
    pub model_version: u32,
    /// Followers the token itself touched, in order of contact.
    pub touched_by_token: Vec<u32>,
    /// Followers touched by a falling follower, in the order of the chain.
    pub touched_by_followers: Vec<ChainTouch>,
    /// Followers that fell over, in the order they fell.
    pub toppled: Vec<u32>,
    /// Resting tokens the hurled token pushed, with their new rest.
    pub moved_tokens: Vec<MovedToken>,
    /// Followers that slid or fell (model 2 on; empty for model 1).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub moved_followers: Vec<MovedFollower>,
    /// The hurled token's final position (bottom face centre), m.
    pub rest_position: Vector3<f64>,
    /// Where it ended.
    pub rest: RestPlace,
    /// Where it first came down in the table plane, m (`None` if it never landed on the table).
    pub first_landing: Option<Vector2<f64>>,
    /// Its highest point, m.
    pub apex: Vector3<f64>,
    /// When it was there, s.
    pub apex_time: f64,
    /// For each watched line: when the token's centre first crossed it, s.
    pub line_crossings: Vec<Option<f64>>,
    /// Time until everything rested (or the token fell off), s.
    pub duration: f64,
    /// Frames at 60 Hz, if asked for.
    pub frames: Vec<Frame>,
}

impl Outcome {
    /// Every follower touched, by the token or in a chain, without repeats, in order.
    pub fn all_touched(&self) -> Vec<u32> {
        let mut all = self.touched_by_token.clone();
        for touch in &self.touched_by_followers {
            if !all.contains(&touch.follower) {
                all.push(touch.follower);
            }
        }
        all
    }

    /// Whether the token fell off the table.
    pub fn off_table(&self) -> bool {
        self.rest == RestPlace::OffTable
    }
}

/// A line on the table to watch (the catch ruler's middle line, say).
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct Line {
    /// A point on the line, m.
    pub point: Vector2<f64>,
    /// Its direction (any length but zero).
    pub direction: Vector2<f64>,
}

impl Line {
    /// Which side of the line `p` lies on: positive, negative or zero on it.
    pub fn side(&self, p: Vector2<f64>) -> f64 {
        let offset = p - self.point;
        self.direction.x * offset.y - self.direction.y * offset.x
    }
}
