import CatapultCore
import CatapultLogic
import SwiftUI

/// The final scores with where the points came from: the core's ranking (ties share a place
/// and all win).
@MainActor
struct EndScreen: View {
    let ranking: [Standing]
    let players: [PlayerView]
    let done: () -> Void

    var body: some View {
        List {
            Section("Final scores") {
                ForEach(ranking, id: \.seat) { standing in
                    let player = players.first { $0.seat == standing.seat }
                    HStack {
                        if let player {
                            SeatBadge(colour: player.colour)
                        }
                        VStack(alignment: .leading) {
                            Text(StatsModel.place(standing, players)).font(.headline)
                            Text(StatsModel.breakdown(standing.breakdown)).font(.caption)
                        }
                        Spacer()
                        Text("\(standing.score)").font(.title2.monospacedDigit())
                    }
                    .accessibilityElement(children: .combine)
                }
            }
            Button("Back to the start", action: done).font(.headline)
        }
    }
}
