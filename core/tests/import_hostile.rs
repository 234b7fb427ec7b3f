//! Story tests of hostile game files: forged, padded, ambiguous or booby-trapped exports are
//! refused by import with the reason, and the history is left exactly as it was.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use catapult_core::bots::BotLevel;
use catapult_core::rules::{Game, GameConfig, LONGEST_NAME};
use catapult_core::scene::player_colour;
use catapult_core::session::Session;
use catapult_core::store::{
    GameFile, GameFileError, GameFilter, LARGEST_GAME_FILE, Seat, Store, StoreError,
};
use serde_json::{Value, json};
use std::sync::{Arc, Mutex};

fn seats(names: &[&str]) -> Vec<Seat> {
    names
        .iter()
        .enumerate()
        .map(|(seat, name)| Seat::person(name, player_colour(seat).name))
        .collect()
}

/// The export of a game of random bots called `names`, `moves` actions in (or to the end), as
/// `export` writes it.
fn bot_game_export(names: &[&str], seed: u64, moves: usize) -> String {
    let store = Arc::new(Mutex::new(Store::open_in_memory().unwrap()));
    let bots = seats(names)
        .into_iter()
        .map(|seat| Seat::bot(&seat.name, &seat.colour, BotLevel::Random))
        .collect();
    let config = GameConfig::new(names.len());
    let mut session = Session::start(Arc::clone(&store), config, seed, bots).unwrap();
    session.play_bots(moves).unwrap();
    let id = session.id().unwrap();
    store.lock().unwrap().export_game(id).unwrap()
}

/// The export of a two-player game of Anna and Ben, 12 actions in.
fn exported_game() -> String {
    bot_game_export(&["Anna", "Ben"], 21, 12)
}

/// How many games the history holds.
fn games(store: &Store) -> usize {
    store
        .list_games(&GameFilter::default(), 0, 10)
        .unwrap()
        .len()
}

/// The export with `edit` made to it.
fn forged(edit: impl FnOnce(&mut Value)) -> String {
    let mut document: Value = serde_json::from_str(&exported_game()).unwrap();
    edit(&mut document);
    document.to_string()
}

/// Imports `json` into a history holding one game, expecting a refusal; checks that the
/// history still holds just that game, and returns the message the player sees.
fn refused(json: &str) -> String {
    let mut store = Store::open_in_memory().unwrap();
    store
        .create_game(&GameConfig::new(2), 1, &seats(&["Zoë", "Yann"]))
        .unwrap();
    let error = store.import_game(json).unwrap_err();
    assert!(matches!(error, StoreError::BadDocument { .. }), "{error:?}");
    assert_eq!(games(&store), 1, "the refused file stored nothing");
    assert!(store.all_player_stats().unwrap().is_empty());
    let message = error.to_string();
    assert!(
        message.starts_with("the game file was not imported and nothing was saved: "),
        "{message}"
    );
    message
}

/// The state hash of a new game of this config and seed, as a file writes it.
fn new_game_hash(config: &GameConfig, seed: u64) -> String {
    format!(
        "{:016x}",
        Game::new(config.clone(), seed).unwrap().state_hash()
    )
}

#[test]
fn a_forged_file_cannot_give_a_made_up_player_wins() {
    // An empty stacked pile made a game that was over before anyone played: stored as a
    // finished game, it gave "Mallory" a win in the statistics for every copy imported.
    let mallory = json!({
        "format": "catapult-game",
        "format_version": 1,
        "rules_version": 1,
        "physics_version": 1,
        "config": { "players": 2, "stacked_pile": [] },
        "seed": 1,
        "seats": [
            { "name": "Mallory", "colour": "blue" },
            { "name": "Nobody", "colour": "red" }
        ],
        "actions": []
    });
    let mut store = Store::open_in_memory().unwrap();
    for _ in 0..4 {
        let error = store.import_game(&mallory.to_string()).unwrap_err();
        assert!(
            error
                .to_string()
                .contains("the stacked pile holds no tile: a game needs at least one tile"),
            "{error}"
        );
    }
    assert_eq!(store.player_stats("Mallory").unwrap(), None);
    assert!(store.all_player_stats().unwrap().is_empty());
    assert_eq!(games(&store), 0);
}

#[test]
fn a_file_without_actions_may_state_a_hash_only_if_it_is_the_new_games() {
    let config = GameConfig::new(2);
    let unplayed = |hash: Option<&str>| {
        forged(|d| {
            d["actions"] = json!([]);
            match hash {
                Some(hash) => d["state_hash"] = hash.into(),
                None => {
                    d.as_object_mut().unwrap().remove("state_hash");
                }
            }
        })
    };
    let message = refused(&unplayed(Some("0123456789abcdef")));
    assert!(
        message.contains("lead to state") && message.contains("but the file says 0123456789abcdef"),
        "{message}"
    );

    let right = new_game_hash(&config, 21);
    for json in [unplayed(Some(&right)), unplayed(None)] {
        // A history each: in one, the second file would be the same game again.
        let mut store = Store::open_in_memory().unwrap();
        let id = store.import_game(&json).unwrap();
        assert!(store.resume(id).unwrap().game().actions().is_empty());
    }
}

#[test]
fn a_file_with_actions_must_state_the_hash_they_lead_to() {
    let message = refused(&forged(|d| {
        d.as_object_mut().unwrap().remove("state_hash");
    }));
    assert!(
        message.contains("has actions but no \"state_hash\""),
        "{message}"
    );
}

#[test]
fn a_key_given_twice_is_refused_at_the_top_and_deep_inside() {
    let json = exported_game();
    // The last "seed" would win with a lenient reader: another game than the one shown.
    let top = json.replacen("\"seed\": 21,", "\"seed\": 21,\n  \"seed\": 22,", 1);
    let in_a_seat = json.replacen(
        "\"name\": \"Anna\",",
        "\"name\": \"Anna\", \"name\": \"Eve\",",
        1,
    );
    let in_the_rules = json.replacen(
        "\"catapult\": \"rounds\"",
        "\"catapult\": \"rounds\", \"catapult\": \"off\"",
        1,
    );
    for (doubled, key) in [
        (top, "seed"),
        (in_a_seat, "name"),
        (in_the_rules, "catapult"),
    ] {
        assert_ne!(doubled, json, "{key} was doubled");
        let message = refused(&doubled);
        assert!(
            message.contains(&format!("the key \"{key}\" is given twice in one object")),
            "{message}"
        );
    }
}

#[test]
fn names_that_would_drive_a_terminal_or_overflow_the_panel_are_refused_and_shown_escaped() {
    let cases = [
        ("Anna\u{1b}[2J\u{1b}[31m", "U+001B"),
        (
            "Anna\n    9  2024-01-01 00:00  finished  Mallory 200",
            "U+000A",
        ),
        ("Anna\u{202e}nnA", "U+202E"),
        ("An\u{200b}na", "U+200B"),
        ("Anna\tBen", "U+0009"),
    ];
    for (name, code) in cases {
        let message = refused(&forged(|d| d["seats"][0]["name"] = name.into()));
        assert!(message.contains("seat 1 has a name with an invisible or control character"));
        assert!(message.contains(code), "{message}");
        assert!(
            !message
                .chars()
                .any(|c| c.is_control() || c == '\u{202e}' || c == '\u{200b}'),
            "the message itself is safe to print: {message:?}"
        );
    }
    let long = "a".repeat(LONGEST_NAME + 1);
    let message = refused(&forged(|d| d["seats"][1]["name"] = long.as_str().into()));
    assert!(
        message.contains("seat 2 has a name too long (25 characters"),
        "{message}"
    );
    let message = refused(&forged(|d| d["seats"][1]["name"] = " Ben".into()));
    assert!(message.contains("starts or ends with a space"), "{message}");
    let message = refused(&forged(|d| d["seats"][1]["name"] = "".into()));
    assert!(message.contains("seat 2 has no name"), "{message}");

    // The longest name allowed still imports.
    let mut store = Store::open_in_memory().unwrap();
    let longest = "é".repeat(LONGEST_NAME);
    let id = store
        .import_game(&forged(|d| d["seats"][1]["name"] = longest.as_str().into()))
        .unwrap();
    assert_eq!(store.seats(id).unwrap()[1].name, longest);
}

#[test]
fn a_new_game_refuses_the_names_an_import_refuses() {
    let mut store = Store::open_in_memory().unwrap();
    for name in ["Eve\u{1b}[31m", "Eve\nline", &"e".repeat(LONGEST_NAME + 1)] {
        let error = store
            .create_game(&GameConfig::new(2), 1, &seats(&["Anna", name]))
            .unwrap_err();
        assert!(
            matches!(error, StoreError::BadSeat { seat: 2, .. }),
            "{error:?}"
        );
        assert!(
            error.to_string().starts_with("seat 2 has a name"),
            "{error}"
        );
    }
    assert_eq!(games(&store), 0);
}

#[test]
fn a_seat_colour_must_be_one_of_the_six() {
    for colour in ["grey", "", "\u{1b}[31mred"] {
        let message = refused(&forged(|d| d["seats"][0]["colour"] = colour.into()));
        assert!(message.contains("seat 1 has the colour"), "{message}");
        assert!(
            message.contains("use one of blue, red, green, yellow, black or pink"),
            "{message}"
        );
        assert!(!message.contains('\u{1b}'), "{message:?}");
    }
}

#[test]
fn a_file_over_the_size_limit_is_refused_before_it_is_read_as_json() {
    let document = exported_game();
    let padded = format!("{document}{}", " ".repeat(LARGEST_GAME_FILE));
    let message = refused(&padded);
    assert!(message.contains("larger than 1 MiB"), "{message}");
    // A reader never hands over more than the limit, however much there is.
    let endless = std::io::repeat(b'[');
    assert!(matches!(
        GameFile::read_from(endless),
        Err(GameFileError::TooLarge)
    ));
    // Padding within the limit is only white space.
    let mut store = Store::open_in_memory().unwrap();
    store
        .import_game(&format!("{document}{}", " ".repeat(1000)))
        .unwrap();
}

#[test]
fn a_file_imported_twice_is_refused_the_second_time_so_its_game_counts_once() {
    let json = forged(|_| {});
    let mut store = Store::open_in_memory().unwrap();
    let first = store.import_game(&json).unwrap();
    let error = store.import_game(&json).unwrap_err();
    assert!(
        matches!(error, StoreError::AlreadyImported { id } if id == first),
        "{error}"
    );
    assert!(
        error.to_string().contains("in the history already"),
        "{error}"
    );
    assert_eq!(games(&store), 1);
    // A game that differs only by a seat's name is another game.
    let renamed = forged(|d| d["seats"][0]["name"] = "Zoe".into());
    assert_ne!(store.import_game(&renamed).unwrap(), first);
    assert_eq!(games(&store), 2);
}

#[test]
fn the_longest_games_export_far_below_the_size_limit() {
    // Six players with The Catapult's rounds: the most actions a game has (measured: under
    // 30 KiB, docs/STORAGE.md).
    let json = bot_game_export(&["A", "B", "C", "D", "E", "F"], 101, usize::MAX);
    let file = GameFile::read(&json).unwrap();
    assert!(file.game().is_over());
    assert!(json.len() < LARGEST_GAME_FILE / 16, "{} bytes", json.len());
}
