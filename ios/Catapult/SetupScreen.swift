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

    var body: some View {
        Form {
            Section("Players") {
                ForEach($model.seats) { $seat in
                    let colour = model.colour(of: seat)
                    let colourName = colour?.name ?? ""
                    HStack {
                        if let colour { SeatBadge(colour: colour) }
                        TextField("Name", text: limited($seat.name))
                            .accessibilityLabel("Name of the \(colourName) player, at most \(model.limits.longestName) letters")
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
                            ForEach(PracticeModel.sensitivities, id: \.id) { choice in
                                Text(choice.label).tag(choice.sensitivity)
                            }
                        }
                        .accessibilityLabel("How hard the \(colourName) player flicks")
                    }
                }
                Button("Add a player") { model.addSeat() }
                    .disabled(!model.canAddSeat)
                Button("Remove the last player") { model.removeSeat() }
                    .disabled(!model.canRemoveSeat)
            }
            ForEach(model.ruleOptions, id: \.id) { option in
                Section(option.option) {
                    if SetupModel.isSwitch(option), let only = option.choices.first {
                        Toggle(only.choice, isOn: Binding(
                            get: { model.isOn(option) },
                            set: { model.turn(option, on: $0) }))
                    } else {
                        Picker(option.option, selection: Binding(
                            get: { model.chosen(option.id) ?? "" },
                            set: { model.choose(option.id, $0) })) {
                            ForEach(option.choices, id: \.id) { choice in
                                Text(choice.choice).tag(choice.id)
                            }
                        }
                    }
                    Text(model.explanation(option))
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
