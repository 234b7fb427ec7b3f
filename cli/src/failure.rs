//! How a command ends when it cannot finish: refused with a message for the player, or its
//! output closed. A reader that stops early (`catapult history | head -c1`) is a normal end,
//! not an error: there is nobody left to tell.

use std::io;

/// Why a command stopped before the end.
#[derive(Debug)]
pub enum Failure {
    /// Refused or failed; the message says what to do.
    Message(String),
    /// Printing the result failed.
    Output(io::Error),
}

impl From<String> for Failure {
    fn from(message: String) -> Failure {
        Failure::Message(message)
    }
}

impl From<io::Error> for Failure {
    fn from(error: io::Error) -> Failure {
        Failure::Output(error)
    }
}

impl Failure {
    /// What to tell the player, or `None` when the reader of the output went away.
    pub fn message(self) -> Option<String> {
        match self {
            Failure::Output(error) if reader_left(&error) => None,
            Failure::Output(error) => Some(format!("cannot print the result: {error}")),
            Failure::Message(message) => Some(message),
        }
    }
}

/// Whether a write failed because the reader of the output closed it (`| head`).
pub fn reader_left(error: &io::Error) -> bool {
    error.kind() == io::ErrorKind::BrokenPipe
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_closed_pipe_ends_quietly_and_other_failures_are_told() {
        let closed = io::Error::from(io::ErrorKind::BrokenPipe);
        assert_eq!(Failure::from(closed).message(), None);
        let full = io::Error::other("no space left on device");
        assert_eq!(
            Failure::from(full).message().as_deref(),
            Some("cannot print the result: no space left on device")
        );
        assert_eq!(
            Failure::from("no game 3".to_string()).message().as_deref(),
            Some("no game 3")
        );
    }
}
