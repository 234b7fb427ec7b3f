import CatapultCore
import CatapultLogic
import SwiftUI

/// A hurl's flight, replayed from the core's 60 Hz frames. When a person catches, the catch
/// button records the seconds since the release (the start of the animation); the core judges.
@MainActor
struct FlightView: View {
    let flight: HurlFlight
    let catching: Bool
    let scene: GameView?
    /// The round the token was hurled in (nil: the scene's).
    var round: RoundView? = nil
    let onCatch: (Double?) -> Void
    let onDone: () -> Void
    @State var start = Date()
    @State var finished = false

    var body: some View {
        VStack(spacing: 12) {
            TimelineView(.animation) { timeline in
                TableCanvas(scene: scene, round: round, frame: frame(at: timeline.date.timeIntervalSince(start)))
            }
            if catching {
                Button("Catch!") { finish(caught: Date().timeIntervalSince(start)) }
                    .font(.largeTitle.bold())
                    .frame(maxWidth: .infinity, minHeight: 120)
                    .background(Color.orange.opacity(0.3))
                    .clipShape(RoundedRectangle(cornerRadius: 16))
                    .accessibilityHint("Tap when the token reaches your hands")
            } else {
                Button("Continue") { finish(caught: nil) }
                    .font(.headline)
            }
        }
        .task {
            // The flight's length and a moment to see where everything lies.
            try? await Task.sleep(nanoseconds: UInt64(FlightPlayback(flight: flight).shownS * 1_000_000_000))
            if !Task.isCancelled { finish(caught: nil) }
        }
    }

    private func frame(at seconds: Double) -> FlightFrame? {
        FlightPlayback(flight: flight).frame(at: seconds)
    }

    private func finish(caught seconds: Double?) {
        guard !finished else { return }
        finished = true
        if catching { onCatch(seconds) } else { onDone() }
    }
}
