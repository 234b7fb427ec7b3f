//! Text broken at spaces to fit the terminal's width, so that nothing runs past the edge of an
//! 80-column terminal.

/// The columns a line may take when the terminal's width is unknown.
pub const COLUMNS: usize = 80;

/// `text` broken at spaces into lines of at most `width` characters: the first starts with
/// `first`, the others with `indent` spaces. A word longer than a line keeps a line of its own.
pub fn wrap(first: &str, indent: usize, text: &str, width: usize) -> Vec<String> {
    let mut lines = Vec::new();
    let mut line = first.to_owned();
    let mut empty = true;
    for word in text.split_whitespace() {
        let room = line.chars().count() + usize::from(!empty) + word.chars().count();
        if !empty && room > width {
            lines.push(std::mem::replace(&mut line, " ".repeat(indent)));
            empty = true;
        }
        if !empty {
            line.push(' ');
        }
        line.push_str(word);
        empty = false;
    }
    lines.push(line);
    lines
}

#[cfg(test)]
mod tests {
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
}
