//! The flick trace reader and the detector behind it (`catapult flick TRACE.csv`, the apps'
//! `flick_from_trace`): any text is refused with a line number or gives a launch or a reason,
//! never a panic; a trace read is written back as it was read.
#![no_main]

use catapult_core::flick::{FlickSettings, detect, read_csv, write_csv};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(samples) = read_csv(text) else {
        return;
    };
    let written = write_csv(&samples, "");
    match read_csv(&written) {
        Ok(again) => assert_eq!(
            write_csv(&again, ""),
            written,
            "a trace changed when re-read"
        ),
        Err(error) => panic!("a written trace cannot be read back: {error}"),
    }
    let _ = detect(&samples, FlickSettings::default());
});
