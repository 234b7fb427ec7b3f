//! The game session as an app uses it, called from Rust: moves, undo, bots, the history,
//! listeners. The same stories run from Kotlin in bindings/kotlin.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use catapult_ffi::{
    BotSkill, CatapultError, FlickSensitivity, GameEvent, GameListener, GameSession, GameSetup,
    GameStage, GameStore, HistoryFilter, Launch, ListenerError, PlayedMove, SeatSetup, StageKind,
    Token, TurnStep, default_rules, inspect_game_file, open_game_store, resume_game, start_game,
};
use std::future::Future;
use std::sync::{Arc, Mutex};

fn block_on<T>(future: impl Future<Output = T>) -> T {
    tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap()
        .block_on(future)
}

fn setup(people: &[&str], bots: usize, seed: u64) -> GameSetup {
    let mut seats: Vec<SeatSetup> = people
        .iter()
        .map(|name| SeatSetup {
            name: (*name).to_owned(),
            bot: None,
            flick_sensitivity: None,
        })
        .collect();
    for n in 0..bots {
        seats.push(SeatSetup {
            name: format!("Bot {}", n + 1),
            bot: Some(BotSkill::Greedy),
            flick_sensitivity: None,
        });
    }
    GameSetup {
        seats,
        rules: default_rules(),
        seed: Some(seed),
    }
}

/// A history in a new temporary folder (kept while the folder lives).
fn fresh_store() -> (tempfile::TempDir, Arc<GameStore>) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("games.sqlite").display().to_string();
    let store = block_on(open_game_store(path)).unwrap();
    (dir, store)
}

/// Takes the phone if it is handed over, then places the drawn tile at its first legal cell
/// and rotation.
fn place_first(session: &Arc<GameSession>) -> PlayedMove {
    if let GameStage::HandOver { .. } = session.stage().unwrap() {
        session.hand_over_done().unwrap();
    }
    let view = session.view().unwrap();
    let legal = &view.turn.legal[0];
    block_on(session.clone().place_tile(legal.cell, legal.rotations[0])).unwrap()
}

#[test]
fn undo_takes_back_the_tile_placed_this_turn() {
    let session = GameSession::new(setup(&["Anna", "Ben"], 0, 3)).unwrap();
    let before = session.view().unwrap();
    assert!(!before.turn.can_undo);
    place_first(&session);
    let placed = session.view().unwrap();
    assert_eq!(placed.turn.step, TurnStep::PlaceFollower);
    assert!(placed.turn.can_undo);
    assert_eq!(placed.tiles.len(), before.tiles.len() + 1);
    session.undo().unwrap();
    assert_eq!(session.view().unwrap(), before);
    assert!(matches!(
        session.undo(),
        Err(CatapultError::IllegalMove { .. })
    ));
}

#[test]
fn an_illegal_placement_is_refused_and_changes_nothing() {
    let session = GameSession::new(setup(&["Anna", "Ben"], 0, 4)).unwrap();
    let before = session.view().unwrap();
    let taken = before.tiles[0].cell;
    let refused = block_on(session.clone().place_tile(taken, 0)).unwrap_err();
    assert!(
        matches!(refused, CatapultError::IllegalMove { .. }),
        "{refused}"
    );
    assert!(!refused.to_string().is_empty());
    assert_eq!(session.view().unwrap(), before);
    assert!(matches!(
        block_on(session.clone().place_follower(0)),
        Err(CatapultError::IllegalMove { .. })
    ));
    assert_eq!(session.view().unwrap(), before);
}

#[test]
fn a_table_of_one_or_a_nameless_seat_is_refused() {
    let one = GameSession::new(setup(&["Anna"], 0, 1));
    assert!(matches!(one, Err(CatapultError::BadInput { .. })));
    let nameless = GameSession::new(setup(&["Anna", "  "], 0, 1));
    assert!(matches!(nameless, Err(CatapultError::BadInput { .. })));
}

#[test]
fn four_bots_finish_a_game_that_replays_to_the_same_scores() {
    let (_dir, store) = fresh_store();
    let session = block_on(start_game(setup(&[], 4, 11), Arc::clone(&store))).unwrap();
    let moves = block_on(Arc::clone(&session).play_bots()).unwrap();
    let events: Vec<GameEvent> = moves.into_iter().flat_map(|m| m.events).collect();
    let view = session.view().unwrap();
    assert_eq!(view.turn.step, TurnStep::GameOver);
    assert!(
        events
            .iter()
            .any(|e| matches!(e, GameEvent::Hurled { flight } if !flight.frames.is_empty()))
    );
    assert!(matches!(events.last(), Some(GameEvent::GameOver { .. })));
    let id = session.game_id().unwrap().unwrap();
    let json = block_on(store.export_game(id)).unwrap();
    let replayed = block_on(inspect_game_file(json)).unwrap();
    let scores: Vec<u32> = view.players.iter().map(|p| p.score).collect();
    assert_eq!(replayed.scores, scores);
    assert!(replayed.finished);
    let first = block_on(session.clone().hurl_flight(1)).unwrap();
    assert!(!first.frames.is_empty());
}

#[test]
fn an_expert_thinking_gives_way_when_the_player_leaves_and_thinks_again_on_the_next_call() {
    let mut table = setup(&[], 2, 5);
    for seat in &mut table.seats {
        seat.bot = Some(BotSkill::Expert);
    }
    let session = GameSession::new(table).unwrap();
    // The player keeps leaving while the expert thinks about its first move.
    let done = Arc::new(std::sync::atomic::AtomicBool::new(false));
    let leaver = {
        let (session, done) = (Arc::clone(&session), Arc::clone(&done));
        std::thread::spawn(move || {
            while !done.load(std::sync::atomic::Ordering::SeqCst) {
                session.leave();
                std::thread::sleep(std::time::Duration::from_millis(1));
            }
        })
    };
    let step = block_on(Arc::clone(&session).bot_step()).unwrap();
    done.store(true, std::sync::atomic::Ordering::SeqCst);
    leaver.join().unwrap();
    assert!(step.is_none(), "the bot moved although the player had left");
    assert_eq!(session.view().unwrap().turn.step, TurnStep::PlaceTile);
    assert!(session.bot_to_play().unwrap());
    // Back in the game: the next call thinks to the end and moves.
    let step = block_on(Arc::clone(&session).bot_step()).unwrap();
    assert!(step.is_some_and(|played| played.by_bot));
}

#[test]
fn a_placement_not_yet_followed_up_is_not_stored_and_resume_starts_the_turn_again() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("games.sqlite").display().to_string();
    let store = block_on(open_game_store(path.clone())).unwrap();
    let session = block_on(start_game(setup(&["Anna", "Ben"], 0, 5), store)).unwrap();
    place_first(&session);
    block_on(session.clone().skip_follower()).unwrap();
    let after_one_turn = session.view().unwrap();
    place_first(&session);
    let id = session.game_id().unwrap().unwrap();
    drop(session);

    let reopened = block_on(open_game_store(path)).unwrap();
    let resumed = block_on(resume_game(reopened, id)).unwrap();
    assert_eq!(resumed.view().unwrap(), after_one_turn);
}

struct Recorder(Mutex<Vec<usize>>);

impl GameListener for Recorder {
    fn on_change(&self, events: Vec<GameEvent>) -> Result<(), ListenerError> {
        self.0.lock().unwrap().push(events.len());
        Ok(())
    }
}

#[test]
fn a_listener_hears_every_move_until_it_cancels() {
    let session = GameSession::new(setup(&["Anna"], 1, 8)).unwrap();
    let recorder = Arc::new(Recorder(Mutex::new(Vec::new())));
    let subscription = session.subscribe(recorder.clone());
    place_first(&session);
    block_on(session.clone().skip_follower()).unwrap();
    assert_eq!(recorder.0.lock().unwrap().len(), 2);
    subscription.cancel();
    let events = block_on(Arc::clone(&session).play_bots()).unwrap();
    assert!(!events.is_empty(), "the bot moved after the cancel");
    assert_eq!(recorder.0.lock().unwrap().len(), 2, "no calls after cancel");
}

#[test]
fn the_token_choice_and_the_setup_screen_explain_every_choice_in_one_line() {
    let tokens = catapult_ffi::token_help();
    assert_eq!(tokens.len(), 4);
    for token in &tokens {
        assert!(
            !token.rule.is_empty() && !token.rule.contains('\n'),
            "{token:?}"
        );
    }
    let options = catapult_ffi::rule_help();
    assert!(options.iter().all(|o| !o.choices.is_empty()));
    assert!(
        options
            .iter()
            .flat_map(|o| &o.choices)
            .all(|c| !c.explanation.is_empty() && !c.explanation.contains('\n'))
    );
}

struct Failing(Mutex<usize>);

impl GameListener for Failing {
    fn on_change(&self, _events: Vec<GameEvent>) -> Result<(), ListenerError> {
        *self.0.lock().unwrap() += 1;
        Err(ListenerError::Failed {
            reason: "the screen is gone".into(),
        })
    }
}

#[test]
fn a_screen_that_fails_to_redraw_does_not_undo_the_move() {
    let session = GameSession::new(setup(&["Anna"], 1, 9)).unwrap();
    let failing = Arc::new(Failing(Mutex::new(0)));
    let _subscription = session.subscribe(failing.clone());
    place_first(&session);
    block_on(session.clone().skip_follower()).unwrap();
    let events = block_on(Arc::clone(&session).play_bots()).unwrap();
    assert!(!events.is_empty(), "the bot moved");
    assert!(
        *failing.0.lock().unwrap() >= 3,
        "the failing listener was called each time"
    );
    assert!(!session.bot_to_play().unwrap());
}

/// Makes Anna's move (seat 0) the same way every time: the first fitting placement, no
/// follower, the first token, a fixed throw, no catch attempt, no seduction; she reads the
/// round's summary and closes it.
fn annas_move(session: &Arc<GameSession>) {
    match session.stage().unwrap() {
        GameStage::PlaceTile { .. } => {
            place_first(session);
        }
        GameStage::PlaceFollower { .. } => {
            block_on(session.clone().skip_follower()).unwrap();
        }
        GameStage::ChooseToken { .. } => {
            block_on(session.clone().choose_token(Token::Target)).unwrap();
        }
        GameStage::Hurl { .. } => {
            block_on(session.clone().hurl(Launch {
                aim_degrees: 3.0,
                elevation_degrees: 45.0,
                speed_m_per_s: 2.2,
            }))
            .unwrap();
        }
        GameStage::Catch { flight, zone, .. } => {
            assert!(!flight.frames.is_empty() && zone.reach > 0.0);
            block_on(session.clone().catch_token(None)).unwrap();
        }
        GameStage::Seduce { .. } => {
            block_on(session.clone().decline_seduction()).unwrap();
        }
        GameStage::RoundSummary { messages, .. } => {
            assert!(messages.iter().any(|m| m.kind_id == "round_over"));
            session.close_summary().unwrap();
        }
        GameStage::HandOver { .. } => session.hand_over_done().unwrap(),
        GameStage::BotToAct { .. } | GameStage::GameOver { .. } => {}
    }
}

/// Plays until the game ends or Anna has made `limit` moves; returns her moves.
fn play(session: &Arc<GameSession>, limit: usize) -> usize {
    let mut moves = 0;
    while moves < limit && session.view().unwrap().turn.step != TurnStep::GameOver {
        block_on(Arc::clone(session).play_bots()).unwrap();
        if session.view().unwrap().turn.step == TurnStep::GameOver {
            break;
        }
        annas_move(session);
        moves += 1;
    }
    moves
}

#[test]
fn a_resumed_game_goes_on_exactly_as_an_uninterrupted_one() {
    let (_dir, store) = fresh_store();
    let straight = block_on(start_game(setup(&["Anna"], 2, 21), Arc::clone(&store))).unwrap();
    play(&straight, usize::MAX);

    let paused = block_on(start_game(setup(&["Anna"], 2, 21), Arc::clone(&store))).unwrap();
    let id = paused.game_id().unwrap().unwrap();
    assert_eq!(play(&paused, 41), 41, "the pause comes mid-game");
    // Anna's 41st move was a placement waiting for its follower decision: it is not kept.
    drop(paused);
    let resumed = block_on(resume_game(Arc::clone(&store), id)).unwrap();
    play(&resumed, usize::MAX);

    let scores = |s: &GameSession| -> Vec<u32> {
        s.view().unwrap().players.iter().map(|p| p.score).collect()
    };
    assert_eq!(resumed.view().unwrap().turn.step, TurnStep::GameOver);
    assert_eq!(scores(&resumed), scores(&straight));
}

#[test]
fn a_saved_game_steps_back_to_any_moment_and_shows_its_hurls() {
    let (_dir, store) = fresh_store();
    let session = block_on(start_game(setup(&[], 2, 13), Arc::clone(&store))).unwrap();
    block_on(Arc::clone(&session).play_bots()).unwrap();
    let id = session.game_id().unwrap().unwrap();

    let replay = block_on(catapult_ffi::replay_saved_game(Arc::clone(&store), id)).unwrap();
    let start = block_on(Arc::clone(&replay).step(0)).unwrap();
    assert_eq!(start.view.tiles.len(), 1, "only the start tile");
    assert_eq!(start.last_move, None);
    let end = block_on(Arc::clone(&replay).step(replay.moves())).unwrap();
    assert_eq!(end.view.turn.step, TurnStep::GameOver);
    assert_eq!(
        end.view.players.iter().map(|p| p.score).collect::<Vec<_>>(),
        session
            .view()
            .unwrap()
            .players
            .iter()
            .map(|p| p.score)
            .collect::<Vec<_>>()
    );
    let json = block_on(store.export_game(id)).unwrap();
    let file = block_on(catapult_ffi::replay_game_file(json)).unwrap();
    let hurl = (1..=file.moves())
        .find_map(|step| {
            let shown = block_on(Arc::clone(&file).step(step)).unwrap();
            shown.flight.map(|flight| (shown.last_move, flight))
        })
        .expect("a game with The Catapult has hurls");
    assert_eq!(hurl.0, Some(catapult_ffi::MoveKind::Hurl));
    assert!(!hurl.1.frames.is_empty());
    assert!(matches!(
        block_on(Arc::clone(&file).step(file.moves() + 1)),
        Err(CatapultError::NotFound { .. })
    ));
}

#[test]
fn a_person_cannot_move_for_a_bot_nor_place_a_second_tile() {
    let session = GameSession::new(setup(&["Anna"], 1, 12)).unwrap();
    place_first(&session);
    let pending = session.view().unwrap();
    let legal = catapult_ffi::Cell { x: 99, y: 99 };
    assert!(matches!(
        block_on(session.clone().place_tile(legal, 0)),
        Err(CatapultError::IllegalMove { .. })
    ));
    assert_eq!(session.view().unwrap(), pending, "the pending tile stays");
    block_on(session.clone().skip_follower()).unwrap();
    assert!(session.bot_to_play().unwrap());
    let before = session.view().unwrap();
    assert!(matches!(
        session.stage().unwrap(),
        GameStage::BotToAct { seat: 1, .. }
    ));
    let refused = block_on(session.clone().skip_follower()).unwrap_err();
    assert!(refused.to_string().contains("Bot 1"), "{refused}");
    assert!(matches!(
        session.undo(),
        Err(CatapultError::IllegalMove { .. })
    ));
    assert_eq!(session.view().unwrap(), before);
}

#[test]
fn two_people_pass_the_phone_and_a_move_before_it_is_refused() {
    let session = GameSession::new(setup(&["Anna", "Ben"], 0, 6)).unwrap();
    assert_eq!(
        session.stage().unwrap(),
        GameStage::HandOver {
            seat: 0,
            next: StageKind::PlaceTile
        }
    );
    let refused = block_on(
        session
            .clone()
            .place_tile(catapult_ffi::Cell { x: 1, y: 0 }, 0),
    );
    assert!(
        matches!(&refused, Err(CatapultError::IllegalMove { message }) if message == "pass the phone to Anna first"),
        "{refused:?}"
    );
    place_first(&session);
    let played = block_on(session.clone().skip_follower()).unwrap();
    assert_eq!(played.seat, 0);
    assert!(matches!(
        session.stage().unwrap(),
        GameStage::HandOver { seat: 1, .. }
    ));
}

#[test]
fn every_screen_has_the_player_aids_the_pile_the_places_the_projections_and_the_aims() {
    let (_dir, store) = fresh_store();
    let session = block_on(start_game(setup(&["Anna"], 2, 33), Arc::clone(&store))).unwrap();
    let (mut placements, mut projected, mut aimed) = (0, 0, 0);
    while session.view().unwrap().turn.step != TurnStep::GameOver {
        block_on(Arc::clone(&session).play_bots()).unwrap();
        let view = session.view().unwrap();
        let counted: u32 = view.turn.tiles_left_by_type.iter().map(|t| t.count).sum();
        assert_eq!(counted, view.turn.tiles_left, "the pile by type adds up");
        if view.turn.step == TurnStep::PlaceTile {
            let places: usize = view.turn.legal.iter().map(|l| l.rotations.len()).sum();
            assert_eq!(view.turn.fitting_places as usize, places);
            placements += 1;
        }
        for player in &view.players {
            let p = player.projected;
            assert_eq!(p.total, p.roads + p.cities + p.cloisters + p.fields);
            projected += usize::from(p.total > 0);
        }
        if let Some(round) = &view.round {
            let aiming = matches!(round.token, Some(Token::KnockOut | Token::Seduction));
            assert!(
                aiming || round.aims.is_empty(),
                "aims only for knock-out and seduction"
            );
            assert!(round.aims.iter().all(|a| a.owner != round.hurler));
            assert!(
                round
                    .aims
                    .iter()
                    .all(|a| a.words.contains(" on (") && a.words.ends_with(" away")),
                "each aim in words, for after its owner's name"
            );
            assert!(
                round
                    .aims
                    .windows(2)
                    .all(|w| w[0].distance_m <= w[1].distance_m)
            );
            aimed += round.aims.len();
        }
        if view.turn.step == TurnStep::GameOver {
            break;
        }
        annas_move(&session);
    }
    let end = session.view().unwrap();
    assert!(end.players.iter().all(|p| p.projected.total == 0));
    assert!(placements > 10 && projected > 0, "{placements} {projected}");
    assert!(
        aimed > 0,
        "the bots chose knock-out or seduction at least once in this game"
    );
}

#[test]
fn anna_sets_up_gentle_turns_firm_mid_game_and_the_history_keeps_it() {
    let (_dir, store) = fresh_store();
    let mut table = setup(&["Anna"], 1, 8);
    table.seats[0].flick_sensitivity = Some(FlickSensitivity::Gentle);
    let session = block_on(start_game(table, Arc::clone(&store))).unwrap();
    let listed = |store: &Arc<GameStore>| {
        block_on(store.list_games(HistoryFilter::default(), 0, 10)).unwrap()[0]
            .seats
            .clone()
    };
    assert_eq!(
        listed(&store)[0].flick_sensitivity,
        FlickSensitivity::Gentle
    );
    session
        .set_flick_sensitivity(0, FlickSensitivity::Firm)
        .unwrap();
    assert_eq!(listed(&store)[0].flick_sensitivity, FlickSensitivity::Firm);
    assert_eq!(
        listed(&store)[1].flick_sensitivity,
        FlickSensitivity::Normal
    );
    let refused = session
        .set_flick_sensitivity(1, FlickSensitivity::Gentle)
        .unwrap_err();
    assert!(
        matches!(refused, CatapultError::BadInput { .. }),
        "{refused}"
    );
}
