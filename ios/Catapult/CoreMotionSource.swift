import CatapultCore
import CatapultLogic
import CoreMotion

/// Core Motion behind `MotionSource`: one CMMotionManager for the whole app (Apple advises a
/// single instance), device motion at 100 Hz in the `xArbitraryZVertical` frame, only while the
/// launch button is held, forwarded in batches of 10 samples (every 0.1 s, `MotionBatcher`).
final class CoreMotionSource: MotionSource {
    static let shared = CoreMotionSource()

    private let manager = CMMotionManager()
    private let queue: OperationQueue = {
        let queue = OperationQueue()
        queue.name = "Catapult motion"
        queue.maxConcurrentOperationCount = 1
        return queue
    }()
    /// Touched only on `queue`.
    private let batcher = MotionBatcher()

    var isAvailable: Bool { manager.isDeviceMotionAvailable }

    func start(batch: @escaping @Sendable ([IosMotion]) -> Void) {
        guard manager.isDeviceMotionAvailable, !manager.isDeviceMotionActive else { return }
        queue.addOperation { [batcher] in batcher.begin(batch) }
        manager.deviceMotionUpdateInterval = 1.0 / 100
        manager.startDeviceMotionUpdates(using: .xArbitraryZVertical, to: queue) { [batcher] motion, _ in
            guard let motion else { return }
            batcher.add(Self.sample(motion))
        }
    }

    func stop() {
        guard manager.isDeviceMotionActive else { return }
        manager.stopDeviceMotionUpdates()
        queue.addOperation { [batcher] in batcher.end() }
        // The last samples reach the detector before it is disarmed.
        queue.waitUntilAllOperationsAreFinished()
    }

    /// One reading as Core Motion gives it: seconds since boot, g, rad/s, the attitude
    /// quaternion. The core converts units and signs (FLICK.md); none of that happens here.
    static func sample(_ motion: CMDeviceMotion) -> IosMotion {
        IosMotion(
            timestampS: motion.timestamp,
            userAccelerationXG: motion.userAcceleration.x,
            userAccelerationYG: motion.userAcceleration.y,
            userAccelerationZG: motion.userAcceleration.z,
            rotationX: motion.rotationRate.x,
            rotationY: motion.rotationRate.y,
            rotationZ: motion.rotationRate.z,
            quaternionW: motion.attitude.quaternion.w,
            quaternionX: motion.attitude.quaternion.x,
            quaternionY: motion.attitude.quaternion.y,
            quaternionZ: motion.attitude.quaternion.z)
    }
}
