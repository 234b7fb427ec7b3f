import CatapultCore
import CatapultLogic
import SwiftUI

/// One filled shape of a tile's artwork, as a SwiftUI path in tile units about the tile's
/// centre, y north, printed orientation.
struct TileShape {
    let role: ArtRole
    let path: Path
    /// For a picture that stays upright (chapel, tent): its shift per rotation; empty if it
    /// turns with the tile.
    let uprightShifts: [Spot]
}

/// Every tile type's artwork from the core, turned into paths once (36 types) and drawn many
/// times. Read-only after it is built.
final class TileArtCache {
    static let shared = TileArtCache()
    let shapes: [String: [TileShape]]

    init() {
        var shapes: [String: [TileShape]] = [:]
        for art in allTileArtwork() {
            shapes[art.tile] = art.shapes.map { TileShape(role: $0.role, path: Self.path($0.contours), uprightShifts: $0.uprightShifts) }
        }
        self.shapes = shapes
    }

    /// Closed contours; filled together with the even-odd rule they make holes and islands.
    static func path(_ contours: [[Spot]]) -> Path {
        var path = Path()
        for contour in contours {
            guard let first = contour.first else { continue }
            path.move(to: CGPoint(x: first.x, y: first.y))
            for spot in contour.dropFirst() {
                path.addLine(to: CGPoint(x: spot.x, y: spot.y))
            }
            path.closeSubpath()
        }
        return path
    }

    /// Draws tile type `tile` turned `rotation` quarter turns clockwise, its centre at `centre`
    /// on the screen, `scale` points per tile, on a board turned `angle` radians
    /// counter-clockwise (a round seen from a seat; 0 north up). The shapes are drawn in the
    /// core's order.
    func draw(_ tile: String, rotation: UInt32, at centre: CGPoint, scale: CGFloat, angle: Double = 0, in context: GraphicsContext) {
        var context = context
        context.translateBy(x: centre.x, y: centre.y)
        // Flip y (the art has y north), turn the board with the table (counter-clockwise once
        // flipped), then the tile: (x, y) -> (y, -x) per quarter turn.
        context.scaleBy(x: scale, y: -scale)
        context.rotate(by: .radians(angle))
        var turned = context
        turned.rotate(by: .degrees(-90 * Double(rotation)))
        for shape in shapes[tile] ?? [] {
            var drawn = turned
            if let shift = TileArtColours.uprightShift(shape.uprightShifts, rotation: rotation) {
                // Upright: not turned, moved with its anchor.
                drawn = context
                drawn.translateBy(x: shift.x, y: shift.y)
            }
            drawn.fill(shape.path, with: .color(Self.colour(shape.role)), style: FillStyle(eoFill: true))
        }
    }

    static func colour(_ role: ArtRole) -> Color { Color(TileArtColours.colour(role)) }
}
