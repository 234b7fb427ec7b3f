//! The operations of the people at the table: each checks that the game waits for it from the
//! person holding the phone, and is refused otherwise with nothing changed.

use super::error::SessionError;
use super::stage::{Stage, StageKind, TileStage};
use super::{LATEST_CATCH, Pending, Played, Session, wrong_stage};
use crate::board::{Placement, Pos};
use crate::physics::TokenKind;
use crate::rules::{Action, Throw};

impl Session {
    /// The person the phone was handed to has it now.
    pub fn hand_over_done(&mut self) -> Result<(), SessionError> {
        match self.stage() {
            Stage::HandOver { seat, .. } => {
                self.holder = Some(seat);
                self.changed();
                Ok(())
            }
            other => Err(wrong_stage("take the phone", &other)),
        }
    }

    /// Picks `cell` for the drawn tile (keeping the rotation if it fits there), or turns the
    /// tile when `cell` is already picked. A cell where the tile does not fit is refused.
    pub fn select_cell(&mut self, cell: Pos) -> Result<(), SessionError> {
        let stage = self.tile_stage("pick a cell")?;
        if stage.selected.map(|s| s.pos) == Some(cell) {
            return self.rotate();
        }
        let fits = stage
            .legal
            .iter()
            .find(|legal| legal.cell == cell)
            .ok_or_else(|| {
                SessionError::BadInput(format!(
                    "the tile does not fit at {cell}; pick one of the cells marked on the board"
                ))
            })?;
        let rotation = stage
            .selected
            .map(|s| s.rotation)
            .filter(|rotation| fits.rotations.contains(rotation))
            .or_else(|| fits.rotations.first().copied())
            .unwrap_or_default();
        self.select(Placement {
            pos: cell,
            rotation,
        });
        Ok(())
    }

    /// Picks the next cell where the tile fits (a "next spot" button).
    pub fn next_spot(&mut self) -> Result<(), SessionError> {
        let stage = self.tile_stage("pick a cell")?;
        let at = stage
            .selected
            .and_then(|s| stage.legal.iter().position(|legal| legal.cell == s.pos));
        let next = at.map_or(0, |at| (at + 1) % stage.legal.len().max(1));
        match stage.legal.get(next) {
            Some(legal) => self.select_cell(legal.cell),
            None => Ok(()),
        }
    }

    /// Turns the picked tile to the next rotation that fits on its cell.
    pub fn rotate(&mut self) -> Result<(), SessionError> {
        let stage = self.tile_stage("turn the tile")?;
        let Some(selected) = stage.selected else {
            return Err(SessionError::BadInput(
                "pick a cell for the tile first, then turn it".into(),
            ));
        };
        let fitting = stage
            .legal
            .iter()
            .find(|legal| legal.cell == selected.pos)
            .map(|legal| legal.rotations.clone())
            .unwrap_or_default();
        let next = fitting
            .iter()
            .copied()
            .find(|rotation| rotation.quarters() > selected.rotation.quarters())
            .or_else(|| fitting.first().copied())
            .unwrap_or(selected.rotation);
        self.select(Placement {
            pos: selected.pos,
            rotation: next,
        });
        Ok(())
    }

    /// Puts the tile down as picked.
    pub fn confirm_tile(&mut self) -> Result<Played, SessionError> {
        let stage = self.tile_stage("put the tile down")?;
        let placement = stage
            .selected
            .ok_or_else(|| SessionError::BadInput("pick a cell for the tile first".into()))?;
        self.place_tile(placement)
    }

    fn select(&mut self, placement: Placement) {
        self.selected = Some(placement);
        self.changed();
    }

    fn tile_stage(&self, operation: &'static str) -> Result<TileStage, SessionError> {
        match self.stage() {
            Stage::PlaceTile(stage) => Ok(stage),
            other => Err(self.refusal(operation, &other)),
        }
    }

    /// Places the drawn tile. It waits (and [`Session::undo`] takes it back) until the follower
    /// is decided; then both moves are stored.
    pub fn place_tile(&mut self, placement: Placement) -> Result<Played, SessionError> {
        let seat = self.person_to_act("place a tile", StageKind::PlaceTile)?;
        let action = Action::PlaceTile { placement };
        let mut preview = self.game().clone();
        let events = preview.apply(action)?;
        self.pending = Some(Pending { action, preview });
        self.selected = None;
        self.changed();
        Ok(self.played(seat, action, false, events, None))
    }

    /// Takes back the tile placed this turn (before the follower decision); it is picked again.
    pub fn undo(&mut self) -> Result<(), SessionError> {
        self.person_to_act("take the tile back", StageKind::PlaceFollower)?;
        let pending = self.pending.take().ok_or(SessionError::NothingToUndo)?;
        if let Action::PlaceTile { placement } = pending.action {
            self.selected = Some(placement);
        }
        self.changed();
        Ok(())
    }

    /// Puts a follower on `segment` of the tile just placed (one of the stage's spots).
    pub fn place_follower(&mut self, segment: u8) -> Result<Played, SessionError> {
        self.person_move(
            "place a follower",
            StageKind::PlaceFollower,
            Action::PlaceFollower { segment },
        )
    }

    /// Puts the big follower (Inns & Cathedrals) on `segment` of the tile just placed.
    pub fn place_big_follower(&mut self, segment: u8) -> Result<Played, SessionError> {
        self.person_move(
            "place the big follower",
            StageKind::PlaceFollower,
            Action::PlaceBigFollower { segment },
        )
    }

    /// Places no follower this turn.
    pub fn skip_follower(&mut self) -> Result<Played, SessionError> {
        self.person_move("skip the follower", StageKind::PlaceFollower, Action::Skip)
    }

    /// The fair tile's player chooses the round's token.
    pub fn choose_token(&mut self, token: TokenKind) -> Result<Played, SessionError> {
        self.person_move(
            "choose a token",
            StageKind::ChooseToken,
            Action::ChooseToken { token },
        )
    }

    /// Hurls the round's token with `throw` (from a flick, a swipe or typed in).
    pub fn hurl(&mut self, throw: Throw) -> Result<Played, SessionError> {
        self.person_move("hurl", StageKind::Hurl, Action::Hurl { throw })
    }

    /// Hurls with a launch in degrees and m/s, checked first: a NaN or infinite value is
    /// refused rather than rounded to zero.
    pub fn hurl_launch(
        &mut self,
        aim_degrees: f64,
        elevation_degrees: f64,
        speed_m_per_s: f64,
    ) -> Result<Played, SessionError> {
        if ![aim_degrees, elevation_degrees, speed_m_per_s]
            .iter()
            .all(|value| value.is_finite())
        {
            return Err(SessionError::BadInput(
                "the launch has a missing value; flick again or use the swipe".into(),
            ));
        }
        self.hurl(Throw::new(aim_degrees, elevation_degrees, speed_m_per_s))
    }

    /// The catcher's attempt, `after_seconds` after the release (`None`: no attempt).
    pub fn catch_at(&mut self, after_seconds: Option<f64>) -> Result<Played, SessionError> {
        let at_ms = match after_seconds {
            None => None,
            Some(seconds) if seconds.is_finite() && (0.0..=LATEST_CATCH).contains(&seconds) => {
                Some((seconds * 1000.0).round() as u32)
            }
            Some(seconds) => {
                return Err(SessionError::BadInput(format!(
                    "a catch comes 0 to {LATEST_CATCH} s after the release, not {seconds} s"
                )));
            }
        };
        self.person_move("catch", StageKind::Catch, Action::Catch { at_ms })
    }

    /// The seduction: `target` goes home and one of the hurler's followers takes its place,
    /// from the supply (`with: None`) or moved from the board.
    pub fn seduce(&mut self, target: u32, with: Option<u32>) -> Result<Played, SessionError> {
        self.person_move("seduce", StageKind::Seduce, Action::Seduce { target, with })
    }

    /// The hurler leaves the seduced follower where it is.
    pub fn decline_seduction(&mut self) -> Result<Played, SessionError> {
        self.person_move(
            "decline the seduction",
            StageKind::Seduce,
            Action::DeclineSeduction,
        )
    }

    /// The round's summary was read: the game goes on.
    pub fn close_summary(&mut self) -> Result<(), SessionError> {
        if self.summary.take().is_none() {
            return Err(wrong_stage("close the round's summary", &self.stage()));
        }
        self.changed();
        Ok(())
    }

    /// Checks that a person may `operation` now, at stage `expected`; returns their seat.
    fn person_to_act(
        &self,
        operation: &'static str,
        expected: StageKind,
    ) -> Result<usize, SessionError> {
        let stage = self.stage();
        if stage.kind() != expected {
            return Err(self.refusal(operation, &stage));
        }
        Ok(self.game().current_player())
    }

    /// Why a person cannot `operation` at `stage`: a bot's turn, a hand-over, or another stage.
    fn refusal(&self, operation: &'static str, stage: &Stage) -> SessionError {
        let name = |seat: usize| {
            self.seats
                .get(seat)
                .map_or_else(|| format!("seat {}", seat + 1), |s| s.name.clone())
        };
        match stage {
            Stage::BotToAct { seat, .. } => SessionError::BotsTurn { name: name(*seat) },
            Stage::HandOver { seat, .. } => SessionError::NotHandedOver { name: name(*seat) },
            other => wrong_stage(operation, other),
        }
    }

    fn person_move(
        &mut self,
        operation: &'static str,
        expected: StageKind,
        action: Action,
    ) -> Result<Played, SessionError> {
        let seat = self.person_to_act(operation, expected)?;
        self.commit(seat, action, false)
    }
}
