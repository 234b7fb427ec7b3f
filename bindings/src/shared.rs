//! Small records several parts of the surface use: positions, feature kinds, seat colours, the
//! token kinds and a launch.

use catapult_core::board::Pos;
use catapult_core::physics::TokenKind;
use catapult_core::scene::{self, PlayerColour};
use catapult_core::tiles::SegmentKind;

/// A point: tile units on the board, metres on the table (the field holding it says which);
/// y grows north (flip it for a screen whose y grows down).
#[derive(Debug, Clone, Copy, PartialEq, uniffi::Record)]
pub struct Spot {
    /// East.
    pub x: f64,
    /// North.
    pub y: f64,
}

impl From<scene::Point> for Spot {
    fn from(point: scene::Point) -> Spot {
        Spot {
            x: point.x,
            y: point.y,
        }
    }
}

/// A board cell: x grows east, y north; the start tile is at (0, 0).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Record)]
pub struct Cell {
    /// Column.
    pub x: i32,
    /// Row.
    pub y: i32,
}

impl From<Pos> for Cell {
    fn from(pos: Pos) -> Cell {
        Cell { x: pos.x, y: pos.y }
    }
}

impl From<Cell> for Pos {
    fn from(cell: Cell) -> Pos {
        Pos::new(cell.x, cell.y)
    }
}

/// What a follower stands on, and so what it is called.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum FeatureKind {
    /// A road: the follower is a thief.
    Road,
    /// A city: a knight.
    City,
    /// A field: a farmer (lies down).
    Field,
    /// A cloister: a monk.
    Cloister,
}

impl From<SegmentKind> for FeatureKind {
    fn from(kind: SegmentKind) -> FeatureKind {
        match kind {
            SegmentKind::Road => FeatureKind::Road,
            SegmentKind::City => FeatureKind::City,
            SegmentKind::Field => FeatureKind::Field,
            SegmentKind::Cloister => FeatureKind::Cloister,
        }
    }
}

/// The four catapult tokens.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum Token {
    /// Knocks touched followers (and those they fall on) home.
    KnockOut,
    /// Swaps the nearest opponent follower for one of the hurler's.
    Seduction,
    /// The token resting nearest the fair scores 5.
    Target,
    /// The next player tries to catch it.
    Catch,
}

impl From<TokenKind> for Token {
    fn from(kind: TokenKind) -> Token {
        match kind {
            TokenKind::KnockOut => Token::KnockOut,
            TokenKind::Seduction => Token::Seduction,
            TokenKind::Target => Token::Target,
            TokenKind::Catch => Token::Catch,
        }
    }
}

impl From<Token> for TokenKind {
    fn from(token: Token) -> TokenKind {
        match token {
            Token::KnockOut => TokenKind::KnockOut,
            Token::Seduction => TokenKind::Seduction,
            Token::Target => TokenKind::Target,
            Token::Catch => TokenKind::Catch,
        }
    }
}

/// The second cue drawn in a seat's pieces besides the colour.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum SeatPattern {
    /// Filled plainly.
    Solid,
    /// Diagonal stripes.
    Stripes,
    /// A grid of dots.
    Dots,
    /// A diagonal cross.
    Cross,
    /// A ring inside the outline.
    Ring,
    /// A chequer.
    Checks,
}

/// A seat's colour, colour-blind safe, with its letter and pattern.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct SeatColour {
    /// The colour's name for players ("blue").
    pub name: String,
    /// sRGB red, 0–255.
    pub red: u8,
    /// sRGB green, 0–255.
    pub green: u8,
    /// sRGB blue, 0–255.
    pub blue: u8,
    /// The letter drawn on the seat's pieces.
    pub letter: String,
    /// The pattern drawn inside them.
    pub pattern: SeatPattern,
    /// Black or white, whichever reads on the colour: for the letter. 0xRRGGBB.
    pub ink: u32,
}

impl From<PlayerColour> for SeatColour {
    fn from(colour: PlayerColour) -> SeatColour {
        let [red, green, blue] = colour.rgb;
        let [r, g, b] = colour.ink;
        SeatColour {
            name: colour.name.to_owned(),
            red,
            green,
            blue,
            letter: colour.letter.to_string(),
            pattern: match colour.pattern {
                scene::SeatPattern::Solid => SeatPattern::Solid,
                scene::SeatPattern::Stripes => SeatPattern::Stripes,
                scene::SeatPattern::Dots => SeatPattern::Dots,
                scene::SeatPattern::Cross => SeatPattern::Cross,
                scene::SeatPattern::Ring => SeatPattern::Ring,
                scene::SeatPattern::Checks => SeatPattern::Checks,
            },
            ink: u32::from(r) << 16 | u32::from(g) << 8 | u32::from(b),
        }
    }
}

/// How a token leaves the catapult: from a flick, a swipe, or typed in.
#[derive(Debug, Clone, Copy, PartialEq, uniffi::Record)]
pub struct Launch {
    /// Aim from straight at the table's centre, degrees, counter-clockwise positive (−90…90
    /// accepted; flicks and swipes stay within it).
    pub aim_degrees: f64,
    /// Elevation above the table, degrees (0…85 accepted; flicks and swipes give 30…60).
    pub elevation_degrees: f64,
    /// Launch speed, m/s (0 < speed ≤ 10).
    pub speed_m_per_s: f64,
}

/// A catapult token with its name and one-line rule, for the token choice.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct TokenHelp {
    /// The token.
    pub token: Token,
    /// Its name, lower case ("knock-out").
    pub name: String,
    /// What it does, in one line, lower case.
    pub rule: String,
}

/// The four tokens in the order to offer them, each with its rule.
#[uniffi::export]
pub fn token_help() -> Vec<TokenHelp> {
    use catapult_core::rules::explain::{token_name, token_rule};
    TokenKind::ALL
        .into_iter()
        .map(|kind| TokenHelp {
            token: kind.into(),
            name: token_name(kind).to_owned(),
            rule: token_rule(kind).to_owned(),
        })
        .collect()
}
