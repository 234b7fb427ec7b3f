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
