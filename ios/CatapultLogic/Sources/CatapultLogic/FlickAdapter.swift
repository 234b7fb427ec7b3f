import CatapultCore
import Foundation
import Observation

/// Forwards the phone's motion to the core's flick detector while the launch button is held:
/// arm on press, push batches as they come, disarm on release. The detector decides whether
/// there was a flick and what launch it makes; nothing is converted here.
@MainActor
@Observable
public final class FlickAdapter: HoldsFlick {
    /// Why there was no launch (the core's message), for the player.
    public private(set) var message: String?
    public private(set) var holding = false
    @ObservationIgnored public var onLaunch: (Launch) -> Void = { _ in }

    private let source: MotionSource
    private let sensitivity: FlickSensitivity
    /// The core's detector, made at the first press: a view may make an adapter on every
    /// redraw and keep only the first, so making one must cost nothing.
    @ObservationIgnored private var made: FlickDetector?
    private var detector: FlickDetector {
        if let made { return made }
        let detector = FlickDetector.withSensitivity(sensitivity: sensitivity)
        made = detector
        return detector
    }
    @ObservationIgnored private var launched = false

    /// Reads `source` (the app's Core Motion) for a player with `sensitivity` (the hurl stage's).
    public init(source: MotionSource, sensitivity: FlickSensitivity = .normal) {
        self.source = source
        self.sensitivity = sensitivity
    }

    public var motionAvailable: Bool { source.isAvailable }

    public func press() {
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
        source.feed({ (try? detector.pushIos(samples: $0))?.launch }, answered: { [weak self] in self?.launch($0) })
    }

    public func release() {
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
    public func cancel() {
        guard holding else { return }
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
