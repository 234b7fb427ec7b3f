import CatapultCore
import SwiftUI

/// A stored game, step by step: the core rebuilds each step from the game's moves
/// (`replaySavedGame`, then `step`); nothing is stored or changed.
@MainActor
final class ReplayModel: ObservableObject {
    @Published private(set) var moves: UInt32 = 0
    @Published private(set) var shown: ReplayStep?
    /// The game just before the shown hurl, for its flight to fly over.
    @Published private(set) var before: GameView?
    @Published private(set) var message: String?
    private var replay: GameReplay?

    /// Shows the game after `wanted` moves (nil: all of them), opening the replay first.
    func show(_ wanted: UInt32?, store: GameStore?, gameId: Int64) async {
        do {
            if replay == nil, let store {
                replay = try await replaySavedGame(store: store, gameId: gameId)
                moves = replay?.moves() ?? 0
            }
            guard let replay else { return }
            let step = try await replay.step(step: min(wanted ?? moves, moves))
            var scene: GameView?
            if step.flight != nil, step.step > 0 {
                scene = try await replay.step(step: step.step - 1).view
            }
            if Task.isCancelled { return }
            shown = step
            before = scene
            message = nil
        } catch {
            message = sentence(error)
        }
    }
}

@MainActor
struct ReplayScreen: View {
    @EnvironmentObject var app: AppModel
    let gameId: Int64
    @StateObject var model = ReplayModel()
    /// The step asked for by the slider or the buttons (nil: the end).
    @State var wanted: UInt32? = nil
    /// The step whose flight was watched: the board shows after it.
    @State var watched: UInt32? = nil

    var body: some View {
        VStack(spacing: 8) {
            if let step = model.shown {
                if let flight = step.flight, watched != step.step {
                    FlightView(flight: flight, catching: false, scene: model.before ?? step.view,
                        onCatch: { _ in }, onDone: { watched = step.step })
                        .id(step.step)
                } else {
                    BoardCanvas(view: step.view)
                }
                Text("Step \(step.step) of \(model.moves): \(moveName(step.lastMove))").font(.subheadline)
            }
            if let message = model.message { Text(message).font(.callout) } else if model.shown == nil { ProgressView() }
            HStack {
                Button("Back") { wanted = max(at, 1) - 1 }.disabled(at == 0)
                Slider(value: Binding(get: { Double(at) }, set: { wanted = UInt32($0.rounded()) }),
                    in: 0...Double(max(model.moves, 1)), step: 1)
                    .accessibilityLabel("Step of the game")
                    .accessibilityValue("\(at) of \(model.moves)")
                Button("Next") { wanted = min(at + 1, model.moves) }.disabled(at >= model.moves)
            }
            .disabled(model.shown == nil)
        }
        .padding()
        .navigationTitle("Replay")
        .task(id: wanted) { await model.show(wanted, store: app.store, gameId: gameId) }
    }

    /// The step the slider is at.
    private var at: UInt32 { wanted ?? model.moves }

    /// What a replayed move was; nil is the start of the game.
    private func moveName(_ move: MoveKind?) -> String {
        switch move {
        case nil: return "the start"
        case .placeTile: return "a tile placed"
        case .placeFollower: return "a follower placed"
        case .skip: return "no follower"
        case .chooseToken: return "the token chosen"
        case .hurl: return "a hurl"
        case .catch: return "the catch"
        case .seduce: return "a follower seduced"
        case .declineSeduction: return "a seduction declined"
        }
    }
}
