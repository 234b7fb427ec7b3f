//! What happened after an action, for the screen to show and explain: scorings, knock-outs,
//! seductions, catches, and a hurl's flight with its 60 Hz frames.

use crate::art::tile_id;
use crate::camera::RoundCamera;
use crate::message::seat_number as seat;
use crate::shared::{Cell, FeatureKind, Spot, Token};
use catapult_core::physics::{Outcome, RestPlace};
use catapult_core::rules::{CatapultReason, CatchCase, Event, HurlRecord};
use catapult_core::scene;
use nalgebra::Vector2;

/// Something that happened, in the order it happened. Seats count from 0.
#[derive(Debug, Clone, PartialEq, uniffi::Enum)]
pub enum GameEvent {
    /// A tile was drawn for `player`.
    TileDrawn {
        /// Seat.
        player: u32,
        /// The tile type's id.
        tile: String,
    },
    /// A drawn tile fits nowhere: shown to all and removed from the game.
    TileDiscarded {
        /// The tile type's id.
        tile: String,
    },
    /// A tile went on the board.
    TilePlaced {
        /// Seat.
        player: u32,
        /// The tile type's id.
        tile: String,
        /// Where.
        cell: Cell,
        /// Clockwise quarter turns.
        rotation: u32,
    },
    /// A follower went on the board.
    FollowerPlaced {
        /// Seat.
        player: u32,
        /// What it stands on.
        kind: FeatureKind,
        /// Whether it is the big follower.
        big: bool,
    },
    /// A feature was scored.
    Scored {
        /// Road, city, cloister or field.
        kind: FeatureKind,
        /// Points each winner gets.
        points: u32,
        /// The seats with the majority.
        winners: Vec<u32>,
        /// Tiles in the feature (a field: the completed cities counted).
        size: u32,
        /// Whether this is the final scoring.
        at_end: bool,
    },
    /// Followers went back to their owner after a scoring.
    FollowersReturned {
        /// Seat.
        player: u32,
        /// How many pieces.
        count: u32,
        /// Whether the big follower is one of them.
        big: bool,
    },
    /// A catapult round starts: `chooser` picks the token.
    RoundStarted {
        /// Seat.
        chooser: u32,
    },
    /// The round's token was chosen.
    TokenChosen {
        /// Seat.
        player: u32,
        /// The token.
        token: Token,
    },
    /// A token flew: animate `flight`.
    Hurled {
        /// The flight and what it did.
        flight: HurlFlight,
    },
    /// A follower went home: the token or a falling follower touched it.
    KnockedHome {
        /// The follower's id.
        follower: u32,
        /// Its owner.
        owner: u32,
        /// What it stood on.
        kind: FeatureKind,
        /// Its tile.
        cell: Cell,
    },
    /// A seduction token came to rest on the tiles near nobody: nothing happens.
    SeductionMissed {
        /// The hurler.
        player: u32,
    },
    /// A seduction token came to rest off the tiles and went back to its owner.
    SeductionReturned {
        /// The hurler.
        player: u32,
    },
    /// The hurler swapped an opponent's follower for one of their own.
    Seduced {
        /// The hurler.
        player: u32,
        /// The follower sent home.
        target: u32,
        /// Its owner.
        owner: u32,
        /// What the hurler's follower now stands on.
        kind: FeatureKind,
        /// The tile of the swap.
        cell: Cell,
        /// The hurler's follower that moved from the board (`None`: from the supply).
        from_board: Option<u32>,
    },
    /// A catch was judged.
    CatchJudged {
        /// The hurler.
        hurler: u32,
        /// The catcher.
        catcher: u32,
        /// What happened.
        result: CatchResult,
    },
    /// Points from The Catapult.
    CatapultPoints {
        /// The seats scoring.
        players: Vec<u32>,
        /// Points each.
        points: u32,
        /// What for.
        reason: CatapultPointsReason,
    },
    /// The round ended; the tokens go back.
    RoundOver,
    /// The game ended.
    GameOver {
        /// Final points per seat.
        scores: Vec<u32>,
        /// The seats with the highest total.
        winners: Vec<u32>,
    },
}

/// How a catch ended (the rule book's cases A–D).
#[derive(Debug, Clone, Copy, PartialEq, Eq, uniffi::Enum)]
pub enum CatchResult {
    /// A: caught; the catcher scores 5.
    Caught,
    /// B: missed, and it flew beyond the ruler line; the hurler scores 5.
    MissedBeyondLine,
    /// C: missed, and it fell short of the line; the catcher scores 5.
    MissedShort,
    /// D: touched but not caught; the hurler scores 5.
    Touched,
}

/// Why catapult points were given.
#[derive(Debug, Clone, Copy, PartialEq, Eq, uniffi::Enum)]
pub enum CatapultPointsReason {
    /// The token resting nearest the fair.
    Target,
    /// A catch.
    Catch,
    /// A follower on a fair tile (house rule).
    HouseRule,
}

/// A hurl's flight and what it did, in metres on the table (see the view's round for where the
/// board lies on it).
#[derive(Debug, Clone, PartialEq, uniffi::Record)]
pub struct HurlFlight {
    /// The hurler.
    pub seat: u32,
    /// The token.
    pub token: Token,
    /// Frames at 60 Hz from release until everything rested.
    pub frames: Vec<FlightFrame>,
    /// Followers the token touched, then those touched by falling followers, by id.
    pub touched: Vec<u32>,
    /// Followers that fell over, in order.
    pub toppled: Vec<u32>,
    /// Where the token came to rest, m.
    pub rest: Spot,
    /// Whether it fell off the table.
    pub off_table: bool,
    /// Whether it rests on at least one tile.
    pub on_tiles: bool,
    /// Its highest point above the table, m.
    pub apex_height: f64,
    /// How long until everything rested, s.
    pub duration_s: f64,
    /// How the flight is seen: from the hurler's seat, ending on where the token rested and
    /// what it touched (`None` for the flight a catch stage shows: the round's camera sees it).
    pub camera: Option<RoundCamera>,
}

/// One picture of a flight.
#[derive(Debug, Clone, PartialEq, uniffi::Record)]
pub struct FlightFrame {
    /// Time since release, s.
    pub time_s: f64,
    /// The token's centre in the table plane, m.
    pub token: Spot,
    /// Its height above the table, m.
    pub height: f64,
    /// Followers falling or fallen by now.
    pub falling: Vec<FallingFollower>,
    /// Tokens pushed by now: id (the hurler's seat) and position, m.
    pub pushed: Vec<PushedToken>,
    /// Followers sliding or slid by now and not fallen: draw them here, not where they stood.
    pub sliding: Vec<SlidFollower>,
}

/// A follower tipping over.
#[derive(Debug, Clone, Copy, PartialEq, uniffi::Record)]
pub struct FallingFollower {
    /// Its id.
    pub id: u32,
    /// The point it turns about (the middle of its base edge), m.
    pub pivot: Spot,
    /// Tilt from upright, radians (π/2 is lying).
    pub tilt: f64,
    /// The direction it falls in, a unit vector in the table plane.
    pub direction: Spot,
}

/// A resting token pushed by the hurled one.
#[derive(Debug, Clone, Copy, PartialEq, uniffi::Record)]
pub struct PushedToken {
    /// The token's id: the seat that hurled it.
    pub id: u32,
    /// Where it is, m.
    pub at: Spot,
}

/// A follower struck into a slide on the table (models 2 and later), not fallen.
#[derive(Debug, Clone, Copy, PartialEq, uniffi::Record)]
pub struct SlidFollower {
    /// Its id.
    pub id: u32,
    /// The centre of its base now, in the table plane, m.
    pub at: Spot,
}

/// Pieces by id with their place on the table (m), as the apps' records.
fn placed<T>(pieces: &[(u32, Vector2<f64>)], record: impl Fn(u32, Spot) -> T) -> Vec<T> {
    pieces
        .iter()
        .map(|(id, at)| record(*id, Spot { x: at.x, y: at.y }))
        .collect()
}

fn seats(indices: &[usize]) -> Vec<u32> {
    indices.iter().map(|&i| seat(i)).collect()
}

impl HurlFlight {
    /// This flight seen through `camera` (the core's, for its end).
    pub(crate) fn seen_through(mut self, camera: Option<&scene::RoundCamera>) -> HurlFlight {
        self.camera = camera.map(RoundCamera::from);
        self
    }
}

impl From<&HurlRecord> for HurlFlight {
    fn from(record: &HurlRecord) -> HurlFlight {
        let outcome: &Outcome = &record.outcome;
        HurlFlight {
            seat: seat(record.seat),
            token: record.token.into(),
            frames: outcome
                .frames
                .iter()
                .map(|frame| FlightFrame {
                    time_s: frame.time,
                    token: Spot {
                        x: frame.token.x,
                        y: frame.token.y,
                    },
                    height: frame.token.z,
                    falling: frame
                        .followers
                        .iter()
                        .map(|f| FallingFollower {
                            id: f.id,
                            pivot: Spot {
                                x: f.pivot.x,
                                y: f.pivot.y,
                            },
                            tilt: f.tilt,
                            direction: Spot {
                                x: f.direction.x,
                                y: f.direction.y,
                            },
                        })
                        .collect(),
                    pushed: placed(&frame.tokens, |id, at| PushedToken { id, at }),
                    sliding: placed(&frame.sliding, |id, at| SlidFollower { id, at }),
                })
                .collect(),
            touched: outcome.all_touched(),
            toppled: outcome.toppled.clone(),
            rest: Spot {
                x: outcome.rest_position.x,
                y: outcome.rest_position.y,
            },
            off_table: outcome.off_table(),
            on_tiles: matches!(outcome.rest, RestPlace::OnTiles { .. }),
            apex_height: outcome.apex.z,
            duration_s: outcome.duration,
            camera: None,
        }
    }
}

impl From<&Event> for GameEvent {
    fn from(event: &Event) -> GameEvent {
        match event {
            Event::TileDrawn { player, tile } => GameEvent::TileDrawn {
                player: seat(*player),
                tile: tile_id(*tile),
            },
            Event::TileDiscarded { tile } => GameEvent::TileDiscarded {
                tile: tile_id(*tile),
            },
            Event::TilePlaced {
                player,
                tile,
                placement,
            } => GameEvent::TilePlaced {
                player: seat(*player),
                tile: tile_id(*tile),
                cell: placement.pos.into(),
                rotation: u32::from(placement.rotation.quarters()),
            },
            Event::FollowerPlaced { player, kind, big } => GameEvent::FollowerPlaced {
                player: seat(*player),
                kind: (*kind).into(),
                big: *big,
            },
            Event::Scored(scoring) => GameEvent::Scored {
                kind: scoring.kind.into(),
                points: scoring.points,
                winners: seats(&scoring.winners),
                size: scoring.size,
                at_end: scoring.at_end,
            },
            Event::FollowersReturned { player, count, big } => GameEvent::FollowersReturned {
                player: seat(*player),
                count: u32::from(*count),
                big: *big,
            },
            Event::RoundStarted { chooser } => GameEvent::RoundStarted {
                chooser: seat(*chooser),
            },
            Event::TokenChosen { player, token } => GameEvent::TokenChosen {
                player: seat(*player),
                token: (*token).into(),
            },
            Event::Hurled(record) => GameEvent::Hurled {
                flight: record.as_ref().into(),
            },
            Event::KnockedHome {
                follower,
                owner,
                kind,
                at,
            } => GameEvent::KnockedHome {
                follower: *follower,
                owner: seat(*owner),
                kind: (*kind).into(),
                cell: (*at).into(),
            },
            Event::SeductionMissed { player } => GameEvent::SeductionMissed {
                player: seat(*player),
            },
            Event::SeductionReturned { player } => GameEvent::SeductionReturned {
                player: seat(*player),
            },
            Event::Seduced {
                player,
                target,
                owner,
                kind,
                at,
                from_board,
            } => GameEvent::Seduced {
                player: seat(*player),
                target: *target,
                owner: seat(*owner),
                kind: (*kind).into(),
                cell: (*at).into(),
                from_board: *from_board,
            },
            Event::CatchJudged {
                hurler,
                catcher,
                case,
            } => GameEvent::CatchJudged {
                hurler: seat(*hurler),
                catcher: seat(*catcher),
                result: match case {
                    CatchCase::Caught => CatchResult::Caught,
                    CatchCase::MissedBeyondLine => CatchResult::MissedBeyondLine,
                    CatchCase::MissedShort => CatchResult::MissedShort,
                    CatchCase::Touched => CatchResult::Touched,
                },
            },
            Event::CatapultPoints {
                players,
                points,
                reason,
            } => GameEvent::CatapultPoints {
                players: seats(players),
                points: *points,
                reason: match reason {
                    CatapultReason::Target => CatapultPointsReason::Target,
                    CatapultReason::Catch => CatapultPointsReason::Catch,
                    CatapultReason::HouseRule => CatapultPointsReason::HouseRule,
                },
            },
            Event::RoundOver => GameEvent::RoundOver,
            Event::GameOver { scores, winners } => GameEvent::GameOver {
                scores: scores.clone(),
                winners: seats(winners),
            },
        }
    }
}

/// The events of one action, for the apps.
pub fn convert(events: &[Event]) -> Vec<GameEvent> {
    events.iter().map(GameEvent::from).collect()
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;
    use catapult_core::scene::FlightScene;

    #[test]
    fn a_follower_struck_low_slides_and_the_apps_last_frame_has_it_where_it_stopped() {
        let example = FlightScene::low_strike_example().unwrap();
        let outcome = &example.hurl.outcome;
        assert!(outcome.toppled.is_empty(), "{outcome:?}");
        let stood = example.table.followers[0].position;
        let stopped = outcome.moved_followers[0].position;
        assert!(
            (stopped - stood).norm() > 0.03,
            "slid from {stood:?} to {stopped:?}"
        );

        let flight = HurlFlight::from(&example.hurl);
        assert_eq!(flight.touched, vec![1]);
        assert!(flight.frames[0].sliding.is_empty());
        let last = &flight.frames.last().unwrap().sliding;
        assert_eq!(last.len(), 1);
        assert_eq!(last[0].id, 1);
        let (dx, dy) = (last[0].at.x - stopped.x, last[0].at.y - stopped.y);
        assert!(dx.hypot(dy) < 0.001, "{last:?}, stopped at {stopped:?}");
    }
}
