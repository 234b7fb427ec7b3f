/// The game screen dims while a move is being made (its taps are ignored meanwhile), but only
/// once the move has taken `delayS`, so that a quick move does not flicker.
public enum MoveDimming {
    /// How long a move runs before the screen dims, seconds.
    public static let delayS = 0.3

    /// Whether the screen is dimmed once `moving` has held for its delay: true after `delayS`
    /// for a move, false at once when none is made; nil when the wait was cancelled (a change
    /// of `moving` came first).
    public static func dimmed(whileMoving moving: Bool) async -> Bool? {
        if moving {
            try? await Task.sleep(nanoseconds: UInt64(delayS * 1_000_000_000))
            if Task.isCancelled { return nil }
        }
        return moving
    }
}
