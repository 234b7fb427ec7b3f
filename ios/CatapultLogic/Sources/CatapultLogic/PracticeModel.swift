import CatapultCore
import Foundation
import Observation

/// The practice screen's state, as on Android (`PracticeAdapter` and `PracticePanel`): hold the
/// button and flick (the motion comes through a `MotionSource`, the same Core Motion adapter as
/// a round's flick), then the core's report — headline, advice, the numbers and the arc from
/// the side — or why nothing launched, in the core's words; the core's sensitivities; and the
/// last attempt as a labelled trace file to share (the phone's model only). No SwiftUI, UIKit or
/// Core Motion here: the view draws and shares, the model only asks the core.
@MainActor
@Observable
public final class PracticeModel: HoldsFlick {
    /// True while the button is held (the sensors run).
    public private(set) var holding = false
    /// The last attempt's report (nil before the first).
    public private(set) var report: PracticeReport?
    /// The arc of the attempt before it, drawn faint to compare.
    public private(set) var previousArc: [ArcPoint] = []
    /// The setting the next attempt is read with.
    public private(set) var sensitivity: FlickSensitivity
    /// What the player says the last attempt was, for the saved trace.
    public var label: TraceLabel = .flick { didSet { refreshTrace() } }
    /// The last attempt as a trace file (nil before the first attempt).
    public private(set) var trace: String?
    /// A refusal in the core's words.
    public private(set) var message: String?

    /// The core's settings, gentlest first, with their names and explanations.
    public var sensitivities: [SensitivityChoice] { Self.sensitivities }
    /// The same, read from the core once while the app runs (the setup and the round use them too).
    public nonisolated static let sensitivities = flickSensitivities()
    /// The core's labels for a saved trace, in the order to offer them, with their words.
    public static let labels: [TraceLabelChoice] = traceLabels()

    /// What a saved motion was, in the core's words.
    public static func words(_ label: TraceLabel) -> String {
        labels.first { $0.label == label }?.words ?? ""
    }

    /// The core's practice, made when first needed: a view may make a model on every redraw
    /// and keep only the first, so making one must cost nothing.
    @ObservationIgnored private var made: FlickPractice?
    private var practice: FlickPractice {
        if let made { return made }
        let practice = FlickPractice(sensitivity: sensitivity)
        made = practice
        return practice
    }
    private let source: MotionSource
    private let deviceModel: String
    private let onSensitivity: (FlickSensitivity) -> Void

    /// A practice at `sensitivity`, reading `source`; `deviceModel` goes into saved traces and
    /// `onSensitivity` hears a change of setting (in a game: the seat's).
    public init(sensitivity: FlickSensitivity, source: MotionSource, deviceModel: String,
         onSensitivity: @escaping (FlickSensitivity) -> Void = { _ in }) {
        self.sensitivity = sensitivity
        self.source = source
        self.deviceModel = deviceModel
        self.onSensitivity = onSensitivity
    }

    public var motionAvailable: Bool { source.isAvailable }

    /// The button went down: a new attempt, recorded from here.
    public func press() {
        guard !holding else { return }
        holding = true
        message = nil
        do {
            try practice.arm()
        } catch {
            message = sentence(error)
            return
        }
        let practice = self.practice
        // A flick the core confirms ends the attempt.
        source.feed({ (try? practice.pushIos(samples: $0)) == true ? true : nil }, answered: { [weak self] _ in self?.release() })
    }

    /// The button came up (or the core confirmed the flick): the attempt's report.
    public func release() {
        guard holding else { return }
        holding = false
        source.stop()
        do {
            let next = try practice.disarm()
            if let arc = report?.arc, !arc.isEmpty { previousArc = arc }
            report = next
            refreshTrace()
        } catch {
            message = sentence(error)
        }
    }

    /// The screen went away or the touch was taken: no report.
    public func cancel() {
        guard holding else { return }
        holding = false
        source.stop()
        _ = try? practice.disarm()
    }

    /// Reads the next attempts with `choice`, and tells whoever keeps it (the seat).
    public func choose(_ choice: FlickSensitivity) {
        guard choice != sensitivity else { return }
        do {
            try practice.setSensitivity(sensitivity: choice)
            sensitivity = choice
            onSensitivity(choice)
        } catch {
            message = sentence(error)
        }
    }

    /// The launch's numbers in a line or two, when it launched.
    public var numbers: String? {
        guard let launch = report?.launch else { return nil }
        let aim = launch.aimDegrees
        let side = abs(aim) < 0.5 ? "straight" : String(format: "%.0f° %@", abs(aim), aim > 0 ? "left" : "right")
        return String(format: "Speed %.1f m/s · aim %@ · elevation %.0f°\nYour hand %.1f m/s · lands %.1f m away",
                      launch.speedMPerS, side, launch.elevationDegrees, launch.handSpeedMPerS, launch.distanceM)
    }

    /// `arc` in a box of `width` × `height` points (y down), metres to one scale both ways and
    /// at least 2.5 m across, with this attempt and the one before sharing the scale.
    public func scaled(_ arc: [ArcPoint], width: Double, height: Double) -> [(x: Double, y: Double)] {
        let all = (report?.arc ?? []) + previousArc
        let across = max(2.5, all.map(\.distanceM).max() ?? 0) * 1.08
        let high = max(0.4, all.map(\.heightM).max() ?? 0) * 1.15
        let scale = min(width / across, height / high)
        return arc.map { (x: $0.distanceM * scale, y: height - $0.heightM * scale) }
    }

    private func refreshTrace() {
        trace = report == nil ? nil : try? practice.recordingCsv(deviceModel: deviceModel, label: label)
    }
}
