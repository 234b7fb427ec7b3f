//! The 100-byte header of an SQLite file, checked by the app before SQLite opens the file: a
//! damaged header next to a live `-wal` must be set aside before SQLite reads the log into it.
//! See <https://sqlite.org/fileformat.html#the_database_header>.

use super::StoreError;
use std::path::Path;

/// Bytes of the header.
const HEADER_LEN: usize = 100;

/// What every SQLite 3 file starts with.
const MAGIC: &[u8; 16] = b"SQLite format 3\0";

/// Why `bytes` (the start of a file) cannot be an SQLite header, or `None` if they can. No bytes
/// at all is an empty file: SQLite makes it a new database.
pub fn header_problem(bytes: &[u8]) -> Option<&'static str> {
    if bytes.is_empty() {
        return None;
    }
    if bytes.len() < HEADER_LEN {
        return Some("the file is shorter than an SQLite header");
    }
    if &bytes[..MAGIC.len()] != MAGIC {
        return Some("the file does not start with SQLite's header");
    }
    // The page size in bytes: a power of two from 512 to 32 768, or 1 for 65 536.
    let page_size = u16::from_be_bytes([bytes[16], bytes[17]]);
    if page_size != 1 && !(page_size >= 512 && page_size.is_power_of_two()) {
        return Some("the header gives an impossible page size");
    }
    // Write and read versions: 1 (rollback journal) or 2 (WAL).
    if !matches!(bytes[18], 1 | 2) || !matches!(bytes[19], 1 | 2) {
        return Some("the header gives an unknown file format version");
    }
    // The payload fractions are fixed at 64, 32 and 32.
    if bytes[21..24] != [64, 32, 32] {
        return Some("the header's payload fractions are not SQLite's");
    }
    None
}

/// Refuses the file at `path` as [`StoreError::NotADatabase`] if its header is damaged. A
/// missing file is fine (a new history); a file that cannot be read is left for SQLite to
/// report, so the player gets its reason.
pub fn check_file(path: &Path) -> Result<(), StoreError> {
    use std::io::Read;
    let Ok(file) = std::fs::File::open(path) else {
        return Ok(());
    };
    let mut start = Vec::with_capacity(HEADER_LEN);
    if file
        .take(HEADER_LEN as u64)
        .read_to_end(&mut start)
        .is_err()
    {
        return Ok(());
    }
    match header_problem(&start) {
        Some(problem) => Err(StoreError::damaged_file(
            path,
            rusqlite::ffi::SQLITE_NOTADB,
            problem,
        )),
        None => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The header SQLite writes for a new WAL database of 4096-byte pages.
    fn healthy() -> Vec<u8> {
        let mut header = vec![0; HEADER_LEN];
        header[..16].copy_from_slice(MAGIC);
        header[16..18].copy_from_slice(&4096u16.to_be_bytes());
        header[18] = 2;
        header[19] = 2;
        header[21..24].copy_from_slice(&[64, 32, 32]);
        header
    }

    #[test]
    fn a_healthy_header_and_an_empty_file_pass() {
        assert_eq!(header_problem(&healthy()), None);
        assert_eq!(header_problem(&[]), None);
        let mut largest_pages = healthy();
        largest_pages[16..18].copy_from_slice(&1u16.to_be_bytes());
        assert_eq!(header_problem(&largest_pages), None);
    }

    #[test]
    fn a_scribbled_magic_page_size_version_or_fraction_is_named() {
        let damage = |at: usize, byte: u8| {
            let mut header = healthy();
            header[at] = byte;
            header_problem(&header)
        };
        assert!(damage(0, b's').is_some_and(|why| why.contains("start")));
        assert!(damage(17, 1).is_some_and(|why| why.contains("page size")));
        assert!(damage(16, 0x30).is_some_and(|why| why.contains("page size")));
        assert!(damage(19, 3).is_some_and(|why| why.contains("version")));
        assert!(damage(22, 0).is_some_and(|why| why.contains("fractions")));
        assert!(header_problem(&healthy()[..40]).is_some_and(|why| why.contains("shorter")));
    }
}
