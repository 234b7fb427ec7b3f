#!/usr/bin/env bash
# Builds what the Android app needs from the Rust side: the native library for every Android
# ABI and the Kotlin bindings. Needs the Android NDK (not installed on the Linux CI).
#
#   bindings/android/build-jnilibs.sh [KOTLIN_OUT_DIR [JNI_LIBS_DIR]]
#
# 1. libcatapult_ffi.so (release) for arm64-v8a, armeabi-v7a, x86_64 and x86, built with
#    cargo-ndk into JNI_LIBS_DIR/<abi>/, by default android/app/build/generated/jniLibs (the
#    app's Gradle build passes the folder it registers as the variants' generated jniLibs). The
#    generated Kotlin loads it through JNA by the name catapult_ffi.
# 2. The Kotlin bindings (package app.catapult.core), generated from a host build of the library
#    (the metadata is the same for every target) into KOTLIN_OUT_DIR, by default
#    android/app/build/generated/uniffi; add that folder to the app's Kotlin sources.
#
# The NDK is found through ANDROID_NDK_HOME (the NDK's own folder, e.g. ~/Android/Sdk/ndk/<ver>),
# else the newest NDK under the SDK: $ANDROID_HOME, $ANDROID_SDK_ROOT, ~/Android/Sdk (Linux) or
# ~/Library/Android/sdk (macOS). Install one with Android Studio (SDK Manager > SDK Tools > NDK)
# or `sdkmanager "ndk;<version>"`. cargo-ndk links for API level 21 unless CARGO_NDK_PLATFORM
# says otherwise (the app's minSdk, say). cargo-ndk and the four Rust targets are installed when
# missing. Only the generated file app/catapult/core/catapult_ffi.kt in KOTLIN_OUT_DIR is
# replaced; nothing else there is touched.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
# The output folder is taken relative to where the script is called from.
KOTLIN_OUT="${1:-$ROOT/android/app/build/generated/uniffi}"
case "$KOTLIN_OUT" in /*) ;; *) KOTLIN_OUT="$PWD/$KOTLIN_OUT" ;; esac
JNI_LIBS="${2:-$ROOT/android/app/build/generated/jniLibs}"
case "$JNI_LIBS" in /*) ;; *) JNI_LIBS="$PWD/$JNI_LIBS" ;; esac
cd "$ROOT"

step() { printf '\n== %s\n' "$*"; }
fail() { printf 'build-jnilibs.sh: %s\n' "$*" >&2; exit 1; }

step "Android NDK"
if [ -z "${ANDROID_NDK_HOME:-}" ]; then
  for sdk in "${ANDROID_HOME:-}" "${ANDROID_SDK_ROOT:-}" ~/Android/Sdk ~/Library/Android/sdk; do
    if [ -z "$sdk" ] || [ ! -d "$sdk/ndk" ]; then continue; fi
    newest="$(find "$sdk/ndk" -mindepth 1 -maxdepth 1 -type d | sort -V | tail -n 1)"
    if [ -n "$newest" ]; then export ANDROID_NDK_HOME="$newest"; break; fi
  done
fi
if [ -z "${ANDROID_NDK_HOME:-}" ]; then
  fail "no Android NDK found. Install one (Android Studio: SDK Manager > SDK Tools > NDK, or
  sdkmanager \"ndk;<version>\") and set ANDROID_NDK_HOME to its folder, e.g.
  export ANDROID_NDK_HOME=\$HOME/Android/Sdk/ndk/<version>"
fi
ndk="$ANDROID_NDK_HOME"
if [ ! -f "$ndk/source.properties" ] || [ ! -d "$ndk/toolchains/llvm" ]; then
  fail "ANDROID_NDK_HOME=$ANDROID_NDK_HOME is not an NDK folder (no source.properties or
  toolchains/llvm there); point it at the NDK's own folder, e.g. .../Sdk/ndk/<version>"
fi
echo "NDK $(sed -n 's/^Pkg.Revision *= *//p' "$ndk/source.properties") in $ndk"

# A shell that is not a login shell (Android Studio started from the Dock) may lack cargo.
if ! command -v cargo >/dev/null; then export PATH="${CARGO_HOME:-$HOME/.cargo}/bin:$PATH"; fi
command -v cargo >/dev/null || fail "no cargo found on the PATH or in ${CARGO_HOME:-$HOME/.cargo}/bin;
  install Rust from https://rustup.rs, or set CARGO_HOME to where it is"

step "cargo-ndk and the Rust targets"
if ! cargo ndk --version >/dev/null 2>&1; then
  cargo install cargo-ndk --locked
fi
cargo ndk --version
rustup target add \
  aarch64-linux-android armv7-linux-androideabi x86_64-linux-android i686-linux-android

step "libcatapult_ffi.so for every ABI (release) into $JNI_LIBS"
cargo ndk -t arm64-v8a -t armeabi-v7a -t x86_64 -t x86 -o "$JNI_LIBS" \
  build --release --locked -p catapult-ffi
for abi in arm64-v8a armeabi-v7a x86_64 x86; do
  so="$JNI_LIBS/$abi/libcatapult_ffi.so"
  [ -s "$so" ] || fail "cargo-ndk wrote no $so"
done
ls -l "$JNI_LIBS"/*/libcatapult_ffi.so

step "Kotlin bindings (from the host build) into $KOTLIN_OUT"
cargo build --locked -p catapult-ffi
# In cargo's target directory, which CARGO_TARGET_DIR may move out of the repository.
target_dir="$(scripts/target-dir)"
host_lib="$target_dir/debug/libcatapult_ffi.so"
if [ "$(uname -s)" = Darwin ]; then host_lib="$target_dir/debug/libcatapult_ffi.dylib"; fi
kotlin_file="$KOTLIN_OUT/app/catapult/core/catapult_ffi.kt"
rm -f "$kotlin_file"
cargo run --locked -p uniffi-bindgen -- generate "$host_lib" \
  --language kotlin --out-dir "$KOTLIN_OUT" --no-format
[ -s "$kotlin_file" ] || fail "uniffi-bindgen wrote no $kotlin_file"
ls -l "$kotlin_file"

printf '\nDone. The app also depends on net.java.dev.jna:jna:<version>@aar (JNA with its Android\n'
printf 'native parts) and org.jetbrains.kotlinx:kotlinx-coroutines-android.\n'
