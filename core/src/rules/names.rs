//! Players' names: what a seat's name may hold, checked the same way for a new game and for an
//! imported one, and how a name that was stored before these checks is shown safely.

use std::borrow::Cow;
use std::fmt::Write;
use thiserror::Error;

/// The longest name a seat may have, characters (longer ones do not fit the score panel).
pub const LONGEST_NAME: usize = 24;

/// Why a name is refused. Each message completes "seat 2 …".
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum NameError {
    /// Nothing but spaces.
    #[error("has no name; type one")]
    Empty,
    /// Spaces before or after the name (a new game trims them; a file must not hold them).
    #[error("has a name that starts or ends with a space ({shown}); remove the spaces")]
    Untrimmed {
        /// The name, shown safely.
        shown: String,
    },
    /// More than [`LONGEST_NAME`] characters.
    #[error("has a name too long ({characters} characters, {shown}); use at most {LONGEST_NAME}")]
    TooLong {
        /// Its length, characters.
        characters: usize,
        /// Its start, shown safely.
        shown: String,
    },
    /// A control character (an escape, a newline, a tab) or an invisible formatting one (a
    /// zero-width space, a right-to-left override): either could disguise the name or forge
    /// what a terminal shows.
    #[error(
        "has a name with an invisible or control character (U+{code:04X}, in {shown}); type it with visible characters only"
    )]
    Hidden {
        /// The character's code point.
        code: u32,
        /// The name, shown safely.
        shown: String,
    },
}

/// Checks a name as it will be stored: not empty, no spaces around it, at most
/// [`LONGEST_NAME`] characters, and no control or invisible formatting character.
pub fn check_name(name: &str) -> Result<(), NameError> {
    if name.trim().is_empty() {
        return Err(NameError::Empty);
    }
    if let Some(hidden) = name.chars().find(|c| is_hidden(*c)) {
        return Err(NameError::Hidden {
            code: u32::from(hidden),
            shown: shown_start(name),
        });
    }
    let characters = name.chars().count();
    if characters > LONGEST_NAME {
        return Err(NameError::TooLong {
            characters,
            shown: shown_start(name),
        });
    }
    if name.trim() != name {
        return Err(NameError::Untrimmed {
            shown: shown_start(name),
        });
    }
    Ok(())
}

/// Whether `c` is a control character (`char::is_control`: escapes, newlines, tabs, DEL) or
/// an invisible character that changes how the text around it is shown: zero-width spaces and
/// joiners, bidirectional marks, embeddings, overrides and isolates, the line and paragraph
/// separators, invisible operators and the byte order mark.
pub fn is_hidden(c: char) -> bool {
    c.is_control()
        || matches!(
            c,
            '\u{061C}'
                | '\u{200B}'..='\u{200F}'
                | '\u{2028}'..='\u{202E}'
                | '\u{2060}'..='\u{2064}'
                | '\u{2066}'..='\u{2069}'
                | '\u{FEFF}'
        )
}

/// `text` with every [`is_hidden`] character written as `\u{…}`, so that printing it cannot
/// move the cursor, colour the terminal, start a line or turn text around. Text without
/// such characters is returned as it is.
pub fn escape_hidden(text: &str) -> Cow<'_, str> {
    if !text.chars().any(is_hidden) {
        return Cow::Borrowed(text);
    }
    let mut escaped = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        if is_hidden(c) {
            // Writing to a String cannot fail.
            let _ = write!(escaped, "\\u{{{:x}}}", u32::from(c));
        } else {
            escaped.push(c);
        }
    }
    Cow::Owned(escaped)
}

/// The first `characters` characters of text from outside (a file, a player), escaped
/// ([`escape_hidden`]) and followed by "…" if cut, to quote in a message.
pub fn escaped_start(text: &str, characters: usize) -> String {
    let start: String = text.chars().take(characters).collect();
    let more = if start.len() < text.len() { "…" } else { "" };
    format!("{}{more}", escape_hidden(&start))
}

/// The first [`LONGEST_NAME`] characters of a name, quoted and escaped, for a message.
fn shown_start(name: &str) -> String {
    format!("\"{}\"", escaped_start(name, LONGEST_NAME))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ordinary_names_from_anywhere_are_accepted() {
        for name in [
            "Anna",
            "Bot 3 (random)",
            "José-María",
            "Zoë O'Neill",
            "李小龍",
            "x",
        ] {
            assert_eq!(check_name(name), Ok(()), "{name}");
        }
        assert_eq!(check_name(&"é".repeat(LONGEST_NAME)), Ok(()));
    }

    #[test]
    fn empty_padded_and_overlong_names_are_refused() {
        assert_eq!(check_name("   "), Err(NameError::Empty));
        assert!(matches!(
            check_name(" Anna"),
            Err(NameError::Untrimmed { .. })
        ));
        let long = check_name(&"a".repeat(LONGEST_NAME + 1)).expect_err("25 letters");
        assert!(matches!(long, NameError::TooLong { characters: 25, .. }));
        assert!(long.to_string().contains("too long"), "{long}");
    }

    #[test]
    fn escapes_newlines_and_invisible_direction_marks_are_refused_and_named() {
        for (name, code) in [
            ("Anna\u{1b}[31m", 0x1b),
            ("An\nna", 0x0a),
            ("An\tna", 0x09),
            ("Anna\u{202e}", 0x202e),
            ("An\u{200b}na", 0x200b),
            ("\u{feff}Anna", 0xfeff),
            ("Anna\u{2066}", 0x2066),
            ("Ann\u{9b}a", 0x9b),
        ] {
            let error = check_name(name).expect_err(name);
            assert!(
                matches!(error, NameError::Hidden { code: found, .. } if found == code),
                "{name:?}: {error:?}"
            );
            assert!(!error.to_string().chars().any(is_hidden), "{error}");
        }
    }

    #[test]
    fn a_stored_name_with_an_escape_sequence_is_shown_with_the_escape_written_out() {
        assert_eq!(escape_hidden("Anna"), "Anna");
        assert!(matches!(escape_hidden("Anna"), Cow::Borrowed(_)));
        assert_eq!(
            escape_hidden("\u{1b}[2JAnna\n12 finished"),
            "\\u{1b}[2JAnna\\u{a}12 finished"
        );
        assert_eq!(escape_hidden("evil\u{202e}txt"), "evil\\u{202e}txt");
    }
}
