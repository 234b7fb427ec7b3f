import CatapultCore
import SwiftUI

/// Every player's record over the stored games, computed by the core.
@MainActor
struct StatsScreen: View {
    @EnvironmentObject var app: AppModel
    @State var players: [PlayerStatistics] = []
    @State var message: String?

    var body: some View {
        List {
            if let message {
                Text(message)
            }
            ForEach(players, id: \.name) { player in
                VStack(alignment: .leading, spacing: 4) {
                    Text(player.name).font(.headline)
                    Text("\(player.games) games, \(player.wins) won; average \(player.averageScore, specifier: "%.1f"), best \(player.bestScore)")
                        .font(.body)
                    Text("Roads \(player.roads), cities \(player.cities), cloisters \(player.cloisters), fields \(player.fields), catapult \(player.catapult)")
                        .font(.caption)
                    Text("Rounds won \(player.roundsWon), knock-outs \(player.knockOuts), catches \(player.catches)")
                        .font(.caption)
                }
                .accessibilityElement(children: .combine)
            }
        }
        .navigationTitle("Statistics")
        .task { await load() }
    }

    private func load() async {
        guard let store = app.store else { return }
        do {
            players = try await store.playerStatistics()
        } catch {
            message = sentence(error)
        }
    }
}
