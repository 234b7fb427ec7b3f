import CatapultCore
import SwiftUI

/// The table before a game: the seats (name, person or bot, a person's flick sensitivity) within the core's `seatLimits()`,
/// and the rule options by the core's ids (`ruleHelp()`, `chooseRule`). The core checks it all
/// when the game starts and says what is wrong.
@MainActor
final class SetupModel: ObservableObject {
    struct Seat: Identifiable {
        let id = UUID()
        var name: String
        var bot: BotSkill?
        /// How hard a person flicks (normal unless chosen).
        var sensitivity: FlickSensitivity = .normal
    }

    let limits = seatLimits()
    @Published var seats: [Seat] = []
    @Published var rules = defaultRules()
    @Published var notice: String?

    init() {
        while seats.count < Int(limits.minSeats) { addSeat() }
    }

    func addSeat() {
        if seats.count < Int(limits.maxSeats) { seats.append(Seat(name: "Player \(seats.count + 1)")) }
    }

    func removeSeat() {
        if seats.count > Int(limits.minSeats) { seats.removeLast() }
    }

    /// The choice made for rule option `option` (nil: a switch that is off).
    func chosen(_ option: String) -> String? {
        chosenRule(rules: rules, option: option)
    }

    /// Makes choice `choice` of rule option `option` (nil turns a switch off).
    func choose(_ option: String, _ choice: String?) {
        do {
            rules = try chooseRule(rules: rules, option: option, choice: choice)
        } catch {
            notice = sentence(error)
        }
    }

    func setup() -> GameSetup {
        GameSetup(seats: seats.map { SeatSetup(name: $0.name, bot: $0.bot, flickSensitivity: $0.bot == nil ? $0.sensitivity : nil) },
                  rules: rules, seed: nil)
    }
}

@MainActor
struct SetupScreen: View {
    @EnvironmentObject private var app: AppModel
    @Environment(\.dismiss) private var dismiss
    @StateObject private var model = SetupModel()
    /// The game is being started (stored in the history): the button waits.
    @State private var starting = false
    private let colours = seatColours()
    private let help = ruleHelp()
    private let sensitivities = flickSensitivities()

    var body: some View {
        Form {
            Section("Players") {
                ForEach($model.seats) { $seat in
                    let colour = colours[(model.seats.firstIndex { $0.id == seat.id } ?? 0) % colours.count]
                    HStack {
                        SeatBadge(colour: colour)
                        TextField("Name", text: limited($seat.name))
                            .accessibilityLabel("Name of the \(colour.name) player, at most \(model.limits.longestName) letters")
                        Picker("Plays", selection: $seat.bot) {
                            Text("Person").tag(BotSkill?.none)
                            ForEach(botSkills(), id: \.self) { skill in
                                Text("Bot (\(botSkillLabel(skill: skill)))").tag(BotSkill?.some(skill))
                            }
                        }
                        .labelsHidden()
                    }
                    if seat.bot == nil {
                        // The core's settings by name; the practice screen explains them.
                        Picker("Flick", selection: $seat.sensitivity) {
                            ForEach(sensitivities, id: \.id) { choice in
                                Text(choice.label).tag(choice.sensitivity)
                            }
                        }
                        .accessibilityLabel("How hard the \(colour.name) player flicks")
                    }
                }
                Button("Add a player") { model.addSeat() }
                    .disabled(model.seats.count >= Int(model.limits.maxSeats))
                Button("Remove the last player") { model.removeSeat() }
                    .disabled(model.seats.count <= Int(model.limits.minSeats))
            }
            ForEach(help, id: \.id) { option in
                Section(option.option) {
                    if option.choices.count == 1, let only = option.choices.first {
                        // One choice: a switch.
                        Toggle(only.choice, isOn: Binding(
                            get: { model.chosen(option.id) != nil },
                            set: { model.choose(option.id, $0 ? only.id : nil) }))
                        Text(only.explanation)
                    } else {
                        Picker(option.option, selection: Binding(
                            get: { model.chosen(option.id) ?? "" },
                            set: { model.choose(option.id, $0) })) {
                            ForEach(option.choices, id: \.id) { choice in
                                Text(choice.choice).tag(choice.id)
                            }
                        }
                        Text(option.choices.first { $0.id == model.chosen(option.id) }?.explanation ?? "")
                    }
                }
            }
            Button("Start the game") {
                starting = true
                Task {
                    if await app.start(model.setup()) { dismiss() }
                    starting = false
                }
            }
            .font(.headline)
            .disabled(starting)
            if let notice = model.notice ?? app.notice {
                Text(notice).foregroundColor(.red)
            }
        }
        .navigationTitle("New game")
    }

    /// A name, cut to the core's longest name as it is typed.
    private func limited(_ name: Binding<String>) -> Binding<String> {
        Binding(get: { name.wrappedValue }, set: { name.wrappedValue = String($0.prefix(Int(model.limits.longestName))) })
    }
}
