import CatapultCore
import Observation

/// The offer of practice before a seat's first hurl: the core's hurl stage says `offerPractice`
/// until that seat's first hurl; a seat that answered here ("Practise first" or "Hurl now") is
/// not asked again on this screen, and one that chose to practise does so until it is done.
@MainActor
@Observable
public final class FirstHurlPractice {
    /// Seats that answered the offer.
    public private(set) var answered: Set<UInt32> = []
    /// The seat practising now, if any.
    public var practising: UInt32?

    public init() {}

    /// Whether to show the offer rather than the aim in `stage`.
    public func offers(_ stage: ScreenStage) -> Bool {
        guard case .core(.hurl(let seat, _, _, _, _, let offerPractice)) = stage else { return false }
        return offerPractice && !answered.contains(seat)
    }

    /// The hurler `seat` answered: practise first, or hurl now.
    public func answer(_ seat: UInt32, practise: Bool) {
        answered.insert(seat)
        if practise { practising = seat }
    }

    /// The hurl stage's sensitivity while `practising` is the hurler (nil otherwise).
    public func sensitivity(_ stage: ScreenStage) -> FlickSensitivity? {
        guard practising != nil, case .core(.hurl(_, _, _, _, let sensitivity, _)) = stage else { return nil }
        return sensitivity
    }
}
