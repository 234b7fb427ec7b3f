//! Text broken at spaces to fit the terminal's width, so that nothing runs past the edge of an
//! 80-column terminal: [`wrap`] for a text laid out under a heading, [`Wrapped`] for everything
//! `play` prints, line by line.

use crate::table::screen_size;
use std::io::{self, Write};

/// The columns a line may take when the terminal's width is unknown.
pub const COLUMNS: usize = 80;

/// `text` broken at spaces into lines of at most `width` columns: the first starts with
/// `first`, the others with `indent` spaces.
pub fn wrap(first: &str, indent: usize, text: &str, width: usize) -> Vec<String> {
    let words: Vec<&str> = text.split_whitespace().collect();
    rows(&format!("{first}{}", words.join(" ")), width, indent)
}

/// How many columns `text` takes on the screen: its characters, less the colour escapes.
fn shown_width(text: &str) -> usize {
    shown_chars(text).filter(|(_, _, shown)| *shown).count()
}

/// Each character of `text` with its byte offset, its screen column, and whether it is shown
/// (not part of an escape sequence such as `ESC [ 1 ; 31 m`).
fn shown_chars(text: &str) -> impl Iterator<Item = (usize, usize, bool)> + '_ {
    #[derive(Clone, Copy, PartialEq)]
    enum State {
        Text,
        Escape,
        Sequence,
    }
    let mut state = State::Text;
    let mut column = 0;
    text.char_indices().map(move |(at, ch)| {
        let shown = state == State::Text && ch != '\u{1b}';
        state = match (state, ch) {
            (State::Text, '\u{1b}') => State::Escape,
            (State::Escape, '[') => State::Sequence,
            (State::Sequence, '@'..='~') | (State::Escape, _) => State::Text,
            (state, _) => state,
        };
        let here = column;
        column += usize::from(shown);
        (at, here, shown)
    })
}

/// Where the rows after the first of a long `line` start: under its text, past the leading
/// spaces and a label set off by two spaces ("   2) seduction  land on a tile…", "  aim
/// degrees…") in the first half of the row.
fn hanging_indent(line: &str, width: usize) -> usize {
    let shown: Vec<char> = shown_chars(line)
        .filter(|(_, _, shown)| *shown)
        .filter_map(|(at, _, _)| line[at..].chars().next())
        .collect();
    let spaces_from = |at: usize| shown[at..].iter().take_while(|ch| **ch == ' ').count();
    let lead = spaces_from(0);
    let label = (lead..shown.len().saturating_sub(1))
        .find(|at| shown[*at] == ' ' && shown[at + 1] == ' ')
        .map(|gap| gap + spaces_from(gap))
        .filter(|end| *end <= width / 2);
    label.unwrap_or(lead).min(width / 2)
}

/// `line` broken into rows of at most `width` columns, at the last space that fits, the rows
/// after the first indented under its text ([`hanging_indent`]). Colour escapes take no room. A
/// word longer than a row is cut where the row ends, as the terminal would.
pub fn fit(line: &str, width: usize) -> Vec<String> {
    rows(line, width, hanging_indent(line, width))
}

/// `line` broken into rows of at most `width` columns, at the last space that fits; the rows
/// after the first start with `indent` spaces (at most half the width).
fn rows(line: &str, width: usize, indent: usize) -> Vec<String> {
    let width = width.max(2);
    let indent = indent.min(width / 2);
    let mut rows = Vec::new();
    // Spaces at the end (after a prompt, in a board's row) stay only if they fit.
    let text = line.trim_end_matches(' ');
    let tail = &line[text.len()..];
    let mut rest = text.to_owned();
    while shown_width(&rest) > width {
        // The row ends before the last space within its width (past the indent), else at the edge.
        let chars: Vec<(usize, usize, bool)> = shown_chars(&rest).collect();
        let space = chars
            .iter()
            .filter(|(at, column, shown)| {
                *shown && *column > indent && *column <= width && rest[*at..].starts_with(' ')
            })
            .map(|(at, _, _)| *at)
            .rfind(|at| !rest[..*at].trim_end().is_empty());
        let (end, next) = match space {
            Some(at) => (
                at,
                at + rest[at..].len() - rest[at..].trim_start_matches(' ').len(),
            ),
            None => {
                let at = chars
                    .iter()
                    .find(|(_, column, shown)| *shown && *column == width)
                    .map_or(rest.len(), |(at, _, _)| *at);
                (at, at)
            }
        };
        rows.push(rest[..end].trim_end().to_owned());
        rest = format!("{}{}", " ".repeat(indent), &rest[next..]);
    }
    if shown_width(&rest) + tail.len() <= width {
        rest.push_str(tail);
    }
    rows.push(rest);
    rows
}

/// `text` fit to the terminal's width ([`fit`]) when it is known, its rows joined by line ends.
pub fn on_screen(text: &str) -> String {
    screen_size().map_or_else(
        || text.to_owned(),
        |(columns, _)| fit(text, columns).join("\n"),
    )
}

/// Columns a prompt leaves free at the end of its row for the answer typed after it.
const ANSWER_ROOM: usize = 12;

/// A writer that prints each line broken at spaces to fit `width` columns ([`fit`]), for
/// everything `play` shows: prompts, the game's sentences, help, errors. A prompt (text
/// flushed before its line ends) leaves room on its last row for the answer. Without a width
/// (not a terminal) lines pass unchanged.
pub struct Wrapped<W: Write> {
    inner: W,
    width: Option<usize>,
    /// The line printed so far, up to its end or the next flush.
    pending: Vec<u8>,
}

impl<W: Write> Wrapped<W> {
    /// Lines written to `inner`, fit to `width` columns when it is known.
    pub fn new(inner: W, width: Option<usize>) -> Self {
        Wrapped {
            inner,
            width,
            pending: Vec::new(),
        }
    }

    /// Writes `line` (without its end) fit to the width; a line not `ended` is a prompt.
    fn emit(&mut self, line: &[u8], ended: bool) -> io::Result<()> {
        let Some(width) = self.width else {
            return self.inner.write_all(line);
        };
        let room = if ended {
            width
        } else {
            width.saturating_sub(ANSWER_ROOM)
        };
        let rows = fit(&String::from_utf8_lossy(line), room);
        self.inner.write_all(rows.join("\n").as_bytes())
    }
}

impl Wrapped<io::Stdout> {
    /// Standard output, fit to the terminal's width when it is known.
    pub fn stdout() -> Self {
        Wrapped::new(io::stdout(), screen_size().map(|(columns, _)| columns))
    }
}

impl<W: Write> Write for Wrapped<W> {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.pending.extend_from_slice(buf);
        while let Some(end) = self.pending.iter().position(|byte| *byte == b'\n') {
            let line: Vec<u8> = self.pending.drain(..=end).collect();
            self.emit(&line[..end], true)?;
            self.inner.write_all(b"\n")?;
        }
        Ok(buf.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        if !self.pending.is_empty() {
            let line = std::mem::take(&mut self.pending);
            self.emit(&line, false)?;
        }
        self.inner.flush()
    }
}

impl<W: Write> Drop for Wrapped<W> {
    fn drop(&mut self) {
        // Nobody is left to tell if the last words cannot be written.
        let _ = self.flush();
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;

    #[test]
    fn a_token_rule_wraps_under_its_name_within_80_columns() {
        let lines = wrap(
            "   2) seduction  ",
            17,
            "land on a tile and swap the nearest opponent's follower for one of yours",
            COLUMNS,
        );
        assert_eq!(
            lines,
            [
                "   2) seduction  land on a tile and swap the nearest opponent's follower for one",
                "                 of yours",
            ]
        );
        assert!(lines.iter().all(|line| line.chars().count() <= COLUMNS));
        assert_eq!(wrap("", 0, "short", 80), ["short"]);
    }

    #[test]
    fn a_long_line_breaks_between_words_and_goes_on_under_its_text() {
        let line = "   -  knight in the city on the north, east, south and west sides: that city \
                    already has a follower";
        let rows = fit(line, 40);
        assert_eq!(
            rows,
            [
                "   -  knight in the city on the north,",
                "      east, south and west sides: that",
                "      city already has a follower",
            ]
        );
        let words = |text: &str| text.split_whitespace().collect::<Vec<_>>().join(" ");
        assert_eq!(words(&rows.join(" ")), words(line));
    }

    #[test]
    fn colours_take_no_room_and_a_line_that_fits_is_left_alone() {
        let anna = "\u{1b}[1;38;2;0;114;178mAnna\u{1b}[0m";
        let line = format!("Everyone hurls it once, in this order: {anna}, Ben, Cleo, Dan.");
        assert_eq!(fit(&line, 62), [line.as_str()]);
        assert_eq!(
            fit(&line, 50),
            [
                format!("Everyone hurls it once, in this order: {anna}, Ben,"),
                "Cleo, Dan.".to_owned()
            ]
        );
        assert_eq!(fit("  ", 2), ["  "]);
        assert_eq!(fit("row   ", 4), ["row"]);
        assert_eq!(fit("abcdefgh", 5), ["abcde", "fgh"]);
    }

    #[test]
    fn a_prompt_leaves_room_for_the_answer_and_a_pipe_gets_the_text_unchanged() {
        let say = |width| {
            let mut screen = Wrapped::new(Vec::new(), width);
            write!(screen, "That is a sentence of a few words. ").unwrap();
            writeln!(screen, "It goes on.").unwrap();
            write!(screen, "A prompt, asking: ").unwrap();
            screen.flush().unwrap();
            String::from_utf8(std::mem::take(&mut screen.inner)).unwrap()
        };
        assert_eq!(
            say(Some(25)),
            "That is a sentence of a\nfew words. It goes on.\nA prompt,\nasking: "
        );
        assert_eq!(
            say(None),
            "That is a sentence of a few words. It goes on.\nA prompt, asking: "
        );
    }
}
