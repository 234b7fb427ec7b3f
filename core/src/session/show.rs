//! What a screen shows after moves, before the next stage: each flight to animate (on the table
//! as it was at the hurl) and the messages between them. Every frontend shows the same things
//! in the same order.

use super::Played;
use super::message::{EventMessage, MessageKind};
use super::stage::{Stage, StageKind};
use crate::rules::HurlRecord;
use crate::scene::{RoundCamera, RoundView};

/// One thing to show before the game goes on.
#[derive(Debug, Clone, PartialEq)]
pub enum Show {
    /// Animate a hurl.
    Flight(Box<FlightShow>),
    /// Messages to read.
    Messages(Vec<EventMessage>),
}

/// A hurl to animate.
#[derive(Debug, Clone, PartialEq)]
pub struct FlightShow {
    /// The hurl, with its 60 Hz frames.
    pub hurl: HurlRecord,
    /// The table as it was when the token flew.
    pub round_before: Option<RoundView>,
    /// What the hurl says ("Ben hurls the catch token."), for a caption.
    pub caption: Option<EventMessage>,
    /// How the flight is seen: from the hurler's seat, ending on the token's rest and what it
    /// touched.
    pub camera: Option<RoundCamera>,
}

/// What to show for `played` (in order) before `next`. A flight the next person is about to
/// catch is left out (the catch stage animates it), and so are messages the round's summary
/// shows next.
pub fn shows(played: &[Played], next: &Stage) -> Vec<Show> {
    let catch_next = match next {
        Stage::Catch(_) => true,
        Stage::HandOver { next, .. } => *next == StageKind::Catch,
        _ => false,
    };
    let mut summarised: Vec<&EventMessage> = match next {
        Stage::RoundSummary(summary) => summary.messages.iter().collect(),
        _ => Vec::new(),
    };
    let last_hurl = played.iter().rposition(|step| step.hurl().is_some());
    let mut shows = Vec::new();
    let mut messages = Vec::new();
    for (index, step) in played.iter().enumerate() {
        if let Some(hurl) = step.hurl()
            && !(catch_next && Some(index) == last_hurl)
        {
            if !messages.is_empty() {
                shows.push(Show::Messages(std::mem::take(&mut messages)));
            }
            shows.push(Show::Flight(Box::new(FlightShow {
                hurl: hurl.clone(),
                round_before: step.round_before.clone(),
                caption: step
                    .messages
                    .iter()
                    .find(|message| message.kind == MessageKind::Hurled)
                    .cloned(),
                camera: step.flight_camera.clone(),
            })));
        }
        for message in &step.messages {
            if message.kind == MessageKind::Hurled {
                continue;
            }
            match summarised.iter().position(|seen| *seen == message) {
                Some(at) => {
                    summarised.remove(at);
                }
                None => messages.push(message.clone()),
            }
        }
    }
    if !messages.is_empty() {
        shows.push(Show::Messages(messages));
    }
    shows
}
