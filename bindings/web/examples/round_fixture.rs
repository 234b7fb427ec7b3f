//! Writes a game file that stops at a catapult round's token choice for a person, for the web
//! app's browser tests: Anna (a person) and a greedy bot, Anna's moves made simply (first legal
//! cell, no follower, a straight hurl, no catch, no seduction) until she places a fair tile.
//!
//! With `seduce`, Anna also puts a follower on the first non-field spot while she has more than
//! three, and at a fair tile she chooses the seduction token and hurls it with the first throw of
//! a grid that brings the token to rest nearest an opponent's follower: the file stops with Anna
//! to decide the seduction (the first such round with a follower of hers on the board).
//!
//! With `first-hurl`, the file stops at Anna's first hurl instead (the stage that offers her the
//! practice screen), in whoever's round comes first.
//!
//! `cargo run -p catapult-web --example round_fixture -- 7 38 > web/tests/fixtures/round-anna.json`
//! `cargo run -p catapult-web --example round_fixture -- 7 38 seduce > web/tests/fixtures/round-seduce.json`
//! `cargo run -p catapult-web --example round_fixture -- 7 0 first-hurl > web/tests/fixtures/round-first-hurl.json`

use catapult_core::bots::BotLevel;
use catapult_core::physics::TokenKind;
use catapult_core::rules::{Action, Game, Phase, Throw};
use catapult_core::session::{SeatSetup, Session, Stage, TableSetup};
use catapult_core::store::Store;
use catapult_core::tiles::SegmentKind;
use std::sync::{Arc, Mutex};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let seed: u64 = std::env::args().nth(1).map_or(Ok(7), |s| s.parse())?;
    // Skip fair tiles until about this many tiles are down, so the board has followers to hit.
    let least_tiles: usize = std::env::args().nth(2).map_or(Ok(12), |s| s.parse())?;
    let seduce = std::env::args().nth(3).as_deref() == Some("seduce");
    let first_hurl = std::env::args().nth(3).as_deref() == Some("first-hurl");
    let table = TableSetup {
        seats: vec![
            SeatSetup {
                name: "Anna".into(),
                bot: None,
                flick_sensitivity: Default::default(),
            },
            SeatSetup {
                name: "Greedy".into(),
                bot: Some(BotLevel::Greedy),
                flick_sensitivity: Default::default(),
            },
        ],
        rules: Default::default(),
    };
    let (config, seats) = table.checked()?;
    let store = Arc::new(Mutex::new(Store::open_in_memory()?));
    let mut session = Session::start(store.clone(), config, seed, seats)?;
    let export = |session: &Session| -> Result<(), Box<dyn std::error::Error>> {
        let id = session.id().ok_or("the game is not stored")?;
        println!("{}", store.lock().map_err(|_| "poisoned")?.export_game(id)?);
        Ok(())
    };
    for _ in 0..2000 {
        match session.stage() {
            Stage::ChooseToken { seat: 0 } if session.game().tiles_left() <= 82 - least_tiles => {
                if !seduce {
                    return export(&session);
                }
                if let Some(throw) = seducing_throw(session.game()) {
                    session.choose_token(TokenKind::Seduction)?;
                    session.hurl(throw)?;
                    let Stage::Seduce(stage) = session.stage() else {
                        return Err(format!("the hurl led to {:?}", session.stage().kind()).into());
                    };
                    eprintln!("throw {throw:?}: {stage:?}");
                    return export(&session);
                }
                session.choose_token(TokenKind::Target)?;
            }
            Stage::BotToAct { .. } => {
                session.bot_step()?;
            }
            Stage::HandOver { .. } => session.hand_over_done()?,
            Stage::PlaceTile(tile) => {
                let legal = tile.legal.first().ok_or("no legal cell")?;
                let rotation = *legal.rotations.first().ok_or("no rotation")?;
                session.place_tile(catapult_core::board::Placement {
                    pos: legal.cell,
                    rotation,
                })?;
            }
            Stage::ChooseToken { .. } => {
                session.choose_token(TokenKind::Target)?;
            }
            Stage::PlaceFollower(follower) => {
                let spot = follower
                    .spots
                    .iter()
                    .find(|spot| spot.kind != SegmentKind::Field);
                match spot {
                    Some(spot) if seduce && follower.supply > 3 => {
                        session.place_follower(spot.segment)?
                    }
                    _ => session.skip_follower()?,
                };
            }
            Stage::Hurl(hurl) if first_hurl && hurl.seat == 0 && hurl.offer_practice => {
                return export(&session);
            }
            Stage::Hurl(_) => {
                session.hurl_launch(0.0, 40.0, 3.0)?;
            }
            Stage::Catch(_) => {
                session.catch_at(None)?;
            }
            Stage::Seduce(_) => {
                session.decline_seduction()?;
            }
            Stage::RoundSummary(_) => session.close_summary()?,
            other => return Err(format!("the game stopped at {:?}", other.kind()).into()),
        }
    }
    Err("no fair tile for Anna in 2000 moves".into())
}

/// The first throw of a grid (aims out from straight ahead, then speeds, then elevations) after
/// which the chooser, with the seduction token, decides a seduction and has a follower on the
/// board to move; `None` when no throw of the grid does.
fn seducing_throw(game: &Game) -> Option<Throw> {
    let seat = game.current_player();
    if !game
        .followers()
        .iter()
        .any(|follower| usize::from(follower.player) == seat)
    {
        return None;
    }
    let mut chosen = game.clone();
    chosen
        .apply(Action::ChooseToken {
            token: TokenKind::Seduction,
        })
        .ok()?;
    let aims = (0..=40).map(|step| {
        f64::from(if step % 2 == 0 {
            step / 2
        } else {
            -(step + 1) / 2
        })
    });
    aims.flat_map(|aim| {
        [40.0, 30.0, 50.0].into_iter().flat_map(move |elevation| {
            (20..=60).map(move |tenths| Throw::new(aim * 1.5, elevation, f64::from(tenths) / 10.0))
        })
    })
    .find(|throw| {
        let mut tried = chosen.clone();
        tried.apply(Action::Hurl { throw: *throw }).is_ok()
            && tried.phase() == Phase::Seduce
            && tried.current_player() == seat
            && tried
                .round()
                .is_some_and(|round| !round.seduction.is_empty())
    })
}
