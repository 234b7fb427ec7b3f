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
                Text(TurnWords.passThePhone(player)).font(.largeTitle).multilineTextAlignment(.center)
                Text(TurnWords.seatLine(player)).font(.title3)
                if let next {
                    Text(TurnWords.next(next)).font(.body)
                }
                Button(TurnWords.iAm(player), action: done)
                    .buttonStyle(.borderedProminent)
                    .font(.title2)
            }
            Spacer()
        }
        .padding()
        .accessibilityElement(children: .contain)
    }
}
