//! A small vector stroke font, since tiny-skia draws no text: digits 0–9, capitals A–Z (small
//! letters are drawn as capitals) and the signs `/ - + : . , ? ! ( ) % × > < # '` and space.
//!
//! Each glyph is a few polylines on a grid 4 units wide and 6 high (y down), stroked with
//! round ends. A glyph is `height` px high and advances `height × 5.6 / 6` px; a character the
//! font lacks is drawn as `?`.

use crate::palette::Rgba;
use crate::shapes::{Px, stroke};
use tiny_skia::{PathBuilder, Pixmap};

/// Grid units of a glyph's height.
const UNITS_HIGH: f32 = 6.0;
/// Horizontal advance of a glyph, grid units (4 for the glyph, the rest a gap).
const ADVANCE: f32 = 5.6;
/// Advance of a space, grid units.
const SPACE: f32 = 3.6;
/// Stroke width, grid units.
const WEIGHT: f32 = 0.85;

/// How a line of text is placed against its anchor point.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Align {
    /// The anchor is the left end.
    #[default]
    Left,
    /// The anchor is the middle.
    Centre,
    /// The anchor is the right end.
    Right,
}

/// How to draw a line of text.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct TextStyle {
    /// Capital height, px.
    pub height: f32,
    /// Stroke colour, sRGB with alpha.
    pub colour: Rgba,
    /// A wider stroke drawn first in this colour, so the text reads on any ground.
    pub halo: Option<Rgba>,
    /// Placement against the anchor.
    pub align: Align,
    /// Stroke weight as a multiple of the normal one (1.0; bolder above).
    pub weight: f32,
}

impl TextStyle {
    /// Left-aligned text `height` px high in `colour`, no halo, normal weight.
    pub const fn new(height: f32, colour: Rgba) -> TextStyle {
        TextStyle {
            height,
            colour,
            halo: None,
            align: Align::Left,
            weight: 1.0,
        }
    }

    /// This style with `align`.
    pub const fn aligned(mut self, align: Align) -> TextStyle {
        self.align = align;
        self
    }

    /// This style with a halo of `colour`.
    pub const fn with_halo(mut self, colour: Rgba) -> TextStyle {
        self.halo = Some(colour);
        self
    }

    /// This style with stroke weight `weight` (1.0 normal).
    pub const fn with_weight(mut self, weight: f32) -> TextStyle {
        self.weight = weight;
        self
    }
}

/// The width `text` takes at capital height `height` px, from the first glyph's left edge to
/// the last one's right edge.
pub fn text_width(text: &str, height: f32) -> f32 {
    let unit = height / UNITS_HIGH;
    let mut width = 0.0;
    let mut count = 0;
    for c in text.chars() {
        width += if c == ' ' { SPACE } else { ADVANCE };
        count += 1;
    }
    if count == 0 {
        return 0.0;
    }
    // The last glyph has no gap after it.
    (width - (ADVANCE - 4.0)) * unit
}

/// `text` broken at spaces into lines no wider than `max_width` px at capital height `height`
/// px; a word longer than a line keeps a line of its own.
pub fn wrap_text(text: &str, height: f32, max_width: f32) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    let mut line = String::new();
    for word in text.split_whitespace() {
        let longer = if line.is_empty() {
            word.to_owned()
        } else {
            format!("{line} {word}")
        };
        if !line.is_empty() && text_width(&longer, height) > max_width {
            lines.push(std::mem::replace(&mut line, word.to_owned()));
        } else {
            line = longer;
        }
    }
    if !line.is_empty() {
        lines.push(line);
    }
    lines
}

/// Draws `text` on one line; `anchor` is the top of the capitals at the left end, middle or
/// right end as `style.align` says.
pub fn draw_text(pixmap: &mut Pixmap, text: &str, anchor: Px, style: &TextStyle) {
    let unit = style.height / UNITS_HIGH;
    let width = text_width(text, style.height);
    let left = match style.align {
        Align::Left => anchor.0,
        Align::Centre => anchor.0 - width / 2.0,
        Align::Right => anchor.0 - width,
    };
    let mut builder = PathBuilder::new();
    let mut x = left;
    for c in text.chars() {
        if c == ' ' {
            x += SPACE * unit;
            continue;
        }
        for line in strokes(c) {
            let Some((first, rest)) = line.split_first() else {
                continue;
            };
            builder.move_to(x + first.0 * unit, anchor.1 + first.1 * unit);
            if rest.is_empty() {
                // A dot: a very short stroke that the round caps make round.
                builder.line_to(x + first.0 * unit + 0.01, anchor.1 + first.1 * unit);
            }
            for point in rest {
                builder.line_to(x + point.0 * unit, anchor.1 + point.1 * unit);
            }
        }
        x += ADVANCE * unit;
    }
    let Some(path) = builder.finish() else {
        return;
    };
    let weight = (WEIGHT * unit * style.weight).max(1.0);
    if let Some(halo) = style.halo {
        stroke(pixmap, Some(&path), halo, weight + (unit * 1.4).max(2.0));
    }
    stroke(pixmap, Some(&path), style.colour, weight);
}

/// Whether the font has a glyph for `c` (space included; small letters count as capitals).
pub fn has_glyph(c: char) -> bool {
    c == ' ' || glyph(c).is_some()
}

/// A glyph: polylines on the 4 × 6 grid (a single point is a dot).
type Glyph = &'static [&'static [(f32, f32)]];

/// The question mark, also drawn for characters the font lacks.
const QUESTION: Glyph = &[
    &[
        (0.0, 1.0),
        (1.0, 0.0),
        (3.0, 0.0),
        (4.0, 1.0),
        (4.0, 2.0),
        (2.0, 3.4),
        (2.0, 4.2),
    ],
    &[(2.0, 5.7)],
];

/// The polylines of `c`, or of `?` if the font lacks it.
fn strokes(c: char) -> Glyph {
    glyph(c).unwrap_or(QUESTION)
}

/// The polylines of `c` on the 4 × 6 grid, if the font has it.
fn glyph(c: char) -> Option<Glyph> {
    Some(match c.to_ascii_uppercase() {
        '0' => &[
            &[
                (1.0, 0.0),
                (3.0, 0.0),
                (4.0, 1.0),
                (4.0, 5.0),
                (3.0, 6.0),
                (1.0, 6.0),
                (0.0, 5.0),
                (0.0, 1.0),
                (1.0, 0.0),
            ],
            &[(3.2, 1.4), (0.8, 4.6)],
        ],
        '1' => &[
            &[(0.8, 1.2), (2.2, 0.0), (2.2, 6.0)],
            &[(0.8, 6.0), (3.6, 6.0)],
        ],
        '2' => &[&[
            (0.0, 1.0),
            (1.0, 0.0),
            (3.0, 0.0),
            (4.0, 1.0),
            (4.0, 2.2),
            (0.0, 6.0),
            (4.0, 6.0),
        ]],
        '3' => &[&[
            (0.2, 0.0),
            (4.0, 0.0),
            (2.0, 2.5),
            (3.0, 2.5),
            (4.0, 3.5),
            (4.0, 5.0),
            (3.0, 6.0),
            (1.0, 6.0),
            (0.0, 5.0),
        ]],
        '4' => &[&[(3.0, 6.0), (3.0, 0.0), (0.0, 4.2), (4.0, 4.2)]],
        '5' => &[&[
            (3.8, 0.0),
            (0.4, 0.0),
            (0.2, 2.6),
            (3.0, 2.4),
            (4.0, 3.4),
            (4.0, 5.0),
            (3.0, 6.0),
            (1.0, 6.0),
            (0.0, 5.2),
        ]],
        '6' => &[&[
            (3.6, 0.2),
            (2.6, 0.0),
            (1.4, 0.0),
            (0.0, 1.4),
            (0.0, 5.0),
            (1.0, 6.0),
            (3.0, 6.0),
            (4.0, 5.0),
            (4.0, 3.6),
            (3.0, 2.6),
            (1.0, 2.6),
            (0.0, 3.6),
        ]],
        '7' => &[&[(0.0, 0.0), (4.0, 0.0), (1.4, 6.0)]],
        '8' => &[
            &[
                (1.0, 0.0),
                (3.0, 0.0),
                (3.8, 0.8),
                (3.8, 2.0),
                (3.0, 2.8),
                (1.0, 2.8),
                (0.2, 2.0),
                (0.2, 0.8),
                (1.0, 0.0),
            ],
            &[
                (1.0, 2.8),
                (0.0, 3.8),
                (0.0, 5.0),
                (1.0, 6.0),
                (3.0, 6.0),
                (4.0, 5.0),
                (4.0, 3.8),
                (3.0, 2.8),
            ],
        ],
        '9' => &[&[
            (0.4, 5.8),
            (1.4, 6.0),
            (2.6, 6.0),
            (4.0, 4.6),
            (4.0, 1.0),
            (3.0, 0.0),
            (1.0, 0.0),
            (0.0, 1.0),
            (0.0, 2.4),
            (1.0, 3.4),
            (3.0, 3.4),
            (4.0, 2.4),
        ]],
        'A' => &[
            &[(0.0, 6.0), (2.0, 0.0), (4.0, 6.0)],
            &[(0.7, 4.0), (3.3, 4.0)],
        ],
        'B' => &[&[
            (0.0, 3.0),
            (3.0, 3.0),
            (4.0, 4.0),
            (4.0, 5.0),
            (3.0, 6.0),
            (0.0, 6.0),
            (0.0, 0.0),
            (2.8, 0.0),
            (3.7, 0.8),
            (3.7, 2.2),
            (3.0, 3.0),
        ]],
        'C' => &[&[
            (4.0, 1.0),
            (3.0, 0.0),
            (1.0, 0.0),
            (0.0, 1.0),
            (0.0, 5.0),
            (1.0, 6.0),
            (3.0, 6.0),
            (4.0, 5.0),
        ]],
        'D' => &[&[
            (0.0, 0.0),
            (0.0, 6.0),
            (2.4, 6.0),
            (4.0, 4.4),
            (4.0, 1.6),
            (2.4, 0.0),
            (0.0, 0.0),
        ]],
        'E' => &[
            &[(4.0, 0.0), (0.0, 0.0), (0.0, 6.0), (4.0, 6.0)],
            &[(0.0, 3.0), (3.0, 3.0)],
        ],
        'F' => &[
            &[(4.0, 0.0), (0.0, 0.0), (0.0, 6.0)],
            &[(0.0, 3.0), (3.0, 3.0)],
        ],
        'G' => &[&[
            (4.0, 1.0),
            (3.0, 0.0),
            (1.0, 0.0),
            (0.0, 1.0),
            (0.0, 5.0),
            (1.0, 6.0),
            (3.0, 6.0),
            (4.0, 5.0),
            (4.0, 3.4),
            (2.2, 3.4),
        ]],
        'H' => &[
            &[(0.0, 0.0), (0.0, 6.0)],
            &[(4.0, 0.0), (4.0, 6.0)],
            &[(0.0, 3.0), (4.0, 3.0)],
        ],
        'I' => &[
            &[(0.8, 0.0), (3.2, 0.0)],
            &[(2.0, 0.0), (2.0, 6.0)],
            &[(0.8, 6.0), (3.2, 6.0)],
        ],
        'J' => &[&[
            (1.6, 0.0),
            (4.0, 0.0),
            (4.0, 5.0),
            (3.0, 6.0),
            (1.0, 6.0),
            (0.0, 5.0),
        ]],
        'K' => &[
            &[(0.0, 0.0), (0.0, 6.0)],
            &[(4.0, 0.0), (0.0, 4.0)],
            &[(1.4, 2.6), (4.0, 6.0)],
        ],
        'L' => &[&[(0.0, 0.0), (0.0, 6.0), (4.0, 6.0)]],
        'M' => &[&[(0.0, 6.0), (0.0, 0.0), (2.0, 3.6), (4.0, 0.0), (4.0, 6.0)]],
        'N' => &[&[(0.0, 6.0), (0.0, 0.0), (4.0, 6.0), (4.0, 0.0)]],
        'O' => &[&[
            (1.2, 0.0),
            (2.8, 0.0),
            (4.0, 1.2),
            (4.0, 4.8),
            (2.8, 6.0),
            (1.2, 6.0),
            (0.0, 4.8),
            (0.0, 1.2),
            (1.2, 0.0),
        ]],
        'P' => &[&[
            (0.0, 6.0),
            (0.0, 0.0),
            (3.0, 0.0),
            (4.0, 1.0),
            (4.0, 2.2),
            (3.0, 3.2),
            (0.0, 3.2),
        ]],
        'Q' => &[
            &[
                (1.2, 0.0),
                (2.8, 0.0),
                (4.0, 1.2),
                (4.0, 4.8),
                (2.8, 6.0),
                (1.2, 6.0),
                (0.0, 4.8),
                (0.0, 1.2),
                (1.2, 0.0),
            ],
            &[(2.4, 4.4), (4.2, 6.4)],
        ],
        'R' => &[
            &[
                (0.0, 6.0),
                (0.0, 0.0),
                (3.0, 0.0),
                (4.0, 1.0),
                (4.0, 2.2),
                (3.0, 3.2),
                (0.0, 3.2),
            ],
            &[(2.0, 3.2), (4.0, 6.0)],
        ],
        'S' => &[&[
            (4.0, 1.0),
            (3.0, 0.0),
            (1.0, 0.0),
            (0.0, 1.0),
            (0.0, 2.0),
            (1.0, 3.0),
            (3.0, 3.0),
            (4.0, 4.0),
            (4.0, 5.0),
            (3.0, 6.0),
            (1.0, 6.0),
            (0.0, 5.0),
        ]],
        'T' => &[&[(0.0, 0.0), (4.0, 0.0)], &[(2.0, 0.0), (2.0, 6.0)]],
        'U' => &[&[
            (0.0, 0.0),
            (0.0, 5.0),
            (1.0, 6.0),
            (3.0, 6.0),
            (4.0, 5.0),
            (4.0, 0.0),
        ]],
        'V' => &[&[(0.0, 0.0), (2.0, 6.0), (4.0, 0.0)]],
        'W' => &[&[(0.0, 0.0), (1.0, 6.0), (2.0, 2.4), (3.0, 6.0), (4.0, 0.0)]],
        'X' => &[&[(0.0, 0.0), (4.0, 6.0)], &[(4.0, 0.0), (0.0, 6.0)]],
        'Y' => &[
            &[(0.0, 0.0), (2.0, 3.0), (4.0, 0.0)],
            &[(2.0, 3.0), (2.0, 6.0)],
        ],
        'Z' => &[&[(0.0, 0.0), (4.0, 0.0), (0.0, 6.0), (4.0, 6.0)]],
        '/' => &[&[(0.4, 6.2), (3.6, -0.2)]],
        '-' => &[&[(0.6, 3.0), (3.4, 3.0)]],
        '+' => &[&[(0.4, 3.0), (3.6, 3.0)], &[(2.0, 1.4), (2.0, 4.6)]],
        ':' => &[&[(2.0, 1.8)], &[(2.0, 5.4)]],
        '.' => &[&[(2.0, 5.6)]],
        ',' => &[&[(2.2, 5.4), (1.6, 6.8)]],
        '\'' => &[&[(2.0, 0.0), (2.0, 1.6)]],
        '!' => &[&[(2.0, 0.0), (2.0, 4.0)], &[(2.0, 5.7)]],
        '(' => &[&[(2.8, -0.2), (1.4, 1.4), (1.2, 3.0), (1.4, 4.6), (2.8, 6.2)]],
        ')' => &[&[(1.2, -0.2), (2.6, 1.4), (2.8, 3.0), (2.6, 4.6), (1.2, 6.2)]],
        '%' => &[
            &[(0.0, 6.0), (4.0, 0.0)],
            &[(0.8, 0.4), (0.8, 1.6)],
            &[(3.2, 4.4), (3.2, 5.6)],
        ],
        '×' => &[&[(0.8, 1.8), (3.2, 4.2)], &[(3.2, 1.8), (0.8, 4.2)]],
        '>' => &[&[(0.6, 1.0), (3.6, 3.0), (0.6, 5.0)]],
        '<' => &[&[(3.4, 1.0), (0.4, 3.0), (3.4, 5.0)]],
        '#' => &[
            &[(1.4, 0.4), (1.0, 5.6)],
            &[(3.0, 0.4), (2.6, 5.6)],
            &[(0.2, 2.0), (4.0, 2.0)],
            &[(0.0, 4.0), (3.8, 4.0)],
        ],
        '?' => QUESTION,
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_long_caption_breaks_between_words_and_every_line_fits() {
        let text = "It lies 12 cm from the centre of the fair tile (0, 3).";
        let room = text_width("It lies 12 cm from the", 20.0);
        let lines = wrap_text(text, 20.0, room);
        assert_eq!(lines.join(" "), text);
        assert!(lines.len() >= 2, "{lines:?}");
        assert!(lines.iter().all(|line| text_width(line, 20.0) <= room));
    }

    #[test]
    fn every_digit_and_capital_has_its_own_glyph() {
        for c in ('0'..='9').chain('A'..='Z') {
            let lines = glyph(c).unwrap();
            assert!(!std::ptr::eq(lines, QUESTION), "{c}");
            for line in lines {
                for (x, y) in line.iter() {
                    assert!((-0.5..=4.5).contains(x) && (-0.5..=7.0).contains(y), "{c}");
                }
            }
        }
        assert!(has_glyph('a') && has_glyph(' ') && has_glyph('?'));
        assert!(!has_glyph('~'));
    }

    #[test]
    fn text_is_as_wide_as_its_glyphs() {
        assert_eq!(text_width("", 24.0), 0.0);
        assert!((text_width("8", 24.0) - 16.0).abs() < 1e-4);
        assert!((text_width("88", 24.0) - 38.4).abs() < 1e-4);
    }
}
