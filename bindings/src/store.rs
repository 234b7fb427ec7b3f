//! The game history: every game played on this phone in one SQLite file, listed a page at a
//! time, with per-player statistics, export to JSON and import from it.
//!
//! Every call that reads or writes the file is `async` and runs on the library's runtime. One
//! connection is shared by the history screens and the game being played.

use crate::error::CatapultError;
use crate::runtime::off_thread;
use catapult_core::bots::BotLevel;
use catapult_core::flick::FlickSensitivity;
use catapult_core::store::{
    GameFile, GameFilter, GameId, GameStatus, GameSummary, PlayerStats, Seat, Store, StoreError,
};
use std::sync::{Arc, Mutex, MutexGuard};

/// How a computer player thinks, weakest first (the core's `BotLevel`; `label` names it for
/// players).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum BotSkill {
    /// Any legal move, at random.
    Random,
    /// A good move rather than the best, and a wild throwing hand.
    Beginner,
    /// Intermediate: the move with the best immediate points; a fair hand.
    Greedy,
    /// Looks a turn ahead over the hidden pile; a steady hand.
    Strong,
    /// Looks further ahead than strong; the steadiest hand (it still misses now and then).
    Expert,
}

impl From<BotLevel> for BotSkill {
    fn from(level: BotLevel) -> BotSkill {
        match level {
            BotLevel::Random => BotSkill::Random,
            BotLevel::Beginner => BotSkill::Beginner,
            BotLevel::Greedy => BotSkill::Greedy,
            BotLevel::Strong => BotSkill::Strong,
            BotLevel::Expert => BotSkill::Expert,
        }
    }
}

impl From<BotSkill> for BotLevel {
    fn from(skill: BotSkill) -> BotLevel {
        match skill {
            BotSkill::Random => BotLevel::Random,
            BotSkill::Beginner => BotLevel::Beginner,
            BotSkill::Greedy => BotLevel::Greedy,
            BotSkill::Strong => BotLevel::Strong,
            BotSkill::Expert => BotLevel::Expert,
        }
    }
}

/// Every bot level, weakest first, for a setup screen's choices.
#[uniffi::export]
pub fn bot_skills() -> Vec<BotSkill> {
    BotLevel::ALL.into_iter().map(BotSkill::from).collect()
}

/// The level a new bot seat starts with.
#[uniffi::export]
pub fn default_bot_skill() -> BotSkill {
    BotLevel::DEFAULT.into()
}

/// What a player reads for `skill` ("Intermediate").
#[uniffi::export]
pub fn bot_skill_label(skill: BotSkill) -> String {
    BotLevel::from(skill).label().to_string()
}

/// Where a stored game stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum HistoryStatus {
    /// Still being played; it can be resumed.
    InProgress,
    /// Played to the end and scored.
    Finished,
    /// Given up before the end (it can still be resumed or exported).
    Abandoned,
}

impl From<GameStatus> for HistoryStatus {
    fn from(status: GameStatus) -> HistoryStatus {
        match status {
            GameStatus::InProgress => HistoryStatus::InProgress,
            GameStatus::Finished => HistoryStatus::Finished,
            GameStatus::Abandoned => HistoryStatus::Abandoned,
        }
    }
}

impl From<HistoryStatus> for GameStatus {
    fn from(status: HistoryStatus) -> GameStatus {
        match status {
            HistoryStatus::InProgress => GameStatus::InProgress,
            HistoryStatus::Finished => GameStatus::Finished,
            HistoryStatus::Abandoned => GameStatus::Abandoned,
        }
    }
}

/// Which games to list; leave a field out to not filter on it.
#[derive(Debug, Clone, Default, PartialEq, Eq, uniffi::Record)]
pub struct HistoryFilter {
    /// Only games with this status.
    pub status: Option<HistoryStatus>,
    /// Only games with a seat of this name (blank: everyone).
    pub player: Option<String>,
}

impl From<HistoryFilter> for GameFilter {
    fn from(filter: HistoryFilter) -> GameFilter {
        GameFilter {
            status: filter.status.map(GameStatus::from),
            player: filter
                .player
                .map(|name| name.trim().to_owned())
                .filter(|name| !name.is_empty()),
        }
    }
}

/// A place at the table, as stored with a game.
#[derive(Debug, Clone, PartialEq, Eq, Hash, uniffi::Record)]
pub struct SeatRecord {
    /// The player's name (for a bot, the name it is shown with).
    pub name: String,
    /// The colour of the seat's followers, by name (`blue`, `red`, …).
    pub colour: String,
    /// The bot playing the seat, or `None` for a person.
    pub bot: Option<BotSkill>,
    /// How hard this player must flick.
    pub flick_sensitivity: FlickSensitivity,
}

impl From<Seat> for SeatRecord {
    fn from(seat: Seat) -> SeatRecord {
        SeatRecord {
            name: seat.name,
            colour: seat.colour,
            bot: seat.bot.map(BotSkill::from),
            flick_sensitivity: seat.flick_sensitivity,
        }
    }
}

impl From<SeatRecord> for Seat {
    fn from(seat: SeatRecord) -> Seat {
        Seat {
            name: seat.name,
            colour: seat.colour,
            bot: seat.bot.map(BotLevel::from),
            flick_sensitivity: seat.flick_sensitivity,
        }
    }
}

/// One line of the game list.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct GameSummaryRecord {
    /// The game's number, for the other calls.
    pub id: i64,
    /// When it was created, ms since the Unix epoch.
    pub created_ms: i64,
    /// When its last action was stored, ms since the Unix epoch.
    pub updated_ms: i64,
    /// Where it stands.
    pub status: HistoryStatus,
    /// The seats, in seat order.
    pub seats: Vec<SeatRecord>,
    /// Actions stored so far (a count).
    pub actions: u32,
    /// Final points per seat, in seat order, for a finished game.
    pub scores: Option<Vec<u32>>,
    /// The seats (indices into `seats`) with the highest final score (ties all win); empty
    /// until the game is finished.
    pub winners: Vec<u32>,
    /// Tiles on the board, the start tile included: "tile 35 of 84".
    pub tiles_placed: u32,
    /// Tiles the game has, the start tile included.
    pub tiles_in_game: u32,
    /// Its rule options in words ("The Catapult: Catapult rounds; Farmers: Today's rules").
    pub rules: String,
}

impl From<GameSummary> for GameSummaryRecord {
    fn from(game: GameSummary) -> GameSummaryRecord {
        let winners = match &game.scores {
            Some(scores) => {
                let best = scores.iter().copied().max();
                (0u32..)
                    .zip(scores)
                    .filter(|(_, score)| Some(**score) == best)
                    .map(|(seat, _)| seat)
                    .collect()
            }
            None => Vec::new(),
        };
        GameSummaryRecord {
            id: game.id.0,
            created_ms: game.created_ms,
            updated_ms: game.updated_ms,
            status: game.status.into(),
            seats: game.seats.into_iter().map(SeatRecord::from).collect(),
            actions: count(game.actions as u64),
            scores: game.scores,
            winners,
            tiles_placed: count(game.tiles_placed as u64),
            tiles_in_game: count(game.tiles_in_game as u64),
            rules: game.rules.summary(),
        }
    }
}

/// What one player did over all their finished games under that name. Points are game
/// points; the rest are counts.
#[derive(Debug, Clone, PartialEq, uniffi::Record)]
pub struct PlayerStatistics {
    /// The name, as written in one of the games.
    pub name: String,
    /// Finished games played.
    pub games: u32,
    /// Finished games won (ties all win).
    pub wins: u32,
    /// Mean final score, points per game.
    pub average_score: f64,
    /// Best final score, points.
    pub best_score: u32,
    /// Points from roads.
    pub roads: u32,
    /// Points from cities.
    pub cities: u32,
    /// Points from cloisters.
    pub cloisters: u32,
    /// Points from fields.
    pub fields: u32,
    /// Points from The Catapult (target, catch, house rule).
    pub catapult: u32,
    /// Catapult rounds in which the player scored.
    pub rounds_won: u32,
    /// Other players' followers sent home by the player's knock-out hurls.
    pub knock_outs: u32,
    /// Tokens caught.
    pub catches: u32,
}

/// `value` as a u32 count, the largest u32 if it is more.
fn count(value: u64) -> u32 {
    u32::try_from(value).unwrap_or(u32::MAX)
}

impl From<PlayerStats> for PlayerStatistics {
    fn from(stats: PlayerStats) -> PlayerStatistics {
        PlayerStatistics {
            name: stats.name,
            games: count(stats.games),
            wins: count(stats.wins),
            average_score: stats.average_score,
            best_score: stats.best_score,
            roads: count(stats.roads),
            cities: count(stats.cities),
            cloisters: count(stats.cloisters),
            fields: count(stats.fields),
            catapult: count(stats.catapult),
            rounds_won: count(stats.rounds_won),
            knock_outs: count(stats.knock_outs),
            catches: count(stats.catches),
        }
    }
}

/// The message when the history's lock is broken (an earlier call failed inside).
const BROKEN: &str = "the game history stopped working after an internal error; restart the app";

/// Locks `store`, or [`CatapultError::Internal`] if an earlier call broke it.
fn lock(store: &Mutex<Store>) -> Result<MutexGuard<'_, Store>, CatapultError> {
    store.lock().map_err(|_| CatapultError::Internal {
        message: BROKEN.into(),
    })
}

/// The open game history. Safe to use from any thread; calls wait for each other.
#[derive(Debug, uniffi::Object)]
pub struct GameStore {
    store: Arc<Mutex<Store>>,
    path: String,
    moved_aside: Option<String>,
}

/// Opens the game history at `path` (a file in the app's private storage; created if
/// missing) and brings it up to date. A damaged file is moved aside and a new history started:
/// [`GameStore::moved_aside`] then says where the old file went. A file of another program or
/// of a newer app, or a damaged one that another program still has open, is refused with
/// [`CatapultError::Storage`] and left unchanged (docs/STORAGE.md says what is promised under
/// races and damage).
#[uniffi::export]
pub async fn open_game_store(path: String) -> Result<Arc<GameStore>, CatapultError> {
    if path.trim().is_empty() {
        return Err(CatapultError::bad_input(
            "the game history needs a file path; pass a file in the app's storage",
        ));
    }
    off_thread(move || {
        let (store, moved) = Store::open_or_move_aside(&path)?;
        Ok(Arc::new(GameStore::new(
            store,
            moved.map(|target| target.display().to_string()),
        )))
    })
    .await
}

impl GameStore {
    /// Wraps an open store; `moved_aside` is where a damaged file went, if one did.
    fn new(store: Store, moved_aside: Option<String>) -> GameStore {
        GameStore {
            path: store.path().display().to_string(),
            store: Arc::new(Mutex::new(store)),
            moved_aside,
        }
    }

    /// The connection, for the game session to save through.
    pub(crate) fn shared(&self) -> Arc<Mutex<Store>> {
        Arc::clone(&self.store)
    }

    /// Runs `work` on the locked store on the library's runtime.
    async fn run<T, F>(&self, work: F) -> Result<T, CatapultError>
    where
        T: Send + 'static,
        F: FnOnce(&mut Store) -> Result<T, CatapultError> + Send + 'static,
    {
        let store = self.shared();
        off_thread(move || work(&mut *lock(&store)?)).await
    }
}

#[uniffi::export]
impl GameStore {
    /// The history's file.
    pub fn path(&self) -> String {
        self.path.clone()
    }

    /// Where a damaged history was moved when this one was opened (tell the player: their old
    /// games are in that file), or `None` if the file was fine.
    pub fn moved_aside(&self) -> Option<String> {
        self.moved_aside.clone()
    }

    /// Writes the latest games from the history's log into its file and empties the log, so
    /// that a backup of the file alone (Android's Auto Backup leaves the log out) holds every
    /// game. Call it when the app goes to the background. If another program holds the log,
    /// fails with [`CatapultError::Storage`] and loses nothing: try again later.
    pub async fn fold_log_into_file(&self) -> Result<(), CatapultError> {
        self.run(|store| Ok(store.fold_log_into_file()?)).await
    }

    /// The games matching `filter`, most recently played first, `page_size` (≥ 1) to a page;
    /// `page` counts from 0, and a page past the end is empty.
    pub async fn list_games(
        &self,
        filter: HistoryFilter,
        page: u32,
        page_size: u32,
    ) -> Result<Vec<GameSummaryRecord>, CatapultError> {
        if page_size == 0 {
            return Err(CatapultError::bad_input(
                "a page of games must hold at least one game; ask for a page size of 1 or more",
            ));
        }
        let filter = GameFilter::from(filter);
        self.run(move |store| {
            let games = store.list_games(&filter, page as usize, page_size as usize)?;
            Ok(games.into_iter().map(GameSummaryRecord::from).collect())
        })
        .await
    }

    /// Everyone's statistics over their finished games, one entry per name.
    pub async fn player_statistics(&self) -> Result<Vec<PlayerStatistics>, CatapultError> {
        self.run(|store| {
            let stats = store.all_player_stats()?;
            Ok(stats.into_iter().map(PlayerStatistics::from).collect())
        })
        .await
    }

    /// One player's statistics (case does not matter), or `None` if they finished no game.
    pub async fn player_statistics_for(
        &self,
        name: String,
    ) -> Result<Option<PlayerStatistics>, CatapultError> {
        self.run(move |store| {
            let stats = store.player_stats(name.trim())?;
            Ok(stats.map(PlayerStatistics::from))
        })
        .await
    }

    /// Deletes a game with everything stored about it. [`CatapultError::NotFound`] if there
    /// is no such game.
    pub async fn delete_game(&self, id: i64) -> Result<(), CatapultError> {
        self.run(move |store| Ok(store.delete_game(GameId(id))?))
            .await
    }

    /// Marks an unfinished game abandoned (it can still be resumed or exported). A finished
    /// game is refused; one already abandoned stays so.
    pub async fn abandon_game(&self, id: i64) -> Result<(), CatapultError> {
        self.run(move |store| Ok(store.abandon_game(GameId(id))?))
            .await
    }

    /// The game as a JSON document, to save or share.
    pub async fn export_game(&self, id: i64) -> Result<String, CatapultError> {
        self.run(move |store| Ok(store.export_game(GameId(id))?))
            .await
    }

    /// Stores a game from a JSON document made by [`GameStore::export_game`], as a new game, and
    /// returns its id. The document is checked in full first (every action replayed); a bad
    /// one is refused with the reason and nothing is saved.
    pub async fn import_game(&self, json: String) -> Result<i64, CatapultError> {
        let store = self.shared();
        off_thread(move || {
            // Checked (every action replayed) before the history is locked: the lock is held
            // only for the write, so a long file never holds up the game being played.
            let file = GameFile::read(&json).map_err(StoreError::from)?;
            Ok(lock(&store)?.import_file(&file)?.0)
        })
        .await
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

    use super::*;
    use catapult_core::bots::seat_seed;
    use catapult_core::rules::GameConfig;
    use catapult_core::store::SavedGame;
    use std::future::Future;

    /// The first ten games of the history, unfiltered.
    async fn first_games(games: &GameStore) -> Vec<GameSummaryRecord> {
        games
            .list_games(HistoryFilter::default(), 0, 10)
            .await
            .unwrap()
    }

    fn block_on<F: Future>(future: F) -> F::Output {
        tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .unwrap()
            .block_on(future)
    }

    /// Lets random bots play `moves` actions (or to the end), each stored.
    fn play(store: &mut Store, saved: &mut SavedGame, moves: usize) {
        let seed = saved.game().seed();
        let players = saved.game().config().players;
        let mut bots: Vec<_> = (0..players)
            .map(|seat| BotLevel::Random.bot(seat_seed(seed, seat)))
            .collect();
        for _ in 0..moves {
            let seat = saved.game().current_player();
            let Some(action) = bots[seat].choose(saved.game()) else {
                break;
            };
            saved.play(store, action).unwrap();
        }
    }

    fn seats() -> Vec<Seat> {
        vec![
            Seat::person("Anna", "blue"),
            Seat::bot("Robo", "red", BotLevel::Greedy),
        ]
    }

    #[test]
    fn a_store_in_a_temp_folder_lists_exports_imports_and_deletes_a_game() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("history.sqlite");
        block_on(async {
            let games = open_game_store(path.display().to_string()).await.unwrap();
            assert_eq!(games.path(), path.display().to_string());
            assert_eq!(games.moved_aside(), None);
            let id = {
                let shared = games.shared();
                let mut store = shared.lock().unwrap();
                let mut saved = store.start_game(&GameConfig::new(2), 7, &seats()).unwrap();
                play(&mut store, &mut saved, 6);
                saved.id().0
            };

            let listed = first_games(&games).await;
            assert_eq!(listed.len(), 1);
            let game = &listed[0];
            assert_eq!(game.id, id);
            assert_eq!(game.status, HistoryStatus::InProgress);
            assert_eq!(game.actions, 6);
            assert_eq!(game.scores, None);
            assert!(game.winners.is_empty());
            assert_eq!(
                game.seats,
                seats()
                    .into_iter()
                    .map(SeatRecord::from)
                    .collect::<Vec<_>>()
            );
            assert_eq!(game.seats[1].bot, Some(BotSkill::Greedy));

            let json = games.export_game(id).await.unwrap();
            assert!(json.contains("catapult-game"), "{json}");
            // The same game twice is refused, and the history still holds it once.
            assert!(matches!(
                games.import_game(json.clone()).await,
                Err(CatapultError::BadInput { .. })
            ));
            let by_anna = HistoryFilter {
                status: Some(HistoryStatus::InProgress),
                player: Some(" Anna ".into()),
            };
            assert_eq!(games.list_games(by_anna, 0, 10).await.unwrap().len(), 1);
            let nobody = HistoryFilter {
                status: None,
                player: Some("Zed".into()),
            };
            assert!(games.list_games(nobody, 0, 10).await.unwrap().is_empty());
            assert!(matches!(
                games.list_games(HistoryFilter::default(), 0, 0).await,
                Err(CatapultError::BadInput { .. })
            ));

            games.delete_game(id).await.unwrap();
            assert!(first_games(&games).await.is_empty());
            assert!(matches!(
                games.delete_game(id).await,
                Err(CatapultError::NotFound { .. })
            ));
            assert!(matches!(
                games.export_game(id).await,
                Err(CatapultError::NotFound { .. })
            ));

            // Deleted, it can come back from its file, the same to the last move.
            let copy = games.import_game(json.clone()).await.unwrap();
            assert_eq!(games.export_game(copy).await.unwrap(), json);
            games.abandon_game(copy).await.unwrap();
            let abandoned = HistoryFilter {
                status: Some(HistoryStatus::Abandoned),
                player: None,
            };
            let listed = games.list_games(abandoned, 0, 10).await.unwrap();
            assert_eq!(listed.iter().map(|g| g.id).collect::<Vec<_>>(), [copy]);
            assert!(games.import_game("{ not a game".into()).await.is_err());
        });
    }

    #[test]
    fn a_finished_game_names_its_winners_and_counts_in_the_statistics() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("history.sqlite");
        block_on(async {
            let games = open_game_store(path.display().to_string()).await.unwrap();
            let (id, scores) = {
                let shared = games.shared();
                let mut store = shared.lock().unwrap();
                let mut saved = store.start_game(&GameConfig::new(2), 3, &seats()).unwrap();
                play(&mut store, &mut saved, usize::MAX);
                assert!(saved.game().is_over());
                (saved.id().0, saved.game().scores().to_vec())
            };
            let listed = first_games(&games).await;
            assert_eq!(listed[0].id, id);
            assert_eq!(listed[0].status, HistoryStatus::Finished);
            assert_eq!(listed[0].scores.as_deref(), Some(scores.as_slice()));
            let best = scores.iter().max().copied();
            assert!(!listed[0].winners.is_empty());
            for seat in &listed[0].winners {
                assert_eq!(scores.get(*seat as usize).copied(), best);
            }
            assert!(games.abandon_game(id).await.is_err());

            let all = games.player_statistics().await.unwrap();
            assert_eq!(all.len(), 2);
            let anna = games
                .player_statistics_for("anna".into())
                .await
                .unwrap()
                .unwrap();
            assert_eq!(anna.games, 1);
            assert_eq!(anna.best_score, scores[0]);
            assert!(
                games
                    .player_statistics_for("Nobody".into())
                    .await
                    .unwrap()
                    .is_none()
            );
        });
    }

    #[test]
    fn a_damaged_file_is_moved_aside_and_reported() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("history.sqlite");
        let garbage = b"not a database at all, just a shopping list".repeat(40);
        std::fs::write(&path, &garbage).unwrap();
        block_on(async {
            let games = open_game_store(path.display().to_string()).await.unwrap();
            let moved = games
                .moved_aside()
                .expect("the damaged file was moved aside");
            assert!(moved.contains("history.sqlite.corrupt-"), "{moved}");
            assert_eq!(std::fs::read(&moved).unwrap(), garbage);
            assert!(first_games(&games).await.is_empty());
            drop(games);
            // Opened again, the new history is fine and nothing moves.
            let games = open_game_store(path.display().to_string()).await.unwrap();
            assert_eq!(games.moved_aside(), None);
            assert!(matches!(
                open_game_store("  ".into()).await,
                Err(CatapultError::BadInput { .. })
            ));
        });
    }
}
