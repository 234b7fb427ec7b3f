import CatapultCore
import Foundation

/// Short sentences for the effects screen, from the core's events. Nothing here decides a
/// rule: it only puts the events into words.
enum EventMessages {
    /// A line about `event`, or nil for what the board already shows.
    static func message(for event: GameEvent, players: [PlayerView]) -> String? {
        func name(_ seat: UInt32) -> String {
            players.first { $0.seat == seat }?.name ?? "Seat \(seat + 1)"
        }
        func names(_ seats: [UInt32]) -> String {
            seats.map(name).joined(separator: " and ")
        }
        switch event {
        case .tileDrawn, .tilePlaced, .followerPlaced, .hurled:
            return nil
        case .tileDiscarded(let tile):
            return "Tile \(tile) fits nowhere; it is put away."
        case let .scored(kind, points, winners, size, atEnd):
            let when = atEnd ? " at the end" : ""
            return "\(names(winners)): \(points) points for a \(featureName(kind)) of \(size)\(when)."
        case let .followersReturned(player, count):
            return "\(name(player)) gets \(count) follower(s) back."
        case .roundStarted(let chooser):
            return "Catapult round! \(name(chooser)) chooses the token."
        case let .tokenChosen(player, token):
            return "\(name(player)) chose the \(tokenName(token)) token."
        case let .knockedHome(_, owner, kind, _):
            return "\(name(owner))'s \(followerName(kind)) was knocked home."
        case .seductionMissed(let player):
            return "\(name(player))'s seduction token missed the tiles."
        case let .seduced(player, _, owner, kind, _, _):
            return "\(name(player)) seduced \(name(owner))'s \(followerName(kind))."
        case let .catchJudged(_, catcher, result):
            return "\(name(catcher)): \(catchText(result))"
        case let .catapultPoints(players, points, _):
            return "\(names(players)): \(points) points from the catapult."
        case .roundOver:
            return "The round is over; the tokens go back."
        case .gameOver(_, let winners):
            return "Game over. \(names(winners)) won!"
        }
    }

    /// "road", "city", "field" or "cloister".
    static func featureName(_ kind: FeatureKind) -> String {
        "\(kind)"
    }

    /// The follower's name by what it stands on.
    static func followerName(_ kind: FeatureKind) -> String {
        switch kind {
        case .road: return "thief"
        case .city: return "knight"
        case .field: return "farmer"
        case .cloister: return "monk"
        }
    }

    static func tokenName(_ token: Token) -> String {
        tokenHelp().first { $0.token == token }?.name ?? "\(token)"
    }

    static func catchText(_ result: CatchResult) -> String {
        switch result {
        case .caught: return "caught!"
        case .touched: return "touched but not caught."
        case .missedBeyondLine: return "missed; the token got past the line."
        case .missedShort: return "missed; the token fell short."
        }
    }
}
