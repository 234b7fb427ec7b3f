import CatapultCore
import CatapultLogic
import SwiftUI

/// The app: the home screen over the app's model (`AppModel`, in CatapultLogic), which opens
/// the history and resumes the game left unfinished; the history's log is folded into its file
/// when the app goes to the background.
@main
struct CatapultApp: App {
    @State private var app = AppModel()
    @Environment(\.scenePhase) private var scenePhase

    var body: some Scene {
        WindowGroup {
            HomeScreen()
                .environment(app)
                .task { await app.open() }
        }
        .onChange(of: scenePhase) { _, phase in
            if phase == .background { Task { await app.foldLog() } }
        }
    }
}

extension Color {
    /// A colour of the logic module's (red, green and blue, 0...1).
    init(_ rgb: RGB) {
        self.init(red: rgb.red, green: rgb.green, blue: rgb.blue)
    }
}
