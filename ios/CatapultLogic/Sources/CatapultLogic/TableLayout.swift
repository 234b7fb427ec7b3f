import CatapultCore
import Foundation

/// Where everything of a catapult round lies on the screen, y down, as the core's camera shows
/// it: from the acting seat, whose catapult is at the bottom with the board ahead, so a swipe
/// straight up on the pad is straight up on the screen and toward the board. The table, the
/// board's tiles (turned with the table), the followers (sliding and falling ones where the
/// flight has them), the catapults, the resting tokens, the catcher's hands and the flying
/// token. The table is in metres, y north (the core's frame, SCENE.md); the view only fills what
/// this lists. Placing tiles is not drawn here: the board stays north up (`BoardCamera`).
public struct TableLayout {
    /// A piece to draw: its id (a follower's id; a catapult's or token's seat), the seat whose
    /// colour it wears, its centre and radius (points), and whether it lies on its side.
    public struct Piece {
        public let id: UInt32
        public let seat: SeatColour
        public let centre: CGPoint
        public let radius: CGFloat
        public let lying: Bool
    }

    /// A tile to draw: its cell, type and turn, its centre, its side (points) and the angle the
    /// table is turned on the screen (radians, counter-clockwise).
    public struct Tile {
        public let cell: Cell
        public let tile: String
        public let rotation: UInt32
        public let centre: CGPoint
        public let side: CGFloat
        public let angle: Double
    }

    /// A circle on the table: the catcher's hands and their reach (points).
    public struct Ring {
        public let centre: CGPoint
        public let radius: CGFloat
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

    /// The core's camera placed on the view.
    public let transform: TableTransform
    /// The seat the round is seen from (its catapult is at the bottom); nil without a camera.
    public let seat: UInt32?
    /// The table's four corners on the screen (turned, so not an upright rectangle).
    public let table: [CGPoint]
    public let tiles: [Tile]
    public let followers: [Piece]
    /// Every seat's catapult; the one seen from is drawn where the camera marks it
    /// (`seatMark`), at the frame's bottom edge when the seat itself is beyond it.
    public let catapults: [Piece]
    public let tokens: [Piece]
    /// The catcher's hands, during a catch.
    public let hands: Ring?
    public let flying: Flying?

    /// The catapult of the seat the round is seen from.
    public var seatMark: Piece? { catapults.first { $0.id == seat } }

    /// The camera a table is seen through: a flight's own (it ends framing the rest point and
    /// what the token touched), else the round's stage's.
    public static func camera(round: RoundView?, flight: HurlFlight?) -> RoundCamera? {
        flight?.camera ?? round?.camera
    }

    /// The layout of `scene` in a view of `size` points: the round `round` (nil: the scene's
    /// own), during `flight` (nil: none) at the moment `frame` (nil: at rest).
    public init(scene: GameView, round: RoundView? = nil, flight: HurlFlight? = nil, frame: FlightFrame? = nil, size: CGSize) {
        let round = round ?? scene.round
        let width = round?.tableWidth ?? 1.4, depth = round?.tableDepth ?? 1.0
        let origin = round?.boardOrigin ?? Spot(x: 0, y: 0)
        let tile = round?.tileSize ?? 0.045
        let camera = Self.camera(round: round, flight: flight)
        let at = TableTransform(camera: camera, size: size)
            ?? .wholeTable(width: CGFloat(width), depth: CGFloat(depth), size: size)
        let scale = at.scale
        func onBoard(_ x: Double, _ y: Double) -> CGPoint {
            at.screen(origin.x + tile * x, origin.y + tile * y)
        }
        transform = at
        seat = camera?.seat
        table = [(-1.0, -1.0), (1.0, -1.0), (1.0, 1.0), (-1.0, 1.0)].map { at.screen($0.0 * width / 2, $0.1 * depth / 2) }
        tiles = scene.tiles.map {
            Tile(cell: $0.cell, tile: $0.tile, rotation: $0.rotation, centre: onBoard(Double($0.cell.x), Double($0.cell.y)),
                 side: CGFloat(tile) * scale, angle: at.turn)
        }
        followers = scene.followers.compactMap { follower in
            guard let owner = scene.player(follower.owner) else { return nil }
            var centre = onBoard(follower.at.x, follower.at.y)
            if let slid = frame?.sliding.first(where: { $0.id == follower.id }) {
                // Struck into a slide: where the flight has it, not on its spot.
                centre = at.screen(slid.at)
            }
            if let fall = frame?.falling.first(where: { $0.id == follower.id }) {
                // Where its top has fallen to.
                let reach = Double(Self.followerHeightM) * sin(fall.tilt)
                centre = at.screen(fall.pivot.x + fall.direction.x * reach, fall.pivot.y + fall.direction.y * reach)
            }
            let radius = CGFloat(tile) * scale * 0.12 * CGFloat(FollowerPiece(big: follower.big).drawnScale)
            return Piece(id: follower.id, seat: owner.colour, centre: centre, radius: radius, lying: follower.lying)
        }
        catapults = (round?.seats ?? []).enumerated().compactMap { seat, catapult in
            guard seat < scene.players.count else { return nil }
            var mark = catapult.at
            if let camera, camera.seat == UInt32(seat) { mark = camera.seatMark }
            return Piece(id: UInt32(seat), seat: scene.players[seat].colour, centre: at.screen(mark), radius: 12, lying: false)
        }
        tokens = (round?.tokens ?? []).compactMap { token in
            guard Int(token.owner) < scene.players.count else { return nil }
            let spot = frame?.pushed.first { $0.id == token.owner }?.at ?? token.at
            return Piece(id: token.owner, seat: scene.players[Int(token.owner)].colour, centre: at.screen(spot), radius: 6, lying: false)
        }
        hands = round?.catchZone.map { Ring(centre: at.screen($0.hands), radius: CGFloat($0.reach) * scale) }
        flying = frame.map { frame in
            let shadow = at.screen(frame.token)
            let height = CGFloat(frame.height)
            return Flying(shadow: shadow, token: CGPoint(x: shadow.x, y: shadow.y - height * scale),
                          radius: Self.tokenRadiusM * scale * (1 + height * 4))
        }
    }
}
