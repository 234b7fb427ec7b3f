//! A catapult round as the session follows it, for the summary shown when it ends.

use super::message::{EventMessage, describe};
use super::stage::RoundSummary;
use crate::physics::TokenKind;
use crate::rules::{Action, Event};

/// What a round has done so far.
#[derive(Debug, Clone, PartialEq)]
pub(super) struct RoundLog {
    chooser: usize,
    token: Option<TokenKind>,
    points: Vec<u32>,
    sent_home: Vec<u32>,
    messages: Vec<EventMessage>,
}

impl RoundLog {
    /// Follows one move by `seat`: a round starts at its `RoundStarted` event and ends at its
    /// `RoundOver`, when its summary is returned.
    pub(super) fn follow(
        log: &mut Option<RoundLog>,
        players: usize,
        seat: usize,
        action: Option<Action>,
        events: &[Event],
    ) -> Option<RoundSummary> {
        let mut summary = None;
        // A move without an event of its own (a declined seduction) still says something.
        if let (Some(round), Some(Action::DeclineSeduction)) = (log.as_mut(), action) {
            round.note(seat, action, &[]);
        }
        for (index, event) in events.iter().enumerate() {
            match event {
                Event::RoundStarted { chooser } => {
                    *log = Some(RoundLog {
                        chooser: *chooser,
                        token: None,
                        points: vec![0; players],
                        sent_home: vec![0; players],
                        messages: Vec::new(),
                    });
                }
                Event::RoundOver => {
                    if let Some(mut round) = log.take() {
                        round.note(seat, None, &events[index..=index]);
                        summary = Some(round.summary());
                    }
                    continue;
                }
                _ => {}
            }
            if let Some(round) = log.as_mut() {
                round.note(seat, None, std::slice::from_ref(event));
            }
        }
        summary
    }

    fn note(&mut self, seat: usize, action: Option<Action>, events: &[Event]) {
        for event in events {
            match event {
                Event::TokenChosen { token, .. } => self.token = Some(*token),
                Event::CatapultPoints {
                    players, points, ..
                } => {
                    for player in players {
                        *slot(&mut self.points, *player) += points;
                    }
                }
                Event::KnockedHome { owner, .. } | Event::Seduced { owner, .. } => {
                    *slot(&mut self.sent_home, *owner) += 1;
                }
                _ => {}
            }
        }
        self.messages.extend(describe(action, seat, events));
    }

    fn summary(self) -> RoundSummary {
        RoundSummary {
            token: self.token,
            chooser: self.chooser,
            points: self.points,
            sent_home: self.sent_home,
            messages: self.messages,
            table: None,
        }
    }
}

/// The counter of `seat`, growing the list as needed.
fn slot(counts: &mut Vec<u32>, seat: usize) -> &mut u32 {
    if counts.len() <= seat {
        counts.resize(seat + 1, 0);
    }
    &mut counts[seat]
}
