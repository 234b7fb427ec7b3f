import CatapultCore
import Foundation
import Observation

/// The app's state outside a game: the history (the store) and the game being played, if any.
/// The game's id is kept in `defaults`, so a killed app resumes it on the next launch.
@MainActor
@Observable
public final class AppModel {
    public private(set) var store: GameStore?
    public private(set) var game: GameController?
    public var showGame = false
    /// A message for the home screen (the history could not be opened, was moved aside, …).
    public var notice: String?

    private static let gameKey = "currentGameId"

    /// Where the history lives (nil: Application Support) and where the game's id is kept.
    private let folder: URL?
    private let defaults: UserDefaults
    /// The opening of the history, once: whoever needs the history waits for it.
    @ObservationIgnored private var opening: Task<Void, Never>?

    /// The app's model with its history in `folder` (nil: the app's Application Support) and
    /// the current game's id in `defaults`.
    public init(folder: URL? = nil, defaults: UserDefaults = .standard) {
        self.folder = folder
        self.defaults = defaults
    }

    /// Opens the history (once) and resumes the game left unfinished.
    public func open() async {
        if let opening { return await opening.value }
        let task = Task { await openHistory() }
        opening = task
        await task.value
    }

    private func openHistory() async {
        do {
            let folder = try self.folder ?? FileManager.default.url(
                for: .applicationSupportDirectory, in: .userDomainMask,
                appropriateFor: nil, create: true)
            let store = try await openGameStore(path: folder.appendingPathComponent("games.sqlite").path)
            self.store = store
            if let moved = store.movedAside() {
                notice = "The game history was damaged. It was moved to \(moved) and a new one was started."
            }
            let id = Int64(defaults.integer(forKey: Self.gameKey))
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
    public func start(_ setup: GameSetup) async -> Bool {
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
    public func resume(_ id: Int64) async {
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
    public func foldLog() async {
        try? await store?.foldLogIntoFile()
    }

    /// Back to the home screen; the game stays, to be continued.
    public func leave() {
        showGame = false
    }

    /// The game is over (or given up): close it and forget its id.
    public func finish() {
        game?.close()
        game = nil
        showGame = false
        forget()
    }

    private func play(_ session: GameSession) {
        game?.close()
        if let id = try? session.gameId() {
            defaults.set(Int(id), forKey: Self.gameKey)
        }
        game = GameController(session: session)
        showGame = true
    }

    private func forget() {
        defaults.removeObject(forKey: Self.gameKey)
    }
}
