// swift-tools-version: 6.0
// The iOS app's logic, apart from its SwiftUI views and Core Motion: the game's controller, the
// flick adapter, the models of every screen, the board camera and the words the screens show.
// It needs only Foundation, Observation and the core's bindings, so the same package compiles
// and is tested on Linux (scripts/test-swift, in a Debian trixie root with Swift 6) and on a
// Mac (`swift test` here, once bindings/swift/build-xcframework.sh --macos has run). The app
// (ios/Catapult) imports it and keeps the views. Tools 6.0: the module and its tests are in the
// Swift 6 language mode, with complete data-race checking (the bindings' package stays in Swift
// 5 mode, as the generated code is written for it). docs/IOS.md.
import PackageDescription

let package = Package(
    name: "CatapultLogic",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [
        .library(name: "CatapultLogic", targets: ["CatapultLogic"]),
    ],
    dependencies: [
        .package(name: "CatapultCore", path: "../../bindings/swift"),
    ],
    targets: [
        .target(
            name: "CatapultLogic",
            dependencies: [.product(name: "CatapultCore", package: "CatapultCore")]
        ),
        .testTarget(
            name: "CatapultLogicTests",
            dependencies: ["CatapultLogic", .product(name: "CatapultCore", package: "CatapultCore")]
        ),
    ]
)
