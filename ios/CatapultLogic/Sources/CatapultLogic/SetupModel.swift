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

    /// The core's constants, read once while the app runs: a setup screen may be made on every
    /// redraw of the home screen, and making it must not ask the core each time.
    private static let tableLimits = seatLimits()
    private static let options = ruleHelp()
    private static let colourList = seatColours()

    /// The core's limits on seats and names.
    public var limits: SeatLimits { Self.tableLimits }
    /// The core's rule options, with their choices and explanations.
    public var ruleOptions: [RuleHelp] { Self.options }
    /// The core's seat colours, in seat order.
    public var colours: [SeatColour] { Self.colourList }
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

    /// The colour of `seat` (the core's, by its place at the table).
    public func colour(of seat: Seat) -> SeatColour? {
        guard !colours.isEmpty, let index = seats.firstIndex(where: { $0.id == seat.id }) else { return nil }
        return colours[index % colours.count]
    }

    /// An option with a single choice is shown as a switch: on is that choice, off is none.
    public static func isSwitch(_ option: RuleHelp) -> Bool { option.choices.count == 1 }

    /// Whether switch `option` is on.
    public func isOn(_ option: RuleHelp) -> Bool { chosen(option.id) != nil }

    /// Turns switch `option` on or off.
    public func turn(_ option: RuleHelp, on: Bool) {
        choose(option.id, on ? option.choices.first?.id : nil)
    }

    /// What the choice made for `option` means, in the core's words ("" when none is made).
    public func explanation(_ option: RuleHelp) -> String {
        let chosen = chosen(option.id)
        let choice = Self.isSwitch(option) ? option.choices.first : option.choices.first { $0.id == chosen }
        return choice?.explanation ?? ""
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
