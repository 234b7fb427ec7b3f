import CatapultCore
import Foundation
import Observation

/// The table before a game: the seats (name, person or bot, a person's flick sensitivity)
/// within the core's `seatLimits()`, and the rule options by the core's ids (`ruleHelp()`,
/// `chooseRule`). The core checks it all when the game starts and says what is wrong.
@MainActor
@Observable
public final class SetupModel {
    /// One seat at the table, as the setup screen edits it.
    public struct Seat: Identifiable {
        public let id = UUID()
        public var name: String
        public var bot: BotSkill?
        /// How hard a person flicks (normal unless chosen).
        public var sensitivity: FlickSensitivity = .normal

        public init(name: String, bot: BotSkill? = nil) {
            self.name = name
            self.bot = bot
        }
    }

    public let limits = seatLimits()
    public var seats: [Seat] = []
    public var rules = defaultRules()
    public var notice: String?

    public init() {
        while seats.count < Int(limits.minSeats) { addSeat() }
    }

    public var canAddSeat: Bool { seats.count < Int(limits.maxSeats) }
    public var canRemoveSeat: Bool { seats.count > Int(limits.minSeats) }

    public func addSeat() {
        if canAddSeat { seats.append(Seat(name: "Player \(seats.count + 1)")) }
    }

    public func removeSeat() {
        if canRemoveSeat { seats.removeLast() }
    }

    /// `name` cut to the core's longest name, as it is typed.
    public func limited(_ name: String) -> String {
        String(name.prefix(Int(limits.longestName)))
    }

    /// The choice made for rule option `option` (nil: a switch that is off).
    public func chosen(_ option: String) -> String? {
        chosenRule(rules: rules, option: option)
    }

    /// Makes choice `choice` of rule option `option` (nil turns a switch off).
    public func choose(_ option: String, _ choice: String?) {
        do {
            rules = try chooseRule(rules: rules, option: option, choice: choice)
        } catch {
            notice = sentence(error)
        }
    }

    public func setup() -> GameSetup {
        GameSetup(seats: seats.map { SeatSetup(name: $0.name, bot: $0.bot, flickSensitivity: $0.bot == nil ? $0.sensitivity : nil) },
                  rules: rules, seed: nil)
    }
}
