import CatapultCore
import Foundation

/// What the game screen shows. The core's turn decides it; the controller only adds the screens
/// between moves: hand-overs, flights and the effects of the last moves.
enum GameStage: Equatable {
    case handOver(player: UInt32)
    case placeTile
    case placeFollower
    case chooseToken
    case aim
    case flight(HurlFlight, catching: Bool)
    case seduce
    case effects([String])
    case botsThinking
    case gameOver
}

/// Owns a game session: forwards the players' moves to the core and publishes what to show.
@MainActor
final class GameController: ObservableObject {
    let session: GameSession
    @Published private(set) var view: GameView?
    @Published private(set) var stage: GameStage = .botsThinking
    /// The cell chosen for the drawn tile, and its rotation (one the core lists for that cell).
    @Published private(set) var selectedCell: Cell?
    @Published private(set) var rotation: UInt32 = 0
    /// The core's message for a refused move.
    @Published var error: String?
    /// The game as it was just before the last hurl, to draw its flight on.
    @Published private(set) var flightScene: GameView?
    /// Counts the flights shown, so each flight's view starts afresh.
    @Published private(set) var flightsSeen = 0
    @Published private(set) var winners: [UInt32] = []

    private var flights: [HurlFlight] = []
    private var messages: [String] = []
    /// The person holding the phone: a hand-over comes before someone else acts.
    private var holder: UInt32?
    private var subscription: Subscription?
    private var botTask: Task<Void, Never>?

    init(session: GameSession) {
        self.session = session
        subscription = session.subscribe(listener: Listener(controller: self))
        refresh()
        decide()
    }

    /// Stops listening and drops the bots' result if they are still playing.
    func close() {
        botTask?.cancel()
        subscription?.cancel()
    }

    func player(_ seat: UInt32) -> PlayerView? {
        view?.players.first { $0.seat == seat }
    }

    func refresh() {
        do {
            view = try session.view()
        } catch {
            self.error = sentence(error)
        }
    }

    // MARK: Moves

    func tapCell(_ cell: Cell) {
        guard stage == .placeTile,
            let place = view?.turn.legal.first(where: { $0.cell == cell })
        else { return }
        selectedCell = cell
        rotation = place.rotations.first ?? 0
    }

    /// Turns the tile to the next rotation that fits the chosen cell.
    func rotate() {
        guard let cell = selectedCell,
            let rotations = view?.turn.legal.first(where: { $0.cell == cell })?.rotations,
            let index = rotations.firstIndex(of: rotation)
        else { return }
        rotation = rotations[(index + 1) % rotations.count]
    }

    func confirmTile() {
        guard let cell = selectedCell else { return }
        let turns = rotation
        selectedCell = nil
        play { try session.placeTile(cell: cell, rotation: turns) }
    }

    func placeFollower(_ segment: UInt32) { play { try session.placeFollower(segment: segment) } }
    func skipFollower() { play { try session.skipFollower() } }
    func chooseToken(_ token: Token) { play { try session.chooseToken(token: token) } }
    func hurl(_ launch: Launch) { play { try session.hurl(launch: launch) } }
    func declineSeduction() { play { try session.declineSeduction() } }

    func undo() {
        play {
            try session.undo()
            return []
        }
    }

    func seduce(_ target: UInt32, fromBoard: UInt32?) {
        play { try session.seduce(target: target, fromBoard: fromBoard) }
    }

    /// The catcher tapped `secondsAfterRelease` after the release (nil: no attempt).
    func catchAt(_ secondsAfterRelease: Double?) {
        flights.removeAll()
        flightsSeen += 1
        play { try session.catchToken(afterSeconds: secondsAfterRelease) }
    }

    func flightSeen() {
        if !flights.isEmpty { flights.removeFirst() }
        flightsSeen += 1
        decide()
    }

    func handOverDone() {
        if case .handOver(let player) = stage { holder = player }
        decide()
    }

    func effectsSeen() {
        messages.removeAll()
        decide()
    }

    // MARK: The flow

    /// Runs one move; a refused move shows the core's message and changes nothing.
    private func play(_ move: () throws -> [GameEvent]) {
        let before = view
        do {
            let events = try move()
            refresh()
            absorb(events, before: before)
        } catch {
            self.error = sentence(error)
        }
        decide()
    }

    private func absorb(_ events: [GameEvent], before: GameView?) {
        for event in events {
            if case .hurled(let flight) = event {
                flights.append(flight)
                flightScene = before?.round != nil ? before : view
            }
            if case .gameOver(_, let winners) = event { self.winners = winners }
            if let text = EventMessages.message(for: event, players: view?.players ?? []) {
                messages.append(text)
            }
        }
    }

    /// Picks the next screen from the core's turn; the only place the stage changes.
    private func decide() {
        guard let turn = view?.turn else { return }
        if let flight = flights.first {
            let catching = flights.count == 1 && turn.step == .`catch` && !turn.botToPlay
            if catching && holder != turn.player {
                stage = .handOver(player: turn.player)
            } else {
                stage = .flight(flight, catching: catching)
            }
        } else if !messages.isEmpty {
            stage = .effects(messages)
        } else if turn.step == .gameOver {
            stage = .gameOver
        } else if turn.botToPlay {
            stage = .botsThinking
            runBots()
        } else if holder != turn.player {
            stage = .handOver(player: turn.player)
        } else {
            switch turn.step {
            case .placeTile: stage = .placeTile
            case .placeFollower: stage = .placeFollower
            case .chooseToken: stage = .chooseToken
            case .hurl: stage = .aim
            case .seduce: stage = .seduce
            case .gameOver: stage = .gameOver
            case .`catch`:
                stage = .botsThinking
                reloadFlight()
            }
        }
    }

    private func runBots() {
        guard botTask == nil else { return }
        let before = view
        botTask = Task {
            do {
                let events = try await session.playBots()
                botTask = nil
                // Swift cancellation does not reach Rust: drop the result of a cancelled call.
                if Task.isCancelled { return }
                refresh()
                absorb(events, before: before)
            } catch {
                botTask = nil
                messages.append(sentence(error))
            }
            decide()
        }
    }

    /// After a restart in the middle of a catch, the flight is replayed from the stored game.
    private func reloadFlight() {
        Task {
            do {
                let flight = try await lastFlight()
                if flights.isEmpty { flights = [flight] }
            } catch {
                messages.append(sentence(error))
                catchAt(nil)
                return
            }
            decide()
        }
    }

    /// The game's last hurl, to show again (the view counts the hurls played).
    private func lastFlight() async throws -> HurlFlight {
        let played = try session.view().hurlsPlayed
        return try await session.hurlFlight(number: played)
    }
}

/// Hears every change to the game (the bots' moves as they are made) and redraws the board
/// on the main actor; calls come on the library's threads.
private final class Listener: GameListener, @unchecked Sendable {
    weak var controller: GameController?

    init(controller: GameController) {
        self.controller = controller
    }

    func onChange(events: [GameEvent]) {
        Task { @MainActor [weak self] in
            self?.controller?.refresh()
        }
    }
}
