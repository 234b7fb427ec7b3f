//! Story tests of the game history: games stored action by action, resumed, listed, exported
//! and imported; damaged, foreign and newer files refused and left as they were.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use catapult_core::bots::{Bot, BotLevel, play_out, seat_seed};
use catapult_core::flick::FlickSensitivity;
use catapult_core::physics::MODEL_VERSION;
use catapult_core::rules::{Action, Event, Game, GameConfig};
use catapult_core::scene::hurl_flight;
use catapult_core::store::{
    EXPORT_FORMAT, EXPORT_FORMAT_VERSION, GameDocument, GameFilter, GameId, GameStatus,
    RULES_VERSION, SavedGame, Seat, Store, StoreError, schema,
};
use rusqlite::Connection;
use std::path::{Path, PathBuf};
use tempfile::TempDir;

fn history() -> (TempDir, PathBuf) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("history.sqlite");
    (dir, path)
}

fn seats(names: &[&str]) -> Vec<Seat> {
    let colours = ["red", "blue", "green", "yellow", "black", "grey"];
    names
        .iter()
        .zip(colours)
        .map(|(name, colour)| Seat::person(name, colour))
        .collect()
}

/// Lets one bot per seat play `moves` actions (or to the end), each stored by `play`.
fn play_bots(store: &mut Store, saved: &mut SavedGame, levels: &[BotLevel], moves: usize) {
    let seed = saved.game().seed();
    let mut bots: Vec<Box<dyn Bot + Send>> = levels
        .iter()
        .enumerate()
        .map(|(seat, level)| level.bot(seat_seed(seed, seat)))
        .collect();
    for _ in 0..moves {
        let seat = saved.game().current_player();
        let Some(action) = bots[seat].choose(saved.game()) else {
            break;
        };
        saved.play(store, action).unwrap();
    }
}

fn count(path: &Path, sql: &str) -> i64 {
    Connection::open(path)
        .unwrap()
        .query_row(sql, [], |row| row.get(0))
        .unwrap()
}

#[test]
fn a_new_history_gets_the_current_schema_in_wal_mode_and_keeps_its_games_when_reopened() {
    let (_dir, path) = history();
    let store = Store::open(&path).unwrap();
    assert_eq!(store.path(), path);
    let conn = Connection::open(&path).unwrap();
    let version: i64 = conn
        .query_row("PRAGMA user_version", [], |row| row.get(0))
        .unwrap();
    let mode: String = conn
        .query_row("PRAGMA journal_mode", [], |row| row.get(0))
        .unwrap();
    assert_eq!(version, schema::SCHEMA_VERSION);
    assert_eq!(mode, "wal");
    drop(conn);
    drop(store);
    let mut store = Store::open(&path).unwrap();
    let id = store
        .create_game(&GameConfig::new(2), 1, &seats(&["Anna", "Ben"]))
        .unwrap();
    assert_eq!(id, GameId(1));
    drop(store);
    // Opening again migrates nothing and keeps the game.
    let store = Store::open(&path).unwrap();
    assert_eq!(store.resume(id).unwrap().game().actions().len(), 0);
}

#[test]
fn a_history_from_a_newer_app_is_refused_and_left_untouched() {
    let (_dir, path) = history();
    drop(Store::open(&path).unwrap());
    {
        let conn = Connection::open(&path).unwrap();
        conn.pragma_update(None, "journal_mode", "DELETE").unwrap();
        conn.pragma_update(None, "user_version", schema::SCHEMA_VERSION + 1)
            .unwrap();
    }
    let before = std::fs::read(&path).unwrap();
    let error = Store::open(&path).unwrap_err();
    assert!(
        matches!(error, StoreError::TooNew { found, .. } if found == schema::SCHEMA_VERSION + 1),
        "{error:?}"
    );
    assert!(error.to_string().contains("Update the app"), "{error}");
    assert_eq!(std::fs::read(&path).unwrap(), before);
    assert!(!PathBuf::from(format!("{}-wal", path.display())).exists());
}

#[test]
fn a_database_of_another_program_is_refused_and_left_untouched() {
    let (_dir, path) = history();
    {
        let conn = Connection::open(&path).unwrap();
        conn.execute_batch("CREATE TABLE recipes (name TEXT);")
            .unwrap();
    }
    let before = std::fs::read(&path).unwrap();
    let error = Store::open(&path).unwrap_err();
    assert!(matches!(error, StoreError::NotOurs { .. }), "{error:?}");
    assert_eq!(std::fs::read(&path).unwrap(), before);
}

#[test]
fn a_file_of_garbage_is_reported_by_open_and_not_modified() {
    let (_dir, path) = history();
    let garbage: Vec<u8> = (0..4096u32).map(|i| (i * 7 + 3) as u8).collect();
    std::fs::write(&path, &garbage).unwrap();
    let error = Store::open(&path).unwrap_err();
    assert!(
        matches!(error, StoreError::NotADatabase { .. }),
        "{error:?}"
    );
    let message = error.to_string();
    assert!(message.contains(&path.display().to_string()), "{message}");
    assert!(message.contains("left unchanged"), "{message}");
    assert_eq!(std::fs::read(&path).unwrap(), garbage);
}

#[test]
fn a_file_of_garbage_is_moved_aside_with_its_bytes_and_a_new_history_starts() {
    let (dir, path) = history();
    let garbage = b"this is not a database, it is a shopping list".repeat(40);
    std::fs::write(&path, &garbage).unwrap();
    let (mut store, moved) = Store::open_or_move_aside(&path).unwrap();
    let moved = moved.expect("the garbage was moved aside");
    assert!(
        moved
            .file_name()
            .unwrap()
            .to_string_lossy()
            .starts_with("history.sqlite.corrupt-")
    );
    assert_eq!(moved.parent(), Some(dir.path()));
    assert_eq!(std::fs::read(&moved).unwrap(), garbage);
    store
        .create_game(&GameConfig::new(2), 3, &seats(&["Anna", "Ben"]))
        .unwrap();
    // A healthy history is opened as it is.
    drop(store);
    let (store, moved) = Store::open_or_move_aside(&path).unwrap();
    assert_eq!(moved, None);
    assert_eq!(
        store
            .list_games(&GameFilter::default(), 0, 10)
            .unwrap()
            .len(),
        1
    );
}

#[test]
fn a_whole_bot_game_stored_action_by_action_resumes_to_the_same_hash() {
    let (_dir, path) = history();
    let mut store = Store::open(&path).unwrap();
    let levels = [BotLevel::Greedy, BotLevel::Random];
    let table = vec![
        Seat::bot("Greedy", "red", BotLevel::Greedy),
        Seat::bot("Random", "blue", BotLevel::Random),
    ];
    let mut saved = store.start_game(&GameConfig::new(2), 42, &table).unwrap();
    play_bots(&mut store, &mut saved, &levels, usize::MAX);
    assert!(saved.game().is_over());
    let played = saved.game().state_hash();
    drop(store);

    let store = Store::open(&path).unwrap();
    let resumed = store.resume(saved.id()).unwrap();
    assert_eq!(resumed.game().state_hash(), played);
    assert_eq!(resumed.game().scores(), saved.game().scores());
    let steps = store.replay_steps(saved.id()).unwrap();
    assert_eq!(steps.len(), saved.game().actions().len());
    assert_eq!(steps.last().unwrap().state_hash, played);

    let listed = store.list_games(&GameFilter::default(), 0, 10).unwrap();
    assert_eq!(listed.len(), 1);
    assert_eq!(listed[0].status, GameStatus::Finished);
    assert_eq!(listed[0].seats, table);
    assert_eq!(listed[0].scores.as_deref(), Some(saved.game().scores()));
    let best = *saved.game().scores().iter().max().unwrap();
    let winners = count(
        &path,
        "SELECT COUNT(*) FROM results WHERE game_id = 1 AND rank = 1",
    );
    let leaders = saved.game().scores().iter().filter(|s| **s == best).count();
    assert_eq!(winners, leaders as i64);
}

#[test]
fn the_steps_of_a_game_replay_one_by_one_through_every_stored_hash() {
    let mut store = Store::open_in_memory().unwrap();
    let mut saved = store
        .start_game(&GameConfig::new(3), 9, &seats(&["A", "B", "C"]))
        .unwrap();
    play_bots(&mut store, &mut saved, &[BotLevel::Random; 3], 40);
    let steps = store.replay_steps(saved.id()).unwrap();
    assert_eq!(steps.len(), 40);
    let mut game = Game::new(GameConfig::new(3), 9).unwrap();
    for step in steps {
        game.apply(step.action).unwrap();
        assert_eq!(
            game.state_hash(),
            step.state_hash,
            "after action {}",
            step.turn
        );
    }
}

#[test]
fn a_refused_action_stores_nothing_and_leaves_the_game_as_it_was() {
    let (_dir, path) = history();
    let mut store = Store::open(&path).unwrap();
    let mut saved = store
        .start_game(&GameConfig::new(2), 7, &seats(&["Anna", "Ben"]))
        .unwrap();
    let before = saved.game().state_hash();
    // The game waits for a tile placement: skipping a follower is refused.
    let error = saved.play(&mut store, Action::Skip).unwrap_err();
    assert!(matches!(error, StoreError::Refused(_)), "{error:?}");
    assert!(
        error.to_string().contains("waiting for a tile placement"),
        "{error}"
    );
    assert_eq!(saved.game().state_hash(), before);
    assert_eq!(count(&path, "SELECT COUNT(*) FROM actions"), 0);
}

#[test]
fn a_failed_write_leaves_the_game_in_memory_as_it_was_and_the_same_action_plays_later() {
    let (_dir, path) = history();
    let mut store = Store::open(&path).unwrap();
    let mut saved = store
        .start_game(&GameConfig::new(2), 7, &seats(&["Anna", "Ben"]))
        .unwrap();
    play_bots(&mut store, &mut saved, &[BotLevel::Random; 2], 3);
    let before = saved.game().state_hash();
    let action = saved.game().legal_actions()[0];

    // Another connection makes every write of an action fail, as a full disk would.
    let other = Connection::open(&path).unwrap();
    other
        .execute_batch(
            "CREATE TRIGGER full_disk BEFORE INSERT ON actions
             BEGIN SELECT RAISE(ABORT, 'database or disk is full'); END;",
        )
        .unwrap();
    let error = saved.play(&mut store, action).unwrap_err();
    assert!(matches!(error, StoreError::Sqlite(_)), "{error:?}");
    assert!(
        error.to_string().contains("nothing of this step was saved"),
        "{error}"
    );
    assert_eq!(saved.game().state_hash(), before);
    assert_eq!(saved.game().actions().len(), 3);
    assert_eq!(count(&path, "SELECT COUNT(*) FROM actions"), 3);

    // Once the disk has room again, the same action is stored and played.
    other.execute_batch("DROP TRIGGER full_disk;").unwrap();
    saved.play(&mut store, action).unwrap();
    assert_eq!(count(&path, "SELECT COUNT(*) FROM actions"), 4);
    assert_eq!(
        store.resume(saved.id()).unwrap().game().state_hash(),
        saved.game().state_hash()
    );
}

#[test]
fn a_stale_copy_of_a_game_cannot_overwrite_what_another_copy_stored() {
    let mut store = Store::open_in_memory().unwrap();
    let mut first = store
        .start_game(&GameConfig::new(2), 5, &seats(&["Anna", "Ben"]))
        .unwrap();
    let mut stale = first.clone();
    play_bots(&mut store, &mut first, &[BotLevel::Random; 2], 1);
    let action = stale.game().legal_actions()[0];
    let error = stale.play(&mut store, action).unwrap_err();
    assert!(
        matches!(
            error,
            StoreError::OutOfStep {
                stored: 1,
                turn: 0,
                ..
            }
        ),
        "{error:?}"
    );
    assert_eq!(stale.game().actions().len(), 0);
}

#[test]
fn a_tampered_hash_is_reported_when_the_game_is_resumed() {
    let (_dir, path) = history();
    let mut store = Store::open(&path).unwrap();
    let mut saved = store
        .start_game(&GameConfig::new(2), 11, &seats(&["Anna", "Ben"]))
        .unwrap();
    play_bots(&mut store, &mut saved, &[BotLevel::Random; 2], 6);
    Connection::open(&path)
        .unwrap()
        .execute(
            "UPDATE actions SET state_hash = '0123456789abcdef' WHERE turn = 4",
            [],
        )
        .unwrap();
    let error = store.resume(saved.id()).unwrap_err();
    assert!(
        matches!(error, StoreError::HashMismatch { turn: 4, .. }),
        "{error:?}"
    );
}

#[test]
fn a_game_needs_one_seat_per_player_and_an_unknown_game_is_named() {
    let mut store = Store::open_in_memory().unwrap();
    let error = store
        .create_game(&GameConfig::new(3), 1, &seats(&["Anna", "Ben"]))
        .unwrap_err();
    assert_eq!(
        error.to_string(),
        "2 seats were given for a game of 3 players; give one seat per player"
    );
    let error = store.resume(GameId(99)).unwrap_err();
    assert!(matches!(error, StoreError::NoSuchGame { .. }), "{error:?}");
    assert!(error.to_string().contains("#99"), "{error}");
}

#[test]
fn games_are_listed_most_recently_played_first_filtered_and_by_pages() {
    let mut store = Store::open_in_memory().unwrap();
    let mut ids = Vec::new();
    for (seed, names) in [
        (1, ["Anna", "Ben"]),
        (2, ["Carl", "Ben"]),
        (3, ["Anna", "Dora"]),
    ] {
        let mut saved = store
            .start_game(&GameConfig::new(2), seed, &seats(&names))
            .unwrap();
        play_bots(&mut store, &mut saved, &[BotLevel::Random; 2], 2);
        ids.push(saved.id());
        std::thread::sleep(std::time::Duration::from_millis(3));
    }
    // Game 1 is played again: it becomes the most recent.
    let mut first = store.resume(ids[0]).unwrap();
    play_bots(&mut store, &mut first, &[BotLevel::Random; 2], 1);

    let all = store.list_games(&GameFilter::default(), 0, 10).unwrap();
    let order: Vec<GameId> = all.iter().map(|game| game.id).collect();
    assert_eq!(order, vec![ids[0], ids[2], ids[1]]);
    assert_eq!(all[0].actions, 3);

    let anna = GameFilter {
        player: Some("anna".to_owned()),
        ..GameFilter::default()
    };
    let listed: Vec<GameId> = store
        .list_games(&anna, 0, 10)
        .unwrap()
        .iter()
        .map(|game| game.id)
        .collect();
    assert_eq!(listed, vec![ids[0], ids[2]]);

    let page = |n| -> Vec<GameId> {
        store
            .list_games(&GameFilter::default(), n, 2)
            .unwrap()
            .iter()
            .map(|game| game.id)
            .collect()
    };
    assert_eq!(page(0), vec![ids[0], ids[2]]);
    assert_eq!(page(1), vec![ids[1]]);
    assert!(page(2).is_empty());

    let finished = GameFilter {
        status: Some(GameStatus::Finished),
        ..GameFilter::default()
    };
    assert!(store.list_games(&finished, 0, 10).unwrap().is_empty());
    let unfinished = GameFilter {
        status: Some(GameStatus::InProgress),
        ..GameFilter::default()
    };
    assert_eq!(store.list_games(&unfinished, 0, 10).unwrap().len(), 3);
}

#[test]
fn a_page_far_past_the_end_is_empty_however_large_its_number() {
    let mut store = Store::open_in_memory().unwrap();
    store
        .create_game(&GameConfig::new(2), 1, &seats(&["Anna", "Ben"]))
        .unwrap();
    let all = GameFilter::default();
    for (page, page_size) in [
        (1, 1),
        (usize::MAX, 20),
        (usize::MAX / 2, 3),
        (usize::MAX, usize::MAX),
    ] {
        let games = store.list_games(&all, page, page_size).unwrap();
        assert!(games.is_empty(), "page {page} of {page_size}: {games:?}");
    }
    assert_eq!(store.list_games(&all, 0, usize::MAX).unwrap().len(), 1);
}

#[test]
fn an_exported_game_imports_as_a_new_game_with_the_same_state() {
    let mut store = Store::open_in_memory().unwrap();
    let mut saved = store
        .start_game(&GameConfig::new(2), 21, &seats(&["Anna", "Ben"]))
        .unwrap();
    play_bots(&mut store, &mut saved, &[BotLevel::Random; 2], 30);
    let json = store.export_game(saved.id()).unwrap();
    let document: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(document["format"], "catapult-game");
    assert_eq!(document["format_version"], 1);
    assert_eq!(document["seed"], 21);
    assert_eq!(document["actions"].as_array().unwrap().len(), 30);

    let mut elsewhere = Store::open_in_memory().unwrap();
    let id = elsewhere.import_game(&json).unwrap();
    let imported = elsewhere.resume(id).unwrap();
    assert_eq!(imported.game().state_hash(), saved.game().state_hash());
    assert_eq!(elsewhere.export_game(id).unwrap(), json);
}

#[test]
fn a_document_with_an_illegal_action_is_refused_with_the_reason_and_nothing_is_written() {
    let (_dir, path) = history();
    let mut store = Store::open(&path).unwrap();
    let mut saved = store
        .start_game(&GameConfig::new(2), 21, &seats(&["Anna", "Ben"]))
        .unwrap();
    play_bots(&mut store, &mut saved, &[BotLevel::Random; 2], 4);
    let json = store.export_game(saved.id()).unwrap();
    let mut document: serde_json::Value = serde_json::from_str(&json).unwrap();
    // A second placement where the game waits for a follower.
    let actions = document["actions"].as_array_mut().unwrap();
    let placement = actions[0].clone();
    actions.insert(1, placement);
    let games_before = count(&path, "SELECT COUNT(*) FROM games");

    let error = store.import_game(&document.to_string()).unwrap_err();
    let message = error.to_string();
    assert!(matches!(error, StoreError::BadDocument { .. }), "{error:?}");
    assert!(
        message.contains("action 1 (place a tile) is illegal"),
        "{message}"
    );
    assert!(message.contains("nothing was saved"), "{message}");
    assert_eq!(count(&path, "SELECT COUNT(*) FROM games"), games_before);
    assert_eq!(count(&path, "SELECT COUNT(*) FROM actions"), 4);
}

#[test]
fn a_document_of_a_newer_format_a_wrong_hash_or_a_bad_config_is_refused() {
    let mut store = Store::open_in_memory().unwrap();
    let mut saved = store
        .start_game(&GameConfig::new(2), 8, &seats(&["Anna", "Ben"]))
        .unwrap();
    play_bots(&mut store, &mut saved, &[BotLevel::Random; 2], 4);
    let json = store.export_game(saved.id()).unwrap();
    let refused = |edit: &dyn Fn(&mut serde_json::Value)| {
        let mut document: serde_json::Value = serde_json::from_str(&json).unwrap();
        edit(&mut document);
        store_refuses(&document.to_string())
    };
    assert!(refused(&|d| d["format_version"] = 2.into()).contains("newer version"));
    assert!(refused(&|d| d["format"] = "chess".into()).contains("not an exported"));
    assert!(refused(&|d| d["state_hash"] = "0000000000000000".into()).contains("lead to state"));
    assert!(refused(&|d| d["config"]["players"] = 7.into()).contains("config is refused"));
    assert!(refused(&|d| d["seats"].as_array_mut().unwrap().truncate(1)).contains("2 players"));
    assert!(store_refuses("{not json").contains("not JSON"));
}

fn store_refuses(json: &str) -> String {
    let mut store = Store::open_in_memory().unwrap();
    let error = store.import_game(json).unwrap_err();
    assert!(matches!(error, StoreError::BadDocument { .. }), "{error:?}");
    assert!(
        store
            .list_games(&GameFilter::default(), 0, 10)
            .unwrap()
            .is_empty()
    );
    error.to_string()
}

// ---- Statistics per player, delete and abandon (issue 6) ----

use catapult_core::board::{Placement, Pos};
use catapult_core::physics::{Options, Parameters, TokenKind, simulate};
use catapult_core::rules::{CATAPULT_POINTS, CatapultRules, Throw, parse_spot};
use catapult_core::tiles::{Rotation, SegmentKind, catalogue};

/// A game with The Catapult whose pile is exactly `tiles`, top first.
fn stacked_config(tiles: &[&str]) -> GameConfig {
    let mut config = GameConfig::new(2);
    config.stacked_pile = Some(
        tiles
            .iter()
            .map(|name| catalogue().find(name).unwrap())
            .collect(),
    );
    config
}

/// Plays the drawn tile at (x, y), unturned, with a follower on `spot` or none.
fn place_stored(store: &mut Store, saved: &mut SavedGame, x: i32, y: i32, spot: Option<&str>) {
    let tile = saved.game().drawn_tile().unwrap();
    let rotation = Rotation::from_degrees(0).unwrap();
    let placement = Placement {
        pos: Pos::new(x, y),
        rotation,
    };
    saved.play(store, Action::PlaceTile { placement }).unwrap();
    let action = match spot {
        Some(spot) => Action::PlaceFollower {
            segment: parse_spot(tile.tile(), rotation, spot).unwrap(),
        },
        None => Action::Skip,
    };
    saved.play(store, action).unwrap();
}

fn base_config() -> GameConfig {
    let mut config = GameConfig::new(2);
    config.rules.catapult = CatapultRules::Off;
    config
}

/// A finished base game of two random bots called `names`.
fn finished_base_game(store: &mut Store, names: &[&str], seed: u64) -> SavedGame {
    let mut saved = store
        .start_game(&base_config(), seed, &seats(names))
        .unwrap();
    play_bots(
        store,
        &mut saved,
        &[BotLevel::Random, BotLevel::Random],
        usize::MAX,
    );
    assert!(saved.game().is_over());
    saved
}

#[test]
fn a_finished_catapult_game_resumed_half_way_gives_stats_that_match_its_breakdown() {
    let (_dir, path) = history();
    let mut store = Store::open(&path).unwrap();
    let levels = [BotLevel::Greedy, BotLevel::Greedy];
    let mut saved = store
        .start_game(&GameConfig::new(2), 7, &seats(&["Anna", "Ben"]))
        .unwrap();
    // Half the game, then the app closes; the rest is played on the resumed game.
    play_bots(&mut store, &mut saved, &levels, 60);
    assert!(
        store.player_stats("Anna").unwrap().is_none(),
        "not finished yet"
    );
    drop(store);
    let mut store = Store::open(&path).unwrap();
    let mut saved = store.resume(saved.id()).unwrap();
    play_bots(&mut store, &mut saved, &levels, usize::MAX);
    let game = saved.game();
    assert!(game.is_over());
    assert!(
        game.breakdown().iter().any(|seat| seat.catapult > 0),
        "this seed plays catapult rounds that score"
    );

    let best = *game.scores().iter().max().unwrap();
    for (seat, name) in ["anna", "BEN"].into_iter().enumerate() {
        let stats = store.player_stats(name).unwrap().unwrap();
        let breakdown = game.breakdown()[seat];
        let score = game.scores()[seat];
        assert_eq!((stats.games, stats.best_score), (1, score));
        assert_eq!(stats.average_score, f64::from(score));
        assert_eq!(stats.wins, u64::from(score == best));
        assert_eq!(
            stats.roads,
            u64::from(breakdown.points_for(SegmentKind::Road))
        );
        assert_eq!(
            stats.cities,
            u64::from(breakdown.points_for(SegmentKind::City))
        );
        assert_eq!(
            stats.cloisters,
            u64::from(breakdown.points_for(SegmentKind::Cloister))
        );
        assert_eq!(
            stats.fields,
            u64::from(breakdown.points_for(SegmentKind::Field))
        );
        assert_eq!(stats.catapult, u64::from(breakdown.catapult));
        assert_eq!(
            stats.roads + stats.cities + stats.cloisters + stats.fields + stats.catapult,
            u64::from(score)
        );
        // Every catapult point was won in a round, and each round won gave at least 5.
        assert_eq!(stats.rounds_won > 0, stats.catapult > 0);
        assert!(stats.catapult >= stats.rounds_won * u64::from(CATAPULT_POINTS));
    }

    // The same game imported again is refused, so it counts once; into another history it
    // counts with exactly the same figures.
    let before = store.all_player_stats().unwrap();
    let json = store.export_game(saved.id()).unwrap();
    assert!(store.import_game(&json).is_err());
    assert_eq!(store.all_player_stats().unwrap(), before);
    let mut other = Store::open_in_memory().unwrap();
    other.import_game(&json).unwrap();
    let after = other.all_player_stats().unwrap();
    assert_eq!(after, before);
    // Sorted by wins, then games.
    assert!(after[0].wins >= after[1].wins);
}

#[test]
fn a_knock_out_hurl_that_sends_an_opponents_thief_home_is_counted_for_the_hurler() {
    let mut store = Store::open_in_memory().unwrap();
    let config = stacked_config(&["U", "CA/F"]);
    let mut saved = store
        .start_game(&config, 0, &seats(&["Thief", "Hurler"]))
        .unwrap();
    place_stored(&mut store, &mut saved, 1, 0, Some("road:E"));
    place_stored(&mut store, &mut saved, 0, -1, None);
    saved
        .play(
            &mut store,
            Action::ChooseToken {
                token: TokenKind::KnockOut,
            },
        )
        .unwrap();
    // Seat 1 placed the fair tile: it hurls first. Ask the physics for a throw that touches
    // the thief of seat 0.
    assert_eq!(saved.game().current_player(), 1);
    let thief = saved.game().followers()[0].id;
    let scene = saved.game().table();
    let throw = (-60..=60)
        .flat_map(|aim| (30..=60).map(move |speed| (aim, speed)))
        .map(|(aim, speed)| Throw::new(f64::from(aim) / 2.0, 45.0, f64::from(speed) / 20.0))
        .find(|throw| {
            let launch = throw.launch(1, TokenKind::KnockOut);
            simulate(&scene, &launch, &Parameters::default(), &Options::default())
                .is_ok_and(|outcome| outcome.all_touched().contains(&thief))
        })
        .expect("some throw reaches the thief");
    saved.play(&mut store, Action::Hurl { throw }).unwrap();
    // Seat 0 hurls at an empty board; then the round and the game end.
    saved
        .play(
            &mut store,
            Action::Hurl {
                throw: Throw::new(0.0, 45.0, 2.0),
            },
        )
        .unwrap();
    assert!(saved.game().is_over());

    let hurler = store.player_stats("Hurler").unwrap().unwrap();
    let victim = store.player_stats("Thief").unwrap().unwrap();
    assert_eq!(hurler.knock_outs, 1);
    assert_eq!(victim.knock_outs, 0);
    assert_eq!((hurler.catches, victim.catches), (0, 0));
}

#[test]
fn a_catch_counts_for_the_catcher_and_a_round_won_once_per_round() {
    let mut store = Store::open_in_memory().unwrap();
    let config = stacked_config(&["CA/F"]);
    let mut saved = store
        .start_game(&config, 0, &seats(&["Hurler", "Catcher"]))
        .unwrap();
    place_stored(&mut store, &mut saved, 0, -1, None);
    saved
        .play(
            &mut store,
            Action::ChooseToken {
                token: TokenKind::Catch,
            },
        )
        .unwrap();
    // Seat 0 hurls a throw that comes within seat 1's reach (tried on a copy in memory);
    // seat 1 grabs at the nearest moment and catches it (case A, 5 points).
    let (throw, nearest) = (20..=60)
        .map(|tenth| Throw::new(0.0, 45.0, f64::from(tenth) / 10.0))
        .find_map(|throw| {
            let mut probe = saved.game().clone();
            probe.apply(Action::Hurl { throw }).ok()?;
            let nearest = probe.round()?.pending_catch?.nearest?;
            Some((throw, nearest))
        })
        .expect("some throw comes within reach");
    saved.play(&mut store, Action::Hurl { throw }).unwrap();
    let at_ms = Some((nearest * 1000.0).round() as u32);
    saved.play(&mut store, Action::Catch { at_ms }).unwrap();
    assert_eq!(saved.game().scores(), &[0, 5]);
    // Seat 1 hurls back; seat 0 does not try.
    saved
        .play(
            &mut store,
            Action::Hurl {
                throw: Throw::new(0.0, 45.0, 3.0),
            },
        )
        .unwrap();
    if saved
        .game()
        .round()
        .is_some_and(|round| round.pending_catch.is_some())
    {
        saved
            .play(&mut store, Action::Catch { at_ms: None })
            .unwrap();
    }
    assert!(saved.game().is_over());

    let catcher = store.player_stats("Catcher").unwrap().unwrap();
    let hurler = store.player_stats("Hurler").unwrap().unwrap();
    assert_eq!((catcher.catches, hurler.catches), (1, 0));
    // Seat 1 scored at least once in the one round: one round won, however many points.
    assert_eq!(catcher.rounds_won, 1);
    assert_eq!(
        catcher.catapult,
        u64::from(saved.game().breakdown()[1].catapult)
    );
    assert_eq!(hurler.rounds_won, u64::from(hurler.catapult > 0));
}

#[test]
fn a_version_1_history_is_upgraded_keeping_its_games_and_their_statistics_are_rebuilt() {
    let (_dir, path) = history();
    let mut store = Store::open(&path).unwrap();
    let finished = finished_base_game(&mut store, &["Anna", "Ben"], 3);
    let unfinished = store
        .start_game(&base_config(), 4, &seats(&["Anna", "Cleo"]))
        .unwrap();
    let expected = store.all_player_stats().unwrap();
    drop(store);
    // Turn the file back into a version-1 history: no seat_stats table.
    let conn = Connection::open(&path).unwrap();
    conn.execute_batch("DROP TABLE seat_stats; PRAGMA user_version = 1;")
        .unwrap();
    drop(conn);

    let store = Store::open(&path).unwrap();
    assert_eq!(count(&path, "PRAGMA user_version"), schema::SCHEMA_VERSION);
    assert_eq!(schema::SCHEMA_VERSION, 4);
    let resumed = store.resume(finished.id()).unwrap();
    assert_eq!(resumed.game().state_hash(), finished.game().state_hash());
    assert_eq!(
        store
            .resume(unfinished.id())
            .unwrap()
            .game()
            .actions()
            .len(),
        0
    );
    assert_eq!(
        store
            .list_games(&GameFilter::default(), 0, 10)
            .unwrap()
            .len(),
        2
    );
    // The finished game's statistics were rebuilt by replay during the upgrade.
    assert_eq!(store.all_player_stats().unwrap(), expected);
    assert_eq!(count(&path, "SELECT COUNT(*) FROM seat_stats"), 2);
}

#[test]
fn a_version_2_history_keeps_its_seats_and_then_takes_the_new_bot_levels() {
    let (_dir, path) = history();
    let mut store = Store::open(&path).unwrap();
    let mut table = seats(&["Anna", "Robo"]);
    table[1].bot = Some(BotLevel::Greedy);
    let old = store.start_game(&base_config(), 4, &table).unwrap();
    drop(store);
    // Turn the file back into a version-2 history: seats allow only random and greedy bots.
    let conn = Connection::open(&path).unwrap();
    conn.execute_batch(
        "CREATE TABLE seats_v2 (
            game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
            seat    INTEGER NOT NULL CHECK (seat >= 0),
            name    TEXT NOT NULL COLLATE NOCASE,
            colour  TEXT NOT NULL,
            bot     TEXT CHECK (bot IS NULL OR bot IN ('random', 'greedy')),
            PRIMARY KEY (game_id, seat)
        ) WITHOUT ROWID;
        INSERT INTO seats_v2 SELECT game_id, seat, name, colour, bot FROM seats;
        DROP TABLE seats;
        ALTER TABLE seats_v2 RENAME TO seats;
        CREATE INDEX seats_by_name ON seats (name, game_id);
        PRAGMA user_version = 2;",
    )
    .unwrap();
    assert!(
        conn.execute(
            "INSERT INTO seats VALUES (?1, 5, 'Ada', 'red', 'expert')",
            [old.id().0]
        )
        .is_err(),
        "the version-2 table refuses an expert"
    );
    drop(conn);

    let mut store = Store::open(&path).unwrap();
    assert_eq!(count(&path, "PRAGMA user_version"), schema::SCHEMA_VERSION);
    let kept = store.seats(old.id()).unwrap();
    assert_eq!(kept[1].bot, Some(BotLevel::Greedy));
    assert_eq!(kept[0].name, "Anna");
    let mut ladder = seats(&["Ada", "Bea"]);
    ladder[0].bot = Some(BotLevel::Expert);
    ladder[1].bot = Some(BotLevel::Beginner);
    let new = store.start_game(&base_config(), 5, &ladder).unwrap();
    let again = store.seats(new.id()).unwrap();
    assert_eq!(again[0].bot, Some(BotLevel::Expert));
    assert_eq!(again[1].bot, Some(BotLevel::Beginner));
}

#[test]
fn deleting_a_game_removes_all_its_rows_and_nothing_of_the_others() {
    let (_dir, path) = history();
    let mut store = Store::open(&path).unwrap();
    let gone = finished_base_game(&mut store, &["Anna", "Ben"], 5);
    let kept = finished_base_game(&mut store, &["Anna", "Cleo"], 6);
    store.delete_game(gone.id()).unwrap();
    for table in ["games", "seats", "actions", "results", "seat_stats"] {
        let column = if table == "games" { "id" } else { "game_id" };
        let sql = format!(
            "SELECT COUNT(*) FROM {table} WHERE {column} = {}",
            gone.id().0
        );
        assert_eq!(count(&path, &sql), 0, "{table}");
        let sql = format!(
            "SELECT COUNT(*) FROM {table} WHERE {column} = {}",
            kept.id().0
        );
        assert!(count(&path, &sql) > 0, "{table}");
    }
    assert!(store.player_stats("Ben").unwrap().is_none());
    assert_eq!(store.player_stats("Anna").unwrap().unwrap().games, 1);
    assert!(matches!(
        store.resume(gone.id()),
        Err(StoreError::NoSuchGame { .. })
    ));
    assert!(matches!(
        store.delete_game(gone.id()),
        Err(StoreError::NoSuchGame { .. })
    ));
}

#[test]
fn abandoning_marks_an_unfinished_game_and_refuses_a_finished_one() {
    let mut store = Store::open_in_memory().unwrap();
    let finished = finished_base_game(&mut store, &["Anna", "Ben"], 8);
    let mut unfinished = store
        .start_game(&base_config(), 9, &seats(&["Anna", "Ben"]))
        .unwrap();
    play_bots(
        &mut store,
        &mut unfinished,
        &[BotLevel::Random, BotLevel::Random],
        6,
    );
    store.abandon_game(unfinished.id()).unwrap();
    store.abandon_game(unfinished.id()).unwrap();
    let abandoned = GameFilter {
        status: Some(GameStatus::Abandoned),
        ..GameFilter::default()
    };
    let listed = store.list_games(&abandoned, 0, 10).unwrap();
    assert_eq!(listed.len(), 1);
    assert_eq!((listed[0].id, listed[0].actions), (unfinished.id(), 6));
    // Its actions are kept and it can still be resumed.
    assert_eq!(
        store
            .resume(unfinished.id())
            .unwrap()
            .game()
            .actions()
            .len(),
        6
    );

    let error = store.abandon_game(finished.id()).unwrap_err();
    assert!(
        matches!(error, StoreError::AlreadyFinished { .. }),
        "{error}"
    );
    assert!(error.to_string().contains("delete it"), "{error}");
    assert!(matches!(
        store.abandon_game(GameId(99)),
        Err(StoreError::NoSuchGame { .. })
    ));
    // Abandoned games have no statistics: Anna finished one game.
    assert_eq!(store.player_stats("Anna").unwrap().unwrap().games, 1);
}

#[test]
fn after_folding_the_log_a_backup_of_the_file_alone_holds_every_game() {
    // A phone's backup leaves the `-wal` log out: it must find the whole history in the file.
    let (dir, path) = history();
    let mut store = Store::open(&path).unwrap();
    let table = seats(&["Anna", "Ben"]);
    let mut saved = store.start_game(&GameConfig::new(2), 7, &table).unwrap();
    play_bots(
        &mut store,
        &mut saved,
        &[BotLevel::Greedy, BotLevel::Greedy],
        12,
    );
    let wal = dir.path().join("history.sqlite-wal");
    assert!(
        std::fs::metadata(&wal).unwrap().len() > 0,
        "the moves wait in the log"
    );

    store.fold_log_into_file().unwrap();
    assert_eq!(
        std::fs::metadata(&wal).unwrap().len(),
        0,
        "the log is empty"
    );

    let backup = tempfile::tempdir().unwrap();
    let copy = backup.path().join("history.sqlite");
    std::fs::copy(&path, &copy).unwrap();
    let restored = Store::open(&copy).unwrap();
    let resumed = restored.resume(saved.id()).unwrap();
    assert_eq!(resumed.game().state_hash(), saved.game().state_hash());
    assert_eq!(resumed.game().actions().len(), 12);
}

#[test]
fn folding_the_log_of_a_history_in_memory_does_nothing_and_succeeds() {
    let store = Store::open_in_memory().unwrap();
    store.fold_log_into_file().unwrap();
}

/// A whole greedy 2-player game played with physics model `version`, as a game file.
fn bot_game_file(version: u32, seed: u64) -> (GameDocument, Game) {
    let game = Game::with_physics_model(GameConfig::new(2), seed, version).unwrap();
    let game = play_out(game, &[BotLevel::Greedy, BotLevel::Greedy]);
    let document = GameDocument {
        format: EXPORT_FORMAT.to_owned(),
        format_version: EXPORT_FORMAT_VERSION,
        rules_version: RULES_VERSION,
        physics_version: version,
        config: game.config().clone(),
        seed,
        seats: seats(&["Anna", "Ben"]),
        actions: game.actions().to_vec(),
        state_hash: Some(format!("{:016x}", game.state_hash())),
    };
    (document, game)
}

#[test]
fn a_game_played_with_physics_model_1_still_replays_with_it_after_the_model_changed() {
    let (document, played) = bot_game_file(1, 11);
    // Its hurls ran model 1 and say so.
    let mut replayed = Game::with_physics_model(document.config.clone(), 11, 1).unwrap();
    let mut hurls = Vec::new();
    for (index, action) in document.actions.iter().enumerate() {
        for event in replayed.apply(*action).unwrap() {
            if let Event::Hurled(record) = event {
                assert_eq!(record.model_version, 1);
                hurls.push((index, record));
            }
        }
    }
    let (index, record) = hurls.last().expect("the game has a catapult round");
    // Shown again (a flight replayed on a screen), the hurl flies as it did.
    let config = document.config.clone();
    let again = hurl_flight(config, 11, 1, &document.actions, *index).unwrap();
    assert_eq!(again.hurl.outcome, record.outcome);
    // The same actions under today's model go elsewhere: the version matters.
    let mut today = Game::new(document.config.clone(), 11).unwrap();
    let diverged = document
        .actions
        .iter()
        .any(|action| today.apply(*action).is_err())
        || today.state_hash() != played.state_hash();
    assert!(diverged, "model 2 should move the tokens differently");
    // Imported, stored, resumed and exported again, it keeps its model and its hashes.
    let mut store = Store::open_in_memory().unwrap();
    let json = serde_json::to_string(&document).unwrap();
    let id = store.import_game(&json).unwrap();
    let resumed = store.resume(id).unwrap();
    assert_eq!(resumed.game().state_hash(), played.state_hash());
    assert_eq!(resumed.game().physics_model(), 1);
    assert_eq!(resumed.game().scores(), played.scores());
    assert!(
        store
            .export_game(id)
            .unwrap()
            .contains("\"physics_version\": 1")
    );
}

#[test]
fn a_game_file_from_a_newer_physics_model_is_refused_with_what_to_do() {
    let (mut document, _) = bot_game_file(MODEL_VERSION, 12);
    document.physics_version = MODEL_VERSION + 1;
    let mut store = Store::open_in_memory().unwrap();
    let error = store
        .import_game(&serde_json::to_string(&document).unwrap())
        .unwrap_err();
    assert!(error.to_string().contains("update the app"), "{error}");
    assert!(
        store
            .list_games(&GameFilter::default(), 0, 10)
            .unwrap()
            .is_empty()
    );
}

#[test]
fn a_version_3_history_gives_every_seat_the_normal_flick_and_then_keeps_a_firm_one() {
    let (_dir, path) = history();
    let mut store = Store::open(&path).unwrap();
    let old = store
        .start_game(&base_config(), 4, &seats(&["Anna", "Ben"]))
        .unwrap();
    drop(store);
    // Turn the file back into a version-3 history: seats without a flick sensitivity.
    let conn = Connection::open(&path).unwrap();
    conn.execute_batch("ALTER TABLE seats DROP COLUMN flick_sensitivity; PRAGMA user_version = 3;")
        .unwrap();
    drop(conn);

    let mut store = Store::open(&path).unwrap();
    assert_eq!(count(&path, "PRAGMA user_version"), 4);
    let kept = store.seats(old.id()).unwrap();
    assert_eq!(kept, seats(&["Anna", "Ben"]));
    store
        .set_flick_sensitivity(old.id(), 1, FlickSensitivity::Firm)
        .unwrap();
    assert_eq!(
        store.seats(old.id()).unwrap()[1].flick_sensitivity,
        FlickSensitivity::Firm
    );
    let no_seat = store
        .set_flick_sensitivity(old.id(), 2, FlickSensitivity::Gentle)
        .unwrap_err();
    assert!(no_seat.to_string().contains("has no seat 3"), "{no_seat}");
    let no_game = store
        .set_flick_sensitivity(GameId(999), 0, FlickSensitivity::Gentle)
        .unwrap_err();
    assert!(
        matches!(no_game, StoreError::NoSuchGame { .. }),
        "{no_game}"
    );
    // A firm seat is exported with its setting; a normal one exactly as before.
    let exported = store.export_game(old.id()).unwrap();
    assert!(
        exported.contains(r#""flick_sensitivity": "firm""#),
        "{exported}"
    );
    assert_eq!(exported.matches("flick_sensitivity").count(), 1);
}
