//! A hurl's flight for animation: the table before the hurl and 60 Hz frames of what moved.

use super::{CameraSubject, Point, RoundCamera, flight_end_camera, round_camera};
use crate::physics::{
    FollowerBody, Options, Outcome, Parameters, PhysicsError, Pose, Scene, TokenKind, simulate,
};
use crate::rules::{Action, CatchCase, Event, Game, GameConfig, HurlRecord, ReplayError, Throw};
use nalgebra::Vector2;

/// A hurl to animate: the table as it was, and the hurl with its frames.
#[derive(Debug, Clone, PartialEq)]
pub struct FlightScene {
    /// The table just before the hurl (tiles, followers, resting tokens, seats), m.
    pub table: Scene,
    /// The hurl: who threw what, how, and the outcome with 60 Hz frames.
    pub hurl: HurlRecord,
    /// When the catcher caught the token, s after the release: the flight ends there. `None`
    /// when it was not a catch, not yet tried, or not caught.
    pub caught_at: Option<f64>,
    /// The flight as the hurler sees it: the frame the hurl was aimed in, widened to hold
    /// where the token came to rest and every follower it touched (`None` if the table has
    /// no such seat).
    pub camera: Option<RoundCamera>,
}

impl FlightScene {
    /// The flight of `hurl` over `table`, caught at `caught_at`, its camera `aiming` widened
    /// to the flight's end.
    fn new(
        table: Scene,
        hurl: HurlRecord,
        caught_at: Option<f64>,
        aiming: Option<&RoundCamera>,
    ) -> FlightScene {
        let mut flight = FlightScene {
            table,
            hurl,
            caught_at,
            camera: None,
        };
        flight.camera =
            aiming.and_then(|a| flight_end_camera(a, &flight.table, &flight.shown_outcome()));
        flight
    }

    /// A small example of a slide (model 2 and later): on an empty one-seat table, a knock-out token
    /// skims 6 mm above the table at 2 m/s into the broad face of a follower (id 1) standing
    /// 10 cm in front of the catapult. Struck that low, the follower slides several centimetres
    /// and stays standing. For pictures and tests of slides.
    pub fn low_strike_example() -> Result<FlightScene, PhysicsError> {
        let params = Parameters {
            launch_height: 0.006,
            ..Parameters::default()
        };
        let mut table = Scene::empty(1);
        let seat = table.seats[0];
        let ahead = Vector2::new(seat.facing.cos(), seat.facing.sin());
        table.followers.push(FollowerBody {
            id: 1,
            position: seat.position + ahead * (params.catapult_inset + 0.1),
            facing: seat.facing + std::f64::consts::FRAC_PI_2,
            pose: Pose::Standing,
            big: false,
        });
        let throw = Throw::new(0.0, 0.0, 2.0);
        let options = Options {
            frames: true,
            lines: Vec::new(),
        };
        let launch = throw.launch(0, TokenKind::KnockOut);
        let outcome = simulate(&table, &launch, &params, &options)?;
        let hurl = HurlRecord {
            seat: 0,
            token: TokenKind::KnockOut,
            throw,
            model_version: outcome.model_version,
            outcome,
        };
        let targets: Vec<Point> = table
            .followers
            .iter()
            .map(|body| Point::new(body.position.x, body.position.y))
            .collect();
        let aiming = RoundCamera::frame(&table.seats, 0, CameraSubject::Opponents, &targets);
        Ok(FlightScene::new(table, hurl, None, aiming.as_ref()))
    }

    /// How many of the outcome's frames the flight shows: all of them, or those up to the
    /// catch (at least one).
    pub fn shown_frames(&self) -> usize {
        let frames = &self.hurl.outcome.frames;
        match self.caught_at {
            Some(at) => frames
                .iter()
                .take_while(|frame| frame.time <= at)
                .count()
                .max(1)
                .min(frames.len()),
            None => frames.len(),
        }
    }

    /// The outcome as the flight shows it: all of it, or, for a caught token, its frames up to
    /// the catch, with the token at rest in the catcher's hand (where the last shown frame has
    /// it) and no landing.
    pub fn shown_outcome(&self) -> Outcome {
        let mut outcome = self.hurl.outcome.clone();
        if let Some(at) = self.caught_at {
            outcome.frames.truncate(self.shown_frames());
            if let Some(last) = outcome.frames.last() {
                outcome.rest_position = last.token;
            }
            outcome.first_landing = None;
            outcome.duration = outcome.duration.min(at);
        }
        outcome
    }
}

/// The flight of the hurl at `index` in `actions` of the game (`config`, `seed`, played with
/// physics model `physics_model`): the game is replayed up to it and the hurl resolved again,
/// frames included. A catch token caught by the next action ends at the catch.
pub fn hurl_flight(
    config: GameConfig,
    seed: u64,
    physics_model: u32,
    actions: &[Action],
    index: usize,
) -> Result<FlightScene, ReplayError> {
    let Some(action) = actions.get(index) else {
        return Err(ReplayError::NoSuchAction {
            number: index + 1,
            count: actions.len(),
        });
    };
    if !matches!(action, Action::Hurl { .. }) {
        return Err(ReplayError::NotAHurl { number: index + 1 });
    }
    let mut game = Game::replay(config, seed, physics_model, &actions[..index])?;
    let table = game.table();
    let aiming = round_camera(&game, &table);
    let events = game.apply(*action)?;
    let hurl = events
        .into_iter()
        .find_map(|event| match event {
            Event::Hurled(record) => Some(*record),
            _ => None,
        })
        .ok_or(ReplayError::NotAHurl { number: index + 1 })?;
    let caught_at = match actions.get(index + 1) {
        Some(catch @ Action::Catch { at_ms: Some(at_ms) }) => game
            .apply(*catch)
            .ok()
            .filter(|events| {
                events.iter().any(|event| {
                    matches!(
                        event,
                        Event::CatchJudged {
                            case: CatchCase::Caught,
                            ..
                        }
                    )
                })
            })
            .map(|_| f64::from(*at_ms) / 1000.0),
        _ => None,
    };
    Ok(FlightScene::new(table, hurl, caught_at, aiming.as_ref()))
}

/// The indices of every hurl in `actions`, for choosing one to animate.
pub fn hurl_indices(actions: &[Action]) -> Vec<usize> {
    actions
        .iter()
        .enumerate()
        .filter(|(_, action)| matches!(action, Action::Hurl { .. }))
        .map(|(index, _)| index)
        .collect()
}
