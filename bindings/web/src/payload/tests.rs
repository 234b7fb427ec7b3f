//! The payloads as the page reads them: parsed back as plain JSON, the way JavaScript sees
//! them.

use super::*;
use catapult_core::board::Placement;
use catapult_core::session::SharedStore;
use serde_json::Value;
use std::sync::{Arc, Mutex};

fn json(text: &str) -> Value {
    serde_json::from_str(text).expect("valid JSON")
}

fn anna_and_a_bot() -> (GameConfig, Vec<Seat>) {
    table(r#"{"seats":[{"name":"Anna"},{"name":"Bot","bot":"greedy"}]}"#).expect("a table")
}

fn session_in_memory((config, seats): (GameConfig, Vec<Seat>)) -> Session {
    Session::in_memory(config, 11, seats).expect("a session")
}

#[test]
fn a_new_game_shows_anna_her_first_tile_with_its_legal_cells_on_the_board() {
    let mut session = session_in_memory(anna_and_a_bot());
    let mut screen = json(&screen(&session).expect("screen"));
    if screen["stage"]["kind"] == "HandOver" {
        session.hand_over_done().expect("Anna has the phone");
        screen = json(&super::screen(&session).expect("screen"));
    }
    assert_eq!(screen["stage"]["kind"], "PlaceTile");
    assert_eq!(screen["stage"]["seat"], 0);
    assert!(
        !screen["stage"]["legal"]
            .as_array()
            .expect("cells")
            .is_empty()
    );
    assert_eq!(screen["board"]["tiles"].as_array().expect("tiles").len(), 1);
    assert_eq!(screen["seats"][1]["bot"], "greedy");
    assert_eq!(screen["seed"], "11");
}

#[test]
fn the_bots_hurl_comes_to_the_page_as_a_flight_with_frames_and_an_english_caption() {
    let table = table(r#"{"seats":[{"name":"A","bot":"greedy"},{"name":"B","bot":"greedy"}]}"#)
        .expect("two bots");
    let mut session = session_in_memory(table);
    let mut flights = Vec::new();
    while session.bot_step().expect("a bot moves").is_some() {
        let shows = json(&take_shows(&mut session).expect("shows"));
        for show in shows.as_array().expect("a list") {
            if show["kind"] == "Flight" {
                flights.push(show.clone());
            }
        }
        if !flights.is_empty() {
            break;
        }
    }
    let flight = flights.first().expect("the catapult round hurls");
    assert!(
        flight["hurl"]["outcome"]["frames"]
            .as_array()
            .expect("frames")
            .len()
            > 10
    );
    let caption = flight["caption"].as_str().expect("a caption");
    assert!(caption.contains("hurls"), "{caption}");
}

#[test]
fn the_setup_menu_offers_every_rule_with_its_explanation_two_to_six_seats_and_the_bots() {
    let menu = json(&setup_menu().expect("menu"));
    let rules = menu["rules"].as_array().expect("rules");
    assert_eq!(rules.len(), RULE_OPTIONS.len());
    assert!(rules.iter().all(|rule| {
        rule["choices"]
            .as_array()
            .is_some_and(|choices| choices.iter().all(|c| c["explanation"].is_string()))
    }));
    assert_eq!(menu["seat_limits"]["min_seats"], 2);
    assert_eq!(menu["seat_limits"]["max_seats"], 6);
    assert_eq!(menu["colours"].as_array().expect("colours").len(), 6);
    assert!(menu["bot_levels"].as_array().expect("bots").len() >= 2);
    let tokens = menu["tokens"].as_array().expect("tokens");
    assert_eq!(tokens.len(), 4);
    assert!(
        tokens
            .iter()
            .all(|t| t["rule"].is_string() && t["name"].is_string())
    );
    assert!(tokens.iter().any(|t| t["id"] == "knock_out"));
    assert_eq!(menu["how_to_flick"], catapult_core::flick::HOW_TO_FLICK);
}

#[test]
fn choosing_a_rule_changes_only_that_option_and_an_unknown_one_is_refused() {
    let defaults = serde_json::to_string(&RuleOptions::default()).expect("json");
    let before = json(&chosen_rules(&defaults).expect("chosen"));
    let catapult = RULE_OPTIONS[0];
    let other = catapult
        .choices
        .iter()
        .find(|c| Some(c.id) != before[catapult.id].as_str())
        .expect("another choice");
    let changed = choose_rule(&defaults, catapult.id, Some(other.id)).expect("a choice");
    let after = json(&chosen_rules(&changed).expect("chosen"));
    assert_eq!(after[catapult.id], other.id);
    let error = choose_rule(&defaults, "dragons", Some("yes")).expect_err("no such option");
    assert_eq!(error.kind, "bad_input");
}

#[test]
fn a_table_of_one_or_with_a_broken_setup_is_refused_with_what_to_do() {
    let error = table(r#"{"seats":[{"name":"Anna"}]}"#).expect_err("too few");
    assert!(error.message.contains("add or remove a seat"), "{error}");
    assert_eq!(error.kind, "bad_input");
    assert_eq!(table("{not json").expect_err("no JSON").kind, "bad_input");
}

#[test]
fn every_tile_has_artwork_by_its_id() {
    let art = json(&all_tile_art().expect("art"));
    let art = art.as_object().expect("by id");
    assert_eq!(art.len(), catalogue().ids().count());
    assert!(
        art.values()
            .all(|tile| tile["shapes"].as_array().is_some_and(|s| !s.is_empty()))
    );
}

#[test]
fn a_stored_game_is_listed_and_replays_from_its_export() {
    let store: SharedStore = Arc::new(Mutex::new(Store::open_in_memory().expect("memory")));
    let (config, seats) = anna_and_a_bot();
    let session = Session::start(Arc::clone(&store), config, 5, seats).expect("stored");
    let id = session.id().expect("an id");
    let guard = store.lock().expect("lock");
    let listed = json(&games(&guard).expect("games"));
    assert_eq!(listed[0]["id"], id.0);
    assert_eq!(listed[0]["status"], "in_progress");
    let replay = GameReplay::from_json(&guard.export_game(id).expect("export")).expect("file");
    let start = json(&replay_step(&replay, 0).expect("step 0"));
    assert_eq!(start["moves"], 0);
    assert!(replay_step(&replay, 1).is_err());
}

#[test]
fn a_gentle_swipe_asks_to_swipe_harder_and_a_quick_one_launches() {
    let quick = swipe(r#"{"start":[195,700],"end":[195,300],"duration":0.15,"screen_height":844}"#)
        .expect("a launch");
    assert!(quick.speed > 0.0);
    assert!(quick.aim_degrees.abs() < 1.0);
    assert_eq!(swipe("[]").expect_err("not a swipe").kind, "bad_input");
}

#[test]
fn with_inns_and_cathedrals_the_follower_step_offers_the_big_follower_and_the_supply_says_so() {
    let defaults = serde_json::to_string(&RuleOptions::default()).expect("rules");
    let inns = choose_rule(&defaults, "inns_cathedrals", Some("on")).expect("inns");
    let rules = choose_rule(&inns, "river", Some("on")).expect("river");
    let setup = format!(r#"{{"seats":[{{"name":"Anna"}},{{"name":"Ben"}}],"rules":{rules}}}"#);
    let mut session = session_in_memory(table(&setup).expect("a table"));
    let start = json(&screen(&session).expect("screen"));
    assert_eq!(start["board"]["tiles"][0]["tile"], "RI/Spring");
    let supply = start["board"]["players"][0]["supply"]
        .as_u64()
        .expect("a count");
    let both = format!("{supply} followers + big follower");
    assert_eq!(start["supplies"][0], both.as_str());

    if let Stage::HandOver { .. } = session.stage() {
        session.hand_over_done().expect("Anna has the phone");
    }
    let Stage::PlaceTile(place) = session.stage() else {
        panic!("Anna places a tile first")
    };
    let fits = place.legal.first().expect("a legal cell");
    session
        .place_tile(Placement {
            pos: fits.cell,
            rotation: fits.rotations[0],
        })
        .expect("placed");
    let deciding = json(&screen(&session).expect("screen"));
    assert_eq!(deciding["stage"]["kind"], "PlaceFollower");
    assert_eq!(deciding["stage"]["big_follower"], true);
    let segment = deciding["stage"]["spots"][0]["segment"]
        .as_u64()
        .expect("a spot");
    session
        .place_big_follower(u8::try_from(segment).expect("a segment"))
        .expect("the big follower goes down");

    let after = json(&screen(&session).expect("screen"));
    assert_eq!(after["board"]["followers"][0]["big"], true);
    assert_eq!(
        after["board"]["players"][0]["big_follower_in_supply"],
        false
    );
    assert_eq!(after["supplies"][0], format!("{supply} followers").as_str());
    assert_eq!(after["supplies"][1], both.as_str());
}
