#!/usr/bin/env bash
# Builds the Swift package in bindings/swift for the iOS app. macOS with Xcode only.
#
#   bindings/swift/build-xcframework.sh [--macos]
#
# 1. Builds catapult-ffi as a static library (release) for iOS devices (aarch64-apple-ios) and
#    the simulator on Apple silicon and Intel (aarch64-apple-ios-sim, x86_64-apple-ios), and
#    joins the two simulator libraries into one with lipo (an xcframework takes one library per
#    platform). With --macos also for macOS (aarch64 + x86_64, joined), so that `swift build` and
#    `swift test` work on the Mac itself; Package.swift lists macOS 14 for that.
# 2. Generates the Swift bindings from a host build of the library (the metadata is the same for
#    every target) with the workspace's uniffi-bindgen; bindings/uniffi.toml is found by itself.
# 3. Puts the C header and the module map, renamed module.modulemap as xcframeworks require, in
#    one headers folder, and runs `xcodebuild -create-xcframework` with it for every library:
#    bindings/swift/CatapultCoreFFI.xcframework.
# 4. Copies CatapultCore.swift to bindings/swift/Sources/CatapultCore/.
#
# Rerun it after every change to the Rust side. Everything it writes is ignored by git; the
# staging files stay in xcframework/ of cargo's target directory (target/, or
# CARGO_TARGET_DIR). The deployment targets match Package.swift (IPHONEOS_DEPLOYMENT_TARGET=17.0,
# MACOSX_DEPLOYMENT_TARGET=14.0), so the C code inside (SQLite) is compiled for the same OS
# versions the package declares.
#
# The module map drops the generated `use "_Builtin_stdbool"` / `use "_Builtin_stdint"` lines,
# which break Xcode 26.4 and later with "cannot find type 'RustBuffer' in scope"
# (mozilla/uniffi-rs#2917; see xcframework-module-map, KEEP_BUILTIN_USES=1 keeps them).
set -euo pipefail

if [ "$(uname -s)" != Darwin ]; then
  echo "build-xcframework.sh needs macOS with Xcode (xcodebuild, lipo); this is $(uname -s)." >&2
  echo "On Linux, scripts/test-bindings generates the Swift bindings and checks their syntax." >&2
  exit 1
fi
for tool in xcodebuild lipo cargo rustup; do
  if ! command -v "$tool" >/dev/null; then
    echo "build-xcframework.sh: '$tool' not found (install Xcode, and Rust: https://rustup.rs)" >&2
    exit 1
  fi
done

macos=false
for arg in "$@"; do
  case "$arg" in
    --macos) macos=true ;;
    -h | --help) sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
    *) echo "build-xcframework.sh: unknown argument '$arg' (see --help)" >&2; exit 2 ;;
  esac
done

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$ROOT"
PACKAGE=bindings/swift
# Cargo's target directory: the libraries are built there, wherever CARGO_TARGET_DIR puts it.
TARGET_DIR="$(scripts/target-dir)"
STAGE="$TARGET_DIR/xcframework"
LIB=libcatapult_ffi.a
export IPHONEOS_DEPLOYMENT_TARGET=17.0 MACOSX_DEPLOYMENT_TARGET=14.0

step() { printf '\n== %s\n' "$*"; }

ios_targets=(aarch64-apple-ios aarch64-apple-ios-sim x86_64-apple-ios)
macos_targets=(aarch64-apple-darwin x86_64-apple-darwin)
targets=("${ios_targets[@]}")
if $macos; then targets+=("${macos_targets[@]}"); fi

step "Rust targets"
rustup target add "${targets[@]}"

for target in "${targets[@]}"; do
  step "catapult-ffi for $target (release)"
  cargo build --release --locked -p catapult-ffi --target "$target"
done

step "Swift bindings (from the host build)"
cargo build --release --locked -p catapult-ffi
rm -rf "$STAGE"
mkdir -p "$STAGE/swift" "$STAGE/headers" "$STAGE/ios-simulator" "$STAGE/macos"
cargo run --locked -p uniffi-bindgen -- generate "$TARGET_DIR/release/libcatapult_ffi.dylib" \
  --language swift --out-dir "$STAGE/swift" --no-format
for file in CatapultCore.swift CatapultCoreFFI.h CatapultCoreFFI.modulemap; do
  [ -s "$STAGE/swift/$file" ] || { echo "uniffi-bindgen did not write $file" >&2; exit 1; }
done
cp "$STAGE/swift/CatapultCoreFFI.h" "$STAGE/headers/"
bindings/swift/xcframework-module-map "$STAGE/swift/CatapultCoreFFI.modulemap" \
  "$STAGE/headers/module.modulemap"

step "one simulator library (arm64 + x86_64)"
lipo -create "$TARGET_DIR/aarch64-apple-ios-sim/release/$LIB" \
  "$TARGET_DIR/x86_64-apple-ios/release/$LIB" -output "$STAGE/ios-simulator/$LIB"
libraries=(
  -library "$TARGET_DIR/aarch64-apple-ios/release/$LIB" -headers "$STAGE/headers"
  -library "$STAGE/ios-simulator/$LIB" -headers "$STAGE/headers"
)
if $macos; then
  lipo -create "$TARGET_DIR/aarch64-apple-darwin/release/$LIB" \
    "$TARGET_DIR/x86_64-apple-darwin/release/$LIB" -output "$STAGE/macos/$LIB"
  libraries+=(-library "$STAGE/macos/$LIB" -headers "$STAGE/headers")
fi

step "CatapultCoreFFI.xcframework"
rm -rf "$PACKAGE/CatapultCoreFFI.xcframework"
xcodebuild -create-xcframework "${libraries[@]}" -output "$PACKAGE/CatapultCoreFFI.xcframework"
cp "$STAGE/swift/CatapultCore.swift" "$PACKAGE/Sources/CatapultCore/CatapultCore.swift"

printf '\nDone: %s/CatapultCoreFFI.xcframework and %s/Sources/CatapultCore/CatapultCore.swift.\n' \
  "$PACKAGE" "$PACKAGE"
echo "Add bindings/swift to the Xcode project as a local package and 'import CatapultCore'."
