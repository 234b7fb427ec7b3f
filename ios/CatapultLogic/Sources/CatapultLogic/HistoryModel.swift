import CatapultCore
import Foundation
import Observation

/// The stored games, a page at a time, filtered by status and player; a tap replays one.
@MainActor
@Observable
public final class HistoryModel {
    public private(set) var games: [GameSummaryRecord] = []
    public private(set) var more = false
    public var status: HistoryStatus?
    public var player = ""
    public var message: String?
    @ObservationIgnored private var page: UInt32 = 0
    private static let pageSize: UInt32 = 25

    public init() {}

    /// Lists the first page again (or, with `next`, the page after the last one listed).
    public func load(_ store: GameStore?, next: Bool = false) async {
        guard let store else { return }
        let wanted = next ? page + 1 : 0
        do {
            let filter = HistoryFilter(status: status, player: player.isEmpty ? nil : player)
            let rows = try await store.listGames(filter: filter, page: wanted, pageSize: Self.pageSize)
            if Task.isCancelled { return }
            page = wanted
            games = next ? games + rows : rows
            more = rows.count == Int(Self.pageSize)
        } catch {
            message = sentence(error)
        }
    }

    /// Runs a change to the history, then lists it again; a refusal is shown in the core's words.
    private func change(_ store: GameStore?, _ work: (GameStore) async throws -> Void) async {
        guard let store else { return }
        do {
            try await work(store)
            message = nil
        } catch {
            message = sentence(error)
        }
        await load(store)
    }

    /// Deletes game `id` with everything stored about it.
    public func delete(_ store: GameStore?, _ id: Int64) async {
        await change(store) { try await $0.deleteGame(id: id) }
    }

    /// Gives up game `id`: it stays in the history, abandoned.
    public func abandon(_ store: GameStore?, _ id: Int64) async {
        await change(store) { try await $0.abandonGame(id: id) }
    }

    /// A game not finished may be resumed.
    public static func canResume(_ game: GameSummaryRecord) -> Bool { game.status != .finished }

    /// A game in progress may be given up.
    public static func canAbandon(_ game: GameSummaryRecord) -> Bool { game.status == .inProgress }

    /// Game `id` as a game file (the core's JSON export), to share or keep; nil, and `message`
    /// says why, when it cannot be read.
    public func export(_ store: GameStore?, _ id: Int64) async -> String? {
        guard let store else { return nil }
        do {
            return try await store.exportGame(id: id)
        } catch {
            message = sentence(error)
            return nil
        }
    }

    /// Game `id` as a file to share, `catapult-game-ID.json` in `folder` (the app's temporary
    /// folder unless told); nil, and `message` says why, when it cannot be read or written.
    public func exportFile(_ store: GameStore?, _ id: Int64,
                           into folder: URL = FileManager.default.temporaryDirectory) async -> URL? {
        guard let json = await export(store, id) else { return nil }
        let file = folder.appendingPathComponent("catapult-game-\(id).json")
        do {
            try Data(json.utf8).write(to: file, options: .atomic)
            return file
        } catch {
            message = sentence(error)
            return nil
        }
    }

    /// Stores the game file `json` (shared from another phone, or a game deleted here) as a new
    /// game and lists the history again; returns its id. The core checks the whole file first
    /// (every move replayed) and refuses a bad file, or a game the history has already, saving
    /// nothing: then nil, and `message` says why in the core's words.
    public func importGame(_ store: GameStore?, _ json: String) async -> Int64? {
        guard let store else { return nil }
        do {
            let id = try await store.importGame(json: json)
            message = nil
            await load(store)
            return id
        } catch {
            message = sentence(error)
            return nil
        }
    }

    /// The players of a stored game with their scores and a star for each winner:
    /// "Anna 31 ★, Ben 24".
    public static func players(_ game: GameSummaryRecord) -> String {
        game.seats.enumerated().map { index, seat in
            let score = game.scores.map { index < $0.count ? " \($0[index])" : "" } ?? ""
            return seat.name + score + (game.winners.contains(UInt32(index)) ? " ★" : "")
        }
        .joined(separator: ", ")
    }

    /// A stored game's second line after its date: "finished · 1 move", "in progress · 40 moves".
    public static func caption(_ game: GameSummaryRecord) -> String {
        "\(statusName(game.status)) · \(plural(game.actions, "move"))"
    }

    /// When a stored game was last played: its `updatedMs` as a date.
    public static func date(_ game: GameSummaryRecord) -> Date {
        Date(timeIntervalSince1970: Double(game.updatedMs) / 1000)
    }

    /// A game's status in words: "in progress", "finished", "abandoned".
    public static func statusName(_ status: HistoryStatus) -> String {
        switch status {
        case .inProgress: return "in progress"
        case .finished: return "finished"
        case .abandoned: return "abandoned"
        }
    }
}
