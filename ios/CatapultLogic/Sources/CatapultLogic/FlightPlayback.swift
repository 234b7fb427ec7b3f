import CatapultCore

/// A hurl's flight played back from the core's frames (60 a second): which frame shows at a
/// moment, and when the screen goes on by itself.
public struct FlightPlayback {
    public let flight: HurlFlight

    /// The core's frame rate, frames per second.
    public static let framesPerSecond = 60.0
    /// How long the rest is shown after the token stops, seconds, before the screen goes on.
    public static let restShownS = 1.0

    public init(flight: HurlFlight) {
        self.flight = flight
    }

    /// The frame `seconds` after the release (the first before it, the last after the end; nil
    /// for a flight without frames).
    public func frame(at seconds: Double) -> FlightFrame? {
        guard !flight.frames.isEmpty else { return nil }
        let index = seconds.isFinite ? Int(max(0, min(Double(flight.frames.count - 1), seconds * Self.framesPerSecond))) : 0
        return flight.frames[index]
    }

    /// How long the screen shows the flight before it goes on by itself, seconds: the flight
    /// and a moment to see where everything lies.
    public var shownS: Double { flight.durationS + Self.restShownS }
}
