import CatapultCore
import Foundation

/// What a tap on the board means in the stage shown: a follower spot (in the follower step) or a
/// cell where the tile fits (in the tile step).
public enum BoardTarget: Equatable {
    case spot(UInt32)
    case cell(Cell)
}

extension GameStage {
    /// The cells and turns where the drawn tile fits (empty outside the tile step).
    public var fittingPlacements: [LegalPlacement] {
        if case .placeTile(_, _, _, let legal, _) = self { return legal }
        return []
    }

    /// The spots a follower may go on (empty outside the follower step).
    public var followerSpots: [FollowerSpot] {
        if case .placeFollower(_, _, let spots, _, _, _) = self { return spots }
        return []
    }
}

extension BoardCamera {
    /// How near a tap must be to a spot's centre to pick it, tiles (either way).
    public static let spotReach = 0.15

    /// What a tap at screen point `point` hits in `stage`: the spot within reach, else the
    /// cell under it when the tile fits there, else nothing.
    public func target(at point: CGPoint, in stage: GameStage?) -> BoardTarget? {
        let spot = board(point)
        let x = Double(spot.x), y = Double(spot.y)
        if let hit = stage?.followerSpots.first(where: { abs($0.at.x - x) < Self.spotReach && abs($0.at.y - y) < Self.spotReach }) {
            return .spot(hit.segment)
        }
        let cell = cellAt(point)
        if stage?.fittingPlacements.contains(where: { $0.cell == cell }) == true {
            return .cell(cell)
        }
        return nil
    }

    /// A follower's radius on the screen, points: about a tenth of a tile, a big one larger.
    public func followerRadius(_ piece: FollowerPiece) -> CGFloat {
        scale * 0.11 * CGFloat(piece.drawnScale)
    }

    /// The ring drawn round a free spot, points: a little larger than the piece it takes.
    public func spotRingRadius(_ piece: FollowerPiece) -> CGFloat {
        scale * 0.12 * CGFloat(piece.drawnScale)
    }
}
