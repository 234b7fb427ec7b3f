//! Helpers shared by the stories of a history on bad ground (a full phone, a read-only file or
//! folder, a refused file): a history with games in it, what a player sees of it, and the
//! folder it is in, byte for byte.

// Test helpers may unwrap: a failure is the test failing. Each story uses some of them.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, dead_code)]

pub mod player;

use catapult_core::bots::BotLevel;
use catapult_core::rules::{Action, CatapultRules, Game, GameConfig};
use catapult_core::store::{
    GameFilter, GameId, GameSummary, PlayerStats, SavedGame, Seat, Step, Store, StoreError,
};
use std::path::{Path, PathBuf};
use tempfile::TempDir;

/// What a player is told when a move finds the phone full.
pub const PHONE_FULL: &str = "the phone is full (or its storage took no more), so this was not saved: free some space, then try again. Nothing was lost";

/// What a player is told when a move finds the history read-only.
pub const READ_ONLY: &str = "the game history is read-only here (its file or folder may not be written), so this was not saved; nothing was lost";

/// A two-player base game (no catapult rounds: quick to play).
pub fn base_game() -> GameConfig {
    let mut config = GameConfig::new(2);
    config.rules.catapult = CatapultRules::Off;
    config
}

pub fn table() -> [Seat; 2] {
    [
        Seat::bot("Anna", "red", BotLevel::Random),
        Seat::bot("Ben", "blue", BotLevel::Random),
    ]
}

/// The move a bot makes next in `game`.
pub fn next_move(game: &Game) -> Action {
    BotLevel::Random
        .bot(game.actions().len() as u64)
        .choose(game)
        .expect("the game waits for a move")
}

/// Plays `moves` moves of `saved` (or to the end), each stored.
pub fn play(store: &mut Store, saved: &mut SavedGame, moves: usize) {
    for _ in 0..moves {
        if saved.game().is_over() {
            return;
        }
        let action = next_move(saved.game());
        saved.play(store, action).unwrap();
    }
}

/// A history at `path` with two finished games and one unfinished (twelve moves in), closed
/// so that everything is in the file, and without its lock file: the file alone, as a backup
/// or a copy from another phone brings it. Returns the unfinished game.
pub fn history_with_games(path: &Path) -> GameId {
    let mut store = Store::open(path).unwrap();
    for seed in [1, 2] {
        let mut saved = store.start_game(&base_game(), seed, &table()).unwrap();
        play(&mut store, &mut saved, usize::MAX);
    }
    let mut saved = store.start_game(&base_game(), 3, &table()).unwrap();
    play(&mut store, &mut saved, 12);
    let unfinished = saved.id();
    drop(store);
    std::fs::remove_file(beside(path, ".lock")).unwrap();
    assert_eq!(
        names(path.parent().unwrap()),
        [path.file_name().unwrap().to_string_lossy().into_owned()],
        "the history is one file"
    );
    unfinished
}

/// [`history_with_games`] as `games.sqlite` in a new folder: the folder, the file and the
/// unfinished game.
pub fn new_history() -> (TempDir, PathBuf, GameId) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("games.sqlite");
    let unfinished = history_with_games(&path);
    (dir, path, unfinished)
}

/// Why `result` was refused, checking that the player is told `words` first.
pub fn refused_saying<T: std::fmt::Debug>(
    result: Result<T, StoreError>,
    words: &str,
) -> StoreError {
    let error = result.expect_err("refused");
    assert!(error.to_string().starts_with(words), "{error}");
    error
}

/// Tries the next move of `saved`, which must be refused with `words`; checks that the game
/// in memory stayed as it was, and returns the move and why it was refused.
pub fn refused_move(store: &mut Store, saved: &mut SavedGame, words: &str) -> (Action, StoreError) {
    let game = saved.game().clone();
    let action = next_move(&game);
    let error = refused_saying(saved.play(store, action), words);
    assert_eq!(saved.game().actions(), game.actions(), "the game as it was");
    assert_eq!(saved.game().state_hash(), game.state_hash());
    (action, error)
}

/// `path` with `suffix` added to its name.
pub fn beside(path: &Path, suffix: &str) -> PathBuf {
    PathBuf::from(format!("{}{suffix}", path.display()))
}

/// The names in `folder`, sorted.
pub fn names(folder: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(folder)
        .unwrap()
        .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

/// Every file in `folder`, with its bytes, sorted by name.
pub fn folder(folder: &Path) -> Vec<(String, Vec<u8>)> {
    names(folder)
        .into_iter()
        .map(|name| {
            let bytes = std::fs::read(folder.join(&name)).unwrap();
            (name, bytes)
        })
        .collect()
}

/// Checks that `folder` holds exactly `before`: the same names, byte for byte.
pub fn assert_untouched(folder_path: &Path, before: &[(String, Vec<u8>)]) {
    let after = folder(folder_path);
    let names = |files: &[(String, Vec<u8>)]| -> Vec<String> {
        files.iter().map(|(name, _)| name.clone()).collect()
    };
    assert_eq!(names(&after), names(before), "nothing made or removed");
    assert!(after == before, "every file byte for byte as it was");
}

/// What a player who only looks sees of a history: the list, the statistics, and each game's
/// export and steps; the unfinished game resumed.
#[derive(Debug, PartialEq)]
pub struct Seen {
    pub games: Vec<GameSummary>,
    pub stats: Vec<PlayerStats>,
    pub exports: Vec<String>,
    pub steps: Vec<Vec<Step>>,
    pub resumed: Vec<Action>,
}

/// Lists, exports, replays and resumes everything in `store`.
pub fn look(store: &Store, unfinished: GameId) -> Seen {
    let games = store.list_games(&GameFilter::default(), 0, 20).unwrap();
    Seen {
        stats: store.all_player_stats().unwrap(),
        exports: games
            .iter()
            .map(|game| store.export_game(game.id).unwrap())
            .collect(),
        steps: games
            .iter()
            .map(|game| store.replay_steps(game.id).unwrap())
            .collect(),
        resumed: store.resume(unfinished).unwrap().game().actions().to_vec(),
        games,
    }
}
