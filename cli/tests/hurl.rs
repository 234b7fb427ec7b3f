//! `catapult hurl` as a user meets it: the outcome of a hurl as JSON, friendly refusals of bad
//! launches and scene files, and a top view as PNG.

// Test helpers may unwrap: a failure is the test failing.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use serde_json::Value;

mod common;
use common::{TempDir, json_report, refusal};

fn assert_is_outcome(outcome: &Value) {
    assert!(outcome["touched_by_token"].is_array(), "{outcome}");
    assert!(outcome["toppled"].is_array(), "{outcome}");
    let place = outcome["rest"]["place"].as_str().unwrap();
    assert!(
        ["on_tiles", "on_table", "off_table"].contains(&place),
        "{place}"
    );
    assert_eq!(outcome["rest_position"].as_array().unwrap().len(), 3);
}

#[test]
fn the_demo_hurl_prints_what_it_touched_and_where_it_rests() {
    let outcome = json_report(&["hurl"]);
    assert_is_outcome(&outcome);
    assert_eq!(
        outcome["model_version"],
        catapult_core::physics::MODEL_VERSION
    );
    // Frames are long: only on request.
    assert_eq!(outcome["frames"], Value::Array(Vec::new()));
}

#[test]
fn a_hurl_into_the_followers_touches_them() {
    // From seat 0 (south) straight at the middle, low: the followers on the line from the
    // seat to the centre are in the way whatever the exact speed.
    for speed in ["2.1", "2.2", "2.3", "2.4"] {
        let outcome = json_report(&["hurl", "--elevation", "20", "--speed", speed]);
        assert_is_outcome(&outcome);
        let touched = outcome["touched_by_token"].as_array().unwrap();
        assert!(!touched.is_empty(), "at {speed} m/s: {outcome}");
    }
    // Aimed 30 degrees to the left (west of north) it passes them all.
    let outcome = json_report(&["hurl", "--aim", "30", "--elevation", "20", "--speed", "2.2"]);
    assert_eq!(outcome["touched_by_token"], Value::Array(Vec::new()));
    assert!(
        outcome["rest_position"][0].as_f64().unwrap() < -0.1,
        "{outcome}"
    );
}

#[test]
fn frames_come_on_request_and_every_flag_is_read() {
    let outcome = json_report(&[
        "hurl",
        "--seat",
        "1",
        "--aim",
        "-10",
        "--elevation",
        "60",
        "--speed",
        "2",
        "--token",
        "catch",
        "--no-drag",
        "--frames",
    ]);
    assert_is_outcome(&outcome);
    let frames = outcome["frames"].as_array().unwrap();
    assert!(frames.len() > 10, "{} frames", frames.len());
    assert!(frames[0]["token"].is_array());
    // The snake_case name works too.
    assert_is_outcome(&self::json_report(&["hurl", "--token", "knock_out"]));
}

#[test]
fn launch_values_out_of_range_are_refused_naming_the_flag() {
    for speed in ["NaN", "50", "0", "-1"] {
        let message = refusal(&["hurl", "--speed", speed]);
        assert!(message.contains("speed"), "{message}");
        assert!(message.contains("--speed"), "{message}");
    }
    let message = refusal(&["hurl", "--elevation", "90"]);
    assert!(message.contains("between 0 and 85 degrees"), "{message}");
    assert!(message.contains("got 90"), "{message}");
    let message = refusal(&["hurl", "--aim", "inf"]);
    assert!(message.contains("--aim"), "{message}");
    let message = refusal(&["hurl", "--seat", "4"]);
    assert!(message.contains("no seat 4"), "{message}");
    assert!(message.contains("--seat 0 to 3"), "{message}");
    let message = refusal(&["hurl", "--token", "rock"]);
    assert!(
        message.contains("knock-out, seduction, target or catch"),
        "{message}"
    );
}

#[test]
fn a_bad_scene_file_is_refused_with_what_to_do() {
    let dir = TempDir::new("bad-scene");
    let missing = dir.arg("missing.json");
    let message = refusal(&["hurl", "--scene", &missing]);
    assert!(message.contains("cannot read the scene file"), "{message}");
    assert!(message.contains("missing.json"), "{message}");

    let broken = dir.arg("broken.json");
    std::fs::write(&broken, "{\"table\": [1.4, 1.0], \"tiles\": [}").unwrap();
    let message = refusal(&["hurl", "--scene", &broken]);
    assert!(message.contains("broken.json is not a scene"), "{message}");
    assert!(message.contains("\"seats\""), "{message}");

    let seatless = dir.arg("seatless.json");
    std::fs::write(
        &seatless,
        r#"{"table": [1.4, 1.0], "tiles": [], "seats": []}"#,
    )
    .unwrap();
    let message = refusal(&["hurl", "--scene", &seatless]);
    assert!(message.contains("no seat to hurl from"), "{message}");
    assert!(message.contains("fix the scene file"), "{message}");
}

/// What `catapult hurl --scene` says of a scene file holding `json`, refused without a crash.
fn scene_refusal(name: &str, json: &str) -> String {
    let dir = TempDir::new(name);
    let scene = dir.arg("scene.json");
    std::fs::write(&scene, json).unwrap();
    let message = refusal(&["hurl", "--scene", &scene]);
    assert!(!message.contains("panicked"), "{message}");
    assert!(message.contains("fix the scene file"), "{message}");
    message
}

#[test]
fn a_scene_with_a_tile_at_x_minus_2147483648_is_refused_with_a_message() {
    let message = scene_refusal(
        "far-tile",
        r#"{"table": [1.4, 1.0], "tiles": [[-2147483648, 0], [0, 0]],
            "seats": [{"position": [0.0, -0.5], "facing": 1.5707963267948966}]}"#,
    );
    assert!(
        message.contains("the tile at [-2147483648, 0] lies more than 200 cells"),
        "{message}"
    );
}

#[test]
fn a_scene_with_its_board_far_off_the_table_is_refused_with_a_message() {
    let message = scene_refusal(
        "far-board",
        r#"{"table": [1.4, 1.0], "board_origin": [1e300, 0.0], "tiles": [[0, 0]],
            "seats": [{"position": [0.0, -0.5], "facing": 1.5707963267948966}]}"#,
    );
    assert!(
        message.contains("the board origin must be a point within 10 m of the table centre"),
        "{message}"
    );
}

#[test]
fn a_scene_file_is_read_and_hurled_on() {
    let dir = TempDir::new("scene");
    let scene = dir.arg("two-seats.json");
    // Like Scene::empty(2) with one tile and a follower in the middle: seat 0 south, seat 1
    // north, each facing the centre.
    std::fs::write(
        &scene,
        r#"{
  "table": [1.4, 1.0],
  "board_origin": [0.0, 0.0],
  "tiles": [[0, 0]],
  "followers": [{"id": 7, "position": [0.0, 0.0], "facing": 0.0, "pose": "standing"}],
  "tokens": [],
  "seats": [
    {"position": [0.0, -0.5], "facing": 1.5707963267948966},
    {"position": [0.0, 0.5], "facing": -1.5707963267948966}
  ]
}"#,
    )
    .unwrap();
    let outcome = json_report(&[
        "hurl",
        "--scene",
        &scene,
        "--seat",
        "1",
        "--elevation",
        "20",
        "--speed",
        "2.3",
    ]);
    assert_is_outcome(&outcome);
    // From the north the token flies south: it ends on the southern half or beyond.
    let y = outcome["rest_position"][1].as_f64().unwrap();
    assert!(y < 0.45, "{outcome}");
    let message = refusal(&["hurl", "--scene", &scene, "--seat", "2"]);
    assert!(message.contains("--seat 0 to 1"), "{message}");
}

#[test]
fn png_draws_a_top_view() {
    let dir = TempDir::new("png");
    let png = dir.arg("top.png");
    let outcome = json_report(&["hurl", "--aim", "-5", "--speed", "2.1", "--png", &png]);
    assert_is_outcome(&outcome);
    // The picture needs the frames, but they are still left out of the JSON.
    assert_eq!(outcome["frames"], Value::Array(Vec::new()));
    let bytes = std::fs::read(&png).unwrap();
    assert!(bytes.starts_with(b"\x89PNG\r\n\x1a\n"));
    // IHDR: width and height, big-endian, after the signature and the chunk header.
    let width = u32::from_be_bytes(bytes[16..20].try_into().unwrap());
    let height = u32::from_be_bytes(bytes[20..24].try_into().unwrap());
    assert_eq!(width, 1200);
    // The default table is 1.4 m × 1.0 m: the picture keeps that shape, plus a margin.
    assert!((800..1000).contains(&height), "{height}");

    let nowhere = dir.arg("no-such-folder/top.png");
    let message = refusal(&["hurl", "--png", &nowhere]);
    assert!(message.contains("cannot write the picture"), "{message}");
}
