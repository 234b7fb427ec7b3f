import CatapultCore
import CatapultLogic
import SwiftUI

/// Pass the phone: the core's hand-over stage, before a person acts when the one before was
/// someone else. `next` says what they will do, in the core's words.
@MainActor
struct HandOverScreen: View {
    let player: PlayerView?
    let next: String?
    let done: () -> Void

    var body: some View {
        VStack(spacing: 24) {
            Spacer()
            if let player {
                SeatBadge(colour: player.colour, large: true)
                Text("Pass the phone to \(player.name)").font(.largeTitle).multilineTextAlignment(.center)
                Text("\(player.colour.name.capitalized) · \(player.colour.letter)").font(.title3)
                if let next {
                    Text("Next: \(next)").font(.body)
                }
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
