import CatapultCore
import CatapultLogic
import SwiftUI

/// A hurl's flight, replayed from the core's 60 Hz frames. When a person catches, the catch
/// button records the seconds since the release (the start of the animation); the core judges.
@MainActor
struct FlightView: View {
    let catching: Bool
    let scene: GameView?
    /// The round the token was hurled in (nil: the scene's).
    var round: RoundView? = nil
    /// The turn the table was last shown at (`TableCanvas`).
    var shown: Binding<Double?>
    let onCatch: (Double?) -> Void
    let onDone: () -> Void
    /// The flight's clock and its one answer.
    @State private var watch: FlightWatch

    init(flight: HurlFlight, catching: Bool, scene: GameView?, round: RoundView? = nil, shown: Binding<Double?> = .constant(nil),
         onCatch: @escaping (Double?) -> Void, onDone: @escaping () -> Void) {
        self.catching = catching
        self.scene = scene
        self.round = round
        self.shown = shown
        self.onCatch = onCatch
        self.onDone = onDone
        _watch = State(initialValue: FlightWatch(flight: flight))
    }

    var body: some View {
        VStack(spacing: 12) {
            TimelineView(.animation) { timeline in
                TableCanvas(scene: scene, round: round, flight: watch.playback.flight, frame: watch.frame(at: timeline.date), shown: shown)
            }
            if catching {
                Button("Catch!") { finish(watch.tapped(at: Date())) }
                    .font(.largeTitle.bold())
                    .frame(maxWidth: .infinity, minHeight: 120)
                    .background(Color.orange.opacity(0.3))
                    .clipShape(RoundedRectangle(cornerRadius: 16))
                    .accessibilityHint("Tap when the token reaches your hands")
            } else {
                Button("Continue") { finish(watch.ended()) }
                    .font(.headline)
            }
        }
        .task {
            // The flight's length and a moment to see where everything lies.
            try? await Task.sleep(nanoseconds: UInt64(watch.playback.shownS * 1_000_000_000))
            if !Task.isCancelled { finish(watch.ended()) }
        }
    }

    /// Hands the flight's one answer on: to the catch, or on to the game.
    private func finish(_ answer: FlightAnswer?) {
        guard let answer else { return }
        if catching { onCatch(answer.seconds) } else { onDone() }
    }
}
