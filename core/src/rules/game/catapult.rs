//! The catapult round's side of the game: token choice, hurls through the physics, and each
//! token's effect (RULES.md C4 and C6).

use super::Game;
use crate::board::NodeId;
use crate::physics::{
    Options, Parameters, RestPlace, RestingToken, Scene, TokenKind, pieces::tile, simulate,
};
use crate::rules::MoveError;
use crate::rules::action::{Action, CatapultReason, Event, Phase};
use crate::rules::follower::Follower;
use crate::rules::round::{
    CATAPULT_POINTS, CatchCase, HurlRecord, PendingCatch, Round, Throw, catcher_of,
    first_touchdown, hands, nearest_in_reach, nearest_with_ties, ruler_line,
};
use crate::rules::table::table_scene;
use crate::tiles::SegmentKind;

impl Game {
    /// Every way the hurler may settle a seduction: decline, or swap a candidate for a
    /// follower from supply or from the board.
    pub(super) fn seduction_choices(&self) -> Vec<Action> {
        let Some(round) = &self.round else {
            return Vec::new();
        };
        let me = self.current;
        // The big follower never seduces (RULES.md, I4).
        let mine: Vec<u32> = self
            .followers
            .iter()
            .filter(|f| f.player as usize == me && !f.big)
            .map(|f| f.id)
            .collect();
        let mut choices = vec![Action::DeclineSeduction];
        for target in &round.seduction {
            if self.supply[me] > 0 {
                choices.push(Action::Seduce {
                    target: *target,
                    with: None,
                });
            }
            for id in &mine {
                choices.push(Action::Seduce {
                    target: *target,
                    with: Some(*id),
                });
            }
        }
        choices
    }

    /// Five points from The Catapult to each of `players`.
    pub(super) fn award_catapult(
        &mut self,
        players: &[usize],
        reason: CatapultReason,
        events: &mut Vec<Event>,
    ) {
        for seat in players {
            self.scores[*seat] += CATAPULT_POINTS;
            self.breakdown[*seat].catapult += CATAPULT_POINTS;
        }
        events.push(Event::CatapultPoints {
            players: players.to_vec(),
            points: CATAPULT_POINTS,
            reason,
        });
    }

    /// The table as the physics sees it now.
    pub fn table(&self) -> Scene {
        let resting = self.round.as_ref().map_or(&[][..], |r| &r.resting[..]);
        table_scene(&self.board, &self.followers, self.config.players, resting)
    }

    /// Resolves the current player's hurl through the physics and applies the token's effect.
    pub(super) fn hurl(&mut self, throw: Throw, events: &mut Vec<Event>) -> Result<(), MoveError> {
        let round = self.round.as_ref().ok_or(MoveError::WrongPhase {
            action: "hurl",
            expected: self.phase.waiting_for(),
        })?;
        let token = round.token.ok_or(MoveError::WrongPhase {
            action: "hurl",
            expected: "the choice of a catapult token",
        })?;
        let hurler = self.current;
        let players = self.config.players;
        let catcher = catcher_of(hurler, players);
        let scene = self.table();
        let lines = if token == TokenKind::Catch {
            vec![ruler_line(&scene, hurler, catcher)]
        } else {
            Vec::new()
        };
        let options = Options {
            frames: true,
            lines,
        };
        let launch = throw.launch(hurler, token);
        let params =
            Parameters::for_model(self.physics_model).map_err(|e| MoveError::BadThrow {
                reason: e.to_string(),
            })?;
        let outcome =
            simulate(&scene, &launch, &params, &options).map_err(|e| MoveError::BadThrow {
                reason: e.to_string(),
            })?;
        let record = HurlRecord {
            seat: hurler,
            token,
            throw,
            model_version: self.physics_model,
            outcome,
        };
        let outcome = record.outcome.clone();
        events.push(Event::Hurled(Box::new(record.clone())));
        let rest = outcome.rest_position.xy();
        let resting_after = |round: &mut Round, keep_pushes: bool| {
            if keep_pushes {
                for moved in &outcome.moved_tokens {
                    if moved.off_table {
                        round.resting.retain(|t| t.id != moved.id);
                    } else if let Some(t) = round.resting.iter_mut().find(|t| t.id == moved.id) {
                        t.position = moved.position;
                    }
                }
            }
            // A seduction token that does not come to rest on the tiles goes back to its
            // owner at once (the seed), so it is never an obstacle for later hurls.
            let stays = match token {
                TokenKind::Seduction => matches!(outcome.rest, RestPlace::OnTiles { .. }),
                _ => !outcome.off_table(),
            };
            if stays {
                round.resting.push(RestingToken {
                    id: hurler as u32,
                    kind: token,
                    position: rest,
                });
            }
        };
        if let Some(round) = &mut self.round {
            let mut logged = record;
            logged.outcome.frames.clear();
            round.log.push(logged);
            // A seduction's pushes are undone before it is resolved; a catch token is
            // caught or lies where it fell, and never counts again.
            resting_after(round, token != TokenKind::Seduction);
        }
        match token {
            TokenKind::KnockOut => {
                let touched = outcome.all_touched();
                self.knock_home(&touched, events);
                self.next_hurl(events);
            }
            TokenKind::Target => self.next_hurl(events),
            TokenKind::Seduction => {
                let candidates = match outcome.rest {
                    RestPlace::OnTiles { .. } => self.nearest_opponents(hurler, rest, &scene),
                    RestPlace::OnTable | RestPlace::OffTable => {
                        events.push(Event::SeductionReturned { player: hurler });
                        self.next_hurl(events);
                        return Ok(());
                    }
                };
                if candidates.is_empty() {
                    events.push(Event::SeductionMissed { player: hurler });
                    self.next_hurl(events);
                } else {
                    if let Some(round) = &mut self.round {
                        round.seduction = candidates;
                    }
                    self.phase = Phase::Seduce;
                }
            }
            TokenKind::Catch => {
                let pending = PendingCatch {
                    hurler,
                    catcher,
                    nearest: nearest_in_reach(&outcome, hands(&scene, catcher)),
                    beyond_line: outcome.line_crossings.first().copied().flatten().is_some(),
                    in_flight_until: first_touchdown(&outcome),
                };
                if let Some(round) = &mut self.round {
                    round.pending_catch = Some(pending);
                }
                self.current = catcher;
                self.phase = Phase::Catch;
            }
        }
        Ok(())
    }

    /// The role of a follower on `node` and the tile it stands on.
    fn role_and_tile(&self, node: NodeId) -> (SegmentKind, crate::board::Pos) {
        let (placed, segment) = self.board.segment_of(node);
        (
            placed.tile_type().segments[segment as usize].kind,
            placed.pos,
        )
    }

    /// Sends the followers with these ids home.
    fn knock_home(&mut self, ids: &[u32], events: &mut Vec<Event>) {
        for id in ids {
            if let Some(index) = self.followers.iter().position(|f| f.id == *id) {
                let follower = self.followers.remove(index);
                let owner = follower.player as usize;
                self.return_to_supply(&follower);
                let (kind, at) = self.role_and_tile(follower.node);
                events.push(Event::KnockedHome {
                    follower: *id,
                    owner,
                    kind,
                    at,
                });
            }
        }
    }

    /// The opponents' followers nearest to a seduction token resting at `at` (ties within
    /// 1 mm), by the distance from the token's centre to the follower's base centre.
    fn nearest_opponents(
        &self,
        hurler: usize,
        at: nalgebra::Vector2<f64>,
        scene: &Scene,
    ) -> Vec<u32> {
        nearest_with_ties(
            scene
                .followers
                .iter()
                .filter(|body| {
                    self.followers
                        .iter()
                        .any(|f| f.id == body.id && f.player as usize != hurler)
                })
                .map(|body| ((body.position - at).norm(), body.id)),
        )
    }

    /// The seduction swap.
    pub(super) fn seduce(
        &mut self,
        target: u32,
        with: Option<u32>,
        events: &mut Vec<Event>,
    ) -> Result<(), MoveError> {
        let me = self.current;
        let allowed = self
            .round
            .as_ref()
            .is_some_and(|round| round.seduction.contains(&target));
        let Some(target_index) = self.followers.iter().position(|f| f.id == target) else {
            return Err(MoveError::NotSeducible { follower: target });
        };
        if !allowed {
            return Err(MoveError::NotSeducible { follower: target });
        }
        let node = self.followers[target_index].node;
        match with {
            None if self.supply[me] == 0 => return Err(MoveError::NoFollowerLeft { player: me }),
            None => {}
            Some(id) => {
                let mine = self
                    .followers
                    .iter()
                    .find(|f| f.id == id && f.player as usize == me);
                match mine {
                    None => return Err(MoveError::NotYourFollower { follower: id }),
                    Some(follower) if follower.big => {
                        return Err(MoveError::BigFollowerCannotSeduce);
                    }
                    Some(_) => {}
                }
            }
        }
        let seduced = self.followers.remove(target_index);
        let owner = seduced.player as usize;
        self.return_to_supply(&seduced);
        match with {
            None => {
                self.supply[me] -= 1;
                self.followers.push(Follower {
                    id: self.next_follower_id,
                    player: me as u8,
                    node,
                    big: false,
                });
                self.next_follower_id += 1;
            }
            Some(id) => {
                if let Some(follower) = self.followers.iter_mut().find(|f| f.id == id) {
                    follower.node = node;
                }
            }
        }
        let (kind, at) = self.role_and_tile(node);
        events.push(Event::Seduced {
            player: me,
            target,
            owner,
            kind,
            at,
            from_board: with,
        });
        self.next_hurl(events);
        Ok(())
    }

    /// The catcher's attempt, judged against the flight.
    pub(super) fn catch(
        &mut self,
        at_ms: Option<u32>,
        events: &mut Vec<Event>,
    ) -> Result<(), MoveError> {
        let pending = self
            .round
            .as_ref()
            .and_then(|round| round.pending_catch)
            .ok_or(MoveError::WrongPhase {
                action: "catch",
                expected: self.phase.waiting_for(),
            })?;
        let case = pending.judge(at_ms.map(|ms| f64::from(ms) / 1000.0));
        events.push(Event::CatchJudged {
            hurler: pending.hurler,
            catcher: pending.catcher,
            case,
        });
        let winner = if case.catcher_scores() {
            pending.catcher
        } else {
            pending.hurler
        };
        self.award_catapult(&[winner], CatapultReason::Catch, events);
        if let Some(round) = &mut self.round {
            round.pending_catch = None;
            if case == CatchCase::Caught {
                round.resting.retain(|t| t.id != pending.hurler as u32);
            }
        }
        self.next_hurl(events);
        Ok(())
    }

    /// Passes the catapult to the next seat, or ends the round after everyone hurled.
    pub(super) fn next_hurl(&mut self, events: &mut Vec<Event>) {
        let players = self.config.players;
        let Some(round) = &mut self.round else {
            return;
        };
        round.hurls += 1;
        round.seduction.clear();
        if round.hurls < players {
            self.current = round.hurler(players);
            self.phase = Phase::Hurl;
            return;
        }
        let chooser = round.chooser;
        if round.token == Some(TokenKind::Target) {
            let winners = self.target_winners();
            if !winners.is_empty() {
                self.award_catapult(&winners, CatapultReason::Target, events);
            }
        }
        self.round = None;
        events.push(Event::RoundOver);
        self.current = (chooser + 1) % players;
        self.draw(events);
    }

    /// The owners of the target tokens resting nearest the fair tile's centre (ties within
    /// 1 mm all win; tokens off the table are not on the table to count).
    fn target_winners(&self) -> Vec<usize> {
        let Some(round) = &self.round else {
            return Vec::new();
        };
        let scene = self.table();
        let fair = scene.board_origin
            + nalgebra::Vector2::new(f64::from(round.fair.x), f64::from(round.fair.y)) * tile::SIZE;
        let mut winners = nearest_with_ties(
            round
                .resting
                .iter()
                .map(|t| ((t.position - fair).norm(), t.id as usize)),
        );
        winners.sort_unstable();
        winners
    }
}

/// A spread of throws offered as the legal hurls (any throw in range is legal; these are the
/// ones listed, for bots that pick from the list): aims from -20° to 20°, elevations 30-60°,
/// speeds 1.5-3 m/s.
pub(super) fn sample_throws() -> Vec<Throw> {
    let mut throws = Vec::new();
    for aim in [-20.0, -10.0, -5.0, 0.0, 5.0, 10.0, 20.0] {
        for elevation in [30.0, 45.0, 60.0] {
            for speed in [1.5, 2.0, 2.5, 3.0] {
                throws.push(Throw::new(aim, elevation, speed));
            }
        }
    }
    throws
}
