import CatapultCore
import SwiftUI

@main
struct CatapultApp: App {
    @StateObject private var app = AppModel()

    var body: some Scene {
        WindowGroup {
            HomeScreen()
                .environmentObject(app)
                .task { await app.open() }
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

    /// Opens the history in Application Support and resumes the game left unfinished.
    func open() async {
        guard store == nil else { return }
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
        }
    }

    /// Starts a new game, kept in the history (only in memory if the history could not be
    /// opened); the core checks the setup and says what is wrong with it. Storing the new game
    /// writes to the history, so this waits for the library's threads.
    func start(_ setup: GameSetup) async -> Bool {
        do {
            if let store {
                play(try await startGame(setup: setup, store: store))
            } else {
                play(try GameSession(setup: setup))
            }
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
