import CatapultCore
import SwiftUI

/// The table before a game: 2 to 6 seats (name, person or bot) and the rule options. The core
/// checks it when the game starts and says what is wrong.
@MainActor
final class SetupModel: ObservableObject {
    struct Seat: Identifiable {
        let id = UUID()
        var name: String
        var bot: BotSkill?
    }

    @Published var seats = [Seat(name: "Player 1"), Seat(name: "Player 2")]
    @Published var rules = defaultRules()

    /// The choices in the order `ruleHelp()` explains them.
    static let catapultModes: [CatapultMode] = [.rounds, .houseRule, .tilesOnly, .off]
    static let farmerScorings: [FarmerScoring] = [.final, .second, .original]

    /// The farmers option: one of the three scorings, or (last) no farmers.
    var farmers: Int {
        get { rules.farmersOff ? Self.farmerScorings.count : Self.farmerScorings.firstIndex(of: rules.farmerScoring) ?? 0 }
        set {
            rules.farmersOff = newValue == Self.farmerScorings.count
            if newValue < Self.farmerScorings.count { rules.farmerScoring = Self.farmerScorings[newValue] }
        }
    }

    func addSeat() {
        if seats.count < seatColours().count { seats.append(Seat(name: "Player \(seats.count + 1)")) }
    }

    func removeSeat() {
        if seats.count > 2 { seats.removeLast() }
    }

    func setup() -> GameSetup {
        GameSetup(seats: seats.map { SeatSetup(name: $0.name, bot: $0.bot) }, rules: rules, seed: nil)
    }
}

struct SetupScreen: View {
    @EnvironmentObject private var app: AppModel
    @Environment(\.dismiss) private var dismiss
    @StateObject private var model = SetupModel()
    private let colours = seatColours()
    private let help = ruleHelp()

    var body: some View {
        Form {
            Section("Players") {
                ForEach($model.seats) { $seat in
                    let colour = colours[model.seats.firstIndex(where: { $0.id == seat.id }) ?? 0]
                    HStack {
                        SeatBadge(colour: colour)
                        TextField("Name", text: $seat.name)
                            .accessibilityLabel("Name of the \(colour.name) player")
                        Picker("Plays", selection: $seat.bot) {
                            Text("Person").tag(BotSkill?.none)
                            Text("Bot (random)").tag(BotSkill?.some(.random))
                            Text("Bot (greedy)").tag(BotSkill?.some(.greedy))
                        }
                        .labelsHidden()
                    }
                }
                Button("Add a player") { model.addSeat() }
                    .disabled(model.seats.count >= colours.count)
                Button("Remove the last player") { model.removeSeat() }
                    .disabled(model.seats.count <= 2)
            }
            if help.count >= 3 {
                Section(help[0].option) {
                    Picker(help[0].option, selection: $model.rules.catapult) {
                        ForEach(Array(SetupModel.catapultModes.enumerated()), id: \.offset) { index, mode in
                            Text(help[0].choices[index].choice).tag(mode)
                        }
                    }
                    Text(explanation(0, SetupModel.catapultModes.firstIndex(of: model.rules.catapult) ?? 0))
                }
                Section(help[1].option) {
                    Picker(help[1].option, selection: $model.farmers) {
                        ForEach(Array(help[1].choices.enumerated()), id: \.offset) { index, choice in
                            Text(choice.choice).tag(index)
                        }
                    }
                    Text(explanation(1, model.farmers))
                }
                Section(help[2].option) {
                    Toggle(help[2].choices[0].choice, isOn: $model.rules.tinyCityTwoPoints)
                    Text(explanation(2, 0))
                }
            }
            Button("Start the game") {
                if app.start(model.setup()) { dismiss() }
            }
            .font(.headline)
            if let notice = app.notice {
                Text(notice).foregroundColor(.red)
            }
        }
        .navigationTitle("New game")
    }

    private func explanation(_ option: Int, _ choice: Int) -> String {
        let choices = help[option].choices
        return choice < choices.count ? choices[choice].explanation : ""
    }
}
