//! The simulation: a fixed-step integration of the hurled token through flight, bounces and
//! sliding, with swept contacts against followers and tokens, and toppling chains.

use super::contact::{Tipping, collision_impulse, swept_hit};
use super::error::PhysicsError;
use super::fall::{Pendulum, time_to_tilt};
use super::launch::Launch;
use super::outcome::{
    ChainTouch, FollowerFrame, Frame, Line, MovedFollower, MovedToken, Outcome, RestPlace,
};
use super::params::Parameters;
use super::pieces::{TokenKind, follower, tile};
use super::rim_impact::strike_through;
use super::scene::{FollowerBody, Pose, Scene, follower_shape};
use super::tile_map::TileMap;
use super::tumble::{Disc, FLAT_TILT, axis_of, rotate_freely, rotation, strike_surface};
use nalgebra::{UnitQuaternion, Vector2, Vector3};

mod followers;
#[cfg(test)]
mod landing_tests;

/// Lowest contact height used for a blow on a follower, m (a blow at its very foot would
/// otherwise meet an infinite effective mass).
const MIN_CONTACT_HEIGHT: f64 = 0.000_5;

/// Model 2: the steepest slope of a follower's top under a token coming down on it, radians
/// (at the rim of the contact; a meeple's head is round, a farmer's back flat in the middle).
const MAX_SLOPE: f64 = std::f64::consts::FRAC_PI_3;

/// Model 2: the flat middle of a lying follower's back, as a share of its radius.
const FLAT_BACK: f64 = 0.5;

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
    /// Sliding velocity in the table plane, m/s (model 2).
    velocity: Vector2<f64>,
    /// How far it has slid, m.
    slid: f64,
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
    /// Model 2: the hurled token's body, attitude (its axis is the attitude's z) and angular
    /// velocity, rad/s. Model 1 keeps it flat and still.
    disc: Disc,
    attitude: UnitQuaternion<f64>,
    spin: Vector3<f64>,
    /// Model 3: flight time not yet turned into the attitude, s. High above everything the
    /// attitude does not matter, and the closed form takes the whole stretch at once later.
    unrotated: f64,
    motion: Motion,
    time: f64,
    /// Steps taken so far.
    steps: u64,
    /// Model 4: the step in which the token's rim last struck the surface. A rim strike in
    /// the very next step is the same contact rolling on, not a new bounce.
    rim_struck: Option<u64>,
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
        // The scene first: a scene without seats is named as such, not as a missing seat.
        scene.validate()?;
        launch.validate(scene)?;
        let (position, velocity) = launch.initial_state(scene, params);
        let simulation =
            Simulation::from_motion(scene, launch.token, position, velocity, params, options)?;
        if params.model < 2 {
            return Ok(simulation);
        }
        // Model 2: the token leaves the spoon face first, along its velocity, turning with the
        // arm at speed / arm length about the axis across the throw.
        let heading = Vector3::new(velocity.x, velocity.y, 0.0);
        let across = Vector3::z()
            .cross(&heading)
            .try_normalize(1e-12)
            .unwrap_or_else(Vector3::y);
        let attitude = rotation(across * (std::f64::consts::FRAC_PI_2 - launch.elevation));
        Ok(simulation.with_attitude(attitude, across * (launch.speed / params.arm_length)))
    }

    /// The same start with the token turned to `attitude` and spinning at `spin` (rad/s, about
    /// the table's axes); model 2 only (model 1's token stays flat).
    pub fn with_attitude(mut self, attitude: UnitQuaternion<f64>, spin: Vector3<f64>) -> Self {
        if self.params.model >= 2 {
            self.attitude = attitude;
            self.spin = spin;
        }
        self
    }

    /// Starts a `kind` token already in flight at `position` (its bottom face's centre, m) with
    /// `velocity` (m/s): for checking single interactions against a reference simulation.
    pub fn from_motion(
        scene: &'a Scene,
        kind: TokenKind,
        position: Vector3<f64>,
        velocity: Vector3<f64>,
        params: &Parameters,
        options: &Options,
    ) -> Result<Simulation<'a>, PhysicsError> {
        scene.validate()?;
        params.validate()?;
        for (field, value) in [("position", position), ("velocity", velocity)] {
            if !value.iter().all(|x| x.is_finite() && x.abs() <= 100.0) {
                return Err(PhysicsError::BadLaunch {
                    field,
                    range: "finite and within 100 of zero",
                    value: format!("{:?}", value.as_slice()),
                });
            }
        }
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
                velocity: Vector2::zeros(),
                slid: 0.0,
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
            disc: Disc::of(kind),
            attitude: UnitQuaternion::identity(),
            spin: Vector3::zeros(),
            unrotated: 0.0,
            motion: Motion::Flying,
            time: 0.0,
            steps: 0,
            rim_struck: None,
            // The tallest follower on the table (a big one stands higher).
            highest_top: tile::THICKNESS
                + scene
                    .followers
                    .iter()
                    .map(|f| f.size().height)
                    .fold(follower::HEIGHT, f64::max),
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
            self.record_frame(None);
        }
        let before = self.position;
        match self.motion {
            Motion::Flying => self.fly(dt),
            Motion::Sliding => self.slide(dt),
            Motion::Resting | Motion::OffTable => {}
        }
        self.slide_tokens(dt);
        if self.params.model >= 2 {
            self.slide_followers(dt);
        }
        self.time += dt;
        self.steps += 1;
        self.watch();
        if self.options.frames && self.time * FRAME_RATE >= self.frames.len() as f64 {
            // Model 2: the token where it was at the frame's own time, not at the step's end.
            let due = self.frames.len() as f64 / FRAME_RATE;
            let at = (self.params.model >= 2)
                .then(|| before.lerp(&self.position, 1.0 - (self.time - due) / dt));
            self.record_frame(at);
        }
        if self.time >= self.params.max_time {
            if self.motion != Motion::OffTable {
                self.motion = Motion::Resting;
            }
            for token in &mut self.tokens {
                token.velocity = Vector2::zeros();
            }
            for follower in &mut self.followers {
                follower.velocity = Vector2::zeros();
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
            || self
                .followers
                .iter()
                .any(|follower| follower.velocity != Vector2::zeros())
    }

    /// Mechanical energy of the moving tokens, J: the hurled token's kinetic and potential
    /// energy plus the pushed tokens' kinetic energy.
    pub fn energy(&self) -> f64 {
        let m = self.kind.mass();
        let hurled = if self.motion == Motion::OffTable {
            0.0
        } else {
            let inertia = self
                .disc
                .inverse_inertia(axis_of(&self.attitude))
                .try_inverse()
                .unwrap_or_default();
            0.5 * m * self.velocity.norm_squared()
                + 0.5 * self.spin.dot(&(inertia * self.spin))
                + m * self.params.gravity * self.position.z
        };
        hurled
            + self
                .tokens
                .iter()
                .map(|t| 0.5 * t.kind.mass() * t.velocity.norm_squared())
                .sum::<f64>()
            + self
                .followers
                .iter()
                .map(|f| 0.5 * f.body.size().mass * f.velocity.norm_squared())
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

    /// The height of the token's lowest point when its reference point (the centre less half
    /// its thickness, the bottom face's centre when it lies flat) is at `position`, m.
    fn bottom(&self, position: Vector3<f64>, attitude: &UnitQuaternion<f64>) -> f64 {
        position.z + self.reach_below(attitude)
    }

    /// How far the token's lowest point lies above its reference point, m (0 when it lies
    /// flat, exactly, so model 1's arithmetic is unchanged).
    fn reach_below(&self, attitude: &UnitQuaternion<f64>) -> f64 {
        self.disc.half_thickness + self.disc.lowest_point(axis_of(attitude)).z
    }

    fn fly(&mut self, dt: f64) {
        let v = self.velocity;
        let gravity = Vector3::new(0.0, 0.0, -self.params.gravity);
        let acceleration = gravity - v * (self.drag * v.norm());
        let next_velocity = v + acceleration * dt;
        let next = self.position + v * dt + acceleration * (0.5 * dt * dt);
        // Model 3: a tilted disc's lowest point is at most its radius below its reference
        // point, so above every follower and that far above the tiles nothing can be touched.
        let aloft = self.highest_top.max(tile::THICKNESS + self.disc.radius);
        if self.params.model >= 3 && self.position.z.min(next.z) > aloft {
            self.position = next;
            self.velocity = next_velocity;
            self.unrotated += dt;
            return;
        }
        if self.unrotated > 0.0 {
            (self.attitude, self.spin) =
                rotate_freely(&self.disc, self.attitude, self.spin, self.unrotated);
            self.unrotated = 0.0;
        }
        let (turned, spun) = rotate_freely(&self.disc, self.attitude, self.spin, dt);
        let (low, next_low) = (
            self.bottom(self.position, &self.attitude),
            self.bottom(next, &turned),
        );
        // Model 2: a landing earlier in the step than a contact comes first (model 1 took the
        // contact, with the token already below the surface, and the next step lifted it).
        let landing = self
            .surface(next.xy())
            .filter(|height| next_low < *height && low >= *height)
            .map(|height| (low - height) / (low - next_low));
        let contact = self
            .first_contact(self.position, next)
            .filter(|c| self.params.model < 2 || landing.is_none_or(|at| c.fraction <= at));
        if let Some(contact) = contact {
            let (here, moving) = (self.position, self.velocity);
            self.position = here.lerp(&next, contact.fraction);
            self.velocity = moving.lerp(&next_velocity, contact.fraction);
            if self.resolve(contact) {
                (self.attitude, self.spin) =
                    rotate_freely(&self.disc, self.attitude, self.spin, contact.fraction * dt);
                return;
            }
            (self.position, self.velocity) = (here, moving);
        }
        let Some(height) = self.surface(next.xy()) else {
            // Past the table edge: it keeps flying until it drops below the table top.
            self.position = next;
            self.velocity = next_velocity;
            (self.attitude, self.spin) = (turned, spun);
            if next.z < 0.0 {
                self.motion = Motion::OffTable;
            }
            return;
        };
        if next_low >= height {
            self.position = next;
            self.velocity = next_velocity;
            (self.attitude, self.spin) = (turned, spun);
        } else if low >= height
            || (self.params.model >= 2 && self.surface(self.position.xy()) == Some(height))
        {
            // Came down on the surface during this step: land where it crossed (model 2: at
            // the step's end if its rim already touched the surface, rolling on it).
            let fraction = if low > height {
                (low - height) / (low - next_low)
            } else {
                1.0
            };
            self.position = self.position.lerp(&next, fraction);
            self.velocity = v.lerp(&next_velocity, fraction);
            (self.attitude, self.spin) =
                rotate_freely(&self.disc, self.attitude, self.spin, fraction * dt);
            // Model 2: the rotation during the step is not linear; put the lowest point on
            // the surface exactly. Lifting it is paid for from its motion: no energy is made.
            let lifted = height - self.reach_below(&self.attitude);
            if self.params.model >= 2 {
                self.pay_for_lift(lifted - self.position.z);
            }
            self.position.z = lifted;
            self.land();
        } else {
            // Low and moving onto a tile: its 2 mm edge stops the token like a wall.
            self.velocity = next_velocity;
            self.bounce_off_tile_edge(next.xy());
            self.position.z = next.z.max(self.surface(self.position.xy()).unwrap_or(0.0));
        }
    }

    /// The hurled token's kinetic energy, J, spin included.
    fn kinetic_energy(&self) -> f64 {
        let inertia = self
            .disc
            .inverse_inertia(axis_of(&self.attitude))
            .try_inverse()
            .unwrap_or_default();
        0.5 * self.kind.mass() * self.velocity.norm_squared()
            + 0.5 * self.spin.dot(&(inertia * self.spin))
    }

    /// Slows the token so its kinetic energy pays for raising it by `lift` m (model 2: a rim
    /// pressed into the surface within a step is lifted out).
    fn pay_for_lift(&mut self, lift: f64) {
        let energy = self.kinetic_energy();
        if lift <= 0.0 || energy <= 0.0 {
            return;
        }
        let cost = self.kind.mass() * self.params.gravity * lift;
        let keep = (1.0 - cost / energy).max(0.0).sqrt();
        self.velocity *= keep;
        self.spin *= keep;
    }

    /// Lays the tilted token flat on the surface, pivoting over the rim point at `offset` (m
    /// from its centre), keeping its horizontal velocity.
    fn fall_flat(&mut self, offset: Vector3<f64>) {
        let centre = self.position + Vector3::new(0.0, 0.0, self.disc.half_thickness);
        let rim = centre + offset;
        let inward = (centre - rim).xy().try_normalize(1e-12).unwrap_or_default();
        let flat = rim.xy() + inward * self.disc.radius;
        let surface = rim.z;
        self.position = Vector3::new(flat.x, flat.y, surface);
        self.attitude = UnitQuaternion::identity();
        self.spin = Vector3::zeros();
        self.velocity.z = 0.0;
        self.motion = if self.velocity == Vector3::zeros() {
            Motion::Resting
        } else {
            Motion::Sliding
        };
    }

    /// Model 4: the rim at `offset` (m from the centre) strikes the surface, followed through
    /// its impulse. Struck in the step before too, it is the same contact rolling on: plastic,
    /// no new bounce; so is a strike whose rebound would be slower than `settle_speed`.
    fn strike_rim(
        &mut self,
        axis: Vector3<f64>,
        offset: Vector3<f64>,
    ) -> (Vector3<f64>, Vector3<f64>) {
        let rolling_on = self.rim_struck.is_some_and(|step| step + 1 >= self.steps);
        self.rim_struck = Some(self.steps);
        let params = &self.params;
        let approach = -(self.velocity + self.spin.cross(&offset)).z;
        let e = if rolling_on || params.restitution_surface * approach < params.settle_speed {
            0.0
        } else {
            params.restitution_surface
        };
        strike_through(
            &self.disc,
            axis,
            (self.velocity, self.spin),
            offset,
            e,
            params.friction,
        )
    }

    /// A bounce on the surface with restitution and Coulomb friction during the impact.
    fn land(&mut self) {
        self.first_landing.get_or_insert(self.position.xy());
        let axis = axis_of(&self.attitude);
        if Disc::tilt(axis) > FLAT_TILT {
            // Model 2: it strikes with its rim, and tilts, spins and bounces on.
            let offset = self.disc.lowest_point(axis);
            let params = self.params;
            (self.velocity, self.spin) = if params.model >= 4 {
                self.strike_rim(axis, offset)
            } else {
                strike_surface(
                    &self.disc,
                    axis,
                    (self.velocity, self.spin),
                    offset,
                    params.restitution_surface,
                    params.friction,
                    params.settle_speed,
                )
            };
            if self.kinetic_energy() < 0.3 * self.disc.mass * params.gravity * self.disc.radius
                && (self.velocity + self.spin.cross(&offset)).z < params.settle_speed
            {
                // Too slow to stand up on its rim again: it drops onto its face, the rim
                // staying where it touched.
                self.fall_flat(offset);
            }
            return;
        }
        // Flat on its face: the face's spread contact stops any rocking.
        if self.params.model >= 2 {
            self.position.z += self.reach_below(&self.attitude);
            self.attitude = UnitQuaternion::identity();
            self.spin = Vector3::zeros();
        }
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
                let (radius, height) = follower_shape(&f.body, f.pose);
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
                if contact.from_above && self.params.model >= 2 {
                    return self.land_on_follower(index);
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
                let closing = (self.followers[index].velocity - self.velocity.xy()).dot(&normal);
                if closing <= 0.0 {
                    return false;
                }
                if self.params.model >= 2 {
                    self.strike_follower(index, normal, closing);
                    return true;
                }
                let state = &self.followers[index];
                let e = self.params.restitution_follower;
                if state.pose == Pose::Standing {
                    // A follower pivoting on its bottom edge answers a blow at height h with
                    // the effective mass I/h²: hit low, the table holds it; hit high, it turns.
                    let size = state.body.size();
                    let tipping =
                        Tipping::new(size, state.body.facing, -normal, self.params.gravity);
                    let height = (self.position.z + self.kind.thickness() / 2.0 - state.base)
                        .clamp(MIN_CONTACT_HEIGHT, size.height);
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

    /// Records the next frame, with the token at `token` (its position now if `None`).
    fn record_frame(&mut self, token: Option<Vector3<f64>>) {
        self.frames.push(Frame {
            time: self.frames.len() as f64 / FRAME_RATE,
            token: token.unwrap_or(self.position),
            followers: Vec::new(),
            sliding: self
                .followers
                .iter()
                .filter(|f| f.slid > 0.0 && f.fall.is_none())
                .map(|f| (f.body.id, f.centre))
                .collect(),
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
        let moved_followers = self
            .followers
            .iter()
            .filter(|f| self.params.model >= 2 && (f.slid > 0.0 || f.fall.is_some()))
            .map(|f| MovedFollower {
                id: f.body.id,
                position: f.centre,
                slid: f.slid,
            })
            .collect();
        Outcome {
            model_version: self.params.model,
            moved_followers,
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
            self.record_frame(None);
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
