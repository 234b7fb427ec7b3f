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
        "Roads \(player.roads), cities \(player.cities), cloisters \(player.cloisters), fields \(player.fields), catapult \(player.catapult)"
    }

    /// The catapult's record: "Rounds won 3, knock-outs 7, catches 2".
    public static func catapult(_ player: PlayerStatistics) -> String {
        "Rounds won \(player.roundsWon), knock-outs \(player.knockOuts), catches \(player.catches)"
    }

    /// An end screen's line of where a score came from.
    public static func breakdown(_ points: ScoreBreakdown) -> String {
        "Roads \(points.roads), cities \(points.cities), cloisters \(points.cloisters), "
            + "fields \(points.fields), catapult \(points.catapult); \(points.atEnd) at the end"
    }

    /// An end screen's heading for a player: "1. Anna — winner".
    public static func place(_ standing: Standing, _ players: [PlayerView]) -> String {
        let name = players.first { $0.seat == standing.seat }?.name ?? ""
        return "\(standing.place). \(name)" + (standing.winner ? " — winner" : "")
    }
}
