import CatapultCore

/// The words of the score strip and of the player aids ("if the game ended now", the tiles to
/// come).
public enum ScoreWords {
    /// A chip's second line: "12 (+4) · 5 left", "12 · 5 + big left".
    public static func chip(_ player: PlayerView) -> String {
        let supply = player.bigFollowerInSupply ? "\(player.supply) + big left" : "\(player.supply) left"
        return player.projected.total > 0
            ? "\(player.score) (+\(player.projected.total)) · \(supply)"
            : "\(player.score) · \(supply)"
    }

    /// A chip for VoiceOver: name, colour, points, what the game's end would add, the supply.
    public static func chipLabel(_ player: PlayerView) -> String {
        let supply = FollowerChoice(followers: player.supply, big: player.bigFollowerInSupply).supplyLine
        return "\(player.name), \(player.colour.name), \(plural(player.score, "point")), \(player.projected.total) more if the game ended now, \(supply) left\(player.current ? ", to play" : "")"
    }

    /// The seat whose chip the strip scrolls into view at every stage: the one the game waits
    /// on (its chip is marked), so the person holding the phone always sees their own.
    public static func acting(_ view: GameView?) -> UInt32? {
        view?.players.first { $0.current }?.seat
    }

    /// The aids button: "▦ 61 ▾" (closed) or "▦ 61 ▴" (open).
    public static func aidsButton(_ view: GameView, open: Bool) -> String {
        "▦ \(view.turn.tilesLeft) \(open ? "▴" : "▾")"
    }

    public static func aidsButtonLabel(_ view: GameView) -> String {
        "\(view.turn.tilesLeft) tiles left: show the tiles to come and the scores if the game ended now"
    }

    /// One player's line of "if the game ended now".
    public static func projected(_ player: PlayerView) -> String {
        let p = player.projected
        return "\(player.name): \(player.score) now, roads +\(p.roads), cities +\(p.cities), cloisters +\(p.cloisters), fields +\(p.fields) = \(player.score + p.total)"
    }

    /// The tile types still to come (those with any left).
    public static func tilesToCome(_ view: GameView) -> [TilesLeft] {
        view.turn.tilesLeftByType.filter { $0.count > 0 }
    }
}
