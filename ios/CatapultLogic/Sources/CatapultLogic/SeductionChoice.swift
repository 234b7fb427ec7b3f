import CatapultCore

/// The hurler's seduction, as the seduce stage offers it: which of the core's targets to send
/// home, and which of the hurler's own followers takes its place, from the supply or from the
/// board. The core lists the targets and the hurler's followers; this only names them.
public struct SeductionChoice {
    /// One follower to send home, and the ways to take its place.
    public struct Target {
        public let follower: FollowerView
        /// "Anna's knight at 2, -1".
        public let title: String
        /// The ways to seduce it.
        public let ways: [Way]
    }

    /// A way to take a target's place: a button's words and the hurler's follower it moves
    /// (nil: one from the supply).
    public struct Way: Identifiable {
        public let words: String
        public let fromBoard: UInt32?
        /// The follower moved, or -1 for the supply: unique among a target's ways.
        public var id: Int64 { fromBoard.map { Int64($0) } ?? -1 }
    }

    public let targets: [Target]

    /// The choice for the stage `seduce(_, targets, ownOnBoard, canUseSupply)` on `view`.
    public init(targets: [UInt32], ownOnBoard: [UInt32], canUseSupply: Bool, view: GameView?) {
        let followers = view?.followers ?? []
        let own = followers.filter { ownOnBoard.contains($0.id) }
        var ways: [Way] = []
        if canUseSupply { ways.append(Way(words: "Swap for one from your supply", fromBoard: nil)) }
        for mine in own {
            ways.append(Way(words: "Move your \(TurnWords.roleName(mine.kind)) from \(mine.cell.x), \(mine.cell.y)", fromBoard: mine.id))
        }
        self.targets = followers.filter { targets.contains($0.id) }.map { target in
            Target(follower: target,
                   title: "\(RoundWords.name(target.owner, view))'s \(TurnWords.roleName(target.kind)) at \(target.cell.x), \(target.cell.y)",
                   ways: ways)
        }
    }
}
