import CatapultCore
import Foundation

/// Where everything of a catapult round lies on the screen, top-down, y down: the table, the
/// board's tiles, the followers (sliding and falling ones where the flight has them), the
/// catapults, the resting tokens and the flying token. The table is in metres, y north (the
/// core's frame, SCENE.md); the view only fills what this lists.
public struct TableLayout {
    /// A piece to draw: the seat whose colour it wears, its centre and radius (points), and
    /// whether it lies on its side.
    public struct Piece {
        public let seat: SeatColour
        public let centre: CGPoint
        public let radius: CGFloat
        public let lying: Bool
    }

    /// A tile to draw: its type and turn, its centre, and its side (points).
    public struct Tile {
        public let tile: String
        public let rotation: UInt32
        public let centre: CGPoint
        public let side: CGFloat
    }

    /// The flying token: the shadow on the table, the token lifted by its height, its radius
    /// (points; it looks larger the higher it flies).
    public struct Flying {
        public let shadow: CGPoint
        public let token: CGPoint
        public let radius: CGFloat
    }

    /// A follower's height, metres, for where a falling one's top is drawn.
    public static let followerHeightM: CGFloat = 0.02
    /// The catapult token's radius, metres.
    public static let tokenRadiusM: CGFloat = 0.0096

    public let table: CGRect
    public let tiles: [Tile]
    public let followers: [Piece]
    public let catapults: [Piece]
    public let tokens: [Piece]
    public let flying: Flying?

    /// The layout of `scene` in a view of `size` points: the round `round` (nil: the scene's
    /// own), at the moment `frame` of a flight (nil: at rest).
    public init(scene: GameView, round: RoundView? = nil, frame: FlightFrame? = nil, size: CGSize) {
        let round = round ?? scene.round
        let width = CGFloat(round?.tableWidth ?? 1.4), depth = CGFloat(round?.tableDepth ?? 1.0)
        let origin = CGPoint(x: round?.boardOrigin.x ?? 0, y: round?.boardOrigin.y ?? 0)
        let tile = CGFloat(round?.tileSize ?? 0.045)
        let camera = BoardCamera(centre: .zero, scale: 0.95 * min(size.width / width, size.height / depth), size: size)
        func onTable(_ x: CGFloat, _ y: CGFloat) -> CGPoint {
            camera.screen(origin.x + tile * x, origin.y + tile * y)
        }
        let corner = camera.screen(-width / 2, depth / 2)
        table = CGRect(x: corner.x, y: corner.y, width: width * camera.scale, height: depth * camera.scale)
        tiles = scene.tiles.map {
            Tile(tile: $0.tile, rotation: $0.rotation, centre: onTable(CGFloat($0.cell.x), CGFloat($0.cell.y)), side: tile * camera.scale)
        }
        followers = scene.followers.compactMap { follower in
            guard let owner = scene.player(follower.owner) else { return nil }
            var centre = onTable(follower.at.x, follower.at.y)
            if let slid = frame?.sliding.first(where: { $0.id == follower.id }) {
                // Struck into a slide: where the flight has it, not on its spot.
                centre = camera.screen(slid.at.x, slid.at.y)
            }
            if let fall = frame?.falling.first(where: { $0.id == follower.id }) {
                // Where its top has fallen to.
                let reach = Self.followerHeightM * sin(fall.tilt)
                centre = camera.screen(fall.pivot.x + fall.direction.x * reach, fall.pivot.y + fall.direction.y * reach)
            }
            let radius = tile * camera.scale * 0.12 * CGFloat(FollowerPiece(big: follower.big).drawnScale)
            return Piece(seat: owner.colour, centre: centre, radius: radius, lying: follower.lying)
        }
        catapults = (round?.seats ?? []).enumerated().compactMap { seat, catapult in
            guard seat < scene.players.count else { return nil }
            return Piece(seat: scene.players[seat].colour, centre: camera.screen(catapult.at.x, catapult.at.y), radius: 12, lying: false)
        }
        tokens = (round?.tokens ?? []).compactMap { token in
            guard Int(token.owner) < scene.players.count else { return nil }
            let at = frame?.pushed.first { $0.id == token.owner }?.at ?? token.at
            return Piece(seat: scene.players[Int(token.owner)].colour, centre: camera.screen(at.x, at.y), radius: 6, lying: false)
        }
        flying = frame.map { frame in
            let shadow = camera.screen(frame.token.x, frame.token.y)
            let height = CGFloat(frame.height)
            return Flying(shadow: shadow, token: CGPoint(x: shadow.x, y: shadow.y - height * camera.scale),
                          radius: Self.tokenRadiusM * camera.scale * (1 + height * 4))
        }
    }
}
