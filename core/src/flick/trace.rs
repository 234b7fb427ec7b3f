//! Motion traces as CSV files: the format recorded traces are stored in (`tests/traces/`, a
//! trace given to `catapult flick`, the apps' `flick_from_trace`).

use super::sample::MotionSample;
use std::fmt::Write as _;

/// The columns of a trace file, in order: the timestamp (ns), the linear acceleration in the
/// device frame (m/s²), the rotation rate (rad/s) and the attitude quaternion `[w, x, y, z]`.
pub const CSV_HEADER: &str = "timestamp_ns,ax,ay,az,gx,gy,gz,qw,qx,qy,qz";

/// The longest trace read, bytes: 4 MiB, about 40 s of samples at 400 Hz (a flick takes one
/// or two). A longer text is refused before it is read, so a huge file cannot fill the memory.
pub const LONGEST_TRACE_BYTES: usize = 4 << 20;

/// A trace file that could not be read: a line of it, or its length.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{}", match .line {
    0 => .problem.clone(),
    line => format!("line {line}: {}", .problem),
})]
pub struct TraceError {
    /// The line's number, counting from 1 (0: the whole trace, for one that is too long).
    pub line: usize,
    /// What is wrong with it.
    pub problem: String,
}

/// The error for a trace of `bytes` bytes, longer than [`LONGEST_TRACE_BYTES`].
pub fn trace_too_long(bytes: u64) -> TraceError {
    TraceError {
        line: 0,
        problem: format!(
            "the trace is {:.1} MB, more than the {} MB a trace may have (about 40 s of \
             samples); cut it to the flick",
            bytes as f64 / 1e6,
            LONGEST_TRACE_BYTES / 1_000_000
        ),
    }
}

/// A trace as CSV: `comment` as `# ` lines (if any), the header [`CSV_HEADER`], then one line
/// per sample. Numbers are written exactly (shortest round-trip form), `NaN` and `inf` as such.
pub fn write_csv(samples: &[MotionSample], comment: &str) -> String {
    let mut text = String::with_capacity(64 * (samples.len() + 2));
    for line in comment.lines() {
        text.push_str(format!("# {line}").trim_end());
        text.push('\n');
    }
    text.push_str(CSV_HEADER);
    text.push('\n');
    for sample in samples {
        let [ax, ay, az] = sample.acceleration;
        let [gx, gy, gz] = sample.rotation_rate;
        let [qw, qx, qy, qz] = sample.attitude;
        let _ = writeln!(
            text,
            "{},{ax},{ay},{az},{gx},{gy},{gz},{qw},{qx},{qy},{qz}",
            sample.timestamp_ns
        );
    }
    text
}

/// Reads a trace written as [`write_csv`] does. Blank lines and lines starting with `#` are
/// skipped; the first other line must be the header. Values may be `NaN`, `inf` or `-inf`
/// (a trace of bad input); the timestamp must be a whole number of nanoseconds.
/// A text longer than [`LONGEST_TRACE_BYTES`] is refused unread.
pub fn read_csv(text: &str) -> Result<Vec<MotionSample>, TraceError> {
    if text.len() > LONGEST_TRACE_BYTES {
        return Err(trace_too_long(text.len() as u64));
    }
    let columns: Vec<&str> = CSV_HEADER.split(',').collect();
    let mut samples = Vec::new();
    let mut header_seen = false;
    for (index, raw) in text.lines().enumerate() {
        let line = index + 1;
        let content = raw.trim();
        if content.is_empty() || content.starts_with('#') {
            continue;
        }
        let fields: Vec<&str> = content.split(',').map(str::trim).collect();
        let problem = |problem: String| TraceError { line, problem };
        if !header_seen {
            if fields != columns {
                return Err(problem(format!(
                    "expected the header `{CSV_HEADER}`, found `{content}`"
                )));
            }
            header_seen = true;
            continue;
        }
        if fields.len() != columns.len() {
            return Err(problem(format!(
                "expected {} values ({CSV_HEADER}), found {}",
                columns.len(),
                fields.len()
            )));
        }
        let timestamp_ns = fields[0].parse::<i64>().map_err(|_| {
            problem(format!(
                "`{}` in column timestamp_ns is not a whole number of nanoseconds",
                fields[0]
            ))
        })?;
        let mut values = [0.0; 10];
        for ((value, field), column) in values.iter_mut().zip(&fields[1..]).zip(&columns[1..]) {
            *value = field
                .parse::<f64>()
                .map_err(|_| problem(format!("`{field}` in column {column} is not a number")))?;
        }
        let [ax, ay, az, gx, gy, gz, qw, qx, qy, qz] = values;
        samples.push(MotionSample::android(
            timestamp_ns,
            [ax, ay, az],
            [gx, gy, gz],
            [qw, qx, qy, qz],
        ));
    }
    if !header_seen {
        return Err(TraceError {
            line: text.lines().count().max(1),
            problem: format!("no header: a trace starts with `{CSV_HEADER}`"),
        });
    }
    Ok(samples)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::flick::STANDARD_GRAVITY;

    /// Samples whose values need every digit to come back the same (thirds, square roots,
    /// tiny and huge numbers, a negative zero), 20 ms apart.
    fn awkward_samples() -> Vec<MotionSample> {
        (1..=12)
            .map(|k| {
                let x = f64::from(k);
                MotionSample::android(
                    i64::from(k) * 20_000_000 + 7,
                    [1.0 / x, -STANDARD_GRAVITY * x / 3.0, 1e-300 * x],
                    [x.sqrt(), -1.0 / (3.0 * x), 6.02e23 / x],
                    [1.0 / x.sqrt(), 0.1 * x, 0.0, -0.0],
                )
            })
            .collect()
    }

    #[test]
    fn a_trace_survives_csv_exactly_nan_and_infinities_included() {
        let mut samples = awkward_samples();
        samples[3].acceleration[1] = f64::NAN;
        samples[4].rotation_rate[2] = f64::INFINITY;
        samples[5].attitude[0] = f64::NEG_INFINITY;
        let text = write_csv(&samples, "awkward numbers\nwith three bad values");
        assert!(text.starts_with("# awkward numbers\n# with three bad values\ntimestamp_ns,"));
        let back = read_csv(&text).unwrap();
        assert_eq!(write_csv(&back, ""), write_csv(&samples, ""));
        assert!(back[3].acceleration[1].is_nan());
        assert_eq!(back[4].rotation_rate[2], f64::INFINITY);
        assert_eq!(back[10], samples[10]);
    }

    #[test]
    fn a_bad_line_is_named_with_what_is_wrong() {
        let header = CSV_HEADER;
        let good = "10,0,0,0,0,0,0,1,0,0,0";
        let error = read_csv(&format!("{header}\n{good}\n20,0,0,0\n")).unwrap_err();
        assert_eq!(error.line, 3);
        assert!(error.problem.contains("expected 11 values"), "{error}");
        let error = read_csv(&format!(
            "# note\n{header}\n{good}\n20,0,x,0,0,0,0,1,0,0,0\n"
        ))
        .unwrap_err();
        assert_eq!(
            error.to_string(),
            "line 4: `x` in column ay is not a number"
        );
        let error = read_csv(&format!("{header}\n2.5,0,0,0,0,0,0,1,0,0,0\n")).unwrap_err();
        assert!(
            error.problem.contains("whole number of nanoseconds"),
            "{error}"
        );
        let error = read_csv("ax,ay\n").unwrap_err();
        assert_eq!(error.line, 1);
        assert!(error.problem.contains("expected the header"), "{error}");
        assert!(read_csv("").unwrap_err().problem.contains("no header"));
        assert_eq!(
            read_csv(&format!("{header}\r\n{good}\r\n")).unwrap().len(),
            1
        );
    }

    #[test]
    fn a_trace_longer_than_four_megabytes_is_refused_unread_with_what_to_do() {
        let line = "10,0,0,0,0,0,0,1,0,0,0\n";
        let lines = LONGEST_TRACE_BYTES / line.len() + 1;
        let text = format!("{CSV_HEADER}\n{}", line.repeat(lines));
        let error = read_csv(&text).unwrap_err();
        assert_eq!(error.line, 0);
        assert!(
            error.to_string().starts_with("the trace is 4.2 MB"),
            "{error}"
        );
        assert!(
            error.to_string().ends_with("cut it to the flick"),
            "{error}"
        );
    }
}
