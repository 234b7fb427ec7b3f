//! The game history: every game, its seats and its actions, in one SQLite file.
//!
//! A stored game is `(config, seed, actions)`, like a game in memory; the state hash saved with
//! each action proves that a replay reaches the same state. The write rule is: an action is
//! applied in memory only after it was stored ([`SavedGame::play`]). See docs/STORAGE.md.

#[cfg(not(target_family = "wasm"))]
mod aside;
mod checkpoint;
mod error;
mod export;
#[cfg(not(target_family = "wasm"))]
mod file_kind;
mod game_file;
mod game_file_error;
mod games;
#[cfg(not(target_family = "wasm"))]
mod header;
mod limit;
mod listing;
#[cfg(not(target_family = "wasm"))]
mod lock;
mod migrations;
#[cfg(not(target_family = "wasm"))]
mod read_only;
mod saved;
pub mod schema;
mod seat;
mod seat_sensitivity;
mod side_files;
mod stats;
mod status;
mod strict_json;
mod writer;

pub use error::StoreError;
pub use export::{EXPORT_FORMAT, EXPORT_FORMAT_VERSION, GameDocument};
pub use game_file::{GameFile, read_game_text};
pub use game_file_error::GameFileError;
pub use games::{Step, StoredGame};
pub use listing::{GameFilter, GameSummary};
pub use migrations::BUSY_TIMEOUT_MS;
pub use saved::{PreparedMove, SavedGame};
pub use seat::{Seat, SeatError};
pub use stats::PlayerStats;
pub use status::GameStatus;

use limit::Limit;
use rusqlite::{Connection, OpenFlags};
use std::fmt;
use std::path::{Path, PathBuf};

/// The version of the rules recorded with each game. Bump it when a change to the rules makes a
/// stored action do something else.
pub const RULES_VERSION: u32 = 1;

/// The largest game file read, bytes (1 MiB). The longest games Catapult writes (six bots,
/// The Catapult's rounds on) export to under 30 KiB; a bigger file is refused before it is
/// parsed, so a hostile one cannot take the memory.
pub const LARGEST_GAME_FILE: usize = 1 << 20;

/// The number of a stored game (its row id).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize)]
pub struct GameId(pub i64);

impl fmt::Display for GameId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "#{}", self.0)
    }
}

/// Where the history reads the time it writes on games: milliseconds since the Unix epoch.
/// Passed in, because the system clock is not everywhere (in a browser the core calls no
/// clock of its own: the page gives `Date.now`).
pub type Clock = fn() -> i64;

/// The system clock, in milliseconds since the Unix epoch (0 if it is before 1970).
#[cfg(not(target_family = "wasm"))]
pub fn system_clock() -> i64 {
    use std::time::{SystemTime, UNIX_EPOCH};
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |elapsed| elapsed.as_millis() as i64)
}

/// An open game history.
#[derive(Debug)]
pub struct Store {
    conn: Connection,
    path: PathBuf,
    clock: Clock,
    /// Why the history is open for reading only, if it is: each write first tries to open it
    /// for writing again ([`Store::writer`]).
    read_only: Option<Limit>,
    /// The shared lock of `<path>.lock`, held while the store is open: no other program sets
    /// the file aside under it (`open_or_move_aside`). `None` in a folder where no lock file
    /// can be made (the history is then only read).
    #[cfg(not(target_family = "wasm"))]
    lock: Option<lock::HistoryLock>,
}

impl Store {
    /// Opens (or creates) the history at `path` and brings its schema up to date. A file that
    /// is not a database, is damaged, belongs to another program or was written by a newer app
    /// is refused and left unchanged, with its `-wal`. The store holds the shared lock of
    /// `<path>.lock` until it is dropped.
    ///
    /// A history that can be read but not written (the disk is full, or its file or folder
    /// is read-only) is opened for reading only, with nothing made beside it: its games can be
    /// listed, resumed, replayed and exported, and each write first tries again to open it for
    /// writing, or is refused with [`StoreError::PhoneFull`] or [`StoreError::ReadOnly`].
    #[cfg(not(target_family = "wasm"))]
    pub fn open(path: impl AsRef<Path>) -> Result<Store, StoreError> {
        Store::open_with_clock(path, system_clock)
    }

    /// [`Store::open`] with the clock to date games by (the only way in a browser, where
    /// `path` names a file of the SQLite VFS the page installed, and there is no lock file).
    pub fn open_with_clock(path: impl AsRef<Path>, clock: Clock) -> Result<Store, StoreError> {
        let path = path.as_ref();
        #[cfg(not(target_family = "wasm"))]
        return Store::open_locked(path, clock);
        #[cfg(target_family = "wasm")]
        Store::open_writable(path, clock)
    }

    /// [`Store::open_with_clock`] where there is a file system: checks what `path` names and
    /// takes the lock first.
    #[cfg(not(target_family = "wasm"))]
    fn open_locked(path: &Path, clock: Clock) -> Result<Store, StoreError> {
        // Before the lock file is made beside it, and before anything opens it (opening a
        // pipe waits for a writer for ever).
        file_kind::check_is_file(path)?;
        let (mut lock, limit) = match lock::HistoryLock::shared(path) {
            Ok(lock) => (Some(lock), None),
            // A folder the app may not write in (or a disk with no room for an empty file)
            // takes no lock file; the history in it can still be read.
            Err(error) => match Limit::of_store(&error) {
                Some(limit) if path.exists() => (None, Some(limit)),
                _ => return Err(error),
            },
        };
        let opened = Store::open_checked(path, clock, lock.as_mut(), limit);
        if let Some(lock) = &mut lock {
            // A refused history, or one only read, is left with nothing beside it.
            lock.tidy_when_dropped(!opened.as_ref().is_ok_and(|store| store.read_only.is_none()));
        }
        let mut store = opened?;
        store.lock = lock;
        Ok(store)
    }

    /// Opens the file and runs the checks and migrations, for writing, or for reading only if
    /// `limit` says it cannot be written, if the file may not be written, or if writing it
    /// fails for one of those reasons; what a failed attempt made beside the file is removed
    /// while no other program holds `lock`. Takes no lock itself.
    #[cfg(not(target_family = "wasm"))]
    fn open_checked(
        path: &Path,
        clock: Clock,
        lock: Option<&mut lock::HistoryLock>,
        limit: Option<Limit>,
    ) -> Result<Store, StoreError> {
        // Before SQLite reads the file: it would read a `-wal` into a damaged header.
        header::check_file(path)?;
        let limit = match limit.or_else(|| Limit::of_file(path)) {
            Some(limit) => limit,
            None => {
                let before = side_files::SideFiles::look(path);
                let error = match Store::open_writable(path, clock) {
                    Err(error) => error,
                    opened => return opened,
                };
                let Some(limit) = Limit::of_store(&error) else {
                    return Err(error);
                };
                if let Some(lock) = lock {
                    lock.alone(|| before.remove_made_since(path))?;
                }
                limit
            }
        };
        let conn = read_only::open(path, limit)?;
        Ok(Store {
            read_only: Some(limit),
            ..Store::around(conn, path, clock)
        })
    }

    /// Opens the file for writing and runs the checks and migrations.
    fn open_writable(path: &Path, clock: Clock) -> Result<Store, StoreError> {
        let flags = OpenFlags::SQLITE_OPEN_READ_WRITE
            | OpenFlags::SQLITE_OPEN_CREATE
            | OpenFlags::SQLITE_OPEN_NO_MUTEX;
        let mut conn =
            Connection::open_with_flags(path, flags).map_err(|source| StoreError::CannotOpen {
                path: path.to_path_buf(),
                source,
            })?;
        migrations::prepare(&mut conn, path)?;
        Ok(Store::around(conn, path, clock))
    }

    /// A store around an open connection: writable, holding no lock.
    fn around(conn: Connection, path: &Path, clock: Clock) -> Store {
        Store {
            conn,
            path: path.to_path_buf(),
            clock,
            read_only: None,
            #[cfg(not(target_family = "wasm"))]
            lock: None,
        }
    }

    /// Like [`Store::open`], but a file that is not a database or is damaged is moved to
    /// `<path>.corrupt-<unix ms>` (with a counter if that name is taken; no file is ever
    /// replaced), with its `-wal`, `-shm` and `-journal`, and a new, empty history is started.
    /// Returns the store and where the old file went, if it was moved, so the player can be
    /// told.
    ///
    /// The move holds the exclusive lock of `<path>.lock` and first checks again that the file
    /// is still damaged, so programs opening one damaged file at once move it once. A damaged
    /// file another program has open is not moved (that program would go on writing to the
    /// moved file): after [`BUSY_TIMEOUT_MS`] of waiting for it to close the file,
    /// [`StoreError::DamagedInUse`]. In a folder where no lock file can be made (read-only, or
    /// a full disk), a damaged file cannot be moved either: it is refused as
    /// [`StoreError::NotADatabase`], left as it was.
    #[cfg(not(target_family = "wasm"))]
    pub fn open_or_move_aside(
        path: impl AsRef<Path>,
    ) -> Result<(Store, Option<PathBuf>), StoreError> {
        use std::time::{Duration, Instant};
        /// The pause before looking again at a damaged file another program has open.
        const PAUSE: Duration = Duration::from_millis(20);
        let path = path.as_ref();
        let started = Instant::now();
        loop {
            let refusal = match Store::open(path) {
                Err(error @ StoreError::NotADatabase { .. }) => error,
                other => return other.map(|store| (store, None)),
            };
            let moving = match lock::HistoryLock::try_exclusive(path) {
                Ok(moving) => moving,
                // No lock file can be made there (a read-only folder, a full disk): nor can
                // the file be moved.
                Err(error) if Limit::of_store(&error).is_some() => return Err(refusal),
                Err(error) => return Err(error),
            };
            if let Some(mut moving) = moving {
                // Another program may have set it aside and started a new history meanwhile:
                // then the next round opens that one.
                match Store::open_checked(path, system_clock, Some(&mut moving), None) {
                    Err(StoreError::NotADatabase { .. }) => {
                        let target = aside::move_aside(path, system_clock())?;
                        drop(moving);
                        return Ok((Store::open(path)?, Some(target)));
                    }
                    Err(other) => return Err(other),
                    Ok(_healthy) => {}
                }
            }
            if started.elapsed() >= Duration::from_millis(BUSY_TIMEOUT_MS) {
                return Err(StoreError::DamagedInUse {
                    path: path.to_path_buf(),
                });
            }
            std::thread::sleep(PAUSE);
        }
    }

    /// A history in memory, gone when dropped (for tests and previews).
    #[cfg(not(target_family = "wasm"))]
    pub fn open_in_memory() -> Result<Store, StoreError> {
        Store::open_in_memory_with_clock(system_clock)
    }

    /// [`Store::open_in_memory`] with the clock to date games by.
    pub fn open_in_memory_with_clock(clock: Clock) -> Result<Store, StoreError> {
        let path = PathBuf::from(":memory:");
        let mut conn = Connection::open_in_memory()?;
        migrations::prepare(&mut conn, &path)?;
        Ok(Store::around(conn, &path, clock))
    }

    /// Now, by the history's clock: milliseconds since the Unix epoch.
    fn now_ms(&self) -> i64 {
        (self.clock)()
    }

    /// The database file.
    pub fn path(&self) -> &Path {
        &self.path
    }
}

/// `path` with `suffix` added to its file name (`games.sqlite` and `-wal`: `games.sqlite-wal`).
fn suffixed(path: &Path, suffix: &str) -> PathBuf {
    let mut name = path.as_os_str().to_owned();
    name.push(suffix);
    PathBuf::from(name)
}

/// A state hash as stored: 16 lowercase hex digits.
fn hash_hex(hash: u64) -> String {
    format!("{hash:016x}")
}
