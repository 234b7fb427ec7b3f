import CatapultCore
import Foundation
import Observation

/// Every player's record over the stored games, computed by the core, with the screen's words
/// for it.
@MainActor
@Observable
public final class StatsModel {
    public private(set) var players: [PlayerStatistics] = []
    /// Why the records could not be read (the core's sentence).
    public private(set) var message: String?

    public init() {}

    public func load(_ store: GameStore?) async {
        guard let store else { return }
        do {
            players = try await store.playerStatistics()
            message = nil
        } catch {
            message = sentence(error)
        }
    }

    /// "12 games, 5 won; average 71.3, best 104" ("1 game, …" for one).
    public static func record(_ player: PlayerStatistics) -> String {
        "\(plural(player.games, "game")), \(player.wins) won; average \(String(format: "%.1f", player.averageScore)), best \(player.bestScore)"
    }

    /// Where the points came from: "Roads 120, cities 301, …".
    public static func points(_ player: PlayerStatistics) -> String {
        sources(player.roads, player.cities, player.cloisters, player.fields, player.catapult)
    }

    /// The catapult's record: "Rounds won 3, knock-outs 7, catches 2".
    public static func catapult(_ player: PlayerStatistics) -> String {
        "Rounds won \(player.roundsWon), knock-outs \(player.knockOuts), catches \(player.catches)"
    }

    /// An end screen's line of where a score came from.
    public static func breakdown(_ points: ScoreBreakdown) -> String {
        sources(points.roads, points.cities, points.cloisters, points.fields, points.catapult)
            + "; \(points.atEnd) at the end"
    }

    /// Points by where they came from, in the order every screen lists them.
    private static func sources(_ roads: UInt32, _ cities: UInt32, _ cloisters: UInt32, _ fields: UInt32,
                                _ catapult: UInt32) -> String {
        "Roads \(roads), cities \(cities), cloisters \(cloisters), fields \(fields), catapult \(catapult)"
    }

    /// An end screen's heading for a player: "1. Anna — winner".
    public static func place(_ standing: Standing, _ players: [PlayerView]) -> String {
        let name = players.first { $0.seat == standing.seat }?.name ?? ""
        return "\(standing.place). \(name)" + (standing.winner ? " — winner" : "")
    }
}
