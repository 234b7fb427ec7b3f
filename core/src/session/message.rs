//! What happened, said once: each event becomes a structured message (a stable kind and the
//! seats, numbers, feature, token and tile it names), which the core also puts into English.
//! Android maps the kinds to its string resources; every other frontend shows [`EventMessage::english`].

use crate::physics::TokenKind;
use crate::rules::explain::token_name;
use crate::rules::{Action, CatapultReason, CatchCase, Event};
use crate::tiles::{SegmentKind, TileTypeId};

/// The kinds of message, each with what its seats and numbers hold. The ids
/// ([`MessageKind::id`]) are stable: frontends key translations on them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum MessageKind {
    /// A drawn tile fits nowhere and is put aside. tile.
    TileDiscarded,
    /// A feature scored during the game. seats: the holders; numbers: [points each, size]; feature.
    Scored,
    /// A feature scored in the final scoring. As [`MessageKind::Scored`].
    ScoredAtEnd,
    /// A catapult round starts. seats: [the chooser].
    RoundStarted,
    /// The round's token was chosen. seats: [the chooser]; token.
    TokenChosen,
    /// A token was hurled (the flight is animated). seats: [the hurler]; token.
    Hurled,
    /// A follower was knocked home. seats: [its owner]; feature (its role).
    KnockedHome,
    /// A seduction token came to rest on the tiles near nobody. seats: [the hurler].
    SeductionMissed,
    /// A seduction token came to rest off the tiles and goes back to its owner. seats: [the hurler].
    SeductionReturned,
    /// A follower was seduced. seats: [the hurler, the owner of the follower sent home]; feature.
    Seduced,
    /// The hurler left the seduced follower where it is. seats: [the hurler].
    SeductionDeclined,
    /// Catch case A: caught. seats: [catcher, hurler].
    Caught,
    /// Catch case B: missed, and it flew beyond the ruler line. seats: [catcher, hurler].
    MissedBeyondLine,
    /// Catch case C: missed, and it fell short of the line. seats: [catcher, hurler].
    MissedShort,
    /// Catch case D: touched, not caught. seats: [catcher, hurler].
    Touched,
    /// The token nearest the fair scores. seats: the scorers; numbers: [points each].
    TargetPoints,
    /// Points for a catch. seats: the scorers; numbers: [points each].
    CatchPoints,
    /// The house rule's points for a follower on a fair tile. seats: the scorers; numbers: [points].
    HouseRulePoints,
    /// The round is over; the tokens go back.
    RoundOver,
    /// The game is over. seats: the winners; numbers: [their score].
    GameOver,
}

impl MessageKind {
    /// Every kind, in the order above.
    pub const ALL: [MessageKind; 20] = [
        MessageKind::TileDiscarded,
        MessageKind::Scored,
        MessageKind::ScoredAtEnd,
        MessageKind::RoundStarted,
        MessageKind::TokenChosen,
        MessageKind::Hurled,
        MessageKind::KnockedHome,
        MessageKind::SeductionMissed,
        MessageKind::SeductionReturned,
        MessageKind::Seduced,
        MessageKind::SeductionDeclined,
        MessageKind::Caught,
        MessageKind::MissedBeyondLine,
        MessageKind::MissedShort,
        MessageKind::Touched,
        MessageKind::TargetPoints,
        MessageKind::CatchPoints,
        MessageKind::HouseRulePoints,
        MessageKind::RoundOver,
        MessageKind::GameOver,
    ];

    /// The stable id (`knocked_home`): Android's string resource is `msg_` + id.
    pub const fn id(self) -> &'static str {
        match self {
            MessageKind::TileDiscarded => "tile_discarded",
            MessageKind::Scored => "scored",
            MessageKind::ScoredAtEnd => "scored_at_end",
            MessageKind::RoundStarted => "round_started",
            MessageKind::TokenChosen => "token_chosen",
            MessageKind::Hurled => "hurled",
            MessageKind::KnockedHome => "knocked_home",
            MessageKind::SeductionMissed => "seduction_missed",
            MessageKind::SeductionReturned => "seduction_returned",
            MessageKind::Seduced => "seduced",
            MessageKind::SeductionDeclined => "seduction_declined",
            MessageKind::Caught => "caught",
            MessageKind::MissedBeyondLine => "missed_beyond_line",
            MessageKind::MissedShort => "missed_short",
            MessageKind::Touched => "touched",
            MessageKind::TargetPoints => "target_points",
            MessageKind::CatchPoints => "catch_points",
            MessageKind::HouseRulePoints => "house_rule_points",
            MessageKind::RoundOver => "round_over",
            MessageKind::GameOver => "game_over",
        }
    }
}

/// One thing a player reads after a move, as data.
/// Serialised (for the web app) with its kind as [`MessageKind::id`].
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct EventMessage {
    /// What it says.
    #[serde(serialize_with = "kind_id")]
    pub kind: MessageKind,
    /// The seats it names, in the order its kind documents.
    pub seats: Vec<usize>,
    /// The numbers it names, in the order its kind documents.
    pub numbers: Vec<u32>,
    /// The feature it names (a follower's role, a scored feature).
    pub feature: Option<SegmentKind>,
    /// The token it names.
    pub token: Option<TokenKind>,
    /// The tile it names.
    pub tile: Option<TileTypeId>,
}

impl EventMessage {
    fn new(kind: MessageKind, seats: Vec<usize>) -> EventMessage {
        EventMessage {
            kind,
            seats,
            numbers: Vec::new(),
            feature: None,
            token: None,
            tile: None,
        }
    }

    fn numbers(mut self, numbers: Vec<u32>) -> EventMessage {
        self.numbers = numbers;
        self
    }

    fn feature(mut self, feature: SegmentKind) -> EventMessage {
        self.feature = Some(feature);
        self
    }

    fn token(mut self, token: TokenKind) -> EventMessage {
        self.token = Some(token);
        self
    }

    /// The message in English, naming seats by `names` (seat order).
    pub fn english(&self, names: &[String]) -> String {
        let name = |index: usize| -> &str {
            self.seats
                .get(index)
                .and_then(|seat| names.get(*seat))
                .map_or("someone", String::as_str)
        };
        let all = join_and(
            self.seats
                .iter()
                .map(|seat| names.get(*seat).map_or("someone".to_owned(), Clone::clone)),
        );
        let number = |index: usize| self.numbers.get(index).copied().unwrap_or(0);
        let role = self.feature.map_or("follower", SegmentKind::role);
        let token = self.token.map_or("catapult", token_name);
        let (scores, each) = if self.seats.len() > 1 {
            ("score", " each")
        } else {
            ("scores", "")
        };
        match self.kind {
            MessageKind::TileDiscarded => {
                let tile = self
                    .tile
                    .map_or_else(|| "a tile".to_owned(), |t| t.tile().description());
                format!("A tile ({tile}) fits nowhere: it is shown to all and put aside.")
            }
            MessageKind::Scored | MessageKind::ScoredAtEnd => {
                let at_end = self.kind == MessageKind::ScoredAtEnd;
                // At the end only roads, cities and cloisters left unfinished score.
                let (a, unfinished) = if at_end {
                    ("an", "unfinished ")
                } else {
                    ("a", "")
                };
                let what = match self.feature {
                    Some(SegmentKind::Road) => {
                        format!("{a} {unfinished}road of {}", count(number(1), "tile"))
                    }
                    Some(SegmentKind::City) => {
                        format!("{a} {unfinished}city of {}", count(number(1), "tile"))
                    }
                    Some(SegmentKind::Cloister) => format!("{a} {unfinished}cloister"),
                    Some(SegmentKind::Field) | None => match number(1) {
                        1 => "a field by 1 finished city".to_owned(),
                        cities => format!("a field by {cities} finished cities"),
                    },
                };
                let when = if at_end { "Final scoring: " } else { "" };
                format!(
                    "{when}{all} {scores} {}{each} for {what}.",
                    points(number(0))
                )
            }
            MessageKind::RoundStarted => {
                format!("A catapult round! {} chooses the token.", name(0))
            }
            MessageKind::TokenChosen => format!("{} chooses the {token} token.", name(0)),
            MessageKind::Hurled => format!("{} hurls the {token} token.", name(0)),
            MessageKind::KnockedHome => format!("Knock-out! {}'s {role} goes home.", name(0)),
            MessageKind::SeductionMissed => {
                format!(
                    "{}'s seduction token seduces nobody: nothing happens.",
                    name(0)
                )
            }
            MessageKind::SeductionReturned => format!(
                "{}'s seduction token lands off the tiles and goes back to them.",
                name(0)
            ),
            MessageKind::Seduced => format!(
                "Seduction! {}'s {role} goes home; {} takes its place.",
                name(1),
                name(0)
            ),
            MessageKind::SeductionDeclined => {
                format!("{} leaves the follower where it is.", name(0))
            }
            MessageKind::Caught => format!("{} caught it!", name(0)),
            MessageKind::MissedBeyondLine => format!(
                "{} missed, and the token flew past the half-way line: good for {}.",
                name(0),
                name(1)
            ),
            MessageKind::MissedShort => format!(
                "{} missed, but the token fell short of the half-way line.",
                name(0)
            ),
            MessageKind::Touched => format!(
                "{} touched it but could not hold on: good for {}.",
                name(0),
                name(1)
            ),
            MessageKind::TargetPoints => {
                format!(
                    "Nearest the fair: {all} {scores} {}{each}.",
                    points(number(0))
                )
            }
            MessageKind::CatchPoints => {
                format!("For the catch: {all} {scores} {}.", points(number(0)))
            }
            MessageKind::HouseRulePoints => format!(
                "A follower on a fair tile: {all} {scores} {}{each} (house rule).",
                points(number(0))
            ),
            MessageKind::RoundOver => "The round is over; the tokens go back.".to_owned(),
            MessageKind::GameOver if self.seats.len() > 1 => {
                format!("Game over! {all} share the win with {}.", points(number(0)))
            }
            MessageKind::GameOver => {
                format!("Game over! {all} wins with {}.", points(number(0)))
            }
        }
    }
}

fn points(points: u32) -> String {
    count(points, "point")
}

/// "1 tile", "3 tiles": a count with its noun, for players (regular plurals only).
pub fn count(count: u32, thing: &str) -> String {
    if count == 1 {
        format!("1 {thing}")
    } else {
        format!("{count} {thing}s")
    }
}

/// What a supply holds, in words: "6 followers + big follower", "big follower", "1 follower".
pub fn supply_words(followers: u8, big_follower: bool) -> String {
    match (followers, big_follower) {
        (0, true) => "big follower".to_owned(),
        (n, true) => format!("{} + big follower", count(u32::from(n), "follower")),
        (n, false) => count(u32::from(n), "follower"),
    }
}

/// "A", "A and B", "A, B and C".
pub fn join_and(parts: impl IntoIterator<Item = String>) -> String {
    let parts: Vec<String> = parts.into_iter().collect();
    match parts.split_last() {
        None => String::new(),
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} and {last}", rest.join(", ")),
    }
}

/// The messages a player reads after `action` produced `events`, in order. What the board
/// already shows (tiles drawn and placed, followers placed and returned) is left out.
pub fn describe(action: Option<Action>, hurler: usize, events: &[Event]) -> Vec<EventMessage> {
    let mut messages: Vec<EventMessage> = events.iter().filter_map(message).collect();
    if let Some(Action::DeclineSeduction) = action {
        messages.push(EventMessage::new(
            MessageKind::SeductionDeclined,
            vec![hurler],
        ));
    }
    messages
}

fn message(event: &Event) -> Option<EventMessage> {
    use MessageKind as K;
    Some(match event {
        Event::TileDiscarded { tile } => {
            let mut message = EventMessage::new(K::TileDiscarded, Vec::new());
            message.tile = Some(*tile);
            message
        }
        Event::Scored(scoring) => {
            if scoring.winners.is_empty() || scoring.points == 0 {
                return None;
            }
            let kind = if scoring.at_end {
                K::ScoredAtEnd
            } else {
                K::Scored
            };
            EventMessage::new(kind, scoring.winners.clone())
                .numbers(vec![scoring.points, scoring.size])
                .feature(scoring.kind)
        }
        Event::RoundStarted { chooser } => EventMessage::new(K::RoundStarted, vec![*chooser]),
        Event::TokenChosen { player, token } => {
            EventMessage::new(K::TokenChosen, vec![*player]).token(*token)
        }
        Event::Hurled(record) => {
            EventMessage::new(K::Hurled, vec![record.seat]).token(record.token)
        }
        Event::KnockedHome { owner, kind, .. } => {
            EventMessage::new(K::KnockedHome, vec![*owner]).feature(*kind)
        }
        Event::SeductionMissed { player } => EventMessage::new(K::SeductionMissed, vec![*player]),
        Event::SeductionReturned { player } => {
            EventMessage::new(K::SeductionReturned, vec![*player])
        }
        Event::Seduced {
            player,
            owner,
            kind,
            ..
        } => EventMessage::new(K::Seduced, vec![*player, *owner]).feature(*kind),
        Event::CatchJudged {
            hurler,
            catcher,
            case,
        } => {
            let kind = match case {
                CatchCase::Caught => K::Caught,
                CatchCase::MissedBeyondLine => K::MissedBeyondLine,
                CatchCase::MissedShort => K::MissedShort,
                CatchCase::Touched => K::Touched,
            };
            EventMessage::new(kind, vec![*catcher, *hurler])
        }
        Event::CatapultPoints {
            players,
            points,
            reason,
        } => {
            let kind = match reason {
                CatapultReason::Target => K::TargetPoints,
                CatapultReason::Catch => K::CatchPoints,
                CatapultReason::HouseRule => K::HouseRulePoints,
            };
            EventMessage::new(kind, players.clone()).numbers(vec![*points])
        }
        Event::RoundOver => EventMessage::new(K::RoundOver, Vec::new()),
        Event::GameOver { scores, winners } => {
            let best = winners
                .first()
                .and_then(|seat| scores.get(*seat))
                .copied()
                .unwrap_or(0);
            EventMessage::new(K::GameOver, winners.clone()).numbers(vec![best])
        }
        Event::TileDrawn { .. }
        | Event::TilePlaced { .. }
        | Event::FollowerPlaced { .. }
        | Event::FollowersReturned { .. } => return None,
    })
}

/// Writes a message kind as its stable id.
fn kind_id<S: serde::Serializer>(kind: &MessageKind, serializer: S) -> Result<S::Ok, S::Error> {
    serializer.serialize_str(kind.id())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Scoring;

    fn names() -> Vec<String> {
        vec!["Anna".into(), "Ben".into(), "Cleo".into()]
    }

    #[test]
    fn a_supply_names_the_big_follower_after_the_others_and_alone_when_none_is_left() {
        assert_eq!(supply_words(6, true), "6 followers + big follower");
        assert_eq!(supply_words(0, true), "big follower");
        assert_eq!(supply_words(1, false), "1 follower");
        assert_eq!(supply_words(0, false), "0 followers");
    }

    #[test]
    fn a_road_scored_by_two_holders_names_both_and_the_points_each() {
        let events = [Event::Scored(Scoring {
            kind: SegmentKind::Road,
            points: 4,
            winners: vec![0, 2],
            size: 4,
            at_end: false,
        })];
        let messages = describe(None, 0, &events);
        assert_eq!(messages[0].kind, MessageKind::Scored);
        assert_eq!(messages[0].numbers, vec![4, 4]);
        assert_eq!(
            messages[0].english(&names()),
            "Anna and Cleo score 4 points each for a road of 4 tiles."
        );
    }

    #[test]
    fn the_final_scoring_names_an_unfinished_road_of_one_tile_in_the_singular() {
        let end = |kind, points, size| {
            let events = [Event::Scored(Scoring {
                kind,
                points,
                winners: vec![0],
                size,
                at_end: true,
            })];
            describe(None, 0, &events)[0].english(&names())
        };
        assert_eq!(
            end(SegmentKind::Road, 1, 1),
            "Final scoring: Anna scores 1 point for an unfinished road of 1 tile."
        );
        assert_eq!(
            end(SegmentKind::City, 3, 3),
            "Final scoring: Anna scores 3 points for an unfinished city of 3 tiles."
        );
        assert_eq!(
            end(SegmentKind::Cloister, 6, 6),
            "Final scoring: Anna scores 6 points for an unfinished cloister."
        );
        assert_eq!(
            end(SegmentKind::Field, 6, 2),
            "Final scoring: Anna scores 6 points for a field by 2 finished cities."
        );
    }

    #[test]
    fn a_knocked_out_knight_says_whose_it_was() {
        let events = [Event::KnockedHome {
            follower: 3,
            owner: 1,
            kind: SegmentKind::City,
            at: crate::board::Pos::new(1, 0),
        }];
        let messages = describe(None, 0, &events);
        assert_eq!(
            messages[0].english(&names()),
            "Knock-out! Ben's knight goes home."
        );
    }

    #[test]
    fn a_declined_seduction_is_told_though_the_game_has_no_event_for_it() {
        let messages = describe(Some(Action::DeclineSeduction), 2, &[]);
        assert_eq!(messages.len(), 1);
        assert_eq!(messages[0].kind.id(), "seduction_declined");
        assert_eq!(
            messages[0].english(&names()),
            "Cleo leaves the follower where it is."
        );
    }

    #[test]
    fn what_the_board_shows_is_not_told_again() {
        let events = [Event::FollowersReturned {
            player: 0,
            count: 2,
            big: false,
        }];
        assert!(describe(None, 0, &events).is_empty());
    }

    #[test]
    fn every_kind_has_its_own_stable_id() {
        let mut ids: Vec<&str> = MessageKind::ALL.iter().map(|kind| kind.id()).collect();
        ids.sort_unstable();
        ids.dedup();
        assert_eq!(ids.len(), MessageKind::ALL.len());
    }
}
