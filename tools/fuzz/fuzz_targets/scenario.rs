//! The scenario parser and player (`catapult score FILE`): any text is refused with a reason or
//! played to a score, never a panic.
#![no_main]

use catapult_core::scenario::Scenario;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    if let Ok(scenario) = Scenario::from_json(text) {
        let _ = scenario.play();
    }
});
