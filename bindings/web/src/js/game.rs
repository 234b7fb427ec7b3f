//! One game at the table, as the page drives it: read the screen, make the stage's move, take
//! what to show. The session decides everything.

use super::thrown;
use crate::{WebError, payload};
use catapult_core::board::{Placement, Pos};
use catapult_core::physics::TokenKind;
use catapult_core::session::{Session, SessionError, Stage};
use catapult_core::tiles::Rotation;
use wasm_bindgen::prelude::*;

/// A game in progress.
#[wasm_bindgen]
pub struct Game {
    session: Session,
}

impl Game {
    pub(super) fn around(session: Session) -> Game {
        Game { session }
    }

    fn act<T>(
        &mut self,
        operation: impl FnOnce(&mut Session) -> Result<T, SessionError>,
    ) -> Result<(), JsValue> {
        operation(&mut self.session).map(drop).map_err(thrown)
    }
}

#[wasm_bindgen]
impl Game {
    /// What the game waits for and what the board shows (JSON).
    pub fn screen(&self) -> Result<String, JsValue> {
        payload::screen(&self.session).map_err(thrown)
    }

    /// What to show for the moves made since the last call, in order (JSON list).
    #[wasm_bindgen(js_name = takeShows)]
    pub fn take_shows(&mut self) -> Result<String, JsValue> {
        payload::take_shows(&mut self.session).map_err(thrown)
    }

    /// The person named on the hand-over screen has the phone.
    #[wasm_bindgen(js_name = handOverDone)]
    pub fn hand_over_done(&mut self) -> Result<(), JsValue> {
        self.act(Session::hand_over_done)
    }

    /// Shows the drawn tile on cell (`x`, `y`) in its first rotation that fits.
    #[wasm_bindgen(js_name = selectCell)]
    pub fn select_cell(&mut self, x: i32, y: i32) -> Result<(), JsValue> {
        let cell = cell(x, y)?;
        self.act(|session| session.select_cell(cell))
    }

    /// Turns the shown tile to its next rotation that fits.
    pub fn rotate(&mut self) -> Result<(), JsValue> {
        self.act(Session::rotate)
    }

    /// Places the shown tile.
    #[wasm_bindgen(js_name = confirmTile)]
    pub fn confirm_tile(&mut self) -> Result<(), JsValue> {
        self.act(Session::confirm_tile)
    }

    /// Places the drawn tile on (`x`, `y`) turned `quarters` quarter turns clockwise.
    #[wasm_bindgen(js_name = placeTile)]
    pub fn place_tile(&mut self, x: i32, y: i32, quarters: u8) -> Result<(), JsValue> {
        if quarters > 3 {
            return Err(thrown(WebError::bad_input(format!(
                "a tile turns 0 to 3 quarter turns, not {quarters}"
            ))));
        }
        let placement = Placement {
            pos: cell(x, y)?,
            rotation: Rotation::from_quarters(quarters),
        };
        self.act(|session| session.place_tile(placement))
    }

    /// Puts a follower on segment `segment` of the tile just placed.
    #[wasm_bindgen(js_name = placeFollower)]
    pub fn place_follower(&mut self, segment: u8) -> Result<(), JsValue> {
        self.act(|session| session.place_follower(segment))
    }

    /// Puts the big follower (Inns & Cathedrals) on segment `segment` of the tile just placed.
    #[wasm_bindgen(js_name = placeBigFollower)]
    pub fn place_big_follower(&mut self, segment: u8) -> Result<(), JsValue> {
        self.act(|session| session.place_big_follower(segment))
    }

    /// Places no follower this turn.
    #[wasm_bindgen(js_name = skipFollower)]
    pub fn skip_follower(&mut self) -> Result<(), JsValue> {
        self.act(Session::skip_follower)
    }

    /// Takes back the tile placed this turn.
    pub fn undo(&mut self) -> Result<(), JsValue> {
        self.act(Session::undo)
    }

    /// Chooses the round's token: `catch`, `knock_out`, `target` or `seduction`.
    #[wasm_bindgen(js_name = chooseToken)]
    pub fn choose_token(&mut self, token: &str) -> Result<(), JsValue> {
        let token: TokenKind = serde_json::from_value(serde_json::Value::from(token))
            .map_err(|_| thrown(WebError::bad_input(format!("there is no {token:?} token"))))?;
        self.act(|session| session.choose_token(token))
    }

    /// Hurls with a swipe (JSON `{start, end, duration, screen_height}`); a swipe too gentle
    /// to launch is refused, saying so.
    #[wasm_bindgen(js_name = hurlBySwipe)]
    pub fn hurl_by_swipe(&mut self, swipe: &str) -> Result<(), JsValue> {
        let launch = payload::swipe(swipe).map_err(thrown)?;
        self.hurl(launch.aim_degrees, launch.elevation_degrees, launch.speed)
    }

    /// Hurls: aim (° from straight ahead, counter-clockwise), elevation (°) and speed (m/s),
    /// as a flick gives them.
    pub fn hurl(
        &mut self,
        aim_degrees: f64,
        elevation_degrees: f64,
        speed: f64,
    ) -> Result<(), JsValue> {
        self.act(|session| session.hurl_launch(aim_degrees, elevation_degrees, speed))
    }

    /// The catcher tapped `after_seconds` after the release (undefined: no tap at all).
    #[wasm_bindgen(js_name = catchAt)]
    pub fn catch_at(&mut self, after_seconds: Option<f64>) -> Result<(), JsValue> {
        self.act(|session| session.catch_at(after_seconds))
    }

    /// Seduces follower `target`, moving `with` (an own follower on the board; undefined: one
    /// from the supply) to its place.
    pub fn seduce(&mut self, target: u32, with: Option<u32>) -> Result<(), JsValue> {
        self.act(|session| session.seduce(target, with))
    }

    /// Lets the seduction go.
    #[wasm_bindgen(js_name = declineSeduction)]
    pub fn decline_seduction(&mut self) -> Result<(), JsValue> {
        self.act(Session::decline_seduction)
    }

    /// Closes the round's summary.
    #[wasm_bindgen(js_name = closeSummary)]
    pub fn close_summary(&mut self) -> Result<(), JsValue> {
        self.act(Session::close_summary)
    }

    /// Sets seat `seat`'s (from 0) flick sensitivity: `gentle`, `normal` or `firm`; saved with
    /// the seat. A bot's seat is refused.
    #[wasm_bindgen(js_name = setFlickSensitivity)]
    pub fn set_flick_sensitivity(&mut self, seat: usize, sensitivity: &str) -> Result<(), JsValue> {
        let sensitivity = payload::sensitivity(sensitivity).map_err(thrown)?;
        self.act(|session| session.set_flick_sensitivity(seat, sensitivity))
    }

    /// The hurler's flick sensitivity (`gentle`, `normal`, `firm`) when the game waits for a
    /// person's hurl, else undefined: the round's `Flick` is made with it.
    #[wasm_bindgen(js_name = flickSensitivity)]
    pub fn flick_sensitivity(&self) -> Option<String> {
        match self.session.stage() {
            Stage::Hurl(stage) => Some(stage.flick_sensitivity.name().to_owned()),
            _ => None,
        }
    }

    /// One bot move, if a bot is to act; false when none is.
    #[wasm_bindgen(js_name = botStep)]
    pub fn bot_step(&mut self) -> Result<bool, JsValue> {
        self.session
            .bot_step()
            .map(|played| played.is_some())
            .map_err(thrown)
    }
}

/// A board cell from the page.
fn cell(x: i32, y: i32) -> Result<Pos, JsValue> {
    // No board reaches this far: anything beyond is a page's mistake.
    let pos = Pos::new(x, y);
    if !pos.within_reach() {
        return Err(thrown(WebError::bad_input(format!(
            "({x}, {y}) is far off the board"
        ))));
    }
    Ok(pos)
}
