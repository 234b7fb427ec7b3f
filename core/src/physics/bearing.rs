//! Where a point on the table lies as seen from a seat's catapult: the aim that points at it
//! and how far away it is. The launch, the bots and the players' aiming help all measure from
//! the same catapult.

use super::params::Parameters;
use super::scene::Scene;
use nalgebra::Vector2;

/// A point as seen from a catapult.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Bearing {
    /// The aim that points at it, radians from the seat's facing, counter-clockwise (to the
    /// thrower's left) positive, within ±π.
    pub aim: f64,
    /// Distance from the catapult, m.
    pub distance: f64,
}

/// Where seat `seat`'s catapult stands, m: `catapult_inset` in from the seat along its
/// facing. `None` for a seat the scene does not have.
pub fn catapult_position(scene: &Scene, seat: usize, params: &Parameters) -> Option<Vector2<f64>> {
    let seat = scene.seats.get(seat)?;
    let facing = Vector2::new(libm::cos(seat.facing), libm::sin(seat.facing));
    Some(seat.position + facing * params.catapult_inset)
}

/// The bearing of `point` (m, on the table) from seat `seat`'s catapult. `None` for a seat the
/// scene does not have.
pub fn bearing(
    scene: &Scene,
    seat: usize,
    point: Vector2<f64>,
    params: &Parameters,
) -> Option<Bearing> {
    let start = catapult_position(scene, seat, params)?;
    let facing = scene.seats[seat].facing;
    let to = point - start;
    let mut aim = libm::atan2(to.y, to.x) - facing;
    let turn = 2.0 * std::f64::consts::PI;
    while aim > std::f64::consts::PI {
        aim -= turn;
    }
    while aim < -std::f64::consts::PI {
        aim += turn;
    }
    Some(Bearing {
        aim,
        distance: to.norm(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::physics::{DEFAULT_TABLE, seats_around};

    fn table() -> Scene {
        let size = Vector2::new(DEFAULT_TABLE[0], DEFAULT_TABLE[1]);
        Scene {
            table: size,
            board_origin: Vector2::zeros(),
            tiles: Vec::new(),
            followers: Vec::new(),
            tokens: Vec::new(),
            seats: seats_around(size, 2),
        }
    }

    #[test]
    fn the_table_centre_is_straight_ahead_of_every_seat() {
        let scene = table();
        let params = Parameters::default();
        for seat in 0..2 {
            let centre = bearing(&scene, seat, Vector2::zeros(), &params).unwrap();
            assert!(centre.aim.abs() < 1e-12, "seat {seat}: {centre:?}");
            let catapult = catapult_position(&scene, seat, &params).unwrap();
            assert!((centre.distance - catapult.norm()).abs() < 1e-12);
        }
    }

    #[test]
    fn a_point_to_the_throwers_left_has_a_positive_aim() {
        let scene = table();
        let params = Parameters::default();
        let seat = scene.seats[0];
        let facing = Vector2::new(seat.facing.cos(), seat.facing.sin());
        let left = Vector2::new(-facing.y, facing.x);
        let catapult = catapult_position(&scene, 0, &params).unwrap();
        let point = catapult + facing * 0.3 + left * 0.3;
        let seen = bearing(&scene, 0, point, &params).unwrap();
        assert!((seen.aim.to_degrees() - 45.0).abs() < 1e-9, "{seen:?}");
        assert!((seen.distance - 0.3 * 2f64.sqrt()).abs() < 1e-12);
        assert_eq!(bearing(&scene, 5, point, &params), None);
    }
}
