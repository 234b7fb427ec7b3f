//! The token's flight seen from the side, for the practice screen's small picture: drag-free
//! ballistics from the catapult's release height to the table, with the physics' own gravity
//! and release height (`physics::Parameters`, 9.81 m/s² and 5 cm). The game's flight also has
//! air drag, so a real hurl lands a little shorter; the picture is a guide, not the hurl.

use crate::physics::Parameters;

/// How many points the side view has, release and landing included.
pub const ARC_POINTS: usize = 12;

/// The flight of a launch of `speed` (m/s) at `elevation_degrees` above the table: points
/// `[distance, height]` in metres, evenly spaced in time from the release to the landing on
/// the table. Empty for a speed or elevation that is not a finite number, or a speed ≤ 0.
pub fn side_view(speed: f64, elevation_degrees: f64) -> Vec<[f64; 2]> {
    if !(speed.is_finite() && elevation_degrees.is_finite() && speed > 0.0) {
        return Vec::new();
    }
    let Parameters {
        gravity,
        launch_height,
        ..
    } = Parameters::default();
    let elevation = elevation_degrees.to_radians();
    let (across, up) = (speed * elevation.cos(), speed * elevation.sin());
    // The later root of launch_height + up·t − g t²/2 = 0: when it comes down on the table.
    let landing = (up + (up * up + 2.0 * gravity * launch_height).sqrt()) / gravity;
    let steps = (ARC_POINTS - 1) as f64;
    (0..ARC_POINTS)
        .map(|step| {
            let t = landing * step as f64 / steps;
            let height = launch_height + up * t - gravity * t * t / 2.0;
            // Millimetres are all a picture needs, and they keep the JSON short.
            [millimetres(across * t), millimetres(height.max(0.0))]
        })
        .collect()
}

fn millimetres(metres: f64) -> f64 {
    (metres * 1000.0).round() / 1000.0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_throw_rises_from_the_catapult_and_comes_down_on_the_table() {
        let arc = side_view(3.0, 45.0);
        assert_eq!(arc.len(), ARC_POINTS);
        assert_eq!(arc[0], [0.0, Parameters::default().launch_height]);
        let [distance, height] = arc[ARC_POINTS - 1];
        assert_eq!(height, 0.0);
        // 3 m/s at 45° from 5 cm: v²/g = 0.917 m on the level, a little more from the spoon.
        assert!((0.95..1.0).contains(&distance), "{distance}");
        let apex = arc.iter().map(|point| point[1]).fold(0.0, f64::max);
        assert!((0.25..0.3).contains(&apex), "{apex}");
    }

    #[test]
    fn a_higher_arc_climbs_higher_and_nothing_flies_without_a_speed() {
        let top = |elevation: f64| {
            side_view(3.0, elevation)
                .iter()
                .map(|point| point[1])
                .fold(0.0, f64::max)
        };
        assert!(top(60.0) > top(45.0) && top(45.0) > top(30.0));
        assert!(side_view(0.0, 45.0).is_empty());
        assert!(side_view(f64::NAN, 45.0).is_empty());
    }
}
