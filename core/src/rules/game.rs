//! The game as a state machine: a config, a seed and a list of actions give the state.

use super::action::{Action, CatapultReason, Event, Phase, Scoring};
use super::config::{CatapultRules, FOLLOWERS_PER_PLAYER, GameConfig};
use super::follower::Follower;
use super::hash::StableHasher;
use super::pile::shuffle;
use super::round::{
    CATAPULT_POINTS, HurlRecord, PendingCatch, Round, Throw, hands, nearest_in_reach,
    nearest_with_ties, ruler_line,
};
use super::scoring::{completed_by, score_at_end, score_features};
use super::table::table_scene;
use crate::board::{Board, NodeId, PlacedTile, Placement};
use crate::error::GameError;
use crate::physics::{
    MODEL_VERSION, Options, Parameters, RestPlace, RestingToken, TokenKind, pieces::tile, simulate,
};
use crate::tiles::{SegmentKind, TileTypeId, catalogue};
use std::hash::{Hash, Hasher};

/// Points a seat scored, by where they came from.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct Breakdown {
    /// Points from roads, cities, cloisters and fields, indexed like [`SegmentKind`].
    pub by_feature: [u32; 4],
    /// The part of the total scored in the final scoring.
    pub at_end: u32,
    /// Points from The Catapult: target, catch, house rule.
    pub catapult: u32,
}

impl Breakdown {
    /// Points from one kind of feature.
    pub fn points_for(&self, kind: SegmentKind) -> u32 {
        self.by_feature[kind as usize]
    }
}

/// A game in progress or finished. Build it with [`Game::new`], advance it with [`Game::apply`].
#[derive(Debug, Clone)]
pub struct Game {
    config: GameConfig,
    seed: u64,
    board: Board,
    /// Tiles still to draw; the top of the pile is the last element.
    pile: Vec<TileTypeId>,
    drawn: Option<TileTypeId>,
    discarded: Vec<TileTypeId>,
    phase: Phase,
    current: usize,
    supply: Vec<u8>,
    followers: Vec<Follower>,
    scores: Vec<u32>,
    breakdown: Vec<Breakdown>,
    actions: Vec<Action>,
    /// The catapult round in progress, if any.
    round: Option<Round>,
    /// The id the next follower put on the board gets.
    next_follower_id: u32,
}

impl Game {
    /// Starts a game: the start tile on the table, the pile shuffled from `seed` (or stacked),
    /// the first tile drawn for seat 0.
    pub fn new(config: GameConfig, seed: u64) -> Result<Game, GameError> {
        config.validate()?;
        let mut pile = match &config.stacked_pile {
            Some(stacked) => stacked.clone(),
            None => {
                let mut pile = catalogue().pile(&config.expansions());
                shuffle(&mut pile, seed);
                pile
            }
        };
        // Drawing pops from the end, so the first tile to draw goes last.
        pile.reverse();
        let players = config.players;
        let mut game = Game {
            board: Board::with_start_tile(catalogue().start),
            pile,
            drawn: None,
            discarded: Vec::new(),
            phase: Phase::PlaceTile,
            current: 0,
            supply: vec![FOLLOWERS_PER_PLAYER; players],
            followers: Vec::new(),
            scores: vec![0; players],
            breakdown: vec![Breakdown::default(); players],
            actions: Vec::new(),
            round: None,
            next_follower_id: 1,
            config,
            seed,
        };
        game.draw(&mut Vec::new());
        Ok(game)
    }

    /// Rebuilds a game from its config, seed and actions.
    pub fn replay(config: GameConfig, seed: u64, actions: &[Action]) -> Result<Game, GameError> {
        let mut game = Game::new(config, seed)?;
        for action in actions {
            game.apply(*action)?;
        }
        Ok(game)
    }

    /// The setup.
    pub fn config(&self) -> &GameConfig {
        &self.config
    }

    /// The seed the pile was shuffled from.
    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// The board.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// What the game waits for.
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// The seat whose turn it is.
    pub fn current_player(&self) -> usize {
        self.current
    }

    /// The tile the current player holds, while placing.
    pub fn drawn_tile(&self) -> Option<TileTypeId> {
        self.drawn
    }

    /// Tiles left in the pile (not counting the drawn one).
    pub fn tiles_left(&self) -> usize {
        self.pile.len()
    }

    /// Tiles that fit nowhere and were removed from the game.
    pub fn discarded(&self) -> &[TileTypeId] {
        &self.discarded
    }

    /// Points per seat.
    pub fn scores(&self) -> &[u32] {
        &self.scores
    }

    /// Points per seat by where they came from.
    pub fn breakdown(&self) -> &[Breakdown] {
        &self.breakdown
    }

    /// Followers in each seat's supply.
    pub fn supply(&self) -> &[u8] {
        &self.supply
    }

    /// Followers on the board.
    pub fn followers(&self) -> &[Follower] {
        &self.followers
    }

    /// Every action applied so far.
    pub fn actions(&self) -> &[Action] {
        &self.actions
    }

    /// Whether the game has ended.
    pub fn is_over(&self) -> bool {
        self.phase == Phase::GameOver
    }

    /// The seats with the highest total (shared wins included).
    pub fn leaders(&self) -> Vec<usize> {
        let best = self.scores.iter().copied().max().unwrap_or(0);
        (0..self.scores.len())
            .filter(|seat| self.scores[*seat] == best)
            .collect()
    }

    /// The catapult round in progress, if any.
    pub fn round(&self) -> Option<&Round> {
        self.round.as_ref()
    }

    /// The tile placed this turn, while the follower step waits.
    pub fn tile_placed_this_turn(&self) -> Option<&PlacedTile> {
        match self.phase {
            Phase::PlaceFollower { tile } => self.board.tiles().get(tile as usize),
            _ => None,
        }
    }

    /// Every legal placement of the drawn tile.
    pub fn legal_placements(&self) -> Vec<Placement> {
        match (self.phase, self.drawn) {
            (Phase::PlaceTile, Some(tile)) => self.board.placements(tile),
            _ => Vec::new(),
        }
    }

    /// The segments of the tile just placed where the current player may put a follower.
    pub fn follower_spots(&self) -> Vec<u8> {
        let Some(placed) = self.tile_placed_this_turn() else {
            return Vec::new();
        };
        (0..placed.tile_type().segments.len() as u8)
            .filter(|segment| self.check_follower(*placed, *segment).is_ok())
            .collect()
    }

    /// Every action the current player may take now.
    pub fn legal_actions(&self) -> Vec<Action> {
        match self.phase {
            Phase::PlaceTile => self
                .legal_placements()
                .into_iter()
                .map(|placement| Action::PlaceTile { placement })
                .collect(),
            Phase::PlaceFollower { .. } => std::iter::once(Action::Skip)
                .chain(
                    self.follower_spots()
                        .into_iter()
                        .map(|segment| Action::PlaceFollower { segment }),
                )
                .collect(),
            Phase::ChooseToken => TokenKind::ALL
                .into_iter()
                .map(|token| Action::ChooseToken { token })
                .collect(),
            Phase::Hurl => sample_throws()
                .into_iter()
                .map(|throw| Action::Hurl { throw })
                .collect(),
            Phase::Catch => std::iter::once(None)
                .chain((0..=20).map(|tenth| Some(tenth * 100)))
                .map(|at_ms| Action::Catch { at_ms })
                .collect(),
            Phase::Seduce => self.seduction_choices(),
            Phase::GameOver => Vec::new(),
        }
    }

    /// Every way the hurler may settle a seduction: decline, or swap a candidate for a
    /// follower from supply or from the board.
    fn seduction_choices(&self) -> Vec<Action> {
        let Some(round) = &self.round else {
            return Vec::new();
        };
        let me = self.current;
        let mine: Vec<u32> = self
            .followers
            .iter()
            .filter(|f| f.player as usize == me)
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

    /// Applies one action of the current player. An illegal action returns an error and
    /// changes nothing; a legal one returns what happened.
    pub fn apply(&mut self, action: Action) -> Result<Vec<Event>, GameError> {
        let mut events = Vec::new();
        match (action, self.phase) {
            (_, Phase::GameOver) => return Err(GameError::GameOver),
            (Action::PlaceTile { placement }, Phase::PlaceTile) => {
                let tile = self.drawn.ok_or(GameError::GameOver)?;
                let index = self.board.place(tile, placement)?;
                self.drawn = None;
                self.phase = Phase::PlaceFollower { tile: index as u16 };
                events.push(Event::TilePlaced {
                    player: self.current,
                    tile,
                    placement,
                });
            }
            (Action::PlaceFollower { segment }, Phase::PlaceFollower { tile }) => {
                let placed = self.board.tiles()[tile as usize];
                let kind = self.check_follower(placed, segment)?;
                self.supply[self.current] -= 1;
                self.followers.push(Follower {
                    id: self.next_follower_id,
                    player: self.current as u8,
                    node: placed.node(segment),
                });
                self.next_follower_id += 1;
                events.push(Event::FollowerPlaced {
                    player: self.current,
                    kind,
                });
                self.finish_turn(tile as usize, true, &mut events);
            }
            (Action::Skip, Phase::PlaceFollower { tile }) => {
                self.finish_turn(tile as usize, false, &mut events);
            }
            (Action::ChooseToken { token }, Phase::ChooseToken) => {
                if let Some(round) = &mut self.round {
                    round.token = Some(token);
                }
                events.push(Event::TokenChosen {
                    player: self.current,
                    token,
                });
                self.phase = Phase::Hurl;
            }
            (Action::Hurl { throw }, Phase::Hurl) => self.hurl(throw, &mut events)?,
            (Action::Catch { at_ms }, Phase::Catch) => self.catch(at_ms, &mut events)?,
            (Action::Seduce { target, with }, Phase::Seduce) => {
                self.seduce(target, with, &mut events)?;
            }
            (Action::DeclineSeduction, Phase::Seduce) => self.next_hurl(&mut events),
            (action, phase) => {
                return Err(GameError::WrongPhase {
                    action: action.verb(),
                    expected: phase.waiting_for(),
                });
            }
        }
        self.actions.push(action);
        Ok(events)
    }

    /// Checks that the current player may put a follower on `segment` of `placed`.
    fn check_follower(&self, placed: PlacedTile, segment: u8) -> Result<SegmentKind, GameError> {
        let data = placed
            .tile_type()
            .segments
            .get(segment as usize)
            .ok_or_else(|| GameError::NoSuchSegment {
                spot: format!("segment {segment}"),
            })?;
        if data.kind == SegmentKind::Field && self.config.rules.farmers_off {
            return Err(GameError::FarmersOff);
        }
        let features = self.board.features();
        let root = features.root(placed.node(segment));
        if self
            .followers
            .iter()
            .any(|follower| features.root(follower.node) == root)
        {
            return Err(GameError::FeatureOccupied {
                kind: data.kind.name(),
            });
        }
        if self.supply[self.current] == 0 {
            return Err(GameError::NoFollowerLeft {
                player: self.current,
            });
        }
        Ok(data.kind)
    }

    /// Scores what the tile completed; then a catapult round starts (after a fair tile), or the
    /// turn passes and the next tile is drawn.
    fn finish_turn(&mut self, tile_index: usize, with_follower: bool, events: &mut Vec<Event>) {
        let completed = completed_by(&self.board, tile_index);
        let scorings = score_features(
            &self.board,
            &self.followers,
            &completed,
            self.config.players,
            &self.config.rules,
            false,
        );
        self.award(scorings, events);
        self.return_followers(&completed, events);
        let placed = self.board.tiles()[tile_index];
        if placed.tile_type().fair.is_some() {
            match self.config.rules.catapult {
                CatapultRules::Rounds => {
                    self.round = Some(Round::new(self.current, placed.pos));
                    self.phase = Phase::ChooseToken;
                    events.push(Event::RoundStarted {
                        chooser: self.current,
                    });
                    return;
                }
                // The follower goes on the tile just placed; it counts even if the feature it
                // stands on was completed and scored at once.
                CatapultRules::HouseRule if with_follower => {
                    self.award_catapult(&[self.current], CatapultReason::HouseRule, events);
                }
                CatapultRules::HouseRule | CatapultRules::TilesOnly | CatapultRules::Off => {}
            }
        }
        self.current = (self.current + 1) % self.config.players;
        self.draw(events);
    }

    /// Five points from The Catapult to each of `players`.
    fn award_catapult(
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
    pub fn table(&self) -> crate::physics::Scene {
        let resting = self.round.as_ref().map_or(&[][..], |r| &r.resting[..]);
        table_scene(&self.board, &self.followers, self.config.players, resting)
    }

    /// Resolves the current player's hurl through the physics and applies the token's effect.
    fn hurl(&mut self, throw: Throw, events: &mut Vec<Event>) -> Result<(), GameError> {
        let round = self.round.as_ref().ok_or(GameError::WrongPhase {
            action: "hurl",
            expected: self.phase.waiting_for(),
        })?;
        let token = round.token.ok_or(GameError::WrongPhase {
            action: "hurl",
            expected: "the choice of a catapult token",
        })?;
        let hurler = self.current;
        let players = self.config.players;
        let catcher = (hurler + 1) % players;
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
        let outcome = simulate(&scene, &launch, &Parameters::default(), &options).map_err(|e| {
            GameError::BadThrow {
                reason: e.to_string(),
            }
        })?;
        let record = HurlRecord {
            seat: hurler,
            token,
            throw,
            model_version: MODEL_VERSION,
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
            if !outcome.off_table() {
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
                    _ => Vec::new(),
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
                self.supply[owner] += 1;
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
        scene: &crate::physics::Scene,
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
    fn seduce(
        &mut self,
        target: u32,
        with: Option<u32>,
        events: &mut Vec<Event>,
    ) -> Result<(), GameError> {
        let me = self.current;
        let allowed = self
            .round
            .as_ref()
            .is_some_and(|round| round.seduction.contains(&target));
        let Some(target_index) = self.followers.iter().position(|f| f.id == target) else {
            return Err(GameError::NotSeducible { follower: target });
        };
        if !allowed {
            return Err(GameError::NotSeducible { follower: target });
        }
        let node = self.followers[target_index].node;
        match with {
            None if self.supply[me] == 0 => return Err(GameError::NoFollowerLeft { player: me }),
            None => {}
            Some(id) => {
                let mine = self
                    .followers
                    .iter()
                    .any(|f| f.id == id && f.player as usize == me);
                if !mine {
                    return Err(GameError::NotYourFollower { follower: id });
                }
            }
        }
        let owner = self.followers[target_index].player as usize;
        self.followers.remove(target_index);
        self.supply[owner] += 1;
        match with {
            None => {
                self.supply[me] -= 1;
                self.followers.push(Follower {
                    id: self.next_follower_id,
                    player: me as u8,
                    node,
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
    fn catch(&mut self, at_ms: Option<u32>, events: &mut Vec<Event>) -> Result<(), GameError> {
        let pending = self
            .round
            .as_ref()
            .and_then(|round| round.pending_catch)
            .ok_or(GameError::WrongPhase {
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
            if case == crate::rules::CatchCase::Caught {
                round.resting.retain(|t| t.id != pending.hurler as u32);
            }
        }
        self.next_hurl(events);
        Ok(())
    }

    /// Passes the catapult to the next seat, or ends the round after everyone hurled.
    fn next_hurl(&mut self, events: &mut Vec<Event>) {
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

    fn award(&mut self, scorings: Vec<Scoring>, events: &mut Vec<Event>) {
        for scoring in scorings {
            for seat in &scoring.winners {
                self.scores[*seat] += scoring.points;
                let sheet = &mut self.breakdown[*seat];
                sheet.by_feature[scoring.kind as usize] += scoring.points;
                if scoring.at_end {
                    sheet.at_end += scoring.points;
                }
            }
            events.push(Event::Scored(scoring));
        }
    }

    /// Sends home every follower standing on one of the features `roots`.
    fn return_followers(&mut self, roots: &[NodeId], events: &mut Vec<Event>) {
        let mut returned = vec![0u8; self.config.players];
        let features = self.board.features();
        self.followers.retain(|follower| {
            let home = roots.contains(&features.root(follower.node));
            if home {
                returned[follower.player as usize] += 1;
            }
            !home
        });
        for (player, count) in returned.into_iter().enumerate() {
            if count > 0 {
                self.supply[player] += count;
                events.push(Event::FollowersReturned { player, count });
            }
        }
    }

    /// Draws for the current player, removing tiles that fit nowhere; ends the game when the
    /// pile is empty.
    fn draw(&mut self, events: &mut Vec<Event>) {
        while let Some(tile) = self.pile.pop() {
            if self.board.fits_somewhere(tile) {
                self.drawn = Some(tile);
                self.phase = Phase::PlaceTile;
                events.push(Event::TileDrawn {
                    player: self.current,
                    tile,
                });
                return;
            }
            self.discarded.push(tile);
            events.push(Event::TileDiscarded { tile });
        }
        self.end(events);
    }

    /// The final scoring (followers stay on the board so the end screen can show them).
    fn end(&mut self, events: &mut Vec<Event>) {
        let scorings = score_at_end(
            &self.board,
            &self.followers,
            self.config.players,
            &self.config.rules,
        );
        self.award(scorings, events);
        self.drawn = None;
        self.phase = Phase::GameOver;
        events.push(Event::GameOver {
            scores: self.scores.clone(),
            winners: self.leaders(),
        });
    }

    /// Points per seat before the final scoring (what the score track showed during play).
    pub fn scores_before_end(&self) -> Vec<u32> {
        self.scores
            .iter()
            .zip(&self.breakdown)
            .map(|(total, sheet)| total - sheet.at_end)
            .collect()
    }

    /// A stable hash of everything that matters in the state; a replay must reproduce it.
    pub fn state_hash(&self) -> u64 {
        let mut hasher = StableHasher::default();
        self.config.hash(&mut hasher);
        self.seed.hash(&mut hasher);
        self.board.tiles().hash(&mut hasher);
        self.pile.hash(&mut hasher);
        self.drawn.hash(&mut hasher);
        self.discarded.hash(&mut hasher);
        self.phase.hash(&mut hasher);
        self.current.hash(&mut hasher);
        self.supply.hash(&mut hasher);
        self.followers.hash(&mut hasher);
        self.scores.hash(&mut hasher);
        self.breakdown.hash(&mut hasher);
        self.actions.hash(&mut hasher);
        self.round.hash(&mut hasher);
        self.next_follower_id.hash(&mut hasher);
        hasher.finish()
    }
}

/// A spread of throws offered as the legal hurls (any throw in range is legal; these are the
/// ones listed, for bots that pick from the list): aims from -20° to 20°, elevations 30-60°,
/// speeds 1.5-3 m/s.
fn sample_throws() -> Vec<Throw> {
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Pos;
    use crate::test_support::{place, stacked, stacked_with};
    use crate::tiles::Rotation;

    #[test]
    fn a_tile_that_fits_nowhere_is_shown_and_removed_and_the_next_is_drawn() {
        // Once a city cap closes the start tile's city, no city edge is open: the all-city tile
        // C fits nowhere.
        let mut game = stacked(2, &["E", "C", "U"]);
        let events = place(&mut game, 0, 1, 180, None);
        let c = catalogue().find("C").unwrap();
        assert!(events.contains(&Event::TileDiscarded { tile: c }));
        assert_eq!(game.discarded(), &[c]);
        assert_eq!(game.drawn_tile(), catalogue().find("U"));
        assert_eq!(game.current_player(), 1);
    }

    #[test]
    fn a_knight_on_a_city_closed_in_the_same_turn_scores_and_comes_home() {
        let mut game = stacked(2, &["E", "U"]);
        let events = place(&mut game, 0, 1, 180, Some("city:S"));
        assert_eq!(game.scores(), &[4, 0]);
        assert_eq!(game.supply(), &[7, 7]);
        assert!(events.contains(&Event::FollowersReturned {
            player: 0,
            count: 1
        }));
    }

    #[test]
    fn an_illegal_action_is_refused_and_changes_nothing() {
        let mut game = stacked(2, &["E", "U"]);
        let before = game.state_hash();
        let nowhere = Placement {
            pos: Pos::new(3, 3),
            rotation: Rotation::default(),
        };
        let refused = [
            Action::PlaceTile { placement: nowhere },
            Action::Skip,
            Action::PlaceFollower { segment: 0 },
        ];
        for action in refused {
            assert!(game.apply(action).is_err(), "{action:?} was accepted");
            assert_eq!(game.state_hash(), before);
        }
        let error = game.apply(Action::Skip).unwrap_err();
        assert_eq!(
            error.to_string(),
            "it is not time to skip the follower: the game is waiting for a tile placement"
        );
    }

    #[test]
    fn the_game_ends_when_the_pile_is_empty_and_then_refuses_moves() {
        let mut game = stacked(2, &["U"]);
        let events = place(&mut game, 1, 0, 0, Some("road:E"));
        assert!(game.is_over());
        // The thief's open road of two tiles scores 2 at the end; he stays on the board.
        assert_eq!(game.scores(), &[2, 0]);
        assert_eq!(game.scores_before_end(), vec![0, 0]);
        assert_eq!(game.supply(), &[6, 7]);
        assert!(matches!(events.last(), Some(Event::GameOver { .. })));
        assert_eq!(game.apply(Action::Skip), Err(GameError::GameOver));
    }

    #[test]
    fn the_same_seed_deals_the_same_tiles_and_replays_to_the_same_hash() {
        let a = Game::new(GameConfig::new(3), 99).unwrap();
        let b = Game::new(GameConfig::new(3), 99).unwrap();
        assert_eq!(a.state_hash(), b.state_hash());
        let c = Game::new(GameConfig::new(3), 100).unwrap();
        assert_ne!(a.state_hash(), c.state_hash());
    }

    #[test]
    fn placing_a_fair_tile_starts_a_round_before_the_next_turn_even_on_the_last_tile() {
        let mut game = stacked(2, &["CA/F"]);
        let events = place(&mut game, 0, -1, 0, None);
        assert!(events.contains(&Event::RoundStarted { chooser: 0 }));
        assert_eq!(game.phase(), Phase::ChooseToken);
        assert!(
            !game.is_over(),
            "the last tile's round comes before the final scoring"
        );
        game.apply(Action::ChooseToken {
            token: TokenKind::Target,
        })
        .unwrap();
        // Everyone hurls once, from the chooser on.
        for seat in [0, 1] {
            assert_eq!((game.phase(), game.current_player()), (Phase::Hurl, seat));
            game.apply(Action::Hurl {
                throw: Throw::new(0.0, 45.0, 2.0),
            })
            .unwrap();
        }
        assert!(game.is_over());
        assert!(game.round().is_none());
    }

    #[test]
    fn a_throw_the_catapult_cannot_make_is_refused_and_changes_nothing() {
        let mut game = stacked(2, &["CA/F"]);
        place(&mut game, 0, -1, 0, None);
        game.apply(Action::ChooseToken {
            token: TokenKind::KnockOut,
        })
        .unwrap();
        let before = game.state_hash();
        let error = game
            .apply(Action::Hurl {
                throw: Throw::new(0.0, 45.0, 0.0),
            })
            .unwrap_err();
        assert!(error.to_string().contains("speed"), "{error}");
        assert_eq!(game.state_hash(), before);
    }

    #[test]
    fn a_knock_out_token_that_touches_a_thief_sends_it_home() {
        let mut game = stacked(2, &["U", "CA/F"]);
        place(&mut game, 1, 0, 0, Some("road:E"));
        place(&mut game, 0, -1, 0, None);
        game.apply(Action::ChooseToken {
            token: TokenKind::KnockOut,
        })
        .unwrap();
        // Seat 1 placed the fair tile, so it chooses and hurls first. Ask the physics which
        // throw from seat 1 touches the thief, then make it.
        assert_eq!(game.current_player(), 1);
        let thief = game.followers()[0].id;
        let scene = game.table();
        let throw = (-60..=60)
            .flat_map(|aim| (30..=60).map(move |speed| (aim, speed)))
            .map(|(aim, speed)| Throw::new(f64::from(aim) / 2.0, 45.0, f64::from(speed) / 20.0))
            .find(|throw| {
                let launch = throw.launch(1, TokenKind::KnockOut);
                simulate(&scene, &launch, &Parameters::default(), &Options::default())
                    .is_ok_and(|outcome| outcome.all_touched().contains(&thief))
            })
            .expect("some throw reaches the thief");
        let events = game.apply(Action::Hurl { throw }).unwrap();
        assert!(events.iter().any(|event| matches!(
            event,
            Event::KnockedHome { follower, owner: 0, kind: SegmentKind::Road, .. } if *follower == thief
        )));
        assert_eq!(game.supply(), &[7, 7]);
        assert!(game.followers().is_empty());
    }

    #[test]
    fn with_the_house_rule_a_follower_on_a_fair_tile_scores_5_and_there_is_no_round() {
        let rules = crate::rules::RuleOptions {
            catapult: CatapultRules::HouseRule,
            ..Default::default()
        };
        let mut game = stacked_with(rules, 2, &["CA/F", "CA/L"]);
        place(&mut game, 0, -1, 0, Some("field:NL"));
        assert_eq!(game.scores(), &[5, 0]);
        assert_eq!(game.breakdown()[0].catapult, 5);
        assert_eq!(game.phase(), Phase::PlaceTile);
        // No follower on the fair tile, no points.
        place(&mut game, 0, -2, 0, None);
        assert_eq!(game.scores_before_end(), vec![5, 0]);
    }

    #[test]
    fn with_fair_tiles_only_there_is_no_round() {
        let rules = crate::rules::RuleOptions {
            catapult: CatapultRules::TilesOnly,
            ..Default::default()
        };
        let mut game = stacked_with(rules, 2, &["CA/F", "U"]);
        place(&mut game, 0, -1, 0, Some("field:NL"));
        assert_eq!(game.phase(), Phase::PlaceTile);
        assert_eq!(game.scores(), &[0, 0]);
    }

    #[test]
    fn actions_and_config_survive_a_trip_through_json() {
        let config = GameConfig::new(4);
        let text = serde_json::to_string(&config).unwrap();
        assert_eq!(serde_json::from_str::<GameConfig>(&text).unwrap(), config);
        let action = Action::PlaceTile {
            placement: Placement {
                pos: Pos::new(-2, 5),
                rotation: Rotation::from_quarters(3),
            },
        };
        let text = serde_json::to_string(&action).unwrap();
        assert_eq!(
            text,
            r#"{"action":"place_tile","pos":{"x":-2,"y":5},"rotation":270}"#
        );
        assert_eq!(serde_json::from_str::<Action>(&text).unwrap(), action);
        assert!(
            serde_json::from_str::<Action>(
                r#"{"action":"place_tile","pos":{"x":0,"y":1},"rotation":45}"#
            )
            .is_err()
        );
    }
}
