//! How the hurled token meets followers, and followers meet each other: blows from the side,
//! landings on a head or back, slides and falls (chain reactions).

use super::{FLAT_BACK, Fall, MAX_SLOPE, MIN_CONTACT_HEIGHT, Simulation};
use crate::physics::contact::{Tipping, collision_impulse, sweep_reaches, swept_hit};
use crate::physics::fall::time_to_tilt;
use crate::physics::outcome::ChainTouch;
use crate::physics::scene::{Pose, follower_shape};
use crate::physics::strike::{Blow, response, strike};
use nalgebra::{Vector2, Vector3};

impl Simulation<'_> {
    /// A token come to rest on a follower's head or back cannot stay there: a meeple's top is
    /// round and a farmer's back is a few millimetres wide. It slips off sideways (placed just
    /// clear of the body, no speed added, so no energy is created) and drops.
    pub(super) fn slip_off(&mut self, index: usize) {
        let state = &self.followers[index];
        let (radius, _) = follower_shape(&state.body, state.pose);
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
    pub(super) fn topple(
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
            let size = *self.followers[faller].body.size();
            {
                let state = &mut self.followers[faller];
                // Falling, it stops sliding: its side meets the table.
                state.velocity = Vector2::zeros();
                state.pose = Pose::Lying;
                state.centre = pivot + direction * (size.height / 2.0);
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
            let half_width = size.reach(self.followers[faller].body.facing, across);
            let mut reached: Vec<(f64, usize)> = self
                .followers
                .iter()
                .enumerate()
                // Followers already down (earlier in this chain) were touched when they fell.
                .filter(|(other, state)| *other != faller && state.fall.is_none())
                .filter_map(|(other, state)| {
                    let (radius, _) = follower_shape(&state.body, state.pose);
                    sweep_reaches(
                        pivot,
                        direction,
                        half_width,
                        size.height,
                        state.centre,
                        radius,
                    )
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
                let angle = libm::asin((distance / size.height).min(1.0));
                let spin = tipping.spin_at(omega, angle);
                let speed = spin * size.height * libm::cos(angle);
                let rotational_mass = tipping.inertia / (size.height * size.height);
                let impulse = collision_impulse(
                    rotational_mass,
                    state.body.size().mass,
                    speed,
                    self.params.restitution_follower,
                );
                let height = size.height * libm::cos(angle);
                let queued = queue.iter().any(|entry| entry.0 == other);
                let when = start + time_to_tilt(&tipping, omega, angle);
                if self.params.model >= 2 {
                    // The same rule as a token's blow: it may slide, fall, or both.
                    let blow = Blow {
                        push: direction,
                        height: height.max(MIN_CONTACT_HEIGHT),
                        striker_mass: rotational_mass,
                        closing: speed,
                    };
                    let struck = strike(&state.body, blow, &self.params);
                    match struck.falls {
                        Some(falls) if !queued => {
                            queue.push((other, falls, struck.tipping, struck.spin, when));
                        }
                        _ => self.followers[other].velocity += direction * struck.slide_speed,
                    }
                    continue;
                }
                let hit = Tipping::new(
                    state.body.size(),
                    state.body.facing,
                    direction,
                    self.params.gravity,
                );
                let their_spin = hit.spin(impulse, height);
                if !queued && hit.topples(their_spin) {
                    queue.push((other, direction, hit, their_spin, when));
                }
            }
        }
    }

    /// Model 2: the token strikes follower `index` side-on, closing at `closing` (m/s) along
    /// `-normal`. A standing one slides, falls or both (docs/PHYSICS.md, "A struck
    /// follower"); a lying one slides; a fallen one is a wall.
    pub(super) fn strike_follower(&mut self, index: usize, normal: Vector2<f64>, closing: f64) {
        let m = self.kind.mass();
        let state = &self.followers[index];
        let push = -normal;
        let e = self.params.restitution_follower;
        let size = state.body.size();
        let (impulse, slide, falls) = if state.fall.is_some() {
            ((1.0 + e) * closing * m, 0.0, None)
        } else if state.pose == Pose::Standing {
            let height = (self.position.z + self.kind.thickness() / 2.0 - state.base)
                .clamp(MIN_CONTACT_HEIGHT, size.height);
            let blow = Blow {
                push,
                height,
                striker_mass: m,
                closing,
            };
            let struck = strike(&state.body, blow, &self.params);
            let falls = struck.falls.map(|d| (d, struck.tipping, struck.spin));
            (struck.impulse, struck.slide_speed, falls)
        } else {
            let impulse = collision_impulse(m, size.mass, closing, e);
            (impulse, impulse / size.mass, None)
        };
        let bounce = normal * (impulse / m);
        self.velocity += Vector3::new(bounce.x, bounce.y, 0.0);
        self.followers[index].velocity += push * slide;
        if let Some((direction, tipping, spin)) = falls {
            self.topple(index, direction, tipping, spin, self.time);
        }
    }

    /// Model 2: the token comes down on follower `index`'s head or back. The contact normal
    /// leans with the slope under the token, so the token is deflected (no trampoline), and
    /// the follower takes the horizontal part of the blow, held back by the friction of being
    /// pressed into the table: it may slide or fall.
    pub(super) fn land_on_follower(&mut self, index: usize) -> bool {
        let state = &self.followers[index];
        let (radius, height) = follower_shape(&state.body, state.pose);
        let mass = state.body.size().mass;
        let offset = self.position.xy() - state.centre;
        let reach = radius + self.radius;
        let flat = if state.pose == Pose::Lying {
            radius * FLAT_BACK
        } else {
            0.0
        };
        let out = offset
            .try_normalize(1e-12)
            .or_else(|| self.velocity.xy().try_normalize(1e-12))
            .unwrap_or_else(|| Vector2::new(1.0, 0.0));
        let slope = MAX_SLOPE * ((offset.norm() - flat) / (reach - flat)).clamp(0.0, 1.0);
        let (sin, cos) = (libm::sin(slope), libm::cos(slope));
        let normal = Vector3::new(out.x * sin, out.y * sin, cos);
        let relative = self.velocity - Vector3::new(state.velocity.x, state.velocity.y, 0.0);
        let closing = -relative.dot(&normal);
        if closing <= 0.0 {
            return false;
        }
        let m = self.kind.mass();
        let free = state.fall.is_none();
        let standing = (free && state.pose == Pose::Standing)
            .then(|| response(&state.body, -out, height, &self.params));
        // How readily the follower gives way sideways at its top, 1/kg.
        let give = match standing {
            Some(answer) => answer.give,
            None if free => 1.0 / mass,
            None => 0.0,
        };
        let impulse =
            (1.0 + self.params.restitution_follower) * closing / (1.0 / m + give * sin * sin);
        // Friction along the contact takes at most μ of the normal impulse from the token's
        // sliding over the top.
        let tangential = relative - normal * relative.dot(&normal);
        let sliding = tangential.norm();
        let mut change = normal * (impulse / m);
        if sliding > 0.0 {
            let slowed = (self.params.friction * impulse / m).min(sliding);
            change -= tangential * (slowed / sliding);
        }
        self.velocity += change;
        let (push, held) = (impulse * sin, self.params.friction * impulse * cos);
        match standing {
            Some(answer) => {
                let struck = answer.answer(push, held);
                self.followers[index].velocity -= out * struck.slide_speed;
                if let Some(direction) = struck.falls {
                    self.topple(index, direction, struck.tipping, struck.spin, self.time);
                }
            }
            None if free => {
                self.followers[index].velocity -= out * ((push - held).max(0.0) / mass);
            }
            None => {}
        }
        if self.velocity.z < self.params.settle_speed {
            self.slip_off(index);
        }
        true
    }

    /// Model 2: sliding followers slow under friction; one that meets another follower
    /// strikes it by the same rule as a token (at mid-height: their faces meet over their
    /// whole height), so slides make chains too. A follower stops at the table's edge.
    pub(super) fn slide_followers(&mut self, dt: f64) {
        let deceleration = self.params.friction * self.params.gravity;
        for index in 0..self.followers.len() {
            let state = &self.followers[index];
            let speed = state.velocity.norm();
            if speed == 0.0 {
                continue;
            }
            if speed <= deceleration * dt {
                self.followers[index].velocity = Vector2::zeros();
                continue;
            }
            let velocity = state.velocity * ((speed - deceleration * dt) / speed);
            let (from, to) = (state.centre, state.centre + velocity * dt);
            let (radius, _) = follower_shape(&state.body, state.pose);
            let met = self
                .followers
                .iter()
                .enumerate()
                .filter(|(other, _)| *other != index)
                .filter_map(|(other, f)| {
                    let (their_radius, _) = follower_shape(&f.body, f.pose);
                    swept_hit(from, to, f.centre, radius + their_radius).map(|t| (t, other))
                })
                .min_by(|a, b| a.0.total_cmp(&b.0).then(a.1.cmp(&b.1)));
            let fraction = met.map_or(1.0, |(t, _)| t);
            let at = from.lerp(&to, fraction);
            let state = &mut self.followers[index];
            state.slid += (at - from).norm();
            state.velocity = velocity;
            if self.scene.on_table(at) {
                state.centre = at;
            } else {
                state.velocity = Vector2::zeros();
            }
            if let Some((_, other)) = met {
                self.followers_meet(index, other);
            }
        }
    }

    /// Model 2: sliding follower `index` meets follower `other`.
    pub(super) fn followers_meet(&mut self, index: usize, other: usize) {
        let (mover, met) = (&self.followers[index], &self.followers[other]);
        let Some(push) = (met.centre - mover.centre).try_normalize(1e-12) else {
            return;
        };
        let closing = (mover.velocity - met.velocity).dot(&push);
        if closing <= 0.0 {
            return;
        }
        let (id, by) = (met.body.id, mover.body.id);
        if !self.touched_by_followers.iter().any(|t| t.follower == id) {
            self.touched_by_followers
                .push(ChainTouch { follower: id, by });
        }
        let e = self.params.restitution_follower;
        let (m, their_mass) = (mover.body.size().mass, met.body.size().mass);
        if met.fall.is_some() {
            // Fallen, it lies against the table like a wall.
            self.followers[index].velocity -= push * ((1.0 + e) * closing);
            return;
        }
        if met.pose == Pose::Lying {
            let impulse = collision_impulse(m, their_mass, closing, e);
            self.followers[index].velocity -= push * (impulse / m);
            self.followers[other].velocity += push * (impulse / their_mass);
            return;
        }
        // Their faces meet over the height they share; the blow acts at its middle.
        let shared = mover.body.size().height.min(met.body.size().height);
        let blow = Blow {
            push,
            height: shared / 2.0,
            striker_mass: m,
            closing,
        };
        let struck = strike(&met.body, blow, &self.params);
        self.followers[index].velocity -= push * (struck.impulse / m);
        self.followers[other].velocity += push * struck.slide_speed;
        if let Some(direction) = struck.falls {
            self.topple(other, direction, struck.tipping, struck.spin, self.time);
        }
    }
}
