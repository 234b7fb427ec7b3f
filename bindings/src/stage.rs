//! The core's [`catapult_core::session::Stage`] for the apps: what the game waits for now and
//! from whom, with what the screen needs for it. Conversions only.

use crate::events::HurlFlight;
use crate::message::{EventMessage, event_messages, seat_number};
use crate::shared::{Cell, FeatureKind, Spot, Token};
use crate::store::BotSkill;
use crate::view::{CatchZone, LegalPlacement, RoundView, ScoreBreakdown, legal_placements};
use catapult_core::flick::FlickSensitivity;
use catapult_core::session::{self, Stage, StageKind};

/// The stages by name (for the hand-over screen: what the next person will do).
#[uniffi::remote(Enum)]
pub enum StageKind {
    BotToAct,
    HandOver,
    PlaceTile,
    PlaceFollower,
    ChooseToken,
    Hurl,
    Catch,
    Seduce,
    RoundSummary,
    GameOver,
}

/// What the game waits for now, and from whom. Seats count from 0.
// The catch carries its flight by value: UniFFI passes records, not boxes, and a stage is
// made once per screen.
#[allow(clippy::large_enum_variant)]
#[derive(Debug, Clone, PartialEq, uniffi::Enum)]
pub enum GameStage {
    /// A bot is to act: call `play_bots` (or `bot_step`).
    BotToAct {
        /// The bot's seat.
        seat: u32,
        /// How it thinks.
        skill: BotSkill,
    },
    /// Pass the phone to `seat`; call `hand_over_done` when they have it.
    HandOver {
        /// Who takes the phone.
        seat: u32,
        /// What they will do.
        next: StageKind,
    },
    /// Place the drawn tile: `select_cell` (again to turn it), `rotate_tile`, `next_spot`,
    /// `confirm_tile`.
    PlaceTile {
        /// The player.
        seat: u32,
        /// The tile's id.
        tile: String,
        /// Tiles left in the pile after this one.
        tiles_left: u32,
        /// Where it fits, with the rotations that fit there.
        legal: Vec<LegalPlacement>,
        /// The placement picked so far, shown before it is confirmed.
        selected: Option<PickedPlacement>,
    },
    /// Put a follower on the tile just placed (`place_follower`), or `skip_follower`; `undo`
    /// takes the tile back while `can_undo`.
    PlaceFollower {
        /// The player.
        seat: u32,
        /// The tile just placed.
        placed: Cell,
        /// Where a follower may go (none: supply empty or every feature taken).
        spots: Vec<FollowerSpot>,
        /// Followers in the player's supply (normal ones).
        supply: u32,
        /// Whether the big follower (Inns & Cathedrals) is in the supply: any spot can take it
        /// instead (`place_big_follower`).
        big_follower: bool,
        /// Whether `undo` takes the tile back.
        can_undo: bool,
    },
    /// The fair tile's player chooses the round's token (`choose_token`; see `token_help`).
    ChooseToken {
        /// The chooser.
        seat: u32,
    },
    /// Aim and `hurl` the round's token (a flick or a swipe).
    Hurl {
        /// The hurler.
        seat: u32,
        /// The round's token.
        token: Token,
        /// Hurls made so far this round.
        hurls_this_round: u32,
        /// Who will try to catch it (the catch token).
        catcher: Option<u32>,
        /// The hurler's flick sensitivity: make the detector with
        /// `FlickDetector.withSensitivity`.
        flick_sensitivity: FlickSensitivity,
        /// Whether to offer the practice screen first (the hurler has not hurled yet).
        offer_practice: bool,
    },
    /// Catch the token hurled at `seat`: animate `flight` and `catch_token` at the tap.
    Catch {
        /// The catcher.
        seat: u32,
        /// The hurler.
        hurler: u32,
        /// Where the hands wait and how a tap is judged.
        zone: CatchZone,
        /// The flight, timed from the release.
        flight: HurlFlight,
    },
    /// The hurler decides the seduction: `seduce` or `decline_seduction`.
    Seduce {
        /// The hurler.
        seat: u32,
        /// The opponents' followers that may be sent home, by id.
        targets: Vec<u32>,
        /// The hurler's own followers on the board that may take the place, by id.
        own_on_board: Vec<u32>,
        /// Whether a follower from the supply may take the place.
        can_use_supply: bool,
    },
    /// The round is over: show what it did, then `close_summary`.
    RoundSummary {
        /// The round's token.
        token: Option<Token>,
        /// Who chose it.
        chooser: u32,
        /// Points each seat gained in the round.
        points: Vec<u32>,
        /// Followers each seat got back home in the round.
        sent_home: Vec<u32>,
        /// Everything the round did, in order.
        messages: Vec<EventMessage>,
        /// The round's table as its last hurl found it, seen through that flight's end camera
        /// (the hurler at the bottom): draw the summary over it. `None` after a resume.
        table: Option<RoundView>,
    },
    /// The game is over.
    GameOver {
        /// Everyone by final score, highest first.
        ranking: Vec<Standing>,
    },
}

/// The placement picked on the tile stage.
#[derive(Debug, Clone, Copy, PartialEq, Eq, uniffi::Record)]
pub struct PickedPlacement {
    /// The cell.
    pub cell: Cell,
    /// Clockwise quarter turns.
    pub rotation: u32,
}

/// A spot on the tile just placed where a follower may go.
#[derive(Debug, Clone, PartialEq, uniffi::Record)]
pub struct FollowerSpot {
    /// The segment to pass to `place_follower`.
    pub segment: u32,
    /// Thief, knight, farmer or monk, by what it stands on.
    pub kind: FeatureKind,
    /// Where it would stand, tile units on the board.
    pub at: Spot,
    /// The spot's name as placed (`road:E`).
    pub name: String,
}

/// One line of the end screen.
#[derive(Debug, Clone, PartialEq, uniffi::Record)]
pub struct Standing {
    /// The seat.
    pub seat: u32,
    /// 1 for the best; ties share a place.
    pub place: u32,
    /// Final points.
    pub score: u32,
    /// Where they came from.
    pub breakdown: ScoreBreakdown,
    /// Whether this seat won (ties all win).
    pub winner: bool,
}

/// `stage` for the apps, naming seats by `names`.
pub fn game_stage(stage: Stage, names: &[String]) -> GameStage {
    match stage {
        Stage::BotToAct { seat, level } => GameStage::BotToAct {
            seat: seat_number(seat),
            skill: level.into(),
        },
        Stage::HandOver { seat, next } => GameStage::HandOver {
            seat: seat_number(seat),
            next,
        },
        Stage::PlaceTile(stage) => GameStage::PlaceTile {
            seat: seat_number(stage.seat),
            tile: crate::art::tile_id(stage.tile),
            tiles_left: u32::try_from(stage.tiles_left).unwrap_or(u32::MAX),
            legal: legal_placements(&stage.legal),
            selected: stage.selected.map(|placement| PickedPlacement {
                cell: placement.pos.into(),
                rotation: u32::from(placement.rotation.quarters()),
            }),
        },
        Stage::PlaceFollower(stage) => GameStage::PlaceFollower {
            seat: seat_number(stage.seat),
            placed: stage.placed.into(),
            spots: stage
                .spots
                .into_iter()
                .map(|spot| FollowerSpot {
                    segment: u32::from(spot.segment),
                    kind: spot.kind.into(),
                    at: spot.at.into(),
                    name: spot.name,
                })
                .collect(),
            supply: u32::from(stage.supply),
            big_follower: stage.big_follower,
            can_undo: stage.can_undo,
        },
        Stage::ChooseToken { seat } => GameStage::ChooseToken {
            seat: seat_number(seat),
        },
        Stage::Hurl(stage) => GameStage::Hurl {
            seat: seat_number(stage.seat),
            token: stage.token.into(),
            hurls_this_round: u32::try_from(stage.hurls_this_round).unwrap_or(u32::MAX),
            catcher: stage.catcher.map(seat_number),
            flick_sensitivity: stage.flick_sensitivity,
            offer_practice: stage.offer_practice,
        },
        Stage::Catch(stage) => GameStage::Catch {
            seat: seat_number(stage.seat),
            hurler: seat_number(stage.hurler),
            zone: stage.zone.into(),
            flight: stage.flight.as_ref().into(),
        },
        Stage::Seduce(stage) => GameStage::Seduce {
            seat: seat_number(stage.seat),
            targets: stage.targets,
            own_on_board: stage.own_on_board,
            can_use_supply: stage.can_use_supply,
        },
        Stage::RoundSummary(summary) => GameStage::RoundSummary {
            token: summary.token.map(Token::from),
            chooser: seat_number(summary.chooser),
            points: summary.points,
            sent_home: summary.sent_home,
            messages: event_messages(&summary.messages, names),
            table: summary.table.as_deref().map(RoundView::from),
        },
        Stage::GameOver(scores) => GameStage::GameOver {
            ranking: scores.ranking.iter().map(standing).collect(),
        },
    }
}

fn standing(standing: &session::Standing) -> Standing {
    Standing {
        seat: seat_number(standing.seat),
        place: seat_number(standing.place),
        score: standing.score,
        breakdown: (&standing.breakdown).into(),
        winner: standing.winner,
    }
}
