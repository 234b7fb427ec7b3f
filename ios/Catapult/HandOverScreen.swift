import CatapultCore
import SwiftUI

/// Pass the phone: shown before a person acts when the one before was someone else.
struct HandOverScreen: View {
    let player: PlayerView?
    let done: () -> Void

    var body: some View {
        VStack(spacing: 24) {
            Spacer()
            if let player {
                SeatBadge(colour: player.colour, large: true)
                Text("Pass the phone to \(player.name)").font(.largeTitle).multilineTextAlignment(.center)
                Text("\(player.colour.name.capitalized) · \(player.colour.letter)").font(.title3)
                Button("I am \(player.name)", action: done)
                    .buttonStyle(.borderedProminent)
                    .font(.title2)
            }
            Spacer()
        }
        .padding()
        .accessibilityElement(children: .contain)
    }
}
