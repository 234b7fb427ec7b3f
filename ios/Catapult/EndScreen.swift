import CatapultCore
import SwiftUI

/// The final scores with where the points came from; the winners are the core's.
struct EndScreen: View {
    let players: [PlayerView]
    let winners: [UInt32]
    let done: () -> Void

    var body: some View {
        List {
            Section("Final scores") {
                ForEach(players.sorted { $0.score > $1.score }, id: \.seat) { player in
                    HStack {
                        SeatBadge(colour: player.colour)
                        VStack(alignment: .leading) {
                            Text(player.name + (winners.contains(player.seat) ? " — winner" : "")).font(.headline)
                            Text(breakdown(player.breakdown)).font(.caption)
                        }
                        Spacer()
                        Text("\(player.score)").font(.title2.monospacedDigit())
                    }
                    .accessibilityElement(children: .combine)
                }
            }
            Button("Back to the start", action: done).font(.headline)
        }
    }

    private func breakdown(_ points: ScoreBreakdown) -> String {
        "Roads \(points.roads), cities \(points.cities), cloisters \(points.cloisters), "
            + "fields \(points.fields), catapult \(points.catapult); \(points.atEnd) at the end"
    }
}
