//! The simulation: a fixed-step integration of the hurled token through flight, bounces and
//! sliding, with swept contacts against followers and tokens, and toppling chains.

use super::contact::{Tipping, collision_impulse, sweep_reaches, swept_hit};
use super::error::PhysicsError;
use super::fall::{Pendulum, time_to_tilt};
use super::launch::Launch;
use super::outcome::{ChainTouch, FollowerFrame, Frame, Line, MovedToken, Outcome, RestPlace};
use super::params::{MODEL_VERSION, Parameters};
use super::pieces::{TokenKind, follower, tile};
use super::scene::{FollowerBody, Pose, Scene, follower_shape};
use nalgebra::{Vector2, Vector3};

/// Lowest contact height used for a blow on a follower, m (a blow at its very foot would
/// otherwise meet an infinite effective mass).
const MIN_CONTACT_HEIGHT: f64 = 0.000_5;

/// Frames per second of the animation frames.
pub const FRAME_RATE: f64 = 60.0;

/// What to record besides the outcome.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Options {
    /// Record frames at 60 Hz for animation.
    pub frames: bool,
    /// Lines whose first crossing time to report.
    pub lines: Vec<Line>,
}

/// Runs a hurl to the end and returns what it did.
pub fn simulate(
    scene: &Scene,
    launch: &Launch,
    params: &Parameters,
    options: &Options,
) -> Result<Outcome, PhysicsError> {
    let mut simulation = Simulation::new(scene, launch, params, options)?;
    while simulation.step() {}
    Ok(simulation.finish())
}

/// The hurled token's state of motion.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Motion {
    Flying,
    Sliding,
    Resting,
    OffTable,
}

/// Which cells hold a tile, as a dense bitmap over the board's bounding box. Offsets are
/// taken in i64, so no cell, however far, can overflow them.
#[derive(Debug, Clone)]
struct TileMap {
    min: [i64; 2],
    size: [i64; 2],
    filled: Vec<bool>,
}

/// The most cells a [`TileMap`] covers: a box of 401 × 401 (tiles within
/// [`super::scene::MAX_TILE_CELL`] of the origin) and far more than any board needs.
const MAX_MAP_CELLS: i64 = 1 << 20;

impl TileMap {
    /// The map of `cells`, or `None` if their bounding box is larger than [`MAX_MAP_CELLS`].
    fn new(cells: &[[i32; 2]]) -> Option<TileMap> {
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

    fn has(&self, cell: [i32; 2]) -> bool {
        self.index(cell)
            .and_then(|index| self.filled.get(index).copied())
            .unwrap_or(false)
    }
}

/// A follower during the simulation.
#[derive(Debug, Clone)]
struct FollowerState {
    body: FollowerBody,
    /// Height of the surface it stands on, m.
    base: f64,
    /// Centre of the disc its body covers now, m (moves when it falls).
    centre: Vector2<f64>,
    pose: Pose,
    fall: Option<Fall>,
}

/// A follower falling over.
#[derive(Debug, Clone, Copy)]
struct Fall {
    start: f64,
    pivot: Vector2<f64>,
    direction: Vector2<f64>,
    tipping: Tipping,
    omega: f64,
}

/// A token from earlier in the round.
#[derive(Debug, Clone)]
struct TokenState {
    id: u32,
    kind: TokenKind,
    position: Vector2<f64>,
    velocity: Vector2<f64>,
    base: f64,
    moved: bool,
    off_table: bool,
}

/// A body the hurled token can hit.
#[derive(Debug, Clone, Copy)]
enum Target {
    Follower(usize),
    Token(usize),
}

/// A contact found during a step.
#[derive(Debug, Clone, Copy)]
struct Contact {
    fraction: f64,
    target: Target,
    from_above: bool,
}

/// A hurl in progress: call [`Simulation::step`] until it returns `false`, then
/// [`Simulation::finish`].
#[derive(Debug, Clone)]
pub struct Simulation<'a> {
    scene: &'a Scene,
    params: Parameters,
    options: Options,
    tiles: TileMap,
    kind: TokenKind,
    radius: f64,
    /// Drag per unit mass and squared speed, 1/m: ½ ρ C_d A / m.
    drag: f64,
    position: Vector3<f64>,
    velocity: Vector3<f64>,
    motion: Motion,
    time: f64,
    followers: Vec<FollowerState>,
    tokens: Vec<TokenState>,
    /// The tallest thing a token can hit, m: above it no contact test is needed.
    highest_top: f64,
    touched_by_token: Vec<u32>,
    touched_by_followers: Vec<ChainTouch>,
    toppled: Vec<u32>,
    first_landing: Option<Vector2<f64>>,
    apex: Vector3<f64>,
    apex_time: f64,
    line_sides: Vec<f64>,
    line_crossings: Vec<Option<f64>>,
    frames: Vec<Frame>,
}

impl<'a> Simulation<'a> {
    /// Checks the scene and launch and puts the token in the catapult.
    pub fn new(
        scene: &'a Scene,
        launch: &Launch,
        params: &Parameters,
        options: &Options,
    ) -> Result<Simulation<'a>, PhysicsError> {
        scene.validate()?;
        launch.validate(scene)?;
        params.validate()?;
        let tiles = TileMap::new(&scene.tiles).ok_or_else(|| PhysicsError::BadScene {
            reason: "the tiles spread over too many cells".to_string(),
        })?;
        let surface = |p: Vector2<f64>| {
            if tiles.has(scene.cell_at(p)) {
                tile::THICKNESS
            } else {
                0.0
            }
        };
        let followers: Vec<FollowerState> = scene
            .followers
            .iter()
            .map(|body| FollowerState {
                body: *body,
                base: surface(body.position),
                centre: body.position,
                pose: body.pose,
                fall: None,
            })
            .collect();
        let tokens: Vec<TokenState> = scene
            .tokens
            .iter()
            .map(|token| TokenState {
                id: token.id,
                kind: token.kind,
                position: token.position,
                velocity: Vector2::zeros(),
                base: surface(token.position),
                moved: false,
                off_table: !scene.on_table(token.position),
            })
            .collect();
        let (position, velocity) = launch.initial_state(scene, params);
        let kind = launch.token;
        // A tumbling thin plate shows on average half its face to the air (Cauchy's formula:
        // the mean projected area of a convex body is a quarter of its surface).
        let area = kind.face_area() / 2.0;
        let drag = 0.5 * params.air_density * params.drag_coefficient * area / kind.mass();
        let lines = options.lines.clone();
        let start = position.xy();
        Ok(Simulation {
            scene,
            params: *params,
            options: options.clone(),
            kind,
            radius: kind.radius(),
            drag,
            position,
            velocity,
            motion: Motion::Flying,
            time: 0.0,
            highest_top: tile::THICKNESS + follower::HEIGHT,
            tiles,
            followers,
            tokens,
            touched_by_token: Vec::new(),
            touched_by_followers: Vec::new(),
            toppled: Vec::new(),
            first_landing: None,
            apex: position,
            apex_time: 0.0,
            line_sides: lines.iter().map(|line| line.side(start)).collect(),
            line_crossings: vec![None; lines.len()],
            frames: Vec::new(),
        })
    }

    /// Height of the surface under `p`: a tile's top, the table, or `None` past the edge, m.
    fn surface(&self, p: Vector2<f64>) -> Option<f64> {
        if !self.scene.on_table(p) {
            return None;
        }
        Some(if self.tiles.has(self.scene.cell_at(p)) {
            tile::THICKNESS
        } else {
            0.0
        })
    }

    /// Advances one time step; returns whether anything still moves.
    pub fn step(&mut self) -> bool {
        if !self.is_moving() {
            return false;
        }
        let dt = self.params.time_step;
        if self.options.frames && self.frames.is_empty() {
            self.record_frame();
        }
        match self.motion {
            Motion::Flying => self.fly(dt),
            Motion::Sliding => self.slide(dt),
            Motion::Resting | Motion::OffTable => {}
        }
        self.slide_tokens(dt);
        self.time += dt;
        self.watch();
        if self.options.frames && self.time * FRAME_RATE >= self.frames.len() as f64 {
            self.record_frame();
        }
        if self.time >= self.params.max_time {
            if self.motion != Motion::OffTable {
                self.motion = Motion::Resting;
            }
            for token in &mut self.tokens {
                token.velocity = Vector2::zeros();
            }
        }
        self.is_moving()
    }

    /// Whether the hurled token or a pushed token still moves.
    pub fn is_moving(&self) -> bool {
        matches!(self.motion, Motion::Flying | Motion::Sliding)
            || self
                .tokens
                .iter()
                .any(|token| token.velocity != Vector2::zeros())
    }

    /// Mechanical energy of the moving tokens, J: the hurled token's kinetic and potential
    /// energy plus the pushed tokens' kinetic energy.
    pub fn energy(&self) -> f64 {
        let m = self.kind.mass();
        let hurled = if self.motion == Motion::OffTable {
            0.0
        } else {
            0.5 * m * self.velocity.norm_squared() + m * self.params.gravity * self.position.z
        };
        hurled
            + self
                .tokens
                .iter()
                .map(|t| 0.5 * t.kind.mass() * t.velocity.norm_squared())
                .sum::<f64>()
    }

    /// Simulated time so far, s.
    pub fn time(&self) -> f64 {
        self.time
    }

    /// The hurled token's position, m.
    pub fn position(&self) -> Vector3<f64> {
        self.position
    }

    fn fly(&mut self, dt: f64) {
        let v = self.velocity;
        let gravity = Vector3::new(0.0, 0.0, -self.params.gravity);
        let acceleration = gravity - v * (self.drag * v.norm());
        let next_velocity = v + acceleration * dt;
        let next = self.position + v * dt + acceleration * (0.5 * dt * dt);
        if let Some(contact) = self.first_contact(self.position, next) {
            let (here, moving) = (self.position, self.velocity);
            self.position = here.lerp(&next, contact.fraction);
            self.velocity = moving.lerp(&next_velocity, contact.fraction);
            if self.resolve(contact) {
                return;
            }
            (self.position, self.velocity) = (here, moving);
        }
        let Some(height) = self.surface(next.xy()) else {
            // Past the table edge: it keeps flying until it drops below the table top.
            self.position = next;
            self.velocity = next_velocity;
            if next.z < 0.0 {
                self.motion = Motion::OffTable;
            }
            return;
        };
        if next.z >= height {
            self.position = next;
            self.velocity = next_velocity;
        } else if self.position.z >= height {
            // Came down on the surface during this step: land where it crossed.
            let fraction = (self.position.z - height) / (self.position.z - next.z);
            self.position = self.position.lerp(&next, fraction);
            self.position.z = height;
            self.velocity = v.lerp(&next_velocity, fraction);
            self.land();
        } else {
            // Low and moving onto a tile: its 2 mm edge stops the token like a wall.
            self.velocity = next_velocity;
            self.bounce_off_tile_edge(next.xy());
            self.position.z = next.z.max(self.surface(self.position.xy()).unwrap_or(0.0));
        }
    }

    /// A bounce on the surface with restitution and Coulomb friction during the impact.
    fn land(&mut self) {
        self.first_landing.get_or_insert(self.position.xy());
        let e = self.params.restitution_surface;
        let falling = -self.velocity.z;
        let mut horizontal = self.velocity.xy();
        let speed = horizontal.norm();
        // The friction impulse is at most μ times the normal impulse (1 + e)·m·|v_z|.
        let slowdown = self.params.friction * (1.0 + e) * falling;
        horizontal = if speed <= slowdown {
            Vector2::zeros()
        } else {
            horizontal * ((speed - slowdown) / speed)
        };
        let rebound = e * falling;
        if rebound < self.params.settle_speed {
            self.velocity = Vector3::new(horizontal.x, horizontal.y, 0.0);
            self.motion = if horizontal == Vector2::zeros() {
                Motion::Resting
            } else {
                Motion::Sliding
            };
        } else {
            self.velocity = Vector3::new(horizontal.x, horizontal.y, rebound);
        }
    }

    fn slide(&mut self, dt: f64) {
        let horizontal = self.velocity.xy();
        let speed = horizontal.norm();
        let deceleration = self.params.friction * self.params.gravity + self.drag * speed * speed;
        if speed <= deceleration * dt {
            self.velocity = Vector3::zeros();
            self.motion = Motion::Resting;
            return;
        }
        let slowed = horizontal * ((speed - deceleration * dt) / speed);
        let next_xy = self.position.xy() + slowed * dt;
        let next = Vector3::new(next_xy.x, next_xy.y, self.position.z);
        self.velocity = Vector3::new(slowed.x, slowed.y, 0.0);
        if let Some(contact) = self.first_contact(self.position, next) {
            let here = self.position;
            self.position = here.lerp(&next, contact.fraction);
            if self.resolve(contact) {
                return;
            }
            self.position = here;
        }
        match self.surface(next_xy) {
            Some(height) if height > self.position.z + 1e-9 => self.bounce_off_tile_edge(next_xy),
            Some(height) if (height - self.position.z).abs() <= 1e-9 => self.position = next,
            // Off a tile's edge or the table's: it drops.
            _ => {
                self.position = next;
                self.motion = Motion::Flying;
            }
        }
    }

    /// Reflects the horizontal velocity off the edge of the tile the token tried to enter at
    /// `blocked`, keeping it where it was.
    fn bounce_off_tile_edge(&mut self, blocked: Vector2<f64>) {
        let here = self.scene.cell_at(self.position.xy());
        let there = self.scene.cell_at(blocked);
        let e = self.params.restitution_surface;
        if here[0] != there[0] {
            self.velocity.x *= -e;
        }
        if here[1] != there[1] {
            self.velocity.y *= -e;
        }
    }

    /// The earliest contact with a follower or a resting token while moving from `from` to `to`.
    fn first_contact(&self, from: Vector3<f64>, to: Vector3<f64>) -> Option<Contact> {
        if from.z.min(to.z) > self.highest_top {
            return None;
        }
        let thickness = self.kind.thickness();
        let (low, high) = (from.z.min(to.z), from.z.max(to.z) + thickness);
        let mut best: Option<Contact> = None;
        let mut consider = |contact: Contact| {
            if best.is_none_or(|b| contact.fraction < b.fraction) {
                best = Some(contact);
            }
        };
        let candidates = self
            .followers
            .iter()
            .enumerate()
            .map(|(i, f)| {
                let (radius, height) = follower_shape(f.pose);
                (
                    Target::Follower(i),
                    f.centre,
                    radius,
                    f.base,
                    f.base + height,
                )
            })
            .chain(
                self.tokens
                    .iter()
                    .enumerate()
                    .filter(|(_, t)| !t.off_table)
                    .map(|(i, t)| {
                        (
                            Target::Token(i),
                            t.position,
                            t.kind.radius(),
                            t.base,
                            t.base + t.kind.thickness(),
                        )
                    }),
            );
        for (target, centre, radius, base, top) in candidates {
            if high < base || low > top {
                continue;
            }
            let reach = radius + self.radius;
            if let Some(fraction) = swept_hit(from.xy(), to.xy(), centre, reach) {
                let z = from.z + (to.z - from.z) * fraction;
                if z <= top && z + thickness >= base {
                    consider(Contact {
                        fraction,
                        target,
                        from_above: false,
                    });
                    continue;
                }
            }
            // Coming down onto a follower's head or a farmer's back.
            let overlapping = (from.xy() - centre).norm() < reach;
            if matches!(target, Target::Follower(_)) && overlapping && from.z >= top && to.z < top {
                consider(Contact {
                    fraction: (from.z - top) / (from.z - to.z),
                    target,
                    from_above: true,
                });
            }
        }
        best
    }

    /// Exchanges momentum with what the token hit; a follower hit hard enough falls.
    fn resolve(&mut self, contact: Contact) -> bool {
        let m = self.kind.mass();
        let me = self.position.xy();
        match contact.target {
            Target::Follower(index) => {
                let id = self.followers[index].body.id;
                if !self.touched_by_token.contains(&id) {
                    self.touched_by_token.push(id);
                }
                if contact.from_above {
                    let rebound = -self.params.restitution_follower * self.velocity.z.min(0.0);
                    if rebound >= self.params.settle_speed {
                        self.velocity.z = rebound;
                    } else {
                        self.slip_off(index);
                    }
                    return true;
                }
                let Some(normal) = (me - self.followers[index].centre).try_normalize(1e-12) else {
                    return false;
                };
                let closing = -self.velocity.xy().dot(&normal);
                if closing <= 0.0 {
                    return false;
                }
                let state = &self.followers[index];
                let e = self.params.restitution_follower;
                if state.pose == Pose::Standing {
                    // A follower pivoting on its bottom edge answers a blow at height h with
                    // the effective mass I/h²: hit low, the table holds it; hit high, it turns.
                    let tipping = Tipping::new(state.body.facing, -normal, self.params.gravity);
                    let height = (self.position.z + self.kind.thickness() / 2.0 - state.base)
                        .clamp(MIN_CONTACT_HEIGHT, follower::HEIGHT);
                    let effective = tipping.inertia / (height * height);
                    let impulse = collision_impulse(m, effective, closing, e);
                    let omega = tipping.spin(impulse, height);
                    if tipping.topples(omega) {
                        let push = normal * (impulse / m);
                        self.velocity += Vector3::new(push.x, push.y, 0.0);
                        self.topple(index, -normal, tipping, omega, self.time);
                        return true;
                    }
                }
                // It stays where it is, so to the token it is a wall.
                let push = normal * ((1.0 + e) * closing);
                self.velocity += Vector3::new(push.x, push.y, 0.0);
                true
            }
            Target::Token(index) => {
                let other = &self.tokens[index];
                let Some(normal) = (me - other.position).try_normalize(1e-12) else {
                    return false;
                };
                let closing = (other.velocity - self.velocity.xy()).dot(&normal);
                if closing <= 0.0 {
                    return false;
                }
                let m2 = other.kind.mass();
                let impulse = collision_impulse(m, m2, closing, self.params.restitution_token);
                let push = normal * (impulse / m);
                self.velocity += Vector3::new(push.x, push.y, 0.0);
                let other = &mut self.tokens[index];
                other.velocity -= normal * (impulse / m2);
                other.moved = true;
                if self.motion == Motion::Resting {
                    self.motion = Motion::Sliding;
                }
                true
            }
        }
    }

    /// A token come to rest on a follower's head or back cannot stay there: a meeple's top is
    /// round and a farmer's back is a few millimetres wide. It slips off sideways (placed just
    /// clear of the body, no speed added, so no energy is created) and drops.
    fn slip_off(&mut self, index: usize) {
        let state = &self.followers[index];
        let (radius, _) = follower_shape(state.pose);
        let centre = state.centre;
        let outward = (self.position.xy() - centre)
            .try_normalize(1e-12)
            .or_else(|| self.velocity.xy().try_normalize(1e-12))
            .unwrap_or_else(|| Vector2::new(1.0, 0.0));
        let clear = centre + outward * (radius + self.radius + 1e-6);
        self.position = Vector3::new(clear.x, clear.y, self.position.z);
        self.velocity.z = 0.0;
    }

    /// Follower `index` falls in `direction`; whatever its body sweeps is touched, and may fall
    /// in turn (a chain reaction), nearest first.
    fn topple(
        &mut self,
        index: usize,
        direction: Vector2<f64>,
        tipping: Tipping,
        omega: f64,
        start: f64,
    ) {
        let mut queue = vec![(index, direction, tipping, omega, start)];
        let mut next = 0;
        while let Some(&(faller, direction, tipping, omega, start)) = queue.get(next) {
            next += 1;
            let pivot = self.followers[faller].centre + direction * tipping.half_base;
            {
                let state = &mut self.followers[faller];
                state.pose = Pose::Lying;
                state.centre = pivot + direction * (follower::HEIGHT / 2.0);
                state.fall = Some(Fall {
                    start,
                    pivot,
                    direction,
                    tipping,
                    omega,
                });
                self.toppled.push(state.body.id);
            }
            let across = Vector2::new(-direction.y, direction.x);
            let half_width = follower::reach(self.followers[faller].body.facing, across);
            let mut reached: Vec<(f64, usize)> = self
                .followers
                .iter()
                .enumerate()
                // Followers already down (earlier in this chain) were touched when they fell.
                .filter(|(other, state)| *other != faller && state.fall.is_none())
                .filter_map(|(other, state)| {
                    let (radius, _) = follower_shape(state.pose);
                    sweep_reaches(pivot, direction, half_width, state.centre, radius)
                        .map(|s| (s, other))
                })
                .collect();
            reached.sort_by(|a, b| a.0.total_cmp(&b.0).then(a.1.cmp(&b.1)));
            for (distance, other) in reached {
                let (id, by) = (
                    self.followers[other].body.id,
                    self.followers[faller].body.id,
                );
                if !self.touched_by_followers.iter().any(|t| t.follower == id) {
                    self.touched_by_followers
                        .push(ChainTouch { follower: id, by });
                }
                let state = &self.followers[other];
                if state.pose != Pose::Standing {
                    continue;
                }
                // The faller's top strikes at the angle where its length reaches the neighbour.
                let angle = libm::asin((distance / follower::HEIGHT).min(1.0));
                let spin = tipping.spin_at(omega, angle);
                let speed = spin * follower::HEIGHT * libm::cos(angle);
                let rotational_mass = tipping.inertia / (follower::HEIGHT * follower::HEIGHT);
                let impulse = collision_impulse(
                    rotational_mass,
                    follower::MASS,
                    speed,
                    self.params.restitution_follower,
                );
                let hit = Tipping::new(state.body.facing, direction, self.params.gravity);
                let height = follower::HEIGHT * libm::cos(angle);
                let their_spin = hit.spin(impulse, height);
                let queued = queue.iter().any(|entry| entry.0 == other);
                if !queued && hit.topples(their_spin) {
                    let when = start + time_to_tilt(&tipping, omega, angle);
                    queue.push((other, direction, hit, their_spin, when));
                }
            }
        }
    }

    fn slide_tokens(&mut self, dt: f64) {
        let deceleration = self.params.friction * self.params.gravity;
        for token in &mut self.tokens {
            let speed = token.velocity.norm();
            if speed == 0.0 {
                continue;
            }
            if speed <= deceleration * dt {
                token.velocity = Vector2::zeros();
                continue;
            }
            token.velocity *= (speed - deceleration * dt) / speed;
            token.position += token.velocity * dt;
            if !self.scene.on_table(token.position) {
                token.off_table = true;
                token.velocity = Vector2::zeros();
            }
        }
    }

    /// Keeps the apex and the line crossings up to date after a step.
    fn watch(&mut self) {
        if self.position.z > self.apex.z {
            self.apex = self.position;
            self.apex_time = self.time;
        }
        for (index, line) in self.options.lines.iter().enumerate() {
            if self.line_crossings[index].is_some() {
                continue;
            }
            let side = line.side(self.position.xy());
            let was = self.line_sides[index];
            if side == 0.0 || (was != 0.0 && side.signum() != was.signum()) {
                // Interpolate within the step for the crossing time.
                let fraction = if was == side { 1.0 } else { was / (was - side) };
                self.line_crossings[index] =
                    Some(self.time - self.params.time_step * (1.0 - fraction));
            }
        }
    }

    fn record_frame(&mut self) {
        self.frames.push(Frame {
            time: self.frames.len() as f64 / FRAME_RATE,
            token: self.position,
            followers: Vec::new(),
            tokens: self
                .tokens
                .iter()
                .filter(|t| t.moved)
                .map(|t| (t.id, t.position))
                .collect(),
        });
    }

    /// The outcome, with frames completed by the followers' falls.
    pub fn finish(mut self) -> Outcome {
        let rest = match self.motion {
            Motion::OffTable => RestPlace::OffTable,
            _ => {
                let cells = self.cells_under_token();
                if cells.is_empty() {
                    RestPlace::OnTable
                } else {
                    RestPlace::OnTiles { cells }
                }
            }
        };
        if self.options.frames {
            self.complete_frames();
        }
        let moved_tokens = self
            .tokens
            .iter()
            .filter(|t| t.moved)
            .map(|t| MovedToken {
                id: t.id,
                position: t.position,
                off_table: t.off_table,
            })
            .collect();
        Outcome {
            model_version: MODEL_VERSION,
            touched_by_token: self.touched_by_token,
            touched_by_followers: self.touched_by_followers,
            toppled: self.toppled,
            moved_tokens,
            rest_position: self.position,
            rest,
            first_landing: self.first_landing,
            apex: self.apex,
            apex_time: self.apex_time,
            line_crossings: self.line_crossings,
            duration: self.time,
            frames: self.frames,
        }
    }

    /// Board cells whose tile the resting token's disc overlaps.
    fn cells_under_token(&self) -> Vec<[i32; 2]> {
        let centre = self.position.xy();
        let [cx, cy] = self.scene.cell_at(centre);
        let mut cells = Vec::new();
        for dy in -1..=1 {
            for dx in -1..=1 {
                let cell = [cx.saturating_add(dx), cy.saturating_add(dy)];
                if !self.tiles.has(cell) {
                    continue;
                }
                let square = self.scene.cell_centre(cell);
                let half = tile::SIZE / 2.0;
                let nearest = Vector2::new(
                    centre.x.clamp(square.x - half, square.x + half),
                    centre.y.clamp(square.y - half, square.y + half),
                );
                if (nearest - centre).norm() < self.radius {
                    cells.push(cell);
                }
            }
        }
        cells.sort_unstable();
        cells
    }

    /// Adds the falling followers' tilt to every frame, and frames until the last one lies.
    fn complete_frames(&mut self) {
        let falls: Vec<(u32, Fall)> = self
            .followers
            .iter()
            .filter_map(|f| f.fall.map(|fall| (f.body.id, fall)))
            .collect();
        let end = falls
            .iter()
            .map(|(_, fall)| {
                fall.start + time_to_tilt(&fall.tipping, fall.omega, std::f64::consts::FRAC_PI_2)
            })
            .fold(self.time, f64::max);
        while (self.frames.len() as f64) / FRAME_RATE <= end {
            self.record_frame();
        }
        // One integration per fall, sampled at the frame times as it goes.
        for (id, fall) in &falls {
            let mut pendulum = Pendulum::new(fall.omega);
            for frame in &mut self.frames {
                if frame.time < fall.start {
                    continue;
                }
                frame.followers.push(FollowerFrame {
                    id: *id,
                    pivot: fall.pivot,
                    tilt: pendulum.advance_to(&fall.tipping, frame.time - fall.start),
                    direction: fall.direction,
                });
            }
        }
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
