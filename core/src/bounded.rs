//! Reading input of bounded size (a game file, a motion trace): no further than one byte past
//! the limit, so a huge or endless file is refused without filling the memory.

use std::io::{self, Read};

/// The bytes of `reader` if it holds at most `limit` bytes; `Ok(None)` if it holds more
/// (having read `limit + 1` of them).
pub fn read_at_most(reader: impl Read, limit: usize) -> io::Result<Option<Vec<u8>>> {
    let mut bytes = Vec::new();
    let most = u64::try_from(limit).unwrap_or(u64::MAX);
    reader
        .take(most.saturating_add(1))
        .read_to_end(&mut bytes)?;
    Ok((bytes.len() <= limit).then_some(bytes))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_stream_up_to_the_limit_is_read_whole_and_a_longer_one_is_refused() {
        assert_eq!(
            read_at_most(&b"four"[..], 4).ok().flatten(),
            Some(b"four".to_vec())
        );
        assert_eq!(read_at_most(&b"fives"[..], 4).ok().flatten(), None);
        assert_eq!(read_at_most(io::repeat(b' '), 1 << 10).ok().flatten(), None);
    }
}
