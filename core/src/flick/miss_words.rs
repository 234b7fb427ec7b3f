//! What a player reads when a flick launched nothing: a short title for the practice screen and
//! what to do next, one place for the words every frontend shows.

use super::detector::NoFlick;

impl NoFlick {
    /// Every reason, in the order the detector's table lists them (docs/FLICK.md).
    pub const ALL: [NoFlick; 12] = [
        NoFlick::NotArmed,
        NoFlick::TooGentle,
        NoFlick::WrongWay,
        NoFlick::Shake,
        NoFlick::Steep,
        NoFlick::Unsteady,
        NoFlick::Turned,
        NoFlick::TooShort,
        NoFlick::TooSlow,
        NoFlick::PutDown,
        NoFlick::Dropped,
        NoFlick::NoSignal,
    ];

    /// A few words for a headline ("Too gentle", "Just a tap").
    pub const fn title(self) -> &'static str {
        match self {
            NoFlick::NotArmed => "Hold the launch button",
            NoFlick::TooGentle => "Too gentle",
            NoFlick::WrongWay => "That went toward you",
            NoFlick::Shake => "That was a shake",
            NoFlick::Steep => "Tilted too steeply",
            NoFlick::Unsteady => "Hold the phone still first",
            NoFlick::Turned => "The phone turned in your hand",
            NoFlick::TooShort => "Just a tap",
            NoFlick::TooSlow => "Too slow — flick, don't push",
            NoFlick::PutDown => "Put down, not flicked",
            NoFlick::Dropped => "Dropped!",
            NoFlick::NoSignal => "No motion felt",
        }
    }

    /// What to do next, in lower case to follow the reason ("…; flick a little harder").
    pub const fn advice(self) -> &'static str {
        match self {
            NoFlick::NotArmed => "hold the launch button, then flick the phone toward the board",
            NoFlick::TooGentle => {
                "hold the launch button and flick a little harder, or pick the gentle setting"
            }
            NoFlick::TooSlow => "hold the launch button and flick in one quick snap of the wrist",
            NoFlick::TooShort | NoFlick::Shake => {
                "hold the launch button and swing the phone toward the board in one quick move"
            }
            NoFlick::Unsteady => "hold the phone still, press the launch button and flick",
            NoFlick::Turned => "flick the phone toward the board without turning it in your hand",
            NoFlick::Steep => "hold the launch button and flick level, toward the board",
            NoFlick::WrongWay => {
                "hold the launch button and flick the phone away from you, toward the board"
            }
            NoFlick::Dropped | NoFlick::PutDown => {
                "pick the phone up, hold the launch button and try again"
            }
            NoFlick::NoSignal => {
                "hold the launch button and try again, or swipe up the screen to launch"
            }
        }
    }

    /// The reason as files and the bindings name it (`too_gentle`, `wrong_way`).
    pub fn name(self) -> String {
        serde_json::to_value(self)
            .ok()
            .and_then(|value| value.as_str().map(str::to_owned))
            .unwrap_or_default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_miss_has_a_short_title_and_advice_that_says_what_to_do() {
        for why in NoFlick::ALL {
            assert!(
                why.title().chars().count() <= 30,
                "{why:?}: {}",
                why.title()
            );
            assert!(why.title().starts_with(char::is_uppercase), "{why:?}");
            assert!(why.advice().starts_with(char::is_lowercase), "{why:?}");
            assert!(!why.advice().ends_with('.'), "{why:?}");
            assert!(
                !why.name().is_empty() && !why.name().contains(' '),
                "{why:?}"
            );
        }
        assert_eq!(NoFlick::TooGentle.name(), "too_gentle");
        assert!(NoFlick::TooGentle.advice().contains("gentle setting"));
    }
}
