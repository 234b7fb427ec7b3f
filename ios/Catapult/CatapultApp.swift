import CatapultCore
import SwiftUI

@main
struct CatapultApp: App {
    @StateObject private var app = AppModel()
    @Environment(\.scenePhase) private var scenePhase

    var body: some Scene {
        WindowGroup {
            HomeScreen()
                .environmentObject(app)
                .task { await app.open() }
        }
        .onChange(of: scenePhase) { phase in
            if phase == .background { Task { await app.foldLog() } }
        }
    }
}

/// The app's state outside a game: the history (the store) and the game being played, if any.
/// The game's id is kept in UserDefaults, so a killed app resumes it on the next launch.
@MainActor
final class AppModel: ObservableObject {
    @Published private(set) var store: GameStore?
    @Published private(set) var game: GameController?
    @Published var showGame = false
    /// A message for the home screen (the history could not be opened, was moved aside, …).
    @Published var notice: String?

    private static let gameKey = "currentGameId"

    /// The opening of the history, once: whoever needs the history waits for it.
    private var opening: Task<Void, Never>?

    /// Opens the history in Application Support (once) and resumes the game left unfinished.
    func open() async {
        if let opening { return await opening.value }
        let task = Task { await openHistory() }
        opening = task
        await task.value
    }

    private func openHistory() async {
        do {
            let folder = try FileManager.default.url(
                for: .applicationSupportDirectory, in: .userDomainMask,
                appropriateFor: nil, create: true)
            let store = try await openGameStore(path: folder.appendingPathComponent("games.sqlite").path)
            self.store = store
            if let moved = store.movedAside() {
                notice = "The game history was damaged. It was moved to \(moved) and a new one was started."
            }
            let id = Int64(UserDefaults.standard.integer(forKey: Self.gameKey))
            if id != 0 {
                await resume(id)
            }
        } catch {
            notice = sentence(error)
            // The next start tries again (the disk may have been full, say).
            opening = nil
        }
    }

    /// Starts a new game, kept in the history; the core checks the setup and says what is
    /// wrong with it. It waits for the history to open (Start may be tapped before it has):
    /// a game that could not be saved is not started, and `notice` says why, as on Android.
    func start(_ setup: GameSetup) async -> Bool {
        await open()
        guard let store else { return false }
        do {
            play(try await startGame(setup: setup, store: store))
            return true
        } catch {
            notice = sentence(error)
            return false
        }
    }

    /// Resumes a stored game (the core replays and checks every move).
    func resume(_ id: Int64) async {
        guard let store else { return }
        do {
            let session = try await resumeGame(store: store, gameId: id)
            if case .gameOver = try session.stage() {
                forget()
            } else {
                play(session)
            }
        } catch {
            notice = sentence(error)
            forget()
        }
    }

    /// Folds the history's log into its file, so that a backup made while the app is in the
    /// background (iCloud, a new phone) copies a whole history, not a file whose latest games
    /// wait in a log copied a moment apart. A failure loses nothing: the log keeps them.
    func foldLog() async {
        try? await store?.foldLogIntoFile()
    }

    /// Back to the home screen; the game stays, to be continued.
    func leave() {
        showGame = false
    }

    /// The game is over (or given up): close it and forget its id.
    func finish() {
        game?.close()
        game = nil
        showGame = false
        forget()
    }

    private func play(_ session: GameSession) {
        game?.close()
        if let id = try? session.gameId() {
            UserDefaults.standard.set(Int(id), forKey: Self.gameKey)
        }
        game = GameController(session: session)
        showGame = true
    }

    private func forget() {
        UserDefaults.standard.removeObject(forKey: Self.gameKey)
    }
}

/// The core's message for a refused move or a failed call, as a sentence for players.
func sentence(_ error: Error) -> String {
    guard let error = error as? CatapultError else { return error.localizedDescription }
    switch error {
    case .IllegalMove(let message), .BadInput(let message), .NotFound(let message),
        .Storage(let message), .Cancelled(let message), .Internal(let message):
        return message.prefix(1).uppercased() + message.dropFirst()
    }
}
