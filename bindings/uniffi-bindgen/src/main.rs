//! `uniffi-bindgen generate <libcatapult_ffi.so> --language kotlin|swift --out-dir DIR`: the
//! Kotlin and Swift bindings, read from the metadata in the built library.

fn main() {
    uniffi::uniffi_bindgen_main()
}
