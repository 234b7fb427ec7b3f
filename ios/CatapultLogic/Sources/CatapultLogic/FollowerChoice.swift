import CatapultCore

/// A piece that can go on a follower spot: a normal follower, or the big follower of Inns &
/// Cathedrals, which counts as two. The same as the Android logic's `FollowerPiece`.
public enum FollowerPiece: Equatable {
    case normal
    case big

    /// The piece a follower of the core's view is (`FollowerView.big`).
    public init(big: Bool) { self = big ? .big : .normal }

    /// How much larger than a normal follower the board draws it: the real big follower is
    /// 19.28 mm tall and 18.5 mm wide, a normal one 15.98 × 16 mm, about 1.2 times.
    public var drawnScale: Double { self == .big ? 1.2 : 1 }
}

/// What a player may put on a spot in the follower step, and which piece a tap on a spot puts
/// there. The core's stage says what is in the supply: `followers` normal ones and whether the
/// big follower is there too (`big`); it offers the same spots for either. The player picks the
/// big one with a toggle (`bigPicked`); with no normal follower left, a tap places the big one.
/// No rule is decided here. The same as the Android logic's `FollowerChoice`.
public struct FollowerChoice: Equatable {
    public let followers: UInt32
    public let big: Bool
    public var bigPicked = false

    public init(followers: UInt32, big: Bool, bigPicked: Bool = false) {
        self.followers = followers
        self.big = big
        self.bigPicked = bigPicked
    }

    /// Both are in the supply: the toggle shows and works.
    public var canChoose: Bool { big && followers > 0 }

    /// The piece a tap on a spot places.
    public var piece: FollowerPiece { big && (bigPicked || followers == 0) ? .big : .normal }

    /// The choice with the big follower picked or not; unchanged when there is nothing to choose.
    public func picking(_ bigFollower: Bool) -> FollowerChoice {
        guard canChoose else { return self }
        var picked = self
        picked.bigPicked = bigFollower
        return picked
    }

    /// What the supply holds: "6 followers + big follower", "big follower", "3 followers".
    public var supplyLine: String {
        let normal = plural(followers, "follower")
        if big { return followers > 0 ? "\(normal) + big follower" : "big follower" }
        return normal
    }
}
