import CatapultCore

/// The words of a catapult round's screens: the heading, the aims, the seduction's choices and
/// the round's summary. What happened is the core's sentence; these are labels around it.
public enum RoundWords {
    /// Who hurled what while a flight is shown (the core's message), else whose turn it is and
    /// what for: "Catapult round: Ben, hurl the token."
    public static func heading(_ stage: ScreenStage, _ view: GameView?) -> String {
        if case .flight(_, _, let message) = stage, let message {
            return message.english
        }
        guard let view else { return "Catapult round" }
        return "Catapult round: \(name(view.turn.player, view)), \(view.turn.waitingFor)."
    }

    /// A seat's name in `view` ("" when there is no such seat).
    public static func name(_ seat: UInt32, _ view: GameView?) -> String {
        view?.player(seat)?.name ?? ""
    }

    /// A flick sensitivity's name, the core's ("Gentle", say).
    public static func sensitivityName(_ sensitivity: FlickSensitivity) -> String {
        PracticeModel.sensitivities.first { $0.sensitivity == sensitivity }?.label ?? ""
    }

    /// The others' followers in the knock-out or seduction token's reach, nearest first, at
    /// most `limit`, each by its id and in words: "Anna's knight on (1, 0): 12° to the left
    /// (aim 12), 48 cm away".
    public static func aims(_ view: GameView?, limit: Int = 4) -> [AimLine] {
        let inReach = (view?.round?.aims ?? []).filter { $0.inReach }
        return inReach.prefix(limit).map { AimLine(id: $0.follower, words: "\(name($0.owner, view))'s \($0.words)") }
    }

    /// The practice sheet's title: "Ben practises".
    public static func practising(_ seat: UInt32, _ view: GameView?) -> String { "\(name(seat, view)) practises" }

    /// One seat's line of the round's summary: "Anna: 3 points, 1 follower back home".
    public static func summaryLines(points: [UInt32], sentHome: [UInt32], _ view: GameView?) -> [String] {
        points.enumerated().map { seat, gained in
            let home = seat < sentHome.count ? sentHome[seat] : 0
            return "\(name(UInt32(seat), view)): \(plural(gained, "point")), \(plural(home, "follower")) back home"
        }
    }

    /// What the table holds, for VoiceOver.
    public static func tableSummary(_ round: RoundView?) -> String {
        guard let round else { return "The table" }
        return "The table: \(round.seats.count) catapults, \(round.tokens.count) tokens resting, \(round.hurls) hurls so far."
    }

    /// The offer before a seat's first hurl.
    public static func practiceOffer(_ name: String) -> String {
        "\(name)'s first hurl. Try a few practice flicks first? Nothing counts while you practise."
    }
}

/// One follower to aim at, by its id, in words.
public struct AimLine: Identifiable, Equatable {
    /// The follower's id.
    public let id: UInt32
    public let words: String
}

extension GameView {
    /// The player at `seat`, if there is one.
    public func player(_ seat: UInt32) -> PlayerView? { players.first { $0.seat == seat } }
}
