import CatapultCore
import CatapultLogic
import SwiftUI

/// Every player's record over the stored games, computed by the core.
@MainActor
struct StatsScreen: View {
    @Environment(AppModel.self) private var app
    @State private var model = StatsModel()

    var body: some View {
        List {
            if let message = model.message {
                Text(message)
            }
            ForEach(model.players, id: \.name) { player in
                VStack(alignment: .leading, spacing: 4) {
                    Text(player.name).font(.headline)
                    Text(StatsModel.record(player)).font(.body)
                    Text(StatsModel.points(player)).font(.caption)
                    Text(StatsModel.catapult(player)).font(.caption)
                }
                .accessibilityElement(children: .combine)
            }
        }
        .navigationTitle("Statistics")
        .task { await model.load(app.store) }
    }
}
