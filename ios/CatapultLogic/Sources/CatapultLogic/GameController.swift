import CatapultCore
import Foundation
import Observation

/// One game on this phone: owns the core's `GameSession`, publishes its stage and passes taps
/// on as the session's operations. The core decides what comes next, who gets the phone, where
/// a tile fits and who won; before the game goes on, the controller shows what moves did
/// (the core's `takeShows()`: flights and messages). When a bot is to act and nothing is left
/// to show, the bots play (`playBots()` in a task).
///
/// A move (a tile or a follower, a token, a hurl, a catch, a seduction) is `async`: its rules, a
/// hurl's physics and the history's write run on the library's threads, never on the main
/// thread. While one is made `moving` is true and every other tap is ignored, not queued (it
/// would answer a stage the move is about to replace); then the move's result is shown. The
/// in-memory operations (picking a cell, turning the tile, undo, the hand-over, the summary)
/// are quick and synchronous. The same as the Android controller.
@MainActor
@Observable
public final class GameController {
    public let session: GameSession
    /// Everything the board shows now.
    public private(set) var view: GameView?
    public private(set) var stage: ScreenStage = .effects([])
    /// Why the last operation was refused (the core's sentence).
    public var error: String?
    /// The bots stopped on an error (see `error`) until `retryBots()`.
    public private(set) var botsFailed = false
    /// A move is being made (and stored); taps meanwhile are ignored.
    public private(set) var moving = false
    /// In the follower step, the player picked the big follower (Inns & Cathedrals).
    public private(set) var bigPicked = false

    @ObservationIgnored private var shows: [ScreenStage] = []
    @ObservationIgnored private var subscription: Subscription?
    @ObservationIgnored private var botTask: Task<Void, Never>?
    @ObservationIgnored private var closed = false

    public init(session: GameSession) {
        self.session = session
        subscription = session.subscribe(listener: BotMoveListener(controller: self))
        show()
    }

    /// Stops listening, tells a bot still thinking to give way at once (`leave()`: it makes no
    /// move), and drops the bots' result if they are still playing.
    public func close() {
        closed = true
        session.leave()
        botTask?.cancel()
        subscription?.cancel()
    }

    public func player(_ seat: UInt32) -> PlayerView? { view?.player(seat) }

    // MARK: Taps, as the session's operations

    public func handOverDone() { act { try session.handOverDone() } }
    /// Picks `cell` for the tile, or turns the tile when it is picked already.
    public func tapCell(_ cell: Cell) { act { try session.selectCell(cell: cell) } }
    public func nextSpot() { act { try session.nextSpot() } }
    public func rotate() { act { try session.rotateTile() } }
    public func confirmTile() { move { try await $0.confirmTile() } }
    public func undo() { act { try session.undo() } }
    /// Puts the piece `followerChoice` says (a normal follower or the big one) on `segment`.
    public func placeFollower(_ segment: UInt32) {
        if followerChoice?.piece == .big {
            move { try await $0.placeBigFollower(segment: segment) }
        } else {
            move { try await $0.placeFollower(segment: segment) }
        }
    }
    /// Picks the big follower (or a normal one) for the next tap on a spot.
    public func pickBigFollower(_ big: Bool) {
        guard !closed, !moving else { return }
        bigPicked = big
    }
    public func skipFollower() { move { try await $0.skipFollower() } }
    public func chooseToken(_ token: Token) { move { try await $0.chooseToken(token: token) } }
    public func hurl(_ launch: Launch) { move { try await $0.hurl(launch: launch) } }
    /// The catcher tapped `seconds` after the release (nil: no attempt).
    public func catchAt(_ seconds: Double?) { move { try await $0.catchToken(afterSeconds: seconds) } }
    /// Sends `target` home for the hurler's follower `fromBoard` (nil: one from the supply).
    public func seduce(_ target: UInt32, fromBoard: UInt32?) { move { try await $0.seduce(target: target, fromBoard: fromBoard) } }
    public func declineSeduction() { move { try await $0.declineSeduction() } }
    public func closeSummary() { act { try session.closeSummary() } }
    /// A person's flick sensitivity (from the practice screen): the core saves it with the seat
    /// (a write to the history, off the main actor); the hurl stage then says it.
    public func setFlickSensitivity(_ seat: UInt32, _ sensitivity: FlickSensitivity) {
        let session = self.session
        Task {
            do {
                try await Task.detached { try session.setFlickSensitivity(seat: seat, sensitivity: sensitivity) }.value
                show()
            } catch {
                self.error = sentence(error)
            }
        }
    }

    /// The flight on show was watched.
    public func flightSeen() { if case .flight = stage { seen() } }
    /// The effects on show were read.
    public func effectsSeen() { if case .effects = stage { seen() } }

    /// After the bots failed, lets them try again.
    public func retryBots() {
        guard !moving else { return }
        botsFailed = false
        show()
    }

    /// In the follower step, what the supply holds and which piece a tap on a spot places.
    public var followerChoice: FollowerChoice? {
        guard case .core(.placeFollower(_, _, _, let supply, let bigFollower, _)) = stage else { return nil }
        return FollowerChoice(followers: supply, big: bigFollower).picking(bigPicked)
    }

    // MARK: Showing

    private func seen() {
        guard !moving else { return }
        if !shows.isEmpty { shows.removeFirst() }
        show()
    }

    /// Runs one change without a move (hand-over, selection, undo) unless a move is being made;
    /// a refused one shows the core's sentence and changes nothing.
    private func act(_ operation: () throws -> Void) {
        guard !closed, !moving else { return }
        do {
            try operation()
            error = nil
            show()
        } catch {
            self.error = sentence(error)
        }
    }

    /// Makes one move in a task unless one is being made already: a second tap (a double tap,
    /// a tap on the stage the move replaces) is dropped, not queued. Then shows what the move
    /// did, or the core's sentence for a refusal (nothing changed).
    private func move(_ operation: @escaping (GameSession) async throws -> PlayedMove) {
        guard !closed, !moving else { return }
        moving = true
        Task {
            do {
                _ = try await operation(session)
                moving = false
                error = nil
                show()
            } catch {
                moving = false
                self.error = sentence(error)
            }
        }
    }

    /// Queues what the moves since the last call showed (the core's `takeShows()`), then
    /// publishes the view and what is to show first, else the core's stage; starts the bots
    /// when they are to act.
    private func show() {
        guard !closed else { return }
        do {
            let core = try session.stage()
            view = try session.view()
            shows += try session.takeShows().map { ScreenStage($0) }
            stage = shows.first ?? .core(core)
            // The big follower is picked for one follower step only.
            if case .placeFollower = core {} else { bigPicked = false }
        } catch {
            self.error = sentence(error)
        }
        if case .core(.botToAct) = stage { if !botsFailed { playBots() } } else { botsFailed = false }
    }

    private func playBots() {
        guard botTask == nil else { return }
        botTask = Task {
            var played: [PlayedMove] = []
            do {
                played = try await session.playBots()
            } catch {
                self.error = sentence(error)
            }
            botTask = nil
            // No move (an error, or none found): wait for `retryBots()` rather than spin.
            botsFailed = played.isEmpty
            // Swift cancellation does not reach Rust: drop the result of a cancelled call.
            if Task.isCancelled { return }
            show()
        }
    }

    /// While the bots play, the board follows each of their moves (`BotMoveListener` calls it).
    public func botMoved() {
        guard !closed, botTask != nil else { return }
        view = try? session.view()
    }
}
