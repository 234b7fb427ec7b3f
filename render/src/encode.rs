//! Pictures to files: PNG, and animated PNG (APNG) for a sequence of frames.

use crate::error::RenderError;
use png::{BitDepth, ColorType, Compression, Encoder};
use std::io::Write;
use std::path::Path;
use tiny_skia::Pixmap;

/// The picture's pixels as straight (not premultiplied) 8-bit RGBA rows.
fn straight_rgba(pixmap: &Pixmap) -> Vec<u8> {
    let mut bytes = Vec::with_capacity(pixmap.data().len());
    for pixel in pixmap.pixels() {
        let c = pixel.demultiply();
        bytes.extend_from_slice(&[c.red(), c.green(), c.blue(), c.alpha()]);
    }
    bytes
}

fn encode_error(error: png::EncodingError) -> RenderError {
    RenderError::Encode {
        reason: error.to_string(),
    }
}

/// An encoder for `width` × `height` RGBA pictures into `out`, fast compression.
fn encoder<W: Write>(out: W, width: u32, height: u32) -> Encoder<'static, W> {
    let mut encoder = Encoder::new(out, width, height);
    encoder.set_color(ColorType::Rgba);
    encoder.set_depth(BitDepth::Eight);
    encoder.set_compression(Compression::Fast);
    encoder
}

/// `pixmap` as PNG file bytes (8-bit RGBA).
pub fn encode_png(pixmap: &Pixmap) -> Result<Vec<u8>, RenderError> {
    let mut out = Vec::new();
    {
        let mut writer = encoder(&mut out, pixmap.width(), pixmap.height())
            .write_header()
            .map_err(encode_error)?;
        writer
            .write_image_data(&straight_rgba(pixmap))
            .map_err(encode_error)?;
        writer.finish().map_err(encode_error)?;
    }
    Ok(out)
}

/// An animated PNG written frame by frame: each frame goes to the encoder as soon as it is
/// drawn, so a long animation holds one picture in memory, not all of them.
pub struct ApngWriter<W: Write> {
    writer: png::Writer<W>,
    width: u32,
    height: u32,
    /// Frames announced in the header.
    count: u32,
    /// Frames still to come.
    remaining: u32,
    /// How long the last frame shows: `last.0 / last.1` s.
    last: (u16, u16),
}

impl<W: Write> ApngWriter<W> {
    /// Starts an animated PNG of `count` frames of `width` × `height` px into `out`, each shown
    /// for `delay.0 / delay.1` s and the last for `last.0 / last.1` s, played `plays` times (0:
    /// for ever). Viewers without APNG support show the first frame.
    pub fn new(
        out: W,
        (width, height): (u32, u32),
        count: u32,
        delay: (u16, u16),
        last: (u16, u16),
        plays: u32,
    ) -> Result<ApngWriter<W>, RenderError> {
        if count == 0 {
            return Err(RenderError::NoFrames);
        }
        let mut encoder = encoder(out, width, height);
        encoder.set_animated(count, plays).map_err(encode_error)?;
        encoder
            .set_frame_delay(delay.0, delay.1.max(1))
            .map_err(encode_error)?;
        let writer = encoder.write_header().map_err(encode_error)?;
        Ok(ApngWriter {
            writer,
            width,
            height,
            count,
            remaining: count,
            last,
        })
    }

    /// Writes the next frame, which must have the size given to [`ApngWriter::new`].
    pub fn frame(&mut self, frame: &Pixmap) -> Result<(), RenderError> {
        if (frame.width(), frame.height()) != (self.width, self.height) {
            return Err(RenderError::Encode {
                reason: format!(
                    "the frames differ in size ({} × {} px and {} × {} px)",
                    self.width,
                    self.height,
                    frame.width(),
                    frame.height()
                ),
            });
        }
        if self.remaining == 1 {
            self.writer
                .set_frame_delay(self.last.0, self.last.1.max(1))
                .map_err(encode_error)?;
        }
        self.writer
            .write_image_data(&straight_rgba(frame))
            .map_err(encode_error)?;
        self.remaining = self.remaining.saturating_sub(1);
        Ok(())
    }

    /// Ends the file; an error if fewer frames came than announced (the file would be broken).
    pub fn finish(self) -> Result<(), RenderError> {
        if self.remaining > 0 {
            return Err(RenderError::Encode {
                reason: format!(
                    "only {} of the {} frames announced were drawn",
                    self.count - self.remaining,
                    self.count
                ),
            });
        }
        self.writer.finish().map_err(encode_error)
    }
}

/// `frames` (all of the first one's size) as an animated PNG, each shown for
/// `delay.0 / delay.1` s and the last for `last.0 / last.1` s, played `plays` times (0: for
/// ever). Viewers without APNG support show the first frame.
pub fn encode_apng(
    frames: &[Pixmap],
    delay: (u16, u16),
    last: (u16, u16),
    plays: u32,
) -> Result<Vec<u8>, RenderError> {
    let Some(first) = frames.first() else {
        return Err(RenderError::NoFrames);
    };
    let count = u32::try_from(frames.len()).map_err(|_| RenderError::Encode {
        reason: "too many frames for one APNG".to_string(),
    })?;
    let mut out = Vec::new();
    let mut writer = ApngWriter::new(
        &mut out,
        (first.width(), first.height()),
        count,
        delay,
        last,
        plays,
    )?;
    for frame in frames {
        writer.frame(frame)?;
    }
    writer.finish()?;
    Ok(out)
}

/// Writes `bytes` to `path`.
pub(crate) fn write_file(path: &Path, bytes: &[u8]) -> Result<(), RenderError> {
    std::fs::write(path, bytes).map_err(|source| RenderError::Write {
        path: path.to_path_buf(),
        source,
    })
}

/// Writes `pixmap` as a PNG file at `path`.
pub fn write_png(pixmap: &Pixmap, path: &Path) -> Result<(), RenderError> {
    write_file(path, &encode_png(pixmap)?)
}

/// A new picture of `width` × `height` px, or why not.
pub(crate) fn new_pixmap(width: u32, height: u32) -> Result<Pixmap, RenderError> {
    let bad = RenderError::BadSize { width, height };
    if width == 0 || height == 0 || width > 16_384 || height > 16_384 {
        return Err(bad);
    }
    Pixmap::new(width, height).ok_or(bad)
}
