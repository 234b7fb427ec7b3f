//! The game as a state machine: a config, a seed and a list of actions give the state.

use super::action::{Action, CatapultReason, Event, Phase, Scoring};
use super::config::{CatapultRules, FOLLOWERS_PER_PLAYER, GameConfig};
use super::follower::Follower;
use super::hash::StableHasher;
use super::pile::shuffled_pile;
use super::round::Round;
use super::scoring::{completed_by, score_at_end, score_features};
use super::{ConfigError, MoveError, ReplayError};
use crate::board::{Board, NodeId, PlacedTile, Placement};
use crate::physics::TokenKind;
use crate::tiles::{SegmentKind, TileTypeId, catalogue};
use catapult::sample_throws;
use std::hash::{Hash, Hasher};

mod catapult;
mod hidden;

/// Points a seat scored, by where they came from.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, serde::Serialize)]
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
    /// Big followers in each seat's supply (Inns & Cathedrals: 1 each, else 0).
    big_supply: Vec<u8>,
    followers: Vec<Follower>,
    scores: Vec<u32>,
    breakdown: Vec<Breakdown>,
    actions: Vec<Action>,
    /// The catapult round in progress, if any.
    round: Option<Round>,
    /// The id the next follower put on the board gets.
    next_follower_id: u32,
    /// The physics model its hurls run (not in the state hash: the hurls' effects are).
    physics_model: u32,
}

impl Game {
    /// Starts a game: the start tile on the table, the pile shuffled from `seed` (or stacked),
    /// the first tile drawn for seat 0.
    pub fn new(config: GameConfig, seed: u64) -> Result<Game, ConfigError> {
        Game::with_physics_model(config, seed, crate::physics::MODEL_VERSION)
    }

    /// Like [`Game::new`], with its hurls run by physics model `version`: a saved game replays
    /// with the model it was played with.
    pub fn with_physics_model(
        config: GameConfig,
        seed: u64,
        version: u32,
    ) -> Result<Game, ConfigError> {
        crate::physics::Parameters::for_model(version)
            .map_err(|_| ConfigError::UnknownPhysicsModel { version })?;
        config.validate()?;
        let mut pile = match &config.stacked_pile {
            Some(stacked) => stacked.clone(),
            None => shuffled_pile(&config.expansions(), seed),
        };
        // Drawing pops from the end, so the first tile to draw goes last.
        pile.reverse();
        let players = config.players;
        let mut game = Game {
            board: Board::with_start_tile(catalogue().start_tile(&config.expansions())),
            pile,
            drawn: None,
            discarded: Vec::new(),
            phase: Phase::PlaceTile,
            current: 0,
            supply: vec![FOLLOWERS_PER_PLAYER; players],
            big_supply: vec![u8::from(config.rules.inns_cathedrals); players],
            followers: Vec::new(),
            scores: vec![0; players],
            breakdown: vec![Breakdown::default(); players],
            actions: Vec::new(),
            round: None,
            next_follower_id: 1,
            physics_model: version,
            config,
            seed,
        };
        game.draw(&mut Vec::new());
        Ok(game)
    }

    /// Rebuilds a game from its config, seed, physics model and actions.
    pub fn replay(
        config: GameConfig,
        seed: u64,
        physics_model: u32,
        actions: &[Action],
    ) -> Result<Game, ReplayError> {
        let mut game = Game::with_physics_model(config, seed, physics_model)?;
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

    /// The physics model its hurls run.
    pub fn physics_model(&self) -> u32 {
        self.physics_model
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

    /// Big followers in each seat's supply (1 or 0 with Inns & Cathedrals, 0 without).
    pub fn big_supply(&self) -> &[u8] {
        &self.big_supply
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

    /// The segments of the tile just placed where the current player may put a follower (a
    /// normal one or the big one, whichever is still in supply).
    pub fn follower_spots(&self) -> Vec<u8> {
        let Some(placed) = self.tile_placed_this_turn() else {
            return Vec::new();
        };
        (0..placed.tile_type().segments.len() as u8)
            .filter(|segment| {
                self.check_follower(*placed, *segment, false).is_ok()
                    || self.check_follower(*placed, *segment, true).is_ok()
            })
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
            Phase::PlaceFollower { .. } => {
                let normal = self.supply[self.current] > 0;
                let big = self.big_supply[self.current] > 0;
                std::iter::once(Action::Skip)
                    .chain(self.follower_spots().into_iter().flat_map(|segment| {
                        let normal = normal.then_some(Action::PlaceFollower { segment });
                        let big = big.then_some(Action::PlaceBigFollower { segment });
                        normal.into_iter().chain(big)
                    }))
                    .collect()
            }
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

    /// Applies one action of the current player. An illegal action returns an error and
    /// changes nothing; a legal one returns what happened.
    pub fn apply(&mut self, action: Action) -> Result<Vec<Event>, MoveError> {
        let mut events = Vec::new();
        match (action, self.phase) {
            (_, Phase::GameOver) => return Err(MoveError::GameOver),
            (Action::PlaceTile { placement }, Phase::PlaceTile) => {
                let tile = self.drawn.ok_or(MoveError::GameOver)?;
                let index = self.board.place(tile, placement)?;
                self.drawn = None;
                self.phase = Phase::PlaceFollower { tile: index as u16 };
                events.push(Event::TilePlaced {
                    player: self.current,
                    tile,
                    placement,
                });
            }
            (
                Action::PlaceFollower { segment } | Action::PlaceBigFollower { segment },
                Phase::PlaceFollower { tile },
            ) => {
                let big = matches!(action, Action::PlaceBigFollower { .. });
                let placed = self.board.tiles()[tile as usize];
                let kind = self.check_follower(placed, segment, big)?;
                let supply = if big {
                    &mut self.big_supply
                } else {
                    &mut self.supply
                };
                supply[self.current] -= 1;
                self.followers.push(Follower {
                    id: self.next_follower_id,
                    player: self.current as u8,
                    node: placed.node(segment),
                    big,
                });
                self.next_follower_id += 1;
                events.push(Event::FollowerPlaced {
                    player: self.current,
                    kind,
                    big,
                });
                // The Catapult's house rule: "one of the normal followers — it cannot be a big
                // follower".
                self.finish_turn(tile as usize, !big, &mut events);
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
                return Err(MoveError::WrongPhase {
                    action: action.verb(),
                    expected: phase.waiting_for(),
                });
            }
        }
        self.actions.push(action);
        Ok(events)
    }

    /// Checks that the current player may put a follower (the big one if `big`) on `segment`
    /// of `placed`.
    fn check_follower(
        &self,
        placed: PlacedTile,
        segment: u8,
        big: bool,
    ) -> Result<SegmentKind, MoveError> {
        let data = placed
            .tile_type()
            .segments
            .get(segment as usize)
            .ok_or_else(|| MoveError::NoSuchSegment {
                spot: format!("segment {segment}"),
            })?;
        if data.kind == SegmentKind::Field && self.config.rules.farmers_off {
            return Err(MoveError::FarmersOff);
        }
        let features = self.board.features();
        let root = features.root(placed.node(segment));
        if self
            .followers
            .iter()
            .any(|follower| features.root(follower.node) == root)
        {
            return Err(MoveError::FeatureOccupied {
                kind: data.kind.name(),
            });
        }
        if big && self.big_supply[self.current] == 0 {
            return Err(MoveError::NoBigFollowerLeft {
                player: self.current,
            });
        }
        if !big && self.supply[self.current] == 0 {
            return Err(MoveError::NoFollowerLeft {
                player: self.current,
            });
        }
        Ok(data.kind)
    }

    /// Scores what the tile completed; then a catapult round starts (after a fair tile), or the
    /// turn passes and the next tile is drawn. `with_follower`: a normal follower went on the
    /// tile (for the house rule).
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
        let features = self.board.features();
        let (home, stay): (Vec<Follower>, Vec<Follower>) = std::mem::take(&mut self.followers)
            .into_iter()
            .partition(|follower| roots.contains(&features.root(follower.node)));
        self.followers = stay;
        for player in 0..self.config.players {
            let theirs: Vec<&Follower> = home
                .iter()
                .filter(|follower| usize::from(follower.player) == player)
                .collect();
            if theirs.is_empty() {
                continue;
            }
            for follower in &theirs {
                self.return_to_supply(follower);
            }
            events.push(Event::FollowersReturned {
                player,
                count: theirs.len() as u8,
                big: theirs.iter().any(|follower| follower.big),
            });
        }
    }

    /// Puts a follower that left the board back in its owner's supply (the big one in its own).
    fn return_to_supply(&mut self, follower: &Follower) {
        let supply = if follower.big {
            &mut self.big_supply
        } else {
            &mut self.supply
        };
        supply[usize::from(follower.player)] += 1;
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
        // Only with Inns & Cathedrals, so that other games hash as before it existed.
        if self.config.rules.inns_cathedrals {
            self.big_supply.hash(&mut hasher);
        }
        self.followers.hash(&mut hasher);
        self.scores.hash(&mut hasher);
        self.breakdown.hash(&mut hasher);
        self.actions.hash(&mut hasher);
        self.round.hash(&mut hasher);
        self.next_follower_id.hash(&mut hasher);
        hasher.finish()
    }
}

#[cfg(test)]
mod big_follower_tests;
#[cfg(test)]
mod inns_and_cathedrals_tests;
#[cfg(test)]
mod river_tests;
#[cfg(test)]
mod tests;
