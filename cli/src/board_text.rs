//! The board in text: every tile as a 5 × 3 block of characters (city `#`, road lines, field
//! `.`, cloister `+`, fair `F`, river `~`), followers as their role's letter and seat number (`k1`), empty legal spots as numbers.

use crate::style::Style;
use catapult_core::board::Pos;
use catapult_core::rules::{Game, RuleOptions};
use catapult_core::tiles::{EdgeKind, Half, Rotation, SegmentKind, Side, TileType};
use std::collections::BTreeMap;

/// Width and height of a tile block in characters.
const WIDTH: usize = 5;
const HEIGHT: usize = 3;

/// What a character of a tile block shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Ink {
    Field,
    Road,
    City,
    Cloister,
    Fair,
    River,
    Follower(usize),
}

type Block = [[(char, Ink); WIDTH]; HEIGHT];

/// Where a side's middle character sits in a block (column, row).
fn side_cell(side: Side) -> (usize, usize) {
    match side {
        Side::N => (2, 0),
        Side::E => (4, 1),
        Side::S => (2, 2),
        Side::W => (0, 1),
    }
}

/// Where a field half's character sits in a block (column, row).
fn half_cell(half: Half) -> (usize, usize) {
    [
        (1, 0),
        (3, 0),
        (4, 0),
        (4, 2),
        (3, 2),
        (1, 2),
        (0, 2),
        (0, 0),
    ][half.index()]
}

/// The road glyph for the set of sides (bit per side) a road joins at the centre.
fn road_glyph(sides: u8) -> char {
    let (n, e, s, w) = (1, 2, 4, 8);
    match sides {
        x if x == n | s => '║',
        x if x == e | w => '═',
        x if x == n | e => '╚',
        x if x == e | s => '╔',
        x if x == s | w => '╗',
        x if x == n | w => '╝',
        x if x == e | s | w => '╦',
        x if x == n | e | w => '╩',
        x if x == n | e | s => '╠',
        x if x == n | s | w => '╣',
        _ => '╬',
    }
}

/// A tile lying with `rotation`, drawn as a block.
fn tile_block(tile: &TileType, rotation: Rotation) -> Block {
    let mut block = [[('.', Ink::Field); WIDTH]; HEIGHT];
    let segment_sides = |segment: u8| -> u8 {
        Side::ALL
            .into_iter()
            .filter(|side| tile.segment_at_side(rotation, *side) == Some(segment))
            .fold(0, |bits, side| bits | 1 << side.index())
    };
    let mut centre_roads = 0u8;
    let mut single_roads = 0;
    let mut city_through_centre = false;
    // The river first: a road drawn later over it is a bridge.
    for side in Side::ALL {
        if tile.edge(rotation, side) == EdgeKind::River {
            let (col, row) = side_cell(side);
            block[row][col] = ('~', Ink::River);
            if matches!(side, Side::E | Side::W) {
                block[row][if col == 0 { 1 } else { 3 }] = ('~', Ink::River);
            }
            block[1][2] = ('~', Ink::River);
        }
    }
    for side in Side::ALL {
        let (col, row) = side_cell(side);
        let Some(segment) = tile.segment_at_side(rotation, side) else {
            continue;
        };
        let sides = segment_sides(segment);
        let continues = sides.count_ones() > 1;
        let horizontal = matches!(side, Side::E | Side::W);
        match tile.edge(rotation, side) {
            EdgeKind::City => {
                if horizontal {
                    block[row][col] = ('#', Ink::City);
                    if continues {
                        block[row][if col == 0 { 1 } else { 3 }] = ('#', Ink::City);
                    }
                } else {
                    block[row][1..4].fill(('#', Ink::City));
                }
                city_through_centre |= continues;
            }
            EdgeKind::Road => {
                block[row][col] = (if horizontal { '═' } else { '║' }, Ink::Road);
                if horizontal && continues {
                    block[row][if col == 0 { 1 } else { 3 }] = ('═', Ink::Road);
                }
                if continues {
                    centre_roads |= 1 << side.index();
                } else {
                    single_roads += 1;
                }
            }
            EdgeKind::Field | EdgeKind::River => {}
        }
    }
    // Corners between two edges of the same city are city too.
    for (corner, a, b) in [
        ((0, 0), Side::N, Side::W),
        ((4, 0), Side::N, Side::E),
        ((0, 2), Side::S, Side::W),
        ((4, 2), Side::S, Side::E),
    ] {
        let (sa, sb) = (
            tile.segment_at_side(rotation, a),
            tile.segment_at_side(rotation, b),
        );
        if sa.is_some() && sa == sb && tile.edge(rotation, a) == EdgeKind::City {
            block[corner.1][corner.0] = ('#', Ink::City);
        }
    }
    let centre = &mut block[1][2];
    if tile.cloister_segment().is_some() {
        *centre = ('+', Ink::Cloister);
    } else if centre_roads != 0 || single_roads >= 3 {
        let sides = if single_roads >= 3 {
            Side::ALL
                .into_iter()
                .filter(|side| tile.edge(rotation, *side) == EdgeKind::Road)
                .fold(0, |bits, side| bits | 1 << side.index())
        } else {
            centre_roads
        };
        *centre = (road_glyph(sides), Ink::Road);
    } else if city_through_centre {
        *centre = ('#', Ink::City);
    }
    if tile.fair.is_some() {
        // The fair sits in the middle and ends the roads running into it; where a road runs
        // through or a cloister stands there, it goes on the first field beside the middle,
        // and inside a ring road (no field beside the middle) on the middle after all.
        let beside = || {
            [(1, 1), (3, 1), (2, 0), (2, 2)]
                .into_iter()
                .find(|(col, row)| block[*row][*col].1 == Ink::Field)
        };
        let spot = match (tile.cloister_segment().is_some(), centre_roads != 0) {
            (false, false) => Some((2, 1)),
            (false, true) => beside().or(Some((2, 1))),
            (true, _) => beside(),
        };
        if let Some((col, row)) = spot {
            block[row][col] = ('F', Ink::Fair);
        }
    }
    block
}

/// The letter of a follower's role on a segment of `kind`: knight, thief, monk, farmer (in
/// small letters, apart from the map's `F` for a fair).
fn role_letter(kind: SegmentKind) -> char {
    match kind {
        SegmentKind::City => 'k',
        SegmentKind::Road => 't',
        SegmentKind::Cloister => 'm',
        SegmentKind::Field => 'f',
    }
}

/// Where a follower on `segment` is drawn in the block.
fn follower_cell(tile: &TileType, rotation: Rotation, segment: u8) -> (usize, usize) {
    let Some(data) = tile.segments.get(segment as usize) else {
        return (2, 1);
    };
    match data.kind {
        SegmentKind::Cloister => (2, 1),
        SegmentKind::Road | SegmentKind::City => Side::ALL
            .into_iter()
            .find(|side| tile.segment_at_side(rotation, *side) == Some(segment))
            .map_or((2, 1), side_cell),
        SegmentKind::Field => Half::ALL
            .into_iter()
            .find(|half| tile.segment_at_half(rotation, *half) == Some(segment))
            .map_or((2, 1), half_cell),
    }
}

fn paint(style: Style, (ch, ink): (char, Ink)) -> String {
    let text = ch.to_string();
    match ink {
        Ink::Field => style.field(&text),
        Ink::Road => style.road(&text),
        Ink::City => style.city(&text),
        Ink::Cloister => style.cloister(&text),
        Ink::Fair => style.fair(&text),
        Ink::River => style.river(&text),
        Ink::Follower(seat) => style.follower(seat, &text),
    }
}

/// Draws the tile type alone, with `rotation`, as three lines.
pub fn draw_tile(style: Style, tile: &TileType, rotation: Rotation) -> [String; HEIGHT] {
    let block = tile_block(tile, rotation);
    block.map(|row| row.iter().map(|cell| paint(style, *cell)).collect())
}

/// The cells a drawing shows, inclusive: west to east, south to north.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Window {
    /// South-west corner.
    pub min: Pos,
    /// North-east corner.
    pub max: Pos,
}

impl Window {
    /// Whether `pos` is inside.
    pub fn contains(&self, pos: Pos) -> bool {
        (self.min.x..=self.max.x).contains(&pos.x) && (self.min.y..=self.max.y).contains(&pos.y)
    }
}

/// Every cell with a tile or a mark.
pub fn whole_board(game: &Game, marks: &BTreeMap<Pos, usize>) -> Window {
    let placed: Vec<Pos> = game.board().tiles().iter().map(|p| p.pos).collect();
    let (min_x, max_x, min_y, max_y) = bounds(placed.iter().chain(marks.keys()));
    Window {
        min: Pos::new(min_x, min_y),
        max: Pos::new(max_x, max_y),
    }
}

/// How many tile columns and rows fit a terminal `columns` × `rows` characters big, leaving
/// `spare_rows` for the text around the board.
pub fn cells_that_fit(columns: usize, rows: usize, spare_rows: usize) -> (i32, i32) {
    let across = columns.saturating_sub(5) / (WIDTH + 1);
    let down = rows.saturating_sub(spare_rows + 1) / HEIGHT;
    (
        i32::try_from(across.max(2)).unwrap_or(2),
        i32::try_from(down.max(2)).unwrap_or(2),
    )
}

/// A window of `size` (tile columns, rows) on `whole` showing as many `marks` as it can
/// (ties: the one nearest the board's centre), or the whole board if it fits.
pub fn best_window(whole: Window, size: (i32, i32), marks: &BTreeMap<Pos, usize>) -> Window {
    let (across, down) = size;
    let (width, height) = (whole.max.x - whole.min.x + 1, whole.max.y - whole.min.y + 1);
    if width <= across && height <= down {
        return whole;
    }
    let (across, down) = (across.min(width), down.min(height));
    let mut best: Option<(usize, i32, Window)> = None;
    for x in whole.min.x..=whole.max.x - across + 1 {
        for y in whole.min.y..=whole.max.y - down + 1 {
            let window = Window {
                min: Pos::new(x, y),
                max: Pos::new(x + across - 1, y + down - 1),
            };
            let shown = marks.keys().filter(|pos| window.contains(**pos)).count();
            let off_centre = (2 * x + across - 1).abs() + (2 * y + down - 1).abs();
            let better = match best {
                None => true,
                Some((most, nearest, _)) => shown > most || (shown == most && off_centre < nearest),
            };
            if better {
                best = Some((shown, off_centre, window));
            }
        }
    }
    best.map_or(whole, |(_, _, window)| window)
}

/// `window` moved by (`dx`, `dy`) cells, kept on `whole`.
pub fn moved(window: Window, whole: Window, dx: i32, dy: i32) -> Window {
    let shift = |low: i32, high: i32, lowest: i32, highest: i32, by: i32| {
        let by = by.clamp(lowest - low, (highest - high).max(lowest - low));
        (low + by, high + by)
    };
    let (x0, x1) = shift(window.min.x, window.max.x, whole.min.x, whole.max.x, dx);
    let (y0, y1) = shift(window.min.y, window.max.y, whole.min.y, whole.max.y, dy);
    Window {
        min: Pos::new(x0, y0),
        max: Pos::new(x1, y1),
    }
}

/// Draws the board with followers; `marks` labels empty cells (legal spots) with numbers.
pub fn draw_board(style: Style, game: &Game, marks: &BTreeMap<Pos, usize>) -> String {
    draw_window(style, game, marks, whole_board(game, marks))
}

/// Draws the cells of `window` of the board, like [`draw_board`].
pub fn draw_window(
    style: Style,
    game: &Game,
    marks: &BTreeMap<Pos, usize>,
    window: Window,
) -> String {
    let board = game.board();
    let mut blocks: BTreeMap<Pos, Block> = board
        .tiles()
        .iter()
        .map(|placed| (placed.pos, tile_block(placed.tile_type(), placed.rotation)))
        .collect();
    // Each follower shows its role's letter and its seat's number ("k1": player 1's knight),
    // beside its spot where the neighbour is no other follower's spot, else the number alone.
    let mut spots: BTreeMap<Pos, Vec<(usize, usize, char, usize)>> = BTreeMap::new();
    for follower in game.followers() {
        let (placed, segment) = board.segment_of(follower.node);
        let (col, row) = follower_cell(placed.tile_type(), placed.rotation, segment);
        let kind = placed
            .tile_type()
            .segments
            .get(usize::from(segment))
            .map(|s| s.kind);
        let letter = kind.map_or('?', role_letter);
        spots.entry(placed.pos).or_default().push((
            col,
            row,
            // The big follower in capitals.
            if follower.big {
                letter.to_ascii_uppercase()
            } else {
                letter
            },
            usize::from(follower.player),
        ));
    }
    for (pos, on_tile) in &spots {
        let Some(block) = blocks.get_mut(pos) else {
            continue;
        };
        let taken =
            |c: usize, r: usize| on_tile.iter().any(|(col, row, ..)| (*col, *row) == (c, r));
        for &(col, row, letter, seat) in on_tile {
            let digit = (char::from(b'1' + (seat % 9) as u8), Ink::Follower(seat));
            let letter = (letter, Ink::Follower(seat));
            if col + 1 < WIDTH && !taken(col + 1, row) {
                block[row][col] = letter;
                block[row][col + 1] = digit;
            } else if col > 0 && !taken(col - 1, row) {
                block[row][col - 1] = letter;
                block[row][col] = digit;
            } else {
                block[row][col] = digit;
            }
        }
    }
    let (min_x, max_x, min_y, max_y) = (window.min.x, window.max.x, window.min.y, window.max.y);
    let mut out = String::new();
    out.push_str("     ");
    for x in min_x..=max_x {
        out.push_str(&style.dim(&format!("{x:^width$}", width = WIDTH + 1)));
    }
    out.push('\n');
    for y in (min_y..=max_y).rev() {
        for row in 0..HEIGHT {
            let label = if row == 1 {
                format!("{y:>4} ")
            } else {
                "     ".to_string()
            };
            out.push_str(&style.dim(&label));
            for x in min_x..=max_x {
                let pos = Pos::new(x, y);
                match (blocks.get(&pos), marks.get(&pos)) {
                    (Some(block), _) => {
                        for cell in block[row] {
                            out.push_str(&paint(style, cell));
                        }
                    }
                    (None, Some(number)) if row == 1 => {
                        out.push_str(&style.bold(&format!("{:^WIDTH$}", format!("[{number}]"))));
                    }
                    _ => out.push_str(&" ".repeat(WIDTH)),
                }
                out.push(' ');
            }
            out.push('\n');
        }
    }
    out
}

fn bounds<'a>(cells: impl Iterator<Item = &'a Pos>) -> (i32, i32, i32, i32) {
    cells.fold((0, 0, 0, 0), |(x0, x1, y0, y1), pos| {
        (x0.min(pos.x), x1.max(pos.x), y0.min(pos.y), y1.max(pos.y))
    })
}

/// Shown under the board: what the characters mean; a second line for The River's water and
/// the big follower when the game has them.
pub fn legend(style: Style, rules: &RuleOptions) -> String {
    let mut text = format!(
        "{} city {} road {} field {} cloister {} fair  {} knight {} thief {} monk {} farmer",
        style.city("#"),
        style.road("═"),
        style.field("."),
        style.cloister("+"),
        style.fair("F"),
        style.follower(0, "k1"),
        style.follower(0, "t1"),
        style.follower(0, "m1"),
        style.follower(0, "f1"),
    );
    let mut more = Vec::new();
    if rules.river {
        more.push(format!("{} river", style.river("~")));
    }
    if rules.inns_cathedrals {
        more.push(format!(
            "{} {} big followers (capitals; each counts two)",
            style.follower(0, "K1"),
            style.follower(0, "T1"),
        ));
    }
    if !more.is_empty() {
        text.push('\n');
        text.push_str(&more.join("  "));
    }
    text
}

/// How many lines [`legend`] takes for a game with `rules`.
pub fn legend_lines(rules: &RuleOptions) -> usize {
    if rules.river || rules.inns_cathedrals {
        2
    } else {
        1
    }
}

/// The board's tiles as plain text with no colour (for tests).
#[cfg(test)]
pub fn plain(board: &catapult_core::board::Board) -> Vec<String> {
    board
        .tiles()
        .iter()
        .map(|placed| {
            tile_block(placed.tile_type(), placed.rotation)
                .iter()
                .map(|row| row.iter().map(|(ch, _)| *ch).collect::<String>())
                .collect::<Vec<_>>()
                .join("/")
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use catapult_core::rules::GameConfig;

    #[test]
    fn the_start_tile_shows_its_city_north_and_its_road_west_to_east() {
        let game = Game::new(GameConfig::new(2), 1).unwrap();
        assert_eq!(plain(game.board()), vec![".###./═════/....."]);
        let _ = Style::plain();
    }

    #[test]
    fn a_knight_a_monk_and_a_farmer_each_show_their_role_and_seat() {
        // Player 1 puts a knight in a city west of the start tile, player 2 a monk on a
        // cloister south of it, player 1 a farmer in the field beside that cloister.
        let scenario = catapult_core::scenario::Scenario::from_json(
            r#"{"description": "roles", "players": 2, "moves": [
                {"tile": "D", "at": [-1, 0], "rotation": 0, "follower": "city:N"},
                {"tile": "B", "at": [0, -1], "rotation": 0, "follower": "cloister"},
                {"tile": "E", "at": [1, -1], "rotation": 180, "follower": "field:NL"}],
                "end": false, "expect": {}}"#,
        )
        .unwrap();
        let game = scenario.play_moves().unwrap();
        let board = draw_board(Style::plain(), &game, &BTreeMap::new());
        for label in ["k1", "m2", "f1"] {
            assert!(board.contains(label), "{label} missing from\n{board}");
        }
        let base = RuleOptions::default();
        assert!(legend(Style::plain(), &base).ends_with("k1 knight t1 thief m1 monk f1 farmer"));
        let all = RuleOptions {
            river: true,
            inns_cathedrals: true,
            ..base
        };
        assert_eq!(
            legend(Style::plain(), &all).lines().count(),
            legend_lines(&all)
        );
        for rules in [base, all] {
            for line in legend(Style::plain(), &rules).lines() {
                assert!(line.chars().count() <= 80, "{line}");
            }
        }
    }

    #[test]
    fn every_fair_tile_shows_its_fair() {
        let fairs: Vec<&TileType> = catapult_core::tiles::catalogue()
            .types
            .iter()
            .filter(|tile| tile.fair.is_some())
            .collect();
        assert_eq!(fairs.len(), 12);
        for tile in fairs {
            let rows = tile_block(tile, Rotation::default());
            let fair_marks = rows
                .iter()
                .flatten()
                .filter(|(_, ink)| *ink == Ink::Fair)
                .count();
            let drawing: Vec<String> = rows
                .iter()
                .map(|row| row.iter().map(|(ch, _)| *ch).collect())
                .collect();
            assert_eq!(fair_marks, 1, "{} {drawing:?}", tile.id);
        }
    }
}
