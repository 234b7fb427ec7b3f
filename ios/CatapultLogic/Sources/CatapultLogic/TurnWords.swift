import CatapultCore

/// The words of a tile turn, for the game screen and VoiceOver. Sentences about what happened
/// are the core's (`EventMessage.english`); these are the screen's own labels.
public enum TurnWords {
    /// A follower's role on a feature: "thief", "knight", "farmer", "monk".
    public static func roleName(_ kind: FeatureKind) -> String {
        switch kind {
        case .road: return "thief"
        case .city: return "knight"
        case .field: return "farmer"
        case .cloister: return "monk"
        }
    }

    /// The piece a tap puts on a spot of `kind`: "knight", or "big knight" with the big follower.
    public static func pieceName(_ kind: FeatureKind, _ piece: FollowerPiece) -> String {
        piece == .big ? "big \(roleName(kind))" : roleName(kind)
    }

    /// Whose turn, what for, and the tiles left: "Anna: place the tile. 61 tiles left."
    public static func turnLine(_ view: GameView) -> String {
        "\(RoundWords.name(view.turn.player, view)): \(view.turn.waitingFor). \(view.turn.tilesLeft) tiles left."
    }

    /// In how many ways the drawn tile fits: "It fits 1 way.", "It fits 7 ways."
    public static func fits(_ view: GameView) -> String {
        "It fits \(plural(view.turn.fittingPlaces, "way"))."
    }

    /// What the board holds, for VoiceOver, and how to place the tile when it is to be placed.
    public static func boardSummary(_ view: GameView?, fittingCells: Int) -> String {
        guard let view else { return "The board" }
        var text = "The board: \(plural(UInt32(view.tiles.count), "tile")), \(plural(UInt32(view.followers.count), "follower"))."
        if fittingCells > 0 {
            text += " The tile fits in \(fittingCells) places; use the actions to choose one."
        }
        return text
    }

    /// The follower step's supply line: "In your supply: 6 followers + big follower."
    public static func supply(_ choice: FollowerChoice) -> String { "In your supply: \(choice.supplyLine)." }

    /// What a tap on a spot places, for VoiceOver's hint on the big follower's switch.
    public static func bigFollowerHint(_ piece: FollowerPiece) -> String {
        piece == .big ? "A spot takes your big follower, which counts as two" : "A spot takes a normal follower"
    }

    /// While the bots think: "Robo is playing…".
    public static func botPlaying(_ name: String?) -> String { "\(name ?? "A bot") is playing…" }

    /// The hand-over screen's heading: "Pass the phone to Ben".
    public static func passThePhone(_ player: PlayerView) -> String { "Pass the phone to \(player.name)" }

    /// Under it, the seat's colour and letter: "Blue · B".
    public static func seatLine(_ player: PlayerView) -> String {
        "\(player.colour.name.capitalized) · \(player.colour.letter)"
    }

    /// What the next person will do, in the core's words: "Next: place the tile".
    public static func next(_ waitingFor: String) -> String { "Next: \(waitingFor)" }

    /// The button the next person taps: "I am Ben".
    public static func iAm(_ player: PlayerView) -> String { "I am \(player.name)" }

    /// A board action for VoiceOver: "Put the tile at 2, -1".
    public static func putTile(_ cell: Cell) -> String { "Put the tile at \(cell.x), \(cell.y)" }
}
