//! The export importer (`catapult import FILE`, the apps' `import_game`): any text is refused
//! with a reason or stored; a stored game exports again and that export imports again.
#![no_main]

use catapult_core::store::Store;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(json) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(mut store) = Store::open_in_memory() else {
        return;
    };
    let Ok(id) = store.import_game(json) else {
        return;
    };
    let exported = store
        .export_game(id)
        .unwrap_or_else(|error| panic!("an imported game does not export: {error}"));
    if let Err(error) = store.import_game(&exported) {
        panic!("an export of an imported game is refused: {error}");
    }
});
