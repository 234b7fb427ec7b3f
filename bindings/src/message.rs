//! The core's structured messages ([`catapult_core::session::EventMessage`]) for the apps: the
//! stable kind to pick a translation by, what it names, and the core's English.

use crate::art::tile_id;
use crate::shared::{FeatureKind, Token};
use catapult_core::session::{self, MessageKind};

/// The kinds of message, the same as the core's (their ids: `kind_id`).
#[uniffi::remote(Enum)]
pub enum MessageKind {
    TileDiscarded,
    Scored,
    ScoredAtEnd,
    RoundStarted,
    TokenChosen,
    Hurled,
    KnockedHome,
    SeductionMissed,
    SeductionReturned,
    Seduced,
    SeductionDeclined,
    Caught,
    MissedBeyondLine,
    MissedShort,
    Touched,
    TargetPoints,
    CatchPoints,
    HouseRulePoints,
    RoundOver,
    GameOver,
}

/// Something a player reads after a move. Android picks the string resource `msg_<kind_id>`
/// and fills in `names` and `numbers`; iOS and the web show `english`.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct EventMessage {
    /// What it says.
    pub kind: MessageKind,
    /// The kind's stable id (`knocked_home`).
    pub kind_id: String,
    /// The seats it names, in the order its kind documents.
    pub seats: Vec<u32>,
    /// Their names, in the same order.
    pub names: Vec<String>,
    /// The numbers it names, in the order its kind documents.
    pub numbers: Vec<u32>,
    /// The feature it names (a follower's role, a scored feature).
    pub feature: Option<FeatureKind>,
    /// The token it names.
    pub token: Option<Token>,
    /// The tile it names (its id).
    pub tile: Option<String>,
    /// The core's English.
    pub english: String,
}

/// `message` for the apps, naming seats by `names`.
pub fn event_message(message: &session::EventMessage, names: &[String]) -> EventMessage {
    EventMessage {
        kind: message.kind,
        kind_id: message.kind.id().to_owned(),
        seats: message
            .seats
            .iter()
            .map(|&seat| seat_number(seat))
            .collect(),
        names: message
            .seats
            .iter()
            .map(|&seat| names.get(seat).cloned().unwrap_or_default())
            .collect(),
        numbers: message.numbers.clone(),
        feature: message.feature.map(FeatureKind::from),
        token: message.token.map(Token::from),
        tile: message.tile.map(tile_id),
        english: message.english(names),
    }
}

/// The messages of a list, for the apps.
pub fn event_messages(messages: &[session::EventMessage], names: &[String]) -> Vec<EventMessage> {
    messages
        .iter()
        .map(|message| event_message(message, names))
        .collect()
}

/// A seat index as the apps see it.
pub fn seat_number(index: usize) -> u32 {
    u32::try_from(index).unwrap_or(u32::MAX)
}
