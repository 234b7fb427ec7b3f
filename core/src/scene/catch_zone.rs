//! The catch as a screen shows it: where the catcher's hands wait, how far they reach, the
//! ruler line, and the time windows a tap is judged by.

use super::Point;
use crate::physics::Scene;
use crate::rules::{self, CATCH_WINDOW, Game, HAND_REACH, TOUCH_WINDOW};

/// How a catch is judged (the rule book's catch token), for drawing the catcher's hands and
/// the ruler line and for timing the tap. Metres on the table, seconds from the release.
#[derive(Debug, Clone, Copy, PartialEq, serde::Serialize)]
pub struct CatchZone {
    /// The catcher's seat.
    pub catcher: usize,
    /// The hurler's seat.
    pub hurler: usize,
    /// Where the catcher's hands wait on the table, m.
    pub hands: Point,
    /// Their height above the table, m.
    pub hands_height: f64,
    /// How far the hands reach, m.
    pub reach: f64,
    /// A tap this close to the moment the token passes the hands catches it, s.
    pub catch_window: f64,
    /// A tap this close touches it without catching, s.
    pub touch_window: f64,
    /// A point of the ruler line, half-way between the two seats, m.
    pub ruler_point: Point,
    /// The ruler line's direction, a unit vector.
    pub ruler_direction: Point,
}

/// The catch zone of the catch the game waits for, on the table as it is now; `None` when no
/// catch is waiting.
pub fn catch_zone(game: &Game) -> Option<CatchZone> {
    game.round()?.pending_catch?;
    catch_zone_on(game, &game.table())
}

/// [`catch_zone`] on `table`, the game's table already built (see `Game::table`).
pub fn catch_zone_on(game: &Game, table: &Scene) -> Option<CatchZone> {
    let pending = game.round()?.pending_catch?;
    zone_between(table, pending.hurler, pending.catcher)
}

/// The catch zone a round shows on `table`: the waiting catch's, or, while the catch token is
/// being aimed, the one the hurler aims at (so the thrower sees the catcher's hands).
pub fn shown_catch_zone(game: &Game, table: &Scene) -> Option<CatchZone> {
    let round = game.round()?;
    if round.pending_catch.is_some() {
        return catch_zone_on(game, table);
    }
    if round.token != Some(crate::physics::TokenKind::Catch) || !round.seduction.is_empty() {
        return None;
    }
    let players = game.config().players;
    let hurler = round.hurler(players);
    zone_between(table, hurler, rules::catcher_of(hurler, players))
}

/// The zone of a catch hurled from seat `hurler` to seat `catcher`.
fn zone_between(table: &Scene, hurler: usize, catcher: usize) -> Option<CatchZone> {
    if hurler >= table.seats.len() || catcher >= table.seats.len() {
        return None;
    }
    let hands = rules::hands(table, catcher);
    let line = rules::ruler_line(table, hurler, catcher);
    let length = line.direction.norm();
    if length <= 0.0 {
        return None;
    }
    Some(CatchZone {
        catcher,
        hurler,
        hands: Point::new(hands.x, hands.y),
        hands_height: hands.z,
        reach: HAND_REACH,
        catch_window: CATCH_WINDOW,
        touch_window: TOUCH_WINDOW,
        ruler_point: Point::new(line.point.x, line.point.y),
        ruler_direction: Point::new(line.direction.x / length, line.direction.y / length),
    })
}
