//! The catapult round in words and characters: reading typed answers,
//! bearings from a seat, flight frames, the catch track and a top view of the table.

use crate::style::Style;
use catapult_core::board::Pos;
use catapult_core::physics::{self, Frame, Outcome, Parameters, RestPlace, Scene, TokenKind};
use catapult_core::rules::explain::token_name;
use catapult_core::rules::{Game, HurlRecord, Throw};
use catapult_core::words::{bearing_words, distance_words};
use nalgebra::Vector2;

/// Reads a token from a number 1-4 or its name (any unambiguous start: `k`, `seduc`, …).
pub fn parse_token_choice(answer: &str) -> Option<TokenKind> {
    if let Ok(number) = answer.parse::<usize>() {
        return number
            .checked_sub(1)
            .and_then(|index| TokenKind::ALL.get(index))
            .copied();
    }
    let typed: String = answer
        .to_lowercase()
        .chars()
        .filter(char::is_ascii_alphabetic)
        .collect();
    if typed.is_empty() {
        return None;
    }
    TokenKind::ALL.into_iter().find(|token| {
        let name: String = token_name(*token)
            .chars()
            .filter(char::is_ascii_alphabetic)
            .collect();
        name.starts_with(&typed)
    })
}

/// One of the three numbers of a throw, with its prompt, default and range.
pub struct Field {
    /// Shown in the prompt.
    pub prompt: &'static str,
    /// What it is called in messages.
    pub name: &'static str,
    /// Taken on an empty line.
    pub default: f64,
    /// Smallest value allowed (inclusive unless `above` is set).
    pub low: f64,
    /// Whether the value must be strictly above `low`.
    pub above: bool,
    /// Largest value allowed.
    pub high: f64,
    /// The unit, for messages.
    pub unit: &'static str,
    /// An example, for messages.
    pub example: &'static str,
}

pub const AIM: Field = Field {
    prompt: "Aim in degrees (0 = at the table's centre, + left, - right)",
    name: "The aim",
    default: 0.0,
    low: -90.0,
    above: false,
    high: 90.0,
    unit: "degrees",
    example: "-10 aims a little to the right, 15 to the left",
};

pub const ELEVATION: Field = Field {
    prompt: "Elevation in degrees (30-60 is typical)",
    name: "The elevation",
    default: 45.0,
    low: 0.0,
    above: false,
    high: 85.0,
    unit: "degrees",
    example: "45 flies furthest, 30 is flat, 60 is steep",
};

pub const POWER: Field = Field {
    prompt: "Power: speed in m/s (about 1-5, at most 10)",
    name: "The power",
    default: 2.2,
    low: 0.0,
    above: true,
    high: 10.0,
    unit: "m/s",
    example: "2.2 reaches about the middle of the table",
};

pub const FIELDS: [Field; 3] = [AIM, ELEVATION, POWER];

impl Field {
    pub fn check(&self, value: f64) -> Result<f64, String> {
        let low_ok = if self.above {
            value > self.low
        } else {
            value >= self.low
        };
        if value.is_finite() && low_ok && value <= self.high {
            return Ok(value);
        }
        let range = if self.above {
            format!("above {} and at most {} {}", self.low, self.high, self.unit)
        } else {
            format!("between {} and {} {}", self.low, self.high, self.unit)
        };
        Err(format!(
            "{} must be {range}; you typed {value}. For example: {}.",
            self.name, self.example
        ))
    }
}

/// Reads the numbers typed at a throw prompt: spaces separate them, a decimal comma is read as a
/// point, and a unit (`°`, `deg`, `m/s`) may follow.
pub fn parse_numbers(line: &str) -> Result<Vec<f64>, String> {
    line.split_whitespace()
        .filter(|word| !matches!(*word, "°" | "deg" | "degrees" | "m/s"))
        .map(|word| {
            let number = word
                .trim_end_matches("m/s")
                .trim_end_matches("degrees")
                .trim_end_matches("deg")
                .trim_end_matches('°')
                .replace(',', ".");
            let number = number.trim_end_matches('.');
            number
                .parse::<f64>()
                .ok()
                .filter(|value| value.is_finite())
                .ok_or_else(|| format!("'{word}' is not a number"))
        })
        .collect()
}

/// Reads a catch answer: `Ok(None)` for an empty line (the real-time flight), `Ok(Some(None))`
/// for no attempt, `Ok(Some(Some(ms)))` for a typed time.
pub fn parse_catch(answer: &str) -> Result<Option<Option<u32>>, String> {
    let lower = answer.trim().to_lowercase();
    if lower.is_empty() {
        return Ok(None);
    }
    if matches!(lower.as_str(), "n" | "no" | "-" | "none" | "skip") {
        return Ok(Some(None));
    }
    let digits = lower.trim_end_matches("ms").trim();
    digits.parse::<u32>().map(|ms| Some(Some(ms))).map_err(|_| {
        format!("'{answer}' is not a time: Enter to watch and grab, ms like 420, or n")
    })
}

/// A follower on the board as a sentence part: owner, role and tile.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FollowerInfo {
    /// The owner's seat.
    pub owner: usize,
    /// Thief, knight, monk or farmer.
    pub role: &'static str,
    /// The tile it stands on.
    pub pos: Pos,
}

/// Who owns follower `id`, in which role, on which tile.
pub fn follower_info(game: &Game, id: u32) -> Option<FollowerInfo> {
    let follower = game.followers().iter().find(|f| f.id == id)?;
    let (placed, _) = game.board().segment_of(follower.node);
    Some(FollowerInfo {
        owner: follower.player as usize,
        role: game.board().kind_of(follower.node).role(),
        pos: placed.pos,
    })
}

/// Where a point lies as seen from a seat's catapult: degrees to the left (+) or right (-) of
/// straight ahead (the table's centre), and the distance, m.
pub fn bearing(scene: &Scene, seat: usize, point: Vector2<f64>) -> (f64, f64) {
    physics::bearing(scene, seat, point, &Parameters::default())
        .map_or((0.0, 0.0), |seen| (seen.aim.to_degrees(), seen.distance))
}

/// Where `point` lies from `seat`'s catapult, in words ("12° to the left (aim 12), 48 cm
/// away").
pub fn bearing_to(scene: &Scene, seat: usize, point: Vector2<f64>) -> String {
    let (degrees, distance) = bearing(scene, seat, point);
    bearing_words(degrees, distance)
}

/// The table edge a seat sits at, and where that is on the board drawing.
pub fn edge_name(scene: &Scene, seat: usize) -> &'static str {
    let Some(seat) = scene.seats.get(seat) else {
        return "the table";
    };
    let p = seat.position;
    let across = p.x.abs() / (scene.table.x / 2.0);
    let along = p.y.abs() / (scene.table.y / 2.0);
    if along >= across {
        if p.y < 0.0 {
            "the south edge (the bottom of the board drawing)"
        } else {
            "the north edge (the top of the board drawing)"
        }
    } else if p.x < 0.0 {
        "the west edge (the left of the board drawing)"
    } else {
        "the east edge (the right of the board drawing)"
    }
}

/// The throw in words as players read it, to a tenth at most: "aim -5.8°, elevation 44°,
/// 2.2 m/s" (a bot's throw is stored to the thousandth).
pub fn throw_words(throw: Throw) -> String {
    let number = |thousandths: i32| {
        let text = format!("{:.1}", f64::from(thousandths) / 1000.0);
        let text = text.trim_end_matches('0').trim_end_matches('.');
        if text == "-0" {
            "0".to_owned()
        } else {
            text.to_owned()
        }
    };
    format!(
        "aim {}°, elevation {}°, {} m/s",
        number(throw.aim_millideg),
        number(throw.elevation_millideg),
        number(throw.speed_mm_per_s)
    )
}

/// The frames worth a line: every `stride`-th (further apart if that would take more than about
/// 24 lines) until the token has stopped, and the frame where it stops.
pub fn shown_frames(outcome: &Outcome, stride: usize) -> Vec<&Frame> {
    let frames = &outcome.frames;
    let rest = outcome.rest_position;
    // The first frame from which the token no longer moves.
    let still = frames
        .iter()
        .position(|frame| (frame.token - rest).norm() < 1e-4)
        .unwrap_or(frames.len().saturating_sub(1));
    let moving = still + 1;
    let stride = stride.max(moving.div_ceil(24)).max(1);
    let mut shown: Vec<&Frame> = frames.iter().take(moving).step_by(stride).collect();
    if let Some(last) = frames.get(still.min(frames.len().saturating_sub(1)))
        && shown.last().is_none_or(|frame| frame.time < last.time)
    {
        shown.push(last);
    }
    shown
}

/// The token's horizontal distance from where it was released, m.
fn travelled(frames: &[Frame], frame: &Frame) -> f64 {
    frames
        .first()
        .map_or(0.0, |first| (frame.token.xy() - first.token.xy()).norm())
}

/// One line of the flight: time, distance from the catapult, height, and a `*` as far out as the
/// token is (one column per 2.5 cm).
pub fn flight_line(frames: &[Frame], frame: &Frame) -> String {
    let out = travelled(frames, frame);
    let column = ((out / 0.025).round() as usize).min(60);
    format!(
        "  {:>5.2} s  {:>5.2} m  {:>5.1} cm  {}*",
        frame.time,
        out,
        frame.token.z * 100.0,
        " ".repeat(column)
    )
}

/// A catch flight as a track from the hurler (left) to the catcher (right), with the ruler
/// line half way: `1 [------|--*------] 2`.
pub fn catch_track(scene: &Scene, hurler: usize, catcher: usize, frame: &Frame) -> String {
    const WIDTH: usize = 31;
    let (Some(from), Some(to)) = (scene.seats.get(hurler), scene.seats.get(catcher)) else {
        return String::new();
    };
    let along = to.position - from.position;
    let share = (frame.token.xy() - from.position).dot(&along) / along.norm_squared();
    let mut track: Vec<char> = vec!['-'; WIDTH];
    track[WIDTH / 2] = '|';
    let at = (share * (WIDTH - 1) as f64).round();
    if (0.0..=(WIDTH - 1) as f64).contains(&at) {
        track[at as usize] = '*';
    }
    let track: String = track.into_iter().collect();
    let beyond = if share > 1.0 { "*" } else { " " };
    let short = if share < 0.0 { "*" } else { " " };
    let gap = (frame.token.xy() - to.position).norm();
    format!(
        "  {:>5.2} s  {}{short}[{track}]{beyond}{}  {:>4.1} cm up, {} to go",
        frame.time,
        hurler + 1,
        catcher + 1,
        frame.token.z * 100.0,
        distance_words(gap)
    )
}

/// A top view of the part of the table that matters (the tiles, a tile and a half to spare
/// round them), two characters and one line a tile, at most
/// `max_width` characters and `max_rows` lines inside the border (coarser only if it must be):
/// seats on the border, towards where they sit (their number), tiles `·`, the fair tile `F`,
/// followers (their owner's number, `owners` maps follower ids to seats), earlier tokens `o`,
/// the flight `*` and where the token stopped `X` (on the edge if it lies beyond).
pub fn sketch(
    style: Style,
    scene: &Scene,
    owners: &[(u32, usize)],
    fair: Option<Pos>,
    outcome: &Outcome,
    (max_width, max_rows): (usize, usize),
) -> Vec<String> {
    let tile = catapult_core::physics::pieces::tile::SIZE;
    let half_tile = tile / 2.0;
    let (half_x, half_y) = (scene.table.x / 2.0, scene.table.y / 2.0);
    // The region: round the tiles (what lies further out is of no use to the rules), on the
    // table.
    let points: Vec<Vector2<f64>> = scene
        .tiles
        .iter()
        .map(|cell| scene.cell_centre(*cell))
        .collect();
    let spare = half_tile + tile;
    let (mut low, mut high) = (
        Vector2::new(-half_tile, -half_tile),
        Vector2::new(half_tile, half_tile),
    );
    if let Some(first) = points.first() {
        (low, high) = (*first, *first);
        for p in &points {
            low = low.inf(p);
            high = high.sup(p);
        }
        low -= Vector2::new(spare, spare);
        high += Vector2::new(spare, spare);
    }
    // On the tile grid, so each tile takes whole characters; within the table.
    let edge = scene.board_origin - Vector2::new(half_tile, half_tile);
    let snap =
        |v: f64, origin: f64, round: fn(f64) -> f64| origin + round((v - origin) / tile) * tile;
    let low = Vector2::new(
        snap(low.x.max(-half_x), edge.x, f64::floor),
        snap(low.y.max(-half_y), edge.y, f64::floor),
    );
    let high = Vector2::new(
        snap(high.x.min(half_x), edge.x, f64::ceil),
        snap(high.y.min(half_y), edge.y, f64::ceil),
    );
    let span = (high - low).sup(&Vector2::new(tile, tile));
    // Two columns and one line a tile; a whole number of tiles to a line or a column pair on
    // a board too big for the room.
    let shrink =
        |span: f64, room: usize, unit: f64| (span / (room.max(4) as f64 * unit)).ceil().max(1.0);
    let per_column = tile / 2.0 * shrink(span.x, max_width, tile / 2.0);
    let per_row = tile * shrink(span.y, max_rows, tile);
    let width = ((span.x / per_column).ceil() as usize).max(1);
    let height = ((span.y / per_row).ceil() as usize).max(1);
    let column = |x: f64| ((x - low.x) / per_column).floor() as i64;
    let row = |y: f64| ((low.y + span.y - y) / per_row).floor() as i64;
    let inside = |c: i64, r: i64| (0..width as i64).contains(&c) && (0..height as i64).contains(&r);
    let mut grid: Vec<Vec<String>> = vec![vec![" ".to_string(); width]; height];
    let mut put = |c: i64, r: i64, text: String| {
        if inside(c, r) {
            grid[r as usize][c as usize] = text;
        }
    };
    for cell in &scene.tiles {
        let centre = scene.cell_centre(*cell);
        let is_fair = fair.is_some_and(|pos| [pos.x, pos.y] == *cell);
        let mark = if is_fair { "F" } else { "·" };
        for c in column(centre.x - half_tile + 1e-6)..=column(centre.x + half_tile - 1e-6) {
            for r in row(centre.y + half_tile - 1e-6)..=row(centre.y - half_tile + 1e-6) {
                put(c, r, style.dim(mark));
            }
        }
    }
    for follower in &scene.followers {
        let mark = match owners.iter().find(|(id, _)| *id == follower.id) {
            Some((_, owner)) => style.follower(*owner, &(owner + 1).to_string()),
            None => "f".to_string(),
        };
        put(column(follower.position.x), row(follower.position.y), mark);
    }
    for token in &scene.tokens {
        put(
            column(token.position.x),
            row(token.position.y),
            "o".to_string(),
        );
    }
    for frame in outcome.frames.iter().step_by(2) {
        put(column(frame.token.x), row(frame.token.y), style.bold("*"));
    }
    if outcome.rest != RestPlace::OffTable {
        // Beyond the part shown, the X sits on its edge, towards where the token lies.
        let (c, r) = (
            column(outcome.rest_position.x),
            row(outcome.rest_position.y),
        );
        put(
            c.clamp(0, width as i64 - 1),
            r.clamp(0, height as i64 - 1),
            style.bold("X"),
        );
    }
    // The border, with the seats' numbers where they sit.
    let mut border_top: Vec<String> = vec!["-".to_string(); width + 2];
    let mut border_bottom = border_top.clone();
    let mut left: Vec<String> = vec!["|".to_string(); height];
    let mut right = left.clone();
    for (index, seat) in scene.seats.iter().enumerate() {
        let mark = style.player(index, &(index + 1).to_string());
        let (c, r) = (column(seat.position.x), row(seat.position.y));
        let c = c.clamp(0, width as i64 - 1) as usize;
        let r = r.clamp(0, height as i64 - 1) as usize;
        let edge = edge_name(scene, index);
        if edge.starts_with("the south") {
            border_bottom[c + 1] = mark;
        } else if edge.starts_with("the north") {
            border_top[c + 1] = mark;
        } else if edge.starts_with("the west") {
            left[r] = mark;
        } else {
            right[r] = mark;
        }
    }
    let mut lines = Vec::with_capacity(height + 2);
    lines.push(format!("  {}", border_top.concat()));
    for (r, cells) in grid.into_iter().enumerate() {
        lines.push(format!("  {}{}{}", left[r], cells.concat(), right[r]));
    }
    lines.push(format!("  {}", border_bottom.concat()));
    lines
}

/// The seat a hurl's catcher sits at: the next one round the table.
pub fn catcher_of(record: &HurlRecord, scene: &Scene) -> usize {
    catapult_core::rules::catcher_of(record.seat, scene.seats.len())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_are_chosen_by_number_or_name() {
        assert_eq!(parse_token_choice("1"), Some(TokenKind::KnockOut));
        assert_eq!(parse_token_choice("4"), Some(TokenKind::Catch));
        assert_eq!(parse_token_choice("5"), None);
        assert_eq!(parse_token_choice("0"), None);
        assert_eq!(parse_token_choice("Knock-out"), Some(TokenKind::KnockOut));
        assert_eq!(parse_token_choice("seduc"), Some(TokenKind::Seduction));
        assert_eq!(parse_token_choice("t"), Some(TokenKind::Target));
        assert_eq!(parse_token_choice("hello"), None);
        assert_eq!(parse_token_choice(""), None);
    }

    #[test]
    fn numbers_read_with_units_and_decimal_commas() {
        assert_eq!(parse_numbers("5 45 2.2"), Ok(vec![5.0, 45.0, 2.2]));
        assert_eq!(
            parse_numbers("-10° 40deg 2,5m/s"),
            Ok(vec![-10.0, 40.0, 2.5])
        );
        assert_eq!(parse_numbers("5, 45, 2.2"), Ok(vec![5.0, 45.0, 2.2]));
        assert_eq!(parse_numbers("30 °"), Ok(vec![30.0]));
        assert!(parse_numbers("abc").is_err_and(|e| e.contains("'abc' is not a number")));
        assert!(parse_numbers("nan").is_err());
        assert!(
            AIM.check(-91.0)
                .is_err_and(|e| e.contains("between -90 and 90"))
        );
        assert!(POWER.check(0.0).is_err_and(|e| e.contains("above 0")));
        assert_eq!(ELEVATION.check(85.0), Ok(85.0));
    }

    #[test]
    fn catch_answers_are_enter_a_time_or_no() {
        assert_eq!(parse_catch(""), Ok(None));
        assert_eq!(parse_catch("n"), Ok(Some(None)));
        assert_eq!(parse_catch("420"), Ok(Some(Some(420))));
        assert_eq!(parse_catch("420 ms"), Ok(Some(Some(420))));
        assert!(parse_catch("soon").is_err());
    }

    #[test]
    fn bearings_are_seen_from_the_seat() {
        let scene = Scene::empty(4);
        // Seat 1 sits at the south edge's middle, facing north: the centre is straight ahead.
        let (angle, distance) = bearing(&scene, 0, Vector2::zeros());
        assert!(angle.abs() < 1e-9);
        assert!((distance - 0.44).abs() < 1e-9);
        // East of the centre is to the right of someone facing north.
        let (angle, _) = bearing(&scene, 0, Vector2::new(0.44, 0.0));
        assert!((angle + 45.0).abs() < 1e-9, "{angle}");
        assert_eq!(bearing_words(0.2, 0.44), "straight ahead, 44 cm away");
        assert_eq!(
            bearing_words(-45.0, 1.2),
            "45° to the right (aim -45), 1.20 m away"
        );
        assert!(edge_name(&scene, 0).starts_with("the south edge"));
    }

    /// What `throw` of `token` from seat 1 does on `scene`, frames included.
    fn hurled(scene: &Scene, throw: Throw, token: TokenKind) -> Outcome {
        let options = catapult_core::physics::Options {
            frames: true,
            lines: Vec::new(),
        };
        let launch = throw.launch(0, token);
        catapult_core::physics::simulate(scene, &launch, &Parameters::default(), &options).unwrap()
    }

    #[test]
    fn the_top_view_gives_each_tile_two_characters_and_a_line() {
        // A cross of tiles, 7 across and 7 down, and a knock-out token thrown into it.
        let scene = Scene::demo();
        let outcome = hurled(&scene, Throw::new(-5.0, 45.0, 2.1), TokenKind::KnockOut);
        let picture = sketch(Style::plain(), &scene, &[], None, &outcome, (74, 20));
        let tile_lines: Vec<&String> = picture.iter().filter(|row| row.contains('·')).collect();
        assert_eq!(tile_lines.len(), 7, "{picture:#?}");
        let across = tile_lines
            .iter()
            .map(|row| {
                row.chars()
                    .filter(|c| !" |-*Xo".contains(*c) && !c.is_ascii_digit())
                    .count()
            })
            .max()
            .unwrap();
        // The row of seven tiles, two characters each (followers and the flight cover some).
        assert!((10..=14).contains(&across), "{across}: {picture:#?}");
        assert!(picture.iter().any(|row| row.contains('X')), "{picture:#?}");
        assert!(picture.len() <= 22, "{}", picture.len());
    }

    #[test]
    fn a_flight_is_shown_every_fifth_frame_until_it_stops() {
        let scene = Scene::empty(2);
        let outcome = hurled(&scene, Throw::new(0.0, 45.0, 2.2), TokenKind::Target);
        let shown = shown_frames(&outcome, 5);
        assert!(shown.len() >= 3 && shown.len() <= 26, "{}", shown.len());
        assert_eq!(shown[0].time, 0.0);
        let last = shown[shown.len() - 1];
        assert!((last.token - outcome.rest_position).norm() < 0.01);
        let line = flight_line(&outcome.frames, shown[1]);
        assert!(line.contains(" s ") && line.contains(" cm"), "{line}");
        let picture = sketch(Style::plain(), &scene, &[], None, &outcome, (74, 12));
        assert!(picture.iter().any(|row| row.contains('X')), "{picture:?}");
        assert!(picture.last().unwrap().contains('1'), "{picture:?}");
    }
}
