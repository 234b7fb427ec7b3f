import CatapultCore
import CatapultLogic
import SwiftUI

/// The game in short; how to flick, the rule options and the tokens are explained in the core's
/// words.
@MainActor
struct HowToPlayScreen: View {
    var body: some View {
        List {
            Section("A turn") {
                Text("Pass the phone to the player whose turn it is. Tap a highlighted cell (or Next spot) to put the drawn tile there, tap it again or Rotate to turn it, and Place it.")
                Text("Then put a follower on a road, city, field or cloister of that tile, or play none. Undo takes the tile back until you decide.")
                Text("Finished roads, cities and cloisters score at once; fields score at the end.")
            }
            Section("The catapult round") {
                Text("A fair tile starts a round. Its player chooses a token, and everyone hurls it once from their catapult at the edge of the table.")
                Text(howToFlick())
                Text("Or swipe up on the pad: the faster, the farther.")
                Text("In a catch round the next player takes the phone and taps Catch! when the token reaches their hands.")
            }
            Section("The tokens") {
                ForEach(tokenHelp(), id: \.token) { help in
                    Text("\(help.name.capitalized): \(help.rule).")
                }
            }
            ForEach(ruleHelp(), id: \.option) { option in
                Section(option.option) {
                    ForEach(option.choices, id: \.choice) { choice in
                        Text("\(choice.choice): \(choice.explanation)")
                    }
                }
            }
        }
        .font(.body)
        .navigationTitle("How to play")
    }
}
