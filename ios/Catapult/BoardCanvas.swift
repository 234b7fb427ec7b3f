import CatapultCore
import CatapultLogic
import SwiftUI

/// The board, drawn from the core's view with the cached tile paths: placed tiles, followers
/// (the big follower larger), and from the core's stage the cells where the drawn tile fits, the
/// tile being placed and the follower spots. Drag to pan, pinch to zoom, tap a highlighted cell
/// to put the tile there (again to turn it). Without a controller (a replay) it only shows the
/// view.
@MainActor
struct BoardCanvas: View {
    let view: GameView?
    /// The game being played, which taps go to; nil: nothing to place.
    var controller: GameController?
    /// The core's stage, as a value so that a change redraws.
    var stage: GameStage?
    /// The piece a tap on a spot places (the rings are drawn its size).
    var piece: FollowerPiece = .normal
    @State var camera = BoardCamera()
    /// The drag and pinch under way, and whether the board was fitted to the tiles yet.
    @State var gestures = BoardGestures()

    var body: some View {
        GeometryReader { geometry in
            let shown = camera.sized(geometry.size)
            Canvas { context, _ in
                draw(in: context, shown)
            }
            .contentShape(Rectangle())
            .onTapGesture { location in tap(at: location, shown) }
            .gesture(pan.simultaneously(with: zoom))
            .onAppear { gestures.appeared(at: geometry.size, showing: view, &camera) }
        }
        .background(Color(red: 0.25, green: 0.35, blue: 0.25))
        .accessibilityElement()
        .accessibilityLabel(summary)
        .accessibilityActions {
            ForEach(controller == nil ? [] : legal, id: \.self) { place in
                Button(TurnWords.putTile(place.cell)) { controller?.tapCell(place.cell) }
            }
        }
    }

    private var pan: some Gesture {
        DragGesture()
            .onChanged { value in gestures.drag(to: value.translation, &camera) }
            .onEnded { _ in gestures.dragEnded() }
    }

    private var zoom: some Gesture {
        MagnificationGesture()
            .onChanged { factor in gestures.pinch(to: factor, &camera) }
            .onEnded { _ in gestures.pinchEnded() }
    }


    /// A tap on a follower spot places the follower; on a highlighted cell it picks the cell
    /// (the core turns the tile when it is picked already).
    private func tap(at location: CGPoint, _ camera: BoardCamera) {
        switch camera.target(at: location, in: stage) {
        case .spot(let segment): controller?.placeFollower(segment)
        case .cell(let cell): controller?.tapCell(cell)
        case nil: break
        }
    }

    private func draw(in context: GraphicsContext, _ camera: BoardCamera) {
        guard let view else { return }
        let art = TileArtCache.shared
        for tile in view.tiles {
            art.draw(tile.tile, rotation: tile.rotation, at: camera.screen(tile.cell), scale: camera.scale, in: context)
        }
        for place in legal {
            context.stroke(Path(camera.cellRect(place.cell).insetBy(dx: 2, dy: 2)), with: .color(.yellow), lineWidth: 3)
        }
        if case .placeTile(_, let tile, _, _, let selected?) = stage {
            art.draw(tile, rotation: selected.rotation, at: camera.screen(selected.cell), scale: camera.scale, in: context)
            context.stroke(Path(camera.cellRect(selected.cell)), with: .color(.white), lineWidth: 3)
        }
        for follower in view.followers {
            guard let owner = view.player(follower.owner) else { continue }
            let centre = camera.screen(follower.at.x, follower.at.y)
            let radius = camera.followerRadius(FollowerPiece(big: follower.big))
            SeatStyle.drawPiece(owner.colour, at: centre, radius: radius, lying: follower.lying, in: context)
        }
        // The rings are as large as the piece a tap puts there.
        let ringRadius = camera.spotRingRadius(piece)
        for spot in spots {
            let centre = camera.screen(spot.at.x, spot.at.y)
            let ring = CGRect(x: centre.x - ringRadius, y: centre.y - ringRadius, width: ringRadius * 2, height: ringRadius * 2)
            context.stroke(Path(ellipseIn: ring), with: .color(.white), lineWidth: 3)
        }
    }

    private var summary: String { TurnWords.boardSummary(view, fittingCells: legal.count) }
    private var legal: [LegalPlacement] { stage?.fittingPlacements ?? [] }
    private var spots: [FollowerSpot] { stage?.followerSpots ?? [] }
}

extension BoardCanvas {
    /// The board of the game being played.
    @MainActor init(controller: GameController) {
        var stage: GameStage?
        if case .core(let core) = controller.stage { stage = core }
        self.init(view: controller.view, controller: controller, stage: stage,
                  piece: controller.followerChoice?.piece ?? .normal)
    }
}
