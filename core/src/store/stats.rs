//! Statistics per player: counters gathered from the events of a game, stored per seat in
//! `seat_stats` when the game ends, and summed per name.

use super::schema::PAYLOAD_VERSION;
use super::{GameId, Store, StoreError};
use crate::physics::TokenKind;
use crate::rules::{Action, CatapultReason, CatchCase, Event, Game, GameConfig, ReplayError};
use crate::tiles::SegmentKind;
use rusqlite::{Connection, OptionalExtension, params};

/// What one player did over all their finished games with that name (case does not matter).
/// Points are game points; counts are plain numbers.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub struct PlayerStats {
    /// The name, as written in one of the games.
    pub name: String,
    /// Finished games played (a name seated twice in one game counts twice).
    pub games: u64,
    /// Finished games with the highest total (ties all win).
    pub wins: u64,
    /// Mean final score, points per game.
    pub average_score: f64,
    /// Best final score, points.
    pub best_score: u32,
    /// Points from roads.
    pub roads: u64,
    /// Points from cities.
    pub cities: u64,
    /// Points from cloisters.
    pub cloisters: u64,
    /// Points from fields.
    pub fields: u64,
    /// Points from The Catapult (target, catch, house rule).
    pub catapult: u64,
    /// Catapult rounds in which the seat got catapult points.
    pub rounds_won: u64,
    /// Followers of other players sent home by the seat's knock-out hurls.
    pub knock_outs: u64,
    /// Catches made: catch cases where the seat was the catcher and caught the token (case A).
    pub catches: u64,
}

/// The counters of one seat in one game.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
struct SeatTally {
    /// Points by feature, indexed like [`SegmentKind`] (road, city, field, cloister).
    by_feature: [u32; 4],
    catapult: u32,
    rounds_won: u32,
    knock_outs: u32,
    catches: u32,
}

/// The counters of every seat of a game, fed with the events [`Game::apply`] returns.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub(super) struct Tally {
    seats: Vec<SeatTally>,
    /// The hurl being resolved: its seat and token, until the round ends.
    hurl: Option<(usize, TokenKind)>,
    /// Seats that got catapult points in the round under way.
    scored_in_round: Vec<bool>,
}

impl Tally {
    /// Zero counters for `players` seats.
    pub fn new(players: usize) -> Tally {
        Tally {
            seats: vec![SeatTally::default(); players],
            hurl: None,
            scored_in_round: vec![false; players],
        }
    }

    /// The counters of a game rebuilt by replaying its actions from its config and seed.
    pub fn replay(game: &Game) -> Result<Tally, ReplayError> {
        replay(game.config(), game.seed(), game.actions().iter().copied()).map(|(tally, _)| tally)
    }

    /// Counts what `events` (of one action) say.
    pub fn observe(&mut self, events: &[Event]) {
        for event in events {
            match event {
                Event::Scored(scoring) => {
                    for &winner in &scoring.winners {
                        if let Some(seat) = self.seats.get_mut(winner) {
                            seat.by_feature[scoring.kind as usize] += scoring.points;
                        }
                    }
                }
                Event::CatapultPoints {
                    players,
                    points,
                    reason,
                } => {
                    for &player in players {
                        if let Some(seat) = self.seats.get_mut(player) {
                            seat.catapult += points;
                        }
                        // House-rule points come without a round.
                        if *points > 0
                            && *reason != CatapultReason::HouseRule
                            && let Some(flag) = self.scored_in_round.get_mut(player)
                        {
                            *flag = true;
                        }
                    }
                }
                Event::Hurled(record) => self.hurl = Some((record.seat, record.token)),
                Event::KnockedHome { owner, .. } => {
                    if let Some((hurler, TokenKind::KnockOut)) = self.hurl
                        && *owner != hurler
                        && let Some(seat) = self.seats.get_mut(hurler)
                    {
                        seat.knock_outs += 1;
                    }
                }
                Event::CatchJudged {
                    catcher,
                    case: CatchCase::Caught,
                    ..
                } => {
                    if let Some(seat) = self.seats.get_mut(*catcher) {
                        seat.catches += 1;
                    }
                }
                Event::RoundOver | Event::GameOver { .. } => self.end_round(),
                _ => {}
            }
        }
    }

    /// Counts a won round for every seat that scored in it.
    fn end_round(&mut self) {
        self.hurl = None;
        for (seat, flag) in self.seats.iter_mut().zip(&mut self.scored_in_round) {
            if *flag {
                seat.rounds_won += 1;
                *flag = false;
            }
        }
    }
}

/// Replays `actions` on a new game of `config` and `seed`, counting their events.
fn replay(
    config: &GameConfig,
    seed: u64,
    actions: impl IntoIterator<Item = Action>,
) -> Result<(Tally, Game), ReplayError> {
    let mut game = Game::new(config.clone(), seed)?;
    let mut tally = Tally::new(config.players);
    for action in actions {
        tally.observe(&game.apply(action)?);
    }
    Ok((tally, game))
}

/// Writes one `seat_stats` row per seat of a finished game (the names come from `seats`).
pub(super) fn insert_seat_stats(
    conn: &Connection,
    id: GameId,
    game: &Game,
    tally: &Tally,
) -> Result<(), StoreError> {
    let scores = game.scores();
    let best = scores.iter().copied().max().unwrap_or(0);
    let mut statement = conn.prepare_cached(
        "INSERT INTO seat_stats (game_id, seat, name, score, won, roads, cities, cloisters,
                                 fields, catapult, rounds_won, knock_outs, catches)
         SELECT ?1, ?2, name, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12
         FROM seats WHERE game_id = ?1 AND seat = ?2",
    )?;
    for (seat, (score, counters)) in scores.iter().zip(&tally.seats).enumerate() {
        let feature = |kind: SegmentKind| counters.by_feature[kind as usize];
        statement.execute(params![
            id.0,
            seat as i64,
            score,
            *score == best,
            feature(SegmentKind::Road),
            feature(SegmentKind::City),
            feature(SegmentKind::Cloister),
            feature(SegmentKind::Field),
            counters.catapult,
            counters.rounds_won,
            counters.knock_outs,
            counters.catches,
        ])?;
    }
    Ok(())
}

/// Fills `seat_stats` for finished games that have none (games finished before schema
/// version 2) by replaying them. A game that no longer replays is left without statistics.
pub(super) fn backfill(conn: &Connection) -> Result<(), StoreError> {
    let games = conn
        .prepare(
            "SELECT id, config, seed FROM games g
             WHERE status = 'finished'
               AND NOT EXISTS (SELECT 1 FROM seat_stats s WHERE s.game_id = g.id)",
        )?
        .query_map([], |row| {
            Ok((
                GameId(row.get(0)?),
                row.get::<_, String>(1)?,
                row.get::<_, i64>(2)?,
            ))
        })?
        .collect::<Result<Vec<_>, _>>()?;
    let mut read_actions = conn
        .prepare("SELECT payload_version, payload FROM actions WHERE game_id = ?1 ORDER BY turn")?;
    for (id, config, seed) in games {
        let Ok(config) = serde_json::from_str::<GameConfig>(&config) else {
            continue;
        };
        let payloads = read_actions
            .query_map([id.0], |row| {
                Ok((row.get::<_, i64>(0)?, row.get::<_, String>(1)?))
            })?
            .collect::<Result<Vec<_>, _>>()?;
        let actions: Option<Vec<Action>> = payloads
            .iter()
            .map(|(version, payload)| {
                (*version == PAYLOAD_VERSION)
                    .then(|| serde_json::from_str(payload).ok())
                    .flatten()
            })
            .collect();
        let Some(actions) = actions else {
            continue;
        };
        if let Ok((tally, game)) = replay(&config, seed as u64, actions)
            && game.is_over()
        {
            insert_seat_stats(conn, id, &game, &tally)?;
        }
    }
    Ok(())
}

/// The columns summed per name, in [`PlayerStats`] order.
const SUMS: &str = "SELECT name, COUNT(*), SUM(won), AVG(score), MAX(score), SUM(roads),
        SUM(cities), SUM(cloisters), SUM(fields), SUM(catapult), SUM(rounds_won),
        SUM(knock_outs), SUM(catches)
    FROM seat_stats";

fn player_row(row: &rusqlite::Row<'_>) -> rusqlite::Result<PlayerStats> {
    // Every summed column is checked non-negative by the schema.
    let count = |index: usize| row.get::<_, i64>(index).map(|value| value.max(0) as u64);
    Ok(PlayerStats {
        name: row.get(0)?,
        games: count(1)?,
        wins: count(2)?,
        average_score: row.get(3)?,
        best_score: row.get(4)?,
        roads: count(5)?,
        cities: count(6)?,
        cloisters: count(7)?,
        fields: count(8)?,
        catapult: count(9)?,
        rounds_won: count(10)?,
        knock_outs: count(11)?,
        catches: count(12)?,
    })
}

impl Store {
    /// The statistics of the player called `name` (case does not matter) over their finished
    /// games, or `None` if they finished none.
    pub fn player_stats(&self, name: &str) -> Result<Option<PlayerStats>, StoreError> {
        let sql = format!("{SUMS} WHERE name = ?1 GROUP BY name");
        Ok(self
            .conn
            .prepare_cached(&sql)?
            .query_row([name], player_row)
            .optional()?)
    }

    /// The statistics of every player with a finished game, most wins first, then most
    /// games, then by name.
    pub fn all_player_stats(&self) -> Result<Vec<PlayerStats>, StoreError> {
        let sql = format!(
            "{SUMS} GROUP BY name ORDER BY SUM(won) DESC, COUNT(*) DESC, name COLLATE NOCASE"
        );
        let mut statement = self.conn.prepare_cached(&sql)?;
        let rows = statement.query_map([], player_row)?;
        Ok(rows.collect::<Result<Vec<_>, _>>()?)
    }
}
