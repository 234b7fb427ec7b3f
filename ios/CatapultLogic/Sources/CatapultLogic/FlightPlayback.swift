import CatapultCore
import Foundation

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

/// How a showing of a flight ended.
public enum FlightAnswer: Equatable {
    /// The catcher tapped this long after the release, seconds.
    case tapped(afterSeconds: Double)
    /// *Continue*, or the flight ran out: no attempt.
    case noAttempt

    /// What goes to the core's `catchToken(afterSeconds:)`.
    public var seconds: Double? {
        if case .tapped(let seconds) = self { return seconds }
        return nil
    }
}

/// One showing of a flight: its clock runs from the release (when the showing starts), and it
/// takes one answer (a tap on *Catch!*, *Continue*, or the flight running out); later ones are
/// dropped.
public struct FlightWatch {
    public let playback: FlightPlayback
    /// The release, as the screen shows it.
    public let start: Date
    public private(set) var answered = false

    public init(flight: HurlFlight, start: Date = Date()) {
        self.playback = FlightPlayback(flight: flight)
        self.start = start
    }

    /// The frame to show at `now`.
    public func frame(at now: Date) -> FlightFrame? {
        playback.frame(at: now.timeIntervalSince(start))
    }

    /// The catcher tapped at `now` (nil: an answer was given already).
    public mutating func tapped(at now: Date) -> FlightAnswer? {
        answer(.tapped(afterSeconds: now.timeIntervalSince(start)))
    }

    /// *Continue* was tapped, or the flight ran out (nil: an answer was given already).
    public mutating func ended() -> FlightAnswer? {
        answer(.noAttempt)
    }

    private mutating func answer(_ answer: FlightAnswer) -> FlightAnswer? {
        guard !answered else { return nil }
        answered = true
        return answer
    }
}
