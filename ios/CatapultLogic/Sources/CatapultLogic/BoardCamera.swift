import CatapultCore
import Foundation

/// Pan and zoom: maps units on the board (tiles; metres on the round's table), y north, to
/// screen points, y down, and back.
public struct BoardCamera {
    /// The point (in board units) shown in the middle of the screen.
    public var centre = CGPoint.zero
    /// Screen points per board unit.
    public var scale: CGFloat = 64
    /// The screen area's size, points.
    public var size = CGSize.zero

    public init(centre: CGPoint = .zero, scale: CGFloat = 64, size: CGSize = .zero) {
        self.centre = centre
        self.scale = scale
        self.size = size
    }

    public func sized(_ size: CGSize) -> BoardCamera {
        var camera = self
        camera.size = size
        return camera
    }

    public func screen(_ x: CGFloat, _ y: CGFloat) -> CGPoint {
        CGPoint(x: size.width / 2 + (x - centre.x) * scale, y: size.height / 2 - (y - centre.y) * scale)
    }

    public func screen(_ cell: Cell) -> CGPoint {
        screen(CGFloat(cell.x), CGFloat(cell.y))
    }

    /// The board point under a screen point.
    public func board(_ point: CGPoint) -> CGPoint {
        CGPoint(x: centre.x + (point.x - size.width / 2) / scale, y: centre.y - (point.y - size.height / 2) / scale)
    }

    /// The cell under a screen point: cell (x, y) is centred on (x, y).
    public func cellAt(_ point: CGPoint) -> Cell {
        let spot = board(point)
        return Cell(x: Int32(spot.x.rounded()), y: Int32(spot.y.rounded()))
    }

    /// The square of a cell on the screen.
    public func cellRect(_ cell: Cell) -> CGRect {
        let middle = screen(cell)
        return CGRect(x: middle.x - scale / 2, y: middle.y - scale / 2, width: scale, height: scale)
    }

    /// Moves the board with the finger (a drag of `translation` points).
    public mutating func pan(by translation: CGSize) {
        centre.x -= translation.width / scale
        centre.y += translation.height / scale
    }

    public mutating func zoom(by factor: CGFloat) {
        scale = min(240, max(12, scale * factor))
    }

    /// Shows the board from `low` to `high` (cells), a tile's margin around.
    public mutating func fit(low: Cell, high: Cell) {
        centre = CGPoint(x: CGFloat(low.x + high.x) / 2, y: CGFloat(low.y + high.y) / 2)
        let cells = CGFloat(max(high.x - low.x, high.y - low.y) + 3)
        scale = min(96, max(24, min(size.width, size.height) / cells))
    }
}
