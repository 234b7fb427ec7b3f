import CatapultCore
import SwiftUI

/// The board, drawn from the core's view with the cached tile paths: placed tiles, the cells
/// where the drawn tile fits, the tile being placed, followers and follower spots. Drag to pan,
/// pinch to zoom, tap a highlighted cell to put the tile there. Without a controller (a replay)
/// it only shows the view.
struct BoardCanvas: View {
    let view: GameView?
    /// The game being played, which taps go to; nil: nothing to place.
    var controller: GameController?
    /// The controller's stage and tile being placed, as values, so that a change redraws.
    var stage: GameStage?
    var selectedCell: Cell?
    var rotation: UInt32 = 0
    @State var camera = BoardCamera()
    /// How far the current drag and pinch have gone, to apply only what changed.
    @State var dragged = CGSize.zero
    @State var pinched: CGFloat = 1
    @State var fitted = false

    var body: some View {
        GeometryReader { geometry in
            let shown = camera.sized(geometry.size)
            Canvas { context, _ in
                draw(in: context, shown)
            }
            .contentShape(Rectangle())
            .onTapGesture { location in tap(at: location, shown) }
            .gesture(pan.simultaneously(with: zoom))
            .onAppear { fit(geometry.size) }
        }
        .background(Color(red: 0.25, green: 0.35, blue: 0.25))
        .accessibilityElement()
        .accessibilityLabel(summary)
        .accessibilityActions {
            ForEach(controller == nil ? [] : view?.turn.legal ?? [], id: \.self) { place in
                Button("Put the tile at \(place.cell.x), \(place.cell.y)") { controller?.tapCell(place.cell) }
            }
        }
    }

    private var pan: some Gesture {
        DragGesture()
            .onChanged { value in
                camera.pan(by: CGSize(width: value.translation.width - dragged.width, height: value.translation.height - dragged.height))
                dragged = value.translation
            }
            .onEnded { _ in dragged = .zero }
    }

    private var zoom: some Gesture {
        MagnificationGesture()
            .onChanged { factor in
                camera.zoom(by: factor / pinched)
                pinched = factor
            }
            .onEnded { _ in pinched = 1 }
    }

    private func fit(_ size: CGSize) {
        guard !fitted, let view else { return }
        fitted = true
        camera.size = size
        camera.fit(low: view.boundsMin, high: view.boundsMax)
    }

    /// A tap on a follower spot places the follower; elsewhere it chooses the cell.
    private func tap(at location: CGPoint, _ camera: BoardCamera) {
        let spot = camera.board(location)
        let x = Double(spot.x), y = Double(spot.y)
        if stage == .placeFollower, let choice = view?.turn.followerChoices.first(where: {
            abs($0.at.x - x) < 0.15 && abs($0.at.y - y) < 0.15
        }) {
            controller?.placeFollower(choice.segment)
        } else {
            controller?.tapCell(camera.cellAt(location))
        }
    }

    private func draw(in context: GraphicsContext, _ camera: BoardCamera) {
        guard let view else { return }
        let art = TileArtCache.shared
        for tile in view.tiles {
            art.draw(tile.tile, rotation: tile.rotation, at: camera.screen(tile.cell), scale: camera.scale, in: context)
        }
        if stage == .placeTile {
            for place in view.turn.legal {
                context.stroke(Path(camera.cellRect(place.cell).insetBy(dx: 2, dy: 2)), with: .color(.yellow), lineWidth: 3)
            }
            if let cell = selectedCell, let tile = view.turn.drawnTile {
                art.draw(tile, rotation: rotation, at: camera.screen(cell), scale: camera.scale, in: context)
                context.stroke(Path(camera.cellRect(cell)), with: .color(.white), lineWidth: 3)
            }
        }
        for follower in view.followers {
            guard let owner = view.players.first(where: { $0.seat == follower.owner }) else { continue }
            let centre = camera.screen(follower.at.x, follower.at.y)
            SeatStyle.drawPiece(owner.colour, at: centre, radius: camera.scale * 0.11, lying: follower.lying, in: context)
        }
        if stage == .placeFollower {
            for choice in view.turn.followerChoices {
                let centre = camera.screen(choice.at.x, choice.at.y)
                let ring = CGRect(x: centre.x - camera.scale * 0.12, y: centre.y - camera.scale * 0.12, width: camera.scale * 0.24, height: camera.scale * 0.24)
                context.stroke(Path(ellipseIn: ring), with: .color(.white), lineWidth: 3)
            }
        }
    }

    private var summary: String {
        guard let view else { return "The board" }
        var text = "The board: \(view.tiles.count) tiles, \(view.followers.count) followers."
        if stage == .placeTile {
            text += " The tile fits in \(view.turn.legal.count) places; use the actions to choose one."
        }
        return text
    }
}

extension BoardCanvas {
    /// The board of the game being played.
    @MainActor init(controller: GameController) {
        self.init(view: controller.view, controller: controller, stage: controller.stage,
            selectedCell: controller.selectedCell, rotation: controller.rotation)
    }
}
