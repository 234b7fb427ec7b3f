//! What a recorded trace shows, as its `# label:` line says: a flick, or which movement that
//! must launch nothing.

use serde::{Deserialize, Serialize};

/// What a recorded trace shows. Written in the file as `# label: flick`, `# label: put-down`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum TraceLabel {
    /// A flick toward the board: the detector must launch.
    Flick,
    /// The phone held still.
    Still,
    /// Walking with the phone in the hand.
    Walk,
    /// A tap or a knock on the phone.
    Tap,
    /// The phone lowered onto a table.
    PutDown,
    /// The phone lifted from a table.
    PickUp,
    /// The phone shaken back and forth.
    Shake,
    /// The phone dropped.
    Drop,
    /// Any other movement that is no flick.
    Other,
}

impl TraceLabel {
    /// Every label, the flick first.
    pub const ALL: [TraceLabel; 9] = [
        TraceLabel::Flick,
        TraceLabel::Still,
        TraceLabel::Walk,
        TraceLabel::Tap,
        TraceLabel::PutDown,
        TraceLabel::PickUp,
        TraceLabel::Shake,
        TraceLabel::Drop,
        TraceLabel::Other,
    ];

    /// The labels in the order a player picks from when saving a motion: a flick first, then
    /// putting the phone down (the movement most often mistaken for one), then the others.
    pub const FOR_SAVING: [TraceLabel; 9] = [
        TraceLabel::Flick,
        TraceLabel::PutDown,
        TraceLabel::PickUp,
        TraceLabel::Shake,
        TraceLabel::Tap,
        TraceLabel::Walk,
        TraceLabel::Still,
        TraceLabel::Drop,
        TraceLabel::Other,
    ];

    /// What the motion was, in a player's words ("Putting it down").
    pub const fn words(self) -> &'static str {
        match self {
            TraceLabel::Flick => "A flick",
            TraceLabel::Still => "Holding it still",
            TraceLabel::Walk => "Walking",
            TraceLabel::Tap => "A tap",
            TraceLabel::PutDown => "Putting it down",
            TraceLabel::PickUp => "Picking it up",
            TraceLabel::Shake => "A shake",
            TraceLabel::Drop => "A drop",
            TraceLabel::Other => "Something else",
        }
    }

    /// The label as the file writes it (`flick`, `put-down`).
    pub const fn name(self) -> &'static str {
        match self {
            TraceLabel::Flick => "flick",
            TraceLabel::Still => "still",
            TraceLabel::Walk => "walk",
            TraceLabel::Tap => "tap",
            TraceLabel::PutDown => "put-down",
            TraceLabel::PickUp => "pick-up",
            TraceLabel::Shake => "shake",
            TraceLabel::Drop => "drop",
            TraceLabel::Other => "other",
        }
    }

    /// Whether the detector must launch on a trace with this label (only a flick).
    pub const fn should_launch(self) -> bool {
        matches!(self, TraceLabel::Flick)
    }
}

impl std::str::FromStr for TraceLabel {
    type Err = String;

    /// Reads a label as the file writes it; the error lists the labels there are.
    fn from_str(text: &str) -> Result<TraceLabel, String> {
        let wanted = text.trim().to_lowercase();
        TraceLabel::ALL
            .into_iter()
            .find(|label| label.name() == wanted)
            .ok_or_else(|| {
                let names: Vec<&str> = TraceLabel::ALL.iter().map(|label| label.name()).collect();
                format!(
                    "no trace label is called \"{text}\"; use one of {}",
                    names.join(", ")
                )
            })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn labels_are_written_as_the_file_and_serde_write_them() {
        for label in TraceLabel::ALL {
            assert_eq!(
                serde_json::to_value(label).unwrap(),
                serde_json::Value::from(label.name())
            );
            assert_eq!(label.name().parse(), Ok(label));
        }
        assert_eq!("Put-Down".parse(), Ok(TraceLabel::PutDown));
        let error = "putdown".parse::<TraceLabel>().unwrap_err();
        assert!(error.contains("put-down, pick-up"), "{error}");
        assert!(TraceLabel::Flick.should_launch() && !TraceLabel::Drop.should_launch());
    }
}
