import CatapultCore
import SwiftUI

/// The game: one screen per stage of the controller.
struct GameScreen: View {
    @ObservedObject var controller: GameController
    @EnvironmentObject var app: AppModel

    var body: some View {
        VStack(spacing: 0) {
            HStack {
                Button { app.leave() } label: { Image(systemName: "house") }
                    .accessibilityLabel("Home")
                ScoreStrip(players: controller.view?.players ?? [])
            }
            .padding(.horizontal)
            content
        }
        .alert("Not possible", isPresented: errorShown) {
            Button("OK") { controller.error = nil }
        } message: {
            Text(controller.error ?? "")
        }
    }

    @ViewBuilder private var content: some View {
        switch controller.stage {
        case .handOver(let seat):
            HandOverScreen(player: controller.player(seat)) { controller.handOverDone() }
        case .placeTile, .placeFollower, .botsThinking:
            BoardCanvas(controller: controller)
            TurnPanel(controller: controller).padding()
        case .chooseToken, .aim, .seduce, .flight:
            RoundScreen(controller: controller)
        case .effects(let lines):
            List(lines, id: \.self) { Text($0).font(.body) }
            Button("Continue") { controller.effectsSeen() }
                .font(.headline).padding()
        case .gameOver:
            EndScreen(players: controller.view?.players ?? [], winners: controller.winners) { app.finish() }
        }
    }

    private var errorShown: Binding<Bool> {
        Binding(get: { controller.error != nil }, set: { if !$0 { controller.error = nil } })
    }
}

/// The controls under the board: the drawn tile with rotate and place, or the follower choice.
struct TurnPanel: View {
    @ObservedObject var controller: GameController

    var body: some View {
        if let view = controller.view {
            VStack(spacing: 8) {
                Text("\(controller.player(view.turn.player)?.name ?? ""): \(view.turn.waitingFor). \(view.turn.tilesLeft) tiles left.")
                    .font(.subheadline)
                switch controller.stage {
                case .placeTile:
                    HStack {
                        if let tile = view.turn.drawnTile {
                            TilePreview(tile: tile, rotation: controller.rotation)
                        }
                        Button("Rotate") { controller.rotate() }
                            .disabled(controller.selectedCell == nil)
                        Button("Place") { controller.confirmTile() }
                            .buttonStyle(.borderedProminent)
                            .disabled(controller.selectedCell == nil)
                    }
                case .placeFollower:
                    ScrollView(.horizontal) {
                        HStack {
                            ForEach(view.turn.followerChoices, id: \.segment) { choice in
                                Button(EventMessages.followerName(choice.kind).capitalized) { controller.placeFollower(choice.segment) }
                                    .accessibilityLabel("Put a \(EventMessages.followerName(choice.kind)) on the \(EventMessages.featureName(choice.kind))")
                            }
                            Button("No follower") { controller.skipFollower() }
                            if view.turn.canUndo {
                                Button("Undo the tile") { controller.undo() }
                            }
                        }
                        .buttonStyle(.bordered)
                    }
                default:
                    ProgressView("The bots are playing…")
                }
            }
        }
    }
}

/// The drawn tile, turned as it will be placed.
struct TilePreview: View {
    let tile: String
    let rotation: UInt32
    @ScaledMetric var size: CGFloat = 56

    var body: some View {
        Canvas { context, canvasSize in
            TileArtCache.shared.draw(tile, rotation: rotation, at: CGPoint(x: canvasSize.width / 2, y: canvasSize.height / 2), scale: canvasSize.width, in: context)
        }
        .frame(width: size, height: size)
        .accessibilityLabel("The drawn tile, turned \(rotation) quarter turns")
    }
}

/// Every player's colour, letter, pattern, score and followers left; the one to play is marked.
struct ScoreStrip: View {
    let players: [PlayerView]

    var body: some View {
        ScrollView(.horizontal) {
            HStack(spacing: 12) {
                ForEach(players, id: \.seat) { player in
                    HStack(spacing: 4) {
                        SeatBadge(colour: player.colour)
                        VStack(alignment: .leading) {
                            Text(player.name).font(.caption).fontWeight(player.current ? .bold : .regular)
                            Text("\(player.score) · \(player.supply) left").font(.caption2)
                        }
                    }
                    .padding(4)
                    .background(player.current ? Color.yellow.opacity(0.3) : Color.clear)
                    .accessibilityElement(children: .combine)
                    .accessibilityLabel("\(player.name), \(player.colour.name), \(player.score) points, \(player.supply) followers left\(player.current ? ", to play" : "")")
                }
            }
        }
    }
}
