import CatapultCore
import CatapultLogic
import SwiftUI

/// The table before a game: the seats and the rule options of `SetupModel` (CatapultLogic).
@MainActor
struct SetupScreen: View {
    @Environment(AppModel.self) private var app
    @Environment(\.dismiss) private var dismiss
    @State private var model = SetupModel()
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
                    .disabled(!model.canAddSeat)
                Button("Remove the last player") { model.removeSeat() }
                    .disabled(!model.canRemoveSeat)
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
        Binding(get: { name.wrappedValue }, set: { name.wrappedValue = model.limited($0) })
    }
}
