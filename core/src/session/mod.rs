//! One game at the table, with its flow: whose turn it is, what the game waits for
//! ([`Stage`]), the tile held until its follower is decided (so it can be taken back), the
//! phone handed between people, the bots, the round's summary, and what each move said.
//!
//! Every frontend (the terminal, the apps, the web) drives a [`Session`]: it asks
//! [`Session::stage`], shows it, and turns taps into the stage's operations. A move out of turn
//! or out of stage is refused with a [`SessionError`] and changes nothing.
//!
//! Bots follow one rule: a bot's decision depends only on the game's seed, its seat and the
//! number of actions played ([`crate::bots::decision_seed`]), so a game resumed in any frontend
//! goes on exactly as it would have without the pause.

mod bots;
mod error;
mod hurl_words;
mod message;
mod people;
mod record;
mod replay;
mod round_log;
mod sensitivity;
mod setup;
mod show;
mod stage;
#[cfg(test)]
mod tests;

pub use bots::BotPlan;
pub use error::{SessionError, SessionErrorKind};
pub use hurl_words::hurl_result;
pub use message::{EventMessage, MessageKind, count, describe, join_and, supply_words};
pub use record::SharedStore;
pub use replay::{GameReplay, ReplayStep};
pub use setup::{SeatSetup, TableSetup, check_distinct_names};
pub use show::{FlightShow, Show, shows};
pub use stage::{
    CatchStage, FinalScores, FollowerSpot, FollowerStage, HurlStage, RoundSummary, SeduceStage,
    Stage, StageKind, Standing, TileStage, UnavailableSpot,
};

use crate::board::{Placement, Pos};
use crate::bots::BotLevel;
use crate::physics::TokenKind;
use crate::rules::{
    Action, Event, Game, GameConfig, HurlRecord, Phase, catcher_of, spot_name, spot_words,
};
use crate::scene::{self, RoundCamera, RoundView, catch_zone, hurl_flight, hurl_indices};
use crate::store::{GameId, Seat};
use record::Record;
use round_log::RoundLog;

/// Moves kept for [`Session::take_shows`] at most.
const UNSHOWN_KEPT: usize = 64;

/// Longest a catch may come after the release, s (the token has long landed by then).
pub const LATEST_CATCH: f64 = 10.0;

/// One move made through the session, and what it did.
#[derive(Debug, Clone, PartialEq)]
pub struct Played {
    /// Who moved.
    pub seat: usize,
    /// The move.
    pub action: Action,
    /// Whether a bot made it.
    pub by_bot: bool,
    /// What happened, in order.
    pub events: Vec<Event>,
    /// The same, said for players ([`describe`]).
    pub messages: Vec<EventMessage>,
    /// For a hurl: the table as it was when the token was hurled, to draw its flight on (the
    /// round may be over after the move).
    pub round_before: Option<RoundView>,
    /// For a hurl: how its flight is seen, from the hurler's seat, ending on where the token
    /// rested and what it touched.
    pub flight_camera: Option<RoundCamera>,
}

impl Played {
    /// The hurl this move made, frames included, if it was one.
    pub fn hurl(&self) -> Option<&HurlRecord> {
        self.events.iter().find_map(|event| match event {
            Event::Hurled(record) => Some(record.as_ref()),
            _ => None,
        })
    }
}

/// A tile placed this turn but not stored yet, with the game as it would be.
#[derive(Debug, Clone)]
struct Pending {
    action: Action,
    preview: Game,
}

/// One game being played, and its flow.
#[derive(Debug)]
pub struct Session {
    record: Record,
    seats: Vec<Seat>,
    pending: Option<Pending>,
    /// The placement picked on the tile stage, before it is confirmed.
    selected: Option<Placement>,
    /// The person holding the phone (the last to act), `None` until the first hand-over.
    holder: Option<usize>,
    /// The last hurl, frames included: a catcher needs it.
    last_flight: Option<Box<HurlRecord>>,
    /// The table the last hurl was made on, seen through its flight's end camera (for the
    /// round's summary); `None` until a hurl is made in this session.
    last_hurl_table: Option<Box<RoundView>>,
    /// The catapult round in progress, as seen by this session.
    round: Option<RoundLog>,
    /// The summary of the round just ended, until a person closes it.
    summary: Option<RoundSummary>,
    /// Counts changes, so a frontend can cache what it built from the session.
    changes: u64,
    /// Moves made since the frontend last took what to show ([`Session::take_shows`]).
    unshown: Vec<Played>,
}

impl Session {
    /// A new game kept only in memory. `seats` name the players (one per seat of `config`).
    pub fn in_memory(
        config: GameConfig,
        seed: u64,
        seats: Vec<Seat>,
    ) -> Result<Session, SessionError> {
        check_seats(&config, &seats)?;
        let game = Game::new(config, seed)?;
        Ok(Session::around(Record::InMemory(game), seats))
    }

    /// A new game stored in `store` move by move.
    pub fn start(
        store: SharedStore,
        config: GameConfig,
        seed: u64,
        seats: Vec<Seat>,
    ) -> Result<Session, SessionError> {
        check_seats(&config, &seats)?;
        let saved = store
            .lock()
            .map_err(|_| SessionError::Poisoned)?
            .start_game(&config, seed, &seats)?;
        Ok(Session::around(Record::Saved { saved, store }, seats))
    }

    /// The stored game `id`, replayed (every move checked against its stored hash) and ready to
    /// go on with its seats and bots.
    pub fn resume(store: SharedStore, id: GameId) -> Result<Session, SessionError> {
        // Read under the history's lock, replayed after it: a long game's hurls do not hold
        // up the history screens.
        let stored = store.lock().map_err(|_| SessionError::Poisoned)?.load(id)?;
        let seats = stored.seats().to_vec();
        let saved = stored.replay()?;
        let mut session = Session::around(Record::Saved { saved, store }, seats);
        session.catch_up()?;
        Ok(session)
    }

    /// A game rebuilt in memory from its moves (a game file, a test), going on from there.
    pub fn from_game(game: Game, seats: Vec<Seat>) -> Result<Session, SessionError> {
        check_seats(game.config(), &seats)?;
        let mut session = Session::around(Record::InMemory(game), seats);
        session.catch_up()?;
        Ok(session)
    }

    fn around(record: Record, seats: Vec<Seat>) -> Session {
        Session {
            record,
            seats,
            pending: None,
            selected: None,
            holder: None,
            last_flight: None,
            last_hurl_table: None,
            round: None,
            summary: None,
            changes: 0,
            unshown: Vec::new(),
        }
    }

    /// A resumed game in the middle of a round: the round so far (for its summary) and the
    /// last flight (for a catcher) are rebuilt by replaying from the round's start.
    fn catch_up(&mut self) -> Result<(), SessionError> {
        let game = self.record.game();
        if game.round().is_none() {
            return Ok(());
        }
        let actions = game.actions();
        // The round began with the follower decision on the fair tile: the last one played.
        let start = actions
            .iter()
            .rposition(|action| {
                matches!(
                    action,
                    Action::PlaceFollower { .. } | Action::PlaceBigFollower { .. } | Action::Skip
                )
            })
            .unwrap_or(0);
        let mut replay = Game::replay(
            game.config().clone(),
            game.seed(),
            game.physics_model(),
            &actions[..start],
        )?;
        let round_actions = &actions[start..];
        // Only the round's last hurl is shown again (its flight, and the summary seen through
        // its camera), so only its table is built.
        let last_hurl = round_actions
            .iter()
            .rposition(|action| matches!(action, Action::Hurl { .. }));
        let mut round = None;
        let mut last_flight = None;
        let mut last_hurl_table = None;
        for (index, action) in round_actions.iter().enumerate() {
            let seat = replay.current_player();
            let before = (Some(index) == last_hurl).then(|| {
                let table = replay.table();
                (scene::round_view_on(&replay, &table), table)
            });
            let events = replay.apply(*action)?;
            RoundLog::follow(
                &mut round,
                replay.config().players,
                seat,
                Some(*action),
                &events,
            );
            if let Some((view, table)) = before
                && let Some(record) = events.iter().find_map(hurled)
            {
                last_flight = Some(Box::new(record.clone()));
                last_hurl_table = seen_after_hurl(view, &table, record).1;
            }
        }
        self.round = round;
        self.last_flight = last_flight;
        self.last_hurl_table = last_hurl_table;
        Ok(())
    }

    // --- Moves made off the screen's thread ----------------------------------------------

    /// A copy to make a move on while this session keeps answering the screen: the move's
    /// rules, physics and write run on the copy, then [`Session::adopt`] takes it back. The
    /// moves not yet shown stay here (the copy starts with none).
    pub fn fork(&self) -> Session {
        Session {
            record: self.record.clone(),
            seats: self.seats.clone(),
            pending: self.pending.clone(),
            selected: self.selected,
            holder: self.holder,
            last_flight: self.last_flight.clone(),
            last_hurl_table: self.last_hurl_table.clone(),
            round: self.round.clone(),
            summary: self.summary.clone(),
            changes: self.changes,
            unshown: Vec::new(),
        }
    }

    /// Takes back a [`Session::fork`] after a move succeeded on it: the fork is what was stored,
    /// so it replaces everything here, including a selection or hand-over tapped meanwhile;
    /// its moves join those not yet shown. The change count goes on from the larger of the
    /// two, so a frontend's cache never mistakes the new state for an old one.
    pub fn adopt(&mut self, mut fork: Session) {
        // No move changes a seat, but a sensitivity may have been set here meanwhile.
        fork.seats = std::mem::take(&mut self.seats);
        fork.changes = self.changes.max(fork.changes).wrapping_add(1);
        let mut unshown = std::mem::take(&mut self.unshown);
        unshown.append(&mut fork.unshown);
        let excess = unshown.len().saturating_sub(UNSHOWN_KEPT);
        unshown.drain(..excess);
        fork.unshown = unshown;
        *self = fork;
    }

    // --- What the screen reads -------------------------------------------------------------

    /// The game as the players see it (with a tile placed this turn, before it is stored).
    pub fn game(&self) -> &Game {
        match &self.pending {
            Some(pending) => &pending.preview,
            None => self.record.game(),
        }
    }

    /// The game as stored (or kept): without a placement still waiting for its follower.
    pub fn committed_game(&self) -> &Game {
        self.record.game()
    }

    /// The saved game's id (`None` when kept only in memory).
    pub fn id(&self) -> Option<GameId> {
        self.record.id()
    }

    /// The seats: names, colours, bots.
    pub fn seats(&self) -> &[Seat] {
        &self.seats
    }

    /// The seats' names, in seat order.
    pub fn names(&self) -> Vec<String> {
        self.seats.iter().map(|seat| seat.name.clone()).collect()
    }

    /// The number of changes so far: the same number means the same stage and game.
    pub fn changes(&self) -> u64 {
        self.changes
    }

    /// What to show for the moves made since the last call (flights, then messages), before
    /// the stage the game waits at now; see [`shows`].
    pub fn take_shows(&mut self) -> Vec<Show> {
        let unshown = std::mem::take(&mut self.unshown);
        shows(&unshown, &self.stage())
    }

    /// Whether a tile placed this turn can be taken back now.
    pub fn can_undo(&self) -> bool {
        self.pending.is_some() && self.bot_level(self.game().current_player()).is_none()
    }

    /// What the game waits for now, and from whom.
    pub fn stage(&self) -> Stage {
        let game = self.game();
        if let Some(summary) = &self.summary {
            return Stage::RoundSummary(summary.clone());
        }
        if game.is_over() {
            return Stage::GameOver(final_scores(game));
        }
        let seat = game.current_player();
        if let Some(level) = self.bot_level(seat) {
            return Stage::BotToAct { seat, level };
        }
        if !self.holds_phone(seat) {
            return Stage::HandOver {
                seat,
                next: phase_stage(game.phase()),
            };
        }
        self.person_stage(game, seat)
    }

    fn person_stage(&self, game: &Game, seat: usize) -> Stage {
        match game.phase() {
            Phase::PlaceTile => {
                let turn = scene::turn_view(game);
                Stage::PlaceTile(TileStage {
                    seat,
                    tile: game.drawn_tile().unwrap_or(crate::tiles::catalogue().start),
                    tiles_left: game.tiles_left(),
                    legal: turn.legal,
                    selected: self.selected,
                })
            }
            Phase::PlaceFollower { .. } => {
                let turn = scene::turn_view(game);
                let placed = game.tile_placed_this_turn();
                let spots = turn
                    .follower_choices
                    .into_iter()
                    .map(|choice| FollowerSpot {
                        segment: choice.segment,
                        kind: choice.kind,
                        at: choice.at,
                        name: placed.map_or_else(String::new, |placed| {
                            spot_name(placed.tile_type(), placed.rotation, choice.segment)
                        }),
                        words: placed.map_or_else(String::new, |placed| {
                            spot_words(placed.tile_type(), placed.rotation, choice.segment)
                        }),
                    })
                    .collect::<Vec<FollowerSpot>>();
                let supply = game.supply().get(seat).copied().unwrap_or(0);
                let unavailable = placed.map_or_else(Vec::new, |placed| {
                    unavailable_spots(game, placed, &spots, supply)
                });
                Stage::PlaceFollower(FollowerStage {
                    seat,
                    placed: placed.map_or(Pos::new(0, 0), |placed| placed.pos),
                    spots,
                    unavailable,
                    supply,
                    big_follower: game.big_supply().get(seat).is_some_and(|big| *big > 0),
                    can_undo: self.pending.is_some(),
                })
            }
            Phase::ChooseToken => Stage::ChooseToken { seat },
            Phase::Hurl => {
                let round = game.round();
                let token = round.and_then(|round| round.token);
                Stage::Hurl(HurlStage {
                    seat,
                    token: token.unwrap_or(TokenKind::KnockOut),
                    hurls_this_round: round.map_or(0, |round| round.hurls),
                    catcher: (token == Some(TokenKind::Catch))
                        .then(|| catcher_of(seat, game.config().players)),
                    flick_sensitivity: self
                        .seats
                        .get(seat)
                        .map(|seat| seat.flick_sensitivity)
                        .unwrap_or_default(),
                    offer_practice: !sensitivity::has_hurled(game, seat),
                })
            }
            Phase::Catch => self.catch_stage(game, seat),
            Phase::Seduce => Stage::Seduce(SeduceStage {
                seat,
                targets: game
                    .round()
                    .map(|round| round.seduction.clone())
                    .unwrap_or_default(),
                own_on_board: game
                    .followers()
                    .iter()
                    .filter(|follower| usize::from(follower.player) == seat)
                    .map(|follower| follower.id)
                    .collect(),
                can_use_supply: game.supply().get(seat).is_some_and(|supply| *supply > 0),
            }),
            Phase::GameOver => Stage::GameOver(final_scores(game)),
        }
    }

    fn catch_stage(&self, game: &Game, seat: usize) -> Stage {
        let flight = self.last_flight.clone().or_else(|| {
            // Only a session built without `catch_up` lacks it; rebuild it rather than fail.
            let index = *hurl_indices(game.actions()).last()?;
            let config = game.config().clone();
            let model = game.physics_model();
            let flight = hurl_flight(config, game.seed(), model, game.actions(), index).ok()?;
            Some(Box::new(flight.hurl))
        });
        match (catch_zone(game), flight) {
            (Some(zone), Some(flight)) => Stage::Catch(CatchStage {
                seat,
                hurler: zone.hurler,
                zone,
                flight,
            }),
            // No zone or flight cannot happen in a catch; the hand-over screen is harmless.
            _ => Stage::HandOver {
                seat,
                next: StageKind::Catch,
            },
        }
    }

    fn bot_level(&self, seat: usize) -> Option<BotLevel> {
        self.seats.get(seat).and_then(|seat| seat.bot)
    }

    /// Whether `seat` has the phone: they had it last, or they are the only person here.
    fn holds_phone(&self, seat: usize) -> bool {
        self.holder == Some(seat) || self.seats.iter().filter(|s| s.bot.is_none()).count() <= 1
    }

    /// Stores and applies `action` for `seat`: a follower decision stores the pending tile
    /// first (checked on the preview, so a refused follower stores nothing).
    fn commit(
        &mut self,
        seat: usize,
        action: Action,
        by_bot: bool,
    ) -> Result<Played, SessionError> {
        if let Some(pending) = &self.pending {
            pending.preview.clone().apply(action)?;
            let placement = pending.action;
            self.record.play(placement)?;
            self.pending = None;
            self.changed();
        }
        let (round_before, table_before) = match action {
            Action::Hurl { .. } => {
                let table = self.record.game().table();
                (
                    scene::round_view_on(self.record.game(), &table),
                    Some(table),
                )
            }
            _ => (None, None),
        };
        let events = self.record.play(action)?;
        let mut flight_camera = None;
        self.changed();
        if !by_bot {
            self.holder = Some(seat);
        }
        if let Some(record) = events.iter().find_map(hurled) {
            self.last_flight = Some(Box::new(record.clone()));
            if let Some(table) = &table_before {
                let seen = seen_after_hurl(round_before.clone(), table, record);
                (flight_camera, self.last_hurl_table) = seen;
            }
        }
        if let Some(summary) = RoundLog::follow(
            &mut self.round,
            self.seats.len(),
            seat,
            Some(action),
            &events,
        ) && self.seats.iter().any(|seat| seat.bot.is_none())
        {
            // Only people read summaries: a game of bots goes straight on. The summary is seen
            // as the round's last flight ended.
            // No catch waits any more: the hands are not drawn over the summary.
            let table = self.last_hurl_table.clone().map(|table| {
                Box::new(RoundView {
                    catch_zone: None,
                    ..*table
                })
            });
            self.summary = Some(RoundSummary { table, ..summary });
        }
        let mut played = self.played(seat, action, by_bot, events, round_before);
        played.flight_camera = flight_camera;
        if self.unshown.len() >= UNSHOWN_KEPT {
            // A frontend that never asks (the terminal prints each move) keeps no backlog.
            self.unshown.remove(0);
        }
        self.unshown.push(played.clone());
        Ok(played)
    }

    fn played(
        &self,
        seat: usize,
        action: Action,
        by_bot: bool,
        events: Vec<Event>,
        round_before: Option<RoundView>,
    ) -> Played {
        Played {
            seat,
            action,
            by_bot,
            messages: describe(Some(action), seat, &events),
            events,
            round_before,
            flight_camera: None,
        }
    }

    fn changed(&mut self) {
        self.changes = self.changes.wrapping_add(1);
    }
}

/// A hurl's flight camera (from the hurler's seat, ending on the token's rest and what it
/// touched) and the table it was made on seen through it, from the round view and the table as
/// the hurl found them.
fn seen_after_hurl(
    view: Option<RoundView>,
    table: &crate::physics::Scene,
    record: &HurlRecord,
) -> (Option<RoundCamera>, Option<Box<RoundView>>) {
    let aiming = view.as_ref().and_then(|view| view.camera.as_ref());
    let camera = aiming.and_then(|aiming| scene::flight_end_camera(aiming, table, &record.outcome));
    let seen = view.map(|view| {
        Box::new(RoundView {
            camera: camera.clone().or(view.camera.clone()),
            ..view
        })
    });
    (camera, seen)
}

/// The stage a phase leads to, once a person has the phone.
fn phase_stage(phase: Phase) -> StageKind {
    match phase {
        Phase::PlaceTile => StageKind::PlaceTile,
        Phase::PlaceFollower { .. } => StageKind::PlaceFollower,
        Phase::ChooseToken => StageKind::ChooseToken,
        Phase::Hurl => StageKind::Hurl,
        Phase::Catch => StageKind::Catch,
        Phase::Seduce => StageKind::Seduce,
        Phase::GameOver => StageKind::GameOver,
    }
}

fn wrong_stage(operation: &'static str, stage: &Stage) -> SessionError {
    SessionError::WrongStage {
        operation,
        waiting: stage.kind(),
    }
}

fn hurled(event: &Event) -> Option<&HurlRecord> {
    match event {
        Event::Hurled(record) => Some(record),
        _ => None,
    }
}

fn check_seats(config: &GameConfig, seats: &[Seat]) -> Result<(), SessionError> {
    if seats.len() == config.players {
        Ok(())
    } else {
        Err(SessionError::BadInput(format!(
            "the game is for {} players but {} seats were named; name one per player",
            config.players,
            seats.len()
        )))
    }
}

/// Everyone by final score, ties sharing a place; the winners are the leaders.
fn final_scores(game: &Game) -> FinalScores {
    let scores = game.scores();
    let leaders = game.leaders();
    let mut order: Vec<usize> = (0..scores.len()).collect();
    order.sort_by_key(|seat| std::cmp::Reverse(scores[*seat]));
    let ranking = order
        .iter()
        .map(|&seat| Standing {
            seat,
            place: 1 + scores.iter().filter(|other| **other > scores[seat]).count(),
            score: scores[seat],
            breakdown: game.breakdown().get(seat).copied().unwrap_or_default(),
            winner: leaders.contains(&seat),
        })
        .collect();
    FinalScores { ranking }
}

/// The spots of `placed` where no follower may go, each with why: no follower in the supply,
/// farmers off in this game, or a follower already on that feature.
fn unavailable_spots(
    game: &Game,
    placed: &crate::board::PlacedTile,
    offered: &[FollowerSpot],
    supply: u8,
) -> Vec<UnavailableSpot> {
    let tile = placed.tile_type();
    (0..tile.segments.len())
        .filter_map(|index| u8::try_from(index).ok())
        .filter(|segment| offered.iter().all(|spot| spot.segment != *segment))
        .map(|segment| {
            let kind = tile.segments[usize::from(segment)].kind;
            let why = if supply == 0 {
                "you have no follower left".to_owned()
            } else if kind == crate::tiles::SegmentKind::Field && game.config().rules.farmers_off {
                "farmers are off in this game".to_owned()
            } else {
                format!("that {} already has a follower", kind.name())
            };
            UnavailableSpot {
                words: spot_words(tile, placed.rotation, segment),
                why,
            }
        })
        .collect()
}
