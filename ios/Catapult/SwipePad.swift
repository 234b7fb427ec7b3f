import CatapultCore
import SwiftUI

/// The touch fallback, always offered: swipe up toward the board. The core turns the swipe into
/// a launch (angle off vertical is the aim, speed in screen heights per second the power).
@MainActor
struct SwipePad: View {
    /// The whole screen's height, points: the core measures the swipe's speed by it.
    let screenHeight: CGFloat
    let onLaunch: (Launch) -> Void
    /// When and where the swipe began. A swipe the system cancels never ends, so a new one is
    /// told by its own start point rather than by this being unset.
    @State var began: (time: Date, at: CGPoint)?
    @State var message: String?

    var body: some View {
        VStack(spacing: 4) {
            RoundedRectangle(cornerRadius: 16)
                .fill(Color.secondary.opacity(0.15))
                .overlay(Text("Or swipe up here").font(.body).foregroundColor(.secondary))
                .frame(minHeight: 140)
                .gesture(
                    DragGesture(minimumDistance: 8)
                        .onChanged { value in
                            if began?.at != value.startLocation { began = (value.time, value.startLocation) }
                        }
                        .onEnded { value in swiped(value) })
                .accessibilityElement()
                .accessibilityLabel("Swipe pad: swipe up toward the board to hurl")
                .accessibilityAction(named: "Hurl straight ahead, medium strength") { straight() }
            if let message {
                Text(message).font(.callout).foregroundColor(.red)
            }
        }
    }

    private func swiped(_ value: DragGesture.Value) {
        let seconds = value.time.timeIntervalSince(began?.time ?? value.time)
        began = nil
        send(SwipeInput(
            startX: value.startLocation.x, startY: value.startLocation.y,
            endX: value.location.x, endY: value.location.y,
            durationS: max(seconds, 0.01), screenHeight: screenHeight))
    }

    /// For VoiceOver: half the screen's height, straight up, in a quarter of a second.
    private func straight() {
        send(SwipeInput(
            startX: 0, startY: screenHeight * 0.75, endX: 0, endY: screenHeight * 0.25,
            durationS: 0.25, screenHeight: screenHeight))
    }

    private func send(_ swipe: SwipeInput) {
        do {
            message = nil
            onLaunch(try swipeLaunch(swipe: swipe).launch)
        } catch {
            message = sentence(error)
        }
    }
}
