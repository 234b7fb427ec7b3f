import CatapultCore

/// The table turning between views: the board is placed north up, the round is seen from the
/// acting seat (`TableLayout`), and each change of seat turns the table. The turn is animated
/// briefly (at most 0.3 s, as the issue on seeing the table asks) and not at all when the
/// person asked for reduced motion: a spinning table is the kind of motion that setting is for.
public enum RoundTurn {
    /// How long the table takes to turn, seconds.
    public static let durationS = 0.25

    /// How long the turn is animated: nil (no animation) with reduced motion.
    public static func duration(reduceMotion: Bool) -> Double? {
        reduceMotion ? nil : durationS
    }

    /// How far a view shows the table turned, radians counter-clockwise (0: north up, as the
    /// board is placed): the round's camera's turn.
    public static func turn(_ camera: RoundCamera?) -> Double {
        camera?.turn ?? 0
    }

    /// Where a newly drawn table starts its turn: shown turned `old` before, drawn turned `new`
    /// now, it starts rotated this far clockwise on the screen (so it looks as it did) and
    /// settles to 0, the short way round (within ±π).
    public static func start(from old: Double, to new: Double) -> Double {
        let turn = (new - old).truncatingRemainder(dividingBy: 2 * .pi)
        if turn > .pi { return turn - 2 * .pi }
        if turn <= -.pi { return turn + 2 * .pi }
        return turn
    }
}
