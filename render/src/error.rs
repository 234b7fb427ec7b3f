//! Why a picture could not be made.

use std::path::PathBuf;

/// Why a picture could not be drawn, encoded or written.
#[derive(Debug, thiserror::Error)]
pub enum RenderError {
    /// The requested size is zero or too large for memory.
    #[error(
        "cannot make a {width} × {height} px picture: ask for a smaller one (each side 1 to 16384 px)"
    )]
    BadSize {
        /// Width asked for, px.
        width: u32,
        /// Height asked for, px.
        height: u32,
    },
    /// The PNG encoder refused the picture.
    #[error("cannot encode the picture as PNG: {reason}")]
    Encode {
        /// The encoder's message.
        reason: String,
    },
    /// A file or folder could not be written.
    #[error("cannot write {}: {source}; check that the folder exists and is writable", path.display())]
    Write {
        /// The path written to.
        path: PathBuf,
        /// The system's error.
        source: std::io::Error,
    },
    /// The hurl has no frames to animate.
    #[error("the hurl has no frames to draw: simulate it with frames switched on")]
    NoFrames,
}
