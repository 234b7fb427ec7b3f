import CatapultCore
import Foundation
import Observation

/// The swipe pad, the touch fallback that is always offered: a swipe up toward the board
/// becomes a launch by the core (`swipeLaunch`: the angle off vertical is the aim, the speed in
/// screen heights per second the power). A swipe the system cancels never ends, so a new swipe
/// is told by its own start point rather than by the last one having ended.
@MainActor
@Observable
public final class SwipeTracker {
    /// Why the last swipe launched nothing (the core's sentence).
    public private(set) var message: String?
    @ObservationIgnored private var began: (time: Date, at: CGPoint)?

    public init() {}

    /// The finger moved in a swipe that started at `start`.
    public func moved(start: CGPoint, at time: Date) {
        if began?.at != start { began = (time, start) }
    }

    /// The finger came up at `end`: the launch, or nil and `message` says why not. The core
    /// measures the swipe's speed by `screenHeight`, the whole screen's height in points now.
    public func ended(start: CGPoint, end: CGPoint, at time: Date, screenHeight: Double) -> Launch? {
        let seconds = time.timeIntervalSince(began?.at == start ? began?.time ?? time : time)
        began = nil
        return send(SwipeInput(
            startX: Double(start.x), startY: Double(start.y), endX: Double(end.x), endY: Double(end.y),
            durationS: max(seconds, 0.01), screenHeight: screenHeight))
    }

    /// For VoiceOver: half the screen's height, straight up, in a quarter of a second.
    public func straight(screenHeight: Double) -> Launch? {
        send(SwipeInput(
            startX: 0, startY: screenHeight * 0.75, endX: 0, endY: screenHeight * 0.25,
            durationS: 0.25, screenHeight: screenHeight))
    }

    private func send(_ swipe: SwipeInput) -> Launch? {
        do {
            message = nil
            return try swipeLaunch(swipe: swipe).launch
        } catch {
            message = sentence(error)
            return nil
        }
    }
}
