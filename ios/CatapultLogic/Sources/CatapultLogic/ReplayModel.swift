import CatapultCore
import Observation

/// A stored game, step by step: the core rebuilds each step from the game's moves
/// (`replaySavedGame`, then `step`); nothing is stored or changed.
@MainActor
@Observable
public final class ReplayModel {
    public private(set) var moves: UInt32 = 0
    public private(set) var shown: ReplayStep?
    /// The game just before the shown hurl, for its flight to fly over.
    public private(set) var before: GameView?
    public private(set) var message: String?
    /// The step asked for by the slider or the buttons (nil: the end).
    public var wanted: UInt32?
    /// The step whose flight was watched: the board shows after it.
    public private(set) var watched: UInt32?
    @ObservationIgnored private var replay: GameReplay?

    public init() {}

    /// The shown step's flight, to play before its board, until it was watched.
    public var flightToPlay: HurlFlight? {
        guard let shown, shown.step != watched else { return nil }
        return shown.flight
    }

    /// The flight on show was watched (or skipped): the board after it shows.
    public func flightWatched() { watched = shown?.step }

    /// The step the slider is at.
    public var at: UInt32 { wanted ?? moves }
    public var canGoBack: Bool { at > 0 }
    public var canGoOn: Bool { at < moves }
    public func back() { wanted = max(at, 1) - 1 }
    public func next() { wanted = min(at + 1, moves) }

    /// Shows the game after `wanted` moves (all of them when nil), opening the replay first.
    public func show(store: GameStore?, gameId: Int64) async {
        do {
            if replay == nil, let store {
                replay = try await replaySavedGame(store: store, gameId: gameId)
                moves = replay?.moves() ?? 0
            }
            guard let replay else { return }
            let step = try await replay.step(step: min(wanted ?? moves, moves))
            var scene: GameView?
            if step.flight != nil, step.step > 0 {
                scene = try await replay.step(step: step.step - 1).view
            }
            if Task.isCancelled { return }
            shown = step
            before = scene
            message = nil
        } catch {
            message = sentence(error)
        }
    }

    /// The shown step in words: "Step 12 of 40: a tile placed".
    public var caption: String? {
        guard let shown else { return nil }
        return "Step \(shown.step) of \(moves): \(Self.moveName(shown.lastMove))"
    }

    /// What a replayed move was; nil is the start of the game.
    public static func moveName(_ move: MoveKind?) -> String {
        switch move {
        case nil: return "the start"
        case .placeTile: return "a tile placed"
        case .placeFollower: return "a follower placed"
        case .skip: return "no follower"
        case .chooseToken: return "the token chosen"
        case .hurl: return "a hurl"
        case .catch: return "the catch"
        case .seduce: return "a follower seduced"
        case .declineSeduction: return "a seduction declined"
        }
    }
}
