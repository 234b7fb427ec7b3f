import CatapultCore
import CatapultLogic
import SwiftUI

/// The touch fallback, always offered: swipe up toward the board. `SwipeTracker`
/// (CatapultLogic) times the swipe and the core turns it into a launch.
@MainActor
struct SwipePad: View {
    /// The whole screen's height, points, as laid out now: the core measures the swipe's speed
    /// by it.
    let screenHeight: CGFloat
    let onLaunch: (Launch) -> Void
    @State private var tracker = SwipeTracker()

    var body: some View {
        VStack(spacing: 4) {
            RoundedRectangle(cornerRadius: 16)
                .fill(Color.secondary.opacity(0.15))
                .overlay(Text("Or swipe up here").font(.body).foregroundColor(.secondary))
                .frame(minHeight: 140)
                .gesture(
                    DragGesture(minimumDistance: 8)
                        .onChanged { value in tracker.moved(start: value.startLocation, at: value.time) }
                        .onEnded { value in
                            if let launch = tracker.ended(start: value.startLocation, end: value.location, at: value.time,
                                                         screenHeight: Double(screenHeight)) {
                                onLaunch(launch)
                            }
                        })
                .accessibilityElement()
                .accessibilityLabel("Swipe pad: swipe up toward the board to hurl")
                .accessibilityAction(named: "Hurl straight ahead, medium strength") {
                    if let launch = tracker.straight(screenHeight: Double(screenHeight)) { onLaunch(launch) }
                }
            if let message = tracker.message {
                Text(message).font(.callout).foregroundColor(.red)
            }
        }
    }
}
