import CatapultCore
import Foundation

/// Where motion samples come from: Core Motion on a phone, a fake in tests or previews.
protocol MotionSource: AnyObject {
    var isAvailable: Bool { get }
    /// Starts the updates; `batch` gets the samples, oldest first, on a background queue.
    func start(batch: @escaping @Sendable ([IosMotion]) -> Void)
    /// Stops them, after handing the last samples to `batch`.
    func stop()
}

/// Forwards the phone's motion to the core's flick detector while the launch button is held:
/// arm on press, push batches as they come, disarm on release. The detector decides whether
/// there was a flick and what launch it makes; nothing is converted here.
@MainActor
final class FlickAdapter: ObservableObject {
    /// Why there was no launch (the core's message), for the player.
    @Published private(set) var message: String?
    @Published private(set) var holding = false
    var onLaunch: (Launch) -> Void = { _ in }

    private let source: MotionSource
    private let detector: FlickDetector
    private var launched = false

    /// Reads `source` for a player with `sensitivity` (the hurl stage's).
    init(source: MotionSource = CoreMotionSource.shared, sensitivity: FlickSensitivity = .normal) {
        self.source = source
        self.detector = FlickDetector.withSensitivity(sensitivity: sensitivity)
    }

    var motionAvailable: Bool { source.isAvailable }

    func press() {
        guard !holding else { return }
        holding = true
        launched = false
        message = nil
        do {
            try detector.arm()
        } catch {
            message = sentence(error)
            return
        }
        let detector = self.detector
        source.start { [weak self] samples in
            // On the motion queue: the detector is thread-safe; only a launch goes to the UI.
            guard let result = try? detector.pushIos(samples: samples) else { return }
            Task { @MainActor in self?.launch(result.launch) }
        }
    }

    func release() {
        guard holding else { return }
        holding = false
        source.stop()
        do {
            let result = try detector.disarm()
            launch(result.launch)
        } catch {
            if !launched { message = sentence(error) }
        }
    }

    /// The screen went away: stop listening without a launch.
    func cancel() {
        holding = false
        launched = true
        source.stop()
        _ = try? detector.disarm()
    }

    private func launch(_ launch: Launch) {
        guard !launched else { return }
        launched = true
        onLaunch(launch)
    }
}
