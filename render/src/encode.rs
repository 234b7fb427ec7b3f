//! Pictures to files: PNG, and animated PNG (APNG) for a sequence of frames.

use crate::error::RenderError;
use png::{BitDepth, ColorType, Compression, Encoder};
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
fn encoder(out: &mut Vec<u8>, width: u32, height: u32) -> Encoder<'_, &mut Vec<u8>> {
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
    let (width, height) = (first.width(), first.height());
    if let Some(odd) = frames
        .iter()
        .find(|f| f.width() != width || f.height() != height)
    {
        return Err(RenderError::Encode {
            reason: format!(
                "the frames differ in size ({width} × {height} px and {} × {} px)",
                odd.width(),
                odd.height()
            ),
        });
    }
    let count = u32::try_from(frames.len()).map_err(|_| RenderError::Encode {
        reason: "too many frames for one APNG".to_string(),
    })?;
    let mut out = Vec::new();
    {
        let mut encoder = encoder(&mut out, width, height);
        encoder.set_animated(count, plays).map_err(encode_error)?;
        encoder
            .set_frame_delay(delay.0, delay.1.max(1))
            .map_err(encode_error)?;
        let mut writer = encoder.write_header().map_err(encode_error)?;
        for (index, frame) in frames.iter().enumerate() {
            if index + 1 == frames.len() {
                writer
                    .set_frame_delay(last.0, last.1.max(1))
                    .map_err(encode_error)?;
            }
            writer
                .write_image_data(&straight_rgba(frame))
                .map_err(encode_error)?;
        }
        writer.finish().map_err(encode_error)?;
    }
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
