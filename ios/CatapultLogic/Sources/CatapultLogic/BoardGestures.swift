import CatapultCore
import Foundation

/// The board's pan and pinch as the gestures report them: a drag gives its translation since it
/// began and a pinch its factor since it began, so only what changed since the last report
/// moves the camera. The first time the board has a size, it is fitted to the tiles.
public struct BoardGestures {
    /// How far the current drag has gone, points.
    public private(set) var dragged = CGSize.zero
    /// How far the current pinch has gone, as a factor.
    public private(set) var pinched: CGFloat = 1
    /// The camera was fitted to the board once (later pans and zooms are the player's).
    public private(set) var fitted = false

    public init() {}

    /// The drag is at `translation` since it began: the camera moves by the change.
    public mutating func drag(to translation: CGSize, _ camera: inout BoardCamera) {
        camera.pan(by: CGSize(width: translation.width - dragged.width, height: translation.height - dragged.height))
        dragged = translation
    }

    public mutating func dragEnded() { dragged = .zero }

    /// The pinch is at `factor` since it began: the camera zooms by the change.
    public mutating func pinch(to factor: CGFloat, _ camera: inout BoardCamera) {
        guard factor > 0, pinched > 0 else { return }
        camera.zoom(by: factor / pinched)
        pinched = factor
    }

    public mutating func pinchEnded() { pinched = 1 }

    /// The board is shown at `size` points: the first time, the camera frames `view`'s tiles.
    public mutating func appeared(at size: CGSize, showing view: GameView?, _ camera: inout BoardCamera) {
        guard !fitted, let view else { return }
        fitted = true
        camera.size = size
        camera.fit(low: view.boundsMin, high: view.boundsMax)
    }
}
