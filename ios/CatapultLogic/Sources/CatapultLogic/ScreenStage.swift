import CatapultCore

/// What the game screen shows: the core's stage, or one of the screen's own that shows what
/// moves did before the game goes on. The same stages as on Android. `GameController`
/// publishes it.
public enum ScreenStage: Equatable {
    /// What the game waits for, and from whom (`GameSession.stage()`).
    case core(GameStage)
    /// A token flies and nobody here catches it: animate `flight` on `round` (the table when it
    /// was hurled; the round may be over after the move), then `flightSeen()`. `message` says
    /// who hurled what.
    case flight(HurlFlight, round: RoundView?, message: EventMessage?)
    /// What the last moves did, in the core's words; `effectsSeen()` goes on.
    case effects([EventMessage])

    /// The core's `show` (what moves did, from `GameSession.takeShows()`) as the screen's own
    /// stage.
    public init(_ show: MoveShow) {
        switch show {
        case .flight(let flight, let roundBefore, let caption): self = .flight(flight, round: roundBefore, message: caption)
        case .messages(let messages): self = .effects(messages)
        }
    }
}

extension ScreenStage {
    /// The round's table this stage shows, as the screen draws it (`TableLayout`'s `round`): a
    /// watched flight's table as it was hurled on (else the view's), the view's round while a
    /// token is chosen, aimed, caught or a seduction chosen, and at the round's summary the
    /// table as its last hurl found it (the core's `table`, seen through that flight's end
    /// camera). Nil where no table is shown: the board (placed north up), a hand-over, the
    /// effects, the end, and a summary the core gives no table (after a resume).
    public func table(_ view: GameView?) -> RoundView? {
        switch self {
        case .flight(_, let round, _): return round ?? view?.round
        case .core(.roundSummary(_, _, _, _, _, let table)): return table
        case .core(.chooseToken), .core(.hurl), .core(.catch), .core(.seduce): return view?.round
        default: return nil
        }
    }

    /// The flight this stage shows (a watched one, or the one to catch); its own camera is the
    /// one it is seen through.
    public var flight: HurlFlight? {
        switch self {
        case .flight(let flight, _, _), .core(.catch(_, _, _, let flight)): return flight
        default: return nil
        }
    }

    /// The camera the stage's table is seen through (`TableLayout.camera`): nil, north up, where
    /// no table is shown.
    public func camera(_ view: GameView?) -> RoundCamera? {
        TableLayout.camera(round: table(view), flight: flight)
    }
}
