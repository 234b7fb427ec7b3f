import CatapultCore
import CatapultLogic
import SwiftUI

@MainActor
struct HomeScreen: View {
    @Environment(AppModel.self) private var app

    var body: some View {
        @Bindable var app = app
        NavigationStack {
            List {
                if app.game != nil {
                    Button("Continue the game") { app.showGame = true }
                        .font(.headline)
                }
                NavigationLink("New game") { SetupScreen() }
                NavigationLink("History") { HistoryScreen() }
                NavigationLink("Statistics") { StatsScreen() }
                NavigationLink("How to play") { HowToPlayScreen() }
                NavigationLink("Practise the flick") { PracticeView(title: "Practise the flick", sensitivity: .normal) }
                if let notice = app.notice {
                    Section {
                        Text(notice).font(.callout)
                        Button("OK") { app.notice = nil }
                    }
                }
            }
            .navigationTitle("Catapult")
        }
        .fullScreenCover(isPresented: $app.showGame) {
            if let game = app.game {
                GameScreen(controller: game).environment(app)
            }
        }
    }
}
