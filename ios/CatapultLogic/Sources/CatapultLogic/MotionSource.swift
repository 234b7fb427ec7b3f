import CatapultCore

/// Where motion samples come from: Core Motion on a phone (the app's `CoreMotionSource`), a
/// recorded trace in tests. Samples are as Core Motion gives them (seconds, g, rad/s, the
/// attitude quaternion); the core converts units and signs.
public protocol MotionSource: AnyObject {
    var isAvailable: Bool { get }
    /// Starts the updates; `batch` gets the samples, oldest first, on a background queue.
    func start(batch: @escaping @Sendable ([IosMotion]) -> Void)
    /// Stops them, after handing the last samples to `batch`.
    func stop()
}

extension MotionSource {
    /// Starts the motion of one held attempt: each batch goes to `push` on the motion queue
    /// (the core's readers are thread-safe), and when `push` has an answer (a flick seen),
    /// `answered` gets it on the main actor.
    func feed<Answer: Sendable>(_ push: @escaping @Sendable ([IosMotion]) -> Answer?,
                                answered: @escaping @MainActor @Sendable (Answer) -> Void) {
        start { samples in
            guard let answer = push(samples) else { return }
            Task { @MainActor in answered(answer) }
        }
    }
}

/// What the flick's button drives: a round's `FlickAdapter` or the practice's `PracticeModel`.
@MainActor
public protocol HoldsFlick: AnyObject {
    /// True while the finger is on the button (the motion runs).
    var holding: Bool { get }
    func press()
    func release()
    /// The touch was taken away or the screen went: no launch.
    func cancel()
}

extension HoldsFlick {
    /// The finger's drag is over. If it ended, the button was released already; if the system
    /// cancelled it (a notification, Control Center, a call), the button is still held, so the
    /// attempt is cancelled and the next press works.
    public func touchGone() {
        if holding { cancel() }
    }
}
