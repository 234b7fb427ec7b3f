import CatapultCore
import CatapultLogic
import SwiftUI

/// The flick's button, the same in a round and on the practice screen: hold it, flick the phone,
/// let go. A drag the system cancels (a notification, Control Center, a call) never calls
/// `onEnded`, so the button also follows a `@GestureState` that SwiftUI resets on cancel: then,
/// and whenever the scene leaves `.active`, the attempt is cancelled and the next press works.
@MainActor
struct HoldToFlickButton<Model: HoldsFlick & Observable>: View {
    /// A round's `FlickAdapter` or the practice's `PracticeModel` (CatapultLogic's `HoldsFlick`).
    let model: Model
    @GestureState private var pressing = false
    @Environment(\.scenePhase) private var scenePhase

    var body: some View {
        Text(model.holding ? "Flick toward the board, then let go" : "Hold here and flick the phone")
            .font(.title3)
            .frame(maxWidth: .infinity, minHeight: 90)
            .background(model.holding ? Color.orange : Color.accentColor.opacity(0.25))
            .clipShape(RoundedRectangle(cornerRadius: 16))
            .gesture(DragGesture(minimumDistance: 0)
                .updating($pressing) { _, pressing, _ in pressing = true }
                .onChanged { _ in model.press() }
                .onEnded { _ in model.release() })
            .onChange(of: pressing) { _, pressing in
                if !pressing { dragGone() }
            }
            .onChange(of: scenePhase) { _, phase in
                if phase != .active { model.cancel() }
            }
            .onDisappear { model.cancel() }
            .accessibilityLabel("Flick button: hold it, flick the phone toward the board, and let go")
            .accessibilityAddTraits(.isButton)
    }

    /// The drag is over (`touchGone()`). The check runs in a later main-actor task, so it holds
    /// whether SwiftUI resets the gesture state before or after it calls `onEnded` (the order is
    /// not documented).
    private func dragGone() {
        Task { @MainActor in model.touchGone() }
    }
}
