//! A person's flick sensitivity, changed mid-game from the settings or the practice screen,
//! and whether they have hurled yet (to offer practice before their first hurl).

use super::Session;
use super::error::SessionError;
use super::record::Record;
use crate::flick::FlickSensitivity;
use crate::rules::{Action, Game};

impl Session {
    /// Sets `seat`'s flick sensitivity (seats from 0), saved with the seat when the game is in
    /// the history. Allowed at any stage: it changes no move. A bot's seat or a seat beyond the
    /// table is refused.
    pub fn set_flick_sensitivity(
        &mut self,
        seat: usize,
        sensitivity: FlickSensitivity,
    ) -> Result<(), SessionError> {
        let Some(stored) = self.seats.get(seat) else {
            return Err(SessionError::BadInput(format!(
                "there is no seat {} at this table of {}; pick one of its players",
                seat + 1,
                self.seats.len()
            )));
        };
        if stored.bot.is_some() {
            return Err(SessionError::BadInput(format!(
                "{} is a bot and does not flick; pick a person's seat",
                stored.name
            )));
        }
        if let Record::Saved { saved, store } = &self.record {
            store
                .lock()
                .map_err(|_| SessionError::Poisoned)?
                .set_flick_sensitivity(saved.id(), seat, sensitivity)?;
        }
        if let Some(stored) = self.seats.get_mut(seat) {
            stored.flick_sensitivity = sensitivity;
        }
        self.changed();
        Ok(())
    }
}

/// Whether `seat` has hurled in `game`, read from its moves: every catapult round has each
/// seat hurl once, so anyone has hurled once an earlier round is over, and in the round under
/// way the hurlers are in its log. (A game records the launch, not whether it came from a
/// flick, a swipe or typed numbers: any hurl counts.)
pub(super) fn has_hurled(game: &Game, seat: usize) -> bool {
    let hurls = game
        .actions()
        .iter()
        .filter(|action| matches!(action, Action::Hurl { .. }))
        .count();
    match game.round() {
        Some(round) => hurls > round.hurls || round.log.iter().any(|hurl| hurl.seat == seat),
        None => hurls > 0,
    }
}
