//! A practice flick's flight drawn as text: the side view of the core's arc, the table as a
//! line of `=`, and the landing distance, at most 60 columns by 10 rows.

/// Columns for the flight, from the catapult to the landing.
const WIDTH: usize = 48;
/// Rows above the table.
const HEIGHT: usize = 8;

/// The arc (`[distance, height]` points, m, release to landing) as lines of text; none for an
/// arc of fewer than two points or no distance.
pub fn arc_lines(arc: &[[f64; 2]]) -> Vec<String> {
    let Some(&[reach, _]) = arc.last() else {
        return Vec::new();
    };
    let top = arc.iter().map(|point| point[1]).fold(0.0, f64::max);
    if arc.len() < 2 || !(reach > 0.0 && top > 0.0) {
        return Vec::new();
    }
    // Each column's row above the table: 0 just above it, HEIGHT - 1 at the apex.
    let levels: Vec<usize> = (0..=WIDTH)
        .map(|column| {
            let height = height_at(arc, reach * column as f64 / WIDTH as f64);
            (((height / top) * (HEIGHT - 1) as f64).round() as usize).min(HEIGHT - 1)
        })
        .collect();
    let mut lines: Vec<String> = (0..HEIGHT)
        .rev()
        .map(|row| {
            let line: String = levels
                .iter()
                .map(|level| if *level == row { '*' } else { ' ' })
                .collect();
            line.trim_end().to_owned()
        })
        .collect();
    lines.push(format!("{} {reach:.2} m", "=".repeat(WIDTH + 1)));
    lines
}

/// The arc's height at `distance`, m, between the two points around it.
fn height_at(arc: &[[f64; 2]], distance: f64) -> f64 {
    arc.windows(2)
        .find(|pair| distance <= pair[1][0])
        .map_or(0.0, |pair| {
            let [[x0, y0], [x1, y1]] = [pair[0], pair[1]];
            let share = if x1 > x0 {
                (distance - x0) / (x1 - x0)
            } else {
                0.0
            };
            y0 + (y1 - y0) * share
        })
}

#[cfg(test)]
mod tests {
    use super::*;
    use catapult_core::flick::side_view;

    #[test]
    fn a_middle_arc_rises_and_falls_within_sixty_columns_and_ten_rows() {
        let lines = arc_lines(&side_view(3.2, 45.0));
        assert!(lines.len() <= 10, "{lines:#?}");
        assert!(
            lines.iter().all(|line| line.chars().count() <= 60),
            "{lines:#?}"
        );
        assert!(
            lines[0].contains('*'),
            "the apex on the top row: {lines:#?}"
        );
        assert!(lines.last().unwrap().starts_with("====="));
        assert!(lines.last().unwrap().ends_with(" m"));
        // It starts above the table at the catapult and lands at the far end.
        let bottom = &lines[lines.len() - 2];
        assert!(bottom.ends_with('*'), "{lines:#?}");
    }

    #[test]
    fn no_launch_draws_nothing() {
        assert!(arc_lines(&[]).is_empty());
        assert!(arc_lines(&[[0.0, 0.05]]).is_empty());
    }
}
