import CatapultCore
import Foundation

/// The round's table on a view: metres on the table (y north) to screen points (y down) and
/// back, turned so the acting seat is at the bottom. It is the core's camera placed on the
/// view's size (`roundCameraTransform`); the app never works out which seat, which part of the
/// table or which zoom itself.
public struct TableTransform: Equatable {
    /// Screen points per metre.
    public let scale: CGFloat
    /// How far the table is turned, radians counter-clockwise on the screen (0: north up).
    public let turn: Double
    /// Where table point (0, 0) lands on the screen.
    public let origin: CGPoint

    public init(scale: CGFloat, turn: Double, origin: CGPoint) {
        self.scale = scale
        self.turn = turn
        self.origin = origin
    }

    /// `camera` on a view of `size` points; nil for an empty view or without a camera.
    public init?(camera: RoundCamera?, size: CGSize) {
        guard let camera,
              let t = roundCameraTransform(camera: camera, width: Double(size.width), height: Double(size.height))
        else { return nil }
        self.init(scale: CGFloat(t.scale), turn: t.turn, origin: CGPoint(x: t.x, y: t.y))
    }

    /// The whole table north up, in the middle of the view: only when the core gives no camera
    /// (nothing of a round to see from anyone's seat).
    public static func wholeTable(width: CGFloat, depth: CGFloat, size: CGSize) -> TableTransform {
        TableTransform(scale: 0.95 * min(size.width / width, size.height / depth), turn: 0,
                       origin: CGPoint(x: size.width / 2, y: size.height / 2))
    }

    /// Table point (`x`, `y`), m, on the screen.
    public func screen(_ x: Double, _ y: Double) -> CGPoint {
        let (sin, cos) = (Foundation.sin(turn), Foundation.cos(turn))
        return CGPoint(x: origin.x + scale * CGFloat(cos * x - sin * y),
                       y: origin.y - scale * CGFloat(sin * x + cos * y))
    }

    public func screen(_ spot: Spot) -> CGPoint { screen(spot.x, spot.y) }

    /// The table point, m, under screen point `point`.
    public func table(_ point: CGPoint) -> Spot {
        let (sin, cos) = (Foundation.sin(turn), Foundation.cos(turn))
        let u = Double((point.x - origin.x) / scale), v = Double((origin.y - point.y) / scale)
        return Spot(x: cos * u + sin * v, y: -sin * u + cos * v)
    }
}
