import CatapultCore

/// Gathers motion samples as the sensors deliver them, one at a time, into the batches the core
/// takes (`pushIos`): `size` samples each, and the rest when the motion stops. Used on one
/// serial queue (Core Motion's in the app), so it needs no lock of its own.
public final class MotionBatcher: @unchecked Sendable {
    /// Samples a batch holds: 10, every 0.1 s at Core Motion's 100 Hz.
    public static let defaultSize = 10

    private let size: Int
    private var buffer: [IosMotion] = []
    private var batch: (@Sendable ([IosMotion]) -> Void)?

    public init(size: Int = MotionBatcher.defaultSize) {
        self.size = max(1, size)
    }

    /// Starts a new attempt: what was left of the last one is dropped, and `batch` gets the
    /// batches from now on.
    public func begin(_ batch: @escaping @Sendable ([IosMotion]) -> Void) {
        buffer.removeAll()
        self.batch = batch
    }

    /// One sample: a batch is handed on when it is full.
    public func add(_ sample: IosMotion) {
        guard batch != nil else { return }
        buffer.append(sample)
        if buffer.count >= size {
            batch?(buffer)
            buffer.removeAll()
        }
    }

    /// The motion stopped: the last samples are handed on, and nothing more is taken.
    public func end() {
        if !buffer.isEmpty { batch?(buffer) }
        buffer.removeAll()
        batch = nil
    }
}
