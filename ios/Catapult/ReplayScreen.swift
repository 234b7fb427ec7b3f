import CatapultCore
import CatapultLogic
import SwiftUI

/// A stored game, step by step (`ReplayModel`, CatapultLogic); nothing is stored or changed.
@MainActor
struct ReplayScreen: View {
    @Environment(AppModel.self) private var app
    let gameId: Int64
    @State private var model = ReplayModel()

    var body: some View {
        VStack(spacing: 8) {
            if let step = model.shown {
                if let flight = model.flightToPlay {
                    FlightView(flight: flight, catching: false, scene: model.before ?? step.view,
                        onCatch: { _ in }, onDone: { model.flightWatched() })
                        .id(step.step)
                } else {
                    BoardCanvas(view: step.view)
                }
                Text(model.caption ?? "").font(.subheadline)
            }
            if let message = model.message { Text(message).font(.callout) } else if model.shown == nil { ProgressView() }
            HStack {
                Button("Back") { model.back() }.disabled(!model.canGoBack)
                Slider(value: Binding(get: { Double(model.at) }, set: { model.wanted = UInt32($0.rounded()) }),
                    in: 0...Double(max(model.moves, 1)), step: 1)
                    .accessibilityLabel("Step of the game")
                    .accessibilityValue("\(model.at) of \(model.moves)")
                Button("Next") { model.next() }.disabled(!model.canGoOn)
            }
            .disabled(model.shown == nil)
        }
        .padding()
        .navigationTitle("Replay")
        .task(id: model.wanted) { await model.show(store: app.store, gameId: gameId) }
    }
}
