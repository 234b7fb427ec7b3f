//! The motion a practice session saw, kept to be saved as a trace file in the format of
//! `tests/traces` with `#` lines saying what it is (a label, the device's model, the sampling
//! rate, the sensitivity and what the detector said), and read back with its label.

use super::detector::{FlickLaunch, NoFlick};
use super::practice::PracticeReport;
use super::sample::MotionSample;
use super::sensitivity::FlickSensitivity;
use super::trace::{CSV_HEADER, LONGEST_TRACE_BYTES, TraceError, read_csv, write_csv};
use super::trace_label::TraceLabel;
use std::collections::VecDeque;

/// The most samples a recorder keeps: 20 s at 400 Hz. The oldest go first, so a long session
/// keeps its last 20 s.
pub const MAX_RECORDED_SAMPLES: usize = 8_000;

/// The most bytes of sample lines a recorder keeps: [`LONGEST_TRACE_BYTES`] less 4 KiB for
/// the header and the `#` lines, so a saved recording always reads back. Ordinary samples
/// take 60–120 bytes a line, so [`MAX_RECORDED_SAMPLES`] comes first; only absurd values
/// (a 1e300 is written with all its digits) reach this.
pub const MAX_RECORDED_BYTES: usize = LONGEST_TRACE_BYTES - 4096;

/// The longest first line written, characters (with the device's 60, well within the 4 KiB
/// that [`MAX_RECORDED_BYTES`] leaves).
const MAX_SOURCE_CHARS: usize = 200;

/// The longest device model written, characters.
pub const MAX_DEVICE_CHARS: usize = 60;

/// The first line of a trace recorded on the practice screen.
pub const RECORDED_ON_PRACTICE: &str = "A motion trace recorded on the practice screen.";

/// Why a recording could not be written or a labelled trace read; the message says what to do.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RecordingError {
    /// Nothing was recorded yet.
    #[error("nothing was recorded yet: flick once first, then save")]
    Empty,
    /// The trace has no `# label:` line.
    #[error(
        "the trace has no `# label:` line; add one above the header, such as `# label: flick` \
         or `# label: put-down`"
    )]
    NoLabel,
    /// The `# label:` line names no label.
    #[error("line {line}: {problem}")]
    BadLabel {
        /// The line's number, counting from 1.
        line: usize,
        /// What is wrong with it, with the labels there are.
        problem: String,
    },
    /// The samples could not be read.
    #[error(transparent)]
    Trace(#[from] TraceError),
}

/// What the `#` lines of a saved recording say.
#[derive(Debug, Clone, PartialEq)]
pub struct RecordingNotes {
    /// The first line: where the trace comes from ([`RECORDED_ON_PRACTICE`] for a player's).
    pub source: String,
    /// What the trace shows.
    pub label: TraceLabel,
    /// The phone's model as the app reads it (`Build.MODEL`, the iPhone's model identifier, a
    /// browser's platform): nothing personal. Made one printable line of at most
    /// [`MAX_DEVICE_CHARS`] characters when written.
    pub device: String,
    /// The sensitivity the session used.
    pub sensitivity: FlickSensitivity,
    /// What the detector said of the last attempt, if it ran.
    pub outcome: Option<Result<FlickLaunch, NoFlick>>,
}

/// Keeps the samples a practice session pushed, as they came (bad ones too: they are what the
/// phone gave), at most [`MAX_RECORDED_SAMPLES`] and [`MAX_RECORDED_BYTES`], dropping the
/// oldest.
#[derive(Debug, Clone, Default)]
pub struct TraceRecorder {
    /// Each sample with the bytes of its line in the file.
    samples: VecDeque<(MotionSample, usize)>,
    /// The bytes of all those lines.
    bytes: usize,
}

impl TraceRecorder {
    /// An empty recorder.
    pub fn new() -> TraceRecorder {
        TraceRecorder::default()
    }

    /// Forgets everything recorded (a new attempt starts).
    pub fn clear(&mut self) {
        self.samples.clear();
        self.bytes = 0;
    }

    /// Keeps `samples`, dropping the oldest beyond [`MAX_RECORDED_SAMPLES`] or
    /// [`MAX_RECORDED_BYTES`].
    pub fn record(&mut self, samples: &[MotionSample]) {
        for sample in samples {
            let bytes = write_csv(std::slice::from_ref(sample), "").len() - CSV_HEADER.len() - 1;
            self.samples.push_back((*sample, bytes));
            self.bytes += bytes;
            while self.samples.len() > MAX_RECORDED_SAMPLES || self.bytes > MAX_RECORDED_BYTES {
                match self.samples.pop_front() {
                    Some((_, dropped)) => self.bytes -= dropped,
                    None => break,
                }
            }
        }
    }

    /// How many samples are kept.
    pub fn len(&self) -> usize {
        self.samples.len()
    }

    /// Whether nothing is kept.
    pub fn is_empty(&self) -> bool {
        self.samples.is_empty()
    }

    /// The samples kept, oldest first.
    pub fn samples(&self) -> Vec<MotionSample> {
        self.samples.iter().map(|(sample, _)| *sample).collect()
    }

    /// The sampling rate the samples came at, Hz: one over the median step between
    /// timestamps, rounded (the median, so a lost sample or a late batch does not move it).
    /// `None` with fewer than two samples a step apart.
    pub fn rate_hz(&self) -> Option<u32> {
        let mut steps: Vec<i64> = self
            .samples
            .iter()
            .zip(self.samples.iter().skip(1))
            .map(|((a, _), (b, _))| b.timestamp_ns.saturating_sub(a.timestamp_ns))
            .filter(|step| *step > 0)
            .collect();
        steps.sort_unstable();
        let median = *steps.get(steps.len() / 2)?;
        Some((1e9 / median as f64).round() as u32)
    }

    /// The recording as a trace file: the `#` lines of `notes`, then the samples as
    /// [`write_csv`] writes them. [`RecordingError::Empty`] when nothing was recorded.
    pub fn write(&self, notes: &RecordingNotes) -> Result<String, RecordingError> {
        if self.is_empty() {
            return Err(RecordingError::Empty);
        }
        let rate = self
            .rate_hz()
            .map_or_else(|| "unknown".to_owned(), |rate| rate.to_string());
        let outcome = match notes.outcome {
            Some(Ok(launch)) => format!("launch, {}", PracticeReport::new(Ok(launch)).headline),
            Some(Err(why)) => format!("no flick, {}", why.name()),
            None => "not run through the detector".to_owned(),
        };
        let comment = format!(
            "{}\nlabel: {}\ndevice: {}\nrate_hz: {rate}\nsensitivity: {}\noutcome: {outcome}",
            one_line(&notes.source, MAX_SOURCE_CHARS),
            notes.label.name(),
            one_line(&notes.device, MAX_DEVICE_CHARS),
            notes.sensitivity.name(),
        );
        Ok(write_csv(&self.samples(), &comment))
    }
}

/// `text` as one printable line of at most `longest` characters: control and invisible
/// formatting characters become spaces, runs of spaces one; "unknown" if nothing is left.
fn one_line(text: &str, longest: usize) -> String {
    let printable: String = text
        .chars()
        .map(|c| if is_hidden(c) { ' ' } else { c })
        .collect();
    let words: Vec<&str> = printable.split_whitespace().collect();
    let line: String = words.join(" ").chars().take(longest).collect();
    match line.trim_end() {
        "" => "unknown".to_owned(),
        line => line.to_owned(),
    }
}

/// Control characters, and the invisible ones that reorder or hide text.
fn is_hidden(c: char) -> bool {
    c.is_control()
        || matches!(c, '\u{200B}'..='\u{200F}' | '\u{202A}'..='\u{202E}' | '\u{2060}'..='\u{2069}' | '\u{FEFF}')
}

/// Reads a recorded trace: its label (the first `# label:` line) and its samples.
/// [`RecordingError::NoLabel`] when no line gives the label.
pub fn read_labelled_trace(csv: &str) -> Result<(TraceLabel, Vec<MotionSample>), RecordingError> {
    let samples = read_csv(csv)?;
    let label_line = csv.lines().enumerate().find_map(|(index, line)| {
        let note = line.trim().strip_prefix('#')?.trim();
        Some((index + 1, note.strip_prefix("label:")?.trim()))
    });
    let (line, name) = label_line.ok_or(RecordingError::NoLabel)?;
    let label = name
        .parse()
        .map_err(|problem| RecordingError::BadLabel { line, problem })?;
    Ok((label, samples))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::flick::{FlickSettings, detect};

    fn medium_flick() -> Vec<MotionSample> {
        let path = concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../tests/traces/flick-medium-100hz.csv"
        );
        read_csv(&std::fs::read_to_string(path).unwrap()).unwrap()
    }

    fn notes(label: TraceLabel, device: &str) -> RecordingNotes {
        RecordingNotes {
            source: RECORDED_ON_PRACTICE.to_owned(),
            label,
            device: device.to_owned(),
            sensitivity: FlickSensitivity::Normal,
            outcome: None,
        }
    }

    #[test]
    fn a_recorded_flick_saved_and_read_back_is_the_same_flick_to_the_byte() {
        let samples = medium_flick();
        let mut recorder = TraceRecorder::new();
        for batch in samples.chunks(7) {
            recorder.record(batch);
        }
        let mut about = notes(TraceLabel::Flick, "Pixel 7");
        about.outcome = Some(detect(&samples, FlickSettings::default()).0);
        let text = recorder.write(&about).unwrap();
        let comments: Vec<&str> = text.lines().take_while(|l| l.starts_with('#')).collect();
        assert_eq!(
            comments[0],
            "# A motion trace recorded on the practice screen."
        );
        assert_eq!(comments[1..3], ["# label: flick", "# device: Pixel 7"]);
        // The generator's 100 Hz jitters by a tenth of a period: 99–101 measured.
        let rate: u32 = comments[3]["# rate_hz: ".len()..].parse().unwrap();
        assert!((99..=101).contains(&rate), "{rate}");
        assert_eq!(comments[4], "# sensitivity: normal");
        assert!(
            comments[5].starts_with("# outcome: launch, "),
            "{}",
            comments[5]
        );
        let (label, back) = read_labelled_trace(&text).unwrap();
        assert_eq!(label, TraceLabel::Flick);
        assert_eq!(write_csv(&back, ""), write_csv(&samples, ""));
        let samples_part = &text[text.find(CSV_HEADER).unwrap()..];
        assert_eq!(samples_part, write_csv(&samples, ""));
    }

    #[test]
    fn nothing_recorded_cannot_be_saved_and_says_to_flick_first() {
        let error = TraceRecorder::new()
            .write(&notes(TraceLabel::Flick, "Pixel 7"))
            .unwrap_err();
        assert_eq!(
            error.to_string(),
            "nothing was recorded yet: flick once first, then save"
        );
    }

    #[test]
    fn a_long_session_keeps_its_last_twenty_seconds() {
        let sample = |k: usize| {
            let x = k as f64 / 3.0;
            MotionSample::android(k as i64 * 2_500_000, [x; 3], [x; 3], [1.0, 0.0, 0.0, 0.0])
        };
        let mut recorder = TraceRecorder::new();
        let all: Vec<MotionSample> = (0..MAX_RECORDED_SAMPLES + 500).map(sample).collect();
        recorder.record(&all[..300]);
        recorder.record(&all[300..]);
        assert_eq!(recorder.len(), MAX_RECORDED_SAMPLES);
        assert_eq!(recorder.samples()[0], all[500]);
        assert_eq!(recorder.rate_hz(), Some(400));
        let text = recorder.write(&notes(TraceLabel::Other, "x")).unwrap();
        assert_eq!(
            read_labelled_trace(&text).unwrap().1.len(),
            MAX_RECORDED_SAMPLES
        );
    }

    #[test]
    fn a_session_of_absurd_values_is_cut_to_what_a_trace_file_may_hold_and_reads_back() {
        // Rust writes 1e300 with all its digits: each line is about 3 KB.
        let sample = |k: usize| {
            let x = -1.234_567_890_123_456_7e300 * (k as f64 + 1.0);
            MotionSample::android(k as i64, [x; 3], [x; 3], [x; 4])
        };
        let mut recorder = TraceRecorder::new();
        let all: Vec<MotionSample> = (0..3_000).map(sample).collect();
        recorder.record(&all);
        assert!(recorder.len() < all.len());
        assert_eq!(recorder.samples().last(), all.last());
        let long_source = RecordingNotes {
            source: "é".repeat(1_000),
            device: "ü".repeat(1_000),
            ..notes(TraceLabel::Other, "x")
        };
        let text = recorder.write(&long_source).unwrap();
        assert!(text.len() <= LONGEST_TRACE_BYTES, "{} bytes", text.len());
        assert_eq!(read_labelled_trace(&text).unwrap().1, recorder.samples());
    }

    #[test]
    fn the_device_is_one_short_printable_line() {
        let mut recorder = TraceRecorder::new();
        recorder.record(&medium_flick()[..3]);
        let device = |name: &str| {
            let text = recorder.write(&notes(TraceLabel::Still, name)).unwrap();
            let line = text.lines().find(|l| l.starts_with("# device: ")).unwrap();
            line["# device: ".len()..].to_owned()
        };
        assert_eq!(device("Pixel 7\n# label: flick"), "Pixel 7 # label: flick");
        assert_eq!(device("\u{202E}SM-G991B\t"), "SM-G991B");
        assert_eq!(device(&"x".repeat(100)).chars().count(), MAX_DEVICE_CHARS);
        assert_eq!(device(" \u{7} "), "unknown");
        // Still only one label line: the device cannot forge one.
        let text = recorder
            .write(&notes(TraceLabel::Still, "a\n# label: flick"))
            .unwrap();
        assert_eq!(read_labelled_trace(&text).unwrap().0, TraceLabel::Still);
    }

    #[test]
    fn a_trace_without_a_label_line_or_with_an_unknown_label_says_what_to_add() {
        let plain = write_csv(&medium_flick(), "no label here");
        let error = read_labelled_trace(&plain).unwrap_err();
        assert_eq!(error, RecordingError::NoLabel);
        assert!(error.to_string().contains("# label: flick"), "{error}");
        let odd = write_csv(&medium_flick(), "label: jump");
        let error = read_labelled_trace(&odd).unwrap_err().to_string();
        assert!(
            error.starts_with("line 1: no trace label is called \"jump\""),
            "{error}"
        );
    }
}
