import CatapultCore
import CatapultLogic
import Foundation
import Testing

// What the tests share: where the repository is, a scratch folder as the app's Application
// Support, the recorded motion traces as Core Motion would deliver them, and a way to wait for
// a move to land.

/// The repository's root (this file is ios/CatapultLogic/Tests/CatapultLogicTests/Fixtures.swift).
let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

/// A fresh folder, deleted when `body` is done: the app's Application Support. The settings
/// `freshDefaults(for:)` made for it are removed too.
@MainActor
func withTempFolder(_ body: @MainActor (URL) async throws -> Void) async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("catapult-ios-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer {
        try? FileManager.default.removeItem(at: folder)
        for suite in TestDefaults.suites where suite.hasPrefix(TestDefaults.prefix(folder)) {
            UserDefaults.standard.removePersistentDomain(forName: suite)
        }
    }
    try await body(folder)
}

/// The settings suites the tests made, to remove afterwards (a Mac keeps them as files).
@MainActor
enum TestDefaults {
    static var suites: [String] = []

    /// The start of the names of the suites made for `folder`'s test.
    static func prefix(_ folder: URL) -> String { "catapult-ios-tests-\(folder.lastPathComponent)-" }
}

/// Settings of their own for the test using `folder` (the app keeps the current game's id
/// there), removed with the folder.
@MainActor
func freshDefaults(for folder: URL) -> UserDefaults {
    let suite = TestDefaults.prefix(folder) + UUID().uuidString
    TestDefaults.suites.append(suite)
    return UserDefaults(suiteName: suite)!
}

/// A recorded motion trace from tests/traces, as text.
func traceText(_ name: String) throws -> String {
    try String(contentsOf: repository.appendingPathComponent("tests/traces/\(name)"), encoding: .utf8)
}

/// Standard gravity, m/s² per g (Core Motion's unit of acceleration).
let standardGravity = 9.80665

/// The readings of a trace (core/src/flick/trace.rs: `#` comments, the header
/// `timestamp_ns,ax,ay,az,gx,gy,gz,qw,qx,qy,qz`, one reading a line in Android's units) as
/// Core Motion would deliver them: seconds since boot (here three hours in), the user
/// acceleration in g with Core Motion's sign (the opposite of the device's own acceleration),
/// rad/s and the attitude quaternion.
func coreMotionSamples(_ name: String) throws -> [IosMotion] {
    let rows = try traceText(name).split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        .filter { !$0.isEmpty && !$0.hasPrefix("#") }
    try #require(rows.first == "timestamp_ns,ax,ay,az,gx,gy,gz,qw,qx,qy,qz", "not a trace: \(name)")
    return try rows.dropFirst().map { row in
        let fields = row.split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) }
        let v = try #require(fields.count == 11 ? fields.compactMap { $0 } : nil, "a trace row has 11 numbers: \(row)")
        try #require(v.count == 11, "a trace row has 11 numbers: \(row)")
        return IosMotion(
            timestampS: 3 * 3600 + v[0] / 1e9,
            userAccelerationXG: -v[1] / standardGravity, userAccelerationYG: -v[2] / standardGravity,
            userAccelerationZG: -v[3] / standardGravity,
            rotationX: v[4], rotationY: v[5], rotationZ: v[6],
            quaternionW: v[7], quaternionX: v[8], quaternionY: v[9], quaternionZ: v[10])
    }
}

/// A phone replaying recorded motion the way `CoreMotionSource` delivers it: one sample at a
/// time on a serial queue of its own, gathered by the app's `MotionBatcher` while started;
/// `stop()` hands over the last samples first.
final class RecordedMotion: MotionSource, @unchecked Sendable {
    private let samples: [IosMotion]
    private let queue = DispatchQueue(label: "recorded motion")
    private let batcher: MotionBatcher
    private(set) var starts = 0
    private(set) var running = false

    /// A phone that replays `samples`, gathered in batches of `batchSize`.
    init(_ samples: [IosMotion], batchSize: Int = MotionBatcher.defaultSize) {
        self.samples = samples
        self.batcher = MotionBatcher(size: batchSize)
    }

    var isAvailable: Bool { true }

    func start(batch: @escaping @Sendable ([IosMotion]) -> Void) {
        starts += 1
        running = true
        let samples = self.samples
        queue.async { [batcher] in
            batcher.begin(batch)
            for sample in samples { batcher.add(sample) }
        }
    }

    func stop() {
        running = false
        queue.sync { batcher.end() }
    }
}

/// The seats of a table: people by name, bots with a name and a skill.
func table(_ seats: [(String, BotSkill?)], rules: RuleChoices = defaultRules(), seed: UInt64) -> GameSetup {
    GameSetup(seats: seats.map { SeatSetup(name: $0.0, bot: $0.1, flickSensitivity: $0.1 == nil ? .normal : nil) },
              rules: rules, seed: seed)
}

/// Waits until `done` holds, checking every 2 ms, for at most `seconds`.
@MainActor
func eventually(_ what: @autoclosure () -> String, seconds: Double = 10, _ done: () -> Bool) async throws {
    let deadline = Date().addingTimeInterval(seconds)
    while !done() {
        try #require(Date() < deadline, "not in \(seconds) s: \(what())")
        try await Task.sleep(nanoseconds: 2_000_000)
    }
}

extension GameController {
    /// Waits until the move being made, if any, has landed and the bots, if they are to act,
    /// have played (or failed): a move runs off the main actor, the way a player sees it land a
    /// moment after the tap.
    func settled(seconds: Double = 120) async throws {
        try await eventually("the game to settle: \(stage)", seconds: seconds) {
            !moving && !(isBotsTurn && !botsFailed)
        }
    }

    /// The core says a bot is to act.
    var isBotsTurn: Bool {
        if case .core(.botToAct) = stage { return true }
        return false
    }
}
