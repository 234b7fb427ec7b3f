//! The session's stories: people and bots at one phone, whole games through the stages, undo,
//! hand-over, the round's summary, and games resumed at every stage going on the same way.

// A failure here is the test failing.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use super::*;
use crate::bots::{BotLevel, play_out};
use crate::flick::FlickSensitivity;
use crate::rules::explain::token_name;
use crate::rules::{CatapultRules, RuleOptions};
use crate::store::Store;
use std::collections::BTreeSet;
use std::sync::{Arc, Mutex};

fn person(name: &str) -> Seat {
    Seat::person(name, "red")
}

fn bot(name: &str, level: BotLevel) -> Seat {
    Seat::bot(name, "blue", level)
}

fn memory_store() -> SharedStore {
    Arc::new(Mutex::new(Store::open_in_memory().unwrap()))
}

/// Plays whatever a person is asked for, choosing as a greedy bot would (tokens in turn, so
/// a long game sees each of them), and returns what the move did. Hand-overs and summaries are
/// acknowledged.
fn person_acts(session: &mut Session, rounds: &mut usize) -> Option<Played> {
    let plan_for_person = || {
        let game = session.game().clone();
        let seat = game.current_player();
        let seed = crate::bots::decision_seed(game.seed(), seat, game.actions().len());
        BotLevel::Greedy.bot(seed).choose(&game)
    };
    match session.stage() {
        Stage::HandOver { .. } => {
            session.hand_over_done().unwrap();
            None
        }
        Stage::RoundSummary(summary) => {
            assert_eq!(summary.points.len(), session.seats().len());
            session.close_summary().unwrap();
            None
        }
        Stage::PlaceTile(stage) => {
            let Some(Action::PlaceTile { placement }) = plan_for_person() else {
                panic!("no placement for {stage:?}");
            };
            // Try another cell first, then take it back: undo restores the turn.
            if let Some(other) = stage.legal.iter().find(|legal| legal.cell != placement.pos) {
                let before = session.committed_game().actions().len();
                session.select_cell(other.cell).unwrap();
                session.confirm_tile().unwrap();
                assert!(session.can_undo());
                session.undo().unwrap();
                assert_eq!(session.committed_game().actions().len(), before);
                assert_eq!(session.stage().kind(), StageKind::PlaceTile);
            }
            Some(session.place_tile(placement).unwrap())
        }
        Stage::PlaceFollower(stage) => match plan_for_person() {
            Some(Action::PlaceFollower { segment }) => {
                assert!(stage.spots.iter().any(|spot| spot.segment == segment));
                Some(session.place_follower(segment).unwrap())
            }
            _ => Some(session.skip_follower().unwrap()),
        },
        Stage::ChooseToken { .. } => {
            let token = TokenKind::ALL[*rounds % TokenKind::ALL.len()];
            *rounds += 1;
            Some(session.choose_token(token).unwrap())
        }
        Stage::Hurl(_) => match plan_for_person() {
            Some(Action::Hurl { throw }) => Some(session.hurl(throw).unwrap()),
            other => panic!("a bot would not hurl but {other:?}"),
        },
        Stage::Catch(stage) => {
            assert!(!stage.flight.outcome.frames.is_empty());
            assert_eq!(stage.zone.catcher, stage.seat);
            match plan_for_person() {
                Some(Action::Catch { at_ms }) => Some(
                    session
                        .catch_at(at_ms.map(|ms| f64::from(ms) / 1000.0))
                        .unwrap(),
                ),
                other => panic!("a bot would not catch but {other:?}"),
            }
        }
        Stage::Seduce(stage) => {
            let target = stage.targets.first().copied();
            match target {
                Some(target) if stage.can_use_supply => Some(session.seduce(target, None).unwrap()),
                _ => Some(session.decline_seduction().unwrap()),
            }
        }
        Stage::BotToAct { .. } => session.bot_step().unwrap(),
        Stage::GameOver(_) => None,
    }
}

/// Plays `session` to its end; returns every move made and the tokens chosen.
fn play_to_the_end(session: &mut Session) -> (Vec<Played>, BTreeSet<TokenKind>) {
    let mut rounds = 0;
    let mut played = Vec::new();
    let mut tokens = BTreeSet::new();
    for _ in 0..5_000 {
        if matches!(session.stage(), Stage::GameOver(_)) {
            break;
        }
        if let Some(step) = person_acts(session, &mut rounds) {
            if let Action::ChooseToken { token } = step.action {
                tokens.insert(token);
            }
            played.push(step);
        }
    }
    assert!(session.game().is_over(), "the game did not end");
    (played, tokens)
}

#[test]
fn two_people_and_bots_play_whole_games_with_every_token_for_two_to_six_seats() {
    for players in 2..=6 {
        let mut seats = vec![person("Anna"), person("Ben")];
        for seat in 2..players {
            let level = if seat % 2 == 0 {
                BotLevel::Greedy
            } else {
                BotLevel::Random
            };
            seats.push(bot(&format!("Bot {seat}"), level));
        }
        let mut session =
            Session::in_memory(GameConfig::new(players), 11 + players as u64, seats).unwrap();
        let (played, tokens) = play_to_the_end(&mut session);
        assert!(played.iter().any(|step| step.by_bot) == (players > 2));
        if players == 2 {
            assert_eq!(tokens.len(), 4, "every token chosen in a 2-person game");
        }
        let Stage::GameOver(scores) = session.stage() else {
            panic!("not over");
        };
        assert_eq!(scores.ranking.len(), players);
        assert!(scores.ranking[0].winner && scores.ranking[0].place == 1);
        let total: u32 = scores.ranking.iter().map(|standing| standing.score).sum();
        assert_eq!(total, session.game().scores().iter().sum::<u32>());
    }
}

/// A stored game of Anna and Ben where Anna has the phone and has put her first tile down on
/// its first legal cell (not stored until her follower decision); returns that cell too.
fn anna_puts_her_first_tile_down(seed: u64) -> (Session, Pos, Played) {
    let mut session = Session::start(
        memory_store(),
        GameConfig::new(2),
        seed,
        vec![person("Anna"), person("Ben")],
    )
    .unwrap();
    session.hand_over_done().unwrap();
    let Stage::PlaceTile(stage) = session.stage() else {
        panic!("Anna places first");
    };
    let cell = stage.legal[0].cell;
    session.select_cell(cell).unwrap();
    let picked = session.confirm_tile().unwrap();
    (session, cell, picked)
}

#[test]
fn a_placed_tile_waits_for_its_follower_and_undo_picks_it_again() {
    let (mut session, cell, picked) = anna_puts_her_first_tile_down(3);
    assert_eq!(
        session.committed_game().actions().len(),
        0,
        "not stored yet"
    );
    assert_eq!(session.game().actions().len(), 1, "but shown");
    session.undo().unwrap();
    let Stage::PlaceTile(again) = session.stage() else {
        panic!("back to the tile");
    };
    assert_eq!(again.selected.map(|s| s.pos), Some(cell));
    assert!(matches!(
        session.undo(),
        Err(SessionError::WrongStage { .. })
    ));
    session.confirm_tile().unwrap();
    session.skip_follower().unwrap();
    assert_eq!(session.committed_game().actions().len(), 2);
    assert_eq!(
        session.committed_game().actions()[0],
        picked.action,
        "the tile is stored with its follower decision"
    );
}

#[test]
fn a_tile_turns_only_to_rotations_that_fit_and_a_cell_where_it_does_not_fit_is_refused() {
    let mut session = Session::in_memory(
        GameConfig::new(2),
        5,
        vec![person("Anna"), bot("B", BotLevel::Random)],
    )
    .unwrap();
    let Stage::PlaceTile(stage) = session.stage() else {
        panic!("Anna alone needs no hand-over");
    };
    let legal = stage
        .legal
        .iter()
        .find(|legal| legal.rotations.len() > 1)
        .or(stage.legal.first())
        .unwrap()
        .clone();
    session.select_cell(legal.cell).unwrap();
    for _ in 0..5 {
        session.rotate().unwrap();
        let Stage::PlaceTile(stage) = session.stage() else {
            panic!("still placing");
        };
        assert!(legal.rotations.contains(&stage.selected.unwrap().rotation));
    }
    let far = Pos::new(40, 40);
    assert!(matches!(
        session.select_cell(far),
        Err(SessionError::BadInput(_))
    ));
}

#[test]
fn a_move_on_a_bots_turn_is_refused_and_changes_nothing() {
    let mut session = Session::in_memory(
        GameConfig::new(2),
        8,
        vec![bot("Robo", BotLevel::Greedy), person("Anna")],
    )
    .unwrap();
    assert!(matches!(session.stage(), Stage::BotToAct { seat: 0, .. }));
    let before = session.changes();
    let error = session.skip_follower().unwrap_err();
    assert_eq!(
        error.to_string(),
        "it is Robo's turn, and Robo is a bot: let the bots play"
    );
    assert_eq!(error.kind(), SessionErrorKind::IllegalMove);
    assert_eq!(session.changes(), before);
    let played = session.play_bots(100).unwrap();
    assert_eq!(
        played.len(),
        2,
        "the bot places its tile and decides its follower"
    );
    assert!(matches!(
        session.stage(),
        Stage::PlaceTile(TileStage { seat: 1, .. })
    ));
}

#[test]
fn the_phone_goes_round_the_people_but_not_to_the_bots() {
    let mut session = Session::in_memory(
        GameConfig::new(3),
        2,
        vec![person("Anna"), bot("Robo", BotLevel::Random), person("Ben")],
    )
    .unwrap();
    assert_eq!(
        session.stage(),
        Stage::HandOver {
            seat: 0,
            next: StageKind::PlaceTile
        }
    );
    let refused = session.skip_follower().unwrap_err();
    assert_eq!(refused.to_string(), "pass the phone to Anna first");
    session.hand_over_done().unwrap();
    let Stage::PlaceTile(stage) = session.stage() else {
        panic!("Anna places");
    };
    session.select_cell(stage.legal[0].cell).unwrap();
    session.confirm_tile().unwrap();
    session.skip_follower().unwrap();
    assert!(matches!(session.stage(), Stage::BotToAct { seat: 1, .. }));
    session.play_bots(100).unwrap();
    assert!(matches!(
        session.stage(),
        Stage::HandOver {
            seat: 2,
            next: StageKind::PlaceTile
        }
    ));
}

/// Anna and Ben, a fair tile on top of the pile: the round begins after the first turn.
fn anna_and_ben_with_a_fair_first() -> Session {
    let rules = RuleOptions {
        catapult: CatapultRules::Rounds,
        ..RuleOptions::default()
    };
    let game = crate::test_support::stacked_with(rules, 2, &["CA/RFR", "D", "D", "D"]);
    Session::from_game(game, vec![person("Anna"), person("Ben")]).unwrap()
}

#[test]
fn a_round_ends_with_a_summary_that_a_person_closes() {
    let mut session = anna_and_ben_with_a_fair_first();
    let mut rounds = 0;
    let mut summary = None;
    for _ in 0..100 {
        if let Stage::RoundSummary(seen) = session.stage() {
            summary = Some(seen);
            break;
        }
        person_acts(&mut session, &mut rounds);
    }
    let summary = summary.expect("the round ended with its summary");
    assert_eq!(summary.token, Some(TokenKind::KnockOut));
    assert_eq!(summary.chooser, 0);
    assert!(
        summary
            .messages
            .iter()
            .any(|message| message.kind == MessageKind::Hurled)
    );
    assert_eq!(
        summary.messages.last().map(|message| message.kind),
        Some(MessageKind::RoundOver)
    );
    assert!(matches!(
        session.skip_follower(),
        Err(SessionError::WrongStage { .. })
    ));
    session.close_summary().unwrap();
    assert_ne!(session.stage().kind(), StageKind::RoundSummary);
}

/// The stop points of a game: the first action count at which each of these stages waits.
fn stop_points(actions: &[Action], config: &GameConfig, seed: u64) -> Vec<(usize, Phase)> {
    let mut game = Game::new(config.clone(), seed).unwrap();
    let mut seen = Vec::new();
    for (index, action) in actions.iter().enumerate() {
        let phase = std::mem::discriminant(&game.phase());
        if index > 0
            && !seen
                .iter()
                .any(|(_, p): &(usize, Phase)| std::mem::discriminant(p) == phase)
        {
            seen.push((index, game.phase()));
        }
        game.apply(*action).unwrap();
    }
    seen
}

#[test]
fn a_bot_game_resumed_at_every_stage_goes_on_exactly_as_without_the_pause() {
    // A random bot among greedy ones, so that every token is chosen: this game has a catch and
    // a seduction choice.
    let config = GameConfig::new(3);
    // Seed 5 gives every stage with physics model 4 (seed 1 did with model 2, seed 0 with
    // model 1).
    let seed = 5;
    let levels = [BotLevel::Greedy, BotLevel::Random, BotLevel::Greedy];
    let seats: Vec<Seat> = levels
        .iter()
        .enumerate()
        .map(|(index, level)| bot(&format!("Bot {index}"), *level))
        .collect();
    let straight = play_out(Game::new(config.clone(), seed).unwrap(), &levels);
    assert!(straight.is_over());
    let points = stop_points(straight.actions(), &config, seed);
    let phases: Vec<Phase> = points.iter().map(|(_, phase)| *phase).collect();
    for wanted in [Phase::Hurl, Phase::Catch, Phase::ChooseToken, Phase::Seduce] {
        assert!(
            phases.contains(&wanted),
            "the game has a {wanted:?}: {phases:?}"
        );
    }
    for (stop, phase) in points {
        let store = memory_store();
        let mut first = Session::start(store.clone(), config.clone(), seed, seats.clone()).unwrap();
        for _ in 0..stop {
            first.bot_step().unwrap().expect("a bot moves");
        }
        let id = first.id().unwrap();
        drop(first);
        let mut resumed = Session::resume(store, id).unwrap();
        assert_eq!(
            std::mem::discriminant(&resumed.game().phase()),
            std::mem::discriminant(&phase)
        );
        resumed.play_bots(10_000).unwrap();
        assert_eq!(
            resumed.game().actions(),
            straight.actions(),
            "resumed at action {stop} ({phase:?})"
        );
    }
}

#[test]
fn a_person_catching_after_a_resume_sees_the_flight_again() {
    let config = GameConfig::new(2);
    let seats = vec![bot("Robo", BotLevel::Greedy), person("Anna")];
    // Find a seed whose game reaches a catch by Anna.
    for seed in 0..40 {
        let store = memory_store();
        let mut session =
            Session::start(store.clone(), config.clone(), seed, seats.clone()).unwrap();
        let mut rounds = 0;
        for _ in 0..2_000 {
            match session.stage() {
                Stage::Catch(stage) => {
                    let id = session.id().unwrap();
                    drop(session);
                    let resumed = Session::resume(store, id).unwrap();
                    let Stage::Catch(again) = resumed.stage() else {
                        panic!("resumed at the catch");
                    };
                    assert_eq!(again.flight, stage.flight);
                    assert_eq!(again.zone, stage.zone);
                    return;
                }
                Stage::GameOver(_) => break,
                _ => {
                    person_acts(&mut session, &mut rounds);
                }
            }
        }
    }
    panic!("no game reached a person's catch");
}

#[test]
fn a_bots_hurl_is_shown_as_a_flight_on_the_table_it_flew_over_before_the_persons_turn() {
    let game = crate::test_support::stacked(2, &["CA/RFR", "D", "D", "D"]);
    let mut session =
        Session::from_game(game, vec![bot("Robo", BotLevel::Greedy), person("Anna")]).unwrap();
    session.play_bots(100).unwrap();
    assert!(matches!(
        session.stage(),
        Stage::Hurl(HurlStage { seat: 1, .. })
    ));
    let shows = session.take_shows();
    let flights: Vec<&Show> = shows
        .iter()
        .filter(|show| matches!(show, Show::Flight(_)))
        .collect();
    assert_eq!(flights.len(), 1, "{shows:?}");
    let Show::Flight(flight) = flights[0] else {
        unreachable!()
    };
    let FlightShow {
        hurl,
        round_before,
        caption,
        camera,
    } = flight.as_ref();
    assert_eq!(hurl.seat, 0);
    assert!(round_before.is_some(), "the table at the hurl");
    let camera = camera
        .as_ref()
        .expect("the flight is seen from the hurler's seat");
    assert_eq!(camera.seat, 0);
    let rest = hurl.outcome.rest_position;
    let (hx, hy) = (
        round_before.as_ref().unwrap().table.x / 2.0,
        round_before.as_ref().unwrap().table.y / 2.0,
    );
    assert!(
        camera.must_show.contains(&crate::scene::Point::new(
            rest.x.clamp(-hx, hx),
            rest.y.clamp(-hy, hy)
        )),
        "the flight ends framing where the token rests"
    );
    assert_eq!(
        caption.as_ref().map(|c| c.english(&session.names())),
        Some(format!("Robo hurls the {} token.", token_name(hurl.token)))
    );
    assert!(
        shows.iter().any(|show| matches!(show, Show::Messages(m) if m.iter().any(|m| m.kind == MessageKind::RoundStarted))),
        "the round's start is told before the flight"
    );
    assert!(session.take_shows().is_empty(), "each move is shown once");
}

#[test]
fn a_move_made_on_a_fork_is_taken_back_with_what_it_shows_and_a_newer_change_count() {
    let (mut session, _, _) = anna_puts_her_first_tile_down(5);
    let before = session.changes();

    let mut fork = session.fork();
    fork.skip_follower().unwrap();
    // A tap on the screen meanwhile (the stored move wins over it).
    session.undo().unwrap();
    session.adopt(fork);

    assert_eq!(
        session.committed_game().actions().len(),
        2,
        "the turn is stored"
    );
    assert!(matches!(session.stage(), Stage::HandOver { seat: 1, .. }));
    assert!(
        session.changes() > before + 1,
        "no cache mistakes it for the undo"
    );
    assert_eq!(
        session.unshown.last().map(|played| played.action),
        Some(Action::Skip),
        "the turn waits to be shown"
    );
}

#[test]
fn the_follower_choice_says_in_words_where_each_may_go_and_why_a_held_road_is_not_offered() {
    // Anna's thief takes the start tile's road; Ben extends it: no thief for him there.
    let mut game = crate::test_support::stacked(2, &["U", "U", "D"]);
    crate::test_support::place(&mut game, 1, 0, 0, Some("road:W"));
    let mut session = Session::from_game(game, vec![person("Anna"), person("Ben")]).unwrap();
    if let Stage::HandOver { .. } = session.stage() {
        session.hand_over_done().unwrap();
    }
    session
        .place_tile(Placement {
            pos: Pos::new(-1, 0),
            rotation: crate::tiles::Rotation::default(),
        })
        .unwrap();
    let Stage::PlaceFollower(stage) = session.stage() else {
        panic!("Ben decides his follower");
    };
    let words: Vec<&str> = stage.spots.iter().map(|spot| spot.words.as_str()).collect();
    assert!(words.iter().all(|w| !w.starts_with("thief")), "{words:?}");
    assert!(
        words.iter().any(|w| w.starts_with("farmer in the field")),
        "{words:?}"
    );
    assert_eq!(stage.unavailable.len(), 1, "{:?}", stage.unavailable);
    assert_eq!(
        stage.unavailable[0].words,
        "thief on the road from east to west"
    );
    assert_eq!(stage.unavailable[0].why, "that road already has a follower");
}

#[test]
fn anna_is_offered_practice_before_her_first_hurl_with_her_gentle_setting_and_not_after() {
    let rules = RuleOptions {
        catapult: CatapultRules::Rounds,
        ..RuleOptions::default()
    };
    let game = crate::test_support::stacked_with(rules, 2, &["CA/RFR", "D", "D", "D"]);
    let anna = person("Anna").with_flick_sensitivity(FlickSensitivity::Gentle);
    let mut session = Session::from_game(game, vec![anna, person("Ben")]).unwrap();
    let mut rounds = 0;
    let mut hurl_stages = Vec::new();
    for _ in 0..100 {
        if let Stage::Hurl(stage) = session.stage() {
            hurl_stages.push(stage.clone());
            if stage.seat == 0 {
                // Before her hurl she may still change her mind about the setting.
                session
                    .set_flick_sensitivity(0, FlickSensitivity::Firm)
                    .unwrap();
                let Stage::Hurl(again) = session.stage() else {
                    panic!("a setting changes no stage");
                };
                assert_eq!(again.flick_sensitivity, FlickSensitivity::Firm);
            }
        }
        if session.stage().kind() == StageKind::RoundSummary {
            break;
        }
        person_acts(&mut session, &mut rounds);
    }
    let [anna, ben] = hurl_stages.as_slice() else {
        panic!("one hurl each: {hurl_stages:?}");
    };
    assert_eq!((anna.seat, ben.seat), (0, 1));
    assert_eq!(anna.flick_sensitivity, FlickSensitivity::Gentle);
    assert!(anna.offer_practice && ben.offer_practice);
    assert_eq!(ben.flick_sensitivity, FlickSensitivity::Normal);
    assert!(sensitivity::has_hurled(session.game(), 0));
    assert!(sensitivity::has_hurled(session.game(), 1));
}

#[test]
fn a_sensitivity_set_mid_game_is_saved_with_the_seat_and_kept_on_resume() {
    let store = memory_store();
    let mut session = Session::start(
        store.clone(),
        GameConfig::new(2),
        7,
        vec![person("Anna"), bot("Robo", BotLevel::Greedy)],
    )
    .unwrap();
    let before = session.changes();
    session
        .set_flick_sensitivity(0, FlickSensitivity::Firm)
        .unwrap();
    assert!(session.changes() > before, "the screen redraws");
    assert_eq!(session.seats()[0].flick_sensitivity, FlickSensitivity::Firm);
    let refused = session
        .set_flick_sensitivity(1, FlickSensitivity::Gentle)
        .unwrap_err();
    assert!(refused.to_string().contains("Robo is a bot"), "{refused}");
    let refused = session
        .set_flick_sensitivity(5, FlickSensitivity::Gentle)
        .unwrap_err();
    assert!(refused.to_string().contains("no seat 6"), "{refused}");
    let id = session.id().unwrap();
    let resumed = Session::resume(store, id).unwrap();
    assert_eq!(resumed.seats()[0].flick_sensitivity, FlickSensitivity::Firm);
    assert_eq!(
        resumed.seats()[1].flick_sensitivity,
        FlickSensitivity::Normal
    );
}

#[test]
fn the_rounds_summary_is_seen_from_the_last_hurlers_seat_as_the_flight_ended() {
    let mut session = anna_and_ben_with_a_fair_first();
    let mut rounds = 0;
    for _ in 0..100 {
        if let Stage::RoundSummary(summary) = session.stage() {
            let table = summary.table.expect("the table the round ended on");
            let camera = table.camera.expect("seen through a camera");
            assert_eq!(camera.seat, 1, "Ben hurled last");
            assert_eq!(camera.subject, crate::scene::CameraSubject::Result);
            return;
        }
        person_acts(&mut session, &mut rounds);
    }
    panic!("the round never ended");
}
